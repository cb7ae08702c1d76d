"""What the buyer wants and already has: the input of a recommendation, saved as versioned JSON.

A scenario written by this version carries `schema_version` = SCHEMA_VERSION. Older files are migrated
step by step on the raw dict before validation; newer ones are refused with a plain message, so a file
from a colleague's newer app is never half-understood.
"""

from __future__ import annotations

import types
from pathlib import Path
from typing import Any, Final, Literal, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator, model_validator

from gpu_advisor.core.catalog.schema import DDR_MT_S
from gpu_advisor.core.foundation.limits import MAX_ELECTRICITY_PRICE, USD_TO_CNY_RANGE
from gpu_advisor.core.foundation.messages import Text, TextError, describe_errors
from gpu_advisor.core.foundation.user_files import (
    UserFileError,
    atomic_write_text,
    load_user_json,
    what_text,
)

SCHEMA_VERSION: Final = 1
MAX_SCENARIO_BYTES = 1_000_000  # a scenario is a few kB; refuse anything that is clearly not one

UseCase = Literal["chat", "document_qa", "batch", "fine_tune", "pretrain"]
FINE_TUNE_USES = ("fine_tune", "pretrain")  # the jobs that train; the others serve a model
Target = Literal["cloud", "office", "server_room", "edge"]
Region = Literal["cn", "us", "eu", "other"]
Currency = Literal["CNY", "USD"]
# lowest precision the buyer accepts, from the most to the least faithful
Precision = Literal["bf16", "fp8", "int8", "int4", "int3"]
# who will run it: a team that does not administer servers gets NVIDIA CUDA (and Apple's desktop apps); one that
# can also gets AMD ROCm and the domestic stacks (core.options.suitability)
Team = Literal["non_technical", "can_run_servers"]
PRECISION_ORDER = ["bf16", "fp8", "int8", "int4", "int3"]


class ScenarioError(TextError):
    """A scenario file or value that cannot be used; the message names the field. str() is English; render(lang)
    says it in the buyer's language."""


def _is_number(annotation: Any) -> bool:
    """An int or float field, or an optional one (`float | None`); never a bool field."""
    if annotation in (int, float):
        return True
    if get_origin(annotation) in (Union, types.UnionType):
        return any(_is_number(part) for part in get_args(annotation))
    return False


class Strict(BaseModel):
    # validate_default: a default of 10 becomes 10.0 for a float field, as the same value read from a file
    # would, so a scenario made in the wizard and the same scenario saved and reopened print alike
    # allow_inf_nan: an Infinity budget would be saved as null and reopen as "no budget"
    model_config = ConfigDict(extra="forbid", validate_assignment=True, validate_default=True, allow_inf_nan=False)

    @field_validator("*", mode="before")
    @classmethod
    def _no_booleans_for_numbers(cls, value: Any, info: ValidationInfo) -> Any:
        # pydantic reads `true` as 1 for an int or float field: `"concurrent_users": true` sized one user
        if isinstance(value, bool) and info.field_name and _is_number(cls.model_fields[info.field_name].annotation):
            raise TextError(Text("validation.not_bool"))
        return value


class Budget(Strict):
    one_off: float | None = Field(
        default=150_000,
        ge=0,
        description="money for buying hardware, in `currency` (late-2026: one current 48 GB card in a server)",
    )
    monthly: float | None = Field(default=None, ge=0, description="money per month for renting and running")
    currency: Currency = "CNY"
    usd_to_cny: float = Field(
        default=7.1,
        ge=USD_TO_CNY_RANGE[0],
        le=USD_TO_CNY_RANGE[1],
        description="exchange rate the buyer wants used, CNY per USD (core.foundation.limits)",
    )


class FineTune(Strict):
    method: Literal["lora", "qlora", "full"] = "lora"
    dataset_tokens: int = Field(default=5_000_000, ge=1, le=10**13)
    epochs: int = Field(default=3, ge=1, le=1000)
    runs_per_year: int = Field(default=4, ge=0, le=10_000)
    max_days: int = Field(
        default=90, ge=1, le=3650, description="a pretraining run: the longest it may take, in days (sizes the cluster)"
    )
    save_memory: bool = Field(
        default=False,
        description="torchtune's low-memory recipe: 8-bit optimizer states "
        "applied during the backward pass, loss in chunks (core.recommend.FINE_TUNE_LOW_MEMORY)",
    )


class OwnedGpu(Strict):
    gpu: str
    count: int = Field(default=1, ge=1, le=16)


class OwnedHost(Strict):
    """The buyer's own server, described by its facts, for a CPU+GPU plan that keeps a MoE model's experts in its
    memory (core.sizing.host_from_facts): its sockets, the memory channels of each and their type and rate, its cores,
    base clock and vector units. The memory installed is existing.system_ram_gb."""

    name: str = Field(default="", max_length=120, description="what the buyer calls it, e.g. 'Dell R740'")
    sockets: int = Field(default=1, ge=1, le=2)
    cores_per_socket: int = Field(ge=1, le=512)
    base_ghz: float = Field(ge=0.8, le=6.0, description="base clock: what all cores hold under vector load")
    channels_per_socket: int = Field(ge=1, le=16, description="memory channels of one socket, each with a DIMM")
    memory_type: Literal["ddr4", "ddr5"]
    memory_mt_s: int = Field(ge=1600, le=8800, description="the rate the memory runs at, MT/s (DDR4-3200: 3200)")
    avx512: bool = False
    amx: bool = Field(default=False, description="Intel AMX tiles (Xeon 4th gen and later)")
    vendor: Literal["intel", "amd"] | None = Field(default=None, description="who made the CPU; unknown: Intel")

    @model_validator(mode="after")
    def _consistent(self) -> OwnedHost:
        low, high = DDR_MT_S[self.memory_type]  # JEDEC's speed bins, as the catalog's hosts
        if not low <= self.memory_mt_s <= high:
            raise TextError(
                Text(
                    "scenario.host_memory_rate",
                    {
                        "rate": str(self.memory_mt_s),
                        "type": self.memory_type.upper(),
                        "low": str(low),
                        "high": str(high),
                    },
                ),
                ("memory_type", "memory_mt_s"),
            )
        if self.amx and (not self.avx512 or self.vendor == "amd"):
            raise TextError(Text("scenario.host_amx"), ("amx", "avx512", "vendor"))
        return self


class Existing(Strict):
    """What the buyer already has; every field optional: unknown means unchecked."""

    psu_watts: float | None = Field(default=None, gt=0, le=100_000)
    free_slots: int | None = Field(default=None, ge=0, le=32, description="free PCIe x16 slot positions")
    chassis: Literal["tower", "rack", "none"] | None = None
    site_power_limit_w: float | None = Field(default=None, gt=0, le=100_000, description="edge site's power budget")
    os: Literal["windows", "macos", "linux"] | None = None
    cuda_version: str | None = Field(default=None, pattern=r"^\d+(\.\d+){0,2}$")
    pytorch_version: str | None = Field(default=None, pattern=r"^\d+(\.\d+){0,2}$")
    driver_version: str | None = Field(default=None, pattern=r"^\d+(\.\d+){0,2}$")
    system_ram_gb: float | None = Field(default=None, gt=0, le=100_000)
    disk_free_gb: float | None = Field(default=None, ge=0, le=10_000_000)
    gpus: list[OwnedGpu] = Field(default_factory=list)
    host: OwnedHost | None = Field(
        default=None,
        description="the buyer's own server, to be sized as a CPU+GPU machine with a card bought for it (or owned)",
    )

    @model_validator(mode="after")
    def _host_memory(self) -> Existing:
        if self.host is not None and self.system_ram_gb is None:
            # the memory installed decides whether a model's experts fit: never assumed
            raise TextError(Text("scenario.host_needs_ram"), ("host", "system_ram_gb"))
        return self


class Scenario(Strict):
    schema_version: Literal[1] = SCHEMA_VERSION
    title: str = Field(default="", max_length=200)
    use_case: UseCase = "chat"
    model: str | None = Field(default="deepseek-r1-distill-qwen-32b", description="catalog id or alias")
    custom_params_b: float | None = Field(
        default=None, gt=0, le=10_000, description="a model not in the catalog, by size"
    )
    lowest_precision: Precision = "int4"
    context_tokens: int = Field(default=8192, ge=1, le=10_000_000)
    prompt_tokens: int = Field(default=1500, ge=0, le=10_000_000, description="typical question plus documents")
    answer_tokens: int = Field(default=400, ge=1, le=1_000_000)
    concurrent_users: int = Field(
        default=10, ge=0, le=4096, description="people at the same moment (the engine sizes up to 4,096)"
    )
    tokens_per_s_per_user: float = Field(default=10.0, ge=0, le=10_000, description="wanted answer speed")
    thinking_tokens: int = Field(
        default=1500,
        ge=0,
        le=200_000,
        description="a reasoning model's thinking per question, written before the answer (everyday business "
        "questions about 1,500, range 500-4,000; hard maths and code 10,000-25,000: docs/research/load-2026-12.md)",
    )
    documents_per_hour: float | None = Field(
        default=None,
        gt=0,
        le=10_000_000,
        description="batch jobs: documents (each prompt_tokens in, answer_tokens out) to get through an hour",
    )
    max_wait_s: float | None = Field(
        default=None, gt=0, le=3600, description="longest acceptable wait for the first word of an answer, in seconds"
    )
    budget: Budget = Field(default_factory=Budget)
    horizon_years: int = Field(default=3, ge=1, le=10)
    electricity_price: float = Field(
        default=0.8, ge=0, le=MAX_ELECTRICITY_PRICE, description="per kWh, in the budget currency"
    )
    pue: float = Field(default=1.3, ge=1.0, le=3.0)
    hours_per_day: float = Field(default=10, ge=0, le=24)
    target: Target = "server_room"
    region: Region = "cn"
    used_ok: bool = False
    consumer_cards_ok: bool = Field(
        default=False,
        description="GeForce / Radeon consumer cards accepted in a server room (licence, cooling, density, warranty)",
    )
    team: Team = "non_technical"
    domestic_required: bool = Field(default=False, description="信创 / 国产化: domestic parts (Huawei Ascend, ...)")
    data_may_leave: bool | None = Field(
        default=None,
        description="may prompts and documents leave the company (so a cloud machine or a hosted API may be used): "
        "true, false, or null for not answered",
    )
    fine_tune: FineTune | None = None
    existing: Existing = Field(default_factory=Existing)

    @field_validator("model", mode="before")
    @classmethod
    def _blank_model_is_none(cls, value: Any) -> Any:
        # "" or spaces name no model: the same as leaving it out, so the check below asks for one instead of a
        # custom model of an invented size being sized
        return None if isinstance(value, str) and not value.strip() else value

    @model_validator(mode="after")
    def _consistent(self) -> Scenario:
        if self.model is None and self.custom_params_b is None:
            # the wizard's own words (core.scenario.wizard): one rule, one sentence
            raise TextError(Text("wizard.need_model"), ("model", "custom_params_b"))
        if self.prompt_tokens >= self.context_tokens:
            raise TextError(
                Text("wizard.prompt_too_long", {"prompt": self.prompt_tokens, "context": self.context_tokens}),
                ("prompt_tokens", "context_tokens"),
            )
        if self.answer_tokens > self.context_tokens:
            # an answer is written inside the context window: 1,000,000 tokens in a 2,000-token context cannot be
            raise TextError(
                Text("scenario.answer_too_long", {"answer": self.answer_tokens, "context": self.context_tokens}),
                ("answer_tokens", "context_tokens"),
            )
        if self.use_case == "fine_tune" and self.fine_tune is None:
            raise TextError(Text("scenario.need_fine_tune"), ("use_case", "fine_tune"))
        return self

    @property
    def judged_by_documents(self) -> bool:
        """A batch job with a documents-an-hour target: judged by the documents it gets through, not by how fast one
        answer streams."""
        return self.use_case == "batch" and self.documents_per_hour is not None

    def to_cny(self, amount: float, currency: str) -> float:
        return amount if currency == "CNY" else amount * self.budget.usd_to_cny

    def from_cny(self, amount: float) -> float:
        """CNY into the scenario's currency."""
        return amount if self.budget.currency == "CNY" else amount / self.budget.usd_to_cny

    def in_currency(self, currency: Currency) -> Scenario:
        """The same scenario with its money in `currency`: the budgets and the electricity price converted at the
        scenario's own exchange rate (a buyer who switches from CNY to USD keeps what they meant, not 150,000 dollars
        and 0.80 dollars a kWh). Budgets are rounded to whole units, the electricity price to a tenth of a cent."""
        if currency == self.budget.currency:
            return self
        rate = self.budget.usd_to_cny if currency == "CNY" else 1 / self.budget.usd_to_cny

        def whole(amount: float | None) -> float | None:
            return None if amount is None else float(round(amount * rate))

        budget = self.budget.model_copy(
            update={"currency": currency, "one_off": whole(self.budget.one_off), "monthly": whole(self.budget.monthly)}
        )
        return self.model_copy(update={"budget": budget, "electricity_price": round(self.electricity_price * rate, 3)})


# ---------------------------------------------------------------- files

# Each migration turns a dict of version N into version N + 1. There is only version 1 so far; the
# chain is here so the day version 2 lands, version-1 files keep opening.
MIGRATIONS: dict[int, Any] = {}


def _describe(error: ValidationError) -> Text:
    """The first three errors, each naming the field by its path in the file and its label (core.foundation.messages)."""
    return describe_errors(error.errors(), "scenario")


def scenario_from_dict(data: Any) -> Scenario:
    if not isinstance(data, dict):
        raise ScenarioError(Text("scenario.not_object"))
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise ScenarioError(Text("scenario.version_missing"))
    if version > SCHEMA_VERSION:
        raise ScenarioError(Text("scenario.version_newer", {"version": str(version), "supported": str(SCHEMA_VERSION)}))
    if version < 1:
        raise ScenarioError(Text("scenario.version_unknown", {"version": str(version)}))
    data = dict(data)
    while data["schema_version"] < SCHEMA_VERSION:
        data = MIGRATIONS[data["schema_version"]](data)
    try:
        return Scenario.model_validate(data)
    except ValidationError as exc:
        raise ScenarioError(_describe(exc)) from None


def load_scenario(path: Path | str) -> Scenario:
    """A scenario file, or ScenarioError (only) in one line naming the file: File > Open and the command line
    catch nothing else. Reading goes through core.foundation.user_files (no FIFOs or devices, a size limit, Notepad's BOM)."""
    try:
        data = load_user_json(path, MAX_SCENARIO_BYTES, "scenario file")
    except UserFileError as exc:
        raise ScenarioError(exc.text) from None
    try:
        return scenario_from_dict(data)
    except ScenarioError as exc:
        raise ScenarioError(Text("file.problem", {"file": Path(path).name, "problem": exc.text})) from None
    except RecursionError:  # a structure the JSON reader took but validation cannot walk
        raise ScenarioError(
            Text("file.too_deep", {"file": Path(path).name, "what": what_text("scenario file")})
        ) from None


def save_scenario(scenario: Scenario, path: Path | str) -> None:
    """Write atomically; an output that must not be replaced (a device, a FIFO, a folder, a read-only file,
    an empty path) raises core.foundation.user_files.OutputFileError, an OSError; a symlink is written through."""
    atomic_write_text(path, scenario.model_dump_json(indent=2) + "\n", "scenario file")


# The European Union's members (ISO 3166-1 alpha-2), the region "eu" (its rules on export and data).
EU_COUNTRIES: Final = frozenset(
    "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split()
)


def region_of_locale(locale_name: str) -> Region:
    """The region of a system locale such as "zh_CN", "en_US", "de_DE.UTF-8" (its country part): the first start of
    the app follows it, so a buyer in the US does not begin in mainland China and yuan."""
    parts = locale_name.split(".")[0].replace("-", "_").split("_")
    country = parts[1].upper() if len(parts) > 1 else ""
    if country == "CN":
        return "cn"
    if country == "US":
        return "us"
    return "eu" if country in EU_COUNTRIES else "other"


def for_region(region: Region) -> Scenario:
    """A new scenario for a buyer in `region`: yuan in mainland China, US dollars everywhere else (the two currencies
    the catalog prices in), its money defaults converted at the default exchange rate."""
    scenario = Scenario(region=region)
    if region == "cn":
        return scenario
    converted = scenario.in_currency("USD")
    # a default, not a conversion the buyer asked for: a round figure (150,000 yuan is about 21,000 dollars)
    one_off = converted.budget.one_off and float(round(converted.budget.one_off, -3))
    return converted.model_copy(update={"budget": converted.budget.model_copy(update={"one_off": one_off})})


def template() -> Scenario:
    """A complete, valid example: a company of about 20 staff, 10 of them at a time asking DeepSeek-R1 32B about
    company documents (4,000-token prompts). Twenty people asking at the same moment need about twice the machine:
    each one's long prompt is read while the others wait (core.options.request.streaming_speed)."""
    return Scenario(
        title="",  # the report then titles it in its own language ("Hardware plan for ...")
        use_case="document_qa",
        model="deepseek-r1-distill-qwen-32b",
        lowest_precision="int4",
        context_tokens=16384,
        prompt_tokens=4000,
        answer_tokens=600,
        concurrent_users=10,
        tokens_per_s_per_user=10,
        budget=Budget(one_off=150_000, monthly=8_000, currency="CNY"),
        horizon_years=3,
        electricity_price=0.8,
        pue=1.3,
        hours_per_day=10,
        target="server_room",
        region="cn",
        existing=Existing(
            psu_watts=2000,
            free_slots=8,
            chassis="rack",
            os="linux",
            cuda_version="12.4",
            pytorch_version="2.5.1",
            driver_version="550.54",
            system_ram_gb=256,
            disk_free_gb=2000,
        ),
    )
