"""The catalog facts the engine used to keep in code (platforms per target, GPU segments per platform, formats per
precision level, the tempting cards, the runtime preference) are read from resources/catalog, and
`gpu-advisor estimate` and the recommendation make one runtime choice."""

import datetime as dt
import shutil

import pytest

from gpu_advisor.core.catalog import CATALOG_DIR, load_catalog
from gpu_advisor.core.options.request import runtimes_for
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import Existing, FineTune, OwnedGpu, Scenario, template
from gpu_advisor.core.sizing import default_runtime, estimate

TODAY = dt.date(2026, 11, 30)


def run(catalog, **changes):
    return recommend(catalog, Scenario.model_validate({**template().model_dump(), **changes}), today=TODAY)


def serves(gpu) -> bool:
    """The use estimate assumes for a card: serving on data-center and workstation cards, a desktop otherwise."""
    return gpu.segment in ("datacenter", "workstation")


def test_estimate_defaults_to_the_runtime_recommend_tries_first(catalog):
    """For every GPU and format: estimate's default runtime is the one recommend would pick for the same card
    (serving for server cards, a desktop for the rest). They were two lists in two modules before."""
    compared = 0
    for gpu in catalog.gpus:
        for quant in catalog.quants:
            chosen = runtimes_for(catalog, gpu, quant, many_users=serves(gpu))
            if not chosen:
                continue  # recommend never offers this format on this card
            assert default_runtime(catalog, gpu, quant, "inference").id == chosen[0].id, (gpu.id, quant.id)
            compared += 1
    assert compared > 300


@pytest.mark.parametrize("target,users,want_serving", [("server_room", 20, True), ("office", 2, False)])
def test_recommended_runtimes_are_estimates_defaults(catalog, target, users, want_serving):
    """End to end: every buy option of a recommendation runs the runtime estimate picks for that card and format."""
    result = run(catalog, target=target, concurrent_users=users, model="qwen2.5-7b")
    model = catalog.models.get("qwen2.5-7b")
    checked = 0
    for option in result.all_options:
        gpu = catalog.gpus.get(option.gpu)
        if option.kind != "buy" or serves(gpu) != want_serving:
            continue
        quant = catalog.quants.get(option.quant)
        assert estimate(catalog, model, gpu, count=option.count, quant=quant).runtime == option.runtime, option.gpu
        checked += 1
    assert checked >= 3


def test_fine_tuning_runtime_is_the_same_for_owned_and_bought_hardware(catalog):
    """A Mac fine-tunes with MLX whether the buyer buys it or already has it (the owned path used to size it
    with transformers), as `gpu-advisor estimate --task lora` does."""
    result = run(
        catalog,
        use_case="fine_tune",
        model="qwen2.5-7b",
        target="office",
        fine_tune=FineTune(method="lora"),
        existing=Existing(gpus=[OwnedGpu(gpu="m4-max-128gb"), OwnedGpu(gpu="rtx-3090")]),
    )
    owned = {o.gpu: o for o in result.all_options if o.kind == "owned"}
    bought = {o.gpu: o for o in result.all_options if o.kind == "buy"}
    model = catalog.models.get("qwen2.5-7b")
    for gpu_id, runtime in (("m4-max-128gb", "mlx"), ("rtx-3090", "transformers")):
        gpu = catalog.gpus.get(gpu_id)
        assert owned[gpu_id].runtime == runtime
        assert estimate(catalog, model, gpu, task="lora").runtime == runtime
    assert bought["m4-max-128gb"].runtime == "mlx"
    for option in result.all_options:  # cloud instances too
        gpu, quant = catalog.gpus.get(option.gpu), catalog.quants.get(option.quant)
        assert option.runtime == catalog.preferred_runtime(gpu, quant, "training").id


def test_the_avoid_pick_follows_the_catalogs_tempting_cards(catalog, tmp_path):
    """Which flawed card is shown as the one to avoid comes from gpus.toml `tempting`: dropping the first one
    the template's answer names makes the next tempting card with a flaw the one to avoid."""
    first = next(o for o in run(catalog).options if o.label == "avoid")
    assert catalog.gpus.get(first.gpu).tempting is not None
    directory = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, directory)
    path = directory / "gpus.toml"
    text = path.read_text(encoding="utf-8")
    rank = catalog.gpus.get(first.gpu).tempting
    assert text.count(f"tempting = {rank}\n") == 1
    path.write_text(text.replace(f"tempting = {rank}\n", ""), encoding="utf-8")
    second = next((o for o in run(load_catalog(directory)).options if o.label == "avoid"), None)
    assert second is None or (second.gpu != first.gpu and load_catalog(directory).gpus.get(second.gpu).tempting)


def test_a_platform_added_to_the_catalog_is_offered(catalog, tmp_path):
    """A new platform in platforms.toml is offered for its target (before, a list in the code had to name it)."""
    directory = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, directory)
    path = directory / "platforms.toml"
    text = path.read_text(encoding="utf-8")
    # an edge box that takes Macs: a Mac mini on a shelf
    path.write_text(
        text + '\n[[platform]]\nid = "edge-mac"\nname = "Mac mini (edge)"\nname_zh = "Mac mini（边缘）"\n'
        'target = "edge"\nsegments = ["apple"]\nmax_gpus = 1\ngpu_slots = 0\nform_factors = ["system"]\n'
        "psu_watts = 150\nbase_price_cny = 0\nbase_price_usd = 0\nsystem_ram_gb = 1\ndisk_gb = 512\n"
        'source = "test"\nas_of = 2025-06-01\n',
        encoding="utf-8",
    )
    changes = {"target": "edge", "model": "qwen2.5-7b", "concurrent_users": 1}
    before = {o.platform for o in run(catalog, **changes).all_options if o.kind == "buy"}
    after = {o.platform for o in run(load_catalog(directory), **changes).all_options if o.kind == "buy"}
    assert before == {"edge-box"} and after == {"edge-box", "edge-mac"}
