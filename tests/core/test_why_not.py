""" "Why not X?" gives the one reason that applies, not a choice of two (core/why_not.py): before, every card
without a candidate read "not sold new in your market, or does not come in a machine for this place"."""

import datetime as dt

from gpu_advisor.core.presentation.why_not import why_not
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import template


def answers(catalog, **changes):
    result = recommend(catalog, template().model_copy(update=changes))
    return {w.gpu: w.answer for w in why_not(result)}


def test_a_card_blocked_in_the_market_names_the_market(catalog):
    # the RTX 4090 is under a US export rule for China (gpus.toml markets) and has no used price
    assert answers(catalog, region="cn")["rtx-4090"].key == "whynot.not_sold_new"


def test_a_card_sold_here_but_taken_by_no_server_names_the_machine(catalog):
    # in the US the RTX 4090 is sold, but no server chassis takes a three-slot open-air card (core/catalog/fit.py)
    assert answers(catalog, region="us", consumer_cards_ok=True)["rtx-4090"].key == "whynot.no_machine"


def test_a_card_no_longer_made_is_answered_by_the_rule_that_rules_it_out(catalog):
    # the RTX 3090 fits an office tower but is no longer made: the suitability rule's own sentence answers
    found = answers(catalog, region="us", target="office")
    assert found["rtx-3090"].key == "rule.end_of_life_stock_only"


def test_a_card_without_a_sourced_price_says_so(catalog):
    assert answers(catalog, region="cn")["rtx-4090d"].key == "whynot.no_price"


def test_each_answer_reads_in_chinese(catalog):
    for answer in answers(catalog, region="cn").values():
        text = answer.render("zh_CN")
        assert text and "{" not in text


def test_a_card_no_runtime_serves_says_so(catalog):
    # the Cambricon MLU370-X8 (Neuware): Cambricon's vllm-mlu does not support it (its issue #2, 2025-10-10), so the
    # catalog has no runtime for it; a supplier's quote would not change that
    from gpu_advisor.core.presentation.why_not import _answer  # noqa: PLC2701

    result = recommend(catalog, template().model_copy(update={"domestic_required": True}), today=dt.date(2026, 11, 30))
    answer = _answer(result, "cambricon-mlu370-x8")
    assert answer is not None and answer.key == "whynot.no_runtime" and "软件" in answer.render("zh_CN")


def test_the_cards_buyers_name_are_answered_whether_or_not_they_were_sized(catalog):
    """Issue 22: "Why not …?" skipped the cards buyers ask about (H100, RTX PRO 6000). Every card gpus.toml marks
    `asked_about` gets an answer, in that order, before the tempting and the ruled-out ones; a card of another market
    (the H20 outside China) is left out, as it tempts nobody there."""
    from gpu_advisor.core.presentation import why_not
    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.core.scenario import template

    for region in ("cn", "us"):
        answers = why_not(recommend(catalog, template().model_copy(update={"region": region})))
        named = [a.gpu for a in answers]
        for gpu_id in ("h100-sxm", "h200-sxm", "a100-80gb-sxm", "rtx-4090", "rtx-pro-6000-blackwell", "m3-ultra-96gb"):
            assert gpu_id in named, (region, gpu_id)
        asked = [g.id for g in catalog.asked_about_gpus() if g.id in named]
        assert named[: len(asked)] == asked  # first, in the catalog's order
        assert all(a.answer.render("zh_CN") and a.answer.render("en") for a in answers)
    assert "h20" in [a.gpu for a in why_not(recommend(catalog, template()))]


def test_a_card_made_for_another_market_is_not_answered_for(catalog):
    """Newcomer review: a US buyer was told why not an H20, an A800 and a Chinese grey-market 4090D, cards nobody
    there is offered; a Chinese buyer still is."""
    from gpu_advisor.core.catalog.market import market_status
    from gpu_advisor.core.presentation.why_not import why_not as answers_for
    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.core.scenario import template

    def elsewhere(result, gpu_id):
        status = market_status(catalog.gpus.get(gpu_id), result.scenario.region)
        return status is not None and status.reason == "not_sold_there"

    us = recommend(catalog, template().model_copy(update={"region": "us"}))
    assert answers_for(us) and not [a.gpu for a in answers_for(us) if elsewhere(us, a.gpu)]
    cn = recommend(catalog, template())
    assert "h20" in [a.gpu for a in answers_for(cn)]
