"""The catalog stays honest about the market (issue 13): every entry, price and market status has a source and
a date; a module is sold only inside its system and only in the counts the system comes in; a part no longer
made has no new price except a dated stock price; and no candidate of any scenario breaks these rules."""

import datetime as dt
import json
import shutil
from pathlib import Path

import pytest

from gpu_advisor.core.catalog import CATALOG_DIR, CatalogError, load_catalog
from gpu_advisor.core.catalog.market import counts_sold, new_price_allowed, platform_takes, sold_new_in, systems_for
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import Budget, Existing, FineTune, OwnedGpu, Scenario, template

TODAY = dt.date(2026, 11, 30)
GOLDEN_SCENARIOS = Path(__file__).parents[1] / "data" / "golden" / "scenarios"


def _broken_copy(tmp_path, file_name, old, new):
    directory = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, directory)
    path = directory / file_name
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return directory


# ---------------------------------------------------------------- the shipped catalog


def test_every_entry_price_and_market_status_is_sourced_and_dated(catalog):
    for gpu in catalog.gpus:
        assert len(gpu.source) >= 3 and gpu.as_of, gpu.id
        for price in gpu.prices:
            assert price.source and price.as_of and price.region, (gpu.id, price)
        for status in gpu.markets:
            assert status.source and status.as_of, (gpu.id, status)
            assert status.new == "sold" or status.reason, (gpu.id, status)
    for platform in catalog.platforms:
        assert platform.source and platform.as_of, platform.id
        for price in platform.prices:
            assert price.source and price.as_of and price.region, (platform.id, price)
            # an estimate says so: a low-confidence figure carries a note saying what it is
            assert price.confidence != "low" or "ESTIMATE" in price.note, (platform.id, price)


def test_modules_are_sold_only_in_their_systems(catalog):
    platforms = list(catalog.platforms)
    for gpu in catalog.gpus:
        if gpu.sold_as != "in_system":
            assert not systems_for(platforms, gpu), gpu.id
            continue
        assert not gpu.prices, f"{gpu.id}: a module has no price of its own"
        for platform in platforms:
            if platform.kind == "build":
                assert not any(platform_takes(platform, gpu, n) for n in range(1, 17)), (gpu.id, platform.id)
        for system in systems_for(platforms, gpu):
            assert system.base_price_cny == system.base_price_usd == 0
            assert all(p.gpu_count in system.gpu_counts for p in system.prices)
            assert [n for n in range(1, 17) if platform_takes(system, gpu, n)] == system.gpu_counts
    # the counts the market sells: 8 x H200 in an HGX server, never 3; the H20 and the 910B likewise
    h200 = catalog.gpus.get("h200-sxm")
    assert counts_sold(h200, platforms) == [8]
    assert catalog.platforms.get("hgx-h200-8").prices, "the HGX H200 server has a whole-server price"
    assert counts_sold(catalog.gpus.get("ascend-910b"), platforms) == [8]


def test_no_new_price_for_a_part_no_longer_made(catalog):
    for gpu in catalog.gpus:
        prices = list(gpu.prices) + [p for s in systems_for(list(catalog.platforms), gpu) for p in s.prices]
        for price in prices:
            assert new_price_allowed(gpu, price), (gpu.id, price)
            if gpu.status == "withdrawn":
                assert price.condition == "used", (gpu.id, price)
            if gpu.status == "end_of_life_stock_only" and price.condition == "new":
                assert gpu.production_ended is not None and price.as_of > gpu.production_ended, (gpu.id, price)


def test_the_market_as_of_late_2026(catalog):
    """The parts the research file dates (docs/research/market-2026-11.md)."""
    g = catalog.gpus.get
    assert g("h20").status == "end_of_life_stock_only" and g("h20").production_ended == dt.date(2025, 8, 22)
    assert sold_new_in(g("h20"), "cn") and not sold_new_in(g("h20"), "us")  # China guidance warns, stock exists
    assert not sold_new_in(g("h200-sxm"), "cn") and sold_new_in(g("h200-sxm"), "us")  # licensed buyers only
    assert not sold_new_in(g("rtx-4090"), "cn") and g("rtx-4090").status == "end_of_life_stock_only"
    assert g("rtx-4090d").status == "end_of_life_stock_only" and not g("rtx-4090d").prices
    assert g("rtx-5090d").status == "withdrawn" and sold_new_in(g("rtx-5090d-v2"), "cn")
    assert not sold_new_in(g("rtx-5090d-v2"), "us")
    for part in ("a800-pcie-40gb", "a800-pcie-80gb", "h800-sxm"):
        assert g(part).status == "withdrawn" and not sold_new_in(g(part), "cn")
    assert g("m3-ultra-512gb").status == "withdrawn" and not sold_new_in(g("m3-ultra-512gb"), "us")
    assert not sold_new_in(g("ascend-910b"), "us") and sold_new_in(g("ascend-910b"), "cn")
    assert "L20N 72G" in g("l20n-72gb").aliases


# the parts issue 13's 2026-12 session found still put first at their 2020-21 prices, though no longer made
SUPERSEDED = ("a100-40gb-pcie", "a100-80gb-pcie", "a30", "a10", "a40", "rtx-a6000", "rtx-3060")


def test_superseded_parts_carry_no_new_price(catalog):
    """No published end-of-production date was found for them, so they are stock-only with production_ended unknown:
    the loader keeps no new price (not a launch price, not a stock price), only dated used prices."""
    for part in SUPERSEDED:
        gpu = catalog.gpus.get(part)
        assert gpu.status == "end_of_life_stock_only" and gpu.production_ended is None, part
        assert all(p.condition == "used" for p in gpu.prices), part
        assert "LIFECYCLE" in gpu.notes and "INFERRED from succession" in gpu.notes, part
    # the RTX A6000 has no dated used price either: it is described, never offered for purchase
    assert not catalog.gpus.get("rtx-a6000").prices
    # the A100 80GB PCIe keeps used prices for the PCIe card itself, dated 2026, the newest GPU Poet's of August
    a100 = catalog.gpus.get("a100-80gb-pcie")
    assert max(p.as_of for p in a100.prices) == dt.date(2026, 8, 31)
    # the A100 40GB PCIe is a passive server card (product brief): never in an office tower
    a100_40 = catalog.gpus.get("a100-40gb-pcie")
    assert a100_40.cooling == "passive" and a100_40.launch_date == dt.date(2020, 6, 22)
    assert not platform_takes(catalog.platforms.get("office-tower"), a100_40, 1)
    # the A40, the RTX A6000's passive server twin, is a used-only server card; the blower A6000 also fits a tower
    a40, a6000 = catalog.gpus.get("a40"), catalog.gpus.get("rtx-a6000")
    assert a40.cooling == "passive" and a6000.cooling == "blower" and a40.launch_date == a6000.launch_date
    assert [p.condition for p in a40.prices] == ["used"]
    assert not platform_takes(catalog.platforms.get("office-tower"), a40, 1)
    assert platform_takes(catalog.platforms.get("server-pcie-8"), a40, 8)


RACKS = ("rack_2u", "rack_4u", "rack_other")  # the 3U 20-slot server is rack_other


def test_rtx_pro_6000_editions_go_where_their_cooling_fits(catalog):
    """The Server Edition is passive (server airflow only), the Workstation Edition open-air (towers, not racks), the
    300 W Max-Q a blower (both); each edition is priced only from listings of that edition (issue 24: the Server
    Edition's own Newegg and Geizhals offers), never from another edition's."""
    server = catalog.gpus.get("RTX PRO 6000 Server Edition")
    workstation = catalog.gpus.get("rtx-pro-6000-blackwell")
    max_q = catalog.gpus.get("RTX PRO 6000 Max-Q")
    assert server.id == "rtx-pro-6000-blackwell-server" and server.cooling == "passive"
    assert max_q.id == "rtx-pro-6000-blackwell-max-q" and max_q.cooling == "blower" and max_q.tdp_w == 300
    assert workstation.cooling == "open_air" and workstation.prices
    assert server.prices and all("Server Edition" in p.source for p in server.prices)
    assert max_q.prices and all("Max-Q" in p.source for p in max_q.prices)
    builds = [p for p in catalog.platforms if p.kind == "build"]
    for platform in builds:
        takes_server = platform_takes(platform, server, 1)
        assert takes_server == (platform.chassis in RACKS), platform.id
        assert not (takes_server and platform_takes(platform, workstation, 1)), platform.id
        # the blower edition goes wherever a card of its width and length goes: towers and rack servers alike
        assert platform_takes(platform, max_q, 1) == (platform.chassis in ("tower", *RACKS)), platform.id
    for edition in (server, workstation, max_q):
        assert not sold_new_in(edition, "cn") and sold_new_in(edition, "us"), edition.id


def test_superseded_parts_are_never_offered_new(catalog):
    """The two examples of the 2026-12 session: 14B for 30 users in a mainland server room put 1 x RTX A6000 first
    at its 2020 price, 70B for 20 users in the US 1 x A100 80GB PCIe at a 2026 'new' range. Neither is offered new
    now; with used parts accepted the A100 comes back only at its used price, the A6000 not at all."""
    base = template().model_dump()
    cases = [
        {
            **base,
            "model": "qwen2.5-14b",
            "concurrent_users": 30,
            "target": "server_room",
            "region": "cn",
            "use_case": "chat",  # the catalog's answer is under test, not the load of long documents
            "prompt_tokens": 1000,
        },
        {**base, "model": "llama-3.3-70b", "concurrent_users": 20, "target": "server_room", "region": "us"},
    ]
    for case in cases:
        for used_ok in (False, True):
            scenario = Scenario.model_validate({**case, "used_ok": used_ok})
            result = recommend(catalog, scenario, today=TODAY)
            for option in result.all_options:
                if option.kind != "buy" or option.gpu not in SUPERSEDED or option.cost is None:
                    continue
                where = f"{case['model']} {case['region']} used_ok={used_ok}: {option.count} x {option.gpu}"
                assert option.gpu != "rtx-a6000", where
                assert option.cost.used and used_ok, where
            picks = [o for o in result.options if o.label in ("recommended", "budget_alternative")]
            for option in picks:
                if option.kind == "buy" and option.gpu in SUPERSEDED:
                    assert used_ok and option.cost is not None and option.cost.used, option.gpu
            if not used_ok:
                assert result.recommended is None or result.recommended.gpu not in SUPERSEDED


# ---------------------------------------------------------------- the loader refuses a dishonest entry


@pytest.mark.parametrize(
    "file_name,old,new,message",
    [
        (  # an entry without a source
            "gpus.toml",
            'source = "https://aiwiki.ai/wiki/nvidia_digits (updated 2026-04-26) ;',
            'source = "" #',
            r"gpu 'dgx-spark'.*source",
        ),
        (  # a region status without a date
            "gpus.toml",
            "as_of = 2025-08-21\n",
            "",
            r"gpu 'h20'.*markets.*as_of",
        ),
        (  # a region status without a reason
            "gpus.toml",
            'new = "advised_against"\nreason = "china_guidance"',
            'new = "advised_against"',
            r"gpu 'h20'.*needs a reason",
        ),
        (  # a module priced as a loose card
            "gpus.toml",
            'id = "h200-sxm"',
            'id = "h200-sxm"\nprices = [{ condition = "new", currency = "USD", amount = 29500, '
            'source = "street", as_of = 2026-03-31 }]',
            r"gpu 'h200-sxm'.*no price of its own",
        ),
        (  # a launch price for a withdrawn part
            "gpus.toml",
            'id = "m3-ultra-512gb"',
            'id = "m3-ultra-512gb"\nprices = [{ condition = "new", currency = "USD", amount = 9500, '
            'source = "launch MSRP", as_of = 2025-03-12 }]',
            r"gpu 'm3-ultra-512gb'.*withdrawn",
        ),
        (  # a new price dated before production ended, for a stock-only part
            "gpus.toml",
            'id = "rtx-4060-ti-16gb"',
            'id = "rtx-4060-ti-16gb"\nprices = [{ condition = "new", currency = "USD", amount = 499, '
            'source = "launch MSRP", as_of = 2023-07-18 }]',
            r"gpu 'rtx-4060-ti-16gb'.*must be dated after production ended",
        ),
        (  # a system price for a count the system does not come in
            "platforms.toml",
            'gpu_count = 8\ncondition = "new"\ncurrency = "CNY"\nregion = "cn"\namount = 1500000',
            'gpu_count = 3\ncondition = "new"\ncurrency = "CNY"\nregion = "cn"\namount = 1500000',
            r"platform 'hgx-h200-8'.*comes with \[8\]",
        ),
        (  # a system built around a loose card
            "platforms.toml",
            'gpu = "h200-sxm"',
            'gpu = "h200-nvl"',
            r"platform 'hgx-h200-8'.*not inside a system",
        ),
        (  # a system that adds a base price on top of its whole price
            "platforms.toml",
            'gpu = "h200-sxm"\ngpu_counts = [8]\ntarget = "server_room"\nsegments = ["datacenter"]\nmax_gpus = 8\n'
            'gpu_slots = 0\nform_factors = ["sxm"]\npsu_watts = 10200\nbase_price_cny = 0',
            'gpu = "h200-sxm"\ngpu_counts = [8]\ntarget = "server_room"\nsegments = ["datacenter"]\nmax_gpus = 8\n'
            'gpu_slots = 0\nform_factors = ["sxm"]\npsu_watts = 10200\nbase_price_cny = 80000',
            r"platform 'hgx-h200-8'.*base prices must be 0",
        ),
    ],
)
def test_the_loader_refuses_a_dishonest_entry(tmp_path, file_name, old, new, message):
    directory = _broken_copy(tmp_path, file_name, old, new)
    with pytest.raises(CatalogError, match=message):
        load_catalog(directory)


def test_a_system_price_before_the_end_of_production_is_refused(tmp_path):
    directory = _broken_copy(
        tmp_path, "platforms.toml", "as_of = 2025-12-24\n\n[[platform]]", "as_of = 2025-06-01\n\n[[platform]]"
    )
    with pytest.raises(CatalogError, match=r"hgx-h20-8.*must be dated after production ended"):
        load_catalog(directory)


# ---------------------------------------------------------------- every candidate of many scenarios


def _scenarios():
    base = template().model_dump()
    cases = {
        path.stem: json.loads(path.read_text(encoding="utf-8")) for path in sorted(GOLDEN_SCENARIOS.glob("*.json"))
    }
    cn_r1 = {**base, "model": "deepseek-r1", "concurrent_users": 10, "target": "server_room", "region": "cn"}
    cn_r1["budget"] = Budget(one_off=3_000_000, currency="CNY").model_dump()
    cases["cn_r1_3m"] = cn_r1
    cases["us_r1_used"] = {
        **cn_r1,
        "region": "us",
        "used_ok": True,
        "budget": Budget(one_off=600_000, currency="USD").model_dump(),
    }
    cases["office_mac_70b"] = {
        **base,
        "model": "llama-3.3-70b",
        "concurrent_users": 1,
        "target": "office",
        "region": "us",
        "budget": Budget(one_off=12_000, currency="USD").model_dump(),
        "existing": Existing().model_dump(),
    }
    cases["cn_14b_50_users_used"] = {
        **base,
        "model": "qwen2.5-14b",
        "concurrent_users": 50,
        "used_ok": True,
        "region": "cn",
        "existing": Existing().model_dump(),
    }
    cases["edge_small"] = {
        **base,
        "model": "qwen2.5-7b",
        "concurrent_users": 1,
        "target": "edge",
        "context_tokens": 4096,
        "prompt_tokens": 500,
        "existing": Existing().model_dump(),
    }
    cases["eu_lora_owned"] = {
        **base,
        "use_case": "fine_tune",
        "region": "eu",
        "fine_tune": FineTune(method="lora").model_dump(),
        "existing": Existing(gpus=[OwnedGpu(gpu="H100 SXM", count=2)]).model_dump(),
    }
    return cases


SCENARIOS = _scenarios()


def test_there_are_enough_varied_scenarios():
    assert len(SCENARIOS) >= 10
    assert {s["target"] for s in SCENARIOS.values()} >= {"office", "server_room", "edge", "cloud"}
    assert {s["region"] for s in SCENARIOS.values()} >= {"cn", "us", "eu"}


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_no_candidate_breaks_the_market_rules(catalog, name):
    scenario = Scenario.model_validate(SCENARIOS[name])
    result = recommend(catalog, scenario, today=TODAY)
    assert result.all_options
    for option in result.all_options:
        if option.kind != "buy":
            continue
        if option.host is not None:
            # a CPU+GPU machine sold whole: only as its vendor sells it, where it is priced, with its card inside
            systems = [m for m in catalog.hosts.get(option.host).systems if m.name == option.host_system]
            assert systems and systems[0].gpu == option.gpu and systems[0].region in (scenario.region, "global")
            assert option.count == systems[0].gpu_count and option.platform is None
            continue
        gpu = catalog.gpus.get(option.gpu)
        platform = catalog.platforms.get(option.platform) if option.platform else None
        where = f"{name}: {option.count} x {gpu.id} on {option.platform}"
        assert platform is not None, where
        # a module only inside its own system, only in a count the system comes in
        if gpu.sold_as == "in_system":
            assert platform.kind == "system" and platform.gpu == gpu.id, where
            assert option.count in platform.gpu_counts, where
        else:
            assert platform.kind == "build", where
            assert option.count <= min(gpu.max_count, platform.max_gpus), where
            assert option.count in counts_sold(gpu, [platform]), where
        if option.cost is None:
            continue
        # a part no longer made: never at a new price unless stock priced after production ended
        if gpu.status == "withdrawn":
            assert option.cost.used, where
        if not option.cost.used and gpu.status == "end_of_life_stock_only":
            prices = list(gpu.prices) + list(platform.prices)
            assert any(
                p.condition == "new" and gpu.production_ended and p.as_of > gpu.production_ended for p in prices
            ), where
        if option.cost.used:
            assert scenario.used_ok, where
        # an option offered to the buyer (not the one to avoid) is sold new in their region, or bought used
        if option.label in ("recommended", "budget_alternative") and not option.cost.used:
            assert sold_new_in(gpu, scenario.region), where


def test_deepseek_r1_in_a_mainland_server_room_has_a_sound_option(catalog):
    """Issue 13's first finding: R1 671B for 10 users in a mainland server room, CNY 3M, used to get only
    'avoid' lines. Now a server a Chinese business can buy (8 x H20 from integrators' stock, with the Chinese
    guidance as a warning) fits, is fast enough, is within budget and fails no check; it is priced and named as
    the whole server, in the buyer's language. #15: the H20 is no longer made (stock only), so it comes first only
    for a buyer who accepts old stock; without that it is ruled out with its reason and a suggestion says what
    accepting it would give. #14: without it, two Huawei Atlas 800 A2 servers (16 x 910B at W8A8, vLLM-Ascend's
    published two-machine deployment) come first, sold whole with the vendor's installation and support (a team
    that does not run servers is told to buy them that way)."""
    scenario = Scenario.model_validate(SCENARIOS["cn_r1_3m"])
    strict = recommend(catalog, scenario, today=TODAY)
    first = strict.recommended
    assert first is not None and first.gpu == "ascend-910b" and first.machines == 2
    assert first.sound and first.within_budget and not first.failed_checks and first.ruled_out is None
    assert sold_new_in(catalog.gpus.get(first.gpu), "cn")
    assert any(c.id == "vendor_stack" and c.status == "warn" for c in first.checks)
    h20 = next(o for o in strict.all_options if o.gpu == "h20" and o.sound)
    assert h20.ruled_out is not None and "no longer made" in h20.ruled_out.render()
    # (something qualifies now, so no suggestion is needed: the H20 server's reason is its answer to "why not?")
    scenario = scenario.model_copy(update={"used_ok": True})
    result = recommend(catalog, scenario, today=TODAY)
    best = next(o for o in result.options if o.label == "recommended")
    assert best.kind == "buy" and best.sound and best.within_budget and not best.failed_checks
    assert sold_new_in(catalog.gpus.get(best.gpu), "cn")
    system = catalog.platforms.get(best.platform)
    assert system.kind == "system" and best.priced.upfront == pytest.approx(system.prices[0].amount)
    zh = [r.render("zh_CN") for r in best.reasons]
    assert any(system.name_zh in r and "整机" in r for r in zh), zh
    market = next(c for c in best.checks if c.id == "export_control")
    assert market.status == "warn" and "2025-08-21" in market.message.render("en")
    # the licensed-only and export-ruled parts are there for comparison, and fail the market check
    h200 = next(o for o in result.all_options if o.gpu == "h200-sxm")
    assert h200.platform == "hgx-h200-8" and h200.count == 8
    assert any(c.id == "export_control" and c.status == "fail" for c in h200.checks)


def test_the_report_lists_the_whole_server_price_it_used(catalog):
    from gpu_advisor.core.presentation.report import build_report

    # old stock accepted (#15: the H20 is no longer made)
    scenario = Scenario.model_validate(SCENARIOS["cn_r1_3m"]).model_copy(update={"used_ok": True})
    result = recommend(catalog, scenario, today=TODAY)
    for lang, name in (("zh_CN", "8 卡 H20 服务器（集成商库存）"), ("en", "8-GPU H20 server (integrator stock)")):
        section = next(s for s in build_report(result, lang).sections if s.key == "assumptions")
        rows = [row for table in section.tables for row in table.rows if row[0] == name]
        # an estimate says so beside the price; the source is named as a document, not as the researcher's note
        estimate = {"zh_CN": "估算", "en": "estimate"}[lang]
        assert rows and "1,200,000 CNY" in rows[0][1] and estimate in rows[0][1], rows
        assert rows[0][3] and "ESTIMATE" not in rows[0][3] and len(rows[0][3]) < 80, rows


def test_a_mainland_server_room_gets_a_current_china_legal_card(catalog):
    """14B for 30 users in a mainland server room: after the 2020-21 cards went, the first choice is the L20, a card
    NVIDIA makes for China, priced from a China dealer's listing (CNY 28,800, 2026-03-03; issue 24), not from the
    blogger's USD estimate kept as history - and old enough to be flagged stale."""
    base = template().model_dump()
    scenario = Scenario.model_validate(
        {
            **base,
            "model": "qwen2.5-14b",
            "concurrent_users": 30,
            "target": "server_room",
            "region": "cn",
            "use_case": "chat",  # the catalog's answer is under test, not the load of long documents
            "prompt_tokens": 1000,
        }
    )
    best = recommend(catalog, scenario, today=TODAY).recommended
    assert best is not None and best.kind == "buy" and best.gpu == "l20" and not best.cost.used
    l20 = catalog.gpus.get("l20")
    assert l20.status == "in_production" and sold_new_in(l20, "cn")
    accelerators = next(p for p in best.cost.parts if p.item == "accelerators")
    assert accelerators.unit_price == 28800 and accelerators.as_of == dt.date(2026, 3, 3) and not accelerators.listed_in
    assert all((TODAY - p.as_of).days > 183 for p in l20.prices)  # stale: the buyer is told to get a quote
    assert any(s.as_of == dt.date(2026, 3, 3) for s in best.cost.stale_prices)


# the domestic cards issue 13 item 3 added (2026-12): sold as cards in China, no sourced price, and no serving runtime
NEW_DOMESTIC_CARDS = ("cambricon-mlu370-x8", "kunlunxin-r200", "kunlunxin-r200-8f")


def test_a_domestic_required_buyer_is_told_why_the_new_domestic_cards_are_not_offered(catalog):
    """A buyer who must buy domestic (32B, 20 users, mainland server room, CNY 1.5M) is offered a domestic part
    first. The Cambricon and Kunlunxin cards count as domestic, with their stacks allowed for such a buyer, but
    none is offered: none has a sourced price, and no serving runtime runs on its stack (Cambricon's vllm-mlu
    starts above the MLU370, vLLM-Kunlun supports only the P800; docs/research/market-2026-11.md)."""
    base = template().model_dump()
    scenario = Scenario.model_validate(
        {
            **base,
            "model": "qwen2.5-32b",
            "concurrent_users": 20,
            "target": "server_room",
            "region": "cn",
            "domestic_required": True,
            "budget": {**base["budget"], "one_off": 1_500_000},
        }
    )
    result = recommend(catalog, scenario, today=TODAY)
    assert result.recommended is not None and catalog.is_domestic(catalog.gpus.get(result.recommended.gpu))
    assert {"cambricon", "hygon", "kunlunxin"} <= {s.vendor for s in catalog.ecosystems if s.domestic}
    for gpu_id in NEW_DOMESTIC_CARDS:
        gpu = catalog.gpus.get(gpu_id)
        assert catalog.is_domestic(gpu) and catalog.domestic_stack(gpu.ecosystem)
        assert catalog.stack_name(gpu.ecosystem) != "?"
        assert sold_new_in(gpu, "cn") and gpu.sold_as == "card"
        assert not [o for o in result.all_options if o.gpu == gpu_id], gpu_id
        # why not: no price to compare, and nothing to serve it with
        assert not gpu.prices
        for quant in catalog.quants:
            assert catalog.preferred_runtime(gpu, quant, "serving") is None, (gpu_id, quant.id)
            assert catalog.preferred_runtime(gpu, quant, "desktop") is None, (gpu_id, quant.id)


def test_the_48gb_4090d_conversion_is_offered_only_with_its_caveats(catalog):
    """Issue 13 item 3: the RTX 4090 48GB conversions a Chinese buyer asks about. The China-legal 4090D 48G appears,
    low confidence, not an NVIDIA product, its one price a dated listing (stale), new units only from the 4090D's
    stock: offered only to a buyer who accepts old stock, never outside China."""
    mod = catalog.gpus.get("rtx-4090d-48gb-mod")
    assert mod.confidence == "low" and "NOT AN NVIDIA PRODUCT" in mod.notes and "warranty" in mod.notes
    assert mod.status == "end_of_life_stock_only" and all(p.as_of > mod.production_ended for p in mod.prices)
    assert sold_new_in(mod, "cn") and not sold_new_in(mod, "us")
    assert catalog.gpus.find("4090D 48G") is mod
    base = template().model_dump()
    office = {**base, "concurrent_users": 5, "target": "office", "use_case": "chat", "existing": {}}
    strict = recommend(catalog, Scenario.model_validate(office), today=TODAY)
    assert all(o.ruled_out is not None for o in strict.all_options if o.gpu == mod.id)
    accepting = recommend(catalog, Scenario.model_validate({**office, "used_ok": True}), today=TODAY)
    offered = [o for o in accepting.all_options if o.gpu == mod.id and o.ruled_out is None]
    assert offered and all(o.cost is not None and o.cost.stale_prices for o in offered)
