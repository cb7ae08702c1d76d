"""Late-2026 models (#24 item 1): usual names resolve, the weights of each release come out at the size its maker
published (or, where no published size was found, at the hand calculation from its config), the KV cache per token
is the hand calculation from the config, and the linear-attention models' memory grows with the context only in
their full-attention layers (plus a fixed state)."""

import json

import pytest
from pydantic import ValidationError

from gpu_advisor.core.catalog.schema import Model
from gpu_advisor.core.cli import main
from gpu_advisor.core.sizing import kv_cache_bytes, linear_state_bytes, weight_bytes
from gpu_advisor.core.sizing.memory_and_speed import prefill_attention_flops

# id: (names people type, cited total B, cited active B)
NEW_MODELS = {
    "deepseek-v4-flash": (
        ["deepseek-ai/DeepSeek-V4-Flash", "DeepSeek-V4-Flash-0731", "DeepSeek V4 Flash", "deepseek-v4-flash"],
        284,
        13,
    ),
    "deepseek-v4-pro": (["deepseek-ai/DeepSeek-V4-Pro", "DeepSeek-V4-Pro", "DeepSeek V4 Pro 满血版"], 1600, 49),
    "qwen3.5-397b-a17b": (["Qwen/Qwen3.5-397B-A17B", "Qwen3.5-397B-A17B-FP8", "Qwen3.5 397B"], 397, 17),
    "qwen3.5-122b-a10b": (["Qwen/Qwen3.5-122B-A10B", "Qwen3.5-122B-A10B-FP8", "qwen3.5:122b"], 122, 10),
    "qwen3.5-35b-a3b": (["Qwen/Qwen3.5-35B-A3B", "Qwen3.5 35B", "qwen3.5:35b", "Qwen/Qwen3.6-35B-A3B"], 35.95, 3),
    "qwen3.5-27b": (["Qwen/Qwen3.5-27B", "Qwen3.5 27B", "qwen3.5:27b", "Qwen3.6-27B"], 27, 27),
    # 1T on the card; 1.026T summed over the config's shapes (the source field shows the sum)
    "kimi-k2-thinking": (["moonshotai/Kimi-K2-Thinking", "Kimi K2 Thinking", "kimi-k2-thinking"], 1026.4, 32),
    "glm-5": (["zai-org/GLM-5", "zai-org/GLM-5-FP8", "GLM-5", "智谱 GLM-5"], 744, 40),
    "gemma-4-31b": (["google/gemma-4-31B-it", "Gemma 4 31B", "gemma4:31b"], 30.7, 30.7),
    "gemma-4-26b-a4b": (["google/gemma-4-26B-A4B-it", "Gemma 4 26B", "gemma4:26b"], 25.2, 3.8),
    # second batch: the text model summed over its shapes, as K2 Thinking (the 0.4B vision encoder not counted)
    "kimi-k2.5": (["moonshotai/Kimi-K2.5", "Kimi K2.5", "K2.5", "kimi-k2.5", "月之暗面 Kimi K2.5"], 1026.4, 32),
    "kimi-k2.6": (["moonshotai/Kimi-K2.6", "Kimi K2.6", "K2.6", "Kimi-K2.6", "月之暗面 Kimi K2.6"], 1026.4, 32),
    "glm-5.1": (["zai-org/GLM-5.1", "zai-org/GLM-5.1-FP8", "GLM-5.1", "GLM 5.1", "智谱 GLM-5.1"], 744, 40),
    # Gemma 4 edge models: the maker's total with per-layer embeddings, and its "effective" count
    "gemma-4-e2b": (["google/gemma-4-E2B-it", "Gemma 4 E2B", "gemma4:e2b"], 5.1, 2.3),
    "gemma-4-e4b": (["google/gemma-4-E4B-it", "Gemma 4 E4B", "gemma4:e4b"], 8, 4.5),
    "nemotron-3-nano-30b-a3b": (
        [
            "nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B-BF16",
            "NVIDIA-Nemotron-3-Nano-30B-A3B-FP8",
            "Nemotron 3 Nano",
            "nemotron-3-nano:30b",
        ],
        31.6,
        3.6,
    ),
}


@pytest.mark.parametrize("model_id", sorted(NEW_MODELS))
def test_new_models_resolve_by_their_usual_names(catalog, model_id):
    names, total, active = NEW_MODELS[model_id]
    for name in names:
        assert catalog.models.get(name).id == model_id, name
    model = catalog.models.get(model_id)
    assert model.params_b == pytest.approx(total, rel=0.01)
    assert model.active_params_b == pytest.approx(active, rel=0.01)


@pytest.mark.parametrize(
    ("name", "model_id"),
    [
        ("MiniMaxAI/MiniMax-M2.5", "minimax-m2"),
        ("Qwen/Qwen3.6-35B-A3B", "qwen3.5-35b-a3b"),
        ("Qwen3.6-27B", "qwen3.5-27b"),
    ],
)
def test_point_releases_of_the_same_shapes_resolve_to_their_entry(catalog, name, model_id):
    assert catalog.models.get(name).id == model_id


def test_older_names_still_mean_the_older_models(catalog):
    # V4-Flash is not "DeepSeek R1" nor "满血版": those names keep meaning R1 until the default is changed on purpose
    assert catalog.models.get("满血版").id == "deepseek-r1"
    assert catalog.models.get("Kimi K2").id == "kimi-k2"  # the FP8 Instruct model, not the INT4 Thinking one


# ---------------------------------------------------------------- DeepSeek V4: compressed attention, FP4 experts


def test_deepseek_v4_flash_kv_cache_by_hand(catalog):
    model = catalog.models.get("deepseek-v4-flash")
    tokens = 131072
    # 21 CSA layers keep one entry per 4 tokens: 512 shared key-value values + a 128-value indexer key, 2 bytes each;
    # 20 HCA layers one 512-value entry per 128 tokens; all 43 layers the last 128 tokens uncompressed
    csa = 21 * (tokens // 4) * (512 + 128) * 2
    hca = 20 * (tokens // 128) * 512 * 2
    window = 43 * 128 * 512 * 2
    assert kv_cache_bytes(model, tokens) == csa + hca + window == 907_411_456
    # beyond the window each token adds 21 x 640 x 2 / 4 + 20 x 512 x 2 / 128 = 6720 + 160 = 6880 bytes
    assert kv_cache_bytes(model, 2 * tokens) - kv_cache_bytes(model, tokens) == 6880 * tokens


def test_deepseek_v4_flash_million_token_cache_is_a_tenth_of_mla(catalog):
    v4 = catalog.models.get("deepseek-v4-flash")
    v3 = catalog.models.get("deepseek-v3")
    million = 1_048_576
    # 6880 x 1048576 + the 5.6 MB window = 7.22 GB (6.72 GiB); V3's MLA latent: 70272 x 1048576 = 73.7 GB
    assert kv_cache_bytes(v4, million) == 6880 * million + 43 * 128 * 512 * 2
    assert kv_cache_bytes(v4, million) < kv_cache_bytes(v3, million) / 10


def test_deepseek_v4_flash_weights_near_its_published_checkpoint(catalog):
    model = catalog.models.get("deepseek-v4-flash")
    weights = weight_bytes(model, catalog.quants.get(model.released_quant))
    # experts 277.025B x 4.25 bits + embeddings 2 x 129280 x 4096 at 16 bits + the other 5.91B at 8 bits = 155.2 GB;
    # the checkpoint is 167 GB in 48 shards (its MTP layer and wider small tensors are not counted: 7% under)
    experts = 277.025e9 * 4.25 / 8
    embed = 2 * 129280 * 4096
    assert weights == pytest.approx(experts + embed * 2 + (284e9 - 277.025e9 - embed), rel=1e-9)
    assert 0.90 * 167e9 < weights < 167e9
    # against the FP8 copy the engine would otherwise size (284 GB), the release is 45% smaller
    assert weights < 0.56 * weight_bytes(model, catalog.quants.get("fp8"))


def test_deepseek_v4_flash_fits_one_8_card_pcie_server(capsys):
    # the audit's lead: 167 GB fits 8 x 48 GB; the engine agrees with a 32K context at the released precision
    code = main(["estimate", "--model", "DeepSeek-V4-Flash", "--gpu", "l40s", "--count", "8", "--context", "32768",
                 "--json"])  # fmt: skip
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["quant"] == "fp8-fp4-experts" and out["memory"]["fits"] is True


def test_deepseek_v4_pro_million_token_cache_is_vllms_published_figure(catalog):
    model = catalog.models.get("deepseek-v4-pro")
    million = 1_048_576
    # 30 CSA layers x (512 + 128) x 2 bytes / 4 + 31 HCA layers x 512 x 2 bytes / 128 = 9600 + 248 = 9848 bytes a
    # token, plus 61 x 128 x 512 x 2 bytes of window: 9.62 GiB at 1M tokens in bf16, vLLM's day-0 figure
    assert kv_cache_bytes(model, million) == 9848 * million + 61 * 128 * 512 * 2
    assert round(kv_cache_bytes(model, million) / 2**30, 2) == 9.62
    # the same vLLM post: 8.7x smaller than a V3.2-style stack (83.9 GiB with its bf16 indexer keys; the catalog's
    # V3.2 counts only the MLA latent, 68.6 GiB, so the ratio here is 7.1)
    assert kv_cache_bytes(catalog.models.get("deepseek-v3.2"), million) / kv_cache_bytes(model, million) > 7


def test_deepseek_v4_pro_experts_as_the_reference_implementation_stores_them(catalog):
    model = catalog.models.get("deepseek-v4-pro")
    # 61 x 384 x 3 x 7168 x 3072 = 1547.396B routed parameters at half a byte + one byte per 32: 822.05 GB
    assert 61 * 384 * 3 * 7168 * 3072 == pytest.approx(model.moe.routed_params_b * 1e9, rel=1e-6)
    experts = model.moe.routed_params_b * 1e9 * (0.5 + 1 / 32)
    assert experts / 1e9 == pytest.approx(822.05, abs=0.01)
    weights = weight_bytes(model, catalog.quants.get(model.released_quant))
    # the rest (52.6B) at 8 bits, its embeddings (2 x 129280 x 7168) at 16: 876.5 GB, fits 8 x 141 GB, not 8 x 80 GB
    assert weights / 1e9 == pytest.approx(822.05 + (1600 - 1547.396) + 2 * 129280 * 7168 / 1e9, abs=0.01)
    assert 8 * 80e9 < weights < 8 * 141e9


# ---------------------------------------------------------------- Qwen3.5: Gated DeltaNet + gated attention


# id: (full-attention layers, KV heads, linear layers, DeltaNet key heads, value heads)
QWEN35 = {
    "qwen3.5-397b-a17b": (15, 2, 45, 16, 64),
    "qwen3.5-122b-a10b": (12, 2, 36, 16, 64),
    "qwen3.5-35b-a3b": (10, 2, 30, 16, 32),
    "qwen3.5-27b": (16, 4, 48, 16, 48),
}


@pytest.mark.parametrize("model_id", sorted(QWEN35))
def test_qwen35_kv_cache_and_state_by_hand(catalog, model_id):
    full, kv_heads, linear, key_heads, value_heads = QWEN35[model_id]
    model = catalog.models.get(model_id)
    per_token = full * 2 * kv_heads * 256 * 2  # K and V, head_dim 256, bf16: only the full-attention layers
    # the DeltaNet state: the convolution keeps 3 inputs of (2 x key heads + value heads) x 128 values, the recurrence
    # one 128 x 128 matrix per value head, bf16
    state = linear * ((2 * key_heads + value_heads) * 128 * 3 + value_heads * 128 * 128) * 2
    assert linear_state_bytes(model) == state
    assert kv_cache_bytes(model, 32768) == per_token * 32768 + state


def test_qwen35_35b_state_is_the_published_shape(catalog):
    # a public implementation of the 35B-A3B's cache: 30 x (8192 x 3 + 32 x 128 x 128) elements at 2 bytes
    assert linear_state_bytes(catalog.models.get("qwen3.5-35b-a3b")) == 30 * (8192 * 3 + 32 * 128 * 128) * 2


@pytest.mark.parametrize("model_id", sorted(QWEN35))
def test_qwen35_weights_as_released_in_bf16(catalog, model_id):
    model = catalog.models.get(model_id)
    # released in BF16: 2 bytes per parameter of the card's total (397B -> 794 GB)
    assert weight_bytes(model, catalog.quants.get("bf16")) == pytest.approx(NEW_MODELS[model_id][1] * 2e9)


def test_qwen35_memory_grows_only_with_its_full_attention_layers(capsys):
    def kv_gb(context: int) -> float:
        code = main(["estimate", "--model", "Qwen3.5-122B-A10B", "--gpu", "h200-sxm", "--count", "2", "--quant", "fp8",
                     "--context", str(context), "--json"])  # fmt: skip
        assert code == 0
        return json.loads(capsys.readouterr().out)["memory"]["breakdown"]["kv_cache"]

    short, long = kv_gb(8192), kv_gb(131072)
    # 12 of 48 layers keep K and V: 24576 bytes a token; 122880 more tokens add 3.02 GB (x the runtime's paging
    # overhead), not the 12.08 GB a cache in all 48 layers would add
    growth = (long - short) / (24576 * (131072 - 8192) / 1e9)
    assert 1.0 <= growth <= 1.2
    assert long - short < 12 * 2 * 2 * 256 * 2 * 4 * (131072 - 8192) / 1e9 / 3


# ---------------------------------------------------------------- Kimi K2 Thinking: native INT4 experts


def test_kimi_k2_thinking_int4_weights_by_hand(catalog):
    model = catalog.models.get("kimi-k2-thinking")
    weights = weight_bytes(model, catalog.quants.get(model.released_quant))
    # routed experts 60 x 384 x 3 x 7168 x 2048 = 1014.686B at 4 bits + one BF16 scale per 32 = 4.5 bits: 570.76 GB;
    # the other 11.72B (attention, dense layer, shared experts, embeddings) in BF16: 23.44 GB
    assert 60 * 384 * 3 * 7168 * 2048 == pytest.approx(model.moe.routed_params_b * 1e9, rel=1e-6)
    assert weights / 1e9 == pytest.approx(1014.686 * 4.5 / 8 + (1026.4 - 1014.686) * 2, rel=1e-9)
    assert weights / 1e9 == pytest.approx(594.2, abs=0.1)
    # about 60% of Kimi K2's FP8 release (1000B at 8 bits = 1 TB)
    kimi = catalog.models.get("kimi-k2")
    assert weights < 0.6 * weight_bytes(kimi, catalog.quants.get("fp8"))


def test_kimi_k2_thinking_kv_cache_is_k2s_mla(catalog):
    assert kv_cache_bytes(catalog.models.get("kimi-k2-thinking"), 1) == 61 * (512 + 64) * 2 == 70272


def test_estimate_sizes_kimi_k2_thinking_as_released(capsys):
    assert main(["estimate", "--model", "Kimi K2 Thinking", "--gpu", "h200-sxm", "--count", "8", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["quant"] == "int4-experts" and out["memory"]["fits"] is True
    assert out["memory"]["breakdown"]["weights"] == pytest.approx(594.2, abs=0.1)


# ---------------------------------------------------------------- GLM-5


def test_glm5_mla_cache_and_bf16_weights(catalog):
    model = catalog.models.get("glm-5")
    assert kv_cache_bytes(model, 1) == 78 * (512 + 64) * 2 == 89856
    # GLM-5 in BF16 (744B x 2 = 1488 GB) and GLM-5-FP8 (744 GB + 16-bit embeddings 2 x 154880 x 6144 = 745.9 GB)
    assert weight_bytes(model, catalog.quants.get("bf16")) == 1488e9
    assert weight_bytes(model, catalog.quants.get("fp8")) == pytest.approx(744e9 + 2 * 154880 * 6144, rel=1e-9)


# ---------------------------------------------------------------- Gemma 4: sliding layers, wider global heads


def _gemma4_params(hidden, inter, heads, kv, global_kv, layers, full, experts=0, expert_inter=0, active=0):
    """Parameters from a Gemma 4 config: tied embeddings 262144 x hidden; sliding layers q, k, v, o of 256-wide heads;
    full layers q and o of 512-wide heads and one k that doubles as v (attention_k_eq_v); a dense MLP and, for the
    MoE, a router and `active` (or all) experts of 3 x hidden x expert_inter."""
    sliding = 2 * hidden * heads * 256 + 2 * hidden * kv * 256
    global_ = 2 * hidden * heads * 512 + hidden * global_kv * 512
    mlp = 3 * hidden * inter + (hidden * experts + (active or experts) * 3 * hidden * expert_inter if experts else 0)
    return 262144 * hidden + (layers - full) * (sliding + mlp) + full * (global_ + mlp)


def test_gemma4_parameters_by_hand_match_the_published_totals():
    # 31B: 1.409B + 50 x 478.9M + 10 x 534.0M = 30.69B (the release's 30.7B)
    assert _gemma4_params(5376, 21504, 32, 16, 4, 60, 10) / 1e9 == pytest.approx(30.7, abs=0.05)
    # 26B-A4B: 25.23B total, 3.82B with 8 of 128 experts (the release's 25.2B / 3.8B)
    assert _gemma4_params(2816, 2112, 16, 8, 2, 30, 5, 128, 704) / 1e9 == pytest.approx(25.2, abs=0.05)
    assert _gemma4_params(2816, 2112, 16, 8, 2, 30, 5, 128, 704, active=8) / 1e9 == pytest.approx(3.8, abs=0.05)


def test_gemma4_31b_kv_cache_by_hand(catalog):
    model = catalog.models.get("gemma-4-31b")
    # 10 full layers: K and V of 4 heads x 512, 2 bytes, every token; 50 sliding layers: 16 heads x 256, 1024 tokens
    assert kv_cache_bytes(model, 32768) == 10 * 2 * 4 * 512 * 2 * 32768 + 50 * 2 * 16 * 256 * 2 * 1024
    assert kv_cache_bytes(model, 65536) - kv_cache_bytes(model, 32768) == 81920 * 32768


def test_gemma4_26b_kv_cache_by_hand(catalog):
    model = catalog.models.get("gemma-4-26b-a4b")
    assert kv_cache_bytes(model, 32768) == 5 * 2 * 2 * 512 * 2 * 32768 + 25 * 2 * 8 * 256 * 2 * 1024 == 880_803_840


# ---------------------------------------------------------------- the schema refuses what it cannot size


BASE = {
    "id": "x", "name": "X", "family": "x", "params_b": 10, "active_params_b": 10, "layers": 40, "hidden_size": 2048,
    "attention_heads": 16, "kv_heads": 2, "head_dim": 256, "native_dtype": "bf16", "max_context": 4096,
    "license": "MIT", "source": "test", "as_of": "2026-12-01",
}  # fmt: skip


def test_linear_layers_and_kv_layers_must_add_up():
    linear = {"layers": 29, "key_heads": 16, "value_heads": 32, "key_head_dim": 128, "value_head_dim": 128,
              "conv_kernel": 4}  # fmt: skip
    with pytest.raises(ValidationError, match="add up"):
        Model.model_validate({**BASE, "attention": "gqa", "kv_layers": 10, "linear": linear})
    Model.model_validate({**BASE, "attention": "gqa", "kv_layers": 10, "linear": {**linear, "layers": 30}})


def test_compressed_attention_needs_its_table_and_no_more_layers_than_the_model():
    with pytest.raises(ValidationError, match="compressed"):
        Model.model_validate({**BASE, "attention": "compressed"})
    groups = [{"layers": 30, "ratio": 4, "index_head_dim": 128}, {"layers": 20, "ratio": 128}]
    with pytest.raises(ValidationError, match="more layers"):
        Model.model_validate({**BASE, "attention": "compressed", "compressed": {"entry_dim": 512, "window": 128,
                                                                                "groups": groups}})  # fmt: skip


def test_a_release_with_narrow_experts_needs_the_expert_count(tmp_path):
    # the same weights without moe.routed_params_b would be sized all at 8 bits: the catalog refuses to load
    import shutil
    from pathlib import Path

    from gpu_advisor.core.catalog import load_catalog
    from gpu_advisor.core.catalog.catalog import CatalogError

    source = Path(__file__).resolve().parents[2] / "resources" / "catalog"
    shutil.copytree(source, tmp_path / "catalog")
    models = tmp_path / "catalog" / "models.toml"
    text = models.read_text(encoding="utf-8")
    assert text.count("routed_params_b = 277.025\n") == 1
    models.write_text(text.replace("routed_params_b = 277.025\n", ""), encoding="utf-8")
    with pytest.raises(CatalogError, match="deepseek-v4-flash.*routed_params_b"):
        load_catalog(tmp_path / "catalog")


@pytest.mark.parametrize(
    ("model_id", "api_id"), [("deepseek-v4-flash", "deepseek-flash"), ("deepseek-v4-pro", "deepseek-v4-pro")]
)
def test_deepseeks_own_api_is_compared_for_its_v4_models(catalog, model_id, api_id):
    # DeepSeek serves V4.1-Flash and a later V4-Pro checkpoint: each stands in for the V4 weights in buy-versus-rent
    offers = [a.id for a in catalog.apis if model_id in a.comparable_to]
    assert offers == [api_id]


def test_a_token_reads_the_wide_weights_whole_and_its_own_narrow_experts(catalog):
    from gpu_advisor.core.sizing import decode_weight_bytes

    kimi = catalog.models.get("kimi-k2-thinking")
    # BF16 non-expert weights without the input embedding: (1026.4 - 1014.686)B x 2 - 163840 x 7168 x 2 = 21.08 GB,
    # plus 8 of 384 INT4 experts: 570.761 GB x 8 / 384 = 11.89 GB: 32.97 GB a token (an average share of the whole,
    # 594 GB x 32 / 1026, would be 18.5 GB and the speed 1.8x too high)
    rest = (1026.4 - 1014.686) * 2e9 - 163840 * 7168 * 2
    assert decode_weight_bytes(kimi, catalog.quants.get("int4-experts")) == pytest.approx(
        rest + 1014.686e9 * 4.5 / 8 * 8 / 384, rel=1e-9
    )
    v4 = catalog.models.get("deepseek-v4-flash")
    # FP8 non-expert weights (6.97B, embeddings at 16 bits, the input one not read) + 6 of 256 FP4 experts: 10.4 GB
    read = decode_weight_bytes(v4, catalog.quants.get("fp8-fp4-experts"))
    assert read / 1e9 == pytest.approx(155.2 - 147.17 - 1.06 + 147.17 * 6 / 256, abs=0.05)


def test_thinking_models_are_marked(catalog):
    # "Qwen3.5 models operate in thinking mode by default" (their cards); K2 Thinking is a thinking model by name
    thinking = {m.id for m in catalog.models if m.thinks}
    assert {"qwen3.5-397b-a17b", "qwen3.5-122b-a10b", "qwen3.5-35b-a3b", "qwen3.5-27b", "kimi-k2-thinking"} <= thinking


def test_a_model_known_only_by_size_is_not_shaped_like_a_hybrid(catalog):
    # Qwen3.5-27B keeps a KV cache in 16 of 64 layers: a custom 27B model keeps the shape it had before (a full cache)
    from gpu_advisor.core.options.request import custom_model

    custom = custom_model(catalog, 27)
    assert custom.linear is None and custom.kv_layers is None
    assert "Qwen3.5" not in custom.source


# ---------------------------------------------------------------- second batch: Kimi K2.5 / K2.6, GLM-5.1


@pytest.mark.parametrize("model_id", ["kimi-k2.5", "kimi-k2.6"])
def test_kimi_k25_and_k26_are_k2_thinking_shapes_under_their_own_names(catalog, model_id):
    # both cards' Model Summary: 61 layers (1 dense), hidden 7168, 64 heads, MLA, 384 experts of 2048, 8 + 1 shared,
    # native INT4 "the same ... as Kimi-K2-Thinking": every sizing field equals K2 Thinking's; only names and dates differ
    model, thinking = catalog.models.get(model_id), catalog.models.get("kimi-k2-thinking")
    fields = ["params_b", "active_params_b", "layers", "hidden_size", "intermediate_size", "attention_heads",
              "kv_heads", "head_dim", "vocab_size", "attention", "mla", "moe", "released_quant", "max_context"]  # fmt: skip
    assert {f: getattr(model, f) for f in fields} == {f: getattr(thinking, f) for f in fields}
    assert model.id != thinking.id and model.as_of > thinking.as_of
    # the same hand count as K2 Thinking: 1014.686B INT4 experts at 4.5 bits + 11.714B BF16 = 594.2 GB (no published
    # checkpoint size was found in a primary source; the 0.4B vision encoder, 0.8 GB more, is not counted)
    weights = weight_bytes(model, catalog.quants.get(model.released_quant))
    assert weights / 1e9 == pytest.approx(1014.686 * 4.5 / 8 + (1026.4 - 1014.686) * 2, rel=1e-9)
    assert kv_cache_bytes(model, 1) == 61 * (512 + 64) * 2 == 70272


def test_k2_names_keep_their_own_models(catalog):
    assert catalog.models.get("Kimi K2 Thinking").id == "kimi-k2-thinking"
    assert catalog.models.get("Kimi K2").id == "kimi-k2"
    assert catalog.models.get("Kimi 2.6").id == "kimi-k2.6"
    assert catalog.models.get("Kimi 2.5").id == "kimi-k2.5"


def test_estimate_sizes_kimi_k26_as_released_on_one_8_x_h200(capsys):
    assert main(["estimate", "--model", "Kimi K2.6", "--gpu", "h200-sxm", "--count", "8", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["quant"] == "int4-experts" and out["memory"]["fits"] is True
    assert out["memory"]["breakdown"]["weights"] == pytest.approx(594.2, abs=0.1)


def test_glm51_is_glm5s_architecture(catalog):
    # GLM-5.1's config.json as read in public notes: 78 layers (3 dense), 256 experts top-8 + 1 shared, hidden 6144,
    # MLA 512 + 64, context 202752; the SGLang cookbook's per-layer index_topk_pattern has one letter per layer
    glm51, glm5 = catalog.models.get("glm-5.1"), catalog.models.get("glm-5")
    fields = ["params_b", "active_params_b", "layers", "hidden_size", "intermediate_size", "attention_heads",
              "kv_heads", "head_dim", "vocab_size", "attention", "mla", "moe", "max_context"]  # fmt: skip
    assert {f: getattr(glm51, f) for f in fields} == {f: getattr(glm5, f) for f in fields}
    pattern = "FFSFSSSFSSFFFSSSFFFSFSSSSSSFFSFFSFFSSFFFFFFSFFFFFSFFSSSSSSFSFFFSFSSSFSFFSFFSSS"
    assert len(pattern) == glm51.layers == 78
    assert kv_cache_bytes(glm51, 1) == 78 * (512 + 64) * 2 == 89856


def test_glm51_weights_against_the_published_8_bit_size(catalog):
    model = catalog.models.get("glm-5.1")
    # Unsloth lists GLM-5.1's 8-bit GGUF at 805 GB. Q8_0 stores 8.5 bits a weight: 744B x 8.5 / 8 = 790.5 GB, 1.8%
    # under; the MTP layer in the file (754B - 744B per NVIDIA's card, x 1.0625 = 10.6 GB) is not counted here
    weights = weight_bytes(model, catalog.quants.get("q8_0"))
    assert weights == pytest.approx(744e9 * 8.5 / 8)
    assert 0.97 * 805e9 < weights < 805e9


def test_glm51_needs_fp8_for_one_8_x_h200_server(capsys):
    # the SGLang cookbook's table: on H200, FP8 at TP 8 and BF16 at TP 16. FP8: 744 GB + 16-bit embeddings = 745.9 GB
    def fits(quant: str) -> bool:
        assert main(["estimate", "--model", "GLM-5.1", "--gpu", "h200-sxm", "--count", "8", "--quant", quant,
                     "--json"]) == 0  # fmt: skip
        return bool(json.loads(capsys.readouterr().out)["memory"]["fits"])

    assert fits("fp8") and not fits("bf16")


# ---------------------------------------------------------------- Gemma 4 E2B / E4B: per-layer embeddings, shared KV


def _gemma4_edge_effective(hidden, layers, inter, heads, kv, shared, every, double_wide):
    """Effective parameters from a Gemma 4 edge config: the tied embedding, q/k/v/o of 256-wide heads (512 on every
    `every`-th layer, the full ones), a GELU MLP of 3 x hidden x inter (twice as wide in the last `shared` layers with
    use_double_wide_mlp), and the per-layer-embedding projections (hidden x layers x 256, and a gate and projection
    of hidden x 256 in each layer). The PLE tables themselves (262144 x layers x 256) are not in it."""
    total = 262144 * hidden + hidden * layers * 256 + layers * 2 * hidden * 256
    for i in range(layers):
        head_dim = 512 if i % every == every - 1 else 256
        width = 2 * inter if double_wide and i >= layers - shared else inter
        total += 2 * hidden * heads * head_dim + 2 * hidden * kv * head_dim + 3 * hidden * width
    return total


def test_gemma4_e2b_effective_and_total_parameters_by_hand(catalog):
    # E2B config: hidden 1536, 35 layers, 6144 (doubled in the 20 KV-sharing layers), 8 heads, 1 KV head, 1 full in 5
    assert _gemma4_edge_effective(1536, 35, 6144, 8, 1, 20, 5, True) / 1e9 == pytest.approx(2.3, abs=0.01)
    # its PLE tables: 262144 x 35 x 256 = 2.35B; with them 4.65B, the rest of the maker's 5.1B the vision and audio
    # encoders (about 0.45B)
    assert 262144 * 35 * 256 / 1e9 == pytest.approx(2.349, abs=0.001)
    model = catalog.models.get("gemma-4-e2b")
    assert 4.6 < 2.298 + 2.349 < model.params_b


@pytest.mark.parametrize(
    ("model_id", "published_gib"),
    [
        # Google's memory table for loading the weights in BF16, as relayed: E2B 9.6, E4B 15 (GiB: 5.1B x 2 bytes =
        # 10.2e9 bytes = 9.50 GiB, 1.0% under; 8B x 2 = 16.0e9 = 14.90 GiB, 0.7% under)
        ("gemma-4-e2b", 9.6),
        ("gemma-4-e4b", 15),
    ],
)
def test_gemma4_edge_weights_against_googles_memory_table(catalog, model_id, published_gib):
    weights = weight_bytes(catalog.models.get(model_id), catalog.quants.get("bf16"))
    assert weights / 2**30 == pytest.approx(published_gib, rel=0.02)


def test_gemma4_edge_tokens_read_the_effective_weights_only(catalog):
    from gpu_advisor.core.sizing import decode_weight_bytes

    # a token looks up one row of each per-layer embedding table: it reads the effective 2.3B (4.6 GB in BF16), not
    # the 10.2 GB loaded
    e2b = catalog.models.get("gemma-4-e2b")
    assert decode_weight_bytes(e2b, catalog.quants.get("bf16")) == pytest.approx(2.3e9 * 2)


def test_gemma4_edge_kv_cache_by_hand(catalog):
    tokens = 32768
    # E2B: the last 20 of 35 layers reuse earlier caches; of the first 15, 3 are full (1 KV head of 512), 12 slide
    # over 512 tokens (1 KV head of 256)
    e2b = catalog.models.get("gemma-4-e2b")
    assert kv_cache_bytes(e2b, tokens) == 3 * 2 * 1 * 512 * 2 * tokens + 12 * 2 * 1 * 256 * 2 * 512
    # E4B: the last 18 of 42 reuse; of the first 24, 4 full (2 KV heads of 512), 20 sliding (2 of 256)
    e4b = catalog.models.get("gemma-4-e4b")
    assert kv_cache_bytes(e4b, tokens) == 4 * 2 * 2 * 512 * 2 * tokens + 20 * 2 * 2 * 256 * 2 * 512
    assert kv_cache_bytes(e4b, 2 * tokens) - kv_cache_bytes(e4b, tokens) == 16384 * tokens


# ---------------------------------------------------------------- Nemotron 3 Nano: Mamba-2 + attention + MoE


def test_nemotron3_nano_parameters_by_hand(catalog):
    h, vocab = 2688, 131072
    embeddings = 2 * vocab * h  # untied
    attention = 6 * (2 * h * 32 * 128 + 2 * h * 2 * 128)  # q and o of 32 heads, k and v of 2, head_dim 128
    # Mamba-2: in_proj to 2 x 4096 + 2 x 8 groups x 128 state + 64 heads, a 4-wide conv over 4096 + 2048 channels,
    # out_proj 4096 -> hidden, and per-head A, D, dt bias and the 4096-wide norm
    mamba = 23 * (h * (2 * 4096 + 2 * 8 * 128 + 64) + (4096 + 2048) * 4 + 4096 * h + 3 * 64 + 4096)
    expert = 2 * h * 1856  # squared-ReLU experts: up and down, no gate
    moe = 23 * (128 * expert + 2 * h * 3712 + 128 * h)  # 128 experts, the 3712-wide shared one, the router
    total = embeddings + attention + mamba + moe
    active = embeddings + attention + mamba + 23 * (6 * expert + 2 * h * 3712 + 128 * h)
    model = catalog.models.get("nemotron-3-nano-30b-a3b")
    assert total / 1e9 == pytest.approx(model.params_b, abs=0.05)  # 31.58B; NVIDIA: 31.6B
    assert active / 1e9 == pytest.approx(model.active_params_b, abs=0.05)  # 3.58B; 3.23B without the input embedding
    assert model.moe.routed_params_b == pytest.approx(23 * 128 * expert / 1e9, abs=0.001)


def test_nemotron3_nano_kv_cache_is_its_6_attention_layers(catalog):
    model = catalog.models.get("nemotron-3-nano-30b-a3b")
    # 6 attention layers x K and V x 2 KV heads x 128 x 2 bytes = 6144 bytes a token; 32K tokens: 201 MB
    cache = kv_cache_bytes(model, 32768) - linear_state_bytes(model)  # the Mamba-2 state: the test below
    assert cache == 6 * 2 * 2 * 128 * 2 * 32768 == 201_326_592


def test_nemotron3_nano_mamba_state_by_hand(catalog):
    # 23 Mamba-2 layers, each keeping a 4-wide convolution's last 3 inputs over 64 heads x 64 + 2 x 8 groups x 128
    # channels (6144) in bf16, and a 64-head x 64 x 128-state recurrent state in float32 (config.json
    # mamba_ssm_cache_dtype): 23 x (6144 x 3 x 2 + 64 x 64 x 128 x 4) = 49,082,368 bytes a sequence, whatever its length
    model = catalog.models.get("nemotron-3-nano-30b-a3b")
    assert linear_state_bytes(model) == 23 * (6144 * 3 * 2 + 64 * 64 * 128 * 4) == 49_082_368
    # the KV cache of its 6 attention layers comes on top (6144 bytes a token)
    assert kv_cache_bytes(model, 32768) == 6144 * 32768 + 49_082_368


def test_nemotron3_nano_prompt_attention_is_its_6_attention_layers(catalog):
    # only the 6 attention layers pair a token with those before it (4 x 32 heads x 128 FLOPs a pair, p^2 / 2 pairs);
    # the 23 Mamba-2 layers update their state once a token (4 x 64 x 128 x 64), the 23 MoE layers attend to nothing
    model = catalog.models.get("nemotron-3-nano-30b-a3b")
    prompt = 8192
    expected = 4 * 32 * 128 * 6 * prompt * prompt / 2 + 4 * prompt * 23 * 64 * 128 * 64
    assert prefill_attention_flops(model, prompt) == pytest.approx(expected)


def test_layers_of_each_kind_must_add_up(catalog):
    model = catalog.models.get("nemotron-3-nano-30b-a3b")
    fields = model.model_dump()
    with pytest.raises(ValidationError, match="add up to layers"):
        Model.model_validate({**fields, "feed_forward_only_layers": 22})
    without_linear = {**fields, "linear": None, "feed_forward_only_layers": 46}  # 6 attention + 46 = 52: valid
    assert Model.model_validate(without_linear).feed_forward_only_layers == 46
    with pytest.raises(ValidationError, match="add up to layers"):
        Model.model_validate({**without_linear, "feed_forward_only_layers": 45})


@pytest.mark.parametrize(("quant", "published"), [("fp8", 30), ("nvfp4", 17)])
def test_nemotron3_nano_weights_against_nvidias_published_sizes(catalog, quant, published):
    # NVIDIA's Jetson AI Lab pages list the FP8 checkpoint at "30GB" and the NVFP4 one at "17GB", unit not stated.
    # FP8: 31.6B x 1 byte + the two 16-bit embeddings (0.70B) once more = 32.30e9 bytes = 30.09 GiB (+0.3%);
    # NVFP4: 4.5 bits + the same = 18.79e9 = 17.50 GiB (+2.9%). Read as 10^9 bytes they would be 7.7% and 10.5% over
    model = catalog.models.get("nemotron-3-nano-30b-a3b")
    weights = weight_bytes(model, catalog.quants.get(quant))
    assert weights / 2**30 == pytest.approx(published, rel=0.04)
