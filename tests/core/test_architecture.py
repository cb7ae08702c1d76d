"""The core never needs Qt: the GUI, the CLI and the tests share it (docs/architecture.md)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "core"


def test_the_import_contract_holds():
    """import-linter's contract in pyproject.toml: gpu_advisor.core imports nothing of gpu_advisor.gui, PySide6 or
    pyqtgraph, directly or through another module (a contract on the import graph, not a scan of the text)."""
    done = subprocess.run(
        [str(Path(sys.executable).parent / "lint-imports")], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 kept, 0 broken" in done.stdout


def test_importing_every_core_module_loads_no_qt():
    modules = ["gpu_advisor.core." + ".".join(p.relative_to(CORE).with_suffix("").parts) for p in CORE.rglob("*.py")]
    modules = [m.removesuffix(".__init__") for m in modules]
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in modules)
        + (
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph', 'shiboken6')]\n"
            "assert not bad, bad\n"
        )
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
