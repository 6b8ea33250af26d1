"""Build the dealer's executable for this system: ``python installer/build.py`` (``make exe``).

Writes ``dist/<app id>/`` (one folder), ``dist/<app id>-<version>-<system>-<machine>`` (one file,
``.exe`` on Windows) and ``dist/build-info.json``, which says what was built from which sources
so that the smoke test and ``tests/installer`` never test a stale build. Compiles missing or
outdated translations (``.ts`` -> ``.qm``) first, since only ``.qm`` files are bundled.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

INSTALLER = Path(__file__).resolve().parent
ROOT = INSTALLER.parent
SPEC = INSTALLER / "dealer-assistant.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
INFO_NAME = "build-info.json"

sys.path.insert(0, str(INSTALLER))
sys.path.insert(0, str(ROOT))

import qt_bundle  # noqa: E402

from dealer_app import APP_ID, APP_NAME, __version__  # noqa: E402


def source_files() -> list[Path]:
    """Everything a build is made from: the package, resources, and the installer itself."""
    files = [
        path
        for folder in (ROOT / "dealer_app", ROOT / "resources", INSTALLER)
        for path in folder.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    ]
    return sorted(files)


def source_digest() -> str:
    """One hash of every source file's path and content; a build is stale when it differs."""
    digest = hashlib.sha256()
    for path in source_files():
        digest.update(str(path.relative_to(ROOT)).encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()


def executable_suffix() -> str:
    return ".exe" if sys.platform == "win32" else ""


def expected_outputs(dist: Path = DIST) -> dict[str, Path]:
    """Where this system's build puts the two programs."""
    suffix = executable_suffix()
    return {
        "onedir": dist / APP_ID / f"{APP_ID}{suffix}",
        "onefile": dist / f"{qt_bundle.onefile_name(APP_ID, __version__)}{suffix}",
    }


def compile_translations() -> None:
    """``resources/translations/*.ts`` -> ``.qm`` when missing or older than the source."""
    lrelease = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    for ts in sorted((ROOT / "resources" / "translations").glob("*.ts")):
        qm = ts.with_suffix(".qm")
        if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        if lrelease is None:
            raise SystemExit(
                f"pyside6-lrelease not found next to {sys.executable}: cannot build {qm.name}"
            )
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
        print(f"compiled {qm.relative_to(ROOT)}")


def folder_size(folder: Path) -> int:
    """Bytes on disk, each file once (PyInstaller links some libraries under two names)."""
    return sum(
        path.stat().st_size
        for path in folder.rglob("*")
        if path.is_file() and not path.is_symlink()
    )


def build(clean: bool = False) -> dict[str, object]:
    compile_translations()
    digest = source_digest()
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(WORK),
        str(SPEC),
    ]
    if clean:
        command.insert(3, "--clean")
    started = time.perf_counter()
    subprocess.run(command, check=True, cwd=ROOT)
    seconds = time.perf_counter() - started
    outputs = expected_outputs()
    for kind, path in outputs.items():
        if not path.is_file():
            raise SystemExit(f"the {kind} build is missing: {path}")
    info: dict[str, object] = {
        "name": APP_NAME,
        "app_id": APP_ID,
        "version": __version__,
        "platform": qt_bundle.platform_tag(),
        "python": sys.version.split()[0],
        "source_digest": digest,
        "onedir": str(outputs["onedir"].relative_to(DIST)),
        "onefile": str(outputs["onefile"].relative_to(DIST)),
        "onedir_bytes": folder_size(outputs["onedir"].parent),
        "onefile_bytes": outputs["onefile"].stat().st_size,
        "qt_modules": sorted(qt_bundle.used_qt_modules()),
        "build_seconds": round(seconds, 1),
    }
    (DIST / INFO_NAME).write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    mib = 1024 * 1024
    print(
        f"built {APP_NAME} {__version__} in {seconds:.0f} s: "
        f"one folder {info['onedir_bytes'] / mib:.1f} MiB ({outputs['onedir'].parent.relative_to(ROOT)}/), "  # type: ignore[operator]
        f"one file {info['onefile_bytes'] / mib:.1f} MiB ({outputs['onefile'].relative_to(ROOT)})"  # type: ignore[operator]
    )
    return info


def is_current(dist: Path = DIST) -> bool:
    """Whether ``dist`` holds a build of exactly the sources in this checkout."""
    info_path = dist / INFO_NAME
    if not info_path.is_file():
        return False
    info = json.loads(info_path.read_text(encoding="utf-8"))
    outputs = expected_outputs(dist)
    return info.get("source_digest") == source_digest() and all(
        path.is_file() for path in outputs.values()
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument(
        "--if-stale", action="store_true", help="do nothing when dist/ already holds these sources"
    )
    args = parser.parse_args()
    os.chdir(ROOT)
    if args.if_stale and is_current():
        print(f"dist/ is up to date with the sources ({DIST / INFO_NAME})")
        return 0
    build(clean=args.clean)
    return 0


if __name__ == "__main__":
    sys.exit(main())
