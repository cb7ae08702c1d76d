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
