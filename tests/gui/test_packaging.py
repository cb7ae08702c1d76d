"""The installer recipes, checked without building anything (a build is `make package`, ~1.5 min).

What a slip here costs: a resource folder missing from the spec gives a bundle that starts but cannot find
its catalog or font; a lost PySide6.QtOpenGL breaks pyqtgraph in the bundle only; a workflow that forgets a
platform ships nothing for it. build_linux.sh does the real build, its smoke test, the report and the
no-network check.
"""

from __future__ import annotations

import ast
import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "gpu_advisor.spec"
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
DESKTOP = PACKAGING / "linux" / "gpu-advisor.desktop"
ISS = PACKAGING / "windows" / "gpu_advisor.iss"


def spec_tree() -> ast.Module:
    return ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))


def spec_literal(name: str):
    for node in spec_tree().body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not assigned a literal in the spec")


def test_spec_is_python_and_never_strips_or_packs_one_file():
    text = SPEC.read_text(encoding="utf-8")
    tree = spec_tree()  # a SyntaxError fails here, not in the middle of a 1-minute build
    strips = [k for k in ast.walk(tree) if isinstance(k, ast.keyword) and k.arg in ("strip", "strip_binaries")]
    assert strips and all(isinstance(k.value, ast.Constant) and k.value.value is False for k in strips)  # OpenBLAS
    assert "exclude_binaries=True" in text and "COLLECT(" in text  # onedir


def test_spec_reads_the_version_from_the_package():
    function = next(n for n in spec_tree().body if isinstance(n, ast.FunctionDef) and n.name == "read_version")
    namespace = {"ast": ast, "ROOT": ROOT}
    exec(compile(ast.Module(body=[function], type_ignores=[]), str(SPEC), "exec"), namespace)
    from gpu_advisor.core import __version__

    assert namespace["read_version"]() == __version__


def test_spec_bundles_every_resource_folder_the_app_reads():
    globs = spec_literal("RESOURCE_GLOBS")
    assert {folder for folder, _ in globs} >= {"catalog", "fonts", "translations", "icons"}
    assert ("fonts", "OFL.txt") in globs  # the font's licence travels with it
    for folder, pattern in globs:
        assert list((ROOT / "resources" / folder).glob(pattern)), f"resources/{folder}/{pattern} matches nothing"
    # what the app opens at run time is covered: every catalog file, font, compiled translation
    for path in [
        *ROOT.glob("resources/catalog/*.toml"),
        *ROOT.glob("resources/fonts/*.otf"),
        *ROOT.glob("resources/translations/*.qm"),
        ROOT / "resources/translations/gpu_advisor_zh_CN.ts",
    ]:
        assert any(path.parent.name == folder and path.match(pattern) for folder, pattern in globs), path


def test_spec_excludes_unused_qt_but_keeps_what_pyqtgraph_imports():
    excluded = set(spec_literal("QT_EXCLUDES"))
    assert {"QtNetwork", "QtQml", "QtQuick", "QtSql", "QtTest", "QtPdf", "QtWebEngineCore"} <= excluded
    assert not excluded & {"QtCore", "QtGui", "QtWidgets", "QtOpenGL", "QtOpenGLWidgets", "QtSvg"}
    assert "tkinter" in SPEC.read_text(encoding="utf-8")
    assert set(spec_literal("QT_TRANSLATIONS_KEPT")) == {"qtbase_zh_CN.qm", "qt_zh_CN.qm"}
    assert {"qwindows", "qcocoa", "qxcb", "qoffscreen"} <= set(spec_literal("PLATFORM_PLUGINS_KEPT"))


def test_spec_names_the_executables_and_the_mac_bundle():
    text = SPEC.read_text(encoding="utf-8")
    for name in ('"gpu-advisor-gui"', '"gpu-advisor-debug"', '"gpu-advisor"', "APP_NAME, console=False"):
        assert name in text
    assert "BUNDLE(" in text and "CFBundleDocumentTypes" in text and spec_literal("DOCUMENT_SUFFIX") == "gpuadvisor"
    for icon in ("gpu-advisor.svg", "gpu-advisor.png", "gpu-advisor.ico", "gpu-advisor.icns"):
        assert (ROOT / "resources" / "icons" / icon).is_file(), icon
    ET.parse(ROOT / "resources" / "icons" / "gpu-advisor.svg")


def test_workflow_builds_and_smoke_tests_on_three_platforms():
    text = WORKFLOW.read_text(encoding="utf-8")
    for runner in ("windows-latest", "macos-latest", "macos-15-intel", "ubuntu-"):
        assert runner in text, runner
    assert "make test" in text and "--smoke" in text and " report " in text
    assert text.count("actions/upload-artifact") >= 3
    assert "packaging/macos/build_dmg.sh" in text and "gpu_advisor.iss" in text
    assert text.count("needs: test") == 3  # no installer from a commit whose tests fail
    assert "\t" not in text  # YAML forbids tabs in indentation (PyYAML is not a dev dependency to parse it)


def test_desktop_file_names_the_app_and_its_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(DESKTOP, encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Exec"].split()[0] == "gpu-advisor-gui"
    assert section["Icon"] == "gpu-advisor" and section["Name"] and section["Name[zh_CN]"]
    assert "application/x-gpu-advisor-scenario" in section["MimeType"]
    mime = (DESKTOP.parent / "gpu-advisor-mime.xml").read_text(encoding="utf-8")
    assert 'pattern="*.gpuadvisor"' in mime and 'pattern="*.gpuadvisor.json"' in mime  # new and earlier files


def test_inno_setup_script_installs_per_user_in_two_languages_with_the_association():
    raw = ISS.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # Inno Setup reads a script without a BOM as ANSI
    text = raw.decode("utf-8-sig")
    assert "PrivilegesRequired=lowest" in text
    assert 'MessagesFile: "compiler:Default.isl"' in text and "ChineseSimplified.isl" in text
    assert "{autoprograms}" in text  # the Start-menu entry
    assert 'Root: HKCU; Subkey: "Software\\Classes\\{#ProgId}\\shell\\open\\command"' in text
    # saved scenarios own their extension, so a double-click opens them here; .json is only offered
    assert 'Subkey: "Software\\Classes\\.gpuadvisor"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"' in text
    assert '""%1""' in text
    assert "Root: HKLM" not in text and "Root: HKCR" not in text  # nothing machine-wide


def test_macos_script_signs_only_with_credentials():
    text = (PACKAGING / "macos" / "build_dmg.sh").read_text(encoding="utf-8")
    assert "hdiutil create" in text and "UDZO" in text
    assert "notarytool submit" in text and "--wait" in text and "stapler staple" in text
    assert "signing skipped" in text


@pytest.mark.skipif(shutil.which("bash") is None, reason="no bash")
@pytest.mark.parametrize("script", ["build_linux.sh", "macos/build_dmg.sh", "linux/install-desktop-entry.sh"])
def test_shell_scripts_parse(script):
    subprocess.run(["bash", "-n", str(PACKAGING / script)], check=True)


def test_make_package_and_ci_build_the_bundle():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "\npackage:" in makefile and "packaging/build_linux.sh" in makefile
    assert "make package" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    build = (PACKAGING / "build_linux.sh").read_text(encoding="utf-8")
    assert "unshare -n" in build and "--smoke" in build and "report --out" in build


def test_the_wheel_is_one_package_that_runs_from_any_folder(tmp_path):
    """`pip install .` (not editable) gives one import package, gpu_advisor, with its resources inside: no
    generic top-level `core` or `gui` in site-packages, no development tools, and the command line and the app
    start from a folder that is not the checkout (before, both failed: "cannot read the catalog file")."""
    import os
    import subprocess
    import sys
    import venv
    import zipfile

    wheels = tmp_path / "wheels"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(wheels),
            str(ROOT),
        ],
        check=True,
        timeout=300,
        capture_output=True,
    )
    (wheel,) = wheels.glob("gpu_advisor-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"gpu_advisor"}
    assert "gpu_advisor/resources/catalog/gpus.toml" in names
    assert "gpu_advisor/resources/translations/gpu_advisor_zh_CN.qm" in names
    assert (
        "gpu_advisor/resources/translations/gpu_advisor_zh_CN.ts" in names
    )  # the core's messages (core.foundation.messages)
    assert not any("accuracy" in n or "bench" in n or "/tests/" in n for n in names)

    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=False)
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(bin_dir / "python"),
            "install",
            "--quiet",
            "--no-deps",
            str(wheel),
        ],
        check=True,
        timeout=300,
        capture_output=True,
    )
    # the dependencies (pydantic, PySide6, ...) from the test environment's site-packages, whose editable
    # install of this checkout is not seen: .pth files are read only in site directories, not on PYTHONPATH
    deps = next(p for p in sys.path if p.endswith("site-packages"))
    env = {**os.environ, "PYTHONPATH": deps, "QT_QPA_PLATFORM": "offscreen"}
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    where = subprocess.run(
        [str(bin_dir / "python"), "-c", "import gpu_advisor.core as c; print(c.__file__)"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert str(env_dir) in where.stdout, where.stdout + where.stderr
    done = subprocess.run(
        [str(bin_dir / "gpu-advisor"), "recommend", "--lang", "zh_CN"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "首选" in done.stdout
    smoke = subprocess.run(
        [str(bin_dir / "gpu-advisor-gui"), "--smoke"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert smoke.returncode == 0, smoke.stderr
    assert smoke.stdout.startswith("startup_ms=")
