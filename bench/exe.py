"""The standalone executable against a bare PySide6 window frozen with the same settings.

Prints, for the app and the reference: the one-file size, the one-folder size, and the time from
start to the first painted window (median of several runs of the one-folder build, after one
warm-up run; the one-file build is timed too, for information). Targets: the one-file under
60 MiB (it carries the room's PostgreSQL driver, libpq and its TLS); the one-folder start-up
under 1.5 times the reference.

The runs of the app and of the reference alternate (app, reference, app, reference...), so that
on a shared machine both see the same load: the ratio is the median of the per-pair ratios,
the seconds are each program's median. Each run starts with an empty home folder (no settings,
no journal), as a dealer's first start does.

The app marks its first paint when ``DEALER_APP_EXIT_WHEN_SHOWN=1`` (``dealer_app.ui.runtime``) and
quits; the reference does the same. The app's build is the one of ``make exe`` (rebuilt here if
stale); the reference is built once into ``build/bench-exe`` and reused while the shared
settings (``installer/qt_bundle.py``, ``installer/hooks``) are unchanged.

    python bench/exe.py [--runs 9] [--app PATH_TO_ONE_FOLDER_PROGRAM]
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
INSTALLER = ROOT / "installer"
WORK = ROOT / "build" / "bench-exe"
sys.path.insert(0, str(INSTALLER))
sys.path.insert(0, str(ROOT))


from dealer_app.bundle import EXIT_WHEN_SHOWN, SHOWN_MARK  # noqa: E402

# installer/build.py, by path: the name "build" is also a folder and a PyPI package.
app_build = importlib.import_module("build")

MIB = 1024 * 1024
ONEFILE_TARGET_MIB = 60
STARTUP_TARGET_RATIO = 1.5

BARE_WINDOW = f'''"""The reference: a bare PySide6 window, shown, then exit."""
import os
import sys

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget


class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            print({SHOWN_MARK!r}, flush=True)
            QTimer.singleShot(0, lambda: QCoreApplication.exit(0))
        return False


app = QApplication(sys.argv)
window = QWidget()
window.resize(640, 400)
if os.environ.get({EXIT_WHEN_SHOWN!r}) == "1":
    window.installEventFilter(FirstPaint(window))
window.show()
sys.exit(app.exec())
'''

BARE_SPEC = """import sys
from pathlib import Path

sys.path.insert(0, {installer!r})
import qt_bundle

qt_bundle.freeze(script=Path({script!r}), name="bare-window", onefile="bare-window-onefile")
"""


def settings_digest() -> str:
    digest = hashlib.sha256(BARE_WINDOW.encode())
    for path in sorted([INSTALLER / "qt_bundle.py", *(INSTALLER / "hooks").glob("*.py")]):
        digest.update(path.read_bytes())
    return digest.hexdigest()


def build_reference() -> dict[str, Path]:
    """The bare window, frozen by ``qt_bundle.freeze`` exactly as the app is."""
    dist = WORK / "dist"
    suffix = app_build.executable_suffix()
    outputs = {
        "onedir": dist / "bare-window" / f"bare-window{suffix}",
        "onefile": dist / f"bare-window-onefile{suffix}",
    }
    stamp = WORK / "settings.sha256"
    digest = settings_digest()
    built = all(path.is_file() for path in outputs.values()) and stamp.is_file()
    if built and stamp.read_text() == digest:
        return outputs
    WORK.mkdir(parents=True, exist_ok=True)
    script = WORK / "bare_window.py"
    script.write_text(BARE_WINDOW, encoding="utf-8")
    spec = WORK / "bare-window.spec"
    spec.write_text(BARE_SPEC.format(installer=str(INSTALLER), script=str(script)))
    print("building the bare-window reference (once)...", flush=True)
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
         "--distpath", str(dist), "--workpath", str(WORK / "work"), str(spec)],
        check=True,
    )  # fmt: skip
    stamp.write_text(digest)
    return outputs


def app_outputs() -> dict[str, Path]:
    if not app_build.is_current():
        print("dist/ is stale or missing: building the app (installer/build.py)...", flush=True)
        app_build.build()
    return app_build.expected_outputs()


def time_to_window(command: list[str], timeout: float = 60) -> float | None:
    """Seconds from start to the shown mark (None: the program never showed a window)."""
    with tempfile.TemporaryDirectory(prefix="dealer-bench-home-") as home:
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        env.update({EXIT_WHEN_SHOWN: "1", "HOME": home, "XDG_CONFIG_HOME": f"{home}/.config"})
        env["XDG_DATA_HOME"] = f"{home}/.local/share"
        started = time.perf_counter()
        process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=home
        )
        assert process.stdout is not None
        shown = None
        for line in process.stdout:
            # our mark, or "shown <seconds>" of the window's own --exit-when-shown option
            if line.strip() == SHOWN_MARK or line.startswith("shown "):
                shown = time.perf_counter() - started
                break
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        return shown


def warmed_up(command: list[str]) -> list[str] | None:
    """Run ``command`` once (page cache, font cache); the command that shows its mark, if any."""
    if time_to_window(command) is not None:
        return command
    command = [*command, "--exit-when-shown"]  # the window's own option (dealer_app/ui/app.py)
    return command if time_to_window(command) is not None else None


def interleaved_starts(
    app: list[str], reference: list[str], runs: int
) -> tuple[float | None, float | None, float | None]:
    """Median start-up of the app, of the reference, and median of the pairs' ratios.

    The two alternate, one run each per pair, so that a load that comes and goes on the
    machine weighs on both alike. None where a program never showed its window.
    """
    app_command, reference_command = warmed_up(app), warmed_up(reference)
    if app_command is None or reference_command is None:
        return None, None, None
    app_times, reference_times = [], []
    for _ in range(runs):
        app_time = time_to_window(app_command)
        reference_time = time_to_window(reference_command)
        if app_time is None or reference_time is None:
            return None, None, None
        app_times.append(app_time)
        reference_times.append(reference_time)
    ratios = [a / r for a, r in zip(app_times, reference_times, strict=True)]
    return (
        statistics.median(app_times),
        statistics.median(reference_times),
        statistics.median(ratios),
    )


def folder_bytes(program: Path) -> int:
    return app_build.folder_size(program.parent)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="timed runs per program (median)")
    parser.add_argument(
        "--app",
        type=Path,
        help="time this one-folder program instead of dist/'s (dist/ is then not rebuilt)",
    )
    args = parser.parse_args()

    reference = build_reference()
    if args.app:
        app = {"onedir": args.app.resolve(), "onefile": app_build.expected_outputs()["onefile"]}
    else:
        app = app_outputs()

    onedir = interleaved_starts([str(app["onedir"])], [str(reference["onedir"])], args.runs)
    onefile = interleaved_starts(
        [str(app["onefile"])], [str(reference["onefile"])], max(3, args.runs // 3)
    )
    rows = [
        {
            "label": label,
            "onefile_mib": outputs["onefile"].stat().st_size / MIB,
            "onedir_mib": folder_bytes(outputs["onedir"]) / MIB,
            "start_onedir_s": onedir[index],
            "start_onefile_s": onefile[index],
        }
        for index, (label, outputs) in enumerate((("app", app), ("bare window", reference)))
    ]
    app_row, bare_row = rows

    def seconds(value: float | None) -> str:
        return "no window" if value is None else f"{value:.3f} s"

    print(
        f"{'':12} {'one file':>10} {'one folder':>11} {'start (folder)':>15} {'start (file)':>13}"
    )
    for row in rows:
        print(
            f"{row['label']:12} {row['onefile_mib']:8.1f} MiB {row['onedir_mib']:7.1f} MiB "
            f"{seconds(row['start_onedir_s']):>15} {seconds(row['start_onefile_s']):>13}"
        )
    size_ratio = app_row["onefile_mib"] / bare_row["onefile_mib"]
    folder_ratio = app_row["onedir_mib"] / bare_row["onedir_mib"]
    print(f"ratio app/reference: one file {size_ratio:.2f}, one folder {folder_ratio:.2f}")
    failures = []
    if app_row["onefile_mib"] >= ONEFILE_TARGET_MIB:
        failures.append(f"one file {app_row['onefile_mib']:.1f} MiB >= {ONEFILE_TARGET_MIB} MiB")
    print(
        f"target one file < {ONEFILE_TARGET_MIB} MiB: "
        f"{'missed' if failures else 'met'} ({app_row['onefile_mib']:.1f} MiB)"
    )
    ratio = onedir[2]
    if ratio is None:
        print(
            "start-up NOT MEASURED: the app never printed its shown mark. The main window must call "
            "dealer_app.ui.runtime.mark_first_paint(window) (see the README, section 'The program without Python')."
        )
    else:
        met = ratio < STARTUP_TARGET_RATIO
        if not met:
            failures.append(f"start-up ratio {ratio:.2f} >= {STARTUP_TARGET_RATIO}")
        print(
            f"ratio start-up (one folder) app/reference, median of {args.runs} pairs: {ratio:.2f} "
            f"(target < {STARTUP_TARGET_RATIO}: {'met' if met else 'missed'})"
        )
    print(
        json.dumps(
            {"exe": rows, "start_ratio_onedir": ratio, "start_ratio_onefile": onefile[2]},
            default=lambda value: round(value, 4),
        )
    )
    if failures:
        print("FAILED: " + "; ".join(failures), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
