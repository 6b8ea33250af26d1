"""The package's doctests run with the tests (pyproject.toml: ``--doctest-modules`` over
``dealer_app``): every module with an example is collected, and each passes on its own, as
``python -m doctest`` runs it (the module then bears its bare name, not ``dealer_app....``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "dealer_app"
WITH_EXAMPLES = sorted(
    path.relative_to(ROOT).as_posix()
    for path in PACKAGE.rglob("*.py")
    if ">>> " in path.read_text(encoding="utf-8")
)


def test_every_module_with_examples_has_them_collected() -> None:
    assert len(WITH_EXAMPLES) >= 14  # the engine's, the store's, the window's helpers...
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:cacheprovider",
            "dealer_app",
        ],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    collected = {line.split("::")[0] for line in result.stdout.splitlines() if "::" in line}
    assert collected == set(WITH_EXAMPLES)


def test_examples_pass_under_python_m_doctest() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "doctest", *WITH_EXAMPLES],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
