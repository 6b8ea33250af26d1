"""The store is pure Python and sqlite3: importing it with Qt made unimportable must work."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import dealer_app.store

STORE_DIR = Path(dealer_app.store.__file__).parent

_PROBE = """
import importlib, sys

class _NoQt:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6"}:
            raise ImportError(f"the store must not import {name}")
        return None

sys.meta_path.insert(0, _NoQt())
for module in sys.argv[1:]:
    importlib.import_module(module)
print("ok")
"""


def test_store_imports_without_qt() -> None:
    modules = ["dealer_app.store"] + [
        info.name for info in pkgutil.walk_packages([str(STORE_DIR)], prefix="dealer_app.store.")
    ]
    assert "dealer_app.store.sqlite.journal" in modules and len(modules) >= 12
    result = subprocess.run(
        [sys.executable, "-c", _PROBE, *modules], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_store_does_not_import_the_engine() -> None:
    """Generic over JSON records: the engine is wired to it from outside."""
    result = subprocess.run(
        [sys.executable, "-c", "import sys, dealer_app.store; print(sorted(sys.modules))"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "dealer_app.engine" not in result.stdout
