"""The RK3588's NPU through Rockchip's RKLLM runtime (#15: the source article's edge 平替, and the domestic edge
answer). Measurements: airockchip/rknn-llm benchmark.md, RK3588, W8A8, a 128-token prompt and 64 new tokens, NPU
and CPU at their highest clocks (rows used: Qwen2 0.5B 41.58 tokens/s, 145.90 ms to the first token, 669.56 MB;
Qwen2.5 1.5B 16.69 tokens/s, 378.31 ms, 1,689.21 MB; Phi3 3.8B 7.45 tokens/s, 1,017.28 ms, 3,758.34 MB)."""

import pytest

from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import Budget, template
from gpu_advisor.core.sizing import estimate

from .test_cluster import TODAY

# (catalog model, Rockchip's row: decode tokens/s, first token s, memory GB); Qwen2 0.5B is sized as Qwen2.5 0.5B,
# the same architecture and size
ROCKCHIP_RK3588_W8A8 = [
    ("qwen2.5-0.5b", 41.58, 0.14590, 0.66956),
    ("qwen2.5-1.5b", 16.69, 0.37831, 1.68921),
    ("phi-3-mini", 7.45, 1.01728, 3.75834),
]


@pytest.mark.parametrize(("model_id", "decode", "ttft", "memory_gb"), ROCKCHIP_RK3588_W8A8)
def test_rkllm_on_the_rk3588_matches_rockchips_own_table(catalog, model_id, decode, ttft, memory_gb):
    est = estimate(
        catalog,
        catalog.models.get(model_id),
        catalog.gpus.get("rk3588-32gb"),
        1,
        catalog.quants.get("int8"),
        catalog.runtimes.get("rkllm"),
        context=192,
        prompt_tokens=128,
        batch=1,
    )
    low, high = est.speed.decode_tokens_per_s_range
    assert low <= decode <= high
    assert abs(est.speed.decode_tokens_per_s / decode - 1) < 0.10
    assert abs(est.speed.ttft_s / ttft - 1) < 0.15
    # the estimate keeps a margin over the runtime's own count (16-bit embeddings, a reserve), never less
    assert memory_gb <= est.memory.total_gb <= memory_gb * 1.3


def test_a_domestic_edge_board_is_first_where_domestic_parts_are_required(catalog):
    s = template().model_copy(
        update={
            "use_case": "chat",
            "model": "deepseek-r1-distill-qwen-1.5b",
            "concurrent_users": 1,
            "tokens_per_s_per_user": 5,
            "context_tokens": 4096,
            "prompt_tokens": 500,
            "target": "edge",
            "region": "cn",
            "domestic_required": True,
            "existing": template().existing.model_copy(update={"gpus": []}),
            "budget": Budget(one_off=10_000, monthly=None, currency="CNY"),
        }
    )
    first = recommend(catalog, s, today=TODAY).recommended
    assert (first.gpu, first.runtime, first.quant) == ("rk3588-32gb", "rkllm", "int8")
    said = " ".join(r.render("en") for r in first.reasons)
    # what domestic costs, said with the right sign, and the software it runs on named
    assert "costs" in said and "less than" in said and "% slower" in said and "negative" not in said
    assert "RKNN with RKLLM" in said and "vLLM-Ascend" not in said
    # its only price is a 2023 US presale listing: both said, so the buyer asks a local supplier
    assert "seen in the US (2023-12-19)" in said and "older than six months" in said
