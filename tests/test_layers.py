"""The house's import contracts (pyproject.toml, ``[tool.importlinter]``), checked by import-linter.

The package as it stands keeps them; a copy of it with one import added breaks the one it
should: an upward import, Qt in the session, a cycle between two windows' modules.
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
    assert "Contracts: 3 kept, 0 broken." in result.stdout


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
        ("session/controller.py", "from PySide6.QtCore import QObject", "no Qt"),
        ("ui/settings.py", "from dealer_app.ui import settings_dialog", "No import cycles"),
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
