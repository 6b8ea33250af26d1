"""``session/`` names the store's protocols and openers, never a database (issue 23): no
``sqlite3``, no ``dealer_app.store.sqlite``, at any level of any of its modules."""

from __future__ import annotations

import ast
from pathlib import Path

import dealer_app.session

SESSION_DIR = Path(dealer_app.session.__file__).parent
# session/training.py's SQLite moves to store/ separately (the contracts engineer's part).
NOT_YET = {"training.py"}


def _imported(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_the_session_names_no_database() -> None:
    found = {
        path.name: sorted(
            name
            for name in _imported(path)
            if name == "sqlite3" or name.startswith(("sqlite3.", "dealer_app.store.sqlite"))
        )
        for path in sorted(SESSION_DIR.glob("*.py"))
        if path.name not in NOT_YET
    }
    assert {name: hits for name, hits in found.items() if hits} == {}
