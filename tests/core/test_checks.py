"""Every compatibility check, in its pass and its fail (or warn) state, on catalog hardware."""

import pytest

from gpu_advisor.core.checks import (
    at_least,
    check_bf16,
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
)
from gpu_advisor.core.market import sold_new_in
from gpu_advisor.core.scenario import Existing


@pytest.fixture
def g(catalog):
    return catalog.gpus.get


def statuses(check):
    return check.status


def test_cuda_per_architecture(g):
    assert check_cuda(g("h100-sxm"), Existing(cuda_version="12.4")).status == "pass"
    assert check_cuda(g("h100-sxm"), Existing(cuda_version="11.7")).status == "fail"  # FP8 and Hopper need 11.8
    assert check_cuda(g("rtx-5090"), Existing(cuda_version="12.6")).status == "fail"  # consumer Blackwell needs 12.8
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
    assert check_pytorch(g("h100-sxm"), vllm, Existing(pytorch_version="2.3.1")).status == "pass"
    assert check_pytorch(g("h100-sxm"), vllm, Existing(pytorch_version="2.2.0")).status == "fail"  # the article's 2.3
    assert check_pytorch(g("rtx-5090"), vllm, Existing(pytorch_version="2.6.0")).status == "fail"  # Blackwell needs 2.7
    assert check_pytorch(g("rtx-5090"), vllm, Existing(pytorch_version="2.7.0")).status == "pass"
    assert check_pytorch(g("rtx-5090"), catalog.runtimes.get("llama.cpp"), Existing(pytorch_version="1.0")) is None


def test_driver_for_the_cuda_the_card_needs(g):
    # CUDA 11.8 needs driver 520.61.05 (CUDA toolkit release notes, table 3)
    assert check_driver(g("rtx-4090"), Existing(driver_version="535.104.05")).status == "pass"
    assert check_driver(g("rtx-4090"), Existing(driver_version="470.82.01")).status == "fail"
    assert check_driver(g("rtx-5090"), Existing(driver_version="560.35.03")).status == "fail"  # 12.8 needs 570.26
    assert highest_cuda_for_driver("550.54.14") == "12.4"


def test_power_supply_with_margin(g):
    need, gpus, host = needed_power_w(g("rtx-4090"), 2)
    assert (gpus, host, need) == (900, 400, pytest.approx(1560))  # (2 x 450 + 200 + 2 x 100) x 1.2
    assert check_power(g("rtx-4090"), 2, 1600).status == "pass"
    assert check_power(g("rtx-4090"), 2, 1500).status == "fail"


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
