"""File > Update catalog… and File > Return to the bundled catalog (issue 24 item 5): the file dialog, the summary of
what changes, the confirmation, the pages on the new catalog, the results naming it, the way back; a malformed update
refused with one warning line and nothing installed."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gpu_advisor.core.catalog import default_data_folder, load_catalog, pack_update, prepare_update, read_state
from gpu_advisor.gui.safety import as_plain
from gpu_advisor.gui.window import data_dir
from gpu_advisor.gui.window.catalog_dialog import CatalogUpdateDialog
from tests.core.test_catalog_update import MAKER, bundled, the_priced_pick, with_price_changed
from tests.gui.test_gui import go_to, window  # noqa: F401 (the fixture)

SHOTS = os.environ.get("CATALOG_SHOTS")  # a folder: the confirmation is saved there as PNG, to look at


def packed(tmp_path: Path) -> tuple[Path, object, object, object, object]:
    """An update whose gpus.toml has the first choice's card price 10% lower, and what it changes."""
    option, part, gpu, price = the_priced_pick()
    source = tmp_path / "source"
    source.mkdir()
    text = with_price_changed(
        bundled("gpus.toml").decode("utf-8"), gpu.id, price.amount, price.as_of, price.amount * 0.9
    )
    (source / "gpus.toml").write_text(text, encoding="utf-8")
    path = tmp_path / "整合商更新 2026.12.02.zip"
    pack_update(source, path, "2026.12.02", MAKER, dt.date(2026, 12, 2), "China channel price of one card")
    return path, option, part, gpu, price


def test_the_gui_and_the_command_line_share_one_data_folder(qapp):
    """The window installs into Qt's AppDataLocation, the command line into platformdirs' folder: one place."""
    from gpu_advisor.gui.app import APPLICATION, ORGANIZATION

    names = qapp.organizationName(), qapp.applicationName()
    qapp.setOrganizationName(ORGANIZATION)
    qapp.setApplicationName(APPLICATION)
    try:
        qt = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    finally:
        qapp.setOrganizationName(names[0])
        qapp.setApplicationName(names[1])
    assert Path(qt) == default_data_folder()


def test_update_catalog_from_the_menu_then_return_to_the_bundled_one(window, qtbot, tmp_path, monkeypatch):  # noqa: F811
    path, _option, part, gpu, _price = packed(tmp_path)
    asked_for = []

    def choose(parent, title, folder, filters):
        asked_for.append((title, filters))
        return str(path), filters

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(choose))
    shown = []

    def confirm(dialog):
        shown.append(
            (
                dialog.summary.text(),
                [[dialog.table.item(r, c).text() for c in range(4)] for r in range(dialog.table.rowCount())],
                dialog.note.text(),
                dialog.ok_button.text(),
            )
        )
        return CatalogUpdateDialog.DialogCode.Accepted

    monkeypatch.setattr(CatalogUpdateDialog, "exec", confirm)
    assert not window.menu_actions["return_catalog"].isEnabled()  # nothing installed: nothing to return from
    window.menu_actions["update_catalog"].trigger()
    qtbot.waitUntil(lambda: window.session.catalog.origin.kind == "update", timeout=30_000)

    assert asked_for == [("Update the catalog", "Catalog updates (*.zip)")]
    summary, rows, note, ok = shown[0]
    assert "Catalog update 2026.12.02, dated 2026-12-02, made by Test Integrator Co." in summary
    assert "Its maker says: China channel price of one card" in summary
    assert "Its prices are dated" in summary and "Changes against the catalog in use now (bundled" in summary
    assert rows == [["gpus.toml", "0", "1", "0"]]  # one entry changed: the card whose price moved
    assert "replace the bundled files of the same name, whole" in note and ok == "&Use this catalog"
    state = read_state(data_dir())
    assert state.in_use is not None and (data_dir() / "catalog-updates" / state.in_use / "gpus.toml").is_file()
    changed = window.session.catalog.gpus.get(gpu.id)
    assert any(p.amount == pytest.approx(_price.amount * 0.9) for p in changed.prices)
    assert window.navigator.catalog is window.session.catalog
    action = window.menu_actions["return_catalog"]
    assert action.isEnabled() and action.text() == "Return to the bundled catalog"

    # the results say which catalog they were computed from, and use its price
    window.state.update_part("budget", one_off=500_000)
    go_to(window, "results", qtbot)
    results = window.pages["results"]
    qtbot.waitUntil(lambda: results.result is not None, timeout=30_000)
    assert results.catalog_line.text().startswith("Catalog: update 2026.12.02 from Test Integrator Co. (2026-12-02)")
    assert results.result.catalog.origin.kind == "update"

    # the way back, after a question
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *args, **kwargs: QMessageBox.StandardButton.Yes))
    action.trigger()
    assert window.session.catalog.origin.kind == "bundled"
    assert read_state(data_dir()).in_use is None and not action.isEnabled()
    qtbot.waitUntil(lambda: results.result is not None, timeout=30_000)
    assert results.catalog_line.text().startswith("Catalog: bundled ")
    back = window.session.catalog.gpus.get(gpu.id)
    assert back.prices == load_catalog().gpus.get(gpu.id).prices
    assert part.unit_price > 0


def test_a_malformed_update_is_refused_with_one_line_and_nothing_installed(
    window,  # noqa: F811
    qtbot,
    tmp_path,
    monkeypatch,
    no_modal_dialogs,
):
    path = tmp_path / "update.zip"
    path.write_text("not a zip at all", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *args: (str(path), "")))
    opened = []
    monkeypatch.setattr(CatalogUpdateDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    window.menu_actions["update_catalog"].trigger()
    qtbot.waitUntil(lambda: bool(no_modal_dialogs), timeout=30_000)
    title, text = no_modal_dialogs[-1]
    assert title == "Cannot update the catalog"
    assert text == as_plain(
        "update.zip cannot be used as a catalog update: it is not a zip archive (a catalog update is a .zip holding "
        "manifest.toml and catalog TOML files). Nothing was installed."
    )
    assert not opened and window.session.catalog.origin.kind == "bundled"
    assert not (data_dir() / "catalog-updates").exists()


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_confirmation_in_both_languages(qtbot, tmp_path, lang, request):
    from gpu_advisor.gui.language import LanguageManager

    language = LanguageManager()
    language.switch(lang)  # the dialog's own words from the translator, as in the app
    request.addfinalizer(lambda: language.switch("en"))
    path, *_ = packed(tmp_path)
    update = prepare_update(path, load_catalog())
    dialog = CatalogUpdateDialog(update, lang, "")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    if lang == "zh_CN":
        assert "硬件目录更新 2026.12.02" in dialog.summary.text() and "整体替换" in dialog.note.text()
        assert dialog.ok_button.text() == "使用此目录(&U)" and dialog.windowTitle() == "更新硬件目录"
    else:
        assert "Catalog update 2026.12.02" in dialog.summary.text()
    if SHOTS:
        from PySide6.QtWidgets import QApplication

        from gpu_advisor.gui.fonts import install_fonts

        install_fonts(QApplication.instance())
        dialog.setFont(QApplication.instance().font())
        dialog.fit()
        dialog.grab().save(str(Path(SHOTS) / f"catalog_update_{lang}.png"))
