"""The facts the engine kept in code keyed by catalog ids (issue 21 item 5) are the catalog's now, under its reference
checks: the software stacks (ecosystems.toml: names, domestic, who can run them), the runtimes tried on a CPU+GPU
machine sold whole (runtimes.toml preference.hybrid), the DeepSeek-R1 distills (models.toml distilled_from) and
the RAG helper models (rag_models.toml), and the checks' software facts (software.toml: the driver per CUDA release and
the PyTorch per architecture; runtimes.toml and ecosystems.toml `linux_only`). They read as the code had them, and a typo in one is a load error naming the
file and the entry."""

import shutil

import pytest

from gpu_advisor.core.catalog import CATALOG_DIR, CatalogError, load_catalog
from gpu_advisor.core.options.request import rag_models_gb
from gpu_advisor.core.recommend.explain import smaller_model

# What core/options/suitability.py, core/options/build.py, core/options/request.py and core/recommend/explain.py
# held before the facts moved to the catalog.
OLD_DOMESTIC_VENDORS = {"huawei", "rockchip", "cambricon", "hygon", "kunlunxin"}
OLD_DOMESTIC_STACKS = {"cann", "rknn", "neuware", "dtk", "kunlun"}
OLD_EASY_STACKS = {"cuda", "metal"}
OLD_STACK_NAMES = {
    "cuda": "CUDA",
    "rocm": "ROCm",
    "cann": "CANN",
    "metal": "Metal",
    "rknn": "RKNN",
    "neuware": "Cambricon Neuware",
    "dtk": "Hygon DTK",
    "kunlun": "Kunlunxin XPU (XRE)",
    "other": "?",
}
# ik_llama.cpp before mainline llama.cpp since issue 25: faster in both prefill and decode on the one host measured
# with both (ik_llama.cpp discussion #357; runtimes.toml)
OLD_HYBRID_RUNTIMES = ["ktransformers", "ik_llama.cpp", "llama.cpp"]
OLD_RAG_MODEL_PARAMS = 0.568e9
# What core/checks/checks.py held before its facts moved to software.toml, runtimes.toml and ecosystems.toml.
OLD_MIN_DRIVER_FOR_CUDA = {
    "11.0": "450.36.06",
    "11.1": "455.23",
    "11.2": "460.27.03",
    "11.4": "470.42.01",
    "11.8": "520.61.05",
    "12.0": "525.60.13",
    "12.1": "530.30.02",
    "12.2": "535.54.03",
    "12.4": "550.54.14",
    "12.6": "560.28.03",
    "12.8": "570.26",
    "13.0": "580.65.06",
}
OLD_PYTORCH_FOR_ARCH = {"hopper": "2.3", "blackwell": "2.7"}
OLD_LINUX_ONLY_RUNTIMES = {"vllm", "vllm-ascend", "sglang"}
OLD_LINUX_ONLY_STACKS = {"cann": "CANN", "neuware": "Neuware", "dtk": "DTK", "kunlun": "Kunlunxin XPU"}


def test_stack_facts_read_as_the_code_had_them(catalog):
    stacks = list(OLD_STACK_NAMES)
    assert {s for s in stacks if catalog.domestic_stack(s)} == OLD_DOMESTIC_STACKS
    assert {s for s in stacks if catalog.any_team_stack(s)} == OLD_EASY_STACKS
    assert {s: catalog.stack_name(s) for s in stacks} == OLD_STACK_NAMES
    assert {s.vendor for s in catalog.ecosystems if s.domestic} == OLD_DOMESTIC_VENDORS
    for gpu in catalog.gpus:
        assert catalog.is_domestic(gpu) == (gpu.vendor in OLD_DOMESTIC_VENDORS), gpu.id


def test_software_facts_read_as_the_code_had_them(catalog):
    assert catalog.software.min_driver_for_cuda() == OLD_MIN_DRIVER_FOR_CUDA
    assert list(catalog.software.min_driver_for_cuda()) == list(OLD_MIN_DRIVER_FOR_CUDA)
    assert list(catalog.software.pytorch_for_arch().items()) == list(OLD_PYTORCH_FOR_ARCH.items())
    assert all(
        r.source and r.as_of for r in [*catalog.software.cuda_driver, *catalog.software.pytorch_for_architecture]
    )
    assert {r.id for r in catalog.runtimes if r.linux_only} == OLD_LINUX_ONLY_RUNTIMES
    assert {s.id: s.short_name or s.name for s in catalog.ecosystems if s.linux_only} == OLD_LINUX_ONLY_STACKS
    assert {s.id for s in catalog.ecosystems if s.pytorch_linux_only} == {"rocm"}


def test_the_os_check_names_what_the_code_named(catalog):
    """check_os's Linux-only software, for every card and runtime, as the constants in the code gave it."""
    from gpu_advisor.core.checks.checks import check_os

    for gpu in catalog.gpus:
        if gpu.sold_as != "card":
            continue
        for runtime in catalog.runtimes:
            old = (
                runtime.name
                if runtime.id in OLD_LINUX_ONLY_RUNTIMES
                else OLD_LINUX_ONLY_STACKS[gpu.ecosystem]
                if gpu.ecosystem in OLD_LINUX_ONLY_STACKS
                else f"{runtime.name} (ROCm)"
                if gpu.ecosystem == "rocm" and runtime.pytorch
                else None
            )
            check = check_os(catalog, gpu, runtime, "macos", True)
            assert check is not None
            said = check.message.params.get("software")
            assert said == old, (gpu.id, runtime.id)


def test_hybrid_runtimes_are_tried_in_the_order_the_code_had(catalog):
    assert [r.id for r in catalog.ranked_runtimes("hybrid")] == OLD_HYBRID_RUNTIMES
    assert all(r.hybrid is not None for r in catalog.ranked_runtimes("hybrid"))


def test_rag_models_weigh_what_the_code_said(catalog):
    assert catalog.rag_model("embedding").params_b * 1e9 == OLD_RAG_MODEL_PARAMS
    assert catalog.rag_model("reranker").params_b * 1e9 == OLD_RAG_MODEL_PARAMS
    assert rag_models_gb(catalog) == 2 * OLD_RAG_MODEL_PARAMS * 2 / 1e9 + 1.0  # exactly, not approximately


def test_r1s_smaller_model_is_its_largest_distill(catalog):
    r1 = catalog.models.get("deepseek-r1")
    distills = {m.id for m in catalog.distills_of(r1)}
    assert {m.id for m in catalog.models if m.id.startswith("deepseek-r1-distill")} <= distills
    smaller = smaller_model(catalog, r1)
    assert smaller is not None and smaller.id == "deepseek-r1-distill-llama-70b"
    # a distill's own smaller model is the next one of its family, as before
    smaller = smaller_model(catalog, catalog.models.get("deepseek-r1-distill-qwen-32b"))
    assert smaller is not None and smaller.id == "deepseek-r1-distill-qwen-14b"


def _broken_copy(tmp_path, file_name, old, new):
    directory = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, directory)
    path = directory / file_name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return directory


@pytest.mark.parametrize(
    "file_name,old,new,message",
    [
        (
            "ecosystems.toml",
            'id = "neuware"',
            'id = "neuwar"',
            r"ecosystems.toml: ecosystem 'neuwar' \(#6\): id: Value error, id 'neuwar' is not a stack gpus.toml knows",
        ),
        (
            "ecosystems.toml",
            'vendor = "cambricon"',
            'vendor = "cambrican"',
            r"ecosystems.toml: ecosystem 'neuware' \(#6\): vendor: Input should be",
        ),
        (
            "ecosystems.toml",
            "domestic = true",
            'domestic = "maybe"',
            r"ecosystems.toml: ecosystem 'cann' \(#3\): domestic: Input should be a valid boolean",
        ),
        (
            "runtimes.toml",
            'ecosystems = ["cuda", "rocm", "metal", "other"]',
            'ecosystems = ["cuda", "rocm", "metl", "other"]',
            r"runtimes.toml: runtime 'llama.cpp': ecosystems: unknown ecosystem 'metl'",
        ),
        (
            "runtimes.toml",
            "preference = { serving = 1, desktop = 4 }",
            "preference = { serving = 1, desktop = 4, hybrid = 4 }",
            r"runtimes.toml: runtime 'vllm' \(#3\): \(entry\): Value error, preference.hybrid: a runtime ranked for "
            r"hybrid needs a \[runtime.hybrid\] table",
        ),
        (
            "runtimes.toml",
            "preference = { hybrid = 2 }",
            "preference = { hybrid = 1 }",
            r"runtimes.toml: runtime '\S+': preference.hybrid: rank 1 already given to '\S+'",
        ),
        (
            "models.toml",
            'distilled_from = "deepseek-r1"',
            'distilled_from = "deepseek-r2"',
            r"models.toml: model 'deepseek-r1-distill-qwen-1.5b': distilled_from: unknown model 'deepseek-r2'",
        ),
        (
            "rag_models.toml",
            'role = "reranker"',
            'role = "embedding"',
            r"rag_models.toml: 2 rag_model entries of role 'embedding'; exactly one is needed",
        ),
        (
            "rag_models.toml",
            'role = "reranker"',
            'role = "rerank"',
            r"rag_models.toml: rag_model 'bge-reranker-v2-m3' \(#2\): role: Input should be 'embedding' or 'reranker'",
        ),
        (
            "rag_models.toml",
            "params_b = 0.568",
            "params_b = 0",
            r"rag_models.toml: rag_model 'bge-m3' \(#1\): params_b: Input should be greater than 0",
        ),
        (
            "quants.toml",
            'id = "nf4"',
            'id = "nf4x"',
            r"quants.toml: no quant 'nf4': the app names it in its code",
        ),
        (
            "software.toml",
            'architecture = "hopper"',
            'architecture = "hoper"',
            r"software.toml: pytorch_for_architecture #1 \('hoper'\): architecture: no part in gpus.toml has "
            r"architecture 'hoper'",
        ),
        (
            "software.toml",
            'min_linux_driver = "570.26"',
            'min_linux_driver = "570.x"',
            r"software.toml: cuda_driver #11 \('12.8'\): min_linux_driver: String should match pattern",
        ),
        (
            "software.toml",
            'cuda = "12.8"',
            'cuda = "12.6"',
            r"software.toml: .*cuda_driver: 12.6 appears twice",
        ),
        (
            "software.toml",
            'pytorch = "2.7"\nsource = "PyTorch 2.7 release',
            'pytorch = "2.7"\nsource = ""\nwas = "PyTorch 2.7 release',
            r"software.toml: pytorch_for_architecture #2 \('blackwell'\): source: String should have at least 3",
        ),
        (
            "runtimes.toml",
            'linux_only = true\nlinux_only_source = "SGLang installation guide',
            'linux_only = "maybe"\nlinux_only_source = "SGLang installation guide',
            r"runtimes.toml: runtime 'sglang' \(#\d+\): linux_only: Input should be a valid boolean",
        ),
        (
            "runtimes.toml",
            'linux_only_source = "SGLang installation guide',
            'linux_only_source = "" # SGLang installation guide',
            r"runtimes.toml: runtime 'sglang' \(#\d+\): .*linux_only needs linux_only_source",
        ),
        (
            "ecosystems.toml",
            'short_name = "DTK"',
            'short_name = "DTK"\nlinux_onli = true',
            r"ecosystems.toml: ecosystem 'dtk' \(#7\): linux_onli: Extra inputs are not permitted",
        ),
        (
            "ecosystems.toml",
            "pytorch_linux_only = true\nlinux_only_source",
            "pytorch_linux_only = true\nlinux_only_source = '' #",
            r"ecosystems.toml: ecosystem 'rocm' \(#2\): .*need linux_only_source",
        ),
        # the hosted APIs and rentals of late 2026 (issue 24 item 4) are held to the same references
        (
            "apis.toml",
            'models = ["gpt-oss-120b"]',
            'models = ["gpt-oss-121b"]',
            r"apis.toml: api 'groq-gpt-oss-120b': unknown model 'gpt-oss-121b'",
        ),
        (
            "apis.toml",
            'comparable_to = ["deepseek-r1", "deepseek-v3", "deepseek-v3.1", "deepseek-v3.2"]\nmarkets = ["us"',
            'comparable_to = ["deepseek-r1", "deepseek-v9-flash"]\nmarkets = ["us"',
            r"apis.toml: api 'fireworks-deepseek-v4-flash': unknown model 'deepseek-v9-flash'",
        ),
        (
            "apis.toml",
            'provider_region = "us"',
            'provider_region = "usa"',
            r"apis.toml: api 'together-deepseek-r1' \(#\d+\): provider_region: Input should be 'cn', 'us' or 'eu'",
        ),
        (
            "apis.toml",
            'provider_region = "cn"\n',
            "",
            r"apis.toml: api 'deepseek-flash' \(#1\): provider_region: Field required",
        ),
        (
            "cloud.toml",
            'gpu = "h200-sxm"\ngpu_count = 1',
            'gpu = "h200-sxn"\ngpu_count = 1',
            r"cloud.toml: instance 'runpod-1x-h200': gpu: unknown GPU 'h200-sxn'",
        ),
        (
            "cloud.toml",
            'provider = "runpod"',
            'provider = "runpot"',
            r"cloud.toml: instance 'runpod-1x-h100-sxm' \(#\d+\): provider: Input should be",
        ),
    ],
)
def test_a_bad_id_in_a_moved_fact_names_file_and_entry(tmp_path, file_name, old, new, message):
    directory = _broken_copy(tmp_path, file_name, old, new)
    with pytest.raises(CatalogError, match=message):
        load_catalog(directory)


def test_an_architecture_no_part_has_is_refused(tmp_path):
    """Blackwell renamed in every part of gpus.toml: software.toml's row names an architecture no part has."""
    directory = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, directory)
    path = directory / "gpus.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('"blackwell', '"gb'), encoding="utf-8")
    with pytest.raises(CatalogError, match=r"software.toml: pytorch_for_architecture #2 \('blackwell'\): architecture"):
        load_catalog(directory)


def test_a_cuda_part_needs_a_driver_row(tmp_path):
    """A part whose minimum CUDA is past every release of the driver table could not be told its driver: refused."""
    directory = _broken_copy(tmp_path, "gpus.toml", 'min_cuda = "12.8', 'min_cuda = "14.0')
    with pytest.raises(CatalogError, match=r"gpus.toml: gpu '\S+': min_cuda: no CUDA release at or after '14.0"):
        load_catalog(directory)


def test_a_stack_gpus_toml_knows_needs_its_entry(tmp_path):
    """A stack left out of ecosystems.toml would have no name and count as neither domestic nor easy: refused."""
    directory = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, directory)
    path = directory / "ecosystems.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index('[[ecosystem]]\nid = "kunlun"')
    end = text.find("[[ecosystem]]", start + 1)
    path.write_text(text[:start] + (text[end:] if end != -1 else ""), encoding="utf-8")
    with pytest.raises(CatalogError, match=r"ecosystems.toml: no ecosystem 'kunlun': every stack gpus.toml knows"):
        load_catalog(directory)
