"""2025-26 model families (#14 item 3): usual names resolve, totals match the cited model cards, the KV cache of
hybrid linear attention (Qwen3-Next) and alternating sliding windows (gpt-oss) is sized by hand, estimate runs."""

import json

import pytest

from gpu_advisor.core.cli import main
from gpu_advisor.core.sizing import kv_cache_bytes, weight_bytes

# id: (names people type, cited total B, cited active B)
NEW_MODELS = {
    "deepseek-v3.1": (["deepseek-ai/DeepSeek-V3.1", "DeepSeek V3.1", "deepseek-v3.1:671b"], 671, 37),
    "deepseek-v3.2": (["deepseek-ai/DeepSeek-V3.2-Exp", "DeepSeek-V3.2", "DeepSeek V3.2"], 671, 37),
    "deepseek-r1-0528-qwen3-8b": (["deepseek-ai/DeepSeek-R1-0528-Qwen3-8B", "deepseek-r1:8b"], 8.19, 8.19),
    "kimi-k2": (["moonshotai/Kimi-K2-Instruct", "Kimi K2", "kimi-k2", "Kimi-K2-Instruct-0905"], 1000, 32),
    "glm-4.5": (["zai-org/GLM-4.5", "GLM-4.5", "glm-4.6", "智谱 GLM-4.5"], 355, 32),
    "glm-4.5-air": (["zai-org/GLM-4.5-Air", "GLM 4.5 Air", "glm-4.5-air"], 106, 12),
    "gpt-oss-20b": (["openai/gpt-oss-20b", "gpt-oss:20b", "gpt-oss-20b"], 20.91, 3.61),
    "gpt-oss-120b": (["openai/gpt-oss-120b", "gpt-oss:120b", "GPT OSS 120B"], 116.83, 5.13),
    "qwen3-next-80b-a3b": (["Qwen/Qwen3-Next-80B-A3B-Instruct", "Qwen3-Next", "qwen3-next:80b"], 80, 3),
    "minimax-m2": (["MiniMaxAI/MiniMax-M2", "MiniMax M2", "minimax-m2.1"], 230, 10),
}


@pytest.mark.parametrize("model_id", sorted(NEW_MODELS))
def test_new_models_resolve_by_their_usual_names(catalog, model_id):
    names, total, active = NEW_MODELS[model_id]
    for name in names:
        assert catalog.models.get(name).id == model_id, name
    model = catalog.models.get(model_id)
    assert model.params_b == pytest.approx(total, rel=0.01)
    assert model.active_params_b == pytest.approx(active, rel=0.01)


def test_ollama_deepseek_r1_8b_is_the_0528_qwen3_distill(catalog):
    assert catalog.models.get("deepseek-r1:8b").layers == 36  # Qwen3-8B shapes, not Llama's 32
    assert catalog.models.get("deepseek-r1:8b-llama-distill").id == "deepseek-r1-distill-llama-8b"


def test_qwen3_next_keeps_a_kv_cache_in_12_of_48_layers(catalog):
    model = catalog.models.get("qwen3-next-80b-a3b")
    # 12 layers x (K and V) x 2 KV heads x 256 head_dim x 2 bytes = 24576 bytes per token, not 4 x that
    assert kv_cache_bytes(model, 1) == 12 * 2 * 2 * 256 * 2 == 24576
    assert kv_cache_bytes(model, 32768) == 24576 * 32768


def test_gpt_oss_half_the_layers_slide_over_128_tokens(catalog):
    model = catalog.models.get("gpt-oss-120b")
    per_layer = 2 * 8 * 64 * 2  # K and V x 8 KV heads x head_dim 64 x 2 bytes = 2048 bytes per token
    # 18 full layers hold all 32768 tokens, 18 sliding layers at most 128
    assert kv_cache_bytes(model, 32768) == per_layer * (18 * 32768 + 18 * 128) == 1_212_678_144
    assert kv_cache_bytes(model, 100) == per_layer * 36 * 100


def test_mxfp4_sizes_gpt_oss_near_its_published_checkpoint(catalog):
    # 4.25 bits per expert weight, embeddings in bf16: about 64 GB; the released checkpoint is about 65 GB
    weights = weight_bytes(catalog.models.get("gpt-oss-120b"), catalog.quants.get("mxfp4"))
    assert 60e9 < weights < 67e9


@pytest.mark.parametrize(("quant", "published_gb"), [("ud-iq1_s", 131), ("ud-q2_k_xl", 212)])
def test_unsloth_dynamic_quants_give_the_published_r1_sizes(catalog, quant, published_gb):
    weights = weight_bytes(catalog.models.get("deepseek-r1"), catalog.quants.get(quant))
    assert weights / 1e9 == pytest.approx(published_gb, rel=0.01)


@pytest.mark.parametrize(
    ("model", "gpu", "count", "quant"),
    [
        ("DeepSeek V3.1", "h200-sxm", 8, "fp8"),
        ("DeepSeek-V3.2", "h200-sxm", 8, "fp8"),
        ("deepseek-r1:8b", "rtx-4090", 1, "q4_k_m"),
        ("Kimi K2", "h200-sxm", 8, "q4_k_m"),
        ("GLM-4.5", "h200-sxm", 4, "fp8"),
        ("GLM-4.5-Air", "h100-sxm", 2, "fp8"),
        ("gpt-oss:20b", "rtx-4090", 1, "mxfp4"),
        ("gpt-oss:120b", "h100-sxm", 1, "mxfp4"),
        ("Qwen3-Next", "h200-sxm", 2, "bf16"),
        ("MiniMax-M2", "h200-sxm", 4, "fp8"),
    ],
)
def test_estimate_runs_for_each_new_model(capsys, model, gpu, count, quant):
    code = main(["estimate", "--model", model, "--gpu", gpu, "--count", str(count), "--quant", quant, "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert out["memory"]["fits"] is True
