"""Issue 25 item 2: a peak compute for every part that a source gives one for; the DGX Spark and the Jetson AGX Thor
had none, so no prefill rate and no first-word time at all."""

from __future__ import annotations

import pytest

from gpu_advisor.core.catalog import load_catalog
from gpu_advisor.core.sizing import estimate

CATALOG = load_catalog()


@pytest.mark.parametrize(
    ("part", "fp16", "fp8"),
    [
        # NVIDIA: up to 1 PFLOP FP4 with sparsity; / 2 for dense, / 2 for FP8, / 2 again for 16-bit
        ("dgx-spark", 1000 / 2 / 2 / 2, 1000 / 2 / 2),
        # NVIDIA: up to 2,070 FP4 TFLOPS (sparse), derived the same way
        ("jetson-agx-thor", 2070 / 2 / 2 / 2, 2070 / 2 / 2),
    ],
)
def test_spark_and_thor_have_a_derived_dense_peak_and_a_first_word_time(part: str, fp16: float, fp8: float) -> None:
    gpu = CATALOG.gpus.get(part)
    assert gpu.tflops.fp16 == pytest.approx(fp16) and gpu.tflops.bf16 == pytest.approx(fp16)
    assert gpu.tflops.fp8 == pytest.approx(fp8)
    assert "DERIVED" in gpu.notes and "sparse" in gpu.notes
    result = estimate(CATALOG, CATALOG.models.get("llama-3.1-8b"), gpu, prompt_tokens=2048, context=4096)
    assert result.fits and result.speed.prefill_tokens_per_s and result.speed.ttft_s
    # compute-bound: 2 x 8 B parameters a token at the dense 16-bit peak times the runtime's share of it; an upper
    # bound of the rate, whatever the share (at most the whole peak)
    assert result.speed.prefill_tokens_per_s < fp16 * 1e12 / (2 * 8.0e9)


# Parts still without any dense 16-bit peak, each for want of a figure a source gives (see the part's notes): the list
# may only shrink. Everything else has one, so every other part gets a prefill rate and a first-word time.
WITHOUT_A_16_BIT_PEAK = {
    "a10g",  # AWS-only; NVIDIA and AWS publish no datasheet
    "jetson-agx-orin-32gb",  # NVIDIA gives sparse INT8 TOPS of GPU and DLA together only
    "jetson-orin-nano-8gb",  # likewise
    "atlas-300i-duo",  # INT8 only
    "rtx-pro-4000-blackwell",  # NVIDIA's AI TOPS not read
    "rtx-4000-ada",  # FP32 only
    "atlas-350",  # FP4 only
    "rk3588-32gb",  # NPU INT8 only
}


def test_every_other_part_has_a_dense_16_bit_peak() -> None:
    missing = {g.id for g in CATALOG.gpus if not (g.tflops.fp16 or g.tflops.bf16)}
    assert missing <= WITHOUT_A_16_BIT_PEAK, missing - WITHOUT_A_16_BIT_PEAK
    for part in ("dgx-spark", "jetson-agx-thor", "mi325x", "m1-ultra-128gb", "ryzen-ai-max-395-128gb"):
        assert part not in missing, part
