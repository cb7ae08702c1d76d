"""Compatibility checks: can this hardware, in this place, with this software, run the plan?

Each check gives pass / warn / fail, a plain-language message and a fix, as `Text` the wizard, the command
line and the PDF render in the buyer's language. Rules and their sources:
- minimum CUDA per architecture: gpus.toml `min_cuda` (11.8 for Ada and Hopper, 12.8 for consumer Blackwell);
- FP8 only on Ada, Hopper and Blackwell; BF16 and FlashAttention-2 from Ampere on (gpus.toml flags); where a card
  has BF16 but no FlashAttention-2 the reason is said per architecture (check_bf16);
- PyTorch 2.3 for H100 features (the source article), 2.7 for Blackwell (first cu128 wheels): software.toml
  `pytorch_for_architecture`, else gpus.toml `min_pytorch`;
- minimum Linux driver per CUDA release: software.toml `cuda_driver` (NVIDIA CUDA Toolkit release notes, table 3);
- power supply: the card maker's published minimum system power for one card (gpus.toml min_system_w), else board
  power x count + the rest of the machine, with a 20% margin;
- runtime and operating system: vLLM, SGLang, CANN and PyTorch's ROCm builds run on Linux (check_os): runtimes.toml
  and ecosystems.toml `linux_only`, ecosystems.toml `pytorch_linux_only`;
- runtime and NVIDIA compute capability: runtimes.toml `min_compute_capability` with its source (vLLM and SGLang
  from 7.5, TensorRT-LLM from 8.0, llama.cpp, Ollama and PyTorch's CUDA 12.6 builds from 5.0): a runtime fails on a
  CUDA part below it (check_compute_capability), and none is picked there by default (Catalog.preferred_runtime);
- growth rule for servers: 8 GPU positions and a 10 kW supply, so a machine can take a full set of eight cards
  later (advice, not a requirement).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Literal

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.catalog.fit import applies, fit_problems
from gpu_advisor.core.catalog.machine import host_ram_gb, psu_for
from gpu_advisor.core.catalog.market import BLOCKING, made_new, market_status, platform_name, sold_new_in
from gpu_advisor.core.catalog.schema import Gpu, Model, Platform, Quant, Runtime, Software
from gpu_advisor.core.foundation import short_version, version_tuple
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.scenario import Existing
from gpu_advisor.core.sizing import MIN_POWER_SHARE

Status = Literal["pass", "warn", "fail"]


POWER_MARGIN = 1.2


HOST_BASE_W, HOST_PER_GPU_W = 200, 100


GROWTH_SLOTS, GROWTH_WATTS = 8, 10_000


@dataclass
class Check:
    id: str
    status: Status
    message: Text
    fix: Text | None = None

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {
            "id": self.id,
            "status": self.status,
            "message": self.message.render(lang),
            "fix": self.fix.render(lang) if self.fix and self.status != "pass" else None,
        }


def _release(text: str) -> tuple[int, ...]:
    """A version as a sort key; () for a text that is none (below every version)."""
    return version_tuple(text) or ()


def at_least(have: str, need: str) -> bool:
    return _release(have) >= _release(need)


def _arch(gpu: Gpu) -> str:
    return gpu.architecture.split("(")[0].strip().title()


def _version_check(
    check_id: str, messages: str, have: str | None, need: str, params: dict[str, Any], fix: Text
) -> Check:
    """A software version against what the hardware needs: pass, or warn when not given or too old. Too old is a
    warning with its upgrade, not a failure: software on the buyer's machine is upgraded when a new card goes in (a
    CUDA 12.4 server with a 550 driver was refused every Blackwell card, and an office buyer was left a Mac), and
    the fix says exactly what to install. `messages` is the key prefix of the .unknown / .pass / .fail texts."""
    if have is None:
        return Check(check_id, "warn", Text(f"{messages}.unknown", params), fix)
    ok = at_least(have, need)
    return Check(check_id, "pass" if ok else "warn", Text(f"{messages}.{'pass' if ok else 'fail'}", params), fix)


def check_cuda(gpu: Gpu, existing: Existing) -> Check | None:
    if gpu.ecosystem != "cuda":
        # the software to confirm is the part's own: MLX / llama.cpp on a Mac, ROCm builds on AMD, CANN on Ascend
        fix = f"fix.not_cuda.{gpu.ecosystem}" if gpu.ecosystem in ("rocm", "cann", "metal") else "fix.not_cuda"
        return Check(
            "cuda",
            "warn",
            Text("check.not_cuda", {"gpu": gpu.name, "ecosystem": gpu.ecosystem.upper()}),
            Text(fix, {"ecosystem": gpu.ecosystem.upper()}),
        )
    if not gpu.min_cuda:
        return None
    need = gpu.min_cuda.split()[0]
    params = {"arch": _arch(gpu), "need": need, "have": existing.cuda_version or "?"}
    return _version_check("cuda", "check.cuda", existing.cuda_version, need, params, Text("fix.cuda", {"need": need}))


def check_fp8(gpu: Gpu, quant: Quant) -> Check | None:
    if not quant.needs_fp8:
        return None
    ok = gpu.supports_fp8
    return Check(
        "fp8",
        "pass" if ok else "fail",
        Text("check.fp8.pass" if ok else "check.fp8.fail", {"gpu": gpu.name}),
        Text("fix.fp8"),
    )


def check_bf16(gpu: Gpu) -> Check | None:
    """BF16 and FlashAttention-2. Before Ampere neither exists; a newer part with BF16 but no FlashAttention-2 is
    said for what it is: Blackwell (FlashAttention-2 names Ampere, Ada and Hopper; runtimes for Blackwell bring
    their own attention kernels, so it passes), AMD Radeon/Ryzen AI graphics (FlashAttention-2's ROCm build targets
    Instinct MI200/MI300), Jetson (no published build for JetPack)."""
    if gpu.ecosystem not in ("cuda", "rocm"):
        return None
    params = {"gpu": gpu.name}
    if gpu.supports_bf16 and gpu.supports_flash_attention_2:
        return Check("bf16_flash_attention", "pass", Text("check.bf16.pass", params), Text("fix.bf16"))
    if not gpu.supports_bf16:
        return Check("bf16_flash_attention", "warn", Text("check.bf16.warn", params), Text("fix.bf16"))
    if "blackwell" in gpu.architecture.lower():
        return Check("bf16_flash_attention", "pass", Text("check.bf16.blackwell", params), Text("fix.bf16.blackwell"))
    kind = "rocm" if gpu.ecosystem == "rocm" else "jetson" if gpu.form_factor == "module" else "other"
    return Check("bf16_flash_attention", "warn", Text(f"check.bf16.{kind}", params), Text(f"fix.bf16.{kind}"))


def required_pytorch(catalog: Catalog, gpu: Gpu) -> str | None:
    """The PyTorch the part needs: its architecture's (software.toml pytorch_for_architecture), else min_pytorch."""
    arch = gpu.architecture.lower()
    for name, version in catalog.software.pytorch_for_arch().items():
        if name in arch:
            return version
    return short_version(gpu.min_pytorch, parts=2)


def check_pytorch(catalog: Catalog, gpu: Gpu, runtime: Runtime, existing: Existing) -> Check | None:
    if gpu.ecosystem != "cuda" or not runtime.pytorch:  # runtimes.toml: runs on PyTorch and its CUDA build
        return None
    need = required_pytorch(catalog, gpu)
    if need is None:
        return None
    params = {"arch": _arch(gpu), "need": need, "have": existing.pytorch_version or "?"}
    return _version_check(
        "pytorch", "check.pytorch", existing.pytorch_version, need, params, Text("fix.pytorch", {"need": need})
    )


def check_software_to_install(catalog: Catalog, gpu: Gpu, runtime: Runtime, target: str) -> Check | None:
    """What a new machine (or a rented one's image) must have, said once: CUDA, the driver and, for a runtime on
    PyTorch, PyTorch. A buyer with no machine yet got a 'version not given' warning per package and option (an
    integrator counted about 97 such lines in one report); their IT installs these, nothing is wrong."""
    if gpu.ecosystem != "cuda" or not gpu.min_cuda:
        return None  # another stack is said by check_cuda (ROCm, CANN, Metal)
    cuda = gpu.min_cuda.split()[0]
    drivers = catalog.software.min_driver_for_cuda()
    releases = sorted((c for c in drivers if at_least(c, cuda)), key=_release)
    driver = drivers[releases[0]] if releases else "?"
    pytorch = required_pytorch(catalog, gpu) if runtime.pytorch else None
    where = "cloud" if target == "cloud" else "new"
    key = f"check.install.{where}" + (".pytorch" if pytorch else "")
    return Check(
        "software", "pass", Text(key, {"arch": _arch(gpu), "cuda": cuda, "driver": driver, "pytorch": pytorch or ""})
    )


@functools.lru_cache(maxsize=256)
def highest_cuda_for_driver(software: Software, driver: str) -> str | None:
    """The newest CUDA release the driver supports (software.toml cuda_driver); None below all of them."""
    supported = [cuda for cuda, minimum in software.min_driver_for_cuda().items() if at_least(driver, minimum)]
    return max(supported, key=_release) if supported else None


def check_driver(catalog: Catalog, gpu: Gpu, existing: Existing) -> Check | None:
    if gpu.ecosystem != "cuda" or not gpu.min_cuda or existing.driver_version is None:
        return None
    wanted = gpu.min_cuda.split()[0]
    drivers = catalog.software.min_driver_for_cuda()
    releases = sorted((c for c in drivers if at_least(c, wanted)), key=_release)
    if not releases:
        return None
    need_cuda = releases[0]  # the first CUDA release at or after the architecture's minimum
    driver_need = drivers[need_cuda]
    ok = at_least(existing.driver_version, driver_need)
    params = {
        "have": existing.driver_version,
        "need": need_cuda,
        "driver_need": driver_need,
        "cuda": highest_cuda_for_driver(catalog.software, existing.driver_version) or "?",
    }
    return Check(
        "driver",
        "pass" if ok else "warn",  # an upgrade, as for CUDA and PyTorch (_version_check)
        Text("check.driver.pass" if ok else "check.driver.fail", params),
        Text("fix.driver", {"driver_need": driver_need}),
    )


def needed_power_w(gpu: Gpu, count: int) -> tuple[float, float, float]:
    """(needed supply with margin, GPUs' board power, the rest of the machine)."""
    gpus = gpu.tdp_w * count
    host = HOST_BASE_W + HOST_PER_GPU_W * count
    return (gpus + host) * POWER_MARGIN, gpus, host


def supply_needed_w(gpu: Gpu, count: int) -> float:
    """The power supply a machine with `count` of a GPU needs, as check_power judges it: the card maker's minimum
    system power for one card where it publishes one, else the rule's (needed_power_w, with its margin)."""
    if count == 1 and gpu.min_system_w is not None:
        return gpu.min_system_w
    return needed_power_w(gpu, count)[0]


def bought_psu_w(platform: Platform, gpu: Gpu, count: int) -> float:
    """The power supply of the machine bought for `count` of a GPU: for a build priced by its parts the one it is
    priced with (core.catalog.machine.psu_for), else the platform's."""
    psu = psu_for(platform, supply_needed_w(gpu, count))
    return psu.watts if psu is not None and psu.watts is not None else platform.psu_watts


def power_limit_w(gpu: Gpu, count: int, psu_watts: float | None) -> int | None:
    """The board power each card can be held to (`nvidia-smi -pl`, a common integrator practice) so that the supply
    carries the machine by the rule, where the cards at their full power need more; in steps of 10 W. None where no
    limit is needed, the part is not an NVIDIA card sold loose, or the limit would keep less than MIN_POWER_SHARE of
    its board power (prompt reading slows sharply below it: core.sizing.power_limit)."""
    if psu_watts is None or gpu.ecosystem != "cuda" or gpu.sold_as != "card" or gpu.form_factor in NOT_A_LOOSE_CARD:
        return None
    need, _, host = needed_power_w(gpu, count)
    vendor_need = gpu.min_system_w if count == 1 else None
    if psu_watts >= (vendor_need if vendor_need is not None else need):
        return None
    cap = math.floor((psu_watts / POWER_MARGIN - host) / count / 10) * 10
    return cap if cap >= MIN_POWER_SHARE * gpu.tdp_w else None


NOT_A_LOOSE_CARD = ("system", "module", "soc")


def power_limit_of(checks: Iterable[Check]) -> int | None:
    """The limit per card (W) the power check found the machine needs, or None where it runs the cards at full power."""
    found = next((c for c in checks if c.id == "power_supply" and c.message.key == "check.power.limited"), None)
    return None if found is None else int(found.message.params["cap"])


def check_power(gpu: Gpu, count: int, psu_watts: float | None, may_limit: bool = True) -> Check | None:
    """Whether the supply carries the cards: by the maker's system figure for one card, else by the rule (cards + 200 W
    + 100 W a card) x 1.2. Where it carries them only held below their board power and `may_limit` (the supply is
    fixed: the buyer's own machine, or an office tower on one wall socket), a warning with the limit; a server bought
    new is specified with a supply that carries its cards instead."""
    if psu_watts is None or gpu.form_factor in NOT_A_LOOSE_CARD:
        return None
    cap = power_limit_w(gpu, count, psu_watts) if may_limit else None
    if cap is not None:  # carried with each card held below its board power: said, with its cost in speed
        need, _, _ = needed_power_w(gpu, count)
        full = gpu.min_system_w if count == 1 and gpu.min_system_w is not None else round(need)
        limited = {"psu": round(psu_watts), "cap": cap, "tdp": round(gpu.tdp_w), "gpu": gpu.name, "need": full}
        return Check("power_supply", "warn", Text("check.power.limited", limited), Text("fix.power.limited", limited))
    # the card maker's own figure for a machine with this one card (gpus.toml min_system_w, with its source)
    vendor_need = gpu.min_system_w if count == 1 else None
    if vendor_need is not None:  # the maker's own figure for a machine with this one card
        ok = psu_watts >= vendor_need
        params: dict[str, Any] = {"psu": round(psu_watts), "need": vendor_need, "gpu": gpu.name}
        # a figure derived from the same class's (a China variant of the same board power) is said to be that
        kind = "class" if gpu.min_system_w_source.startswith("derived") else "vendor"
        key = f"check.power.{kind}_pass" if ok else f"check.power.{kind}_fail"
        return Check(
            "power_supply", "pass" if ok else "fail", Text(key, params), Text("fix.power", {"need": vendor_need})
        )
    need, gpus, host = needed_power_w(gpu, count)
    ok = psu_watts >= need
    params = {"psu": round(psu_watts), "need": round(need), "gpus": round(gpus), "host": round(host)}
    return Check(
        "power_supply",
        "pass" if ok else "fail",
        Text("check.power.pass" if ok else "check.power.fail", params),
        Text("fix.power", {"need": round(need)}),
    )


def check_compute_capability(gpu: Gpu, runtime: Runtime) -> Check | None:
    """A runtime on a part below the compute capability it supports fails (a V100, 7.0, on vLLM or SGLang, which
    start at 7.5; TensorRT-LLM starts at 8.0: runtimes.toml `min_compute_capability`, Runtime.supports). The
    recommendation does not pick such a runtime by default (Catalog.preferred_runtime), so this is said where one is
    named for the part. Said only when it fails: a part the runtime supports needs no line."""
    if runtime.supports(gpu):
        return None
    params = {
        "gpu": gpu.name,
        "runtime": runtime.name,
        "have": gpu.compute_capability,
        "need": runtime.min_compute_capability,
    }
    return Check(
        "compute_capability",
        "fail",
        Text("check.compute_capability.fail", params),
        Text("fix.compute_capability", params),
    )


def check_os(catalog: Catalog, gpu: Gpu, runtime: Runtime, os: str | None, in_existing_machine: bool) -> Check | None:
    """Whether the runtime and the part's software stack run on the buyer's operating system (Existing.os). A
    card that goes into the buyer's own machine fails; a new machine warns (it will need Linux installed). What runs
    on Linux only is the catalog's: runtimes.toml `linux_only`, ecosystems.toml `linux_only` and `pytorch_linux_only`."""
    if os is None or gpu.sold_as != "card":
        return None
    os_name = Text(f"osname.{os}")
    stack = catalog.ecosystems.entries.get(gpu.ecosystem)
    linux_only = (
        runtime.name
        if runtime.linux_only
        else (stack.short_name or stack.name)
        if stack is not None and stack.linux_only
        else f"{runtime.name} ({stack.name})"
        if stack is not None and stack.pytorch_linux_only and runtime.pytorch
        else None
    )
    if os == "linux":
        return None  # every runtime here runs on Linux
    if linux_only is None:
        return Check("os", "pass", Text("check.os.pass", {"runtime": runtime.name, "os": os_name}))
    params = {"software": linux_only, "os": os_name}
    if os == "windows" and gpu.ecosystem == "cuda":  # WSL2 passes an NVIDIA GPU through to Linux
        return Check("os", "warn", Text("check.os.wsl", params), Text("fix.os.wsl"))
    return Check("os", "fail" if in_existing_machine else "warn", Text("check.os.linux_only", params), Text("fix.os"))


def check_growth(
    count: int, platform: Platform | None, positions: int | None = None, psu: float | None = None
) -> Check | None:
    """The source article's rule for a server that will grow: 8 GPU positions and a 10 kW supply.
    `positions` and `psu` describe the buyer's own machine when the cards go into it."""
    if platform is None or platform.target != "server_room" or count < 2:
        return None
    positions = platform.max_gpus if positions is None else positions
    psu = platform.psu_watts if psu is None else psu
    ok = positions >= GROWTH_SLOTS and psu >= GROWTH_WATTS * 0.8
    params = {"slots": positions, "psu": round(psu)}
    return Check(
        "growth",
        "pass" if ok else "warn",
        Text("check.growth.pass" if ok else "check.growth.warn", params),
        Text("fix.growth"),
    )


def check_slots(gpu: Gpu, count: int, free_positions: int | None) -> Check | None:
    if free_positions is None or gpu.form_factor != "pcie":
        return None
    need = gpu.slot_width * count
    ok = need <= free_positions
    params = {"count": count, "gpu": gpu.name, "need": need, "have": free_positions, "width": gpu.slot_width}
    return Check(
        "slots",
        "pass" if ok else "fail",
        Text("check.slots.pass" if ok else "check.slots.fail", params),
        Text("fix.slots"),
    )


def check_physical_fit(gpu: Gpu, platform: Platform | None) -> Check | None:
    """Whether a PCIe card physically fits the chassis: its width per GPU position, its cooling against the
    chassis' airflow, its length and height. A fact the catalog does not know is a warning (ask the supplier)."""
    if platform is None or not applies(platform, gpu):
        return None
    problems = fit_problems(platform, gpu)
    params = {"gpu": gpu.name, "platform": platform_name(platform)}
    misfits = [p.text(gpu, platform) for p in problems if p.known]
    unknown = [p.text(gpu, platform) for p in problems if not p.known]
    if misfits:
        return Check("physical_fit", "fail", Text("check.fit.fail", {**params, "problems": misfits}), Text("fix.fit"))
    if unknown:
        return Check(
            "physical_fit", "warn", Text("check.fit.warn", {**params, "unknown": unknown}), Text("fix.fit.unknown")
        )
    return Check("physical_fit", "pass", Text("check.fit.pass", params))


def check_lanes(gpu: Gpu) -> Check | None:
    if gpu.form_factor != "pcie" or not gpu.pcie_lanes:
        return None
    ok = gpu.pcie_lanes >= 16
    params = {"gpu": gpu.name, "gen": gpu.pcie_gen or "?", "lanes": gpu.pcie_lanes}
    return Check(
        "pcie_lanes",
        "pass" if ok else "warn",
        Text("check.lanes.pass" if ok else "check.lanes.warn", params),
        Text("fix.lanes"),
    )


def check_nvlink(gpu: Gpu, count: int, task: str) -> Check | None:
    if task == "inference" or count < 2:
        return None
    ok = bool(gpu.nvlink_gbps)
    params = {"gpu": gpu.name, "count": count, "bandwidth": round(gpu.nvlink_gbps or 0)}
    return Check(
        "nvlink",
        "pass" if ok else "warn",
        Text("check.nvlink.pass" if ok else "check.nvlink.warn", params),
        Text("fix.nvlink"),
    )


def check_tensor_parallel(model: Model, count: int, split: str) -> Check | None:
    if split != "tensor" or count < 2:
        return None
    ok = model.attention_heads % count == 0 and (model.kv_heads % count == 0 or count % model.kv_heads == 0)
    params = {"count": count, "heads": model.attention_heads, "kv": model.kv_heads}
    return Check(
        "tensor_parallel",
        "pass" if ok else "fail",
        Text("check.tp.pass" if ok else "check.tp.fail", params),
        Text("fix.tp"),
    )


def check_system_ram(gpu: Gpu, weights_gb: float, ram_gb: float | None) -> Check | None:
    if ram_gb is None or gpu.unified_memory:
        return None
    ok = ram_gb >= weights_gb
    params = {"have": round(ram_gb), "need": round(weights_gb)}
    return Check(
        "system_ram",
        "pass" if ok else "warn",
        Text("check.ram.pass" if ok else "check.ram.warn", params),
        Text("fix.ram", {"need": round(weights_gb)}),
    )


def check_disk(weights_gb: float, disk_gb: float | None) -> Check | None:
    if disk_gb is None:
        return None
    need = weights_gb * 1.2  # the files plus room for a second version while updating
    ok = disk_gb >= need
    params = {"have": round(disk_gb), "need": round(need)}
    return Check(
        "disk",
        "pass" if ok else "fail",
        Text("check.disk.pass" if ok else "check.disk.fail", params),
        Text("fix.disk", {"need": round(need)}),
    )


def unrestricted_alternatives(catalog: Catalog, gpu: Gpu, region: str, limit: int = 3) -> list[Gpu]:
    """Parts sold new in `region` as cards, closest in memory to `gpu`, for the market check's fix."""
    pool = [
        g
        for g in catalog.gpus
        if sold_new_in(g, region)
        and not g.cloud_only
        and g.sold_as == "card"
        and any(p.condition == "new" for p in g.prices)
        and g.segment in ("datacenter", "workstation", "consumer")
        and g.id != gpu.id
    ]
    pool.sort(key=lambda g: (abs(g.memory_gb - gpu.memory_gb), -g.bandwidth_gbps))
    chosen = pool[:limit]
    domestic = next((g for g in catalog.gpus if g.ecosystem == "cann" and sold_new_in(g, region)), None)
    if domestic and domestic not in chosen:
        chosen = chosen[: limit - 1] + [domestic]
    return chosen


_ALTERNATIVES: dict[tuple[int, str, str], str] = {}


def _alternatives(catalog: Catalog, gpu: Gpu, region: str) -> str:
    key = (id(catalog), gpu.id, region)
    if key not in _ALTERNATIVES:
        _ALTERNATIVES[key] = ", ".join(g.name for g in unrestricted_alternatives(catalog, gpu, region))
    return _ALTERNATIVES[key]


def check_export(catalog: Catalog, gpu: Gpu, region: str, condition: str = "new") -> Check:
    """Whether the part can be bought in the buyer's region as the option buys it (core.catalog.market): the region's
    dated market status and its reason (a US export rule, Chinese guidance, a part made for another market),
    then the part's life (no longer made: old stock or used units only)."""
    status = market_status(gpu, region)
    params: dict[str, Any] = {"gpu": gpu.name}
    if status is not None:
        params["date"] = status.as_of.isoformat()
    blocked = status is not None and status.new in BLOCKING
    if blocked and status is not None and status.reason in ("us_export_rule", "us_guidance"):
        # an export rule binds used units too: they reach the region only through grey channels
        key = "check.market.licensed" if status.new == "licensed_buyers_only" else f"check.market.{status.reason}"
        return Check(
            "export_control",
            "fail",
            Text(key, params),
            Text("fix.export", {"alternatives": _alternatives(catalog, gpu, region)}),
        )
    if blocked and condition == "new" and status is not None:
        key = "check.market.licensed" if status.new == "licensed_buyers_only" else f"check.market.{status.reason}"
        return Check(
            "export_control",
            "fail",
            Text(key, params),
            Text("fix.market", {"alternatives": _alternatives(catalog, gpu, region)}),
        )
    if condition == "used" and (blocked or not made_new(gpu) or gpu.status != "in_production"):
        return Check(
            "export_control",
            "warn",
            Text("check.market.used_only", {**params, "status": Text(f"lifecycle.{gpu.status}")}),
            Text("fix.market.used"),
        )
    if status is not None and status.new == "advised_against":
        return Check(
            "export_control",
            "warn",
            Text("check.market.china_guidance", params),
            Text("fix.market", {"alternatives": _alternatives(catalog, gpu, region)}),
        )
    # where no maker's notice dates the end (a status inferred from succession) the sentence has no date, not "?"
    undated = "" if gpu.production_ended else ".undated"
    if not made_new(gpu):
        return Check(
            "export_control",
            "fail",
            Text(f"check.market.withdrawn{undated}", {**params, "date": _date(gpu)}),
            Text("fix.market.used"),
        )
    if gpu.status == "end_of_life_stock_only":
        return Check(
            "export_control",
            "warn",
            Text(f"check.market.stock_only{undated}", {**params, "date": _date(gpu)}),
            Text("fix.market.stock"),
        )
    return Check("export_control", "pass", Text("check.export.pass", params))


def market_check(
    catalog: Catalog, gpu: Gpu, region: str, condition: str = "new", memo: dict[tuple[Any, ...], Any] | None = None
) -> Check:
    """check_export, made once per part, region and condition in one recommendation's `memo` (run_checks')."""
    if memo is None:
        return check_export(catalog, gpu, region, condition)
    key = ("export", gpu.id, region, condition)
    found: Check | None = memo.get(key)
    if found is None:
        found = memo[key] = check_export(catalog, gpu, region, condition)
    return found


def _date(gpu: Gpu) -> str:
    return gpu.production_ended.isoformat() if gpu.production_ended else "?"


def check_edge_power(gpu: Gpu, count: int, limit_w: float | None) -> Check | None:
    if limit_w is None:
        return None
    watts = gpu.tdp_w * count
    ok = watts <= limit_w
    params = {"gpu": gpu.name, "watts": round(watts), "limit": round(limit_w)}
    return Check(
        "edge_power",
        "pass" if ok else "fail",
        Text("check.edge_power.pass" if ok else "check.edge_power.fail", params),
        Text("fix.edge_power"),
    )


def check_server_card(gpu: Gpu, target: str) -> Check | None:
    if target != "server_room" or gpu.form_factor != "pcie":
        return None
    ok = gpu.segment != "consumer"
    return Check(
        "server_room_card",
        "pass" if ok else "warn",
        Text("check.server_consumer.pass" if ok else f"check.server_consumer.warn{radeon(gpu)}", {"gpu": gpu.name}),
        Text("fix.server_consumer"),
    )


def radeon(gpu: Gpu) -> str:
    """The key suffix of a consumer-card text for AMD Radeon cards, which NVIDIA's GeForce licence does not bind."""
    return ".radeon" if gpu.vendor == "amd" else ""


def check_fits(per_gpu_gb: float, usable_gb: float, unified: bool = False, task: str = "inference") -> Check:
    """`unified`: a Mac or Jetson, whose one pool of memory is not "per card"; a full fine-tune trains 16-bit
    weights, so its fix is LoRA/QLoRA or more memory, never a 4-bit format."""
    ok = per_gpu_gb <= usable_gb
    params = {"need": round(per_gpu_gb, 1), "have": round(usable_gb, 1)}
    suffix = ".unified" if unified else ""
    return Check(
        "memory_fits",
        "pass" if ok else "fail",
        Text(f"check.fits.{'pass' if ok else 'fail'}{suffix}", params),
        Text("fix.fits.full" if task == "full" else "fix.fits"),
    )


def fits_check(
    per_gpu_gb: float,
    usable_gb: float,
    unified: bool = False,
    task: str = "inference",
    memo: dict[tuple[Any, ...], Any] | None = None,
) -> Check:
    """check_fits, made once in one recommendation's `memo` (run_checks') for each verdict it says: many
    configurations need and have the same memory to a tenth of a GB, which is all the check shows."""
    if memo is None:
        return check_fits(per_gpu_gb, usable_gb, unified, task)
    key = ("fits", per_gpu_gb <= usable_gb, round(per_gpu_gb, 1), round(usable_gb, 1), unified, task)
    found: Check | None = memo.get(key)
    if found is None:
        found = memo[key] = check_fits(per_gpu_gb, usable_gb, unified, task)
    return found


def run_checks(
    catalog: Catalog,
    *,
    gpu: Gpu,
    count: int,
    model: Model,
    quant: Quant,
    runtime: Runtime,
    split: str,
    task: str,
    target: str,
    region: str,
    existing: Existing,
    platform: Platform | None,
    weights_gb: float,
    per_gpu_gb: float,
    usable_gb: float,
    in_existing_machine: bool = False,
    memo: dict[tuple[Any, ...], Any] | None = None,
) -> list[Check]:
    """Every check that applies to one configuration. `in_existing_machine`: the cards go into the buyer's
    own machine, so its power supply, free slots, RAM and disk apply where the buyer gave them. `memo`: one
    recommendation's store of the checks, each kept under everything it reads (the part, its runtime, format, count
    and chassis, the place, the buyer's machine), so that of the about 500 configurations a recommendation checks
    only the first of each kind makes its checks: the memory verdict alone is made for every configuration."""
    store: dict[tuple[Any, ...], Any] = {} if memo is None else memo
    if platform is None:
        psu, slots, ram, disk = existing.psu_watts, existing.free_slots, existing.system_ram_gb, existing.disk_free_gb
    else:  # the platform's figures, or the buyer's own machine's where the cards go into it and the buyer gave them
        mine = in_existing_machine
        # a machine bought has the power supply and memory it is priced with (a build priced by its parts: sized to
        # its cards); the buyer's own machine, the buyer's figures, else those of its kind (the platform's)
        psu = (
            (existing.psu_watts if existing.psu_watts is not None else platform.psu_watts)
            if mine
            else bought_psu_w(platform, gpu, count)
        )
        slots = existing.free_slots if mine and existing.free_slots is not None else platform.gpu_slots
        ram = (
            (existing.system_ram_gb if existing.system_ram_gb is not None else platform.system_ram_gb)
            if mine
            else host_ram_gb(platform, gpu, count)
        )
        disk = existing.disk_free_gb if mine and existing.disk_free_gb is not None else platform.disk_gb

    # the part with its runtime, in this place and with the buyer's software
    part_key = (
        "part",
        gpu.id,
        runtime.id,
        in_existing_machine,
        target,
        region,
        existing.cuda_version,
        existing.driver_version,
        existing.pytorch_version,
        existing.os,
    )
    part: _PartChecks | None = store.get(part_key)
    if part is None:
        part = store[part_key] = _part_checks(
            store, catalog, gpu, runtime, target, region, existing, in_existing_machine
        )
    # this many of the part in its machine
    count_key = (
        "count",
        gpu.id,
        count,
        platform.id if platform is not None else "",
        in_existing_machine,
        target,
        region,
        task,
        split,
        psu,
        slots,
        existing.site_power_limit_w,
        model.attention_heads,
        model.kv_heads,
    )
    counted: _CountChecks | None = store.get(count_key)
    if counted is None:
        counted = store[count_key] = _count_checks(
            store, gpu, count, model, split, task, target, region, existing, platform, psu, slots, in_existing_machine
        )
    # the format's weights in the machine's memory and on its disk
    weights_key = ("weights", gpu.unified_memory, weights_gb, ram, disk, target)
    weighed: tuple[Check | None, Check | None] | None = store.get(weights_key)
    if weighed is None:
        cloud = target == "cloud"
        weighed = store[weights_key] = (
            check_system_ram(gpu, weights_gb, ram) if not cloud else None,
            check_disk(weights_gb, disk) if not cloud else None,
        )
    fp8: Check | None = None
    if quant.needs_fp8:  # check_fp8 says nothing of any other format
        fp8_key = ("fp8", gpu.id, quant.id)
        fp8 = store[fp8_key] if fp8_key in store else store.setdefault(fp8_key, check_fp8(gpu, quant))

    head, bf16, os_check, lanes, server_card = part
    power, growth, slot_check, physical_fit, nvlink, tensor_parallel, edge_power = counted
    candidates = [
        fits_check(per_gpu_gb, usable_gb, gpu.unified_memory, task, store),
        *head,
        fp8,
        bf16,
        power,
        os_check,
        growth,
        slot_check,
        physical_fit,
        lanes,
        nvlink,
        tensor_parallel,
        *weighed,
        edge_power,
        server_card,
    ]
    return [c for c in candidates if c is not None]


# run_checks' checks of a part with its runtime: (the market, the software, the compute capability), BF16, the
# operating system, PCIe lanes, a consumer card in a server room
_PartChecks = tuple[tuple[Check | None, ...], Check | None, Check | None, Check | None, Check | None]
# run_checks' checks of a count of the part in its machine: power, growth, slots, physical fit, NVLink, tensor
# parallel, edge power
_CountChecks = tuple[Check | None, Check | None, Check | None, Check | None, Check | None, Check | None, Check | None]


def _once(store: dict[tuple[Any, ...], Any], key: tuple[Any, ...], make: Callable[[], Check | None]) -> Check | None:
    """A check that depends on fewer things than its group, made once under `key` (what it reads)."""
    if key not in store:
        store[key] = make()
    made: Check | None = store[key]
    return made


def _part_checks(
    store: dict[tuple[Any, ...], Any],
    catalog: Catalog,
    gpu: Gpu,
    runtime: Runtime,
    target: str,
    region: str,
    existing: Existing,
    in_existing_machine: bool,
) -> _PartChecks:
    cloud = target == "cloud"
    # the buyer's own versions apply to their own machine; a new or rented one is set up with what it needs
    software = (
        (
            _once(
                store, ("cuda", gpu.id, existing.cuda_version or "", target, region), lambda: check_cuda(gpu, existing)
            ),
            _once(
                store,
                ("driver", gpu.id, existing.driver_version or "", target, region),
                lambda: check_driver(catalog, gpu, existing),
            ),
            check_pytorch(catalog, gpu, runtime, existing),
        )
        if in_existing_machine
        else (
            _once(store, ("not_cuda", gpu.id, target, region), lambda: check_cuda(gpu, Existing()))
            if gpu.ecosystem != "cuda"
            else None,
            _once(
                store,
                ("software", gpu.id, runtime.id, target, region),
                lambda: check_software_to_install(catalog, gpu, runtime, target),
            ),
        )
    )
    return (
        (
            market_check(catalog, gpu, region, memo=store) if not cloud else None,
            *software,
            check_compute_capability(gpu, runtime),
        ),
        _once(store, ("bf16", gpu.id, target, region), lambda: check_bf16(gpu)),
        check_os(catalog, gpu, runtime, existing.os, in_existing_machine) if not cloud else None,
        _once(store, ("lanes", gpu.id, target, region), lambda: check_lanes(gpu)),
        _once(store, ("server_card", gpu.id, target, region), lambda: check_server_card(gpu, target)),
    )


def _count_checks(
    store: dict[tuple[Any, ...], Any],
    gpu: Gpu,
    count: int,
    model: Model,
    split: str,
    task: str,
    target: str,
    region: str,
    existing: Existing,
    platform: Platform | None,
    psu: float | None,
    slots: int | None,
    in_existing_machine: bool,
) -> _CountChecks:
    cloud = target == "cloud"
    positions = (slots // 2 if slots is not None else None) if in_existing_machine else None
    own_psu = psu if in_existing_machine else None
    return (
        check_power(gpu, count, psu, in_existing_machine or target == "office") if not cloud else None,
        _once(
            store,
            ("growth", count, platform.id if platform else "", positions, own_psu, target, region),
            lambda: check_growth(count, platform, positions, own_psu),
        ),
        check_slots(gpu, count, slots) if not cloud else None,
        _once(
            store,
            ("fit", gpu.id, platform.id if platform else "", target, region),
            lambda: check_physical_fit(gpu, platform),
        )
        if not cloud
        else None,
        check_nvlink(gpu, count, task),
        _once(
            store,
            ("tensor_parallel", count, split, model.attention_heads, model.kv_heads, target, region),
            lambda: check_tensor_parallel(model, count, split),
        ),
        check_edge_power(gpu, count, existing.site_power_limit_w) if target == "edge" else None,
    )
