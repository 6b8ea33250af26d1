"""The scripts of ``installer/`` as modules for the tests (they are scripts, not a package)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

INSTALLER = Path(__file__).resolve().parents[2] / "installer"


def load(name: str) -> ModuleType:
    """``installer/<name>.py``, loaded once under a name of its own (``_installer_<name>``)."""
    module_name = f"_installer_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, INSTALLER / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module
