"""Run the built executables the way a dealer would: ``python installer/smoke_test.py``.

For the one-folder and the one-file build in ``dist/`` (see ``installer/build.py``):

1. ``<program> --self-test`` opens the window offscreen, plays a hand of every game, exports
   and checks them (``dealer_app/selftest.py``); it must exit 0;
2. ``<program> replay tests/cases/handhq-abs-sample.phhs --json`` must print exactly what
   ``python -m dealer_app replay ... --json`` prints, with the same exit status;
   and so must ``<program> tournament simulate ... --json`` (a sub-command of its own module);
3. ``<program> --data-dir DIR`` started as a dealer starts it: once its window is up it opens
   the journal in ``DIR`` (``sqlite3`` and the store are in the bundle) and holds the folder's
   lock; then it is stopped.

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
    return agrees(program, ["replay", str(sample), "--json"])


# A sub-command of its own module (dealer_app.tournament_cli, a hidden import of the build).
TOURNAMENT = ["tournament", "simulate", "--players", "60", "--seats-per-table", "9", "--seed", "7"]


def agrees(program: Path, words: list[str]) -> tuple[Run, Run]:
    """The frozen ``program WORDS`` prints exactly what ``python -m dealer_app WORDS`` prints."""
    frozen = run([str(program), *words])
    source = run([sys.executable, "-m", "dealer_app", *words], cwd=ROOT)
    if source.returncode not in (0, 2) or not source.stdout:
        raise AssertionError(
            f"python -m dealer_app {words[0]} does not work here\n{source.explain()}"
        )
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
            f"the frozen {words[0]} differs from python -m dealer_app (first different line: "
            f"{first})\n"
            f"frozen:\n{frozen.explain()}\nsource:\n{source.explain()}"
        )
    return frozen, source


def journal_opens(program: Path, timeout: float = 60) -> float:
    """Start ``program --data-dir DIR`` (offscreen), wait until it has opened its journal and
    holds the folder, stop it; the seconds it took. AssertionError with the story otherwise."""
    sys.path.insert(0, str(ROOT))
    from dealer_app.store import ALREADY_OPEN, JOURNAL_FILE_NAME, DataFolderLock, JournalError

    with tempfile.TemporaryDirectory(prefix="dealer-smoke-home-") as home:
        data = Path(home) / "table data"
        journal = data / JOURNAL_FILE_NAME
        command = [str(program.resolve()), "--data-dir", str(data)]
        started = time.perf_counter()
        process = subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=isolated_env(Path(home)),
            cwd=home,
        )
        try:
            while not journal.is_file() and process.poll() is None:
                if time.perf_counter() - started > timeout:
                    break
                time.sleep(0.05)
            seconds = time.perf_counter() - started
            opened = journal.is_file() and journal.read_bytes()[:16] == b"SQLite format 3\0"
            try:
                DataFolderLock.acquire(data).release()
                held = False
            except JournalError as refused:
                held = str(refused) == ALREADY_OPEN
        finally:
            # SIGTERM first: the one-file program passes it on to the program it unpacked.
            process.terminate()
            try:
                stdout, stderr = process.communicate(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                stdout, stderr = process.communicate(timeout=15)
        if not (opened and held):
            story = Run(command, process.returncode, stdout, stderr, seconds).explain()
            raise AssertionError(
                f"{program.name} did not open its journal in {data} "
                f"(journal made: {opened}, folder held: {held})\n{story}"
            )
        return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=DIST)
    parser.add_argument(
        "--skip-replay", action="store_true", help="leave out the replay and tournament comparisons"
    )
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
    program = found.get("onedir") or next(iter(found.values()))
    try:
        seconds = journal_opens(program)
        print(f"journal: the window opened its journal and holds the folder ({seconds:.1f} s)")
    except AssertionError as failure:
        print(f"journal: FAILED: {failure}", file=sys.stderr)
        failures += 1
    if not args.skip_replay:
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
        try:
            frozen, source = agrees(program, [*TOURNAMENT, "--json"])
            lines = len(frozen.stdout.splitlines())
            print(f"tournament simulate --json: {lines} lines, identical to python -m dealer_app")
        except AssertionError as failure:
            print(f"tournament: FAILED: {failure}", file=sys.stderr)
            failures += 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
