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
    "glm-4.5": (["zai-org/GLM-4.5", "GLM-4.5", "智谱 GLM-4.5"], 355, 32),
    "glm-4.5-air": (["zai-org/GLM-4.5-Air", "GLM 4.5 Air", "glm-4.5-air"], 106, 12),
    "gpt-oss-20b": (["openai/gpt-oss-20b", "gpt-oss:20b", "gpt-oss-20b"], 20.91, 3.61),
    "gpt-oss-120b": (["openai/gpt-oss-120b", "gpt-oss:120b", "GPT OSS 120B"], 116.83, 5.13),
    "qwen3-next-80b-a3b": (["Qwen/Qwen3-Next-80B-A3B-Instruct", "Qwen3-Next", "qwen3-next:80b"], 80, 3),
    "minimax-m2": (["MiniMaxAI/MiniMax-M2", "MiniMax M2", "minimax-m2.1"], 230, 10),
    # second batch (docs/research/models-2026-12.md)
    "llama-4-scout": (
        ["meta-llama/Llama-4-Scout-17B-16E-Instruct", "Llama-4-Scout-17B-16E-Instruct", "llama4 scout", "llama4:scout"],
        109,
        17,
    ),
    "llama-4-maverick": (
        ["meta-llama/Llama-4-Maverick-17B-128E-Instruct-FP8", "Llama 4 Maverick", "llama4 maverick", "llama4:maverick"],
        400,
        17,
    ),
    "qwen3-235b-a22b-2507": (
        ["Qwen/Qwen3-235B-A22B-Instruct-2507", "Qwen3-235B-A22B-Thinking-2507", "Qwen3 235B 2507"],
        235,
        22,
    ),
    "qwen3-30b-a3b-2507": (
        ["Qwen/Qwen3-30B-A3B-Instruct-2507", "Qwen3-30B-A3B-Thinking-2507", "qwen3:30b-a3b-instruct-2507"],
        30.5,
        3.3,
    ),
    "qwen3-4b-2507": (["Qwen/Qwen3-4B-Instruct-2507", "Qwen3-4B-Thinking-2507", "qwen3:4b-instruct-2507"], 4.02, 4.02),
    "qwen3-coder-480b-a35b": (
        ["Qwen/Qwen3-Coder-480B-A35B-Instruct", "Qwen3-Coder 480B", "qwen3-coder:480b", "通义千问 Qwen3-Coder 480B"],
        480,
        35,
    ),
    "qwen3-coder-30b-a3b": (
        ["Qwen/Qwen3-Coder-30B-A3B-Instruct", "Qwen3-Coder-Flash", "qwen3-coder:30b", "qwen3-coder"],
        30.5,
        3.3,
    ),
    "mistral-small-3.2-24b": (
        [
            "mistralai/Mistral-Small-3.2-24B-Instruct-2506",
            "Mistral-Small-3.1-24B-Instruct-2503",
            "Mistral Small 3.1",
            "mistral-small3.2:24b",
        ],
        24,
        24,
    ),
    "ernie-4.5-300b-a47b": (
        ["baidu/ERNIE-4.5-300B-A47B-PT", "ERNIE 4.5", "文心 4.5", "文心4.5", "ERNIE-4.5-300B-A47B"],
        300,
        47,
    ),
    "ernie-4.5-21b-a3b": (["baidu/ERNIE-4.5-21B-A3B-PT", "ERNIE-4.5-21B-A3B-Thinking", "文心 4.5 21B"], 21.83, 3.35),
    "ernie-4.5-0.3b": (["baidu/ERNIE-4.5-0.3B-PT", "ERNIE 4.5 0.3B", "文心 4.5 0.3B"], 0.36, 0.36),
    "glm-4.6": (["zai-org/GLM-4.6", "GLM-4.6", "glm-4.6", "GLM 4.6", "智谱 GLM-4.6"], 355, 32),
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
    # 12 layers x (K and V) x 2 KV heads x 256 head_dim x 2 bytes = 24576 bytes per token, not 4 x that, beside the
    # fixed state of the 36 linear layers (39,518,208 bytes: the next test)
    assert kv_cache_bytes(model, 2) - kv_cache_bytes(model, 1) == 12 * 2 * 2 * 256 * 2 == 24576
    assert kv_cache_bytes(model, 32768) == 24576 * 32768 + 39_518_208


def test_qwen3_next_counts_the_fixed_state_of_its_36_linear_layers(catalog):
    from gpu_advisor.core.sizing import linear_state_bytes

    model = catalog.models.get("qwen3-next-80b-a3b")
    # per linear layer: 32 value heads x 128 x 128 recurrent values, and the convolution's last 3 inputs of q, k, v
    # (2 x 16 key heads x 128 + 32 value heads x 128 = 8192 wide): 524288 + 24576 = 548864 values; 36 layers at 2 bytes
    assert linear_state_bytes(model) == 36 * (32 * 128 * 128 + 8192 * 3) * 2 == 39_518_208


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


@pytest.mark.parametrize("lowest", ["bf16", "int4", "int3"])
def test_gpt_oss_is_offered_in_mxfp4_as_released(catalog, lowest):
    # gpt-oss's experts were released in MXFP4: whatever precision the buyer asks for, that is the model as published
    # (a 16-bit copy is an upcast, an AWQ one a second rounding); below 4 bits only what the buyer accepts
    import datetime as dt

    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.core.scenario import Budget, template

    scenario = template().model_copy(
        update={
            "model": "gpt-oss-120b",
            "lowest_precision": lowest,
            "region": "us",
            "prompt_tokens": 1000,
            "use_case": "chat",
            "budget": Budget(one_off=100_000, currency="USD"),
        }
    )
    result = recommend(catalog, scenario, today=dt.date(2026, 11, 30))
    formats = {o.quant for o in result.all_options if o.kind in ("buy", "cloud")}
    assert "mxfp4" in formats and not formats & {"bf16", "fp16", "fp8", "int8", "awq-int4", "gptq-int4"}
    below = {q.id for q in catalog.quants_at("int3")}
    assert (formats - {"mxfp4"}) <= below and (lowest == "int3" or formats == {"mxfp4"})
    assert result.recommended is not None and result.recommended.quant == "mxfp4"


def test_estimate_sizes_gpt_oss_in_mxfp4_by_default(capsys):
    assert main(["estimate", "--model", "gpt-oss-120b", "--gpu", "h100-sxm", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["quant"] == "mxfp4" and data["fits"]  # 'fits into a single 80GB GPU' (the model card)


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


# ---------------------------------------------------------------- second batch: parameters from the configs


def _attention(hidden, heads, kv_heads, head_dim):
    """q and o (hidden x heads*head_dim each) plus k and v (hidden x kv_heads*head_dim each), no biases."""
    return 2 * hidden * heads * head_dim + 2 * hidden * kv_heads * head_dim


def _mlp(hidden, inter):
    return 3 * hidden * inter  # gate, up, down (SwiGLU)


# id: (total, active) counted by hand from each config.json (docs/research/models-2026-12.md names the files)
HAND_COUNTED = {
    # embeddings 2 x 202048 x 5120 (untied) + 48 x attention(5120, 40, 8, 128) + 48 layers x (16 routed + 1 shared
    # expert) x mlp(5120, 8192) = 2.069 + 3.020 + 102.676 = 107.77B of text layers (the card's 109B adds the ~0.8B
    # vision encoder); active: 1 routed + 1 shared expert per layer = 2.069 + 3.020 + 12.080 = 17.17B
    "llama-4-scout": (
        2 * 202048 * 5120 + 48 * _attention(5120, 40, 8, 128) + 48 * 17 * _mlp(5120, 8192),
        2 * 202048 * 5120 + 48 * _attention(5120, 40, 8, 128) + 48 * 2 * _mlp(5120, 8192),
    ),
    # interleave_moe_layer_step 2: 24 dense layers of mlp(5120, 16384) and 24 MoE layers of 128 routed + 1 shared
    # expert of mlp(5120, 8192): 2.069 + 3.020 + 6.040 + 389.567 = 400.70B; active 2.069 + 3.020 + 6.040 + 6.040 = 17.17B
    "llama-4-maverick": (
        2 * 202048 * 5120 + 48 * _attention(5120, 40, 8, 128) + 24 * _mlp(5120, 16384) + 24 * 129 * _mlp(5120, 8192),
        2 * 202048 * 5120 + 48 * _attention(5120, 40, 8, 128) + 24 * _mlp(5120, 16384) + 24 * 2 * _mlp(5120, 8192),
    ),
    # 2 x 151936 x 4096 + 94 x attention(4096, 64, 4, 128) + 94 x 128 experts x mlp(4096, 1536) = 235.04B; 8 active: 22.14B
    "qwen3-235b-a22b-2507": (
        2 * 151936 * 4096 + 94 * _attention(4096, 64, 4, 128) + 94 * 128 * _mlp(4096, 1536),
        2 * 151936 * 4096 + 94 * _attention(4096, 64, 4, 128) + 94 * 8 * _mlp(4096, 1536),
    ),
    # 2 x 151936 x 2048 + 48 x attention(2048, 32, 4, 128) + 48 x 128 x mlp(2048, 768) = 30.52B; 8 active: 3.34B
    "qwen3-30b-a3b-2507": (
        2 * 151936 * 2048 + 48 * _attention(2048, 32, 4, 128) + 48 * 128 * _mlp(2048, 768),
        2 * 151936 * 2048 + 48 * _attention(2048, 32, 4, 128) + 48 * 8 * _mlp(2048, 768),
    ),
    # tied embeddings 151936 x 2560 + 36 x (attention(2560, 32, 8, 128) + mlp(2560, 9728)) = 4.02B, dense
    "qwen3-4b-2507": (
        151936 * 2560 + 36 * (_attention(2560, 32, 8, 128) + _mlp(2560, 9728)),
        151936 * 2560 + 36 * (_attention(2560, 32, 8, 128) + _mlp(2560, 9728)),
    ),
    # 2 x 151936 x 6144 + 62 x attention(6144, 96, 8, 128) + 62 x 160 x mlp(6144, 2560) = 480.09B; 8 active: 35.41B
    "qwen3-coder-480b-a35b": (
        2 * 151936 * 6144 + 62 * _attention(6144, 96, 8, 128) + 62 * 160 * _mlp(6144, 2560),
        2 * 151936 * 6144 + 62 * _attention(6144, 96, 8, 128) + 62 * 8 * _mlp(6144, 2560),
    ),
    # the Qwen3-30B-A3B shapes: 30.52B / 3.34B
    "qwen3-coder-30b-a3b": (
        2 * 151936 * 2048 + 48 * _attention(2048, 32, 4, 128) + 48 * 128 * _mlp(2048, 768),
        2 * 151936 * 2048 + 48 * _attention(2048, 32, 4, 128) + 48 * 8 * _mlp(2048, 768),
    ),
    # text: 2 x 131072 x 5120 + 40 x (attention(5120, 32, 8, 128) + mlp(5120, 32768)) = 23.57B; vision_config (pixtral):
    # 24 x (attention(1024, 16, 16, 64) + mlp(1024, 4096)) + patch conv 14 x 14 x 3 x 1024 + projector (patch merger
    # 4096 x 1024, linear_1 1024 x 5120, linear_2 5120 x 5120) = 0.44B; 24.01B in all, dense
    "mistral-small-3.2-24b": (
        2 * 131072 * 5120
        + 40 * (_attention(5120, 32, 8, 128) + _mlp(5120, 32768))
        + 24 * (_attention(1024, 16, 16, 64) + _mlp(1024, 4096))
        + 14 * 14 * 3 * 1024
        + 4096 * 1024
        + 1024 * 5120
        + 5120 * 5120,
        2 * 131072 * 5120
        + 40 * (_attention(5120, 32, 8, 128) + _mlp(5120, 32768))
        + 24 * (_attention(1024, 16, 16, 64) + _mlp(1024, 4096))
        + 14 * 14 * 3 * 1024
        + 4096 * 1024
        + 1024 * 5120
        + 5120 * 5120,
    ),
    # tied 103424 x 8192 + 54 x attention(8192, 64, 8, 128) + 3 dense x mlp(8192, 28672) + 51 MoE layers x 64 experts x
    # mlp(8192, 3584) = 0.847 + 8.154 + 2.114 + 287.494 = 298.61B; 8 active: 47.05B
    "ernie-4.5-300b-a47b": (
        103424 * 8192 + 54 * _attention(8192, 64, 8, 128) + 3 * _mlp(8192, 28672) + 51 * 64 * _mlp(8192, 3584),
        103424 * 8192 + 54 * _attention(8192, 64, 8, 128) + 3 * _mlp(8192, 28672) + 51 * 8 * _mlp(8192, 3584),
    ),
    # tied 103424 x 2560 + 28 x attention(2560, 20, 4, 128) + 1 dense mlp(2560, 12288) + 27 MoE layers x (64 experts x
    # mlp(2560, 1536) + the 2 shared experts as one mlp(2560, 3072)) = 21.82B; 6 active + shared: 3.35B
    "ernie-4.5-21b-a3b": (
        103424 * 2560
        + 28 * _attention(2560, 20, 4, 128)
        + _mlp(2560, 12288)
        + 27 * (64 * _mlp(2560, 1536) + _mlp(2560, 3072)),
        103424 * 2560
        + 28 * _attention(2560, 20, 4, 128)
        + _mlp(2560, 12288)
        + 27 * (6 * _mlp(2560, 1536) + _mlp(2560, 3072)),
    ),
    # tied 103424 x 1024 + 18 x (attention(1024, 16, 2, 128) + mlp(1024, 3072)) = 0.36B
    "ernie-4.5-0.3b": (
        103424 * 1024 + 18 * (_attention(1024, 16, 2, 128) + _mlp(1024, 3072)),
        103424 * 1024 + 18 * (_attention(1024, 16, 2, 128) + _mlp(1024, 3072)),
    ),
    # 2 x 151552 x 5120 + 92 x attention(5120, 96, 8, 128) + 3 dense x mlp(5120, 12288) + 89 MoE layers x (160 routed +
    # 1 shared) x mlp(5120, 1536) = 352.72B (the card's 355B also counts the MTP layer); active without the two
    # embedding matrices, as Zhipu counts it: 92 x attention + 3 dense + 89 x 9 x mlp(5120, 1536) = 32.00B
    "glm-4.6": (
        2 * 151552 * 5120 + 92 * _attention(5120, 96, 8, 128) + 3 * _mlp(5120, 12288) + 89 * 161 * _mlp(5120, 1536),
        92 * _attention(5120, 96, 8, 128) + 3 * _mlp(5120, 12288) + 89 * 9 * _mlp(5120, 1536),
    ),
}


@pytest.mark.parametrize("model_id", sorted(HAND_COUNTED))
def test_parameters_match_a_count_from_the_config(catalog, model_id):
    total, active = HAND_COUNTED[model_id]
    model = catalog.models.get(model_id)
    # within 1.5%: the cards round (109B: the vision encoder the text count leaves out; 355B: an MTP layer)
    assert model.params_b == pytest.approx(total / 1e9, rel=0.015)
    assert model.active_params_b == pytest.approx(active / 1e9, rel=0.015)


# bf16 KV bytes per token per layer = 2 (K and V) x kv_heads x head_dim x 2 bytes
KV_PER_TOKEN = {
    "qwen3-235b-a22b-2507": 94 * 2 * 4 * 128 * 2,  # 192512
    "qwen3-30b-a3b-2507": 48 * 2 * 4 * 128 * 2,  # 98304
    "qwen3-4b-2507": 36 * 2 * 8 * 128 * 2,  # 147456
    "qwen3-coder-480b-a35b": 62 * 2 * 8 * 128 * 2,  # 253952
    "qwen3-coder-30b-a3b": 48 * 2 * 4 * 128 * 2,  # 98304
    "mistral-small-3.2-24b": 40 * 2 * 8 * 128 * 2,  # 163840
    "ernie-4.5-300b-a47b": 54 * 2 * 8 * 128 * 2,  # 221184
    "ernie-4.5-21b-a3b": 28 * 2 * 4 * 128 * 2,  # 57344
    "ernie-4.5-0.3b": 18 * 2 * 2 * 128 * 2,  # 18432
    "glm-4.6": 92 * 2 * 8 * 128 * 2,  # 376832
}


@pytest.mark.parametrize("model_id", sorted(KV_PER_TOKEN))
def test_kv_bytes_per_token_match_the_config(catalog, model_id):
    model = catalog.models.get(model_id)
    assert kv_cache_bytes(model, 1) == KV_PER_TOKEN[model_id]
    assert kv_cache_bytes(model, 100_000) == KV_PER_TOKEN[model_id] * 100_000


@pytest.mark.parametrize("model_id", ["llama-4-scout", "llama-4-maverick"])
def test_llama_4_chunked_layers_hold_at_most_one_chunk(catalog, model_id):
    model = catalog.models.get(model_id)
    per_layer = 2 * 8 * 128 * 2  # K and V x 8 KV heads x head_dim 128 x 2 bytes = 4096 bytes per token
    # within the first chunk every layer holds every token: 48 x 4096 = 196608 bytes per token
    assert kv_cache_bytes(model, 8192) == 48 * per_layer * 8192
    # beyond it the 12 global (NoPE) layers grow, the 36 chunked layers keep at most 8192 tokens:
    # 4096 x (12 x 1,000,000 + 36 x 8192) = 50.36 GB at 1M tokens, not the 196.6 GB of 48 full layers
    assert kv_cache_bytes(model, 1_000_000) == per_layer * (12 * 1_000_000 + 36 * 8192) == 50_359_959_552


def test_glm_4_6_differs_from_4_5_only_in_context(catalog):
    old, new = catalog.models.get("glm-4.5"), catalog.models.get("glm-4.6")
    assert (old.layers, old.kv_heads, old.head_dim, old.moe) == (new.layers, new.kv_heads, new.head_dim, new.moe)
    assert (old.max_context, new.max_context) == (131072, 202752)


def test_nvfp4_is_four_and_a_half_bits(catalog):
    # 16 FP4 values (64 bits) share one FP8 scale (8 bits): 72 / 16 = 4.5 bits; embeddings stay bf16.
    # Llama 4 Scout: (109e9 - 202048 x 5120 x 2) x 4.5 / 8 + 2.069e9 x 2 bytes = 60.15 + 4.14 = 64.3 GB
    embeddings = 202048 * 5120 * 2
    expected = (109e9 - embeddings) * 4.5 / 8 + embeddings * 2
    assert weight_bytes(catalog.models.get("llama-4-scout"), catalog.quants.get("nvfp4")) == pytest.approx(expected)
    assert expected / 1e9 == pytest.approx(64.3, abs=0.05)


def test_iq4_xs_gives_llama_cpps_llama_3_1_8b_size(catalog):
    # llama.cpp tools/quantize/README.md: Llama-3.1-8B IQ4_XS is 4.4597 bits per weight, 4.17 GiB
    weights = weight_bytes(catalog.models.get("llama-3.1-8b"), catalog.quants.get("iq4_xs"))
    assert weights / 2**30 == pytest.approx(4.17, rel=0.01)


# model, gpu, count, quant, context, fits, hand-computed weights in GB (all GPUs) — see each comment
FIT_CASES = [
    # 109e9 x 4.89 / 8 = 66.6 GB + 1.6 GB KV at 8K (48 x 4096 x 8192) < 85.5 GB of one H100: fits
    ("Llama 4 Scout", "h100-sxm", 1, "q4_k_m", 8192, True, 109 * 4.89 / 8),
    # the same 66.6 GB of weights on a 24 GB card: no
    ("Llama 4 Scout", "rtx-4090", 1, "q4_k_m", 8192, False, 109 * 4.89 / 8),
    # vLLM's Llama 4 post: 8 x H100 serve Scout in bf16 with 1M context. 218 GB / 8 = 27.3 GB per GPU + 50.4 GB of KV
    # (chunked) / 8 = 6.3 GB, well under 76.9 GB usable (0.9 x 85.5)
    ("Llama 4 Scout", "h100-sxm", 8, "bf16", 1_000_000, True, 218),
    # 10M tokens: 4096 x (12 x 10M + 36 x 8192) = 492.7 GB of KV / 8 = 61.6 + 27.3 = 88.9 GB > 76.9: no (Fixstars, vLLM)
    ("Llama 4 Scout", "h100-sxm", 8, "bf16", 10_000_000, False, 218),
    # FP8 with bf16 embeddings: (400e9 - 2.069e9) x 1 + 2.069e9 x 2 = 402.1 GB / 8 = 50.3 GB + 22.3 GB KV at 430K / 8:
    # fits (the vLLM post's ~430K); on 4 GPUs 100.5 GB each > 76.9: no
    ("Llama 4 Maverick", "h100-sxm", 8, "fp8", 430_000, True, 400 + 202048 * 5120 * 2 / 1e9),
    ("Llama 4 Maverick", "h100-sxm", 4, "fp8", 8192, False, 400 + 202048 * 5120 * 2 / 1e9),
    # 235e9 x 1 + 2 x 151936 x 4096 x 1 extra byte = 236.2 GB / 4 = 59.1 GB + 6.3 GB KV / 4: fits 4 x H100; / 2 = 118: no
    ("Qwen3-235B-A22B-Instruct-2507", "h100-sxm", 4, "fp8", 32768, True, 235 + 2 * 151936 * 4096 / 1e9),
    ("Qwen3-235B-A22B-Instruct-2507", "h100-sxm", 2, "fp8", 32768, False, 235 + 2 * 151936 * 4096 / 1e9),
    # 30.5e9 x 4.89 / 8 = 18.6 GB + 98304 x 32768 = 3.2 GB of KV + 0.5 reserve = 22.3 < 25.6 GB of an RTX 4090
    ("Qwen3-30B-A3B-Instruct-2507", "rtx-4090", 1, "q4_k_m", 32768, True, 30.5 * 4.89 / 8),
    ("Qwen3-Coder-30B-A3B-Instruct", "rtx-4090", 1, "q4_k_m", 32768, True, 30.5 * 4.89 / 8),
    # 4.02e9 x 2 = 8.0 GB + 147456 x 32768 = 4.8 GB of KV: fits a 24 GB card in bf16
    ("Qwen3-4B-Instruct-2507", "rtx-4090", 1, "bf16", 32768, True, 4.02 * 2),
    # 480e9 x 2 = 960 GB / 8 = 120 GB per GPU: fits 8 x H200 (136 GB usable), not 8 x H100 (76.9)
    ("Qwen3-Coder-480B-A35B-Instruct", "h200-sxm", 8, "bf16", 32768, True, 960),
    ("Qwen3-Coder-480B-A35B-Instruct", "h100-sxm", 8, "bf16", 32768, False, 960),
    # 24e9 x 4.89 / 8 = 14.7 GB + 163840 x 32768 = 5.4 GB of KV: fits a 4090; 48 GB in bf16 does not
    ("Mistral Small 3.2", "rtx-4090", 1, "q4_k_m", 32768, True, 24 * 4.89 / 8),
    ("Mistral Small 3.1", "rtx-4090", 1, "bf16", 4096, False, 48),
    # 300e9 x 1 + 103424 x 8192 (tied, counted once) x 1 extra byte = 300.8 GB / 8 = 37.6 GB per H100: fits;
    # bf16 on 4 x H100: 600 / 4 = 150 GB each: no
    ("文心 4.5", "h100-sxm", 8, "fp8", 32768, True, 300 + 103424 * 8192 / 1e9),
    ("ERNIE 4.5", "h100-sxm", 4, "bf16", 32768, False, 600),
    # 21.83e9 x 4.89 / 8 = 13.3 GB + 57344 x 32768 = 1.9 GB of KV: fits a 4090; 43.7 GB in bf16 does not
    ("ERNIE-4.5-21B-A3B", "rtx-4090", 1, "q4_k_m", 32768, True, 21.83 * 4.89 / 8),
    ("ERNIE-4.5-21B-A3B", "rtx-4090", 1, "bf16", 4096, False, 21.83 * 2),
    # 0.36e9 x 2 = 0.7 GB: a 16 GB card with room to spare
    ("ERNIE 4.5 0.3B", "rtx-4060-ti-16gb", 1, "bf16", 32768, True, 0.36 * 2),
    # FP8 with bf16 embeddings: 355 + 1.55 = 356.6 GB / 8 = 44.6 GB + its whole 202752-token context, 376832 x 202752 =
    # 76.4 GB of KV / 8 = 9.6 GB per H200: fits; Q4_K_M on 2 x H100: 355 x 4.89 / 8 = 217 GB / 2 = 108.5 > 85.5: no
    ("GLM-4.6", "h200-sxm", 8, "fp8", 202752, True, 355 + 2 * 151552 * 5120 / 1e9),
    ("GLM-4.6", "h100-sxm", 2, "q4_k_m", 8192, False, 355 * 4.89 / 8),
    # NVFP4 on one B200 (see test_nvfp4_is_four_and_a_half_bits): 64.3 GB of 180 GB
    ("Llama 4 Scout", "b200", 1, "nvfp4", 8192, True, 64.3),
]


@pytest.mark.parametrize(("model", "gpu", "count", "quant", "context", "fits", "weights_gb"), FIT_CASES)
def test_new_models_fit_as_hand_computed(capsys, model, gpu, count, quant, context, fits, weights_gb):
    argv = ["estimate", "--model", model, "--gpu", gpu, "--count", str(count), "--quant", quant]
    code = main([*argv, "--context", str(context), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert out["memory"]["breakdown"]["weights"] == pytest.approx(weights_gb, rel=0.01)
    assert out["memory"]["fits"] is fits
