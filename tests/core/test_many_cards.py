"""Issue 25 item 2: up to 16 cards in one machine where such machines are sold (platforms.toml server-pcie-20), and
refused where no machine holds them."""

from __future__ import annotations

import pytest

from gpu_advisor.core.catalog import load_catalog
from gpu_advisor.core.catalog.market import counts_sold, platform_takes
from gpu_advisor.core.cli import main
from gpu_advisor.core.options.build import platform_for
from gpu_advisor.core.sizing import EstimateError, estimate

CATALOG = load_catalog()
ROOM = CATALOG.platforms_for("server_room")


def test_sixteen_single_width_cards_fit_only_the_20_slot_server() -> None:
    """Supermicro's SYS-322GB-NR takes 18 single-slot or 10 dual-slot cards (The Register, 2024-10-10): the engine
    offers 16 single-width L4s (1 slot each: 16 of its 20 positions) and 10 double-width L40S (20 of 20) in it, and
    neither count in the 8-slot 4U server or anywhere else."""
    l4, l40s = CATALOG.gpus.get("l4"), CATALOG.gpus.get("l40s")
    twenty, eight = CATALOG.platforms.get("server-pcie-20"), CATALOG.platforms.get("server-pcie-8")
    assert 16 in counts_sold(l4, ROOM) and 10 in counts_sold(l40s, ROOM)
    assert platform_takes(twenty, l4, 16) and not platform_takes(eight, l4, 16)
    assert (
        platform_takes(twenty, l40s, 10)
        and not platform_takes(twenty, l40s, 11)
        and not platform_takes(eight, l40s, 10)
    )
    assert platform_for(ROOM, l4, 16) is twenty
    assert platform_for(ROOM, l40s, 16) is None  # 16 double-width cards take 32 slot positions: no machine holds them
    without = [p for p in ROOM if p.id != "server-pcie-20"]
    assert platform_for(without, l4, 16) is None and platform_for(without, l40s, 10) is None
    # a module comes only in the counts its system is sold with: still eight H100 SXM
    assert counts_sold(CATALOG.gpus.get("h100-sxm"), ROOM) == [8]


def test_a_16_card_plan_is_sized_and_a_17th_card_refused() -> None:
    """Llama 3.1 70B in BF16 (141 GB of weights) on 16 L4s (24 GB each, 384 GB): tensor parallel over 16 splits its
    64 attention heads 4 a card and its 8 KV heads each over two cards, so it is sized without a problem; the engine
    stops at 16 a machine (MAX_GPUS_PER_MACHINE)."""
    model, l4 = CATALOG.models.get("llama-3.1-70b"), CATALOG.gpus.get("l4")
    sixteen = estimate(
        CATALOG, model, l4, count=16, quant=CATALOG.quants.get("bf16"), runtime=CATALOG.runtimes.get("vllm")
    )
    assert sixteen.fits, [p.render() for p in sixteen.problems]
    assert sixteen.count == 16 and sixteen.split == "tensor"
    assert sixteen.memory.per_gpu_gb < 24  # 141 GB / 16 = 8.8 GB of weights a card, plus the KV cache
    assert sixteen.speed.decode_tokens_per_s
    with pytest.raises(EstimateError, match="count 17: must be 1 to 16 GPUs"):
        estimate(CATALOG, model, l4, count=17)
    # a card whose own limit is lower (a consumer card: 4) is sized at 16 with the limit said
    four = estimate(CATALOG, CATALOG.models.get("llama-3.1-8b"), CATALOG.gpus.get("rtx-4060-ti-16gb"), count=16)
    assert any(p.key == "sizing.max_count" for p in four.problems)


def test_cli_sizes_16_cards_and_refuses_17(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["estimate", "--model", "Llama 3.1 70B", "--gpu", "L4", "--count", "16", "--quant", "bf16"])
    out, err = capsys.readouterr()
    assert code == 0 and "16 x NVIDIA L4" in out and "fits: yes" in out, out + err
    code = main(["estimate", "--model", "Llama 3.1 70B", "--gpu", "L4", "--count", "17"])
    out, err = capsys.readouterr()
    assert code == 2 and "count" in err and "16" in err
