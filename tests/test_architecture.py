"""The core never needs Qt: the GUI, the CLI and the tests share it (docs/architecture.md)."""

import subprocess
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parent.parent / "core"


def test_core_source_never_imports_qt():
    for path in CORE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for banned in ("PySide6", "pyqtgraph", "shiboken6", "PyQt"):
            assert f"import {banned}" not in text and f"from {banned}" not in text, f"{path.name} imports {banned}"


def test_importing_every_core_module_loads_no_qt():
    modules = [f"gpu_advisor.core.{p.stem}" for p in CORE.glob("*.py") if p.stem != "__init__"]
    code = "import sys\n" + "".join(f"import {m}\n" for m in modules) + (
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph', 'shiboken6')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
