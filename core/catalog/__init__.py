"""The reference data as published: GPUs, machines, models, formats, runtimes, cloud and API offers, each with
its source and date (resources/catalog/*.toml), read and checked once (catalog), with the rules read off it: what
a market may buy (market) and what fits in which chassis (fit). The schema of each entry is catalog.schema.

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
from gpu_advisor.core.catalog.schema import Fabric, Gpu, Model, Quant, Runtime

__all__ = [
    "CATALOG_DIR",
    "Catalog",
    "CatalogError",
    "Fabric",
    "Gpu",
    "Model",
    "Quant",
    "Runtime",
    "Section",
    "UnknownEntry",
    "default_catalog",
    "load_catalog",
    "load_section",
    "normalize",
]
