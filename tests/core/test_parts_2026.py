"""Parts as sold in late 2026 and prices from the buyer's own market (issue 24 items 2, 3 and 6; issue 23 item 5).

The scenarios are the market audit's (docs: ../shared/reference/market_audit.md, 2026-12-01): Qwen2.5-72B for 20 users
in a US server room never reached the 96 GB Blackwell server card; the China-market L20 was offered new to US buyers;
a tower with one free slot got nothing because no single-slot 20-24 GB card was in the catalog; the machine around the
cards was priced from a June 2025 figure that was never flagged stale."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor.core.buyer_prices.overrides import GpuPriceOverride, PriceOverrides, with_prices
from gpu_advisor.core.catalog.market import market_status, sold_new_in
from gpu_advisor.core.catalog.schema import Price
from gpu_advisor.core.options.build import for_task
from gpu_advisor.core.options.pricing import STALE_AFTER_DAYS, in_buyers_market, is_stale, price_of
from gpu_advisor.core.presentation.report import t
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import Scenario, template

TODAY = dt.date(2026, 12, 2)


def _scenario(**changes) -> Scenario:
    base = template().model_dump()
    base.pop("existing")  # a buyer with no machine yet (the audit's "clean" runs)
    return Scenario.model_validate({**base, **changes})


def _us_chat(**changes) -> Scenario:
    """A US buyer asking a chat model, the scenario's own defaults otherwise (1,500-token questions); electricity at the
    template's 0.8 CNY a kWh in dollars (0.8 / 7.1 = 0.113), as Scenario.in_currency converts it."""
    return Scenario.model_validate(
        {"use_case": "chat", "region": "us", "budget": {"currency": "USD", "one_off": 60000},
         "electricity_price": 0.113, **changes}
    )  # fmt: skip


def _shown(result) -> list:
    return [o for o in result.options if o.kind == "buy" and o.ruled_out is None and o.cost is not None]


# ---------------------------------------------------------------- the 96 GB Blackwell card in a server room


def test_72b_for_20_users_in_a_us_server_room_is_offered_the_96gb_blackwell_server_card(catalog):
    """Issue 24's done-when. Before: the Server Edition had no price, the Max-Q no entry, the Workstation Edition is
    open-air (no rack server takes it), so the 96 GB card never reached a server room."""
    scenario = _us_chat(model="qwen2.5-72b", concurrent_users=20, target="server_room")
    result = recommend(catalog, scenario, today=TODAY)
    server_cards = [o for o in _shown(result) if o.gpu == "rtx-pro-6000-blackwell-server"]
    assert server_cards, [(o.label, o.gpu) for o in result.options]
    card = server_cards[0]
    assert card.within_budget and card.meets_speed and card.platform in ("server-pcie-4", "server-pcie-8")
    # priced from the US listing of that edition (Newegg, 2026-06-23: US$13,399.99), not from the newer EU offer
    accelerators = next(p for p in card.cost.parts if p.item == "accelerators")
    assert accelerators.unit_price == pytest.approx(13399.99) and accelerators.as_of == dt.date(2026, 6, 23)
    # the fit is read, not assumed: passive FHFL in a server that takes passive full-height cards up to 312 mm
    assert next(c for c in card.checks if c.id == "physical_fit").status == "pass"


def test_each_buyer_pays_the_price_of_their_own_market(catalog):
    """The Server Edition has a US shop price (US$13,399.99, 2026-06-23) and a newer German one (EUR 16,276 before
    VAT = US$18,560 at 1.1403, 2026-09-26): the US buyer is priced from the first, the EU buyer from the second; a
    buyer whose market has no price is priced from the newest elsewhere (and told so by reason.price_elsewhere)."""
    server = catalog.gpus.get("rtx-pro-6000-blackwell-server")
    us = price_of(server, _scenario(region="us", budget={"currency": "USD", "one_off": 60000}), TODAY)
    eu = price_of(server, _scenario(region="eu", budget={"currency": "USD", "one_off": 60000}), TODAY)
    assert us is not None and us[1].region == "us" and us[0] == pytest.approx(13399.99)
    assert eu is not None and eu[1].region == "eu" and eu[0] == pytest.approx(18560)
    assert round(16276 * 1.1403) == 18560  # the derivation written in the price's source


def test_the_market_rule_keeps_other_markets_only_where_the_buyers_has_none():
    day = dt.date(2026, 9, 1)

    def price(region, condition="new", amount=100.0):
        return Price(condition=condition, currency="USD", amount=amount, region=region, source="test", as_of=day)

    us, eu, cn_used, own = price("us"), price("eu"), price("cn", "used"), price(None)
    assert in_buyers_market([us, eu, cn_used], "us") == [us, cn_used]  # no US used price: the China one stays
    assert in_buyers_market([us, eu], "cn") == [us, eu]  # none in China: every market's, the newest wins later
    assert in_buyers_market([us, own], "cn") == [own]  # the buyer's own quote (no region) is their market's
    assert in_buyers_market([price("global"), eu], "us") == [price("global")]


# ---------------------------------------------------------------- region rules


def test_china_market_parts_are_not_offered_new_to_us_buyers(catalog):
    """The audit's US run offered 2 x L20 (USD 25,500) although the L20 is a China-market part."""
    l20 = catalog.gpus.get("l20")
    assert sold_new_in(l20, "cn")
    for region in ("us", "eu", "other"):
        assert not sold_new_in(l20, region) and market_status(l20, region).reason == "not_sold_there", region
    scenario = _scenario(
        model="deepseek-r1-distill-qwen-32b",
        concurrent_users=10,
        target="server_room",
        region="us",
        budget={"currency": "USD", "one_off": 60000},
    )
    result = recommend(catalog, scenario, today=TODAY)
    assert not [o for o in result.options if o.gpu == "l20" and o.kind == "buy" and o.ruled_out is None]
    # the China SKUs of late 2026 likewise
    for gpu_id in ("rtx-pro-6000d", "h20-141gb"):
        assert not any(sold_new_in(catalog.gpus.get(gpu_id), r) for r in ("us", "eu", "other")), gpu_id


def test_the_rules_of_late_2026_are_recorded_with_their_dates(catalog):
    six_thousand_d = catalog.gpus.get("RTX PRO 6000D")
    cn = market_status(six_thousand_d, "cn")
    # CAC, 2025-09-17: large firms told to stop testing and cancel orders; a warning for an SMB, not a ban
    assert cn.new == "advised_against" and cn.reason == "china_guidance" and cn.as_of == dt.date(2025, 9, 17)
    assert "CAC" in cn.note and six_thousand_d.memory_gb == 84
    # DGX Spark at its newest list price (USD 6,950 from 2026-10-02, The Register and ServeTheHome); the launch
    # USD 3,999, the 2026-04-18 article's USD 4,700 and the USD 4,699 of mid-2026 are kept as its history
    usd = {"currency": "USD", "one_off": 10000}
    spark_gpu = catalog.gpus.get("dgx-spark")
    spark = price_of(spark_gpu, _scenario(region="us", target="office", budget=usd), TODAY)
    assert spark is not None and spark[0] == 6950 and spark[1].as_of == dt.date(2026, 10, 2)
    assert {p.amount for p in spark_gpu.prices} == {3999, 4700, 4699, 6950}
    # the 910C at Huawei's own figures (Huawei Connect, 2025-09-18): 800 TFLOPS FP16, 128 GB, 3.2 TB/s
    c910 = catalog.gpus.get("ascend-910c")
    assert (c910.tflops.fp16, c910.memory_gb, c910.bandwidth_gbps) == (800, 128, 3200)


# ---------------------------------------------------------------- towers with one free slot (issue 23 item 5)


def test_a_tower_with_one_free_slot_gets_a_single_slot_20_to_24_gb_card(catalog):
    """The catalog's single-slot cards: RTX PRO 4000 Blackwell (24 GB) and RTX 4000 Ada (20 GB). Neither has a dated
    price with a source (so neither is offered from the catalog alone); with the buyer's supplier quote the tower
    with one free slot gets the Blackwell card, where before nothing fitted the slot."""
    single = [g for g in catalog.gpus if g.sold_as == "card" and g.slot_width == 1 and 20 <= g.memory_gb <= 24]
    assert {g.id for g in single} >= {"rtx-pro-4000-blackwell", "rtx-4000-ada"}
    scenario = _scenario(
        model="qwen2.5-14b",
        concurrent_users=5,
        target="office",
        region="us",
        budget={"currency": "USD", "one_off": 10000},
        existing={"chassis": "tower", "free_slots": 1, "psu_watts": 750},
    )
    quote = PriceOverrides(
        gpu_prices=[GpuPriceOverride(gpu="rtx-pro-4000-blackwell", currency="USD", amount=1600, as_of=TODAY)]
    )
    result = recommend(*with_prices(catalog, scenario, quote), today=TODAY)
    first = result.recommended
    assert first is not None and first.gpu == "rtx-pro-4000-blackwell" and first.count == 1
    assert first.cost is not None and first.cost.upfront == pytest.approx(1600)  # in the buyer's own tower


# ---------------------------------------------------------------- the machine around the cards is flagged stale too


def test_an_old_machine_part_price_is_flagged_stale_like_a_card_price(catalog):
    """The 2U server is priced by its parts (platforms.toml [[platform.parts]]). A China buyer's barebone is GPU
    Advisor's figure of 2025-06-01, kept for want of a dated 2026 one: older than six months, so the buyer is told to
    check it, in their language (the machine's Chinese name in Chinese). A US buyer's parts are priced from 2026-08-10
    and 2026-09-26 figures: none of them is flagged."""
    server = catalog.platforms.get("server-pcie-4")
    assert server.base_price_cny == server.base_price_usd == 0  # the parts add up instead
    barebone = next(p for p in server.parts if p.id == "barebone")
    kept = next(p for p in barebone.prices if p.region == "cn")
    assert (kept.amount, kept.as_of, kept.kind, kept.confidence) == (50000, dt.date(2025, 6, 1), "estimate", "low")
    china = Scenario.model_validate(
        {"use_case": "chat", "region": "cn", "budget": {"currency": "CNY", "one_off": 600000},
         "model": "qwen2.5-72b", "concurrent_users": 20, "target": "server_room"}
    )  # fmt: skip
    result = recommend(catalog, china, today=TODAY)
    option = next(o for o in _shown(result) if o.platform == server.id)
    # one line for the machine, dated by its oldest part's price (the bill names the part)
    stale = [s for s in option.cost.stale_prices if s.name == server.name]
    assert [s.as_of for s in stale] == [kept.as_of]
    assert server.name_zh in t("reason.stale_price", "zh_CN", gpu=stale[0].shown, date="2025-06-01")
    assert server.name in t("reason.stale_price", "en", gpu=stale[0].shown, date="2025-06-01")
    barebone_line = next(p for p in option.cost.parts if p.ref == "server-pcie-4/barebone")
    assert barebone_line.as_of == kept.as_of and barebone_line.indicative  # GPU Advisor's own figure, not a quote
    us = recommend(catalog, _us_chat(model="qwen2.5-72b", concurrent_users=20, target="server_room"), today=TODAY)
    card = next(o for o in _shown(us) if o.gpu == "rtx-pro-6000-blackwell-server" and o.platform == server.id)
    machine = [p for p in card.cost.parts if p.item == "machine"]
    assert {p.ref for p in machine} == {"server-pcie-4/barebone", "server-pcie-4/memory", "server-pcie-4/nvme"}
    assert not any(is_stale(p.as_of, TODAY) for p in machine)
    assert not any(s.name == server.name for s in card.cost.stale_prices)


# ---------------------------------------------------------------- how fresh the prices the engine uses are


def _prices_in_use(catalog) -> dict[tuple[str, str, str], Price]:
    """The GPU prices the engine prices with: for each part, condition and buyer market, the newest of the prices
    that market is priced from (core.options.pricing: in_buyers_market, then the newest of each condition)."""
    used: dict[tuple[str, str, str], Price] = {}
    for gpu in catalog.gpus:
        for region in ("cn", "us", "eu", "other"):
            for condition in ("new", "used"):
                candidates = in_buyers_market([p for p in gpu.prices if p.condition == condition], region)
                if candidates:
                    used[(gpu.id, condition, region)] = max(candidates, key=lambda p: p.as_of)
    return used


def _fresh_share(prices) -> float:
    distinct = {id(p): p for p in prices}.values()  # a price several markets are priced from counts once
    return sum(not is_stale(p.as_of, TODAY) for p in distinct) / len(distinct)


def test_the_fresh_share_is_counted_as_the_engine_prices():
    """A hand check of the count: three prices in use, one of them 184 days old (stale: more than 183), one
    exactly 183 days old (not yet), one new; the same price used for two markets counts once."""
    assert STALE_AFTER_DAYS == 183
    old = Price(condition="new", currency="USD", amount=1, region="us", source="test", as_of=TODAY - dt.timedelta(184))
    edge = Price(condition="new", currency="USD", amount=1, region="eu", source="test", as_of=TODAY - dt.timedelta(183))
    new = Price(condition="used", currency="USD", amount=1, region="us", source="test", as_of=TODAY)
    assert _fresh_share([old, edge, new, new]) == pytest.approx(2 / 3)


def test_every_new_price_says_what_kind_of_figure_it_is_and_how_sure(catalog):
    """Item 3: each price with its kind (list, street, channel quote, reseller range ...) and confidence, and a low
    confidence where the figure is one marketplace seller's or a news report's."""
    for gpu in catalog.gpus:
        for price in gpu.prices:
            assert price.kind and price.confidence, (gpu.id, price.amount, price.as_of)
            if "LOW CONFIDENCE" in price.source:
                assert price.confidence == "low", (gpu.id, price.amount)


def test_three_of_every_four_gpu_prices_in_use_are_younger_than_six_months(catalog):
    """Issue 24's done-when. On 2026-12-02, 39 of the 51 prices in use are (76%); the twelve older ones are named in
    docs/research/market-2026-11.md (no dated China channel price of the L20, RTX PRO 6000D, 4090 48GB or Atlas 300I
    Duo after June 2026, no used survey of the A30, A40, L40 or MI210, no new price of the L4 or MI210, no Orange Pi 5
    Plus price in USD). Each stays flagged to the buyer as older than six months."""
    assert _fresh_share(_prices_in_use(catalog).values()) >= 0.75


# ---------------------------------------------------------------- the inference server for inference (Atlas 800I A2)


def test_a_buyer_is_offered_the_system_sold_for_their_task(catalog):
    """Huawei sells two 8 x Ascend 910B servers: the Atlas 800I A2 for inference (the one DeepSeek deployment guides
    name: 'W8A8量化版本则至少需要2台Atlas 800I A2', CSDN 2025-04) and the 800T A2 for training. An inference buyer is
    offered the first, a training buyer the second; a part with one system keeps it whatever the task."""
    rooms = catalog.platforms_for("server_room")
    inference = {p.id for p in for_task(rooms, "inference")}
    training = {p.id for p in for_task(rooms, "full")}
    assert "atlas-800i-a2" in inference and "atlas-800t-a2" not in inference
    assert "atlas-800t-a2" in training and "atlas-800i-a2" not in training
    assert {"hgx-h200-8", "server-pcie-8"} <= inference & training
    scenario = _scenario(
        model="deepseek-r1", concurrent_users=20, context_tokens=16384, prompt_tokens=2000, use_case="chat",
        domestic_required=True, budget={"currency": "CNY", "one_off": 5000000},
    )  # fmt: skip
    first = recommend(catalog, scenario, today=TODAY).recommended
    assert first is not None and first.platform == "atlas-800i-a2" and first.machines == 2
