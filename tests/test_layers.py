"""The house's import contracts (pyproject.toml, ``[tool.importlinter]``), checked by import-linter.

The package as it stands keeps them; a copy of it with one import added breaks the one it
should: an upward import, Qt in the session, the web page or the bundle's paths, SQLite outside
the store, a program of the windows opening one above it, a cycle between two modules (an import
for annotations only, under ``TYPE_CHECKING``, counts like any other).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# lint-imports as a module call: the venv's script may carry another checkout's interpreter path.
LINT = "import sys; from importlinter.cli import lint_imports; sys.exit(lint_imports(no_cache=True, no_logo=True))"


def _lint(folder: Path) -> subprocess.CompletedProcess[str]:
    """import-linter run in ``folder`` (its pyproject.toml, its dealer_app first on the path)."""
    return subprocess.run(
        [sys.executable, "-c", LINT],
        cwd=folder,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(folder)},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_package_keeps_every_contract() -> None:
    result = _lint(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Contracts: 5 kept, 0 broken." in result.stdout


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    """A copy of the package and its pyproject.toml, to add a forbidden import to."""
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    shutil.copytree(
        ROOT / "dealer_app", tmp_path / "dealer_app", ignore=shutil.ignore_patterns("__pycache__")
    )
    return tmp_path


def _add_import(copy: Path, module: str, line: str) -> None:
    path = copy / "dealer_app" / module
    path.write_text(path.read_text(encoding="utf-8") + f"\n{line}\n", encoding="utf-8")


@pytest.mark.parametrize(
    ("module", "line", "broken"),
    [
        ("engine/cards.py", "import dealer_app.session.controller", "Layers"),
        ("store/sqlite/journal.py", "from dealer_app import exports", "Layers"),
        ("session/recording.py", "from dealer_app.ui import words", "Layers"),
        ("exports.py", "import dealer_app.ui.dealer.models", "Layers"),
        ("engine/cards.py", "import dealer_app.store", "Layers"),
        ("session/controller.py", "from PySide6.QtCore import QObject", "No Qt"),
        ("web/server.py", "from PySide6.QtCore import QObject", "No Qt"),
        ("web/page.py", "import dealer_app.ui.runtime", "No Qt"),
        ("bundle.py", "from PySide6.QtWidgets import QWidget", "No Qt"),
        ("session/training/journal.py", "import sqlite3", "SQLite in the store only"),
        ("ui/training/trainer.py", "from sqlite3 import connect", "SQLite in the store only"),
        ("exports.py", "import sqlite3", "SQLite in the store only"),
        ("ui/widgets/key_button.py", "import dealer_app.ui.dealer.clock", "ui programs one way"),
        ("ui/widgets/cards.py", "from dealer_app.ui.training import words", "ui programs one way"),
        ("ui/director/words.py", "from dealer_app.ui.dealer import models", "ui programs one way"),
        ("ui/training/lists.py", "import dealer_app.ui.dealer.models", "ui programs one way"),
        ("ui/training/lists.py", "import dealer_app.ui.director.words", "ui programs one way"),
        ("ui/display/window.py", "import dealer_app.ui.director.words", "ui programs one way"),
        ("ui/words.py", "import dealer_app.ui.widgets.key_button", "ui programs one way"),
        ("ui/settings.py", "from dealer_app.ui import settings_dialog", "No import cycles"),
        (
            "ui/settings.py",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from dealer_app.ui import settings_dialog",
            "No import cycles",
        ),
        (
            "engine/cards.py",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from dealer_app.session import controller",
            "Layers",
        ),
    ],
)
def test_a_forbidden_import_breaks_its_contract(
    copy: Path, module: str, line: str, broken: str
) -> None:
    _add_import(copy, module, line)
    result = _lint(copy)
    assert result.returncode == 1, result.stdout + result.stderr
    # "... BROKEN", or "... BROKEN (4 ignored imports)" where the contract ignores some.
    broken_lines = [row for row in result.stdout.splitlines() if " BROKEN" in row]
    assert any(broken in row for row in broken_lines), result.stdout
