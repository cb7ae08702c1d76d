"""Suitability before price: what an integrator would not put in front of this buyer, whatever it costs.

Each option is judged before any cost comparison (core.recommend.ranking compares only what is left). An option ruled
out keeps its reason (`Option.ruled_out`), so "why not X?" has an answer and a tempting card ruled out here
can be the one to avoid (踩雷).

- server room: data-centre and workstation parts; a consumer (GeForce / Radeon) card only when the buyer
  accepts one (the licence, cooling, density and warranty trade-offs are stated with it);
- office and edge: the catalog's platforms (a tower on one wall socket, the site's power) and the checks
  (core.checks: power supply, slots, the edge site's power budget) already rule out what does not fit;
- the team: NVIDIA CUDA (and Apple's desktop apps) for a team that does not run servers; AMD ROCm and the
  domestic stacks (Huawei CANN, Rockchip RKNN) when the team can run them or domestic parts are required;
- lifecycle: a part no longer made (stock only, or withdrawn) only when the buyer accepts used or old stock.
- a CPU+GPU machine sold whole (hosts.toml systems) is judged as the machine its vendor sells and supports: its
  card's segment and lifecycle are the vendor's choice, not a part the buyer picks; its CUDA GPU passes the team
  rule, but its runtime (KTransformers, llama.cpp with experts offloaded) is harder to run than vLLM, so a team
  that does not run servers gets it with that warning (check `hybrid_runtime`), and its limits (few users at
  once, slow prompt reading) are stated with it.

- a domestic accelerator server sold whole (platforms.toml kind = "system", e.g. the Huawei Atlas 800 A2) is sold in
  China as a "DeepSeek 一体机" with the model and MindIE or vLLM-Ascend installed and the vendor's support: a team
  that does not run servers may take it, bought that way (check `vendor_stack` says so); loose domestic cards are
  still for a team that runs servers or a buyer who must buy domestic.

What the buyer already owns is never ruled out; a rented instance is judged by the team's skills only (the
provider looks after its cards and their lifecycle).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from gpu_advisor.core.catalog.schema import Gpu
from gpu_advisor.core.checks.checks import Check, radeon
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.options.option import Option
from gpu_advisor.core.options.request import Context

# The software stacks' facts (which are domestic, 信创 / 国产化, which a team that does not run servers can keep
# running, their names) are the catalog's: ecosystems.toml, read through Catalog.is_domestic, domestic_stack,
# any_team_stack and stack_name.
END_OF_LIFE: Final = ("end_of_life_stock_only", "withdrawn")  # gpus.toml status: no longer made


XINCHUANG_HOST: Final = "xinchuang_host"  # the check that the host CPU and OS are domestic too (信创)


def stack_allowed(ctx: Context, gpu: Gpu) -> bool:
    s = ctx.scenario
    if ctx.catalog.any_team_stack(gpu.ecosystem) or s.team == "can_run_servers":
        return True
    return s.domestic_required and ctx.catalog.domestic_stack(gpu.ecosystem)


def rule_out(ctx: Context, option: Option) -> Text | None:
    """Why an integrator would not offer this option to this buyer, or None when it may compete on price."""
    s = ctx.scenario
    if option.kind in ("owned", "hybrid"):
        return None
    if option.kind == "cloud" and s.data_may_leave is False:
        # the buyer said prompts and documents stay in the company: a rented machine is the provider's, whatever it costs
        assert option.cloud_instance is not None  # a cloud option always names its instance
        return Text("rule.data_stays", {"name": ctx.catalog.cloud.get(option.cloud_instance).name})
    gpu = ctx.catalog.gpus.get(option.gpu)
    if s.domestic_required and not ctx.catalog.is_domestic(gpu):
        # 信创 is a requirement, not a taste (issue 23): a foreign accelerator, bought or rented, is never offered
        return Text("rule.not_domestic", {"gpu": gpu.name})
    if option.kind == "buy" and option.host_system is None:  # a machine sold whole: its vendor chose the card
        if gpu.segment == "consumer" and s.target == "server_room" and not s.consumer_cards_ok:
            return Text(f"rule.consumer_in_server_room{radeon(gpu)}", {"gpu": gpu.name})
        if gpu.status in END_OF_LIFE and not s.used_ok:
            return Text(f"rule.{gpu.status}", {"gpu": gpu.name})
    if not stack_allowed(ctx, gpu) and not vendor_supported(ctx, option):
        return Text("rule.team_stack", {"gpu": gpu.name, "stack": ctx.catalog.stack_name(gpu.ecosystem)})
    return None


def vendor_supported(ctx: Context, option: Option) -> bool:
    """A domestic server sold whole, which Chinese vendors deliver installed and supported (see the module's notes)."""
    if option.kind != "buy" or option.platform is None:
        return False
    platform = ctx.catalog.platforms.get(option.platform)
    gpu = ctx.catalog.gpus.get(option.gpu)
    catalog = ctx.catalog
    return platform.kind == "system" and catalog.is_domestic(gpu) and catalog.domestic_stack(gpu.ecosystem)


def judge_suitability(ctx: Context, pool: list[Option]) -> list[Option]:
    """Each option with why an integrator would not offer it to this buyer (`ruled_out`, None when it may compete on
    price) and the checks that only the buyer's requirements call for."""
    return [_judged(ctx, option) for option in pool]


def _judged(ctx: Context, option: Option) -> Option:
    ruled_out = rule_out(ctx, option)
    gpu = ctx.catalog.gpus.get(option.gpu)
    added: list[Check] = []
    if ruled_out is None and not stack_allowed(ctx, gpu) and vendor_supported(ctx, option):
        stack = ctx.catalog.stack_name(gpu.ecosystem)
        added.append(Check("vendor_stack", "warn", Text("check.vendor_stack.warn", {"gpu": gpu.name, "stack": stack})))
    if ctx.scenario.domestic_required and ruled_out is None and option.kind == "buy":
        # 信创 covers the whole machine: the host CPU and the operating system must be on the list too (issue 23);
        # a domestic server sold whole comes with them from its vendor, a build is specified to the supplier
        whole = vendor_supported(ctx, option)
        added.append(
            Check(
                XINCHUANG_HOST,
                "pass" if whole else "warn",
                Text("check.xinchuang_host.system" if whole else "check.xinchuang_host.build"),
            )
        )
    return replace(option, ruled_out=ruled_out, checks=option.checks + tuple(added))


def compromises(ctx: Context, alternative: Option, recommended: Option) -> list[Text]:
    """What a cheaper option gives up against the recommended one, each named (slower, used, less headroom, a
    domestic or other stack, a consumer card, more cards, more to confirm)."""
    gpu = ctx.catalog.gpus.get(alternative.gpu)
    first = ctx.catalog.gpus.get(recommended.gpu)
    found: list[Text] = []
    speed, first_speed = alternative.per_user_tokens_per_s, recommended.per_user_tokens_per_s
    if ctx.task == "inference" and speed is not None and first_speed and speed < first_speed * 0.9:
        found.append(Text("compromise.slower", {"speed": round(speed, 1), "first": round(first_speed, 1)}))
    if alternative.cost is not None and alternative.cost.used:
        found.append(Text("compromise.used"))
    elif gpu.status in END_OF_LIFE:
        # rented, an old card is the provider's to keep going: what the buyer risks is the instance being retired
        found.append(Text("compromise.end_of_life.cloud" if alternative.kind == "cloud" else "compromise.end_of_life"))
    if alternative.estimate.memory.headroom_gb < recommended.estimate.memory.headroom_gb * 0.8:
        key = "compromise.headroom.unified" if gpu.unified_memory else "compromise.headroom"
        found.append(Text(key, {"headroom": round(alternative.estimate.memory.headroom_gb, 1)}))
    if ctx.catalog.is_domestic(gpu) and not ctx.catalog.is_domestic(first):
        found.append(Text("compromise.domestic", {"stack": ctx.catalog.stack_name(gpu.ecosystem)}))
    elif gpu.ecosystem != first.ecosystem and not ctx.catalog.any_team_stack(gpu.ecosystem):
        found.append(Text("compromise.stack", {"stack": ctx.catalog.stack_name(gpu.ecosystem)}))
    if alternative.host is not None and recommended.host is None:
        speed_of = alternative.estimate.speed
        runtime = ctx.catalog.runtimes.get(alternative.runtime)
        found.append(
            Text(
                "compromise.hybrid",
                {"streams": runtime.max_parallel, "prefill": round(speed_of.prefill_tokens_per_s or 0.0)},
            )
        )
    elif gpu.segment == "consumer" and first.segment != "consumer":
        found.append(Text(f"compromise.consumer{radeon(gpu)}"))
    if alternative.count > recommended.count and alternative.kind == recommended.kind:
        found.append(Text("compromise.more_cards", {"count": alternative.count}))
    if not found:
        found.append(Text("compromise.more_to_check"))
    return found
