"""A catalog update a buyer installs offline (issue 24 item 5): packed from a folder, validated as the bundled catalog
is, installed into the data folder, used by a recommendation, rolled back; a malformed one refused with a message
naming the problem, and nothing installed."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import re
import zipfile
from pathlib import Path

import pytest

from gpu_advisor.core.catalog import (
    CATALOG_DIR,
    CatalogUpdateError,
    catalog_in_use,
    install_update,
    load_catalog,
    pack_update,
    prepare_update,
    read_state,
    rollback_update,
)
from gpu_advisor.core.cli import main
from gpu_advisor.core.presentation import build_report
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import template

MAKER = "Test Integrator Co."


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def key(option) -> tuple:
    """What makes two options the same configuration, across two recommendations."""
    return (option.kind, option.gpu, option.count, option.quant, option.runtime, option.platform, option.machines)


def make_zip(path: Path, files: dict[str, bytes], manifest: str | None) -> Path:
    """An update file written by hand, so that it can be wrong in every way pack_update refuses to be."""
    with zipfile.ZipFile(path, "w") as archive:
        if manifest is not None:
            archive.writestr("manifest.toml", manifest)
        for name, body in files.items():
            archive.writestr(name, body)
    return path


def manifest_for(files: dict[str, bytes], **fields: object) -> str:
    values = {"format": 1, "catalog_version": '"2026.12.02"', "date": "2026-12-02", "maker": f'"{MAKER}"'}
    values.update({k: str(v) for k, v in fields.items()})
    lines = [f"{k} = {v}" for k, v in values.items()]
    lines += ["", "[files]", *(f'"{name}" = "{sha(body)}"' for name, body in files.items())]
    return "\n".join(lines) + "\n"


def bundled(name: str) -> bytes:
    return (CATALOG_DIR / name).read_bytes()


def the_priced_pick():
    """The template scenario's first choice on the bundled catalog: its GPU, the catalog price it rests on and the
    accelerators line of its bill of materials."""
    catalog = load_catalog()
    result = recommend(catalog, template())
    option = result.recommended
    assert option is not None and option.cost is not None
    part = next(p for p in option.cost.parts if p.item == "accelerators")
    gpu = catalog.gpus.get(option.gpu)
    price = next(p for p in gpu.prices if p.as_of == part.as_of and p.source == part.source)
    return option, part, gpu, price


def with_price_changed(text: str, gpu_id: str, amount: float, as_of: dt.date, new: float) -> str:
    """gpus.toml's text with one price of one GPU changed: the [[gpu]] block of that id, the [[gpu.prices]] table in
    it with that amount and date."""
    blocks = re.split(r"(?m)^(?=\[\[gpu\]\])", text)
    for index, block in enumerate(blocks):
        if not re.search(rf'(?m)^id = "{re.escape(gpu_id)}"\s*$', block):
            continue
        tables = re.split(r"(?m)^(?=\[\[gpu\.prices\]\])", block)
        for at, table in enumerate(tables):
            amounts = re.findall(r"(?m)^amount = ([0-9_.]+)", table)
            if (
                table.startswith("[[gpu.prices]]")
                and amounts
                and float(amounts[0].replace("_", "")) == amount
                and re.search(rf"(?m)^as_of = {as_of.isoformat()}\b", table)
            ):
                tables[at] = re.sub(r"(?m)^amount = [0-9_.]+", f"amount = {new:g}", table, count=1)
                blocks[index] = "".join(tables)
                return "".join(blocks)
    raise AssertionError(f"no price {amount} of {as_of} for {gpu_id} in gpus.toml")


@pytest.fixture
def data(tmp_path, monkeypatch):
    """The buyer's data folder, where the command line installs (platformdirs under XDG_DATA_HOME)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    from gpu_advisor.core.catalog import default_data_folder

    folder = default_data_folder()
    assert folder == tmp_path / "xdg" / "GPU Advisor" / "GPU Advisor"  # where Qt's AppDataLocation is on Linux
    return folder


def test_a_packed_update_is_used_by_a_recommendation_and_rolled_back(tmp_path, data):
    option, part, gpu, price = the_priced_pick()
    source = tmp_path / "source"
    source.mkdir()
    new_amount = price.amount * 0.9  # 10% cheaper: the same pick, its cards at 0.9 times the unit price
    (source / "gpus.toml").write_text(
        with_price_changed(bundled("gpus.toml").decode("utf-8"), gpu.id, price.amount, price.as_of, new_amount),
        encoding="utf-8",
    )
    update_file = tmp_path / "update-2026.12.02.zip"
    manifest = pack_update(source, update_file, "2026.12.02", MAKER, dt.date(2026, 12, 2), "one price")
    assert set(manifest.files) == {"gpus.toml"}

    update = prepare_update(update_file, load_catalog())
    assert [(c.file, c.added, c.changed, c.removed) for c in update.changes] == [("gpus.toml", (), (gpu.id,), ())]
    assert not (data / "catalog-updates").exists()  # prepared, nothing installed yet
    install_update(update, data)

    used = catalog_in_use(data)
    assert used.problem is None and used.catalog.origin is not None
    assert used.catalog.origin.kind == "update" and used.catalog.origin.version == "2026.12.02"
    assert used.catalog.origin.files == ("gpus.toml",)
    result = recommend(used.catalog, template())
    same = next(o for o in result.all_options if key(o) == key(option))
    assert same.cost is not None
    cards = next(p for p in same.cost.parts if p.item == "accelerators")
    assert cards.unit_price == pytest.approx(part.unit_price * 0.9)  # e.g. 63,900 CNY -> 57,510 CNY a card
    assert cards.quantity == part.quantity
    said = result.to_dict("en")["catalog"]
    assert said["kind"] == "update" and said["maker"] == MAKER and "update 2026.12.02 from" in said["text"]

    after = rollback_update(data)
    assert after.in_use is None
    back = catalog_in_use(data).catalog
    assert back.origin is not None and back.origin.kind == "bundled"
    again = recommend(back, template())
    same = next(o for o in again.all_options if key(o) == key(option))
    assert same.cost is not None
    assert next(p for p in same.cost.parts if p.item == "accelerators").unit_price == pytest.approx(part.unit_price)
    assert not [p for p in (data / "catalog-updates").iterdir() if p.is_dir()]  # the update's files are gone
    with pytest.raises(CatalogUpdateError, match="no catalog update is installed"):
        rollback_update(data)


def test_rollback_steps_back_to_the_update_before(tmp_path, data):
    source = tmp_path / "source"
    source.mkdir()
    (source / "apis.toml").write_bytes(bundled("apis.toml"))
    for version in ("2026.12.02", "2026.12.03"):
        pack_update(source, tmp_path / f"{version}.zip", version, MAKER, dt.date(2026, 12, 2))
        install_update(prepare_update(tmp_path / f"{version}.zip"), data)
    used = catalog_in_use(data)
    assert used.catalog.origin.version == "2026.12.03" and used.previous.catalog_version == "2026.12.02"
    rollback_update(data)
    assert catalog_in_use(data).catalog.origin.version == "2026.12.02"
    rollback_update(data)
    assert catalog_in_use(data).catalog.origin.kind == "bundled"


def test_the_command_line_installs_names_and_rolls_back(tmp_path, data, capsys):
    source = tmp_path / "source"
    source.mkdir()
    (source / "cloud.toml").write_bytes(bundled("cloud.toml"))
    out_file = tmp_path / "u.zip"
    assert (
        main(["catalog", "pack", str(source), "--out", str(out_file), "--version", "2026.12.02", "--maker", MAKER]) == 0
    )
    assert main(["catalog", "update", str(out_file), "--check"]) == 0
    assert read_state(data).in_use is None  # --check installs nothing
    capsys.readouterr()
    assert main(["catalog", "update", str(out_file)]) == 0
    out = capsys.readouterr().out
    assert "cloud.toml: 0 added, 0 changed, 0 removed" in out and "replace the bundled files" in out
    assert main(["catalog", "status", "--json"]) == 0
    status = json.loads(capsys.readouterr().out)
    assert status["kind"] == "update" and status["files"] == ["cloud.toml"]
    assert main(["recommend", "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["catalog"]["kind"] == "update" and answer["catalog"]["version"] == "2026.12.02"
    assert main(["recommend"]) == 0
    assert capsys.readouterr().out.rstrip().splitlines()[-1].startswith("Catalog: update 2026.12.02 from")
    assert main(["catalog", "rollback", "--lang", "zh_CN"]) == 0
    assert "随软件附带" in capsys.readouterr().out
    assert main(["recommend", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["catalog"]["kind"] == "bundled"


def test_the_report_names_the_catalog_and_its_price_dates():
    catalog = load_catalog()
    origin = catalog.origin
    assert origin is not None and origin.kind == "bundled"
    dates = catalog.price_dates()
    assert origin.newest_price == max(dates) and origin.oldest_price == min(dates)
    report = build_report(recommend(catalog, template()), "en", dt.date(2026, 12, 2))
    assumptions = next(s for s in report.sections if s.key == "assumptions")
    line = f"Catalog: bundled {origin.date.isoformat()}; prices dated {min(dates).isoformat()} to {max(dates).isoformat()}."
    assert line in assumptions.bullets
    chinese = build_report(recommend(catalog, template()), "zh_CN", dt.date(2026, 12, 2))
    assert any(b.startswith("硬件与价格目录：随软件附带") for s in chinese.sections for b in s.bullets)


# ---------------------------------------------------------------- refused, and nothing installed


def refused(path: Path, data: Path, capsys, *expected: str) -> str:
    """The update is refused by prepare_update and by the command line, with a message holding `expected`, no
    traceback, and the catalog in use unchanged."""
    before = read_state(data)
    with pytest.raises(CatalogUpdateError) as caught:
        prepare_update(path)
    message = str(caught.value)
    for words in expected:
        assert words in message
    capsys.readouterr()
    assert main(["catalog", "update", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and expected[0] in err and "Nothing was installed" in err
    assert read_state(data) == before
    assert catalog_in_use(data).catalog.origin.kind == ("bundled" if before.in_use is None else "update")
    return message


def test_a_bad_checksum_is_refused(tmp_path, data, capsys):
    body = bundled("apis.toml")
    manifest = manifest_for({"apis.toml": body})
    path = make_zip(tmp_path / "u.zip", {"apis.toml": body + b"\n# changed after packing\n"}, manifest)
    refused(path, data, capsys, "u.zip", "checksum of apis.toml does not match manifest.toml")


def test_a_file_named_in_the_manifest_and_missing_is_refused(tmp_path, data, capsys):
    files = {"apis.toml": bundled("apis.toml"), "cloud.toml": bundled("cloud.toml")}
    path = make_zip(tmp_path / "u.zip", {"apis.toml": files["apis.toml"]}, manifest_for(files))
    refused(path, data, capsys, "manifest.toml lists cloud.toml, which the archive does not hold")


def test_a_toml_syntax_error_is_refused_with_its_file_and_line(tmp_path, data, capsys):
    body = bundled("apis.toml") + b'\n[[api]]\nid = "broken\n'
    path = make_zip(tmp_path / "u.zip", {"apis.toml": body}, manifest_for({"apis.toml": body}))
    message = refused(path, data, capsys, "apis.toml: not valid TOML", "line")
    assert "gpu-advisor-update-" not in message  # the temporary folder it was checked in is not named


def test_a_reference_to_an_unknown_gpu_is_refused_naming_file_entry_and_field(tmp_path, data, capsys):
    text = bundled("cloud.toml").decode("utf-8")
    first = re.search(r'(?m)^gpu = "([^"]+)"', text)
    assert first is not None
    body = (text[: first.start()] + 'gpu = "no-such-gpu"' + text[first.end() :]).encode("utf-8")
    path = make_zip(tmp_path / "u.zip", {"cloud.toml": body}, manifest_for({"cloud.toml": body}))
    refused(path, data, capsys, "cloud.toml: instance '", "': gpu: unknown GPU 'no-such-gpu'")


def test_an_entry_the_schema_refuses_is_named_with_its_field(tmp_path, data, capsys):
    text = bundled("apis.toml").decode("utf-8")
    found = re.search(r"(?m)^output_per_million = [0-9.]+", text)
    assert found is not None
    body = (text[: found.start()] + "output_per_million = -1" + text[found.end() :]).encode("utf-8")
    path = make_zip(tmp_path / "u.zip", {"apis.toml": body}, manifest_for({"apis.toml": body}))
    refused(path, data, capsys, "apis.toml: api '", "output_per_million")


def test_a_file_that_is_not_a_zip_is_refused(tmp_path, data, capsys):
    path = tmp_path / "update.zip"
    path.write_text("format = 1\n", encoding="utf-8")
    refused(path, data, capsys, "update.zip cannot be used as a catalog update: it is not a zip archive")


def test_a_missing_manifest_is_refused(tmp_path, data, capsys):
    path = make_zip(tmp_path / "u.zip", {"apis.toml": bundled("apis.toml")}, None)
    refused(path, data, capsys, "it has no manifest.toml")


def test_a_newer_format_and_a_wrong_version_are_refused(tmp_path, data, capsys):
    body = bundled("apis.toml")
    newer = make_zip(tmp_path / "newer.zip", {"apis.toml": body}, manifest_for({"apis.toml": body}, format=2))
    refused(newer, data, capsys, "made for a newer GPU Advisor (update format 2; this version reads format 1)")
    wrong = manifest_for({"apis.toml": body}, catalog_version='"latest"')
    path = make_zip(tmp_path / "wrong.zip", {"apis.toml": body}, wrong)
    refused(path, data, capsys, "catalog_version: 'latest' is not a catalog version")


def test_a_stray_file_and_a_path_out_of_the_folder_are_refused(tmp_path, data, capsys):
    body = bundled("apis.toml")
    path = make_zip(tmp_path / "u.zip", {"../apis.toml": body}, manifest_for({"apis.toml": body}))
    refused(path, data, capsys, "it holds '../apis.toml', which is not a catalog file")


def test_a_refused_update_leaves_an_installed_one_in_use(tmp_path, data, capsys):
    source = tmp_path / "source"
    source.mkdir()
    (source / "apis.toml").write_bytes(bundled("apis.toml"))
    pack_update(source, tmp_path / "good.zip", "2026.12.02", MAKER)
    install_update(prepare_update(tmp_path / "good.zip"), data)
    bad = tmp_path / "bad.zip"
    bad.write_bytes(b"PK\x03\x04 not really")
    refused(bad, data, capsys, "bad.zip cannot be used as a catalog update")
    assert catalog_in_use(data).catalog.origin.version == "2026.12.02"


def test_pack_refuses_what_an_import_would_refuse(tmp_path):
    source = tmp_path / "source"
    source.mkdir()
    (source / "apis.toml").write_text('[[api]]\nid = "x"\n', encoding="utf-8")
    with pytest.raises(CatalogUpdateError, match="apis.toml: api 'x'"):
        pack_update(source, tmp_path / "u.zip", "2026.12.02", MAKER)
    assert not (tmp_path / "u.zip").exists()
    (source / "apis.toml").unlink()
    (source / "notes.toml").write_text("", encoding="utf-8")
    with pytest.raises(CatalogUpdateError, match="'notes.toml', which is not a catalog file"):
        pack_update(source, tmp_path / "u.zip", "2026.12.02", MAKER)


def test_an_installed_update_damaged_later_is_not_used_and_says_so(tmp_path, data, capsys):
    source = tmp_path / "source"
    source.mkdir()
    (source / "apis.toml").write_bytes(bundled("apis.toml"))
    pack_update(source, tmp_path / "u.zip", "2026.12.02", MAKER)
    install_update(prepare_update(tmp_path / "u.zip"), data)
    state = read_state(data)
    installed = data / "catalog-updates" / str(state.in_use) / "apis.toml"
    installed.write_bytes(installed.read_bytes() + b"\n# edited by hand\n")
    used = catalog_in_use(data)
    assert used.catalog.origin.kind == "bundled"
    assert used.problem is not None and "checksum of apis.toml" in used.problem.render("en")
    capsys.readouterr()
    assert main(["recommend", "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["catalog"]["kind"] == "bundled" and "cannot be used" in err
    assert main(["catalog", "rollback"]) == 0
    assert catalog_in_use(data).problem is None


def test_pack_says_why_it_cannot_write_without_a_traceback(tmp_path, capsys):
    source = tmp_path / "source"
    source.mkdir()
    (source / "apis.toml").write_bytes(bundled("apis.toml"))
    out = tmp_path / "no such folder" / "u.zip"
    args = ["catalog", "pack", str(source), "--out", str(out), "--version", "2026.12.02", "--maker", MAKER]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "no such folder" in err and not out.exists()
    assert main([*args[:5], "--maker", MAKER]) == 2  # no --version
    assert "--version" in capsys.readouterr().err
