"""The facts the engine kept in code keyed by catalog ids (issue 21 item 5) are the catalog's now, under its reference
checks: the software stacks (ecosystems.toml: names, domestic, who can run them), the runtimes tried on a CPU+GPU
machine sold whole (runtimes.toml preference.hybrid), the DeepSeek-R1 distills (models.toml distilled_from) and
the RAG helper models (rag_models.toml). They read as the code had them, and a typo in one is a load error naming the
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
OLD_HYBRID_RUNTIMES = ["ktransformers", "llama.cpp", "ik_llama.cpp"]
OLD_RAG_MODEL_PARAMS = 0.568e9


def test_stack_facts_read_as_the_code_had_them(catalog):
    stacks = list(OLD_STACK_NAMES)
    assert {s for s in stacks if catalog.domestic_stack(s)} == OLD_DOMESTIC_STACKS
    assert {s for s in stacks if catalog.any_team_stack(s)} == OLD_EASY_STACKS
    assert {s: catalog.stack_name(s) for s in stacks} == OLD_STACK_NAMES
    assert {s.vendor for s in catalog.ecosystems if s.domestic} == OLD_DOMESTIC_VENDORS
    for gpu in catalog.gpus:
        assert catalog.is_domestic(gpu) == (gpu.vendor in OLD_DOMESTIC_VENDORS), gpu.id


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
            "preference = { hybrid = 3 }",
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
    ],
)
def test_a_bad_id_in_a_moved_fact_names_file_and_entry(tmp_path, file_name, old, new, message):
    directory = _broken_copy(tmp_path, file_name, old, new)
    with pytest.raises(CatalogError, match=message):
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
