"""The core never needs Qt: the GUI, the CLI and the tests share it (docs/architecture.md)."""

import subprocess
import sys
import tomllib
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
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"][
        "contracts"
    ]
    assert f"Contracts: {len(contracts)} kept, 0 broken." in done.stdout  # every contract ran, none was skipped


def test_every_package_ships():
    """A subpackage left out of pyproject.toml's hand-written list works in the editable install and is missing from
    the wheel: every folder of core/ and gui/ with an __init__.py is listed."""
    setup = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(setup["packages"])
    for top, name in (("core", "gpu_advisor.core"), ("gui", "gpu_advisor.gui")):
        for init in (ROOT / top).rglob("__init__.py"):
            package = ".".join([name, *init.parent.relative_to(ROOT / top).parts])
            assert package in listed, f"{package} is not in pyproject.toml's packages"


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
