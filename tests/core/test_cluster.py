"""Several machines (#14 item 2): a model served by two to four machines, a pretraining run on a cluster, the
network between them and what it costs. Figures come from hand calculations shown next to each assertion or
from published measurements (docs/research/cluster-2026-12.md)."""

import datetime as dt
import json
import shutil

import pytest

from gpu_advisor.core.catalog import CATALOG_DIR, CatalogError, load_catalog
from gpu_advisor.core.cli import main
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.sizing import EstimateError, estimate, memory_on
from gpu_advisor.core.sizing.several_machines import (
    GLOBAL_BATCH_TOKENS,
    PRETRAIN_SEQUENCE,
    machines_per_rack,
    network_bill,
    pretrain_estimate,
)
from tests.scenarios import pretraining_scenario

TODAY = dt.date(2026, 11, 30)


def serve(catalog, model, gpu, quant, machines, batch=1, runtime=None):
    gpu_entry = catalog.gpus.get(gpu)
    return estimate(
        catalog,
        catalog.models.get(model),
        gpu_entry,
        count=8,
        quant=catalog.quants.get(quant),
        runtime=catalog.runtimes.get(runtime) if runtime else None,
        context=4096,
        prompt_tokens=1024,
        batch=batch,
        machines=machines,
        fabric=catalog.fabric_for(catalog.machine_for(gpu_entry)) if machines > 1 else None,
    )


# ---------------------------------------------------------------- serving on several machines


def test_two_machines_hold_half_the_layers_each(catalog):
    # DeepSeek-R1 (61 layers) at FP8 on 8 x H20: with two machines each GPU holds the weights and KV cache of
    # ceil(61 / 2) = 31 layers shared over its 8 GPUs, instead of all 61; the per-GPU parts stay as they were
    one = serve(catalog, "deepseek-r1", "h20", "fp8", 1)
    two = serve(catalog, "deepseek-r1", "h20", "fp8", 2)
    shared = one.memory.breakdown["weights"] + one.memory.breakdown["kv_cache"]
    expected = one.memory.per_gpu_gb - shared / 8 + shared * 31 / 61 / 8
    assert two.memory.per_gpu_gb == pytest.approx(expected, rel=1e-9)
    assert two.fits and two.cluster is not None
    assert (two.cluster.machines, two.cluster.tensor_parallel, two.cluster.pipeline_parallel) == (2, 8, 2)
    assert two.cluster.network == "roce-400x4-h20"  # an H20 node's 4 x 400G RDMA ports (Ant Group, 2025-09)


def test_one_stream_crosses_each_machine_once_per_token(catalog):
    # R1 at 4 bits fits one machine of 8 x H20 and two: one stream takes the single machine's step plus one hop per
    # machine (the fabric's hop and the runtime's own step on each machine)
    one = serve(catalog, "deepseek-r1", "h20", "awq-int4", 1)
    two = serve(catalog, "deepseek-r1", "h20", "awq-int4", 2)
    assert one.fits and two.fits
    runtime = catalog.runtimes.get(two.runtime)
    from gpu_advisor.core.sizing import calibration_for

    cal = calibration_for(runtime, catalog.gpus.get("h20"))
    hop = (catalog.fabrics.get("roce-400x4-h20").hop_us + cal.step_overhead_us) * 1e-6
    assert two.speed.decode_tokens_per_s == pytest.approx(1 / (1 / one.speed.decode_tokens_per_s + 2 * hop))
    low, high = two.speed.decode_tokens_per_s_range
    assert low < two.speed.decode_tokens_per_s < high


def test_many_streams_keep_every_machine_busy(catalog):
    # 64 streams over two machines: two micro-batches of 32 in flight, each machine working on one: the throughput
    # is close to twice one machine's for 32 streams, less the hops
    one = serve(catalog, "deepseek-r1", "h20", "awq-int4", 1, batch=32)
    two = serve(catalog, "deepseek-r1", "h20", "awq-int4", 2, batch=64)
    ratio = two.speed.aggregate_tokens_per_s / one.speed.aggregate_tokens_per_s
    assert 1.8 < ratio < 2.0


@pytest.mark.parametrize(
    ("gpu", "quant", "runtime"),
    [("ascend-910b", "int8", "vllm-ascend"), ("h20", "fp8", None), ("h20", "int8", None)],
)
def test_the_full_r1_on_two_eight_card_machines(catalog, gpu, quant, runtime):
    # #14 done-when: R1 671B at 8 bits on 2 x 8 Ascend 910B (vLLM-Ascend's published two-node W8A8 deployment,
    # docs/research/cluster-2026-12.md 1.2) and on 16 x H20, with ranges; one machine does not hold it
    single = serve(catalog, "deepseek-r1", gpu, quant, 1, batch=10, runtime=runtime)
    two = serve(catalog, "deepseek-r1", gpu, quant, 2, batch=10, runtime=runtime)
    if gpu == "ascend-910b":
        assert not single.fits  # 671 GB of weights on 8 x 64 GB
    assert two.fits
    for value, span in (
        (two.speed.decode_tokens_per_s, two.speed.decode_tokens_per_s_range),
        (two.speed.aggregate_tokens_per_s, two.speed.aggregate_tokens_per_s_range),
        (two.speed.ttft_s, two.speed.ttft_s_range),
    ):
        assert span[0] < value < span[1]


def test_published_two_machine_decode_lies_in_the_range(catalog):
    # Tenstorrent's sweep of DeepSeek-R1-0528 on 16 x H100 with SGLang over InfiniBand, concurrency 1: 43.2 tokens/s
    # (tenstorrent/tt-inference-server issue #356, 2025-07-09); the engine's range must cover it
    two = serve(catalog, "deepseek-r1", "h100-sxm", "fp8", 2, runtime="sglang")
    low, high = two.speed.decode_tokens_per_s_range
    assert low <= 43.2 <= high


def test_machine_limits_are_refused_with_the_reason(catalog):
    with pytest.raises(EstimateError, match="1 to 4"):
        serve(catalog, "deepseek-r1", "h20", "fp8", 5)
    with pytest.raises(EstimateError, match="network"):
        estimate(catalog, catalog.models.get("deepseek-r1"), catalog.gpus.get("h20"), count=8, machines=2)


# ---------------------------------------------------------------- pretraining


def pretrain(catalog, model_id, gpu_id, machines, tokens, per_machine=8):
    gpu = catalog.gpus.get(gpu_id)
    runtime = catalog.preferred_runtime(gpu, catalog.quants.get("bf16"), "training")
    return pretrain_estimate(
        catalog,
        catalog.models.get(model_id),
        gpu,
        per_machine,
        machines,
        catalog.fabric_for(catalog.machine_for(gpu)),
        runtime,
        tokens,
        lambda parts, per_gpu: memory_on(parts, per_gpu, gpu, runtime),
    )


def test_pretraining_days_follow_six_n_d(catalog):
    # Qwen2.5-7B on one HGX H100 (8 GPUs, no network) over 10B tokens: FLOPs per token 6 x N + 6 x layers x 4096 x
    # attention width, at 40% of 8 x 989 TFLOP/s (the NVLink MFU of Llama 3 / torchtitan, cluster.PRETRAIN_MFU)
    model = catalog.models.get("qwen2.5-7b")
    result = pretrain(catalog, "qwen2.5-7b", "h100-sxm", 1, 10e9)
    width = model.attention_heads * model.head_dim
    flops = 6 * model.active_params_b * 1e9 + 6 * model.layers * PRETRAIN_SEQUENCE * width
    peak = catalog.gpus.get("h100-sxm").tflops.bf16 * 1e12
    days = 10e9 * flops / (8 * peak * 0.40) / 86400
    assert result.cluster.days[0] == pytest.approx(days, rel=1e-6)
    assert result.cluster.gpu_hours == pytest.approx(days * 24 * 8, rel=1e-6)
    assert result.cluster.days[1] < result.cluster.days[0] < result.cluster.days[2]


def test_pretraining_memory_takes_pipeline_stages_until_it_fits(catalog):
    # 72B on 8 x H100: weights and FP32 gradients 6 bytes x 72.7e9 / 8 = 54.5 GB per GPU plus 12 bytes of optimizer
    # states shared over the data-parallel copies: with one machine (DP 1) 163 GB per GPU: it takes pipeline
    # stages; with 8 machines (DP 8 at PP 1) it fits
    one = pretrain(catalog, "qwen2.5-72b", "h100-sxm", 1, 1e9)
    eight = pretrain(catalog, "qwen2.5-72b", "h100-sxm", 8, 1e9)
    assert eight.fits and eight.cluster.pipeline_parallel == 1 and eight.cluster.data_parallel == 8
    assert one.cluster.pipeline_parallel > 1 or not one.fits


def test_a_slow_network_slows_the_step(catalog):
    # 64 machines of 8 x H100 with a 2 x 100 GbE network instead of 8 x 400G InfiniBand: each GPU sends its 4 x 72.7e9
    # / 8 = 36 GB of BF16 gradients and weights per step at 2 x 12.5 x 0.7 / 8 = 2.2 GB/s: about 16 s, while a step
    # of 4M tokens computes in 4.2e6 x 4.4e11 / (512 x 989e12 x 0.4) = 9 s; over InfiniBand (47 GB/s a GPU) 0.8 s
    gpu = catalog.gpus.get("h100-sxm")
    runtime = catalog.preferred_runtime(gpu, catalog.quants.get("bf16"), "training")
    model = catalog.models.get("qwen2.5-72b")

    def days(fabric_id):
        est = pretrain_estimate(
            catalog,
            model,
            gpu,
            8,
            64,
            catalog.fabrics.get(fabric_id),
            runtime,
            1e10,
            lambda parts, per_gpu: memory_on(parts, per_gpu, gpu, runtime),
        )
        return est.cluster.days[0], [n.key for n in est.notes]

    fast, fast_notes = days("ib-ndr-400x8")
    slow, slow_notes = days("ethernet-100x2")
    assert slow > fast * 1.1 and "cluster.network_bound" in slow_notes and "cluster.network_bound" not in fast_notes
    assert GLOBAL_BATCH_TOKENS == 4 * 2**20


def test_network_bill_counts_ports_and_a_second_tier(catalog):
    ib = catalog.fabrics.get("ib-ndr-400x8")
    port = ib.port_prices[0].amount  # USD 1,880 per machine port: switch port with cables and transceivers
    eight = network_bill(ib, 8, 0.0, "USD", 7.2)
    assert (eight.ports, eight.switch_ports, eight.price) == (64, 64, 64 * port)  # one 64-port switch
    nine = network_bill(ib, 9, 0.0, "USD", 7.2)
    assert (nine.ports, nine.switch_ports, nine.price) == (72, 216, 216 * port)  # leaf and spine
    assert network_bill(ib, 8, 0.0, "CNY", 7.2).price == pytest.approx(64 * port * 7.2)
    roce = catalog.fabrics.get("roce-200x8-atlas")  # no port price found: 10% of the machines
    assert network_bill(roce, 2, 2_000_000, "CNY", 7.2).price == pytest.approx(200_000)
    assert network_bill(ib, 1, 0.0, "USD", 7.2).price == 0


def test_machines_per_ten_kilowatt_rack():
    assert machines_per_rack(10_200) == 1  # a DGX H100 (10.2 kW max) alone, in a rack built for more
    assert machines_per_rack(4_000) == 2
    assert machines_per_rack(12_000) == 1


def test_pretraining_a_100b_model_returns_a_cluster(catalog):
    # #14 done-when: a 100B model on 300B tokens (6 x 1e11 x 3e11 = 1.8e23 FLOPs: 82 days on 64 H100 at 40%)
    result = recommend(catalog, pretraining_scenario(), today=TODAY)
    first = result.recommended
    assert first is not None and first.machines >= 2 and first.estimate.cluster.days[0] <= 90
    bought = [o for o in result.all_options if o.kind == "buy" and o.sound and o.machines >= 2]
    assert bought, "no bought cluster does the run"
    best = min(bought, key=lambda o: o.cost.horizon_total)
    reasons = " ".join(r.render() for r in best.reasons)
    assert "InfiniBand" in reasons or "RoCE" in reasons  # the network, with its ports and price
    assert any(c.id == "rack_power" for c in best.checks)  # power per machine and racks
    assert "days" in reasons and "GPU-hours" in reasons
    data = best.to_dict()
    assert data["machines"] == best.machines and data["cluster"]["days"][0] <= 90


def test_the_rtx_4090_is_only_the_one_to_avoid_for_pretraining(catalog):
    # the source article's 千亿参数训练: 踩雷 RTX 4090, with its reason
    for region in ("us", "cn"):
        result = recommend(catalog, pretraining_scenario(region), today=TODAY)
        picks = {o.label: o for o in result.options if o.label != "option"}
        assert all(o.gpu != "rtx-4090" for label, o in picks.items() if label != "avoid")
        avoid = result.avoid
        assert avoid is not None and avoid.gpu == "rtx-4090" and avoid.avoid_problem is not None


def test_a_pretraining_run_names_the_framework_it_is_launched_with(catalog):
    # a cluster is pretrained with Megatron-LM (MindSpeed, its Ascend port, on 910B), not the fine-tuning stack
    for region, gpu, framework in (("us", "h100-sxm", "megatron-lm"), ("cn", "ascend-910b", "mindspeed")):
        result = recommend(catalog, pretraining_scenario(region), today=TODAY)
        sized = [o for o in result.all_options if o.gpu == gpu and o.kind == "buy"]
        assert sized and all(o.runtime == framework for o in sized), (gpu, {o.runtime for o in sized})
    assert all(o.runtime != "transformers" for o in result.all_options if getattr(o, "machines", 1) > 1)


def test_a_rented_cluster_keeps_the_deadline_at_the_slow_end_of_its_range(catalog):
    # 1.8e23 FLOPs on p5 (8 x H100): 8 machines take about 84 days, up to about 165 at the slow end (the training
    # family's range, ranges.toml), past the 90 allowed; 16 take about 42 (up to 83) and rent for the same GPU-hours, so
    # the rented cluster is 16 machines
    result = recommend(catalog, pretraining_scenario(), today=TODAY)
    p5 = next(o for o in result.all_options if o.cloud_instance == "aws-p5.48xlarge")
    assert p5.machines == 16 and p5.job_hours[2] / 24 <= 90
    # a bought cluster still takes the fewest machines whose middle estimate keeps the deadline (twice the machines
    # would cost twice the money): 8 HGX H100, the same eight cards a machine as p5, whose slow end is past 90 days
    bought = next(o for o in result.all_options if o.kind == "buy" and o.gpu == "h100-sxm")
    assert bought.machines == 8 and bought.job_hours[0] / 24 <= 90 < bought.job_hours[2] / 24


def test_the_first_pretraining_choice_ends_in_time_even_when_slow_and_counts_rented_machines(catalog):
    # 4 DGX B200 bought may take more than the 90 days allowed; 64 rented p4d (A100: 32 would take up to 100 days at the
    # slow end of the training family's range, ranges.toml) cost a little less than 16 rented p5 (H100) but are four
    # times the machines to keep running. Since GPU clouds are in cloud.toml (issue 24), Lambda's 8 x B200 at USD 53.52
    # an hour (6.69 a GPU) does it on 8 machines in 73 days at the slow end, for less than half the 16 p5: it comes
    # first, and nothing cheaper does the job
    result = recommend(catalog, pretraining_scenario(), today=TODAY)
    first = result.recommended
    assert first.job_hours[2] / 24 <= 90
    assert (first.cloud_instance, first.machines) == ("lambda-8x-b200", 8)
    bought = next(o for o in result.all_options if (o.kind, o.gpu, o.machines) == ("buy", "b200", 4))
    assert bought.job_hours[2] / 24 > 90
    p4d, p5 = (
        next(o for o in result.all_options if o.cloud_instance == i) for i in ("aws-p4d.24xlarge", "aws-p5.48xlarge")
    )
    assert (p4d.machines, p5.machines) == (64, 16) and p4d.priced.horizon_total < p5.priced.horizon_total
    assert first.priced.horizon_total < p5.priced.horizon_total / 2
    assert not [o for o in result.all_options if o.sound and o.priced.horizon_total < first.priced.horizon_total]
    assert result.alternative is None


def test_twice_the_rented_machines_lose_to_a_little_more_money(tmp_path):
    """The machine-count rule on its own, in the catalog without Lambda's B200 and H100 nodes: 64 rented p4d (32 would
    take up to 100 days at the slow end of the training family's range, ranges.toml) cost a little less than 16 rented
    p5 but are four times the machines to keep running, so the 16 p5 come first. The 64 p4d keep 2% of their memory
    free, under the 5% a budget alternative needs: there is none (with 32, before the training range was widened on
    2026-12-02, they were it)."""
    directory = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, directory)
    cloud = directory / "cloud.toml"
    text = cloud.read_text(encoding="utf-8")
    cut = text.index("# ============================================================== Lambda (neocloud)")
    cloud.write_text(text[:cut], encoding="utf-8")
    result = recommend(load_catalog(directory), pretraining_scenario(), today=TODAY)
    first = result.recommended
    assert first.job_hours[2] / 24 <= 90
    assert (first.cloud_instance, first.machines) == ("aws-p5.48xlarge", 16)
    cheaper = [o for o in result.all_options if o.sound and o.priced.horizon_total < first.priced.horizon_total]
    assert {(o.gpu, o.machines) for o in cheaper} >= {("b200", 4), ("a100-40gb-sxm", 64)}
    assert result.alternative is None


def test_pretraining_is_never_billed_at_spot(catalog):
    result = recommend(catalog, pretraining_scenario(), today=TODAY)
    rented = [o for o in result.all_options if o.kind == "cloud" and o.cost is not None]
    assert rented and all(o.cost.billing.mode != "spot" for o in rented)


# ---------------------------------------------------------------- command line and catalog


def test_estimate_pretrain_on_the_command_line(capsys):
    code = main(
        [
            "estimate",
            "--model",
            "qwen2.5-72b",
            "--gpu",
            "h100-sxm",
            "--count",
            "8",
            "--machines",
            "8",
            "--task",
            "pretrain",
            "--dataset-tokens",
            "100000000000",
            "--json",
        ]
    )
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["cluster"]["machines"] == 8 and data["cluster"]["network"] == "ib-ndr-400x8"
    assert 15 < data["cluster"]["days"][0] < 30  # 6 x 72.7e9 x 1e11 / (64 x 989e12 x 0.4) / 86400 = 20 days
    assert data["runtime"] == "megatron-lm"


def test_estimate_pretrain_without_data_says_what_is_missing(capsys):
    code = main(["estimate", "--model", "qwen2.5-72b", "--gpu", "h100-sxm", "--task", "pretrain"])
    assert code == 2 and "--dataset-tokens" in capsys.readouterr().err


def test_catalog_refuses_a_network_without_a_price(tmp_path):
    folder = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, folder)
    path = folder / "network.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("share_of_machines = 0.10\n", "", 1), encoding="utf-8")
    with pytest.raises(CatalogError, match="port_prices or share_of_machines"):
        load_catalog(folder)
    path.write_text(text.replace('for_platforms = ["hgx-h20-8"]', 'for_platforms = ["no-such"]'), encoding="utf-8")
    with pytest.raises(CatalogError, match="unknown platform 'no-such'"):
        load_catalog(folder)


def test_a_per_machine_limit_is_named_not_a_bare_no(capsys):
    # #14 item 4: 16 x 910B in one machine fits in memory but a machine takes 8; the answer says so
    code = main(["estimate", "--model", "deepseek-r1-distill-qwen-32b", "--gpu", "ascend-910b", "--count", "16"])
    out = capsys.readouterr().out
    assert code == 0 and "fits: in memory, but cannot run" in out and "cannot run:" in out and "fits: NO" not in out


@pytest.mark.parametrize(
    ("written", "tokens"),
    [
        ("300000000000", 300 * 10**9),
        ("300B", 300 * 10**9),
        ("3e11", 300 * 10**9),
        ("1.1b", 1_100_000_000),
        ("2T", 2 * 10**12),
        ("1,000,000", 10**6),
    ],
)
def test_dataset_tokens_read_as_people_write_them(written, tokens):
    from gpu_advisor.core.cli import token_count

    assert token_count("dataset-tokens", 10**13)(written) == tokens


@pytest.mark.parametrize(
    ("written", "problem"),
    [
        ("abc", "number of tokens"),
        ("1.5", "whole number"),
        ("0", "at least 1"),
        ("nan", "whole number"),
        ("1e14", "absurd"),
    ],
)
def test_dataset_tokens_refused_with_the_reason(capsys, written, problem):
    code = main(
        ["estimate", "--model", "qwen2.5-72b", "--gpu", "h100-sxm", "--task", "pretrain", "--dataset-tokens", written]
    )
    assert code == 2 and problem in capsys.readouterr().err


def test_lora_on_megatron_lm_is_sized_not_refused(catalog):
    """Issue 25: LoRA on Megatron-LM was refused with 'Megatron-LM does not load BF16' (quants.toml listed it under no
    16-bit format, though Megatron Core and NeMo fine-tune with LoRA in BF16). It is now sized like the other
    training runtimes; MindSpeed, Megatron on Ascend, alike."""
    from gpu_advisor.core.sizing import estimate as size

    for gpu_id, runtime_id in (("h100-sxm", "megatron-lm"), ("ascend-910b", "mindspeed")):
        est = size(
            catalog,
            catalog.models.get("llama-3-70b"),
            catalog.gpus.get(gpu_id),
            8,
            catalog.quants.get("bf16"),
            catalog.runtimes.get(runtime_id),
            task="lora",
        )
        assert est.fits and not est.problems and est.training is not None, (runtime_id, est.problems)


def test_pretraining_flops_follow_the_context_asked_for(catalog, capsys):
    """Issue 25: pretraining FLOPs per token ignored --context (attention always counted at 4,096 tokens). The
    attention term is 6 x layers x sequence x heads x head width: for Llama 3 70B (80 layers, 64 heads of 128) going
    from 4,096 to 8,192 tokens adds 6 x 80 x 4,096 x 8,192 = 16.1 GFLOP a token."""
    flops = {}
    for context in (4096, 8192):
        args = ["estimate", "--model", "llama-3-70b", "--gpu", "h100-sxm", "--count", "8", "--machines", "4"]
        args += ["--task", "pretrain", "--dataset-tokens", "100000000000", "--context", str(context), "--json"]
        assert main(args) == 0
        flops[context] = json.loads(capsys.readouterr().out)["training"]["flops_per_token"]
    model = catalog.models.get("llama-3-70b")
    assert (model.layers, model.attention_heads, model.head_dim) == (80, 64, 128)
    assert flops[8192] - flops[4096] == pytest.approx(6 * 80 * 4096 * 64 * 128)
