"""The bundled catalog loads, is sourced, and a broken edit is named precisely."""

import csv
import shutil
from pathlib import Path

import pytest

from gpu_advisor.core.catalog import CATALOG_DIR, CatalogError, UnknownEntry, load_catalog

REFERENCE_CSV = Path(__file__).resolve().parents[2] / "docs" / "gpu_datasheet_facts.csv"

# Every SKU of the reference datasheet table whose memory and bandwidth are known, by catalog id.
DATASHEET_SKUS = {
    "NVIDIA H200 SXM": ["h200-sxm"],
    "NVIDIA H200 NVL": ["h200-nvl"],
    "NVIDIA H100 SXM5 80GB": ["h100-sxm"],
    "NVIDIA H100 PCIe 80GB": ["h100-pcie"],
    "NVIDIA H100 NVL 94GB": ["h100-nvl"],
    "NVIDIA H800 SXM 80GB (China)": ["h800-sxm"],
    "NVIDIA H20 (China)": ["h20"],
    "NVIDIA A100 40GB PCIe": ["a100-40gb-pcie"],
    "NVIDIA A100 80GB PCIe": ["a100-80gb-pcie"],
    "NVIDIA A100 40GB SXM4": ["a100-40gb-sxm"],
    "NVIDIA A100 80GB SXM4": ["a100-80gb-sxm"],
    "NVIDIA A800 PCIe 40GB / 80GB (China)": ["a800-pcie-40gb", "a800-pcie-80gb"],
    "NVIDIA A30 24GB": ["a30"],
    "NVIDIA A10 24GB": ["a10"],
    "NVIDIA A10G 24GB (AWS-only)": ["a10g"],
    "NVIDIA L40S 48GB": ["l40s"],
    "NVIDIA L40 48GB": ["l40"],
    "NVIDIA L4 24GB": ["l4"],
    "NVIDIA RTX 6000 Ada Generation 48GB": ["rtx-6000-ada"],
    "NVIDIA RTX A6000 48GB": ["rtx-a6000"],
    "NVIDIA T4 16GB": ["t4"],
    "NVIDIA V100 (SXM2 / PCIe) 16/32GB": ["v100-sxm2-32gb", "v100-pcie-16gb"],
    "NVIDIA GeForce RTX 3060 12GB": ["rtx-3060"],
    "NVIDIA GeForce RTX 3090 24GB": ["rtx-3090"],
    "NVIDIA GeForce RTX 4060 Ti 16GB": ["rtx-4060-ti-16gb"],
    "NVIDIA GeForce RTX 4090 24GB": ["rtx-4090"],
    "NVIDIA GeForce RTX 4090D 24GB (China)": ["rtx-4090d"],
    "NVIDIA GeForce RTX 5080 16GB": ["rtx-5080"],
    "NVIDIA GeForce RTX 5090 32GB": ["rtx-5090"],
    "NVIDIA GeForce RTX 5090D (China; V1 32GB, V2 24GB)": ["rtx-5090d", "rtx-5090d-v2"],
    "NVIDIA Jetson AGX Orin 64GB (module)": ["jetson-agx-orin-64gb"],
    "NVIDIA Jetson Orin Nano 8GB (incl. 'Super' mode)": ["jetson-orin-nano-8gb"],
    "AMD Instinct MI300X 192GB": ["mi300x"],
    "AMD Instinct MI210 64GB": ["mi210"],
    "AMD Radeon RX 7900 XTX 24GB": ["rx-7900-xtx"],
    "Apple M2 Ultra": ["m2-ultra-192gb"],
    "Apple M3 Max": ["m3-max-128gb"],
    "Apple M4 Max": ["m4-max-128gb"],
}

REQUIRED_MODELS = [
    "deepseek-r1",
    "deepseek-v3",
    "deepseek-r1-distill-qwen-1.5b",
    "deepseek-r1-distill-qwen-7b",
    "deepseek-r1-distill-llama-8b",
    "deepseek-r1-distill-qwen-14b",
    "deepseek-r1-distill-qwen-32b",
    "deepseek-r1-distill-llama-70b",
    "llama-2-7b",
    "llama-2-70b",
    "llama-3-8b",
    "llama-3-70b",
    "llama-3.1-8b",
    "llama-3.1-405b",
    "llama-3.2-1b",
    "llama-3.3-70b",
    "qwen2.5-7b",
    "qwen2.5-72b",
    "qwen3-8b",
    "qwen3-30b-a3b",
    "qwen3-235b-a22b",
    "mistral-7b",
    "mixtral-8x7b",
    "codellama-34b",
    "gemma-2-9b",
    "gemma-3-27b",
    "phi-3-mini",
    "phi-4",
    "glm-4-9b",
]
REQUIRED_QUANTS = [
    "fp32",
    "bf16",
    "fp16",
    "fp8",
    "int8",
    "awq-int4",
    "gptq-int4",
    "nf4",
    "q8_0",
    "q6_k",
    "q5_k_m",
    "q4_k_m",
    "q3_k_m",
    "q2_k",
]
REQUIRED_RUNTIMES = ["llama.cpp", "ollama", "vllm", "tensorrt-llm", "sglang", "transformers", "mlx"]


def test_every_known_datasheet_sku_is_in_the_catalog(catalog):
    # the reference table travels with the repository (docs/), so this always compares against it
    skus_in_reference = {row["sku"] for row in csv.DictReader(REFERENCE_CSV.open(encoding="utf-8"))}
    for sku, ids in DATASHEET_SKUS.items():
        assert sku in skus_in_reference, f"{sku} is not a row of the reference table"
        for gpu_id in ids:
            assert gpu_id in catalog.gpus.entries, f"{sku} is missing as {gpu_id}"


@pytest.mark.parametrize(
    "section,ids", [("models", REQUIRED_MODELS), ("quants", REQUIRED_QUANTS), ("runtimes", REQUIRED_RUNTIMES)]
)
def test_required_entries_present(catalog, section, ids):
    entries = getattr(catalog, section).entries
    assert [i for i in ids if i not in entries] == []


def test_datasheet_figures_match_the_reference(catalog):
    """Dense, not sparse: the H100 SXM's FP16 is 989.5 TFLOPS, the L4's INT8 242.5 TOPS (article_claims_check)."""
    h100 = catalog.gpus.get("h100-sxm")
    assert (h100.memory_gb, h100.bandwidth_gbps, h100.tflops.fp16, h100.tflops.fp8) == (80, 3350, 989.5, 1979)
    assert catalog.gpus.get("l4").tflops.int8 == pytest.approx(242.5)
    l40s = catalog.gpus.get("l40s")
    assert (l40s.memory_gb, l40s.bandwidth_gbps, l40s.architecture) == (48, 864, "ada")
    assert catalog.gpus.get("rtx-4090").tflops.fp16 == pytest.approx(165.2)  # FP32 accumulate, not 330 or 82.6
    assert catalog.gpus.get("a100-80gb-pcie").bandwidth_gbps == 1935  # below 2 TB/s, unlike the SXM
    assert catalog.gpus.get("t4").tdp_w == 70


def test_every_entry_is_sourced_and_dated(catalog):
    for section in (catalog.gpus, catalog.models, catalog.quants, catalog.runtimes):
        for entry in section:
            assert entry.source.strip() and entry.as_of.year >= 2017, entry.id
    for gpu in catalog.gpus:
        for price in gpu.prices:
            assert price.source.strip() and price.as_of.year >= 2017, gpu.id


@pytest.mark.parametrize(
    "section,text,expected",
    [
        ("gpus", "RTX 4090", "rtx-4090"),
        ("gpus", "4090", "rtx-4090"),
        ("gpus", "rtx4090", "rtx-4090"),
        ("gpus", "H100 SXM", "h100-sxm"),
        ("models", "Llama 3 70B", "llama-3-70b"),
        ("models", "Qwen2.5-32B-Instruct", "qwen2.5-32b"),
        ("models", "deepseek-r1:32b", "deepseek-r1-distill-qwen-32b"),
        ("quants", "Q4_K_M", "q4_k_m"),
        ("runtimes", "TRT-LLM", "tensorrt-llm"),
    ],
)
def test_aliases_resolve_case_insensitively(catalog, section, text, expected):
    assert getattr(catalog, section).get(text).id == expected
    assert getattr(catalog, section).get(text.upper()).id == expected


def test_unknown_id_suggests_the_closest(catalog):
    with pytest.raises(UnknownEntry) as info:
        catalog.gpus.get("rtx4090x")
    assert "rtx-4090" in info.value.suggestions
    assert str(info.value).startswith("unknown GPU 'rtx4090x'; did you mean rtx-4090")


def _broken_copy(tmp_path, file_name, old, new):
    directory = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, directory)
    path = directory / file_name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return directory


def test_malformed_entry_names_file_entry_and_field(tmp_path):
    directory = _broken_copy(tmp_path, "gpus.toml", "memory_gb = 80\n", "memory_gb = -80\n")
    with pytest.raises(CatalogError) as info:
        load_catalog(directory)
    message = str(info.value)
    assert "gpus.toml" in message and "memory_gb" in message and "gpu '" in message


def test_missing_field_is_named(tmp_path):
    directory = _broken_copy(tmp_path, "models.toml", 'license = "MIT"\n', "")
    with pytest.raises(CatalogError, match=r"models.toml: model 'deepseek-r1' \(#1\): license: Field required"):
        load_catalog(directory)


def test_unknown_field_is_rejected(tmp_path):
    directory = _broken_copy(tmp_path, "quants.toml", "bits_per_weight = 4.89\n", "bits_per_weight = 4.89\nbitz = 4\n")
    with pytest.raises(CatalogError, match=r"quants.toml: quant 'q4_k_m' .*bitz"):
        load_catalog(directory)


def test_bad_toml_names_the_file_and_line(tmp_path):
    directory = _broken_copy(tmp_path, "runtimes.toml", 'id = "vllm"', 'id = "vllm')
    with pytest.raises(CatalogError, match=r"runtimes.toml: not valid TOML.*line"):
        load_catalog(directory)


def test_alias_naming_two_entries_is_rejected(tmp_path):
    directory = _broken_copy(tmp_path, "quants.toml", 'aliases = ["q6", ', 'aliases = ["q4", ')
    with pytest.raises(CatalogError, match=r"aliases: 'q4' already names"):
        load_catalog(directory)


def test_quant_naming_an_unknown_runtime_is_rejected(tmp_path):
    directory = _broken_copy(tmp_path, "quants.toml", 'runtimes = ["mlx"]', 'runtimes = ["mlxx"]')
    with pytest.raises(CatalogError, match=r"unknown runtime 'mlxx'"):
        load_catalog(directory)


# ---------------------------------------------------------------- facts the engine reads from the catalog


def test_catalog_facts_read_as_the_engine_used_them(catalog):
    """The lists that lived in core/recommend.py, now read from the TOML files, in the order they were tried."""
    assert [p.id for p in catalog.platforms_for("office")] == ["office-tower", "office-apple", "office-mini-pc"]
    builds = {p.id for p in catalog.platforms_for("server_room") if p.kind == "build"}
    assert builds == {"server-pcie-4", "server-pcie-8", "server-pcie-20"}
    systems = {p.id: p.gpu for p in catalog.platforms_for("server_room") if p.kind == "system"}
    assert systems["hgx-h200-8"] == "h200-sxm" and systems["atlas-800t-a2"] == "ascend-910b"
    assert [p.id for p in catalog.platforms_for("edge")] == ["edge-box"]
    assert catalog.platforms_for("cloud") == []
    assert [q.id for q in catalog.quants_at("fp8")] == ["fp8", "q8_0", "mlx-8bit"]
    assert [q.id for q in catalog.quants_at("int4")] == ["awq-int4", "q4_k_m", "mlx-4bit"]
    assert catalog.quants.get("gptq-int4").precision_level is None  # sized on request, never offered
    assert [g.id for g in catalog.tempting_gpus()][:3] == ["rtx-4090", "rtx-4090d", "rtx-5090d-v2"]
    assert [r.id for r in catalog.ranked_runtimes("training")] == ["mlx", "transformers"]


@pytest.mark.parametrize(
    "gpu_id,quant_id,use,expected",
    [
        ("h100-sxm", "bf16", "serving", "vllm"),
        ("h100-sxm", "bf16", "desktop", "llama.cpp"),
        ("h100-sxm", "fp8", "desktop", "vllm"),  # llama.cpp does not load FP8 checkpoints
        ("rtx-4090", "awq-int4", "desktop", "vllm"),
        ("m4-max-128gb", "q4_k_m", "serving", "llama.cpp"),  # vLLM does not run on Metal
        ("m4-max-128gb", "mlx-4bit", "desktop", "mlx"),
        ("ascend-910b", "int8", "serving", "vllm-ascend"),
        ("ascend-910b", "bf16", "desktop", "vllm-ascend"),  # llama.cpp has no CANN build in the catalog
        ("m4-max-128gb", "nf4", "training", "mlx"),  # fine-tuning runtimes quantize the base themselves
        ("h100-sxm", "bf16", "training", "transformers"),
        ("m4-max-128gb", "fp8", "serving", None),  # nothing loads FP8 on a Mac
    ],
)
def test_preferred_runtime(catalog, gpu_id, quant_id, use, expected):
    runtime = catalog.preferred_runtime(catalog.gpus.get(gpu_id), catalog.quants.get(quant_id), use)
    assert (runtime.id if runtime else None) == expected


def test_a_new_platform_is_offered_for_its_target(tmp_path):
    directory = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, directory)
    with (directory / "platforms.toml").open("a", encoding="utf-8") as f:
        f.write(
            '\n[[platform]]\nid = "office-mini"\nname = "Mini PC"\nname_zh = "迷你主机"\ntarget = "office"\n'
            'segments = ["consumer"]\nmax_gpus = 1\ngpu_slots = 2\nform_factors = ["pcie"]\npsu_watts = 600\n'
            "base_price_cny = 5000\nbase_price_usd = 700\nsystem_ram_gb = 32\ndisk_gb = 1000\n"
            'source = "test"\nas_of = 2025-06-01\n'
        )
    assert [p.id for p in load_catalog(directory).platforms_for("office")] == [
        "office-tower",
        "office-apple",
        "office-mini-pc",
        "office-mini",
    ]


@pytest.mark.parametrize(
    "file_name,old,new,message",
    [
        (
            "platforms.toml",
            'segments = ["apple"]',
            'segments = ["aple"]',
            r"platforms.toml: platform 'office-apple' \(#2\): segments.0: Input should be 'datacenter'",
        ),
        (
            "platforms.toml",
            'segments = ["edge"]\n',
            "",
            r"platforms.toml: platform 'edge-box' \(#12\): segments: Field required",
        ),
        (
            "quants.toml",
            'precision_level = "int3"',
            'precision_level = "int2"',
            r"quants.toml: quant 'q3_k_m' \(#\d+\): precision_level: Input should be 'bf16', 'fp8', 'int8', 'int4' or 'int3'",
        ),
        ("quants.toml", 'precision_level = "int3"\n', "", r"quants.toml: no quant has precision_level 'int3'"),
        (
            "gpus.toml",
            "tempting = 8\n",
            "tempting = 1\n",
            r"gpus.toml: gpu '\S+': tempting: rank 1 already given to '\S+'",
        ),
        (
            "gpus.toml",
            "tempting = 9\n",
            "tempting = 0\n",
            r"gpus.toml: gpu 'rtx-4060-ti-16gb' \(#\d+\): tempting: Input should be greater",
        ),
        (
            "runtimes.toml",
            "preference = { serving = 8, desktop = 8, training = 2 }",
            "preference = { serving = 1, desktop = 8, training = 2 }",
            r"runtimes.toml: runtime '\S+': preference.serving: rank 1 already given to '\S+'",
        ),
        (
            "runtimes.toml",
            "preference = { serving = 8, desktop = 8, training = 2 }",
            "preference = { servng = 8, desktop = 8, training = 2 }",
            r"runtimes.toml: runtime 'transformers' \(#7\): preference.servng.\[key\]: Input should be 'serving', 'desktop', 'training', 'pretraining' or 'hybrid'",
        ),
        (
            "runtimes.toml",
            "preference = { serving = 1, desktop = 4 }",
            "preference = { serving = 1, desktop = 4, training = 3 }",
            r"runtimes.toml: runtime 'vllm' \(#3\): \(entry\): Value error, preference.training: a runtime ranked for training needs training = true",
        ),
    ],
)
def test_a_broken_catalog_fact_names_file_and_entry(tmp_path, file_name, old, new, message):
    directory = _broken_copy(tmp_path, file_name, old, new)
    with pytest.raises(CatalogError, match=message):
        load_catalog(directory)


# ---------------------------------------------------------------- domestic accelerators (issue 13 item 3, 2026-12)

# id: (vendor, software stack, memory GB, bandwidth GB/s, dense FP16 TFLOPS, INT8 TOPS, board power W)
DOMESTIC_PARTS = {
    "cambricon-mlu370-x8": ("cambricon", "neuware", 48, 614.4, 96, 256, 250),
    "kunlunxin-r200": ("kunlunxin", "kunlun", 16, 512, 128, 256, 150),
    "kunlunxin-r200-8f": ("kunlunxin", "kunlun", 32, 512, 128, 256, 160),
}
RESEARCH_NOTES = Path(__file__).resolve().parents[2] / "docs" / "research" / "market-2026-11.md"


@pytest.mark.parametrize("gpu_id", sorted(DOMESTIC_PARTS))
def test_domestic_accelerators_are_sourced_and_sold_as_the_market_sells_them(catalog, gpu_id):
    """Each loads with the vendor page's figures (dense, as given), its source and date, and the research notes'
    row; each is a PCIe card sold on its own; none has a price, because no dated price was found."""
    vendor, stack, memory, bandwidth, fp16, int8, watts = DOMESTIC_PARTS[gpu_id]
    gpu = catalog.gpus.get(gpu_id)
    assert (gpu.vendor, gpu.ecosystem, gpu.segment) == (vendor, stack, "datacenter")
    assert (gpu.memory_gb, gpu.bandwidth_gbps, gpu.tflops.fp16, gpu.tflops.int8, gpu.tdp_w) == (
        memory,
        bandwidth,
        fp16,
        int8,
        watts,
    )
    assert gpu.form_factor == "pcie" and gpu.sold_as == "card" and gpu.slot_width == 2
    assert gpu.fit_source and gpu.height == "full_height"
    assert gpu.source and gpu.as_of.year == 2026 and "market-2026-11.md" in gpu.source
    assert gpu.confidence in ("low", "medium")
    assert not gpu.prices and "No price was found" in gpu.notes
    assert gpu.status == "in_production" and not gpu.markets  # sold in China; nothing sourced elsewhere
    assert gpu_id in RESEARCH_NOTES.read_text(encoding="utf-8").split("## 2026-12 domestic accelerators")[1]


def test_domestic_parts_left_out_are_named_with_why(catalog):
    """The Hygon K100-AI, Kunlunxin P800, Cambricon MLU590 and AMD MI308X have no sourced board power (or
    bandwidth), which an entry needs: they are not invented, and the research notes' row for each says so."""
    section = RESEARCH_NOTES.read_text(encoding="utf-8").split("## 2026-12 domestic accelerators")[1]
    rows = [line for line in section.splitlines() if line.startswith("| ")]
    for name in ("K100-AI", "P800 (Kunlun 3)", "MLU590", "MI308X"):
        row = next((r for r in rows if name in r.split("|")[1]), None)
        assert row is not None and "not added" in row, name
    ids = catalog.gpus.entries
    assert not [i for i in ids if any(part in i for part in ("k100", "p800", "mlu590", "mi308"))]
    assert catalog.gpus.get("MLU370-X8").id == "cambricon-mlu370-x8"
    assert catalog.gpus.get("昆仑芯R200").id == "kunlunxin-r200"
