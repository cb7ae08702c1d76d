"""Loads and validates the catalog in resources/catalog/ and finds entries by id or alias.

Errors name the file, the entry and the field, so a person editing the TOML by hand can fix it.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import difflib
import re
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar, get_args

from pydantic import ValidationError

from gpu_advisor.core.catalog.market import system_problems
from gpu_advisor.core.catalog.origin import CatalogOrigin
from gpu_advisor.core.catalog.schema import (
    ApiOffer,
    CloudInstance,
    Ecosystem,
    EcosystemId,
    Entry,
    Fabric,
    Gpu,
    Host,
    Model,
    Platform,
    PrecisionLevel,
    Quant,
    RagModel,
    RangeByFamily,
    Runtime,
    RuntimeUse,
    Software,
)
from gpu_advisor.core.foundation import version_tuple
from gpu_advisor.core.foundation.messages import TextError
from gpu_advisor.core.foundation.resources import resource_path
from gpu_advisor.core.foundation.user_files import UserFileError, read_user_file

RESOURCES = resource_path()
CATALOG_DIR = RESOURCES / "catalog"
MAX_CATALOG_BYTES = 5_000_000  # a hand-edited catalog file is a few hundred kB; anything bigger is not ours

E = TypeVar("E", bound=Entry)

SECTIONS: dict[str, tuple[str, type[Entry]]] = {
    # section name: (file, model of one entry)
    "gpus": ("gpus.toml", Gpu),
    "models": ("models.toml", Model),
    "quants": ("quants.toml", Quant),
    "runtimes": ("runtimes.toml", Runtime),
    "cloud": ("cloud.toml", CloudInstance),
    "platforms": ("platforms.toml", Platform),
    "apis": ("apis.toml", ApiOffer),
    "hosts": ("hosts.toml", Host),
    "fabrics": ("network.toml", Fabric),
    "ecosystems": ("ecosystems.toml", Ecosystem),
    "rag_models": ("rag_models.toml", RagModel),
}
TABLES = {
    "gpus": "gpu",
    "models": "model",
    "quants": "quant",
    "runtimes": "runtime",
    "cloud": "instance",
    "platforms": "platform",
    "apis": "api",
    "hosts": "host",
    "fabrics": "fabric",
    "ecosystems": "ecosystem",
    "rag_models": "rag_model",
}
OPTIONAL_SECTIONS = (
    "apis",
    "hosts",
    "fabrics",
)  # a catalog folder without apis.toml has no hosted APIs to compare with
# software.toml: facts about software releases (the CUDA-to-driver table, the PyTorch per architecture), tables of
# rows rather than entries with ids
SOFTWARE_FILE = "software.toml"
# ranges.toml: how much wider the speed range of each family of configuration is than the calibration's (issue 25),
# fitted by `python -m tests.accuracy --fit-ranges`; without the file no range is widened
RANGES_FILE = "ranges.toml"
KIND_WORD = {
    "gpus": "GPU",
    "models": "model",
    "quants": "quantization",
    "runtimes": "runtime",
    "cloud": "cloud instance",
    "platforms": "platform",
    "apis": "hosted API",
    "hosts": "host",
    "fabrics": "network",
    "ecosystems": "software stack",
    "rag_models": "RAG model",
}


class CatalogError(TextError):
    """A catalog file that cannot be used; the message names file, entry and field. str() is English; render(lang)
    the buyer's language where the problem is one of core.foundation.user_files' (the rest, a broken install, stays English)."""


class UnknownEntry(LookupError):
    """An id or alias that names nothing in the catalog; the message lists the closest matches."""

    def __init__(self, kind: str, text: str, suggestions: list[str]):
        self.kind, self.text, self.suggestions = kind, text, suggestions
        hint = f"; did you mean {', '.join(suggestions)}?" if suggestions else ""
        super().__init__(f"unknown {kind} {text!r}{hint}")


def normalize(text: str) -> str:
    """What two spellings of one name share: 'RTX 4090', 'rtx-4090' and 'rtx4090' all become 'rtx4090'."""
    return re.sub(r"[\s\-_./:]+", "", text.strip().lower())


@dataclass
class Section(Generic[E]):
    kind: str
    entries: dict[str, E]
    _names: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for entry in self.entries.values():
            for text in [entry.id, entry.name, *entry.aliases]:
                self._names.setdefault(text.lower(), entry.id)
                self._names.setdefault(normalize(text), entry.id)

    def __iter__(self) -> Iterator[E]:
        return iter(self.entries.values())

    def __len__(self) -> int:
        return len(self.entries)

    def __contains__(self, key: str) -> bool:
        return self.find(key) is not None

    def find(self, text: str) -> E | None:
        key = self._names.get(text.strip().lower()) or self._names.get(normalize(text))
        return self.entries[key] if key else None

    def get(self, text: str) -> E:
        entry = self.find(text)
        if entry is None:
            raise UnknownEntry(self.kind, text, self.closest(text))
        return entry

    def closest(self, text: str, n: int = 3) -> list[str]:
        keys = list(self._names)
        found = difflib.get_close_matches(normalize(text), keys, n=n * 3, cutoff=0.6)
        ids: list[str] = []
        for key in found:
            if self._names[key] not in ids:
                ids.append(self._names[key])
        return ids[:n]


@dataclass
class Catalog:
    gpus: Section[Gpu]
    models: Section[Model]
    quants: Section[Quant]
    runtimes: Section[Runtime]
    cloud: Section[CloudInstance]
    platforms: Section[Platform]
    # the software releases the checks hold a machine against (software.toml): drivers per CUDA, PyTorch per architecture
    software: Software
    # hosted model APIs sold per token (apis.toml): the "rent tokens" comparator
    apis: Section[ApiOffer] = field(default_factory=lambda: Section("hosted API", {}))
    # CPU platforms for hybrid CPU+GPU machines (hosts.toml): experts in system memory
    hosts: Section[Host] = field(default_factory=lambda: Section("host", {}))
    # networks between the machines of a cluster (network.toml): several machines for one model or one job
    fabrics: Section[Fabric] = field(default_factory=lambda: Section("network", {}))
    # the software stacks the GPUs run on (ecosystems.toml): the name a buyer reads, domestic, who can run it
    ecosystems: Section[Ecosystem] = field(default_factory=lambda: Section("software stack", {}))
    # the embedding model and reranker a document Q&A platform runs beside the LLM (rag_models.toml)
    rag_models: Section[RagModel] = field(default_factory=lambda: Section("RAG model", {}))
    # the families of configuration and how much wider their speed range is (ranges.toml; core.sizing.families)
    ranges: RangeByFamily = field(default_factory=RangeByFamily)
    # which catalog this is: the bundled one or an update an integrator sent (core.catalog.update), as the results and
    # the PDF name it; set by load_catalog
    origin: CatalogOrigin | None = None
    _ranked: dict[str, list[Runtime]] = field(default_factory=dict, init=False, repr=False, compare=False)
    _at_level: dict[str, list[Quant]] = field(default_factory=dict, init=False, repr=False, compare=False)
    # preferred_runtime's answers by (use, GPU, format) object: entries are frozen, so an answer never changes; the
    # GPU and format are kept with it, so an id is never taken for a later object's
    _preferred: dict[tuple[str, int, int], tuple[Gpu, Quant, Runtime | None]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    @property
    def as_of(self) -> str:
        """The newest as-of date of any entry: what the buyer's report calls the catalog's date."""
        dates = [e.as_of for s in (self.gpus, self.models, self.quants, self.runtimes, self.cloud) for e in s]
        return max(dates).isoformat() if dates else "unknown"

    def price_dates(self) -> list[dt.date]:
        """The date of every price the catalog holds: cards, machines (bases, whole systems, CPU hosts), networks,
        rentals in each billing mode and hosted APIs."""
        dates = [p.as_of for g in self.gpus for p in g.prices]
        dates += [p.as_of for m in self.platforms for p in m.prices]
        # a build's base price is dated by its entry; a build priced by its parts, by each part's prices
        dates += [m.as_of for m in self.platforms if m.kind == "build" and not m.parts]
        dates += [p.as_of for m in self.platforms for part in m.parts for p in part.prices]
        dates += [p.as_of for h in self.hosts for p in [*h.prices, *h.systems]]
        dates += [p.as_of for f in self.fabrics for p in [*f.nic_prices, *f.port_prices]]
        dates += [mode.as_of for i in self.cloud for p in i.prices for mode in p.billing_modes()]
        dates += [a.as_of for a in self.apis]
        return dates

    # The facts below are the catalog's own (each TOML file's header says how to edit them); the engine asks
    # for them here instead of keeping lists of ids.

    def platforms_for(self, target: str) -> list[Platform]:
        """The machines offered for a deployment target (platforms.toml `target`), in file order."""
        return [p for p in self.platforms if p.target == target]

    def quants_at(self, level: str) -> list[Quant]:
        """The formats offered at one of the buyer's precision levels (quants.toml `precision_level`), in the
        order they are tried (found once per level: a recommendation asks for each GPU)."""
        found = self._at_level.get(level)
        if found is None:
            found = self._at_level[level] = [q for q in self.quants if q.precision_level == level]
        return list(found)

    def tempting_gpus(self) -> list[Gpu]:
        """The cards buyers often ask about (gpus.toml `tempting`), in the order an 'avoid' pick is looked for."""
        return sorted((g for g in self.gpus if g.tempting is not None), key=lambda g: g.tempting or 0)

    def asked_about_gpus(self) -> list[Gpu]:
        """The cards buyers name when they ask "why not ...?" (gpus.toml `asked_about`), in that order."""
        return sorted((g for g in self.gpus if g.asked_about is not None), key=lambda g: g.asked_about or 0)

    def fabric_for(self, platform: Platform | None) -> Fabric | None:
        """The network the machines of a cluster are joined by (network.toml): the one listed for the platform (an
        Atlas 800T A2 comes with its own RoCE ports), else the default; None when the catalog has no networks."""
        for fabric in self.fabrics:
            if platform is not None and platform.id in fabric.for_platforms:
                return fabric
        return next((f for f in self.fabrics if f.default), None)

    def machine_for(self, gpu: Gpu) -> Platform | None:
        """The server-room machine a GPU usually comes in: the system built around a module, else the largest
        server that takes cards of its form."""
        rooms = self.platforms_for("server_room")
        built = [p for p in rooms if p.kind == "system" and p.gpu == gpu.id]
        if built:
            return built[0]
        builds = [p for p in rooms if p.kind == "build" and gpu.form_factor in p.form_factors]
        return max(builds, key=lambda p: p.max_gpus, default=None)

    def stack_name(self, ecosystem: str) -> str:
        """A software stack as the buyer reads it (ecosystems.toml `name`: "Hygon DTK"); "?" for a stack the
        catalog does not describe (gpus.toml ecosystem "other")."""
        stack = self.ecosystems.entries.get(ecosystem)
        return stack.name if stack is not None else "?"

    def domestic_stack(self, ecosystem: str) -> bool:
        """A stack made by a Chinese company (ecosystems.toml `domestic`): Huawei CANN, Rockchip RKNN, ..."""
        stack = self.ecosystems.entries.get(ecosystem)
        return stack is not None and stack.domestic

    def any_team_stack(self, ecosystem: str) -> bool:
        """A stack a team that does not run servers can keep running (ecosystems.toml `any_team`: CUDA, Metal)."""
        stack = self.ecosystems.entries.get(ecosystem)
        return stack is not None and stack.any_team

    def is_domestic(self, gpu: Gpu) -> bool:
        """信创 / 国产化: a part designed and sold by a Chinese maker, the maker of a domestic stack (ecosystems.toml
        `vendor` and `domestic`)."""
        return any(s.domestic and s.vendor == gpu.vendor for s in self.ecosystems)

    def rag_model(self, role: str) -> RagModel:
        """The embedding model or the reranker a document Q&A platform runs beside the LLM (rag_models.toml)."""
        return next(m for m in self.rag_models if m.role == role)

    def distills_of(self, model: Model) -> list[Model]:
        """The models trained on this model's answers (models.toml `distilled_from`: DeepSeek-R1's distills)."""
        return [m for m in self.models if m.distilled_from == model.id]

    def ranked_runtimes(self, use: RuntimeUse) -> list[Runtime]:
        """The runtimes ranked for `use` (runtimes.toml `preference`), first choice first (sorted once: a
        recommendation asks thousands of times)."""
        ranked = self._ranked.get(use)
        if ranked is None:
            ranked = sorted((r for r in self.runtimes if use in r.preference), key=lambda r: r.preference[use])
            self._ranked[use] = ranked
        return ranked

    def preferred_runtime(self, gpu: Gpu, quant: Quant, use: RuntimeUse) -> Runtime | None:
        """The runtime a deployment would use for `use` with this format on this GPU, when none is named: the
        first ranked one that runs on the GPU's ecosystem, supports its compute capability (runtimes.toml
        `min_compute_capability`: a V100 gets llama.cpp, not vLLM) and, except for training and pretraining, loads the
        format. The one choice `gpu-advisor estimate` (core.sizing.default_runtime) and the recommendation both
        make. Answered once for each GPU, format and use: a recommendation asks over a thousand times."""
        key = (use, id(gpu), id(quant))
        known = self._preferred.get(key)
        if known is not None and known[0] is gpu and known[1] is quant:
            return known[2]
        runtime = self._first_runtime(gpu, quant, use)
        self._preferred[key] = (gpu, quant, runtime)
        return runtime

    def _first_runtime(self, gpu: Gpu, quant: Quant, use: RuntimeUse) -> Runtime | None:
        for runtime in self.ranked_runtimes(use):
            if gpu.ecosystem in runtime.ecosystems and (
                use in ("training", "pretraining") or runtime.id in quant.runtimes
            ):
                if runtime.supports(gpu):
                    return runtime
        return None


def _describe_location(loc: tuple[int | str, ...]) -> str:
    return ".".join(str(part) for part in loc) or "(entry)"


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        text = read_user_file(path, MAX_CATALOG_BYTES, "catalog file")
    except UserFileError as exc:
        raise CatalogError(exc.text) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CatalogError(f"{path}: not valid TOML: {exc}") from None
    except RecursionError:  # inline tables or arrays nested about 1,000 deep
        raise CatalogError(f"{path}: nested too deeply to be a catalog file") from None
    except ValueError:  # an integer beyond Python's 4,300-digit conversion limit
        raise CatalogError(f"{path}: holds a number with too many digits; this is not a catalog file") from None
    return data


def load_section(name: str, path: Path) -> Section[Any]:
    file_name, model = SECTIONS[name]
    table = TABLES[name]
    data = _read_toml(path)
    raw_entries = data.get(table, [])
    if not isinstance(raw_entries, list):
        raise CatalogError(f"{path}: '{table}' must be a list of [[{table}]] tables")
    entries: dict[str, Entry] = {}
    for index, raw in enumerate(raw_entries, start=1):
        label = f"{table} #{index}"
        if isinstance(raw, dict) and isinstance(raw.get("id"), str):
            label = f"{table} '{raw['id']}' (#{index})"
        try:
            entry = model.model_validate(raw)
        except ValidationError as exc:
            problems = "; ".join(f"{_describe_location(err['loc'])}: {err['msg']}" for err in exc.errors())
            raise CatalogError(f"{path.name}: {label}: {problems}") from None
        if entry.id in entries:
            raise CatalogError(f"{path.name}: {label}: id: '{entry.id}' appears twice")
        entries[entry.id] = entry
    section = Section(KIND_WORD[name], entries)
    _check_alias_clashes(path.name, table, section)
    return section


def _check_alias_clashes(file_name: str, table: str, section: Section[Entry]) -> None:
    owner: dict[str, str] = {}
    for entry in section:
        for text in {entry.id.lower(), *(a.lower() for a in entry.aliases)}:
            other = owner.setdefault(text, entry.id)
            if other != entry.id:
                raise CatalogError(f"{file_name}: {table} '{entry.id}': aliases: {text!r} already names '{other}'")


def load_ranges(path: Path) -> RangeByFamily:
    """ranges.toml, validated; an error names the file and the field. Without the file no range is widened."""
    if not path.exists():
        return RangeByFamily()
    try:
        return RangeByFamily.model_validate(_read_toml(path))
    except ValidationError as exc:
        problems = "; ".join(f"{_describe_location(err['loc'])}: {err['msg']}" for err in exc.errors())
        raise CatalogError(f"{path.name}: {problems}") from None


def load_software(path: Path) -> Software:
    """software.toml, validated; an error names the file, the table and the row."""
    data = _read_toml(path)
    try:
        return Software.model_validate(data)
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            loc = err["loc"]
            if len(loc) >= 2 and isinstance(loc[1], int) and isinstance(data.get(str(loc[0])), list):
                row = data[str(loc[0])][loc[1]]
                key = row.get("cuda", row.get("architecture")) if isinstance(row, dict) else None
                label = f"{loc[0]} #{loc[1] + 1}" + (f" ({key!r})" if isinstance(key, str) else "")
                problems.append(f"{label}: {_describe_location(loc[2:])}: {err['msg']}")
            else:
                problems.append(f"{_describe_location(loc)}: {err['msg']}")
        raise CatalogError(f"{path.name}: {'; '.join(problems)}") from None


CATALOG_FILES = (
    *(file_name for file_name, _ in SECTIONS.values()),
    SOFTWARE_FILE,
    RANGES_FILE,
)  # every file a catalog is made of


def load_catalog(directory: Path | None = None, replaced_from: Path | None = None) -> Catalog:
    """The catalog in `directory` (the bundled one by default), validated and its references checked. With
    `replaced_from` (a catalog update's folder, core.catalog.update), each file that folder holds is read from there
    instead: whole files replace whole files, never entries mixed within one. The catalog's origin says it is the
    bundled one; an update's loader names itself."""
    directory = directory or CATALOG_DIR

    def path(file_name: str) -> Path:
        if replaced_from is not None and (replaced_from / file_name).is_file():
            return replaced_from / file_name
        return directory / file_name

    sections: dict[str, Any] = {
        name: load_section(name, path(file_name))
        for name, (file_name, _) in SECTIONS.items()
        if name not in OPTIONAL_SECTIONS or path(file_name).exists()
    }
    catalog = Catalog(**sections, software=load_software(path(SOFTWARE_FILE)), ranges=load_ranges(path(RANGES_FILE)))
    _check_references(catalog)
    dates = catalog.price_dates()
    catalog.origin = CatalogOrigin(
        "bundled",
        dt.date.fromisoformat(catalog.as_of) if catalog.as_of != "unknown" else None,
        min(dates, default=None),
        max(dates, default=None),
    )
    return catalog


def with_origin(catalog: Catalog, origin: CatalogOrigin) -> Catalog:
    """The same catalog, named as coming from `origin`."""
    return dataclasses.replace(catalog, origin=origin)


def _check_references(catalog: Catalog) -> None:
    for instance in catalog.cloud:
        if instance.gpu not in catalog.gpus.entries:
            raise CatalogError(f"cloud.toml: instance '{instance.id}': gpu: unknown GPU '{instance.gpu}'")
    for problem in system_problems(catalog.gpus.entries, list(catalog.platforms)):
        raise CatalogError(problem)
    for quant in catalog.quants:
        for runtime_id in quant.runtimes:
            if runtime_id not in catalog.runtimes.entries:
                raise CatalogError(f"quants.toml: quant '{quant.id}': runtimes: unknown runtime '{runtime_id}'")
    for model in catalog.models:
        if model.plain_twin is not None and model.plain_twin not in catalog.models.entries:
            raise CatalogError(f"models.toml: model '{model.id}': plain_twin: unknown model '{model.plain_twin}'")
        if model.distilled_from is not None and model.distilled_from not in catalog.models.entries:
            raise CatalogError(
                f"models.toml: model '{model.id}': distilled_from: unknown model '{model.distilled_from}'"
            )
        if model.released_quant is not None and model.released_quant not in catalog.quants.entries:
            raise CatalogError(
                f"models.toml: model '{model.id}': released_quant: unknown format '{model.released_quant}'"
            )
        released = catalog.quants.entries.get(model.released_quant) if model.released_quant else None
        if (
            released is not None
            and released.expert_bits is not None
            and (model.moe is None or model.moe.routed_params_b is None)
        ):
            raise CatalogError(
                f"models.toml: model '{model.id}': released_quant '{released.id}' stores the experts apart: "
                "the model needs moe.routed_params_b"
            )
        if model.newer is not None and model.newer.model not in catalog.models.entries:
            raise CatalogError(f"models.toml: model '{model.id}': newer.model: unknown model '{model.newer.model}'")
    for api in catalog.apis:
        for model_id in [*api.models, *api.comparable_to]:
            if model_id not in catalog.models.entries:
                raise CatalogError(f"apis.toml: api '{api.id}': unknown model '{model_id}'")
    for fabric in catalog.fabrics:
        for platform_id in fabric.for_platforms:
            if platform_id not in catalog.platforms.entries:
                raise CatalogError(
                    f"network.toml: fabric '{fabric.id}': for_platforms: unknown platform '{platform_id}'"
                )
    if catalog.fabrics and sum(f.default for f in catalog.fabrics) != 1:
        raise CatalogError("network.toml: exactly one fabric must be the default")
    levels = {q.precision_level for q in catalog.quants}
    for level in get_args(PrecisionLevel):
        if level not in levels:
            raise CatalogError(
                f"quants.toml: no quant has precision_level '{level}'; every level needs a format to offer"
            )
    _check_stacks(catalog)
    _check_software(catalog)
    _check_rag_models(catalog)
    _check_ranges(catalog)
    _check_named_in_code(catalog)
    _check_unique_ranks("gpus.toml", "gpu", "tempting", {g.id: g.tempting for g in catalog.gpus})
    for use in get_args(RuntimeUse):
        _check_unique_ranks(
            "runtimes.toml", "runtime", f"preference.{use}", {r.id: r.preference.get(use) for r in catalog.runtimes}
        )


def _check_stacks(catalog: Catalog) -> None:
    """Every software stack gpus.toml knows has its entry in ecosystems.toml (its name, domestic, who can run it),
    and every stack a runtime names is one of them."""
    described = catalog.ecosystems.entries
    for ecosystem in get_args(EcosystemId):
        if ecosystem != "other" and ecosystem not in described:
            raise CatalogError(f"ecosystems.toml: no ecosystem '{ecosystem}': every stack gpus.toml knows needs one")
    for runtime in catalog.runtimes:
        for ecosystem in runtime.ecosystems:
            if ecosystem != "other" and ecosystem not in described:
                raise CatalogError(
                    f"runtimes.toml: runtime '{runtime.id}': ecosystems: unknown ecosystem '{ecosystem}' "
                    f"(ecosystems.toml: {', '.join(described)}, or other)"
                )


def _check_software(catalog: Catalog) -> None:
    """Every architecture software.toml names is one gpus.toml has (matched as part of a part's architecture, as
    core.checks matches it), and so is every one the code names; every CUDA part's minimum CUDA has a release at or
    after it in the driver table, so its driver can be said."""
    architectures = {g.architecture.lower() for g in catalog.gpus}
    if not architectures:
        return  # an edition without GPUs (a test of an empty section) has no architecture to name wrongly
    named = [
        (f"{SOFTWARE_FILE}: pytorch_for_architecture #{i} ('{r.architecture}')", r.architecture)
        for i, r in enumerate(catalog.software.pytorch_for_architecture, start=1)
    ]
    named += [(f"{SOFTWARE_FILE}: the app names architecture '{a}' in its code", a) for a in NAMED_ARCHITECTURES]
    for label, architecture in named:
        if not any(architecture in known for known in architectures):
            raise CatalogError(f"{label}: architecture: no part in gpus.toml has architecture '{architecture}'")
    releases = [version_tuple(r.cuda) or () for r in catalog.software.cuda_driver]
    for gpu in catalog.gpus:
        if gpu.ecosystem == "cuda" and gpu.min_cuda:
            need = version_tuple(gpu.min_cuda.split()[0]) or ()
            if not any(release >= need for release in releases):
                raise CatalogError(
                    f"gpus.toml: gpu '{gpu.id}': min_cuda: no CUDA release at or after {gpu.min_cuda!r} in "
                    f"{SOFTWARE_FILE} cuda_driver"
                )


def _check_rag_models(catalog: Catalog) -> None:
    """One embedding model and one reranker: document Q&A sizes both beside the LLM."""
    for role in ("embedding", "reranker"):
        count = sum(m.role == role for m in catalog.rag_models)
        if count != 1:
            raise CatalogError(f"rag_models.toml: {count} rag_model entries of role '{role}'; exactly one is needed")


def _check_ranges(catalog: Catalog) -> None:
    """Every part ranges.toml names as of the newest generation is one gpus.toml has, and so is every architecture."""
    ranges = catalog.ranges
    if not catalog.gpus.entries:
        return  # an edition without GPUs (a test of an empty section) has no part to name wrongly, as _check_software
    for gpu_id in ranges.new_parts:
        if gpu_id not in catalog.gpus.entries:
            raise CatalogError(f"{RANGES_FILE}: new_parts: unknown GPU '{gpu_id}'")
    architectures = {g.architecture.lower() for g in catalog.gpus}
    for architecture in ranges.new_architectures:
        if not any(architecture.lower() in known for known in architectures):
            raise CatalogError(
                f"{RANGES_FILE}: new_architectures: no part in gpus.toml has architecture '{architecture}'"
            )


# The entries the engine names by id in its code, each for what it is rather than for a fact about it: a 16-bit
# format per the part's bf16 support, QLoRA's NF4, a model's FP8 release, a Mac's GGUF; the PyTorch runtime a
# machine's own check uses, and the CPU+GPU runtimes `estimate --host` takes by default. Renaming one in the TOML
# is a load error here, not a failure in the middle of a recommendation.
NAMED_IN_CODE: dict[str, tuple[str, ...]] = {
    "quants": ("bf16", "fp16", "fp8", "nf4", "q4_k_m"),
    "runtimes": ("transformers", "llama.cpp", "ktransformers"),
}


# The architectures the engine names in its code: Blackwell's own BF16 sentence (core.checks.check_bf16: its runtimes
# bring their own attention kernels; the text names Blackwell).
NAMED_ARCHITECTURES = ("blackwell",)


def _check_named_in_code(catalog: Catalog) -> None:
    for name, ids in NAMED_IN_CODE.items():
        section: Section[Any] = getattr(catalog, name)
        for entry_id in ids:
            if entry_id not in section.entries:
                raise CatalogError(
                    f"{SECTIONS[name][0]}: no {TABLES[name]} '{entry_id}': the app names it in its code, so it "
                    "cannot be renamed or removed"
                )


def _check_unique_ranks(file_name: str, table: str, field_name: str, ranks: dict[str, int | None]) -> None:
    owner: dict[int, str] = {}
    for entry_id, rank in ranks.items():
        if rank is None:
            continue
        other = owner.setdefault(rank, entry_id)
        if other != entry_id:
            raise CatalogError(
                f"{file_name}: {table} '{entry_id}': {field_name}: rank {rank} already given to '{other}'"
            )


_DEFAULT: Catalog | None = None


def default_catalog() -> Catalog:
    """The bundled catalog, loaded once per process."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = load_catalog()
    return _DEFAULT
