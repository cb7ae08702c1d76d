"""What a recommendation works out once and reuses (issue 21: a whole recommendation within its time budget) gives
the same answers as working it out every time: the checks' memo (core.checks.run_checks), the sizing memo
(core.sizing.estimate), the request's memo (core.options.request.Context.memo) and the catalog's formats per level."""

import datetime as dt
import json

from gpu_advisor.core.checks.checks import check_export, check_fits, fits_check, market_check, run_checks
from gpu_advisor.core.options.request import Context, allowed_quants, resolve_model, size_for, task_of
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import PRECISION_ORDER, Budget, Existing, template
from gpu_advisor.core.sizing import estimate

TODAY = dt.date(2026, 11, 30)


def as_dicts(checks):
    return [c.to_dict("en") for c in checks]


def test_run_checks_gives_the_same_checks_with_its_memo_as_without(catalog):
    # one memo across parts, counts, formats, runtimes, chassis, places and buyers' machines, as a recommendation and
    # its cloud options share one: each answer must be the one made afresh
    model = catalog.models.get("deepseek-r1-distill-qwen-32b")
    # the buyer's machine, and the same machine with one fact changed at a time: each fact must be in the memo's keys
    base = Existing(
        psu_watts=2000,
        free_slots=8,
        chassis="rack",
        os="linux",
        cuda_version="12.4",
        pytorch_version="2.5.1",
        driver_version="550.54",
        system_ram_gb=256,
        disk_free_gb=2000,
    )
    changes = [
        {"os": "windows"},
        {"os": None},
        {"cuda_version": "11.8"},
        {"pytorch_version": "2.1"},
        {"driver_version": "470.42"},
        {"psu_watts": 800.0},
        {"free_slots": 2},
        {"system_ram_gb": 32.0},
        {"disk_free_gb": 50.0},
        {"site_power_limit_w": 300.0},
    ]
    machines = [Existing(), base, *(base.model_copy(update=change) for change in changes)]
    quants = [catalog.quants.get(q) for q in ("bf16", "fp8", "awq-int4")]
    platforms = [None, catalog.platforms_for("office")[0], *catalog.platforms_for("server_room")[:2]]
    memo: dict = {}
    compared = 0
    for gpu in list(catalog.gpus)[::7]:
        for quant in quants:
            runtime = catalog.preferred_runtime(gpu, quant, "serving") or catalog.preferred_runtime(
                gpu, quant, "desktop"
            )
            if runtime is None:
                continue
            for count in (1, 8):
                for target, region in (("server_room", "cn"), ("office", "us"), ("cloud", "cn"), ("edge", "eu")):
                    for existing in machines:
                        for platform in platforms:
                            for in_existing in (False, True):
                                args = dict(
                                    gpu=gpu,
                                    count=count,
                                    model=model,
                                    quant=quant,
                                    runtime=runtime,
                                    split="tensor" if count > 1 else "single",
                                    task="inference",
                                    target=target,
                                    region=region,
                                    existing=existing,
                                    platform=platform,
                                    weights_gb=model.params_b * quant.bits_per_weight / 8,
                                    per_gpu_gb=20.0 * count,
                                    usable_gb=gpu.memory_gb * 0.9,
                                    in_existing_machine=in_existing,
                                )
                                fresh = as_dicts(run_checks(catalog, **args))
                                assert as_dicts(run_checks(catalog, **args, memo=memo)) == fresh, (gpu.id, args)
                                compared += 1
    assert compared > 1000


def test_the_memory_and_market_checks_are_the_same_from_the_memo(catalog):
    memo: dict = {}
    for per_gpu, usable in [(10.04, 20.0), (10.01, 20.0), (20.0, 20.0), (20.04, 20.0), (19.96, 20.0), (5.0, 70.3)]:
        for unified in (False, True):
            for task in ("inference", "full"):
                made = fits_check(per_gpu, usable, unified, task, memo)
                assert made.to_dict("zh_CN") == check_fits(per_gpu, usable, unified, task).to_dict("zh_CN")
    for gpu in catalog.gpus:
        for region in ("cn", "us", "eu", "other"):
            for condition in ("new", "used"):
                made = market_check(catalog, gpu, region, condition, memo)
                assert made.to_dict("en") == check_export(catalog, gpu, region, condition).to_dict("en")


def test_an_estimate_is_the_same_with_the_sizing_memo(catalog):
    memo: dict = {}
    for model_id in ("deepseek-r1-distill-qwen-32b", "qwen2.5-7b", "deepseek-r1"):
        model = catalog.models.get(model_id)
        for gpu in list(catalog.gpus)[::2]:
            for quant_id in ("bf16", "fp8", "awq-int4", "q4_k_m"):
                quant = catalog.quants.get(quant_id)
                for count in (1, 4):
                    for context, prompt in ((16384, 4000), (4096, 1000)):
                        kwargs = dict(count=count, quant=quant, context=context, prompt_tokens=prompt, batch=10)
                        fresh = estimate(catalog, model, gpu, **kwargs)
                        shared = estimate(catalog, model, gpu, **kwargs, memo=memo)
                        assert shared.to_dict() == fresh.to_dict(), (model_id, gpu.id, quant_id, count)


def test_the_request_memo_is_emptied_when_the_request_changes(catalog):
    scenario = template()
    ctx = Context(catalog, scenario, resolve_model(catalog, scenario), task_of(scenario), 10, TODAY)
    gpu = catalog.gpus.get("l20")
    quant, runtime = catalog.quants.get("awq-int4"), catalog.runtimes.get("vllm")
    first = size_for(ctx, gpu, 2, quant, runtime)
    assert size_for(ctx, gpu, 2, quant, runtime) is first  # made once per request
    ctx.scenario = scenario.model_copy(update={"context_tokens": 4096})
    second = size_for(ctx, gpu, 2, quant, runtime)
    assert second is not first and second.context == 4096  # another scenario: worked out again
    ctx.users = 3
    assert size_for(ctx, gpu, 2, quant, runtime).batch == 3


def test_the_formats_of_a_level_are_the_catalogs_in_order(catalog):
    for level in PRECISION_ORDER:
        found = catalog.quants_at(level)
        assert found == [q for q in catalog.quants if q.precision_level == level]
        found.clear()  # the caller's own list
        assert catalog.quants_at(level) == [q for q in catalog.quants if q.precision_level == level]
    scenario = template()
    for gpu in catalog.gpus:
        assert allowed_quants(catalog, scenario, gpu, "inference", resolve_model(catalog, scenario))


def test_a_recommendation_is_the_same_before_and_after_others(catalog):
    # nothing one recommendation keeps answers another: the template, then other scenarios, then the template again
    first = recommend(catalog, template(), TODAY)
    recommend(
        catalog, template().model_copy(update={"model": "deepseek-r1", "budget": Budget(one_off=3_000_000)}), TODAY
    )
    recommend(catalog, template().model_copy(update={"target": "office", "concurrent_users": 3}), TODAY)
    again = recommend(catalog, template(), TODAY)

    def shown(result):
        return json.dumps([o.to_dict("en") for o in result.all_options], sort_keys=True, default=str)

    assert shown(again) == shown(first)
