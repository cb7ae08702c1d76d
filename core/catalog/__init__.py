"""The reference data as published: GPUs, machines, models, formats, runtimes, cloud and API offers, each with
its source and date (resources/catalog/*.toml), read and checked once (catalog), with the rules read off it: what
a market may buy (market) and what fits in which chassis (fit). The schema of each entry is catalog.schema.

A catalog update an integrator sends (update: pack, prepare, install, roll back) replaces whole files of it in the
buyer's data folder, and every catalog says where it came from (origin).

It imports only gpu_advisor.core.foundation; everything else of the engine reads the catalog through this facade."""

from gpu_advisor.core.catalog.catalog import (
    CATALOG_DIR,
    Catalog,
    CatalogError,
    Section,
    UnknownEntry,
    default_catalog,
    load_catalog,
    load_section,
    normalize,
)
from gpu_advisor.core.catalog.origin import CatalogOrigin
from gpu_advisor.core.catalog.schema import Fabric, Gpu, Host, Model, Quant, Runtime
from gpu_advisor.core.catalog.update import (
    MANIFEST,
    UPDATE_FORMAT,
    CatalogInUse,
    CatalogUpdateError,
    FileChanges,
    InstalledState,
    Manifest,
    PreparedUpdate,
    catalog_in_use,
    default_data_folder,
    install_update,
    pack_update,
    prepare_update,
    read_state,
    rollback_update,
)

__all__ = [
    "CATALOG_DIR",
    "MANIFEST",
    "UPDATE_FORMAT",
    "Catalog",
    "CatalogError",
    "CatalogInUse",
    "CatalogOrigin",
    "CatalogUpdateError",
    "FileChanges",
    "InstalledState",
    "Manifest",
    "PreparedUpdate",
    "Fabric",
    "Gpu",
    "Host",
    "Model",
    "Quant",
    "Runtime",
    "Section",
    "UnknownEntry",
    "catalog_in_use",
    "default_catalog",
    "default_data_folder",
    "install_update",
    "load_catalog",
    "load_section",
    "normalize",
    "pack_update",
    "prepare_update",
    "read_state",
    "rollback_update",
]
