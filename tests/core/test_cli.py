"""`gpu-advisor catalog` and `gpu-advisor estimate`, as a person at a terminal uses them."""

import json
import subprocess
import sys

import pytest

from gpu_advisor.core.cli import main


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_catalog_lists_ids_names_and_aliases(capsys):
    code, out, _ = run(capsys, "catalog", "gpus", "--json")
    rows = json.loads(out)
    assert code == 0
    h100 = next(r for r in rows if r["id"] == "h100-sxm")
    assert set(h100) == {"id", "name", "aliases"} and "H100 SXM" in h100["aliases"]
    for section in ("models", "quants", "runtimes"):
        code, out, _ = run(capsys, "catalog", section)
        assert code == 0 and len(out.splitlines()) >= 7


def test_estimate_json_has_the_documented_fields(capsys):
    code, out, err = run(
        capsys, "estimate", "--model", "Llama 3.1 8B", "--gpu", "RTX 4090", "--quant", "Q4_K_M", "--json"
    )
    assert code == 0, err
    data = json.loads(out)
    assert data["fits"] is True
    assert data["memory"]["per_gpu_gb"] > 0 and data["memory"]["total_gb"] >= data["memory"]["per_gpu_gb"]
    assert {"weights", "kv_cache", "activations", "runtime_reserve"} <= set(data["memory"]["breakdown"])
    speed = data["speed"]
    low, high = speed["decode_tokens_per_s_range"]
    assert low < speed["decode_tokens_per_s"] < high
    for key in ("prefill_tokens_per_s", "ttft_s", "aggregate_tokens_per_s"):
        assert speed[key] > 0
    assert data["runtime"] == "llama.cpp"


def test_estimate_json_gives_the_first_word_and_each_users_speed_under_the_stated_load(capsys):
    """Issue 25 item 3: `--batch` users asking at once, as the recommendation counts them (core.options
    first_word_wait and streaming_speed). Hand calculation on the figures of the same answer (Llama 3.3 70B FP8
    on 2 x H100 SXM with vLLM, 10 users, 1,000-token prompts, 256-token answers; on 2026-12-02 the engine gave
    TTFT 0.1354 s, prefill 7,384.48 tokens/s, aggregate 251.24 tokens/s):
    first word = 0.1354 + (10 - 1) / 2 x 1000 / 7384.48 = 0.745 s (one's own prompt behind half of the others');
    each user = 256 / (256 x 10 / 251.24 + 9 x 1000 / 7384.48) = 256 / (10.190 + 1.219) = 22.44 tokens/s."""
    args = ["estimate", "--model", "llama-3.3-70b", "--gpu", "h100-sxm", "--count", "2", "--quant", "fp8"]
    args += ["--runtime", "vllm", "--context", "4096", "--prompt", "1000", "--output", "256", "--json"]
    code, out, err = run(capsys, *args, "--batch", "10")
    assert code == 0, err
    data = json.loads(out)
    speed, load = data["speed"], data["load"]
    assert (load["users"], load["prompt_tokens"], load["answer_tokens"]) == (10, 1000, 256)
    wait = speed["ttft_s"] + (10 - 1) / 2 * 1000 / speed["prefill_tokens_per_s"]
    assert load["ttft_s"] == pytest.approx(wait, rel=2e-3)
    answer_time = 256 * 10 / speed["aggregate_tokens_per_s"] + 9 * 1000 / speed["prefill_tokens_per_s"]
    assert load["per_user_tokens_per_s"] == pytest.approx(256 / answer_time, rel=2e-3)
    assert load["aggregate_tokens_per_s"] == pytest.approx(speed["aggregate_tokens_per_s"], rel=1e-6)
    # the others' prompts make each user slower than an even share of the machine, and the first word later
    assert load["per_user_tokens_per_s"] < speed["aggregate_tokens_per_s"] / 10
    assert load["ttft_s"] > 4 * speed["ttft_s"]
    low, high = load["ttft_s_range"]
    assert low < load["ttft_s"] < high
    low, high = load["per_user_tokens_per_s_range"]
    assert low < load["per_user_tokens_per_s"] < high
    # one user alone waits the plain time to first token and reads at the single-stream speed
    code, out, err = run(capsys, *args)
    one = json.loads(out)
    assert one["load"]["ttft_s"] == pytest.approx(one["speed"]["ttft_s"], rel=2e-3)
    assert one["load"]["per_user_tokens_per_s"] == pytest.approx(
        min(one["speed"]["aggregate_tokens_per_s"], one["speed"]["decode_tokens_per_s"]), rel=2e-3
    )


def test_speeds_are_null_when_it_does_not_fit(capsys):
    code, out, _ = run(capsys, "estimate", "--model", "deepseek-r1", "--gpu", "4090", "--json")
    data = json.loads(out)
    assert code == 0 and data["fits"] is False
    assert data["speed"]["decode_tokens_per_s"] is None and data["speed"]["prefill_tokens_per_s"] is None


def test_fine_tune_estimate(capsys):
    code, out, _ = run(
        capsys,
        "estimate",
        "--model",
        "qwen2.5-7b",
        "--gpu",
        "a100-80gb-sxm",
        "--task",
        "lora",
        "--context",
        "2048",
        "--json",
    )
    data = json.loads(out)
    assert code == 0 and data["fits"] and data["training"]["tokens_per_s"] > 0
    assert "adapters_and_optimizer" in data["memory"]["breakdown"]


def test_human_output(capsys):
    code, out, _ = run(
        capsys, "estimate", "--model", "llama-3-70b", "--gpu", "rtx-4090", "--count", "2", "--quant", "q4_k_m"
    )
    assert code == 0 and "fits: yes" in out and "decode:" in out


def test_estimate_speaks_chinese_with_lang(capsys):
    """`estimate --lang zh_CN` says its text and its own errors in Chinese, with the same figures as in English; the
    JSON keeps its English sentences, as without --lang."""
    args = ["estimate", "--model", "llama-3-70b", "--gpu", "rtx-4090", "--count", "2", "--quant", "q4_k_m"]
    code, english, _ = run(capsys, *args)
    assert code == 0
    code, chinese, _ = run(capsys, *args, "--lang", "zh_CN")
    assert code == 0
    assert "放得下：是" in chinese and "权重" in chinese and "KV 缓存" in chinese and "生成：每路" in chinese
    assert "fits:" not in chinese and "decode:" not in chinese and "memory, all GPUs" not in chinese
    figures = [word for word in english.replace("(", " ").replace(")", " ").split() if word[:1].isdigit()]
    assert figures and all(figure.rstrip(",;") in chinese for figure in figures)

    lora = "estimate --model llama-3.1-8b --gpu rtx-4090 --task lora --dataset-tokens 100M --lang zh_CN"
    code, out, _ = run(capsys, *lora.split())
    assert code == 0 and "LoRA 微调" in out and "训练：" in out and "GPU 小时" in out

    too_long = "estimate --model llama-3.1-8b --gpu l4 --context 100 --prompt 200 --lang zh_CN"
    code, out, err = run(capsys, *too_long.split())
    assert code == 2 and out == "" and "--prompt 200 比 --context 100 还长" in err

    code, out, _ = run(capsys, *args, "--lang", "zh_CN", "--json")
    assert code == 0 and json.loads(out)["fits"] is True


@pytest.mark.parametrize(
    "args,message",
    [
        (["--model", "llama-3.1-8b", "--gpu", "rtx4090x"], "unknown GPU 'rtx4090x'; did you mean rtx-4090"),
        (["--model", "lama 3 70b", "--gpu", "l4"], "unknown model 'lama 3 70b'; did you mean llama-3-70b"),
        (["--model", "llama-3.1-8b", "--gpu", "l4", "--quant", "q5"], None),
        (["--model", "llama-3.1-8b", "--gpu", "l4", "--count", "0"], "count must be at least 1"),
        (["--model", "llama-3.1-8b", "--gpu", "l4", "--count", "-2"], "count must be at least 1"),
        (["--model", "llama-3.1-8b", "--gpu", "l4", "--batch", "1000000"], "batch 1000000 is absurd"),
        (["--model", "llama-3.1-8b", "--gpu", "l4", "--context", "abc"], "context must be a whole number"),
        (
            ["--model", "llama-3.1-8b", "--gpu", "l4", "--context", "100", "--prompt", "200"],
            "--prompt 200 is longer than --context 100",
        ),
        (["--model", "llama-3.1-8b", "--gpu", "l4", "--runtime", "vlm"], "unknown runtime 'vlm'; did you mean vllm"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(capsys, args, message):
    code, out, err = run(capsys, "estimate", *args)
    if message is None:  # a valid alias: q5 is Q5_K_M
        assert code == 0
        return
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert message in err


def test_console_script_without_traceback():
    done = subprocess.run(
        [sys.executable, "-m", "gpu_advisor.core.cli", "estimate", "--model", "nonsense", "--gpu", "l4"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr and "unknown model 'nonsense'" in done.stderr


def test_scenario_template_and_recommend_json(capsys, tmp_path):
    code, out, _ = run(capsys, "scenario", "template")
    assert code == 0
    path = tmp_path / "s.json"
    path.write_text(out, encoding="utf-8")
    code, out, err = run(capsys, "recommend", "--scenario", str(path), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["options"] and data["options"][0]["label"] == "recommended"
    first = data["options"][0]
    assert {
        "label",
        "gpus",
        "cloud_instance",
        "precision",
        "runtime",
        "fits",
        "speed",
        "cost",
        "checks",
        "reasons",
    } <= set(first)
    assert "suggestions" in data


def test_recommend_flags_and_chinese(capsys):
    code, out, err = run(
        capsys,
        "recommend",
        "--model",
        "Qwen2.5-7B-Instruct",
        "--users",
        "3",
        "--budget",
        "50000",
        "--currency",
        "CNY",
        "--target",
        "office",
        "--region",
        "cn",
        "--lang",
        "zh_CN",
    )
    assert code == 0, err
    assert "首选" in out


@pytest.mark.parametrize(
    "args,message",
    [
        (["--budget", "-5"], "budget must not be negative"),
        (["--model", "gpt-9"], "unknown model 'gpt-9'"),
        (["--target", "moon"], "invalid choice"),
    ],
)
def test_recommend_bad_input(capsys, args, message):
    code, out, err = run(capsys, "recommend", *args)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "content,message",
    [
        ("nope", "is damaged or is not a GPU Advisor"),
        ('{"schema_version": 9}', "newer GPU Advisor"),
        ('{"schema_version": 1, "budget": {"one_off": -1}}', "budget.one_off"),
    ],
)
def test_recommend_bad_scenario_file(capsys, tmp_path, content, message):
    path = tmp_path / "s.json"
    path.write_text(content, encoding="utf-8")
    code, _, err = run(capsys, "recommend", "--scenario", str(path))
    assert code == 2 and message in err and "Traceback" not in err


def test_recommend_bad_price_file_is_not_ignored(capsys, tmp_path):
    path = tmp_path / "p.json"
    path.write_text("{broken", encoding="utf-8")
    code, _, err = run(capsys, "recommend", "--prices", str(path))
    assert code == 2 and "price file" in err


def test_check_machine_says_what_it_found(capsys):
    code, out, _ = run(capsys, "check-machine")
    assert code == 0 and out.strip()
    code, out, _ = run(capsys, "check-machine", "--json")
    data = json.loads(out)
    assert code == 0 and "gpus" in data and "checks" in data


def test_recommend_data_may_leave_flag(capsys):
    """--data-may-leave no keeps every rental out; yes says a cheaper API plainly (core.presentation.decision)."""
    code, out, _ = run(capsys, "recommend", "--data-may-leave", "no", "--json")
    data = json.loads(out)
    assert code == 0 and data["api_comparison"] is None
    assert all(o["kind"] != "cloud" for o in data["options"])
    code, out, _ = run(capsys, "recommend", "--data-may-leave", "yes", "--json")
    assert code == 0 and json.loads(out)["api_comparison"] is not None


def test_estimate_sizes_r1_on_two_xeon_8352y_and_one_gpu(capsys):
    """Issue 25's old DDR4 server: DeepSeek-R1 as CPU+GPU on two Xeon Platinum 8352Y (16 x DDR4-3200, 1 TB) with one
    RTX 4090, named from the catalog and described by its facts: the same figures. Bandwidth by hand: 8 channels x
    3200 MT/s x 8 bytes = 204.8 GB/s a socket, 409.6 GB/s for both (KTransformers' hand-worked decode:
    tests/core/test_hybrid.py)."""
    common = ("estimate", "--model", "DeepSeek-R1", "--gpu", "RTX 4090", "--quant", "Q4_K_M", "--runtime", "kt")
    code, out, err = run(capsys, *common, "--host", "dual 8352Y", "--json")
    assert code == 0, err
    named = json.loads(out)
    facts = "sockets=2,cores=32,ghz=2.2,channels=8,memory=ddr4-3200,avx512"
    code, out, err = run(capsys, *common, "--host-cpu", facts, "--ram-gb", "1024", "--json")
    assert code == 0, err
    own = json.loads(out)
    for data in (named, own):
        assert data["fits"] is True
        assert data["host"]["peak_bandwidth_gbps"] == pytest.approx(409.6)
        assert data["host"]["system_memory_gb"] == 1024
        assert 7 < data["speed"]["decode_tokens_per_s"] < 12
    assert own["speed"]["decode_tokens_per_s"] == pytest.approx(named["speed"]["decode_tokens_per_s"])
    assert own["host"]["name"] == "2 × 32C 2.2 GHz, 16 × DDR4-3200"
    code, out, err = run(capsys, *common, "--host-cpu", facts, "--ram-gb", "1024", "--lang", "zh_CN")
    assert code == 0 and "主机：2 × 32C 2.2 GHz, 16 × DDR4-3200" in out


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        (["--host-cpu", "sockets=2,cores=32,ghz=2.2,channels=8,memory=ddr4-3200"], "needs --ram-gb"),
        (["--host-cpu", "sockets=2,cores=32,ghz=2.2,channels=8,memory=ddr4-4800", "--ram-gb", "512"], "4800 MT/s"),
        (["--host-cpu", "cores=32,ghz=2.2,channels=8", "--ram-gb", "512"], "it needs memory too"),
        (["--host-cpu", "sockets=2,cores=32,ghz=2.2,channels=8,memory=fast", "--ram-gb", "512"], "memory='fast'"),
        (["--host-cpu", "cores=32,ghz=2.2,channels=8,memory=ddr4-3200,numa", "--ram-gb", "512"], "'numa' is not"),
        (["--host", "dual 8352Y", "--host-cpu", "cores=32,ghz=2.2,channels=8,memory=ddr4-3200"], "give one of them"),
        (["--cpu-threads", "16"], "give --host or --host-cpu too"),
    ],
)
def test_host_facts_refused_with_a_clear_message(capsys, extra, said):
    code, out, err = run(capsys, "estimate", "--model", "DeepSeek-R1", "--gpu", "RTX 4090", *extra)
    assert code == 2 and said in err and "Traceback" not in err, err
    code, _, err = run(capsys, "estimate", "--model", "DeepSeek-R1", "--gpu", "RTX 4090", *extra, "--lang", "zh_CN")
    assert code == 2 and err.strip()
