"""The machine around the cards priced by its parts, sized by what it holds (issue 24 item 3, the platform part):
platforms.toml [[platform.parts]], core.catalog.machine, core.options.pricing.machine_cost_parts. Every figure below is
worked out by hand from the catalog's parts (their sources are in platforms.toml) at the template's 7.1 CNY a dollar."""

from __future__ import annotations

import datetime as dt
import shutil

import pytest

from gpu_advisor.core.catalog import CatalogError, load_catalog
from gpu_advisor.core.catalog.machine import host_ram_gb, machine_parts, psu_for
from gpu_advisor.core.checks.checks import supply_needed_w
from gpu_advisor.core.options.pricing import machine_cost_parts
from gpu_advisor.core.presentation import memo
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import Scenario
from gpu_advisor.core.scenario.model import for_region

from .test_catalog import CATALOG_DIR

TODAY = dt.date(2026, 12, 2)
OLD_FLAT_TOWER_CNY = 15000  # the office tower's one base price of 2025-06-01, before it was priced by its parts


def _lines(catalog, region, platform, gpu, count):
    return machine_cost_parts(for_region(region), catalog.platforms.get(platform), catalog.gpus.get(gpu), count)


def _by_part(lines):
    return {line.ref.split("/")[1]: (line.quantity, round(line.unit_price, 2)) for line in lines}


def test_a_one_card_office_tower_in_china_by_hand(catalog):
    """1 x RTX 4090 (24 GB, 450 W; NVIDIA asks 850 W of system power for one card): the CPU and board for one card
    CNY 1,998 (Core i5-14400F 1,169 + a B760 board 829); 32 GB of DDR5 (its 24 GB rounded up to 16 GB steps, at least
    32) at 104.03 = 3,328.96; 2 TB of NVMe at 974.50 = 1,949; the 850 W supply, the smallest rating that carries
    850 W, 599; case and cooling 1,200. 9,074.96 CNY, 60% of the old flat 15,000."""
    lines = _lines(catalog, "cn", "office-tower", "rtx-4090", 1)
    assert _by_part(lines) == {
        "board-cpu-one": (1, 1998),
        "memory": (32, 104.03),
        "nvme": (2, 974.5),
        "psu-850": (1, 599),
        "case": (1, 1200),
    }
    total = sum(line.amount for line in lines)
    assert total == pytest.approx(1998 + 32 * 104.03 + 2 * 974.5 + 599 + 1200) == pytest.approx(9074.96)
    assert total < OLD_FLAT_TOWER_CNY * 0.61
    assert not any(line.listed_in for line in lines)  # every part has a China figure


def test_a_one_card_office_tower_in_the_us_by_hand(catalog):
    """The same machine for a US buyer: CPU and board 1,048.99 (Ryzen 9 9950X 499.99 + Supermicro H13SAE-MF 549.00);
    32 GB at USD 13 = 416; 2 TB at 192.50 = 385; the power supply and case have China figures only, converted and
    flagged: 599 / 7.1 = 84.37 and 1,200 / 7.1 = 169.01. 2,103.37 USD, against the old flat 2,500."""
    lines = _lines(catalog, "us", "office-tower", "rtx-4090", 1)
    total = sum(line.amount for line in lines)
    assert total == pytest.approx(1048.99 + 32 * 13 + 2 * 192.5 + 599 / 7.1 + 1200 / 7.1, abs=0.01)
    assert total == pytest.approx(2103.37, abs=0.01) and total < 2500
    assert {line.ref.split("/")[1] for line in lines if line.listed_in == "cn"} == {"psu-850", "case"}


def test_a_two_card_office_tower_in_china_by_hand(catalog):
    """2 x RTX 5090 (2 x 32 GB, 2 x 575 W): the CPU and board for two cards (x8/x8) 6,967.50 (Ryzen 9 9950X 3,619 +
    an X870E board 3,348.50); 64 GB at 104.03 = 6,657.92; 2 TB 1,949; (1,150 + 200 + 200) x 1.2 = 1,860 W needed,
    more than any supply, so the largest, 1,600 W, 2,099 (the power check holds the cards to a limit); case 1,200.
    18,873.42 CNY."""
    lines = _lines(catalog, "cn", "office-tower", "rtx-5090", 2)
    assert _by_part(lines) == {
        "board-cpu-two": (1, 6967.5),
        "memory": (64, 104.03),
        "nvme": (2, 974.5),
        "psu-1600": (1, 2099),
        "case": (1, 1200),
    }
    assert sum(line.amount for line in lines) == pytest.approx(6967.5 + 64 * 104.03 + 2 * 974.5 + 2099 + 1200)
    assert sum(line.amount for line in lines) == pytest.approx(18873.42)


def test_a_four_card_server_by_hand(catalog):
    """4 x RTX PRO 5000 48 GB in the 2U server: 192 GB of RDIMM (4 x 48, in 64 GB steps, at least 128) and 4 TB of
    NVMe. China: barebone 50,000 (the June 2025 figure kept) + 192 x 156.25 = 30,000 + 4 x 974.50 = 3,898: 83,898 CNY,
    against the old flat 50,000. US: 13,910 + 192 x 32.25 = 6,192 + 4 x 192.50 = 770: 20,872 USD, against 7,500; the
    memory alone (6,192) is most of the old base."""
    china = _lines(catalog, "cn", "server-pcie-4", "rtx-pro-5000-blackwell", 4)
    assert _by_part(china) == {"barebone": (1, 50000), "memory": (192, 156.25), "nvme": (4, 974.5)}
    assert sum(line.amount for line in china) == pytest.approx(83898)
    us = _lines(catalog, "us", "server-pcie-4", "rtx-pro-5000-blackwell", 4)
    assert _by_part(us) == {"barebone": (1, 13910), "memory": (192, 32.25), "nvme": (4, 192.5)}
    assert sum(line.amount for line in us) == pytest.approx(20872)


def test_the_power_supply_follows_the_cards(catalog):
    """The supply bought is the smallest that carries the machine as the power check judges it: one RTX PRO 6000
    Max-Q (300 W, no published system figure): (300 + 200 + 100) x 1.2 = 720 W, so 850 W; one RTX 5090: NVIDIA's
    1,000 W, so 1,000 W; two Max-Q: (600 + 200 + 200) x 1.2 = 1,200 W, so 1,200 W; two RTX 5090: 1,860 W, more than
    any, so the largest, 1,600 W (the power check then holds the cards to a limit)."""
    tower = catalog.platforms.get("office-tower")
    for gpu, count, need, watts in (
        ("rtx-pro-6000-blackwell-max-q", 1, 720, 850),
        ("rtx-5090", 1, 1000, 1000),
        ("rtx-pro-6000-blackwell-max-q", 2, 1200, 1200),
        ("rtx-5090", 2, 1860, 1600),
    ):
        g = catalog.gpus.get(gpu)
        assert supply_needed_w(g, count) == pytest.approx(need)
        supply = psu_for(tower, need)
        assert supply is not None and supply.watts == watts, gpu
        bought = [p.id for p, _ in machine_parts(tower, g, count, need) if p.part == "psu"]
        assert bought == [f"psu-{watts}"]


def test_the_memory_follows_the_cards_memory(catalog):
    """As much system memory as the cards have, in module steps, between the part's least and most: two 96 GB cards
    in the tower 192 GB (its board's most), one 16 GB card 32 GB (the least); eight 141 GB H200 NVL in the 4U server
    1,152 GB (1,128 in 64 GB steps)."""
    tower, server = catalog.platforms.get("office-tower"), catalog.platforms.get("server-pcie-8")
    assert host_ram_gb(tower, catalog.gpus.get("rtx-pro-6000-blackwell"), 2) == 192
    assert host_ram_gb(tower, catalog.gpus.get("rtx-5060-ti-16gb"), 1) == 32
    assert host_ram_gb(server, catalog.gpus.get("h200-nvl"), 8) == 1152


def test_the_memo_bill_lists_the_machines_parts_and_they_add_up(catalog):
    """A China office buyer's 1 x RTX 4090 tower: the bill has a line for each part, in the buyer's language, the first
    naming the machine and what it holds, and the parts with the card come to the cost up front."""
    scenario = Scenario.model_validate(
        {"use_case": "chat", "region": "cn", "target": "office", "model": "qwen2.5-14b", "concurrent_users": 2,
         "budget": {"currency": "CNY", "one_off": 100000}}
    )  # fmt: skip
    result = recommend(catalog, scenario, today=TODAY)
    option = next(
        o for o in result.all_options
        if o.kind == "buy" and o.gpu == "rtx-4090" and o.count == 1 and o.platform == "office-tower" and o.cost
    )  # fmt: skip
    machine = [p for p in option.cost.parts if p.item == "machine"]
    assert sum(p.amount for p in machine) == pytest.approx(9074.96)  # the tower by hand, first test above
    assert sum(p.amount for p in option.cost.parts) == pytest.approx(option.cost.upfront, abs=0.5)
    lines = memo.bill_of_materials(result, option, "zh_CN")
    named = [x.what for x in lines[: len(machine)]]
    assert named[0].startswith("塔式工作站（办公室）") and "32 GB 内存" in named[0] and "850 W 电源" in named[0]
    assert named[0].endswith("单卡用 CPU 和主板") and named[1:] == [
        "DDR5 台式机内存（每 GB）",
        "NVMe 固态硬盘（每 TB）",
        "850 W 电源（80+ 金牌）",
        "塔式机箱、CPU 散热器和风扇",
    ]
    assert [x.quantity for x in lines[: len(machine)]] == ["1", "32", "2", "1", "1"]
    assert lines[0].amount == "1,998" and lines[1].amount == "3,329"


@pytest.mark.parametrize(
    "old,new,message",
    [
        (  # a part without a price
            '\n[[platform]]\nid = "office-apple"',
            '\n[[platform.parts]]\nid = "fan"\npart = "chassis"\nname = "Fan"\nname_zh = "风扇"\nprices = []\n'
            '\n[[platform]]\nid = "office-apple"',
            r"platforms.toml: platform 'office-tower' \(#1\): parts.9.prices: List should have at least 1 item",
        ),
        (  # a negative amount
            "amount = 1460\n",
            "amount = -1460\n",
            r"platforms.toml: platform 'office-tower' \(#1\): parts.0.prices.0.amount: Input should be greater than 0",
        ),
        (  # a price that does not say how sure it is
            'amount = 1460\nkind = "reported"\nconfidence = "low"\n',
            'amount = 1460\nkind = "reported"\n',
            r"platforms.toml: platform 'office-tower' \(#1\): parts.0: Value error, the price of 2026-02-05 states its kind",
        ),
        (  # a power supply without its rating
            "watts = 1000\n",
            "",
            r"platforms.toml: platform 'office-tower' \(#1\): parts.5: Value error, watts is a power supply's rating",
        ),
        (  # a base price besides the parts
            "psu_watts = 1600\nsystem_ram_gb = 128\n",
            "psu_watts = 1600\nsystem_ram_gb = 128\nbase_price_cny = 15000\n",
            r"platforms.toml: platform 'office-tower' \(#1\): \(entry\): Value error, a platform priced by its parts has "
            r"no base price",
        ),
    ],
)
def test_bad_part_data_is_refused_naming_platform_and_field(tmp_path, old, new, message):
    directory = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, directory)
    path = directory / "platforms.toml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CatalogError, match=message):
        load_catalog(directory)
