"""A Chinese buyer reads Chinese everywhere: the wizard walked in zh_CN (every page, the results with each option
selected, the checklist, "check this machine" on a recorded H200 server, a value the wizard refuses), the zh_CN
PDF and `gpu-advisor recommend` / `check-machine --lang zh_CN`. Each text is searched for an English sentence:
three or more English words in a row that are not a product, model or runtime name, a unit or a technical term
(the ALLOWED words below, the catalog's names, what the machine itself reports)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from pypdf import PdfReader  # noqa: E402
from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtGui import QTextDocument  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTabWidget,
    QTextEdit,
    QWidget,
)

# the facade the wizard and check-machine take probe_machine from: a test's stand-in goes there
from gpu_advisor.core import probe  # noqa: E402
from gpu_advisor.core.probe.probing import GPU_QUERY, PlatformFacts, probe_machine  # noqa: F401
from gpu_advisor.core.recommend import recommend  # noqa: F401
from gpu_advisor.core.scenario import FineTune, template  # noqa: E402
from tests.core.test_probe import Recorded, project, recorded  # noqa: E402

# Proper nouns, units and technical terms a Chinese text keeps in Latin letters (as Chinese technical writing does)
ALLOWED = set(
    """
NVIDIA CUDA PyTorch GPU GPUs CPU GB GB/s MB TB MiB GiB W kW kWh h s ms token tokens tokens/s token/s PCIe NVLink SXM OAM
HBM GDDR VRAM KV PUE TTFT USD CNY RMB FlashAttention Ampere Ada Hopper Blackwell Volta Turing Lovelace AWQ GPTQ GGUF
NF4 LoRA QLoRA PEFT TRL MLX vLLM SGLang Ollama TensorRT LLM MindIE CANN ROCm AMD Apple Intel Huawei Ascend Jetson
GeForce RTX Quadro Tesla Linux Windows macOS Ubuntu LTS Debian nvidia-smi nvcc NVML pip torch MoE MLA GQA BF16 FP16
FP8 FP4 INT8 INT4 Q4_K_M transformers nvpmodel Apple silicon M-series x86_64 arm64 AMD64 DeepSeek Qwen Llama
Mistral Gemma GLM Yi Kimi GeForce Mac Studio Ultra Max Pro Aliyun Alibaba Cloud Tencent AWS Azure GCP Google
Microsoft Amazon EC2 ECS CVM GN SKU SKUs PDF CSV JSON OK e.g vs x
""".split()
)
WORD = re.compile(r"[A-Za-z][A-Za-z'’_-]*")
TOKEN = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9'’_/+-]|\.(?=[A-Za-z0-9]))*|[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]|\n")


def catalog_names(catalog) -> list[str]:
    names = []
    for section in (catalog.gpus, catalog.models, catalog.quants, catalog.runtimes, catalog.cloud, catalog.platforms):
        for entry in section:
            names += [entry.name, *entry.aliases]
            names += [getattr(entry, "family", "")]
            names += [
                getattr(entry, "license", "")
            ]  # a model's licence is quoted by its own name (the bill of materials)
    return sorted({n for n in names if n}, key=len, reverse=True)


def english_sentences(text: str, names: list[str]) -> list[str]:
    """Every run of three or more English words in `text` none of which is allowed, after taking out the names.
    Numbers, versions and model numbers (H200, 4-bit, x16) neither count nor break a run; Chinese, a name, an
    allowed word and a line break end one."""
    for name in names:
        if name.split()[0] in text:
            pattern = r"\s+".join(re.escape(part) for part in name.split())
            text = re.sub(rf"(?<![\w-]){pattern}(?![\w-])", " · ", text)
    found, run = [], []
    for token in TOKEN.findall(text) + ["·"]:
        if WORD.fullmatch(token) and token not in ALLOWED and token.strip("'’-_") not in ALLOWED:
            run.append(token)
        elif any(ch.isdigit() for ch in token) and not WORD.fullmatch(token):
            continue
        else:
            if len(run) >= 3:
                found.append(" ".join(run))
            run = []
    return found


def plain(text: str) -> str:
    if re.search(r"<(html|b|i|h\d|ul|li|table|p|br)\b", text):
        document = QTextDocument()
        document.setHtml(text)
        text = document.toPlainText()
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def widget_texts(root: QWidget) -> list[str]:
    """What a buyer can read in `root`: labels, buttons, items, placeholders, table cells, tabs and tooltips of
    every widget shown."""
    out = []
    window = root.window()
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(window):
            continue
        out.append(widget.toolTip())
        if isinstance(widget, QLabel):
            out.append(widget.text())
        elif isinstance(widget, QAbstractButton):
            out.append(widget.text())
        elif isinstance(widget, QComboBox):
            out += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QLineEdit):
            out += [widget.text(), widget.placeholderText()]
        elif isinstance(widget, QAbstractSpinBox):
            out += [
                widget.specialValueText(),
                getattr(widget, "suffix", lambda: "")(),
                getattr(widget, "prefix", lambda: "")(),
            ]
        elif isinstance(widget, QTextEdit):
            out.append(widget.toPlainText())
        elif isinstance(widget, QGroupBox):
            out.append(widget.title())
        elif isinstance(widget, QTabWidget):
            out += [widget.tabText(i) for i in range(widget.count())]
        if isinstance(widget, QTableWidget):
            for column in range(widget.columnCount()):
                header = widget.horizontalHeaderItem(column)
                out.append(header.text() if header else "")
                out += [widget.item(row, column).text() for row in range(widget.rowCount()) if widget.item(row, column)]
    return [plain(t) for t in out if t]


def assert_chinese(texts: list[str], names: list[str], where: str) -> None:
    bad = sorted({f"{run!r} in {text[:160]!r}" for text in texts for run in english_sentences(text, names)})
    assert bad == [], f"{where}: English sentences in the Chinese text:\n" + "\n".join(bad)


# ---------------------------------------------------------------- the checker itself


def test_the_checker_finds_english_and_passes_chinese(catalog):
    names = catalog_names(catalog)
    assert english_sentences("PyTorch 2.5.1 is installed, built for CUDA 12.4.", names) == ["is installed built for"]
    assert english_sentences("scenario: Value error, prompt_tokens (9000) must be shorter", names)
    assert (
        english_sentences("购买 2 x NVIDIA GeForce RTX 4090，以 Q4_K_M 格式、用 vLLM 运行，约 12.5 tokens/s。", names)
        == []
    )
    assert english_sentences("显卡：NVIDIA H200，140 GB 显存。", names) == []


# ---------------------------------------------------------------- the recorded machine


def h200_server(tmp_path: Path):
    runner = Recorded(
        {
            tuple(GPU_QUERY): project(recorded("h200_query.csv")),
            ("nvidia-smi",): recorded("h200_smi.txt"),
            ("nvcc",): recorded("nvcc_12_5.txt"),
        }
    )
    facts = PlatformFacts(os="Linux", os_version="Ubuntu 22.04.5 LTS", arch="x86_64", home=tmp_path)
    return lambda *args, **kwargs: probe_machine(runner, {"torch": "2.7.0+cu128"}.get, facts, nvml=lambda: None)


MACHINE_NAMES = ["NVIDIA H200", "Ubuntu 22.04.5 LTS"]


# ---------------------------------------------------------------- the wizard


@pytest.fixture
def window(qtbot, qapp, tmp_path):
    from gpu_advisor.gui.language import LanguageManager
    from gpu_advisor.gui.window import MainWindow

    qapp.setOrganizationName("GPU Advisor Tests")
    qapp.setApplicationName(f"zh-{tmp_path.name}")
    language = LanguageManager()
    language.switch("zh_CN")
    win = MainWindow(language, QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.show()
    win.finish_loading()
    win.set_language("zh_CN")
    yield win
    win.state.dirty = False
    win.close()
    language.switch("en")


def test_the_wizard_speaks_chinese_on_every_page(window, qtbot, catalog, tmp_path, monkeypatch):
    names = catalog_names(catalog) + MACHINE_NAMES
    monkeypatch.setattr(probe, "probe_machine", h200_server(tmp_path))
    # a serving job fine-tuned now and then: the path through every page, and the hybrid option in the results
    window.state.update(use_case="chat", fine_tune=FineTune().model_dump())
    seen = set()
    while True:
        step = window.navigator.current
        seen.add(step)
        page = window.pages[step]
        qtbot.wait(10)
        assert_chinese(widget_texts(window), names, step)
        if step == "load":
            # a question longer than the conversation: the wizard refuses it and says why, in Chinese
            page.advanced.setChecked(True)
            page.prompt.setValue(page.context_tokens.value() + 10)
            assert page.error_label.isVisibleTo(window) and page.error_label.text()
            assert_chinese([page.error_label.text()], names, "load: refused value")
            assert re.search(r"[\u4e00-\u9fff]", page.error_label.text()), page.error_label.text()
            page.prompt.setValue(1000)
        if step == "existing":
            page.check_this_machine()
            qtbot.waitUntil(lambda page=page: "H200" in page.probe_result.text(), timeout=10_000)
            assert_chinese(widget_texts(window), names, "existing: after checking the machine")
            assert re.search(r"[\u4e00-\u9fff]", page.probe_result.text())
        if step == "results":
            qtbot.waitUntil(lambda page=page: page.result is not None, timeout=30_000)
            for row in range(page.table.rowCount()):
                page.table.selectRow(row)
                for tab in range(page.tabs.count()):
                    if page.tabs.widget(tab) is not getattr(page, "chart_scroll", None):
                        page.tabs.setCurrentIndex(tab)
                        assert_chinese(widget_texts(window), names, f"results, option {row + 1}, tab {tab}")
        if not window.next_button.isEnabled() or not window.next_button.isVisible():
            break
        qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert seen == {"welcome", "purpose", "fine_tune", "load", "budget", "placement", "existing", "results", "finish"}


# ---------------------------------------------------------------- the PDF and the command line


def test_the_chinese_pdf_has_no_english_sentence(qapp, catalog, tmp_path):
    from gpu_advisor.gui.fonts import install_fonts
    from gpu_advisor.gui.report import export_report

    old = qapp.font()
    assert install_fonts(qapp)
    try:
        scenario = template().model_copy(update={"fine_tune": FineTune(), "use_case": "chat"})
        result = recommend(catalog, scenario)
        path = export_report(result, tmp_path / "zh.pdf", "zh_CN")  # with the catalog the result was computed from
    finally:
        qapp.setFont(old)
    text = "\n".join(page.extract_text() for page in PdfReader(path).pages)
    # the price table quotes each price's source as it was published: a citation, never translated
    sources = [p.source for g in catalog.gpus for p in g.prices] + [p.source for c in catalog.cloud for p in c.prices]
    # the acceptance test's commands are typed as they are, and a model's licence is quoted by its own name
    from gpu_advisor.core.presentation import memo

    commands = [row[2] for row in memo.acceptance_test(result, result.recommended, "zh_CN")]
    sources += commands + [result.model.license]
    quoted = [set(re.findall(r"[A-Za-z]+", source)) for source in sources]  # a line may break "GPU-|valuation"
    names = catalog_names(catalog)
    bad = [
        run
        for run in english_sentences(text, names)
        if not any(set(re.findall(r"[A-Za-z]+", run)) <= words for words in quoted)
    ]
    assert bad == [], "English sentences in the Chinese PDF:\n" + "\n".join(bad)


def run_cli(argv, capsys) -> str:
    from gpu_advisor.gui.cli import main

    assert main(argv) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("model", ["deepseek-r1-distill-qwen-32b", "deepseek-r1"])
def test_recommend_in_chinese(capsys, catalog, model):
    out = run_cli(["recommend", "--lang", "zh_CN", "--model", model], capsys)
    assert_chinese(out.splitlines(), catalog_names(catalog), f"recommend --model {model}")


def test_check_machine_in_chinese(capsys, catalog, tmp_path, monkeypatch):
    monkeypatch.setattr(probe, "probe_machine", h200_server(tmp_path))
    out = run_cli(["check-machine", "--lang", "zh_CN"], capsys)
    assert "H200" in out
    assert_chinese(out.splitlines(), catalog_names(catalog) + MACHINE_NAMES, "check-machine")


# ---------------------------------------------------------------- files the window refuses, in the window's language

HAN = re.compile(r"[\u4e00-\u9fff]")


def refusals(asked, names, where: str, file_name: str) -> None:
    """The texts of the dialogs shown since the test began: at least one, each naming the file and saying what is
    wrong with it in Chinese."""
    assert asked, f"{where}: no dialog was shown"
    texts = [plain(text) for _title, text in asked] + [plain(title) for title, _text in asked]
    assert_chinese(texts, names + [file_name], where)
    text = texts[len(asked) - 1]
    assert file_name in text and HAN.search(text), text


def test_a_broken_scenario_is_refused_in_chinese(window, catalog, tmp_path, no_modal_dialogs):
    names = catalog_names(catalog)
    broken = tmp_path / "broken.gpuadvisor"
    broken.write_text('{"schema_version": 1, "title": ', encoding="utf-8")
    assert window.open_scenario(str(broken)) is False
    refusals(no_modal_dialogs, names, "open a broken scenario", broken.name)
    text = no_modal_dialogs[-1][1]
    assert "已损坏" in text and "not valid" not in text and "Expecting" not in text, text

    no_modal_dialogs.clear()
    newer = tmp_path / "newer.gpuadvisor"
    newer.write_text('{"schema_version": 9}', encoding="utf-8")
    assert window.open_scenario(str(newer)) is False
    refusals(no_modal_dialogs, names, "open a scenario from a newer version", newer.name)


def test_a_file_too_large_is_refused_in_chinese(window, catalog, tmp_path, no_modal_dialogs):
    from gpu_advisor.core.scenario import MAX_SCENARIO_BYTES

    huge = tmp_path / "huge.gpuadvisor"
    huge.write_bytes(b" " * (MAX_SCENARIO_BYTES + 1))
    assert window.open_scenario(str(huge)) is False
    refusals(no_modal_dialogs, catalog_names(catalog), "open a file too large", huge.name)


def test_a_damaged_price_file_is_described_in_chinese(window, catalog, no_modal_dialogs):
    from gpu_advisor.gui.window import data_dir

    (data_dir() / "prices.json").write_text("[1, 2", encoding="utf-8")
    window._load_user_prices()
    refusals(no_modal_dialogs, catalog_names(catalog), "a damaged price file", "prices.json")


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="no FIFOs on this system")
def test_a_refused_output_is_explained_in_chinese(window, qtbot, catalog, tmp_path, no_modal_dialogs, monkeypatch):
    import os

    from gpu_advisor.gui import prices
    from gpu_advisor.gui.window import data_dir

    names = catalog_names(catalog)
    fifo = tmp_path / "pipe.gpuadvisor"
    os.mkfifo(fifo)
    assert window._write(fifo) is False
    refusals(no_modal_dialogs, names, "save a scenario into a FIFO", fifo.name)

    # the PDF export: refused in the background (a FIFO), and before it starts (the scenario file the window has open)
    no_modal_dialogs.clear()
    opened = tmp_path / "mine.gpuadvisor"
    assert window._write(opened)
    go_to_results(window, qtbot)
    finish = window.pages["finish"]
    pdf_fifo = tmp_path / "pipe.pdf"
    os.mkfifo(pdf_fifo)
    assert finish.export(str(pdf_fifo))
    qtbot.waitUntil(lambda: bool(no_modal_dialogs), timeout=20_000)
    refusals(no_modal_dialogs, names, "export the PDF into a FIFO", pdf_fifo.name)
    assert HAN.search(finish.status.text()), finish.status.text()
    no_modal_dialogs.clear()
    assert finish.export(str(opened)) is False
    refusals(no_modal_dialogs, names, "export the PDF over the open scenario", opened.name)

    # the buyer's own prices, saved where a folder stands in the way
    no_modal_dialogs.clear()
    (data_dir() / "prices.json").mkdir()
    monkeypatch.setattr(prices.PriceEditor, "exec", lambda self: prices.PriceEditor.DialogCode.Accepted)
    window.edit_prices()
    refusals(no_modal_dialogs, names, "save the prices over a folder", "prices.json")


# ---------------------------------------------------------------- the engine's caveats reach the buyer

MOE = "gpt-oss-120b"  # a large mixture of experts (117B): the engine notes its speed may fall below the estimate


def go_to_results(window, qtbot):
    while window.navigator.current != "results":
        assert window.next_button.isEnabled(), window.problems.text()
        qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    page = window.pages["results"]
    qtbot.waitUntil(lambda: page.result is not None, timeout=30_000)
    return page


def moe_note(lang: str) -> str:
    from gpu_advisor.core.foundation.messages import Text

    return Text("sizing.moe_low").render(lang)


@pytest.mark.parametrize("lang", ["zh_CN", "en"])
def test_a_sizing_note_is_among_the_selected_options_reasons(window, qtbot, catalog, lang):
    window.set_language(lang)
    window.state.replace(template().model_copy(update={"model": MOE}))
    page = go_to_results(window, qtbot)
    best = next((o for o in page.result.options if o.estimate.notes), None)
    assert best is not None, "the scenario no longer gives an option a note"
    page.table.selectRow(page.result.options.index(best))
    details = page.details.toPlainText()
    assert moe_note(lang) in details
    if lang == "zh_CN":
        assert_chinese([details], catalog_names(catalog), "results: a note")


def test_a_sizing_note_is_in_the_chinese_pdf(qapp, catalog, tmp_path):
    from gpu_advisor.gui.fonts import install_fonts
    from gpu_advisor.gui.report import export_report

    old = qapp.font()
    assert install_fonts(qapp)
    try:
        result = recommend(catalog, template().model_copy(update={"model": MOE}))
        path = export_report(result, tmp_path / "moe.pdf", "zh_CN")
    finally:
        qapp.setFont(old)
    text = re.sub(r"\s+", "", "".join(page.extract_text() for page in PdfReader(path).pages))
    assert re.sub(r"\s+", "", moe_note("zh_CN")) in text


def test_recommend_in_chinese_has_no_english_header_or_note(capsys, catalog):
    out = run_cli(["recommend", "--lang", "zh_CN", "--model", MOE], capsys)
    header = out.splitlines()[0]
    assert "configurations" not in header and HAN.search(header), header
    assert moe_note("zh_CN") in out
    english = run_cli(["recommend", "--model", MOE], capsys)
    assert english.splitlines()[0].endswith("configurations sized")
    assert moe_note("en") in english


def test_report_and_recommend_refuse_files_in_chinese(capsys, catalog, tmp_path):
    from gpu_advisor.gui.cli import main

    broken = tmp_path / "broken.gpuadvisor"
    broken.write_text("{", encoding="utf-8")
    names = catalog_names(catalog) + [broken.name]
    for argv in (
        ["recommend", "--lang", "zh_CN", "--scenario", str(broken)],
        ["report", "--lang", "zh_CN", "--scenario", str(broken), "--out", str(tmp_path / "x.pdf")],
        ["report", "--lang", "zh_CN", "--out", str(tmp_path)],
    ):
        assert main(argv) == 2
        err = capsys.readouterr().err
        message = err.split(":", 2)[-1]  # after "gpu-advisor: error:", which is the command's own name
        assert HAN.search(message), (argv, err)
        assert_chinese([message], names + [str(tmp_path)], " ".join(argv[:3]))
