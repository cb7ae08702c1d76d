"""Realistic scenarios end to end: what a buyer is told to buy or rent, and why."""

import datetime as dt

import pytest

from gpu_advisor.core.catalog.market import sold_new_in
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import Budget, Existing, FineTune, OwnedGpu, Scenario, template

TODAY = dt.date(2026, 11, 30)


def run(catalog, **changes):
    scenario = Scenario.model_validate({**template().model_dump(), **changes})
    return recommend(catalog, scenario, today=TODAY)


def labelled(result, label):
    return next((o for o in result.options if o.label == label), None)


def test_template_document_qa_in_a_server_room(catalog):
    result = run(catalog)
    best = labelled(result, "recommended")
    assert best is not None and best.sound and best.within_budget
    assert best.per_user_tokens_per_s >= 10
    assert best.cost.upfront <= 150_000
    assert best.estimate.memory.headroom_gb > 0
    # #15: a 平替 is cheaper than the recommendation, never the dearer "substitute" shown before (4 x A10). Here one
    # L20 meets the wish for less (about 14 tokens/s each of the 10 wished since vLLM's batched speed was raised to its
    # measured level; the near miss it was before is tested in test_requirements)
    alternative = labelled(result, "budget_alternative")
    assert alternative is not None and alternative.priced.horizon_total < best.priced.horizon_total
    assert alternative.gpu == "l20" and alternative.meets_speed
    assert alternative.reasons[0].key == "reason.alternative"
    assert all(r.key != "reason.shortfall.speed" for r in alternative.reasons)
    data = result.to_dict("en")
    option = data["options"][0]
    for key in (
        "label",
        "gpus",
        "cloud_instance",
        "precision",
        "runtime",
        "fits",
        "speed",
        "cost",
        "checks",
        "reasons",
    ):
        assert key in option
    assert set(option["cost"]["totals"]) == {"1y", "3y", "5y"}
    assert all({"id", "status", "message", "fix"} <= set(c) for c in option["checks"])
    assert option["reasons"] and all(isinstance(r, str) and r for r in option["reasons"])


def test_cloud_in_the_us_in_dollars(catalog):
    result = run(
        catalog,
        target="cloud",
        region="us",
        model="llama-3.1-70b",
        concurrent_users=50,
        lowest_precision="fp8",
        budget=Budget(monthly=30_000, currency="USD").model_dump(),
        context_tokens=8192,
        prompt_tokens=2000,
    )
    best = labelled(result, "recommended")
    assert best.kind == "cloud" and best.cloud_instance
    assert best.cost.currency == "USD" and best.cost.upfront == 0 and 0 < best.cost.monthly <= 30_000
    instance = catalog.cloud.get(best.cloud_instance)
    assert any(p.market == "us" for p in instance.prices)
    assert best.quant in ("bf16", "fp8")  # 4-bit was not acceptable


def test_office_workstation_for_a_small_team(catalog):
    result = run(
        catalog,
        target="office",
        model="deepseek-r1-distill-qwen-14b",
        concurrent_users=3,
        budget=Budget(one_off=40_000).model_dump(),
        existing=Existing().model_dump(),
        context_tokens=8192,
        prompt_tokens=1000,
    )
    best = labelled(result, "recommended")
    assert best.kind == "buy" and best.platform in ("office-tower", "office-apple")
    assert catalog.gpus.get(best.gpu).segment in ("consumer", "workstation", "apple")
    assert best.cost.upfront <= 40_000


def test_edge_device_within_the_site_power(catalog):
    scenario = dict(
        target="edge",
        model="qwen2.5-3b",
        concurrent_users=1,
        tokens_per_s_per_user=8,
        context_tokens=4096,
        prompt_tokens=500,
        budget=Budget(one_off=40_000).model_dump(),
        existing=Existing(site_power_limit_w=70).model_dump(),
    )
    best = labelled(run(catalog, **scenario), "recommended")
    assert catalog.gpus.get(best.gpu).segment == "edge"
    assert {c.id: c.status for c in best.checks}["edge_power"] == "pass"
    # a 20 W site cannot power an AGX Orin (up to 60 W): only modules within 20 W may be recommended
    scenario["existing"] = Existing(site_power_limit_w=20).model_dump()
    result = run(catalog, **scenario)
    for option in result.options:
        if option.label in ("recommended", "budget_alternative") and option.kind == "buy":
            assert catalog.gpus.get(option.gpu).tdp_w <= 20


def test_fine_tuning_states_the_time_and_cost_of_the_job(catalog):
    result = run(
        catalog,
        use_case="fine_tune",
        model="qwen2.5-7b",
        fine_tune=FineTune(method="lora", dataset_tokens=10_000_000, epochs=3).model_dump(),
        budget=Budget(one_off=200_000).model_dump(),
        context_tokens=4096,
        prompt_tokens=1000,
    )
    best = labelled(result, "recommended")
    assert best is not None and best.job_hours and best.job_cost is not None
    hours, fastest, slowest = best.job_hours
    assert fastest <= hours <= slowest and 0 < hours < 1000
    assert any("fine-tuning run takes" in r.render("en") for r in best.reasons)


def test_hybrid_for_daily_use_and_occasional_fine_tuning(catalog):
    result = run(
        catalog, fine_tune=FineTune(method="lora", dataset_tokens=5_000_000, epochs=2, runs_per_year=4).model_dump()
    )
    hybrid = labelled(result, "hybrid")
    best = labelled(result, "recommended")
    assert hybrid is not None and hybrid.cloud_instance
    assert hybrid.cost.horizon_total > best.cost.horizon_total
    assert hybrid.cost.horizon_total - best.cost.horizon_total == pytest.approx(hybrid.job_cost * 4 * 3, rel=1e-6)


def test_nothing_fits_says_what_would(catalog):
    result = run(
        catalog,
        target="office",
        model="deepseek-r1",
        lowest_precision="fp8",
        budget=Budget(one_off=20_000).model_dump(),
        existing=Existing().model_dump(),
    )
    assert labelled(result, "recommended") is None
    texts = [s.render("en") for s in result.suggestions]
    assert texts, "a buyer must be told what would work"
    assert any("Use" in t or "Rent" in t or "Raise" in t or "Shorten" in t for t in texts)
    assert any(ch.isdigit() for t in texts for ch in t), "each suggestion carries its cost"
    assert result.to_dict("zh_CN")["suggestions"]


def test_restricted_parts_are_never_recommended_in_china(catalog):
    result = run(
        catalog,
        model="llama-3.3-70b",
        lowest_precision="fp8",
        concurrent_users=30,
        budget=Budget(one_off=3_000_000).model_dump(),
        existing=Existing().model_dump(),
    )
    for option in result.options:
        if option.label in ("recommended", "budget_alternative"):
            assert sold_new_in(catalog.gpus.get(option.gpu), "cn") or option.kind == "cloud"
    restricted = [o for o in result.all_options if o.kind == "buy" and not sold_new_in(catalog.gpus.get(o.gpu), "cn")]
    assert restricted and all(
        any(c.id == "export_control" and c.status == "fail" for c in o.checks) for o in restricted
    )


def test_the_same_hardware_is_allowed_in_the_us(catalog):
    result = run(
        catalog,
        region="us",
        model="llama-3.3-70b",
        lowest_precision="fp8",
        concurrent_users=30,
        budget=Budget(one_off=500_000, currency="USD").model_dump(),
        existing=Existing().model_dump(),
    )
    best = labelled(result, "recommended")
    assert best is not None and not [c for c in best.checks if c.id == "export_control" and c.status == "fail"]


def test_currency_conversion_uses_the_buyers_rate(catalog):
    common = dict(
        model="qwen2.5-7b",
        concurrent_users=2,
        target="office",
        existing=Existing().model_dump(),
        context_tokens=4096,
        prompt_tokens=500,
    )
    cny = run(catalog, budget=Budget(one_off=1_000_000, currency="CNY", usd_to_cny=7.0).model_dump(), **common)
    usd = run(catalog, budget=Budget(one_off=1_000_000 / 7.0, currency="USD", usd_to_cny=7.0).model_dump(), **common)
    a = next(o for o in cny.all_options if o.gpu == "rtx-5090d-v2" and o.count == 1 and o.cost)
    b = next(o for o in usd.all_options if o.gpu == "rtx-5090d-v2" and o.count == 1 and o.cost)
    # the card's CNY price and the tower's parts (priced from the buyer's China market, platforms.toml) convert at 7.0
    assert a.cost.upfront == pytest.approx(b.cost.upfront * 7.0, rel=1e-9)
    # the tower for one card: 1,998 + 32 GB x 104.03 + 2 TB x 974.50 + the 1,000 W supply 809 + case 1,200 = 9,284.96
    machine = sum(p.amount for p in a.cost.parts if p.item == "machine")
    assert machine == pytest.approx(1998 + 32 * 104.03 + 2 * 974.5 + 809 + 1200) == pytest.approx(9284.96)
    assert sum(p.amount for p in b.cost.parts if p.item == "machine") == pytest.approx(9284.96 / 7.0)


def test_owned_gpus_cost_nothing_up_front(catalog):
    result = run(
        catalog,
        model="qwen2.5-14b",
        concurrent_users=2,
        existing=Existing(gpus=[OwnedGpu(gpu="RTX 3090", count=2)]).model_dump(),
        context_tokens=4096,
        prompt_tokens=500,
    )
    owned = next(o for o in result.all_options if o.kind == "owned")
    assert owned.gpu == "rtx-3090" and owned.count == 2 and owned.cost.upfront == 0
    assert owned.fits and not any(c.id == "export_control" for c in owned.checks)


def test_used_cards_lower_the_price_when_acceptable(catalog):
    common = dict(
        model="qwen2.5-7b", concurrent_users=2, existing=Existing().model_dump(), context_tokens=4096, prompt_tokens=500
    )
    new = run(catalog, used_ok=False, **common)
    used = run(catalog, used_ok=True, **common)
    # the A100 is no longer made (gpus.toml: end of life, stock only): it has no new price, so it is offered only
    # used, and only to a buyer who accepts used parts
    a = next((o for o in new.all_options if o.gpu == "a100-80gb-pcie" and o.count == 1), None)
    b = next(o for o in used.all_options if o.gpu == "a100-80gb-pcie" and o.count == 1)
    assert a is None or a.ruled_out is not None or a.cost is None or a.cost.used
    assert b.cost.used and b.ruled_out is None
    used_price = next(p for p in catalog.gpus.get("a100-80gb-pcie").prices if p.condition == "used")
    assert b.cost.upfront >= used_price.amount  # the card at its used price, plus the server it goes in


def test_more_budget_never_removes_the_recommendation(catalog):
    # 200,000 CNY: about the least a sound server-room build for this scenario costs with late-2026 prices (2 x L20
    # at about 177,800 CNY; the 2020-21 launch prices of the RTX A6000 and A100 that made 80,000 enough are gone)
    tight = run(catalog, budget=Budget(one_off=200_000).model_dump())
    loose = run(catalog, budget=Budget(one_off=600_000).model_dump())
    assert labelled(tight, "recommended") is not None
    assert labelled(loose, "recommended") is not None
    sound_tight = {(o.kind, o.gpu, o.count) for o in tight.all_options if o.sound and o.within_budget}
    sound_loose = {(o.kind, o.gpu, o.count) for o in loose.all_options if o.sound and o.within_budget}
    assert sound_tight <= sound_loose


def test_break_even_against_the_cheapest_sound_rental(catalog):
    best = labelled(run(catalog), "recommended")
    assert best.cost.break_even_against
    month = best.cost.break_even_month
    assert month is None or month >= 1


def test_avoid_explains_why(catalog):
    avoid = labelled(run(catalog), "avoid")
    assert avoid is not None
    assert avoid.reasons[0].render("en").startswith("Avoid:")
    assert avoid.reasons[0].render("zh_CN").startswith("不建议")


def test_unknown_model_is_named(catalog):
    from gpu_advisor.core.recommend import RecommendError

    with pytest.raises(RecommendError, match="unknown model 'lama-3-70b'; did you mean llama-3-70b"):
        run(catalog, model="lama-3-70b")


def test_custom_model_by_size(catalog):
    result = run(catalog, model=None, custom_params_b=20.0)
    assert result.model.params_b == 20.0 and labelled(result, "recommended") is not None


def test_each_card_beyond_the_first_counts_against_an_option(catalog):
    """Four old cards must not win over one new card that costs 3% more: each extra card adds 4% to an
    option's weight (a slot, a power cable, a part to fail, one more split of the model)."""
    import dataclasses

    from gpu_advisor.core.options.request import Context, resolve_model, task_of
    from gpu_advisor.core.recommend.ranking import value_of

    # the default scenario with a budget that buys a current card at late-2026 prices (1 x L20 is about 114,000 CNY)
    scenario = Scenario(budget=Budget(one_off=200_000))
    result = recommend(catalog, scenario, today=TODAY)
    ctx = Context(
        catalog, scenario, resolve_model(catalog, scenario), task_of(scenario), scenario.concurrent_users, TODAY
    )
    bought = next(o for o in result.all_options if o.kind == "buy" and o.count == 1 and o.cost is not None)
    four = dataclasses.replace(bought, count=4)
    assert value_of(ctx, four) / value_of(ctx, bought) == pytest.approx(1.12)  # 1 + 3 x 0.04, same cost and checks
    rented = next(o for o in result.all_options if o.kind == "cloud" and o.cost is not None)
    assert value_of(ctx, dataclasses.replace(rented, count=8)) == pytest.approx(
        value_of(ctx, rented)
    )  # no machine to run
    # the default scenario (10 staff chatting, server room): one or two current cards, not four 2021 RTX 3060s
    best = labelled(result, "recommended")
    assert best.kind == "buy" and best.count <= 2, (best.gpu, best.count)


def test_save_memory_sizes_a_full_fine_tune_with_the_low_memory_recipe(catalog):
    """With "save memory" the optimizer keeps 8-bit moments (2 bytes per parameter instead of 12) and
    frees each layer's gradients as it goes (1/layers of them at a time, at least the largest tensor's): hand-checked
    on the same option."""

    def run_full(save_memory):
        return run(
            catalog,
            use_case="fine_tune",
            model="qwen2.5-7b",
            target="cloud",
            fine_tune={"method": "full", "save_memory": save_memory},
        )

    plain, saving = run_full(False), run_full(True)
    model = catalog.models.get("qwen2.5-7b")
    key = lambda o: (o.kind, o.gpu, o.count, o.cloud_instance)  # noqa: E731
    pairs = [(a, b) for a in plain.all_options for b in saving.all_options if key(a) == key(b)]
    assert pairs
    for before, after in pairs:
        b, a = before.estimate.memory.breakdown, after.estimate.memory.breakdown
        assert a["optimizer_states"] == pytest.approx(b["optimizer_states"] * 2 / 12)
        # one layer's gradients at a time, or the largest single tensor when that is bigger: Qwen2.5-7B's untied
        # output matrix, 152,064 x 3,584 = 545M parameters, against 7.6e9 / 28 layers = 272M
        largest = max(model.params_b * 1e9 / model.layers, model.vocab_size * model.hidden_size)
        assert a["gradients"] == pytest.approx(b["gradients"] * largest / (model.params_b * 1e9))
        assert after.estimate.memory.per_gpu_gb < before.estimate.memory.per_gpu_gb
        if before.fits:
            assert after.job_hours == before.job_hours  # the same work at the same speed
    # and smaller machines become possible: 4 x A10 24GB holds the 7B model only with the low-memory recipe
    assert any(after.fits and not before.fits for before, after in pairs)


def test_the_avoid_pick_is_the_card_this_buyer_would_propose(catalog):
    """#22 item 4: not a straw man. In a Chinese server room the grey-market 48 GB RTX 4090D (a sixth of the first
    choice's price, refused for a server room whatever the count) is the 踩雷, ahead of the old T4 whose only fault is
    that it is no longer made; every avoid pick says why."""
    result = recommend(catalog, template())
    avoid = result.avoid
    assert avoid.gpu == "rtx-4090d-48gb-mod" and avoid.avoid_problem.key == "rule.consumer_in_server_room"
    assert avoid.priced.upfront < result.recommended.priced.upfront  # the temptation: it looks cheaper
    assert catalog.gpus.get("t4").tempting > catalog.gpus.get("rtx-4090d-48gb-mod").tempting
    for region in ("cn", "us"):
        for target in ("server_room", "office"):
            found = recommend(catalog, template().model_copy(update={"region": region, "target": target}))
            if found.avoid is not None:
                assert found.avoid.avoid_problem is not None and found.avoid.reasons, (region, target)


def test_one_user_is_spoken_of_as_one(catalog):
    """The speed reason read 'Each of 1 users gets about 5.7 tokens/s' to a buyer sizing a server for one person."""
    result = run(catalog, concurrent_users=1)
    reasons = [r for r in result.recommended.reasons if r.key.startswith("reason.speed_")]
    assert [r.key for r in reasons] == ["reason.speed_ok.one"]
    english, chinese = reasons[0].render("en"), reasons[0].render("zh_CN")
    assert english.startswith("One user gets about ") and "Each of" not in english
    assert chinese.startswith("单个用户约 ")
    several = run(catalog, concurrent_users=10)
    assert any(r.key == "reason.speed_ok" for r in several.recommended.reasons)
