"""Several machines of one kind joined into one option: the network bought with them, their power per rack and the
cost scaled to every machine."""

from __future__ import annotations

from gpu_advisor.core.catalog.schema import Fabric, Gpu, Platform
from gpu_advisor.core.checks.checks import Check
from gpu_advisor.core.costing import ownership as cost
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.options.option import CostPart
from gpu_advisor.core.options.pricing import Priced
from gpu_advisor.core.options.request import Context
from gpu_advisor.core.sizing.several_machines import (
    NetworkBill,
    machines_per_rack,
    network_bill,
)


def join_machines(
    ctx: Context, priced: Priced, gpu: Gpu, count: int, machines: int, platform: Platform | None
) -> Priced:
    """Turn the cost of one machine of `count` of a GPU into that of `machines` machines joined by their network
    (their racks: rack_check)."""
    return scale_cost(ctx, priced, ctx.catalog.fabric_for(platform), gpu, count, machines)


def watts_per_machine(gpu: Gpu, count: int, platform: Platform | None) -> float:
    """What one machine may draw at full load: its power supply's rating when the catalog has it (the DGX H100
    datasheet's 10.2 kW), else the cards' board power with the host's share (core.costing)."""
    estimate = cost.system_power_w(gpu.tdp_w, count, 1.0, True)
    if platform is not None and platform.kind == "system":
        return max(estimate, min(platform.psu_watts, estimate * 1.5))
    return estimate


def rack_check(gpu: Gpu, count: int, machines: int, platform: Platform | None) -> Check:
    """How many racks `machines` machines of `count` of a GPU take at ten kilowatts a rack."""
    watts = watts_per_machine(gpu, count, platform)
    per_rack = machines_per_rack(watts)
    racks = -(-machines // per_rack)
    params = {"machines": machines, "kw": round(watts / 1000, 1), "racks": racks, "per_rack": per_rack}
    if watts > 10_000:
        return Check("rack_power", "warn", Text("check.rack_power.dense", params))
    return Check("rack_power", "pass", Text("check.rack_power.pass", params))


def _network_parts(fabric: Fabric, bill: NetworkBill, machines: int) -> list[CostPart]:
    """The network between the machines as one line of the bill: its switch ports and network cards (network.toml)."""
    if machines <= 1 or bill.price <= 0:
        return []
    dated = [*fabric.port_prices, *fabric.nic_prices]
    as_of = max((p.as_of for p in dated), default=fabric.as_of)
    source = dated[0].source if dated else fabric.source
    return [CostPart("network", fabric.id, fabric.name, 1, bill.price, as_of, source)]


def scale_cost(ctx: Context, priced: Priced, fabric: Fabric | None, gpu: Gpu, count: int, machines: int) -> Priced:
    c = priced.cost
    if c is None:
        return priced
    s = ctx.scenario
    bill = (
        network_bill(fabric, machines, c.upfront * machines, s.budget.currency, s.budget.usd_to_cny) if fabric else None
    )
    if machines > 1 and (fabric is None or bill is None):
        return priced.but(
            None, Text("reason.no_network_price", {"network": fabric.name if fabric else "-"}), priced.job_cost
        )
    assert bill is not None and fabric is not None
    return priced.but(
        c.scaled(machines, bill, _network_parts(fabric, bill, machines)),
        Text(
            "reason.machines",
            {
                "machines": machines,
                "count": count,
                "gpu": gpu.name,
                "network": fabric.name,
                "ports": bill.ports,
                "switch_ports": bill.switch_ports,
                "network_cost": round(bill.price),
                "currency": c.currency,
            },
        ),
        priced.job_cost * machines if priced.job_cost is not None else None,
    )
