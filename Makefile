# `make test` and `make run` are all the set-up a fresh Debian machine needs.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: test test-core run accuracy bench fuzz qt-libs lint clean package

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# The engine's tests in an environment without Qt (PySide6, pyqtgraph and pytest-qt are not installed): the
# core must never need a screen, and its tests must not either.
CORE_VENV := .venv-core
CORE_STAMP := $(CORE_VENV)/.installed

$(CORE_STAMP): pyproject.toml
	$(PYTHON) -m venv $(CORE_VENV)
	$(CORE_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(CORE_VENV)/bin/python -m pip install --quiet --no-deps -e .
	$(CORE_VENV)/bin/python -m pip install --quiet "pydantic>=2.6,<3" "platformdirs>=4" "pytest>=8" "hypothesis>=6.100" \
		"import-linter>=2.1"
	touch $(CORE_STAMP)

test-core: $(CORE_STAMP)
	! $(CORE_VENV)/bin/python -c "import PySide6" 2>/dev/null
	$(CORE_VENV)/bin/python -m pytest -q -m "not slow" -p no:cacheprovider -W ignore::pytest.PytestConfigWarning tests/core

# Qt needs a few system libraries even offscreen (docs/platform_notes.md).
qt-libs:
	@sh packaging/ensure-qt-libs.sh

# Everything but the slow cross-validation of the engine, which `make accuracy` runs (CI runs both).
test: $(STAMP) qt-libs
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -m "not slow"

run: $(STAMP) qt-libs
	$(VENV)/bin/gpu-advisor-gui

# Row-by-row error of the engine against the published measurements in tests/data/measured.csv,
# then the same with every row held out of the calibration fit (how it does on unseen hardware).
# The slow test (held-out thresholds) is the gate; the tables are for reading. The families' table says whether each
# family's held-out rows fall inside the stated range 80% of the time; after a change to the speed model or the
# calibration, `$(PY) -m tests.accuracy --fit-ranges --write` refits the range factors (resources/catalog/ranges.toml).
accuracy: $(STAMP)
	$(PY) -m tests.accuracy
	@echo
	$(PY) -m tests.accuracy --cross-validate | tail -n 24
	@echo
	$(PY) -m tests.accuracy --families | tail -n 9
	$(PY) -m pytest -q -m slow tests/core/test_accuracy.py

# Each part prints a table of ratios to a baseline it measures in the same run (tests/bench/timing.py); every part
# runs, and the target fails when any ratio is over its budget.
bench: $(STAMP) qt-libs
	@status=0; \
	$(PY) -m tests.bench.engine || status=1; \
	QT_QPA_PLATFORM=offscreen $(PY) -m tests.bench.startup || status=1; \
	QT_QPA_PLATFORM=offscreen $(PY) -m tests.bench.results || status=1; \
	QT_QPA_PLATFORM=offscreen $(PY) -m tests.bench.report || status=1; \
	exit $$status

# The same hypothesis properties as `make test`, with many more examples, and the what-if / PDF / prices / language
# stress loop 300 times in each garbage-collection setting under its hang watchdog (about half an hour).
fuzz: $(STAMP) qt-libs
	FUZZ_EXAMPLES=300 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q tests/gui/test_robustness.py tests/core/test_scenario_files.py tests/core/test_sizing.py
	STRESS_ITERATIONS=300 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q --timeout=3600 tests/gui/test_stress.py

# The Linux installer, dist/gpu-advisor-<version>-linux-x86_64.tar.gz (PyInstaller), with its smoke test, a
# bundled headless report, the no-network check and the size budgets (packaging/build_linux.sh).
package: $(STAMP) qt-libs
	bash packaging/build_linux.sh

# The gates CI runs besides the tests: lint, format, strict types for the engine and looser ones for the GUI, and
# the import contract (pyproject.toml). mypy cannot follow setuptools' editable import hook, so it reads the
# package through a tree of links named as it is installed (gpu_advisor.core -> core/, ...).
IMPORT_TREE := build/import-tree
lint: $(STAMP)
	$(VENV)/bin/ruff check core gui tests packaging
	$(VENV)/bin/ruff format --check core gui tests packaging
	mkdir -p $(IMPORT_TREE)/gpu_advisor
	for part in core gui resources; do ln -sfn ../../../$$part $(IMPORT_TREE)/gpu_advisor/$$part; done
	MYPYPATH=$(IMPORT_TREE) $(VENV)/bin/mypy -p gpu_advisor.core
	MYPYPATH=$(IMPORT_TREE) $(VENV)/bin/mypy -p gpu_advisor.gui
	$(VENV)/bin/lint-imports

clean:
	rm -rf $(VENV) $(CORE_VENV) build dist *.egg-info .pytest_cache .hypothesis
