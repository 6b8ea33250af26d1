# Every target does its own set-up: a fresh clone with Python 3.11+ is enough.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
OFFSCREEN := QT_QPA_PLATFORM=offscreen

.PHONY: run test lint deep-check bench exe frozen-test translations qm clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,build]'
	touch $(STAMP)

run: qm
	$(BIN)/python -m dealer_app

# The .ts files are committed (written without source locations, so a run of lupdate over
# unchanged sources leaves them byte for byte); the .qm files the app loads are built from them
# by `qm`, which run, test and exe each do first: a fresh clone needs nothing else.
# exports.py marks the summary's and the import errors' sentences (QT_TRANSLATE_NOOP);
# tests/ui/test_languages.py runs the same lupdate and fails when the .ts lag the sources.
# English has a .ts too, holding only the texts with plural forms ("1 hand", "2 hands").
TS := resources/translations/dealer_fr.ts resources/translations/dealer_ru.ts
TS_EN := resources/translations/dealer_en.ts
TR_SOURCES := dealer_app/*.py dealer_app/*/*.py dealer_app/*/*/*.py
LUPDATE := -locations none -no-obsolete -silent
translations: $(STAMP)
	$(BIN)/pyside6-lupdate $(TR_SOURCES) -ts $(TS) $(LUPDATE)
	$(BIN)/pyside6-lupdate $(TR_SOURCES) -ts $(TS_EN) -pluralonly $(LUPDATE)
	$(MAKE) qm

qm: $(STAMP)
	$(BIN)/pyside6-lrelease $(TS) $(TS_EN) -silent

# lint-imports: the layers (ui -> exports -> session -> engine / store), no Qt below the
# windows, SQLite in the store only, the ui programs one way, no import cycles (the contracts
# are in pyproject.toml).
lint: $(STAMP)
	$(BIN)/ruff check dealer_app tests bench installer
	$(BIN)/ruff format --check dealer_app tests bench installer
	$(BIN)/mypy
	$(BIN)/lint-imports --no-logo

# Two workers (pytest-xdist): every test is isolated (its own folders, ports, servers), and two
# cores finish in about half the time. One file alone: .venv/bin/python -m pytest FILE.
test: lint qm
	$(OFFSCREEN) $(BIN)/python -m pytest -m "not deep" -q -n 2

deep-check: $(STAMP)
	$(OFFSCREEN) $(BIN)/python -m pytest -m deep -q

bench: $(STAMP)
	@status=0; for b in bench/*.py; do echo "== $$b"; $(OFFSCREEN) $(BIN)/python $$b || status=1; done; exit $$status

clean:
	rm -rf build dist .mypy_cache .pytest_cache .ruff_cache .import_linter_cache

# --- exe: the standalone executable (README.md, "The program without Python") ---------------------------
# Builds dist/dealer-assistant/ (one folder) and dist/dealer-assistant-<version>-<system>-<cpu>
# (one file) unless dist/build-info.json says they were built from these exact sources, then
# runs both with --self-test (offscreen) and checks `replay FILE --json` against the sources.
# build.py compiles the committed .ts into .qm itself (lrelease); it never rewrites the .ts.
exe: qm
	$(BIN)/python installer/build.py --if-stale
	$(OFFSCREEN) $(BIN)/python installer/smoke_test.py

# The frozen program's own tests against the build in dist/ (CI runs them after `make exe`;
# in `make test` they skip without a current build, or fail with DEALER_APP_REQUIRE_BUILD=1).
frozen-test: $(STAMP)
	$(OFFSCREEN) $(BIN)/python -m pytest tests/installer/test_frozen.py -q -p no:cacheprovider
