"""Hybrid CPU+GPU inference (#14 item 1): experts in system memory, the rest on one GPU."""

from __future__ import annotations

import pytest

from gpu_advisor.core.catalog import load_catalog
from gpu_advisor.core.hybrid import peak_bandwidth, reached_bandwidth
from gpu_advisor.core.sizing import estimate

CATALOG = load_catalog()


def _r1(host: str, runtime: str = "ktransformers", **kwargs):  # type: ignore[no-untyped-def]
    return estimate(
        CATALOG,
        CATALOG.models.get("deepseek-r1"),
        CATALOG.gpus.get("rtx-4090"),
        quant=CATALOG.quants.get("q4_k_m"),
        runtime=CATALOG.runtimes.get(runtime),
        host=CATALOG.hosts.get(host),
        **kwargs,
    )


@pytest.mark.parametrize(
    ("host", "context", "measured"),
    [
        # kvcache-ai/ktransformers issue #314: one EPYC 9654, 12 x DDR5-4800, RTX 4090, R1 Q4_K_M: 14 tok/s at 1K
        ("epyc-9654-1s", 1024, 14.0),
        # KTransformers DeepseekR1_V3_tutorial.md V0.2.1: two Xeon Gold 6454S, 16 x DDR5-4800, RTX 4090: 13.4 tok/s
        ("xeon-gold-6454s-2s", 2230, 13.4),
    ],
)
def test_r1_q4km_one_and_two_sockets_with_one_4090_within_25_percent(host: str, context: int, measured: float) -> None:
    result = _r1(host, context=context + 300, prompt_tokens=context, output_tokens=300)
    assert result.fits, [p.render() for p in result.problems]
    decode = result.speed.decode_tokens_per_s
    low, high = result.speed.decode_tokens_per_s_range
    assert abs(decode - measured) / measured <= 0.25
    assert low <= measured <= high


def test_bandwidth_formula_by_hand() -> None:
    host = CATALOG.hosts.get("epyc-9654-2s")
    hybrid = CATALOG.runtimes.get("ktransformers").hybrid
    assert hybrid is not None
    # 12 channels x 4800 MT/s x 8 bytes = 460.8 GB/s per socket
    assert peak_bandwidth(host) == pytest.approx(460.8e9)
    expected = 460.8e9 * (1 + hybrid.second_socket_gain) * hybrid.cpu_bandwidth_efficiency
    assert reached_bandwidth(host, hybrid) == pytest.approx(expected)
    # llama.cpp reads across the socket link: a second socket gains it less than KTransformers' copy per socket
    llama = CATALOG.runtimes.get("llama.cpp").hybrid
    assert llama is not None and llama.second_socket_gain < hybrid.second_socket_gain


def test_experts_in_system_memory_attention_and_shared_on_gpu() -> None:
    one = _r1("epyc-9654-1s", context=4096)
    two = _r1("epyc-9654-2s", context=4096)
    assert one.host is not None and two.host is not None
    # the routed experts (about 97% of R1's weights) go to system memory; ~10 GB of attention, shared expert
    # and dense layers stay on the 24 GB card
    assert 0.95 < one.host.cpu_share_of_weights < 0.99
    assert 8 < one.memory.breakdown["weights"] < 14
    assert 370 < one.host.cpu_weights_gb < 420
    # KTransformers copies the experts into each socket's memory
    assert two.memory.breakdown["system_ram_weights"] == pytest.approx(2 * one.memory.breakdown["system_ram_weights"])
    data = one.to_dict()
    assert data["host"]["host"] == "epyc-9654-1s" and "memory" in data and "speed" in data
    gpu_only = estimate(CATALOG, CATALOG.models.get("qwen2.5-7b"), CATALOG.gpus.get("rtx-4090"))
    assert "host" not in gpu_only.to_dict()


def test_refused_when_system_memory_cannot_hold_the_experts() -> None:
    result = _r1("epyc-9654-1s", system_memory_gb=256)
    assert not result.fits
    assert any(p.key == "sizing.host_memory" for p in result.problems)
    assert "256 GB" in result.problems[-1].render("en")
    assert result.problems[-1].render("zh_CN")
