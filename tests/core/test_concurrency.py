"""Many users at once and several machines (issue 25, item 2): the batched decode step, the experts a batch wakes, and
the all-reduces of a tensor-parallel group that spans machines. Hand calculations beside each assertion."""

import pytest

from gpu_advisor.core.sizing import estimate
from gpu_advisor.core.sizing.memory_and_speed import (
    MOE_ROUTING_EXPONENT,
    RING_STEP_US,
    experts_touched,
    inference_speed,
)


def test_one_stream_wakes_its_own_experts_and_a_batch_fewer_than_independent_streams():
    # one stream: k experts; 32 streams of a 128-expert, top-8 layer: 32^0.85 = 19.03 independent routings,
    # 128 x (1 - (15/16)^19.03) = 128 x (1 - 0.2928) = 90.5 experts, where 32 independent ones would wake 111.8
    assert experts_touched(128, 8, 1) == pytest.approx(8.0)
    assert MOE_ROUTING_EXPONENT == 0.85
    assert experts_touched(128, 8, 32) == pytest.approx(90.5, rel=0.005)
    assert 128 * (1 - (15 / 16) ** 32) == pytest.approx(111.8, rel=0.005)


def _serve(catalog, runtime, batch, model="llama-3.1-8b", gpu="h100-sxm", quant="bf16", **kwargs):
    return estimate(
        catalog,
        catalog.models.get(model),
        catalog.gpus.get(gpu),
        quant=catalog.quants.get(quant),
        runtime=runtime,
        context=2048,
        prompt_tokens=1024,
        output_tokens=512,
        batch=batch,
        **kwargs,
    )


def test_each_stream_adds_its_work_to_every_layer(catalog):
    # SGLang's 2 us a stream and layer on HBM cards: 64 streams of Llama 3.1 8B (32 layers) on an H100 make each step
    # 64 x 32 x 2 us = 4.096 ms longer than without it; the throughput is 64 / step x its batch efficiency 0.65
    sglang = catalog.runtimes.get("sglang")
    table = sglang.calibration["cuda-hbm"]
    assert table.stream_layer_us == 2.0 and sglang.batch_efficiency == 0.65
    free = sglang.model_copy(
        update={"calibration": {**sglang.calibration, "cuda-hbm": table.model_copy(update={"stream_layer_us": 0.0})}}
    )
    with_cost = _serve(catalog, sglang, 64).speed.aggregate_tokens_per_s
    without = _serve(catalog, free, 64).speed.aggregate_tokens_per_s
    assert 64 * 0.65 / with_cost - 64 * 0.65 / without == pytest.approx(64 * 32 * 2e-6, rel=1e-6)


def test_the_batched_compute_bound_does_not_follow_the_fitted_prefill_share(catalog):
    # the prefill share of a runtime is fitted on prompts; 768 streams of Llama 2 7B in FP8 on an H100 (TensorRT-LLM's
    # peak-throughput table) reach the compute bound at BATCHED_COMPUTE_EFFICIENCY whatever that share is: with the
    # share at 0.05 the old step, 768 x 13.4 GFLOP / (1,385 TFLOP/s x 0.05), took 149 ms instead of 15
    trt = catalog.runtimes.get("tensorrt-llm")
    slow = trt.calibration["cuda-hbm"].model_copy(update={"prefill_efficiency": 0.05})
    slow_prefill = trt.model_copy(update={"calibration": {**trt.calibration, "cuda-hbm": slow}})
    kwargs = dict(model="llama-2-7b", quant="fp8", kv_bits=8)
    fitted = _serve(catalog, trt, 768, **kwargs).speed.aggregate_tokens_per_s
    assert _serve(catalog, slow_prefill, 768, **kwargs).speed.aggregate_tokens_per_s == pytest.approx(fitted)


def test_a_tensor_parallel_group_across_machines_waits_on_the_network(catalog):
    # DeepSeek-R1 in FP8 on 2 x 8 H100 as one group of 16: each of the 2 x 61 all-reduces of a step costs InfiniBand's
    # 60 us plus 2 x 15 ring steps of 3 us = 150 us instead of NVLink's 8 us: 122 x 142 us = 17.3 ms more a token
    model, gpu = catalog.models.get("deepseek-r1"), catalog.gpus.get("h100-sxm")
    quant, sglang = catalog.quants.get("fp8"), catalog.runtimes.get("sglang")
    fabric = catalog.fabrics.get("ib-ndr-400x8")
    assert (fabric.allreduce_us, RING_STEP_US) == (60, 3.0)
    args = (model, gpu, 16, quant, sglang, 128, 192, 1, 16, "tensor", [])
    inside = inference_speed(*args).decode_tokens_per_s
    across = inference_speed(*args, None, fabric.allreduce_us).decode_tokens_per_s
    assert 1 / across - 1 / inside == pytest.approx(2 * 61 * (60 + 2 * 15 * 3 - 8) * 1e-6, rel=1e-6)


def test_sglang_spreads_r1_over_two_machines_as_one_group_and_vllm_as_a_pipeline(catalog):
    # SGLang's recipe for two 8-GPU machines is `--tp 16 --nnodes 2`; vLLM's is tensor parallel inside a machine and
    # pipeline parallel between them (runtimes.toml across_machines)
    fabric = catalog.fabrics.get("ib-ndr-400x8")
    kwargs = dict(model="deepseek-r1", quant="fp8", count=8, machines=2, fabric=fabric)
    sglang = _serve(catalog, catalog.runtimes.get("sglang"), 1, **kwargs)
    vllm = _serve(catalog, catalog.runtimes.get("vllm"), 1, **kwargs)
    assert sglang.cluster and (sglang.cluster.tensor_parallel, sglang.cluster.pipeline_parallel) == (16, 1)
    assert vllm.cluster and (vllm.cluster.tensor_parallel, vllm.cluster.pipeline_parallel) == (8, 2)
    assert "cluster.tensor" in {n.key for n in sglang.notes}
    # the prompt is read as fast as on one machine (the pipeline's prefill): a prompt's all-reduces carry every
    # token's hidden state over the network, which costs what the other machine's GPUs save
    sglang_piped = _serve(catalog, catalog.runtimes.get("sglang"), 1, across="pipeline", **kwargs)
    assert sglang.speed.prefill_tokens_per_s == pytest.approx(sglang_piped.speed.prefill_tokens_per_s)
    # its first token: that prefill and one step of the group instead of one step of the pipeline
    assert sglang.speed.ttft_s - 1 / sglang.speed.decode_tokens_per_s == pytest.approx(
        sglang_piped.speed.ttft_s - 1 / sglang_piped.speed.decode_tokens_per_s
    )


def test_published_sglang_two_machine_decode_within_ten_percent(catalog):
    # Tenstorrent's sweep of DeepSeek-R1-0528 on 2 x 8 H100 with SGLang over InfiniBand, one stream: 43.2 tokens/s
    # (tenstorrent/tt-inference-server issue #356, 2025-07-09); the pipeline model said 106 (+146%)
    fabric = catalog.fabrics.get("ib-ndr-400x8")
    two = estimate(
        catalog,
        catalog.models.get("deepseek-r1"),
        catalog.gpus.get("h100-sxm"),
        count=8,
        quant=catalog.quants.get("fp8"),
        runtime=catalog.runtimes.get("sglang"),
        context=256,
        prompt_tokens=128,
        output_tokens=128,
        machines=2,
        fabric=fabric,
    )
    assert two.speed.decode_tokens_per_s == pytest.approx(43.2, rel=0.10)
