"""A card run below its board power (`nvidia-smi -pl`): how much slower it answers and reads prompts.

Integrators cap cards so a tower's supply carries them (a 575 W card at 450 W, a 350 W one at 300 W). Answering is
bound by memory bandwidth and barely slows; reading a prompt is bound by compute and slows with the clock. The
factors are one published sweep's, measured on the same cards at each limit (POWER_LIMIT_SOURCE), interpolated by
the share of the board power kept; below MIN_POWER_SHARE prompt reading falls off sharply (0.60 at 57%) and a
limit is not offered.
"""

from __future__ import annotations

from dataclasses import replace

from gpu_advisor.core.sizing.memory_and_speed import Estimate

POWER_LIMIT_SOURCE = (
    "llmgarage.ai, 'Tokens-per-Second Test Bench: Power Limit Sweep' (February 2026): 6 x RTX 3090 (350 W board "
    "power) with llama.cpp server, MiniMax M2.5 UD-IQ2_M; decode at 4K context, prefill at 198K, at 350/300/250/200 W"
)
# (share of the board power, decode speed kept, prefill speed kept), from the sweep: decode 72.6 / 72.1 / 70.7 / 68.3
# tokens/s, prefill 9,893 / 9,326 / 8,436 / 5,941 tokens/s at 350 / 300 / 250 / 200 W
MEASURED: tuple[tuple[float, float, float], ...] = (
    (1.0, 1.0, 1.0),
    (300 / 350, 72.1 / 72.6, 9326 / 9893),
    (250 / 350, 70.7 / 72.6, 8436 / 9893),
    (200 / 350, 68.3 / 72.6, 5941 / 9893),
)
MIN_POWER_SHARE = 0.70  # the lowest limit offered: at 250 of 350 W (71%) prompts are read at 85%; at 57%, at 60%


def power_limit_factors(share: float) -> tuple[float, float]:
    """(decode, prefill) speed kept at `share` of the board power, interpolated between the measured limits."""
    share = min(max(share, MEASURED[-1][0]), 1.0)
    for (high, decode_high, prefill_high), (low, decode_low, prefill_low) in zip(MEASURED, MEASURED[1:], strict=False):
        if low <= share <= high:
            w = (share - low) / (high - low)
            return decode_low + w * (decode_high - decode_low), prefill_low + w * (prefill_high - prefill_low)
    return MEASURED[-1][1], MEASURED[-1][2]


def power_limited(est: Estimate, share: float) -> Estimate:
    """The estimate with every card held to `share` of its board power: answering (one stream and all together) at
    the decode factor, prompt reading (and training, bound by compute too) at the prefill factor, the first word later by
    as much as reading slows."""
    decode, prefill = power_limit_factors(share)
    s = est.speed

    def scaled(value: float | None, factor: float) -> float | None:
        return None if value is None else value * factor

    def scaled_range(values: list[float] | None, factor: float) -> list[float] | None:
        return None if values is None else [v * factor for v in values]

    speed = replace(
        s,
        decode_tokens_per_s=scaled(s.decode_tokens_per_s, decode),
        decode_tokens_per_s_range=scaled_range(s.decode_tokens_per_s_range, decode),
        aggregate_tokens_per_s=scaled(s.aggregate_tokens_per_s, decode),
        aggregate_tokens_per_s_range=scaled_range(s.aggregate_tokens_per_s_range, decode),
        prefill_tokens_per_s=scaled(s.prefill_tokens_per_s, prefill),
        prefill_tokens_per_s_range=scaled_range(s.prefill_tokens_per_s_range, prefill),
        ttft_s=scaled(s.ttft_s, 1 / prefill),
        ttft_s_range=scaled_range(s.ttft_s_range, 1 / prefill),
    )
    # training is bound by compute, as prompt reading is
    training = est.training
    if training is not None:
        training = replace(
            training,
            tokens_per_s=training.tokens_per_s * prefill,
            tokens_per_s_range=[v * prefill for v in training.tokens_per_s_range],
        )
    return replace(est, speed=speed, training=training)
