"""Run the built executables the way a dealer would: ``python installer/smoke_test.py``.

For the one-folder and the one-file build in ``dist/`` (see ``installer/build.py``):

1. ``<program> --self-test`` opens the window offscreen, plays a hand of every game, exports
   and checks them (``dealer_app/selftest.py``); it must exit 0;
2. ``<program> replay tests/cases/handhq-abs-sample.phhs --json`` must print exactly what
   ``python -m dealer_app replay ... --json`` prints, with the same exit status.

Each run gets an empty home folder, so the user's settings and data are never touched.
``tests/installer`` runs the same functions under pytest.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

INSTALLER = Path(__file__).resolve().parent
ROOT = INSTALLER.parent
DIST = ROOT / "dist"
SAMPLE = ROOT / "tests" / "cases" / "handhq-abs-sample.phhs"
INFO_NAME = "build-info.json"


@dataclass(frozen=True)
class Run:
    command: list[str]
    returncode: int
    stdout: str
    stderr: str
    seconds: float

    def explain(self) -> str:
        return (
            f"$ {' '.join(self.command)}\nexit status {self.returncode} after {self.seconds:.1f} s\n"
            f"--- stdout (end)\n{self.stdout[-3000:]}\n--- stderr (end)\n{self.stderr[-3000:]}"
        )


def builds(dist: Path = DIST) -> dict[str, Path]:
    """``{"onedir": path, "onefile": path}`` from ``dist/build-info.json`` ({} if no build)."""
    info_path = dist / INFO_NAME
    if not info_path.is_file():
        return {}
    info = json.loads(info_path.read_text(encoding="utf-8"))
    found = {kind: dist / info[kind] for kind in ("onedir", "onefile") if kind in info}
    return {kind: path for kind, path in found.items() if path.is_file()}


def isolated_env(home: Path) -> dict[str, str]:
    """The environment of a run: offscreen Qt unless told otherwise, and an empty home."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["HOME"] = str(home)
    env["USERPROFILE"] = str(home)  # Windows
    env["APPDATA"] = str(home / "AppData" / "Roaming")
    env["LOCALAPPDATA"] = str(home / "AppData" / "Local")
    env["XDG_CONFIG_HOME"] = str(home / ".config")
    env["XDG_DATA_HOME"] = str(home / ".local" / "share")
    env["XDG_CACHE_HOME"] = str(home / ".cache")
    env.pop("DEALER_APP_EXIT_WHEN_SHOWN", None)
    env.pop("PYTHONPATH", None)  # the frozen program must not find the checkout's sources
    return env


def run(command: list[str], timeout: float = 180, cwd: Path | None = None) -> Run:
    with tempfile.TemporaryDirectory(prefix="dealer-smoke-home-") as home:
        started = time.perf_counter()
        done = subprocess.run(
            command,
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            timeout=timeout,
            env=isolated_env(Path(home)),
            cwd=cwd or Path(home),  # not the checkout: nothing found by accident
            check=False,
        )
        return Run(
            command, done.returncode, done.stdout, done.stderr, time.perf_counter() - started
        )


def self_test(program: Path) -> Run:
    """``program --self-test``; raises AssertionError with the whole story if it fails."""
    result = run([str(program), "--self-test"])
    if result.returncode != 0 or "self-test passed" not in result.stdout:
        raise AssertionError(f"the self-test of {program.name} failed\n{result.explain()}")
    return result


def replay_agrees(program: Path, sample: Path = SAMPLE) -> tuple[Run, Run]:
    """The frozen ``replay FILE --json`` prints exactly what ``python -m dealer_app`` prints."""
    frozen = run([str(program), "replay", str(sample), "--json"])
    source = run([sys.executable, "-m", "dealer_app", "replay", str(sample), "--json"], cwd=ROOT)
    if source.returncode not in (0, 2) or not source.stdout:
        raise AssertionError(f"python -m dealer_app replay does not work here\n{source.explain()}")
    if (frozen.returncode, frozen.stdout, frozen.stderr) != (
        source.returncode,
        source.stdout,
        source.stderr,
    ):
        first = next(
            (
                index
                for index, (a, b) in enumerate(
                    zip(frozen.stdout.splitlines(), source.stdout.splitlines(), strict=False)
                )
                if a != b
            ),
            None,
        )
        raise AssertionError(
            f"the frozen replay differs from python -m dealer_app (first different line: {first})\n"
            f"frozen:\n{frozen.explain()}\nsource:\n{source.explain()}"
        )
    return frozen, source


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=DIST)
    parser.add_argument("--skip-replay", action="store_true", help="only the self-tests")
    args = parser.parse_args()
    found = builds(args.dist)
    if not found:
        print(
            f"no build in {args.dist}: run `make exe` (installer/build.py) first", file=sys.stderr
        )
        return 1
    failures = 0
    for kind, program in found.items():
        try:
            result = self_test(program)
            print(f"{kind}: {program} --self-test passed in {result.seconds:.1f} s")
        except AssertionError as failure:
            print(f"{kind}: FAILED: {failure}", file=sys.stderr)
            failures += 1
    if not args.skip_replay:
        program = found.get("onedir") or next(iter(found.values()))
        try:
            frozen, source = replay_agrees(program)
            hands = len(frozen.stdout.splitlines())
            print(
                f"replay --json: {hands} hands, identical to python -m dealer_app "
                f"({frozen.seconds:.1f} s frozen, {source.seconds:.1f} s from source)"
            )
        except AssertionError as failure:
            print(f"replay: FAILED: {failure}", file=sys.stderr)
            failures += 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
