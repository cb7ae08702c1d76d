"""Hybrid CPU+GPU inference (#14 item 1): experts in system memory, the rest on one GPU."""

from __future__ import annotations

import pytest

from gpu_advisor.core.catalog import load_catalog
from gpu_advisor.core.sizing import estimate
from gpu_advisor.core.sizing.cpu_offload import peak_bandwidth, reached_bandwidth

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


def test_ktransformers_keeps_one_copy_when_a_copy_per_socket_does_not_fit() -> None:
    """KTransformers' V0.3 AMX preview ran DeepSeek-V3 as INT8 experts in 644 GB on a two-socket 1 TB host
    (doc/en/DeepseekR1_V3_tutorial.md): with a copy per socket it needs twice that, so it keeps one, and decode
    gets no second-socket gain. Before, the engine refused the run."""

    def r1(memory: float):  # type: ignore[no-untyped-def]
        return estimate(
            CATALOG,
            CATALOG.models.get("deepseek-v3"),
            CATALOG.gpus.get("rtx-4090"),
            quant=CATALOG.quants.get("int8"),
            runtime=CATALOG.runtimes.get("ktransformers"),
            host=CATALOG.hosts.get("xeon-gold-6454s-2s"),
            system_memory_gb=memory,
            context=2049,
            prompt_tokens=2048,
            output_tokens=1,
        )

    one_copy, two_copies = r1(1024), r1(2048)
    assert one_copy.fits and two_copies.fits
    assert one_copy.host is not None and two_copies.host is not None
    assert one_copy.host.system_memory_needed_gb < 1024 < two_copies.host.system_memory_needed_gb
    assert one_copy.host.reached_bandwidth_gbps < two_copies.host.reached_bandwidth_gbps
    assert one_copy.speed.decode_tokens_per_s < two_copies.speed.decode_tokens_per_s
    assert not r1(500).fits  # one copy does not fit either: refused as before


# ---------------------------------------------------------------- recommend: CPU+GPU machines sold whole


def _small_r1_buyer(users: int, team: str = "non_technical", thinking_tokens: int = 1500):  # type: ignore[no-untyped-def]
    import datetime as dt

    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.core.scenario import Scenario

    scenario = Scenario.model_validate(
        {
            "use_case": "chat",
            "model": "deepseek-r1",
            "lowest_precision": "int4",
            "context_tokens": 16384,
            "prompt_tokens": 2000,
            "answer_tokens": 600,
            "concurrent_users": users,
            "tokens_per_s_per_user": 10.0,
            "budget": {"one_off": 150000.0, "currency": "CNY"},
            "target": "server_room",
            "region": "cn",
            "team": team,
            "thinking_tokens": thinking_tokens,
        }
    )
    return recommend(CATALOG, scenario, today=dt.date(2026, 11, 30))


@pytest.mark.parametrize("users", [1])
def test_r1_for_one_user_on_150k_cny_is_the_cpu_gpu_appliance_with_its_limits(users: int) -> None:
    """Hand-checked: DeepSeek-R1 671B does not fit any GPU machine 150,000 CNY buys; the Heyi HY90 (2 x EPYC 9355,
    1,152 GB DDR5-6400, one RTX 5090D, CNY 100,000 as reported) holds its Q4_K_M experts twice (KTransformers: a
    copy per socket, 2 x ~400 GB + 16 GB < 1,152 GB) and decodes about 23 tokens/s for one user (the vendor claims
    28 at INT4)."""
    result = _small_r1_buyer(users)
    first = next(o for o in result.options if o.label == "recommended")
    assert first.host == "epyc-9355-2s" and first.gpu == "rtx-5090d" and first.runtime == "ktransformers"
    assert first.priced.upfront == 100000
    assert first.per_user_tokens_per_s is not None and first.per_user_tokens_per_s >= 10
    keys = [r.key for r in first.reasons]
    assert "reason.hybrid_limits" in keys and "reason.hybrid_price" in keys
    limits = next(r for r in first.reasons if r.key == "reason.hybrid_limits")
    assert "4 users at once" in limits.render("en") and "同时约服务 4 名用户" in limits.render("zh_CN")
    assert "reads prompts slowly" in limits.render("en")
    # a team that does not run servers gets it only with the runtime's warning
    assert any(c.id == "hybrid_runtime" and c.status == "warn" for c in first.checks)
    assert result.option_name(first).startswith("Xingyun Heyi HY90")


@pytest.mark.parametrize(("thinking", "low", "high"), [(0, 8, 10), (1500, 10, 11)])
def test_two_users_with_long_prompts_share_the_appliance(thinking: int, low: float, high: float) -> None:
    """#14 item 4: prompts are read on the CPUs (about 129 tokens/s for R1 on the HY90), and while one user's reply
    is written the other's 2,000-token prompt is read. Without thinking: 600 x 2 / 23.16 + 2,000 / 128.66 = 51.8 +
    15.5 = 67.4 s for 600 tokens, 8.9 tokens/s, below the 10 wanted. R1 thinks first (1,500 tokens by default): 2,100
    tokens x 2 / 23.16 + 15.5 = 196.9 s, 10.7 tokens/s, but the answer is complete only after minutes."""
    result = _small_r1_buyer(2, thinking_tokens=thinking)
    appliance = next(o for o in result.all_options if o.host is not None)
    speed = appliance.estimate.speed
    written = 600 + thinking
    answer_time = written * 2 / speed.aggregate_tokens_per_s + 2000 / speed.prefill_tokens_per_s
    assert appliance.per_user_tokens_per_s == pytest.approx(written / answer_time)
    assert low < appliance.per_user_tokens_per_s < high
    assert appliance.meets_speed == (appliance.per_user_tokens_per_s >= 10)


def test_r1_for_twenty_users_is_not_the_appliance() -> None:
    """Four streams at once, the rest wait: 20 users get about 1 token/s each, far below the 10 wanted."""
    result = _small_r1_buyer(20)
    appliance = [o for o in result.all_options if o.host is not None]
    assert appliance and all(not o.meets_speed for o in appliance)
    assert appliance[0].per_user_tokens_per_s is not None and appliance[0].per_user_tokens_per_s < 2
    assert all(o.host is None for o in result.options if o.label in ("recommended", "budget_alternative"))


def test_a_team_that_runs_servers_gets_the_appliance_without_the_warning() -> None:
    first = next(o for o in _small_r1_buyer(1, "can_run_servers").options if o.label == "recommended")
    assert first.host is not None
    assert all(c.status == "pass" for c in first.checks)


def test_the_appliance_is_not_offered_outside_china_or_for_a_model_that_fits_its_gpu() -> None:
    import datetime as dt

    from gpu_advisor.core.options.build import hybrid_options
    from gpu_advisor.core.options.request import Context
    from gpu_advisor.core.scenario import Scenario

    base = {"use_case": "chat", "budget": {"one_off": 150000.0, "currency": "CNY"}, "target": "server_room"}
    r1_us = Scenario.model_validate({**base, "model": "deepseek-r1", "region": "us"})
    small = Scenario.model_validate({**base, "model": "qwen3-30b-a3b", "region": "cn", "lowest_precision": "int4"})
    for scenario in (r1_us, small):
        model = CATALOG.models.get(scenario.model or "")
        ctx = Context(CATALOG, scenario, model, "inference", 1, dt.date(2026, 11, 30))
        assert hybrid_options(ctx) == []


# ---------------------------------------------------------------- the buyer's own server, by its facts (issue 25)

DUAL_8352Y = {
    "sockets": 2,
    "cores_per_socket": 32,
    "base_ghz": 2.2,
    "channels_per_socket": 8,
    "memory_type": "ddr4",
    "memory_mt_s": 3200,
    "avx512": True,
}


def test_ddr4_decode_by_hand_on_two_xeon_8352y() -> None:
    """DeepSeek-R1 Q4_K_M (4.89 bits a weight: 0.61125 bytes) with KTransformers on two Xeon Platinum 8352Y and one
    RTX 4090, worked out by hand from the catalog's facts and KTransformers' hybrid factors (runtimes.toml):
    memory bandwidth per socket = 8 channels x 3200 MT/s x 8 bytes = 204.8 GB/s (409.6 GB/s for both sockets);
    KTransformers keeps a copy per socket and reaches 204.8 x (1 + 0.6) x 0.42 = 137.63 GB/s.
    A token reads 8 routed experts of (671 - 37) / (256 - 8) = 2.5565 B parameters: 20.452 B x 0.61125 = 12.501 GB
    from system memory, 90.83 ms; computing them, 2 x 20.452 = 40.90 GFLOP on 32 + 0.6 x 32 = 51.2 cores' worth at
    2.2 GHz x 9 FLOP a cycle = 1,013.8 GFLOP/s, takes 40.35 ms: less, so reading decides. The rest of the 37 B
    active, (37 - 20.452) B x 0.61125 = 10.115 GB, from the card's 1008 GB/s at 0.7: 14.33 ms (its KV cache at
    ~1,150 tokens adds ~0.1 ms); 61 layers x 100 us = 6.10 ms. Step 111.36 ms: 8.98 tokens/s."""
    from gpu_advisor.core.scenario import OwnedHost
    from gpu_advisor.core.sizing import host_from_facts

    hybrid = CATALOG.runtimes.get("ktransformers").hybrid
    assert hybrid is not None
    factors = (hybrid.cpu_bandwidth_efficiency, hybrid.second_socket_gain, hybrid.cpu_decode_flops_per_cycle)
    assert factors == (0.42, 0.6, 9.0)  # the factors used above
    catalog_host = CATALOG.hosts.get("dual 8352Y")
    own = host_from_facts(OwnedHost(**DUAL_8352Y), 1024)
    by_hand = 1 / (0.09083 + 0.01433 + 0.0001 + 0.00610)
    for host in (catalog_host, own):
        result = estimate(
            CATALOG,
            CATALOG.models.get("deepseek-r1"),
            CATALOG.gpus.get("rtx-4090"),
            quant=CATALOG.quants.get("q4_k_m"),
            runtime=CATALOG.runtimes.get("ktransformers"),
            host=host,
            context=1280,
            prompt_tokens=1024,
            output_tokens=256,
        )
        assert result.fits and result.host is not None
        assert result.host.peak_bandwidth_gbps == pytest.approx(409.6)
        assert result.host.reached_bandwidth_gbps == pytest.approx(137.63, rel=1e-3)
        assert result.speed.decode_tokens_per_s == pytest.approx(by_hand, rel=0.01)
        # a copy of the 400 GB of experts per socket and 16 GB for the system: 816 GB of the 1 TB
        assert result.host.system_memory_needed_gb == pytest.approx(816, abs=2)


def test_the_catalogs_servers_are_presets_for_the_buyers_own() -> None:
    """The wizard's chooser (core.scenario.own_server): every catalog host, servers before the workstation, each as
    the facts of a server the buyer owns; a preset's facts are recognised whatever the buyer named the server, and the
    facts typed for a server that is no preset are not."""
    from gpu_advisor.core.scenario import OwnedHost, host_presets, is_preset_name, matching_preset

    presets = host_presets(CATALOG)
    assert len(presets) == len(CATALOG.hosts)
    assert presets[-1].id == "threadripper-pro-7965wx"  # the one workstation, after the servers
    dual_8352y = next(p for p in presets if p.id == "xeon-platinum-8352y-2s")
    assert dual_8352y.name == "2 x Intel Xeon Platinum 8352Y (Ice Lake), 16 x DDR4-3200"
    assert dual_8352y.facts == OwnedHost(**DUAL_8352Y, name="2 × Intel Xeon Platinum 8352Y", vendor="intel")
    assert matching_preset(presets, OwnedHost(**DUAL_8352Y, name="Dell R750", vendor="intel")) is dual_8352y
    assert matching_preset(presets, OwnedHost(**{**DUAL_8352Y, "channels_per_socket": 4}, vendor="intel")) is None
    assert is_preset_name(presets, "2 × Intel Xeon Platinum 8352Y") and not is_preset_name(presets, "Dell R750")


def test_own_server_facts_are_checked_with_a_clear_message() -> None:
    from gpu_advisor.core.scenario import OwnedHost, ScenarioError, scenario_from_dict

    with pytest.raises(ValueError, match="DDR4 memory does not run at 4800 MT/s: its speeds are 1600 to 3200"):
        OwnedHost(**{**DUAL_8352Y, "memory_mt_s": 4800})
    with pytest.raises(ValueError, match="AMX is only on Intel CPUs with AVX-512"):
        OwnedHost(**{**DUAL_8352Y, "avx512": False, "amx": True})
    with pytest.raises(ScenarioError, match="needs its installed memory too") as caught:
        scenario_from_dict({"schema_version": 1, "existing": {"host": DUAL_8352Y}})
    assert "existing.system_ram_gb" in caught.value.render("zh_CN")  # the file's paths, where a file is read


def test_prefill_is_rated_on_the_threads_the_runtime_uses() -> None:
    """llama.cpp `-t 32` on two 32-core EPYC 9355 computes on one socket's 32 cores (ik_llama.cpp discussion #258,
    createthis): its CPU prefill rate is that of 32 cores, the same as one socket's; KTransformers' `cpu_infer 22` on
    a 24-core EPYC 9274F (ktransformers issue #587) is 22/24 of the 24 cores' rate; more threads than cores add no
    vector unit."""
    from gpu_advisor.core.sizing.cpu_offload import cpu_flops_rate

    llama = CATALOG.runtimes.get("llama.cpp").hybrid
    kt = CATALOG.runtimes.get("ktransformers").hybrid
    assert llama is not None and kt is not None
    q4 = CATALOG.quants.get("q4_k_m")
    one, two = CATALOG.hosts.get("epyc-9355-1s"), CATALOG.hosts.get("epyc-9355-2s")
    # 32 cores x 3.55 GHz x 64 FLOP a cycle x llama.cpp's share of the vector peak
    one_socket = 32 * 3.55e9 * 64 * llama.cpu_prefill_efficiency
    assert cpu_flops_rate(one, llama, q4) == pytest.approx(one_socket)
    assert cpu_flops_rate(two.model_copy(update={"threads": 32}), llama, q4) == pytest.approx(one_socket)
    assert cpu_flops_rate(one.model_copy(update={"threads": 64}), llama, q4) == pytest.approx(one_socket)
    epyc = CATALOG.hosts.get("epyc-9274f-1s")
    full = cpu_flops_rate(epyc, kt, q4)
    assert cpu_flops_rate(epyc.model_copy(update={"threads": 22}), kt, q4) == pytest.approx(full * 22 / 24)


def test_r1_on_the_buyers_own_ddr4_server_is_a_card_for_it() -> None:
    """A buyer with a dual Xeon 8352Y and 1 TB of DDR4 who wants DeepSeek-R1 for one person: the plan is one card put
    into that server, the experts in its memory; only the card is paid for (no machine in the bill)."""
    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.core.scenario import Scenario
    from gpu_advisor.core.sizing import OWN_HOST_ID

    scenario = Scenario.model_validate(
        {
            "use_case": "chat",
            "model": "deepseek-r1",
            "lowest_precision": "int4",
            "context_tokens": 8192,
            "prompt_tokens": 1000,
            "answer_tokens": 400,
            "concurrent_users": 1,
            "tokens_per_s_per_user": 5.0,
            "budget": {"one_off": 60000.0, "currency": "CNY"},
            "target": "server_room",
            "region": "cn",
            "team": "can_run_servers",
            "existing": {"system_ram_gb": 1024, "free_slots": 4, "chassis": "rack", "host": DUAL_8352Y},
        }
    )
    result = recommend(CATALOG, scenario)
    own = [o for o in result.options if o.host == OWN_HOST_ID]
    assert own, "no plan on the buyer's own server"
    best = result.options[0]
    assert best.host == OWN_HOST_ID and best.count == 1 and best.cost is not None
    assert [part.item for part in best.cost.parts] == ["accelerators"]  # the card alone: the server is the buyer's
    assert best.estimate.host is not None and best.estimate.host.peak_bandwidth_gbps == pytest.approx(409.6)
    assert best.cost.upfront < 60000 and best.meets_speed
    assert any("Your own server (2 × 32C 2.2 GHz, 16 × DDR4-3200)" in r.render("en") for o in own for r in o.reasons)
    assert any("您自己的服务器" in r.render("zh_CN") for o in own for r in o.reasons)


# ---------------------------------------------------------------- where a prompt is read (issue 25)


def test_llama_cpp_reads_a_prompt_by_copying_the_experts_to_the_gpu() -> None:
    """createthis (ik_llama.cpp discussion #258): two EPYC 9355, one RTX PRO 6000 (PCIe 5.0 x16), mainline llama.cpp,
    DeepSeek-V3-0324 UD-Q4_K_XL (4.578 bits a weight), pp512: 20.95 tok/s. A pass of 512 tokens (>= 32) has its
    CPU-resident experts copied to the GPU (ggml-cuda offload_op), so by hand: 374.51 GB of experts / (63.01 GB/s x
    0.69 x 0.36 on two sockets = 15.65 GB/s) = 23.93 s; their products on the GPU, 512 x 2 x 20.45 B = 20.94 TFLOP
    at 500 x 0.3 TFLOPS, 0.140 s; the rest, (2 x 16.55 B x 512 + 0.79 TFLOP of attention) at 150 TFLOPS, 0.118 s:
    512 / 24.19 s = 21.2 tok/s (the engine computed the experts on the CPU: 75 tok/s, +258%)."""
    llama = CATALOG.runtimes.get("llama.cpp")
    assert llama.hybrid is not None
    hybrid = llama.hybrid
    assert (hybrid.gpu_offload_min_batch, hybrid.pcie_efficiency, hybrid.pcie_two_socket_share) == (32, 0.69, 0.36)
    quant = CATALOG.quants.get("q4_k_m").model_copy(update={"bits_per_weight": 4.578})
    result = estimate(
        CATALOG,
        CATALOG.models.get("deepseek-v3-0324"),
        CATALOG.gpus.get("rtx-pro-6000-blackwell"),
        quant=quant,
        runtime=llama,
        host=CATALOG.hosts.get("epyc-9355-2s"),
        context=513,
        prompt_tokens=512,
        output_tokens=1,
    )
    assert result.host is not None and result.host.cpu_weights_gb == pytest.approx(374.51, rel=1e-3)
    assert result.speed.prefill_tokens_per_s == pytest.approx(512 / (23.93 + 0.140 + 0.118), rel=0.01)
    assert abs(result.speed.prefill_tokens_per_s - 20.95) / 20.95 < 0.05
    # a prompt shorter than 32 tokens stays on the CPU, at the CPU's rate
    short = estimate(
        CATALOG,
        CATALOG.models.get("deepseek-v3-0324"),
        CATALOG.gpus.get("rtx-pro-6000-blackwell"),
        quant=quant,
        runtime=llama,
        host=CATALOG.hosts.get("epyc-9355-2s"),
        context=32,
        prompt_tokens=31,
        output_tokens=1,
    )
    assert short.speed.prefill_tokens_per_s > 3 * result.speed.prefill_tokens_per_s


def test_ktransformers_reads_a_long_prompt_on_the_gpu_layer_by_layer() -> None:
    """kt-kernel streams the experts to the GPU above its prefill threshold (4096 tokens): R1 Q4_K_M on two Xeon Gold
    6454S and an RTX 4090 (PCIe 4.0 x16, 31.5 GB/s x 0.78). A 32K prompt is four chunks of 8,192, each copying the
    400 GB of experts once: 4 x 400.03 / 24.57 = 65.1 s, plus the products on the GPU (its 32K of attention alone,
    2 x 61 x 32768^2 x 128 x 192 = 3.2 PFLOP, take a minute at 165 x 0.3 TFLOPS); its first word comes after about 3
    minutes, not the 7.5 minutes of reading it on the CPUs (~73 tok/s). Below the threshold the CPUs read it
    as before (KTransformers' V0.2.1 table: 88.5 tok/s at 1,930 tokens)."""
    kt = CATALOG.runtimes.get("ktransformers")
    assert kt.hybrid is not None and kt.hybrid.gpu_offload_min_batch == 4096 and kt.prefill_chunk_tokens == 8192
    on_cpu = kt.model_copy(update={"hybrid": kt.hybrid.model_copy(update={"gpu_offload_min_batch": None})})

    def first_word(prompt: int, runtime):  # type: ignore[no-untyped-def]
        return _r1("xeon-gold-6454s-2s", runtime=runtime, context=prompt + 1, prompt_tokens=prompt, output_tokens=1)

    long = first_word(32768, kt.id)
    long_on_cpu = estimate(
        CATALOG,
        CATALOG.models.get("deepseek-r1"),
        CATALOG.gpus.get("rtx-4090"),
        quant=CATALOG.quants.get("q4_k_m"),
        runtime=on_cpu,
        host=CATALOG.hosts.get("xeon-gold-6454s-2s"),
        context=32769,
        prompt_tokens=32768,
        output_tokens=1,
    )
    assert long.speed.ttft_s is not None and long_on_cpu.speed.ttft_s is not None
    copy = 4 * 400.03 / (1.969 * 16 * 0.78)
    assert copy == pytest.approx(65.1, abs=0.1) and copy < long.speed.ttft_s < copy + 120
    assert long_on_cpu.speed.ttft_s > 2.4 * long.speed.ttft_s
    short = first_word(1930, kt.id)
    assert short.speed.prefill_tokens_per_s == pytest.approx(84.0, rel=0.05)  # 88.5 measured, on the CPUs


def test_a_low_bit_file_is_bound_by_the_cpus_compute_not_its_memory() -> None:
    """A token's CPU part is the longer of reading its experts and computing them. ik_llama.cpp on a Threadripper PRO
    7965WX (24 cores, 4.2 GHz base, 8 x DDR5-4800 = 307.2 GB/s) reaches 307.2 x 0.66 = 202.75 GB/s and 24 x 4.2 GHz
    x 8 FLOP a cycle = 806.4 GFLOP/s (runtimes.toml). DeepSeek-R1's 20.452 B routed-expert parameters a token are
    40.904 GFLOP: 50.72 ms whatever the file. Q4_K_M (4.89 bits: 12.501 GB) reads in 61.66 ms, so reading decides;
    Q2_K (3.35 bits: 8.564 GB) reads in 42.24 ms, so computing does. Plus 61 layers x 100 us = 6.10 ms each
    (no GPU bytes here). The measured rows say the same: on this host ik_llama.cpp's UD-Q2_K_XL decodes at 13.68
    tokens/s, a rate that reading alone would put at about 20 (tests/data/measured.csv, discussion #258)."""
    from gpu_advisor.core.sizing.cpu_offload import decode_seconds

    host = CATALOG.hosts.get("threadripper-pro-7965wx")
    runtime = CATALOG.runtimes.get("ik_llama.cpp")
    hybrid = runtime.hybrid
    assert hybrid is not None
    assert (hybrid.cpu_bandwidth_efficiency, hybrid.cpu_decode_flops_per_cycle) == (0.66, 8.0)  # used above
    model = CATALOG.models.get("deepseek-r1")
    gpu = CATALOG.gpus.get("rtx-a6000")
    flops = 2 * 20.452e9
    q4 = decode_seconds(host, hybrid, gpu, model, 20.452e9 * 4.89 / 8, 0.0, flops)
    q2 = decode_seconds(host, hybrid, gpu, model, 20.452e9 * 3.35 / 8, 0.0, flops)
    assert q4 == pytest.approx(0.06166 + 0.00610, rel=2e-3)
    assert q2 == pytest.approx(0.05072 + 0.00610, rel=2e-3)
    # reading alone (no compute rate known) would put the 2-bit file's step at 48.34 ms instead of 56.82
    reading_only = decode_seconds(
        host,
        hybrid.model_copy(update={"cpu_decode_flops_per_cycle": None}),
        gpu,
        model,
        20.452e9 * 3.35 / 8,
        0.0,
        flops,
    )
    assert reading_only == pytest.approx(0.04224 + 0.00610, rel=2e-3)
