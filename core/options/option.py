"""An option a buyer could buy or rent, with what every renderer shows: its estimate, its checks, its cost over the
years (CostSummary, Billing, StalePrice) and its label."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.catalog.market import PlatformName
from gpu_advisor.core.checks.checks import Check
from gpu_advisor.core.costing.ownership import MAINTENANCE_SHARE_PER_YEAR, OwnershipCost
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.sizing import OWN_HOST_ID, Estimate
from gpu_advisor.core.sizing.several_machines import NetworkBill

Label = Literal["recommended", "closest", "budget_alternative", "avoid", "hybrid", "option"]


DEPRECIATION_YEARS = 5
YEARS_SHOWN = (1, 3, 5)  # the totals every cost states, beside the one over the buyer's horizon


# Parts of the memory held once on every GPU rather than shared out between the GPUs (core.sizing).
PER_GPU_PARTS = ("activations", "runtime_reserve", "multi_gpu_buffers")


# Parts held whole on one GPU, the busiest one the per-GPU figure is taken from: the RAG embedding model and
# reranker beside the LLM (core.options.request.with_rag_models).
FIRST_GPU_PARTS = ("rag_models",)


@dataclass(frozen=True)
class StalePrice:
    """A price older than six months that an option's cost rests on: what it is the price of, and its date."""

    name: str  # the GPU's, the cloud instance's or the machine's name
    as_of: dt.date
    name_zh: str = ""  # a machine's or a machine part's name in Chinese (platforms.toml); cards and instances have one

    def __str__(self) -> str:
        return f"{self.name}: {self.as_of.isoformat()}"  # as `recommend --json` has always written it

    @property
    def shown(self) -> Text:
        """The name in the buyer's language, as a message parameter."""
        return PlatformName("plain", {"text": self.name}, self.name_zh)


@dataclass(frozen=True)
class Billing:
    """How a cloud option is paid for (core.costing.choose_billing): the mode, its own price (per hour, or per
    month for a monthly subscription) in the buyer's currency, what an hour of use comes to, the hours of use a
    month it was chosen for, the price's date and source, and the reasons that name the mode and why."""

    mode: str  # catalog_schema.BillingModeName
    rate: float
    per: Literal["hour", "month"]
    hourly: float  # what one hour of the buyer's use costs in this mode
    hours_per_month: float
    as_of: dt.date
    source: str
    reasons: tuple[Text, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "rate": round(self.rate, 2),
            "per": self.per,
            "hourly": round(self.hourly, 2),
            "hours_per_month": round(self.hours_per_month, 1),
            "as_of": self.as_of.isoformat(),
            "source": self.source,
        }


@dataclass(frozen=True)
class CostPart:
    """One line of what an option's price up front is made of, as pricing chose it (core.options.pricing): the bill of
    materials reads these, so the memo names the very price the total rests on, with its date and kind."""

    item: Literal["machine", "accelerators", "system", "network"]
    ref: str  # the catalog id of what it is (a platform, a GPU, a CPU+GPU machine, a network)
    name: str
    quantity: int
    unit_price: float  # in the buyer's currency
    as_of: dt.date
    source: str
    condition: Literal["new", "used"] | None = None
    confidence: str | None = (
        None  # a whole system's or a machine's price says how sure it is; a card's is its catalog's
    )
    listed_in: str | None = None  # the market whose listing was converted (a US price for a buyer in China), else None
    indicative: bool = False  # GPU Advisor's own figure for a build (platforms.toml), not a vendor's price
    name_zh: str = ""  # a machine part's name in Chinese (platforms.toml [[platform.parts]] name_zh)

    @property
    def amount(self) -> float:
        return self.unit_price * self.quantity

    def times(self, machines: int) -> CostPart:
        """The same line for `machines` machines."""
        return replace(self, quantity=self.quantity * machines)


@dataclass(frozen=True)
class CostSummary:
    """What an option costs over the years, made by its builders below and never changed after: a later figure (the
    break-even month) makes a new one (dataclasses.replace)."""

    currency: str
    upfront: float
    monthly: float
    totals: dict[int, float]  # years -> total
    horizon_total: float
    months: int
    power_w: float
    per_million_tokens: float | None
    break_even_month: int | None = None
    break_even_against: str | None = None
    stale_prices: list[StalePrice] = field(default_factory=list)
    used: bool = False
    billing: Billing | None = None  # a cloud option: the billing mode chosen for the buyer's hours
    parts: list[CostPart] = field(default_factory=list)  # what the price up front is made of (bought hardware)

    # The builders below are the only places a CostSummary is made (issue 21 item 3): owning, renting, several
    # machines and owning plus renting for fine-tuning. Each keeps the arithmetic (and so the last bit of every
    # figure) of the code it replaced.

    @classmethod
    def owning(
        cls,
        currency: str,
        owning: OwnershipCost,
        horizon_years: int,
        power_w: float,
        per_million_tokens: float | None,
        stale_prices: Iterable[StalePrice] = (),
        used: bool = False,
        parts: Iterable[CostPart] = (),
    ) -> CostSummary:
        """Hardware bought or owned (core.costing.ownership): its purchase up front, its running cost each month."""
        return cls(
            currency=currency,
            upfront=owning.purchase,
            monthly=owning.running_per_month,
            totals={y: owning.total(y) for y in YEARS_SHOWN},
            horizon_total=owning.total(horizon_years),
            months=horizon_years * 12,
            power_w=power_w,
            per_million_tokens=per_million_tokens,
            stale_prices=list(stale_prices),
            used=used,
            parts=list(parts),
        )

    @classmethod
    def renting(
        cls,
        currency: str,
        monthly: float,
        horizon_years: int,
        per_million_tokens: float | None,
        billing: Billing,
        stale_prices: Iterable[StalePrice] = (),
    ) -> CostSummary:
        """A cloud instance: nothing up front, `monthly` in the billing mode chosen for the buyer's hours."""
        months = horizon_years * 12
        return cls(
            currency=currency,
            upfront=0.0,
            monthly=monthly,
            totals={y: monthly * 12 * y for y in YEARS_SHOWN},
            horizon_total=monthly * months,
            months=months,
            power_w=0.0,
            per_million_tokens=per_million_tokens,
            stale_prices=list(stale_prices),
            billing=billing,
        )

    def scaled(
        self, machines: int, network: NetworkBill | None = None, network_parts: Iterable[CostPart] = ()
    ) -> CostSummary:
        """The same cost for `machines` machines. Bought ones are joined by `network` (core.sizing.several_machines:
        its price up front with upkeep as the machines', its switches' power, and its line of the bill); rented ones
        (network None) come with the provider's network in their price, and a cluster's price per token is not
        stated."""
        if network is None:
            return CostSummary(
                currency=self.currency,
                upfront=self.upfront,
                monthly=self.monthly * machines,
                totals={y: v * machines for y, v in self.totals.items()},
                horizon_total=self.horizon_total * machines,
                months=self.months,
                power_w=0.0,
                per_million_tokens=None,
                stale_prices=self.stale_prices,
                used=self.used,
                billing=self.billing,
            )
        upfront = self.upfront * machines + network.price
        maintenance = network.price * MAINTENANCE_SHARE_PER_YEAR / 12  # as the machines'
        monthly = self.monthly * machines + maintenance
        return CostSummary(
            currency=self.currency,
            upfront=upfront,
            monthly=monthly,
            totals={y: upfront + monthly * 12 * y for y in self.totals},
            horizon_total=upfront + monthly * self.months,
            months=self.months,
            power_w=self.power_w * machines + network.watts,
            per_million_tokens=self.per_million_tokens,
            stale_prices=self.stale_prices,
            used=self.used,
            billing=self.billing,
            parts=[part.times(machines) for part in self.parts] + list(network_parts),
        )

    def plus_yearly(self, yearly: float, horizon_years: int, stale_prices: Iterable[StalePrice] = ()) -> CostSummary:
        """This cost with `yearly` more each year (owning for daily use, renting for each fine-tuning run)."""
        return CostSummary(
            currency=self.currency,
            upfront=self.upfront,
            monthly=self.monthly + yearly / 12,
            totals={y: self.totals[y] + yearly * y for y in self.totals},
            horizon_total=self.horizon_total + yearly * horizon_years,
            months=horizon_years * 12,
            power_w=self.power_w,
            per_million_tokens=self.per_million_tokens,
            stale_prices=self.stale_prices + list(stale_prices),
            used=self.used,
            parts=self.parts,
        )

    @property
    def depreciation_per_year(self) -> float:
        """Straight-line write-off of the purchase over five years, how accounts usually treat servers."""
        return self.upfront / DEPRECIATION_YEARS

    @property
    def cumulative_by_month(self) -> list[float]:
        """Money spent by the end of each month, month 0 being the day of purchase."""
        return [self.upfront + self.monthly * m for m in range(self.months + 1)]


@dataclass(frozen=True, eq=False)  # compared by identity: two equal-looking picks are still two picks
class Option:
    """One way to run the buyer's model, as the stage that made it left it: each later stage (suitability, the
    break-even month, ranking, the reasons) returns a new Option with what it adds (`dataclasses.replace`), never
    writes into the one it was given, so an option seen at one stage reads the same at every later one."""

    kind: Literal["buy", "cloud", "owned", "hybrid"]
    gpu: str
    count: int
    quant: str
    runtime: str
    estimate: Estimate
    cost: CostSummary | None
    checks: tuple[Check, ...]
    per_user_tokens_per_s: float | None
    per_user_range: list[float] | None
    platform: str | None = None
    cloud_instance: str | None = None
    label: Label = "option"
    reasons: tuple[Text, ...] = ()
    job_hours: list[float] | None = None  # fine-tuning: [estimate, fastest, slowest]
    job_cost: float | None = None
    meets_speed: bool = True
    within_budget: bool = True
    avoid_problem: Text | None = None  # an "avoid" pick: the failed check that makes it wrong here
    # why an integrator would not offer it to this buyer whatever it costs (core.options.suitability), or None
    ruled_out: Text | None = None
    # a CPU+GPU machine sold whole (hosts.toml systems): the host's id and the machine's name
    host: str | None = None
    host_system: str | None = None
    # several machines of `count` GPUs each (core.sizing.several_machines): a model too big for one machine, or a pretraining run
    machines: int = 1
    # each card held to this board power (W) so the machine's supply carries them (core.checks power_limit_w), or None
    power_limit_w: int | None = None

    @property
    def fits(self) -> bool:
        return self.estimate.fits

    @property
    def failed_checks(self) -> list[Check]:
        return [c for c in self.checks if c.status == "fail"]

    @property
    def sound(self) -> bool:
        """Fits, is fast enough and no check fails."""
        return self.fits and self.meets_speed and not self.failed_checks and self.cost is not None

    @property
    def priced(self) -> CostSummary:
        """The cost of an option the ranking compares or a renderer shows: those always have one (an option
        without a price is never ranked), so a missing one is a bug named here, not an AttributeError later."""
        if self.cost is None:
            raise ValueError(f"option {self.kind} {self.gpu or self.cloud_instance} has no cost")
        return self.cost

    @property
    def headroom_share(self) -> float:
        mem = self.estimate.memory
        return mem.headroom_gb / mem.usable_per_gpu_gb if mem.usable_per_gpu_gb else 0.0

    @property
    def memory_per_gpu(self) -> list[tuple[str, float]]:
        """The memory of one GPU, part by part (GB), summing to the estimate's per_gpu_gb.

        The estimate's breakdown is summed over all GPUs. Parts held on every GPU divide evenly by the
        count; the shared parts (weights, KV cache, training state) too, except with a layer split, where
        the busiest GPU holds a whole number of layers: the shared parts are then scaled to that GPU."""
        mem = self.estimate.memory
        count = max(self.count, 1)
        parts = {name: gb if name in FIRST_GPU_PARTS else gb / count for name, gb in mem.breakdown.items() if gb > 0}
        shared = sum(gb for name, gb in parts.items() if name not in PER_GPU_PARTS + FIRST_GPU_PARTS)
        gap = mem.per_gpu_gb - sum(parts.values())
        if shared > 0 and abs(gap) > 1e-9:
            factor = (shared + gap) / shared
            kept = PER_GPU_PARTS + FIRST_GPU_PARTS
            parts = {name: gb if name in kept else gb * factor for name, gb in parts.items()}
        return list(parts.items())

    @property
    def notes(self) -> list[Text]:
        """The engine's caveats about this option's estimate that do not stop it (core.sizing: no FP8 tensor
        cores, a speed range wider on the low side, ...), each once: shown with its reasons, in the buyer's
        language."""
        notes: list[Text] = []
        for note in self.estimate.notes:
            if note not in notes:  # Text holds a dict: compared, not hashed
                notes.append(note)
        return notes

    @property
    def reasons_besides_avoid(self) -> list[Text]:
        """The reasons after the one that says why to avoid it (an "avoid" pick's reasons lead with it)."""
        return list(self.reasons[1:] if self.avoid_problem is not None else self.reasons)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        speed = self.estimate.speed
        data: dict[str, Any] = {
            "label": self.label,
            "kind": self.kind,
            "gpus": {"id": self.gpu, "count": self.count},
            **({"machines": self.machines} if self.machines > 1 else {}),
            "cloud_instance": self.cloud_instance,
            "platform": self.platform,
            "precision": self.quant,
            "runtime": self.runtime,
            **({"host": {"id": self.host, "system": self.host_system}} if self.host else {}),
            "fits": self.fits,
            "meets_speed": self.meets_speed,
            "within_budget": self.within_budget,
            "memory": {
                "per_gpu_gb": round(self.estimate.memory.per_gpu_gb, 2),
                "usable_per_gpu_gb": round(self.estimate.memory.usable_per_gpu_gb, 2),
                "headroom_gb": round(self.estimate.memory.headroom_gb, 2),
            },
            "speed": {
                "per_user_tokens_per_s": round_figure(self.per_user_tokens_per_s),
                "per_user_tokens_per_s_range": [round_figure(v) for v in self.per_user_range]
                if self.per_user_range
                else None,
                "decode_tokens_per_s": round_figure(speed.decode_tokens_per_s),
                "aggregate_tokens_per_s": round_figure(speed.aggregate_tokens_per_s),
                "ttft_s": round_figure(speed.ttft_s),
            },
            "cost": None,
            "checks": [c.to_dict(lang) for c in self.checks],
            "reasons": [r.render(lang) for r in self.reasons],
            "notes": [n.render(lang) for n in self.notes],
            "ruled_out": self.ruled_out.render(lang) if self.ruled_out is not None else None,
        }
        cluster = self.estimate.cluster
        if cluster is not None:
            data["cluster"] = {
                "machines": cluster.machines,
                "gpus_per_machine": cluster.gpus_per_machine,
                "network": cluster.network,
                "parallel": {
                    "tensor": cluster.tensor_parallel,
                    "pipeline": cluster.pipeline_parallel,
                    "data": cluster.data_parallel,
                },
                "days": [round_figure(d) for d in cluster.days] if cluster.days else None,
                "gpu_hours": round_figure(cluster.gpu_hours),
            }
        if self.job_hours:
            data["fine_tune_job"] = {
                "hours": round_figure(self.job_hours[0]),
                "hours_range": [round_figure(self.job_hours[1]), round_figure(self.job_hours[2])],
                "cost": round_figure(self.job_cost),
            }
        if self.cost:
            c = self.cost
            data["cost"] = {
                "currency": c.currency,
                "upfront": round(c.upfront),
                "monthly": round(c.monthly),
                "totals": {f"{years}y": round(total) for years, total in c.totals.items()},
                "horizon_total": round(c.horizon_total),
                "break_even_month": c.break_even_month,
                "break_even_against": c.break_even_against,
                "per_million_tokens": round_figure(c.per_million_tokens),
                "power_w": round(c.power_w),
                "depreciation_per_year": round(c.depreciation_per_year),
                "stale_prices": [str(stale) for stale in c.stale_prices],
                "used": c.used,
            }
            if c.billing is not None:
                data["cost"]["billing"] = c.billing.to_dict()
        return data


def round_figure(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def option_name(catalog: Catalog, option: Option) -> str:
    """What an option is called everywhere (results, charts, report, command line, suggestions): the
    instance, the machine sold whole, count × GPU, or count × GPU + the buyer's own server it goes into."""
    if option.cloud_instance and option.kind == "cloud":
        name = catalog.cloud.get(option.cloud_instance).name
        return f"{option.machines} × {name}" if option.machines > 1 else name  # a rented cluster
    if option.host_system:
        return option.host_system
    if option.host == OWN_HOST_ID and option.estimate.host is not None:
        # a card put into the buyer's own server, named with it (as a machine sold whole is by its name): the card
        # alone reads like a machine to buy (core.sizing.host_from_facts names the server by its facts)
        return f"{option.count} × {catalog.gpus.get(option.gpu).name} + {option.estimate.host.name}"
    if option.machines > 1:  # two machines of eight GPUs: "2 × (8 × NVIDIA H20)"
        return f"{option.machines} × ({option.count} × {catalog.gpus.get(option.gpu).name})"
    return f"{option.count} × {catalog.gpus.get(option.gpu).name}"


class RecommendError(ValueError):
    """A scenario the recommender cannot work with; the message names the field."""
