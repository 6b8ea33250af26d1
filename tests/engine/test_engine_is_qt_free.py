"""The engine is pure Python: importing it with Qt made unimportable must work (DESIGN.md)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import dealer_app.engine

ENGINE_DIR = Path(dealer_app.engine.__file__).parent

_PROBE = """
import importlib, sys

class _NoQt:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6"}:
            raise ImportError(f"the engine must not import {name}")
        return None

sys.meta_path.insert(0, _NoQt())
for module in sys.argv[1:]:
    importlib.import_module(module)
print("ok")
"""


def test_engine_imports_without_qt() -> None:
    modules = ["dealer_app.engine"] + [
        f"dealer_app.engine.{info.name}" for info in pkgutil.iter_modules([str(ENGINE_DIR)])
    ]
    assert len(modules) > 2
    result = subprocess.run(
        [sys.executable, "-c", _PROBE, *modules], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_the_probe_would_catch_a_qt_import() -> None:
    result = subprocess.run(
        [sys.executable, "-c", _PROBE, "PySide6.QtCore"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode != 0
    assert "must not import PySide6" in result.stderr
