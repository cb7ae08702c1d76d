"""Every compatibility check, in its pass and its fail (or warn) state, on catalog hardware."""

import datetime as dt

import pytest
from pydantic import ValidationError

from gpu_advisor.core.catalog.market import sold_new_in
from gpu_advisor.core.catalog.schema import Runtime
from gpu_advisor.core.checks.checks import (
    at_least,
    check_bf16,
    check_compute_capability,
    check_cuda,
    check_disk,
    check_driver,
    check_edge_power,
    check_export,
    check_fits,
    check_fp8,
    check_growth,
    check_lanes,
    check_nvlink,
    check_power,
    check_pytorch,
    check_server_card,
    check_slots,
    check_system_ram,
    check_tensor_parallel,
    highest_cuda_for_driver,
    needed_power_w,
    run_checks,
)
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import Existing, Scenario, template


@pytest.fixture
def g(catalog):
    return catalog.gpus.get


def statuses(check):
    return check.status


def test_cuda_per_architecture(g):
    assert check_cuda(g("h100-sxm"), Existing(cuda_version="12.4")).status == "pass"
    assert check_cuda(g("h100-sxm"), Existing(cuda_version="11.7")).status == "warn"  # FP8 and Hopper need 11.8
    assert check_cuda(g("rtx-5090"), Existing(cuda_version="12.6")).status == "warn"  # consumer Blackwell needs 12.8
    assert check_cuda(g("rtx-5090"), Existing(cuda_version="12.8")).status == "pass"
    assert check_cuda(g("rtx-4090"), Existing()).status == "warn"  # not given: say what is needed
    not_cuda = check_cuda(g("ascend-910b"), Existing())
    assert not_cuda.status == "warn" and "CANN" in not_cuda.message.render("en")


def test_fp8_only_on_ada_hopper_blackwell(catalog, g):
    fp8 = catalog.quants.get("fp8")
    assert check_fp8(g("l40s"), fp8).status == "pass"
    assert check_fp8(g("a100-80gb-sxm"), fp8).status == "fail"
    assert check_fp8(g("a100-80gb-sxm"), catalog.quants.get("bf16")) is None


def test_bf16_and_flash_attention_from_ampere(g):
    assert check_bf16(g("a10")).status == "pass"
    assert check_bf16(g("t4")).status == "warn"
    assert check_bf16(g("v100-sxm2-32gb")).status == "warn"


def test_pytorch_for_hopper_and_blackwell(catalog, g):
    vllm = catalog.runtimes.get("vllm")
    assert check_pytorch(catalog, g("h100-sxm"), vllm, Existing(pytorch_version="2.3.1")).status == "pass"
    # the article's 2.3
    assert check_pytorch(catalog, g("h100-sxm"), vllm, Existing(pytorch_version="2.2.0")).status == "warn"
    # Blackwell needs 2.7
    assert check_pytorch(catalog, g("rtx-5090"), vllm, Existing(pytorch_version="2.6.0")).status == "warn"
    assert check_pytorch(catalog, g("rtx-5090"), vllm, Existing(pytorch_version="2.7.0")).status == "pass"
    assert (
        check_pytorch(catalog, g("rtx-5090"), catalog.runtimes.get("llama.cpp"), Existing(pytorch_version="1.0"))
        is None
    )


def test_driver_for_the_cuda_the_card_needs(catalog, g):
    # CUDA 11.8 needs driver 520.61.05 (CUDA toolkit release notes, table 3)
    assert check_driver(catalog, g("rtx-4090"), Existing(driver_version="535.104.05")).status == "pass"
    assert check_driver(catalog, g("rtx-4090"), Existing(driver_version="470.82.01")).status == "warn"
    # 12.8 needs 570.26
    assert check_driver(catalog, g("rtx-5090"), Existing(driver_version="560.35.03")).status == "warn"
    assert highest_cuda_for_driver(catalog.software, "550.54.14") == "12.4"


def test_power_supply_with_margin(g):
    need, gpus, host = needed_power_w(g("rtx-4090"), 2)
    assert (gpus, host, need) == (900, 400, pytest.approx(1560))  # (2 x 450 + 200 + 2 x 100) x 1.2
    assert check_power(g("rtx-4090"), 2, 1600).status == "pass"
    # on 1,500 W the two cards run only held to (1500 / 1.2 - 400) / 2 = 425 W, 420 W in steps of 10: a warning where
    # the supply is fixed (the buyer's own machine, an office tower), a failure in a server bought new
    limited = check_power(g("rtx-4090"), 2, 1500)
    assert limited.status == "warn" and limited.message.params["cap"] == 420
    assert check_power(g("rtx-4090"), 2, 1500, may_limit=False).status == "fail"


def test_growth_rule_is_advice(catalog):
    big, small = catalog.platforms.get("server-pcie-8"), catalog.platforms.get("server-pcie-4")
    assert check_growth(4, big).status == "pass"
    warn = check_growth(4, small)
    assert warn.status == "warn" and "10 kW" in warn.message.render("en")
    assert check_growth(1, small) is None


def test_slots_count_card_width(g):
    assert check_slots(g("rtx-4090"), 2, 6).status == "pass"  # triple-slot: 2 cards take 6 positions
    fail = check_slots(g("rtx-4090"), 3, 8)
    assert fail.status == "fail" and "9" in fail.message.render("en")


def test_pcie_lanes(g):
    assert check_lanes(g("rtx-4090")).status == "pass"
    assert check_lanes(g("rtx-4060-ti-16gb")).status == "warn"  # x8 only


def test_nvlink_for_multi_gpu_training(g):
    assert check_nvlink(g("h100-sxm"), 8, "full").status == "pass"
    assert check_nvlink(g("l40s"), 4, "lora").status == "warn"
    assert check_nvlink(g("l40s"), 4, "inference") is None


def test_tensor_parallel_divides_heads(catalog):
    model = catalog.models.get("llama-3.1-70b")  # 64 heads, 8 KV heads
    assert check_tensor_parallel(model, 4, "tensor").status == "pass"
    assert check_tensor_parallel(model, 3, "tensor").status == "fail"


def test_system_ram_and_disk(g):
    assert check_system_ram(g("l40s"), 40, 64).status == "pass"
    assert check_system_ram(g("l40s"), 140, 64).status == "warn"
    assert check_system_ram(g("m2-ultra-192gb"), 140, 64) is None  # unified memory: the same memory
    assert check_disk(40, 100).status == "pass"
    assert check_disk(140, 100).status == "fail"


def test_export_control_names_alternatives(catalog, g):
    assert check_export(catalog, g("h100-sxm"), "us").status == "pass"
    blocked = check_export(catalog, g("h100-sxm"), "cn")
    assert blocked.status == "fail"
    fix = blocked.fix.render("en")
    assert "Ascend" in fix and "CANN" in fix
    assert "昇腾" in blocked.fix.render("zh_CN")


def test_china_only_parts_are_not_offered_elsewhere(catalog, g):
    """The RTX 5090D V2 and the H20 are China SKUs: a buyer in the US or Europe cannot buy them new, and is
    offered parts sold there instead (never another China SKU, never a part restricted there)."""
    assert check_export(catalog, g("rtx-5090d-v2"), "cn").status == "pass"
    for region in ("us", "eu", "other"):
        check = check_export(catalog, g("rtx-5090d-v2"), region)
        assert check.status == "fail" and check.message.key == "check.market.not_sold_there"
        assert "another market" in check.message.render("en") and "2025-08-12" in check.message.render("en")
        assert "其他市场" in check.message.render("zh_CN")
        offered = check.fix.params["alternatives"].split(", ")
        assert offered and all(sold_new_in(g(x), region) for x in (catalog.gpus.find(name).id for name in offered))
    # in China the H20 is not blocked by a US rule any more but advised against by Chinese regulators (a warning,
    # with the date); elsewhere it is a China SKU
    h20 = check_export(catalog, g("h20"), "cn")
    assert h20.status == "warn" and h20.message.key == "check.market.china_guidance"
    assert "2025-08-21" in h20.message.render("zh_CN")
    assert check_export(catalog, g("h20"), "us").message.key == "check.market.not_sold_there"


def test_the_market_check_follows_the_part_and_the_region(catalog, g):
    """H200: licensed buyers only in China; RTX 4090: a US export rule in China (new or used), old stock
    elsewhere; a withdrawn Mac is not bought new; a used unit of a part no longer made is a warning."""
    h200 = check_export(catalog, g("h200-sxm"), "cn")
    assert h200.status == "fail" and h200.message.key == "check.market.licensed"
    assert "普通企业" in h200.message.render("zh_CN")
    assert check_export(catalog, g("h200-sxm"), "us").status == "pass"
    for condition in ("new", "used"):
        assert check_export(catalog, g("rtx-4090"), "cn", condition).message.key == "check.market.us_export_rule"
    stock = check_export(catalog, g("rtx-4090"), "us")
    assert stock.status == "warn" and stock.message.key == "check.market.stock_only"
    assert "2024-10-31" in stock.message.render("en")
    mac = check_export(catalog, g("m3-ultra-512gb"), "us")
    assert mac.status == "fail" and mac.message.key == "check.market.withdrawn"
    used = check_export(catalog, g("rtx-3090"), "cn", "used")
    assert used.status == "warn" and used.message.key == "check.market.used_only"
    assert "已停产" in used.message.render("zh_CN")


def test_edge_power_envelope(g):
    assert check_edge_power(g("jetson-agx-orin-64gb"), 1, 60).status == "pass"
    assert check_edge_power(g("jetson-agx-orin-64gb"), 1, 30).status == "fail"


def test_consumer_cards_in_a_server_room(g):
    assert check_server_card(g("l40s"), "server_room").status == "pass"
    assert check_server_card(g("rtx-4090"), "server_room").status == "warn"
    assert check_server_card(g("rtx-4090"), "office") is None


def test_memory_fits():
    assert check_fits(20, 24).status == "pass"
    assert check_fits(30, 24).status == "fail"


def test_version_comparison():
    assert at_least("12.4", "11.8") and at_least("2.3.1+cu121", "2.3") and not at_least("2.2.2", "2.3")
    assert at_least("550.54.14", "550.54.14") and not at_least("470.82.01", "520.61.05")


def test_a_runtime_fails_below_the_compute_capability_it_supports(catalog, g):
    """runtimes.toml min_compute_capability: vLLM and SGLang from 7.5 (a T4 runs them, a V100 does not), TensorRT-LLM
    from 8.0, llama.cpp, Ollama and Transformers from 5.0; said only when it fails."""
    rt = catalog.runtimes.get
    for runtime in ("vllm", "sglang", "tensorrt-llm"):
        check = check_compute_capability(g("v100-sxm2-32gb"), rt(runtime))
        assert check is not None and check.status == "fail" and check.id == "compute_capability"
    for runtime in ("llama.cpp", "ollama", "transformers"):
        assert check_compute_capability(g("v100-pcie-16gb"), rt(runtime)) is None
    assert check_compute_capability(g("t4"), rt("vllm")) is None  # vLLM V1 runs below 8.0 since v0.10.2
    assert check_compute_capability(g("t4"), rt("sglang")) is None
    assert check_compute_capability(g("t4"), rt("tensorrt-llm")).status == "fail"  # Ampere and later
    assert all(check_compute_capability(g("rtx-4090"), r) is None for r in catalog.runtimes)
    # parts without an NVIDIA compute capability are not judged by it
    assert check_compute_capability(g("rx-7900-xtx"), rt("vllm")) is None
    assert check_compute_capability(g("ascend-910b"), rt("vllm-ascend")) is None
    assert rt("mlx").supports(g("v100-sxm2-32gb"))  # no published minimum: not judged
    assert not rt("vllm").supports(g("v100-pcie-16gb")) and rt("vllm").supports(g("rtx-5090"))  # 12.0 > 7.5


def test_the_compute_capability_message_names_the_runtime_the_part_and_both_numbers(catalog, g):
    check = check_compute_capability(g("v100-sxm2-32gb"), catalog.runtimes.get("vllm"))
    for lang in ("en", "zh_CN"):
        said = check.to_dict(lang)
        for word in ("vLLM", "V100", "7.0", "7.5"):
            assert word in said["message"], (lang, said)
        assert "llama.cpp" in said["fix"] and "7.5" in said["fix"]
    assert "计算能力" in check.to_dict("zh_CN")["message"]


def test_every_runtime_minimum_has_its_source(catalog):
    with_minimum = [r for r in catalog.runtimes if r.min_compute_capability]
    assert {r.id for r in with_minimum} >= {"vllm", "sglang", "tensorrt-llm", "llama.cpp"}
    assert all(r.min_compute_capability_source.strip() for r in with_minimum)
    data = catalog.runtimes.get("vllm").model_dump()
    data["min_compute_capability_source"] = ""
    with pytest.raises(ValidationError, match="min_compute_capability_source"):
        Runtime.model_validate(data)
    data["min_compute_capability_source"] = "somewhere"
    data["min_compute_capability"] = "seven"
    with pytest.raises(ValidationError):
        Runtime.model_validate(data)


def test_run_checks_fails_vllm_on_a_v100(catalog, g):
    model, quant = catalog.models.get("qwen2.5-14b"), catalog.quants.get("fp16")

    def ids(gpu_id, runtime_id):
        checks = run_checks(
            catalog,
            gpu=g(gpu_id),
            count=1,
            model=model,
            quant=quant,
            runtime=catalog.runtimes.get(runtime_id),
            split="none",
            task="inference",
            target="cloud",
            region="us",
            existing=Existing(),
            platform=None,
            weights_gb=10.0,
            per_gpu_gb=12.0,
            usable_gb=28.0,
        )
        return {c.id: c.status for c in checks}

    assert ids("v100-sxm2-32gb", "vllm")["compute_capability"] == "fail"
    assert "compute_capability" not in ids("v100-sxm2-32gb", "llama.cpp")
    assert "compute_capability" not in ids("t4", "vllm")


def test_a_v100_is_offered_with_a_runtime_that_supports_it(catalog):
    """The recommendation does not put vLLM, SGLang or TensorRT-LLM on a V100 (compute capability 7.0): it takes the
    next ranked runtime that loads the format and supports the part (llama.cpp; Catalog.preferred_runtime, the
    choice `estimate` makes too), so rented V100s stay in the comparison; the T4 (7.5) keeps vLLM."""
    fp16 = catalog.quants.get("fp16")
    assert catalog.preferred_runtime(catalog.gpus.get("v100-sxm2-32gb"), fp16, "serving").id == "llama.cpp"
    assert catalog.preferred_runtime(catalog.gpus.get("t4"), fp16, "serving").id == "vllm"
    assert catalog.preferred_runtime(catalog.gpus.get("v100-sxm2-32gb"), catalog.quants.get("fp8"), "serving") is None
    changes = {
        "model": "qwen2.5-14b",
        "concurrent_users": 10,
        "target": "cloud",
        "region": "cn",
        "existing": {},
        "budget": {"one_off": 0, "monthly": 10000, "currency": "CNY"},
    }
    scenario = Scenario.model_validate({**template().model_dump(), **changes})
    result = recommend(catalog, scenario, today=dt.date(2026, 11, 30))
    v100 = [o for o in result.all_options if o.gpu.startswith("v100")]
    assert v100, "rented V100s are still compared"
    for option in v100:
        assert option.runtime not in ("vllm", "sglang", "tensorrt-llm"), (option.gpu, option.runtime)
        assert catalog.runtimes.get(option.runtime).supports(catalog.gpus.get(option.gpu))
        assert all(c.id != "compute_capability" for c in option.checks)
    t4 = [o for o in result.all_options if o.gpu == "t4"]
    assert t4 and all(o.runtime == "vllm" for o in t4)


def test_the_domestic_stacks_are_linux_only(catalog):
    # Cambricon Neuware and Kunlunxin's runtime install on Linux only, as CANN does: a card for a Windows machine the
    # buyer owns fails, with the stack named
    from gpu_advisor.core.checks.checks import check_os

    runtime = catalog.runtimes.get("transformers")
    for gpu_id, stack in (("cambricon-mlu370-x8", "Neuware"), ("kunlunxin-r200-8f", "Kunlunxin XPU")):
        check = check_os(catalog, catalog.gpus.get(gpu_id), runtime, "windows", True)
        assert check is not None and check.status == "fail" and stack in check.message.render("en"), gpu_id
        assert check_os(catalog, catalog.gpus.get(gpu_id), runtime, "linux", True) is None


def test_a_buyer_with_no_machine_gets_one_software_line_per_option_not_a_warning_per_package(catalog):
    """Issue 22: a buyer with no machine yet got 'CUDA/PyTorch version not given' warnings on every option (about 97
    lines in one report). A new (or rented) machine is set up with what it needs: one line saying what, a pass."""
    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.core.scenario import Scenario

    result = recommend(catalog, Scenario(target="server_room"))  # no machine given: nothing in scenario.existing
    shown = [o for o in result.options if o.kind in ("buy", "cloud")]
    assert shown
    for option in shown:
        software = [c for c in option.checks if c.id in ("cuda", "driver", "pytorch", "software")]
        assert all(c.status == "pass" or c.id == "cuda" for c in software), software  # cuda: another stack (ROCm...)
        assert len([c for c in software if c.id == "software"]) <= 1
        assert not any("not given" in c.message.render("en") for c in option.checks)
    best = result.recommended
    line = next(c for c in best.checks if c.id == "software").message.render("en")
    assert line.startswith(("To install on the new machine: CUDA", "Choose an image with CUDA"))
