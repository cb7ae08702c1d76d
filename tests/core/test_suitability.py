"""Suitability before price (#15 item 1): what an integrator would not offer a buyer is ruled out before any
price is compared, with its reason; among what is left the 首选 is the best risk-adjusted value, the 平替 is
cheaper with its compromise named (or none is offered), the 踩雷 a tempting card that is wrong for this buyer.
Unit tests per rule with hand-made scenarios, then properties over random scenarios."""

import dataclasses
import datetime as dt
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gpu_advisor.core.catalog import Section
from gpu_advisor.core.options.request import Context
from gpu_advisor.core.options.suitability import END_OF_LIFE, rule_out
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.recommend.ranking import FIRST_CHOICE_HEADROOM_SHARE
from gpu_advisor.core.scenario import Budget, Existing, Scenario, scenario_from_dict, template

TODAY = dt.date(2026, 11, 30)
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "15"))


def run(catalog, **changes):
    return recommend(catalog, template().model_copy(update=changes), today=TODAY)


def gpu(catalog, option):
    return catalog.gpus.get(option.gpu)


def ruled_out(result, gpu_id):
    return [o for o in result.all_options if o.gpu == gpu_id and o.kind == "buy" and o.ruled_out is not None]


# ---------------------------------------------------------------- the new choices in files


def test_old_files_open_with_the_safe_defaults():
    data = template().model_dump(mode="json")
    for key in ("consumer_cards_ok", "team", "domestic_required"):
        data.pop(key)
    scenario = scenario_from_dict(data)
    assert (scenario.consumer_cards_ok, scenario.team, scenario.domestic_required) == (
        False,
        "non_technical",
        False,
    )


# ---------------------------------------------------------------- one rule each


def test_a_consumer_card_stays_out_of_a_server_room_unless_accepted(catalog):
    # Qwen2.5-14B for 30 users in a server room: four 2021 GeForce cards were first (#15 Why). Today's server-room
    # platforms no longer take a GeForce card (the physical fit, #13), so the rule is held on an RTX 5090 option
    # sized for an office tower and judged for a server room.
    office = run(catalog, model="qwen2.5-14b", concurrent_users=30, target="office")
    card = next(o for o in office.all_options if o.kind == "buy" and o.gpu == "rtx-5090")
    server_room = template().model_copy(update={"model": "qwen2.5-14b", "concurrent_users": 30})
    ctx = Context(catalog, server_room, office.model, "inference", 30, TODAY)
    reason = rule_out(ctx, card)
    assert reason is not None and "consumer card" in reason.render() and "消费级" in reason.render("zh_CN")
    ctx.scenario = server_room.model_copy(update={"consumer_cards_ok": True})
    assert rule_out(ctx, card) is None
    ctx.scenario = server_room.model_copy(update={"target": "office"})
    assert rule_out(ctx, card) is None, "a GeForce card in an office tower is ordinary"


def test_a_team_that_runs_no_servers_gets_cuda(catalog):
    # the 32B distill for 5 people in an office in China: an AMD consumer card on ROCm was first (#15 Why)
    # (chat with 1,000-token prompts: the rule, not the load of long documents, is under test)
    scenario = dict(concurrent_users=5, target="office", use_case="chat", prompt_tokens=1000)
    result = run(catalog, **scenario)
    assert gpu(catalog, result.recommended).ecosystem in ("cuda", "metal")
    assert "ROCm" in ruled_out(result, "rx-7900-xtx")[0].ruled_out.render()
    can = run(catalog, team="can_run_servers", **scenario)
    assert not ruled_out(can, "rx-7900-xtx")


def test_a_part_no_longer_made_only_when_used_is_accepted(catalog):
    chat = dict(use_case="chat", prompt_tokens=1000)  # the rule under test, not the load of long documents
    result = run(catalog, model="qwen2.5-14b", concurrent_users=30, **chat)
    t4 = ruled_out(result, "t4")
    assert t4 and "no longer made" in t4[0].ruled_out.render()
    assert gpu(catalog, result.recommended).status == "in_production"
    assert not ruled_out(run(catalog, model="qwen2.5-14b", concurrent_users=30, used_ok=True, **chat), "t4")


def test_domestic_required_prefers_a_domestic_part_and_says_what_it_costs(catalog):
    scenario = dict(model="qwen2.5-14b", concurrent_users=10, budget=Budget(one_off=2_000_000))
    plain = run(catalog, **scenario)
    assert not catalog.is_domestic(gpu(catalog, plain.recommended))
    assert ruled_out(plain, "atlas-300i-duo"), "CANN is not for a team that runs no servers"
    domestic = run(catalog, domestic_required=True, **scenario)
    best = domestic.recommended
    assert catalog.is_domestic(gpu(catalog, best))
    said = " ".join(r.render() for r in best.reasons)
    assert "Domestic hardware, as required" in said and "CANN" in said
    assert "国产" in " ".join(r.render("zh_CN") for r in best.reasons)


def test_domestic_required_says_so_when_no_domestic_part_does_the_job(catalog):
    result = run(
        catalog, concurrent_users=5, target="office", domestic_required=True, use_case="chat", prompt_tokens=1000
    )
    # a requirement, not a preference (issue 23): nothing foreign is recommended; the first suggestion says why
    assert result.recommended is None
    assert result.suggestions and result.suggestions[0].key == "suggest.no_domestic"
    assert "no domestic part" in result.suggestions[0].render()


def test_the_budget_alternative_is_cheaper_and_names_its_compromise(catalog):
    # Qwen2.5-14B for five people in an office with no machine yet, a team that runs servers: a 24 GB card first, the
    # cheaper 16 GB RTX 5060 Ti the alternative, slower and with less room. (The 7B's alternative, a Ryzen AI Max+
    # mini PC, went with its 2026 price: 128 GB machines cost USD 3,300 and more in September 2026, more than the
    # Mac mini put first.)
    result = run(
        catalog,
        model="qwen2.5-14b",
        concurrent_users=5,
        target="office",
        prompt_tokens=1000,
        use_case="chat",
        team="can_run_servers",
        existing=Existing(),
    )
    best, alternative = result.recommended, result.alternative
    assert alternative is not None and alternative.label == "budget_alternative"
    assert alternative.priced.horizon_total < best.priced.horizon_total
    assert alternative.reasons[0].key == "reason.alternative"
    assert alternative.reasons[0].params["compromises"], "the compromise is named"


def test_a_first_choice_has_headroom_and_a_tight_fit_is_only_the_budget_alternative(catalog):
    # Qwen2.5-14B for 10 users, rented in China (expert panel cloud-cn-14b-10u): a 16 GB T4 holds the 4-bit model
    # with 0.9 GB to spare (6% of its usable memory) at about 11 tokens/s, its low end (about 9) under the 10 wanted;
    # the 24 GB A10G has 8.6 GB to spare at about 24. The T4 costs less but is too tight to sign for three years:
    # it is the 平替, its smaller margin named; the A10G comes first.
    result = run(
        catalog,
        model="qwen2.5-14b",
        concurrent_users=10,
        context_tokens=8192,
        prompt_tokens=1000,
        use_case="chat",
        target="cloud",
        region="cn",
        budget=Budget(one_off=0, monthly=10000, currency="CNY"),
        existing=Existing(),
    )
    best, alternative = result.recommended, result.alternative
    assert best.gpu == "a10g" and best.headroom_share >= FIRST_CHOICE_HEADROOM_SHARE
    assert best.per_user_range[0] >= 10.0
    assert alternative is not None and alternative.gpu == "t4" and alternative.headroom_share < 0.10
    named = [c.key for c in alternative.reasons[0].params["compromises"]]
    assert "compromise.headroom" in named
    # rented, the old card is the provider's to keep: the risk named is the instance being retired, not spares
    assert "compromise.end_of_life.cloud" in named and "compromise.end_of_life" not in named


def test_no_dearer_substitute_is_called_a_budget_alternative(catalog):
    # the template: the second pick was 4 x A10, dearer than the first (#15 Why)
    result = run(catalog)
    alternative = result.alternative
    assert alternative is not None and alternative.gpu != "a10"
    assert alternative.priced.horizon_total < result.recommended.priced.horizon_total
    assert all(o.label != "substitute" for o in result.options)
    # the 平替 is one L20, which meets the wish for less (the near miss, where nothing cheaper meets it, is tested in
    # test_requirements)
    assert alternative.meets_speed and all(r.key != "reason.shortfall.speed" for r in alternative.reasons)


def test_the_avoid_pick_is_a_tempting_card_wrong_for_this_buyer(catalog):
    result = run(catalog, model="qwen2.5-14b", concurrent_users=30)
    avoid = result.avoid
    assert avoid is not None and gpu(catalog, avoid).tempting is not None
    assert avoid.gpu not in {o.gpu for o in result.options if o.label in ("recommended", "budget_alternative")}
    assert avoid.reasons[0].render().startswith("Avoid: ")
    assert avoid.avoid_problem is not None


def test_every_card_and_machine_of_a_cluster_counts_against_it(catalog):
    """Several machines (core.sizing.several_machines) are weighed by all their cards and by each machine beyond the first: three
    servers of eight small cards are 24 cards to run plus two more servers and the network between them, so they
    no longer win over one 8-GPU server that costs a little more (DeepSeek-R1 671B, expert panel)."""
    from gpu_advisor.core.recommend.ranking import CARD_COMPLEXITY, MACHINE_COMPLEXITY, value_of

    result = run(catalog, model="qwen2.5-14b", concurrent_users=30)
    ctx = Context(catalog, result.scenario, result.model, "inference", 30, TODAY)

    def build(option):
        return option.platform is not None and catalog.platforms.get(option.platform).kind == "build"

    bought = next(o for o in result.all_options if o.kind == "buy" and o.count == 8 and o.cost is not None and build(o))
    three = dataclasses.replace(bought, machines=3)
    expected = (1 + CARD_COMPLEXITY * 23 + MACHINE_COMPLEXITY * 2) / (1 + CARD_COMPLEXITY * 7)
    assert value_of(ctx, three) / value_of(ctx, bought) == pytest.approx(expected)
    assert value_of(ctx, three) > value_of(ctx, dataclasses.replace(bought, count=24))  # a 24-card box is not 3 servers
    # a server sold whole with its modules (HGX, Atlas) has no cards to fit by hand: only its machines count
    system = next(
        o for o in result.all_options if o.kind == "buy" and o.cost is not None and not build(o) and o.platform
    )
    assert value_of(ctx, dataclasses.replace(system, machines=3)) / value_of(ctx, system) == pytest.approx(
        1 + MACHINE_COMPLEXITY * 2
    )


def test_the_choices_are_in_the_report_and_the_command_line(catalog, capsys):
    from gpu_advisor.core.cli import main
    from gpu_advisor.core.presentation.report import build_report

    content = build_report(run(catalog, domestic_required=True), "zh_CN")
    assert any("信创" in b for s in content.sections for b in s.bullets)
    assert main(["recommend", "--consumer-cards-ok", "--domestic-required", "--team", "can_run_servers", "--json"]) == 0
    assert '"ruled_out"' in capsys.readouterr().out


# ---------------------------------------------------------------- properties over random scenarios


@st.composite
def scenarios(draw, catalog):
    use = draw(st.sampled_from(["chat", "document_qa", "batch"]))
    context = draw(st.sampled_from([2048, 8192, 32768]))
    return Scenario(
        use_case=use,
        model=draw(st.sampled_from(sorted(catalog.models.entries))),
        lowest_precision=draw(st.sampled_from(["bf16", "fp8", "int8", "int4"])),
        context_tokens=context,
        prompt_tokens=draw(st.integers(0, context // 2)),
        answer_tokens=draw(st.integers(1, 2000)),
        concurrent_users=draw(st.integers(1, 200)),
        tokens_per_s_per_user=draw(st.floats(1, 40)),
        budget=Budget(one_off=draw(st.one_of(st.none(), st.floats(10_000, 5e6))), monthly=None),
        horizon_years=draw(st.integers(1, 5)),
        target=draw(st.sampled_from(["office", "server_room", "edge", "cloud"])),
        region=draw(st.sampled_from(["cn", "us", "eu", "other"])),
        used_ok=draw(st.booleans()),
        consumer_cards_ok=draw(st.booleans()),
        team=draw(st.sampled_from(["non_technical", "can_run_servers"])),
        domestic_required=draw(st.booleans()),
    )


FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(data=st.data())
def test_no_consumer_card_first_in_a_server_room_unless_accepted(catalog, data):
    scenario = data.draw(scenarios(catalog)).model_copy(update={"target": "server_room", "consumer_cards_ok": False})
    best = recommend(catalog, scenario, today=TODAY).recommended
    # a CPU+GPU machine sold whole (hosts.toml) is judged as its vendor's machine, its card the vendor's choice
    if best is not None and best.kind == "buy" and best.host is None:
        assert gpu(catalog, best).segment != "consumer", best.gpu


@FUZZ
@given(data=st.data())
def test_no_part_no_longer_made_first_unless_used_is_accepted(catalog, data):
    scenario = data.draw(scenarios(catalog)).model_copy(update={"used_ok": False})
    best = recommend(catalog, scenario, today=TODAY).recommended
    # a rented card's lifecycle is the provider's concern, an appliance's card its vendor's (core.options.suitability)
    if best is not None and best.kind == "buy" and best.host is None:
        assert gpu(catalog, best).status not in END_OF_LIFE, best.gpu


@FUZZ
@given(data=st.data())
def test_a_budget_alternative_is_never_dearer_than_the_recommendation(catalog, data):
    result = recommend(catalog, data.draw(scenarios(catalog)), today=TODAY)
    best = result.recommended
    for option in result.options:
        if option.label == "budget_alternative":
            assert best is not None and option.priced.horizon_total <= best.priced.horizon_total


@FUZZ
@given(data=st.data())
def test_a_first_choice_has_headroom_whenever_an_option_within_budget_does(catalog, data):
    from gpu_advisor.core.recommend.ranking import _with_headroom  # noqa: PLC2701

    # (where domestic parts are required, a domestic part comes first even when only a tight one does the job)
    scenario = data.draw(scenarios(catalog)).model_copy(update={"domestic_required": False})
    result = recommend(catalog, scenario, today=TODAY)
    best = result.recommended
    if best is None:
        return
    qualified = [o for o in result.all_options if o.ruled_out is None and o.sound and o.within_budget]
    ctx = Context(catalog, scenario, result.model, best.estimate.task, scenario.concurrent_users, TODAY)
    if any(_with_headroom(ctx, o) for o in qualified):
        assert best.headroom_share >= FIRST_CHOICE_HEADROOM_SHARE, (best.gpu, best.count, best.headroom_share)


def shuffled(catalog, seed):
    rng = random.Random(seed)

    def mix(section):
        items = list(section.entries.items())
        rng.shuffle(items)
        return Section(section.kind, dict(items))

    return dataclasses.replace(
        catalog,
        gpus=mix(catalog.gpus),
        cloud=mix(catalog.cloud),
        platforms=mix(catalog.platforms),
        quants=mix(catalog.quants),
        hosts=mix(catalog.hosts),  # the CPU+GPU machines compete too (core.sizing.cpu_offload)
        apis=mix(catalog.apis),
    )


def picks(result):
    return [(o.label, o.kind, o.gpu, o.count, o.quant, o.cloud_instance) for o in result.options if o.label != "option"]


@FUZZ
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_the_order_of_the_catalog_never_changes_the_answer(catalog, data, seed):
    scenario = data.draw(scenarios(catalog))
    assert picks(recommend(catalog, scenario, today=TODAY)) == picks(
        recommend(shuffled(catalog, seed), scenario, today=TODAY)
    )


def test_a_change_is_suggested_only_for_what_it_makes_possible(catalog):
    # Qwen2.5-14B for 30 people reading 4,000-token documents in a server room in China, 40,000 CNY: nothing
    # qualifies (the cheapest that does, one RTX PRO 6000D, is 49,999). "Accept consumer cards" used to be suggested with 8 x Ascend 910B, which needs no consumer card and
    # was possible all along (over the budget): that is what "raise the budget" says, and the change is not offered
    from gpu_advisor.core.options.option import option_name

    # the buyer's own rack server with a 1,500 W supply: four L20 would have to be held to 160 of their 275 W (58%), less
    # than a power limit is offered at, so they do not go in (issue 23 item 5)
    own = template().existing.model_copy(update={"psu_watts": 1500})
    result = run(
        catalog,
        model="qwen2.5-14b",
        concurrent_users=30,
        budget=Budget(one_off=40_000, currency="CNY"),
        existing=own,
    )
    assert result.recommended is None
    keys = [t.key for t in result.suggestions]
    assert "suggest.consumer" not in keys
    possible = {option_name(catalog, o) for o in result.all_options if o.sound and o.ruled_out is None}
    for text in result.suggestions:
        if text.key in ("suggest.accept_used", "suggest.team", "suggest.consumer", "suggest.server_room"):
            assert text.params["option"] not in possible, text.render()
    # the buyer plans to buy: raising the budget names hardware to buy; renting has its own line
    more = next(t for t in result.suggestions if t.key == "suggest.more_gpus")
    bought = {option_name(catalog, o) for o in result.all_options if o.kind == "buy"}
    assert more.params["option"] in bought
    assert "suggest.cloud" in keys
