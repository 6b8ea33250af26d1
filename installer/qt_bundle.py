"""The PyInstaller settings shared by the app's spec and the bare-window reference (bench/exe.py).

Only the Qt modules the app imports are bundled, and of Qt's plugins only those a dealer's
desktop needs (RULES of thumb, each kept for a reason):

- platforms: ``offscreen`` (self-test, CI), ``xcb`` and ``wayland`` (Linux desktops), ``windows``,
  ``cocoa``; input contexts (compose key, IBus) and the xcb/Wayland OpenGL and shell plugins;
- styles: the native Windows and macOS styles;
- image formats: only those of the bundled files of ``resources/`` (PNG is built into QtGui);
- translations: Qt's own ``qt_``/``qtbase_`` files for the languages the app ships only.

Everything else is left out: eglfs/linuxfb/vnc platforms, evdev input, TLS and network
information (with QtNetwork), the GTK and portal platform themes (they drag the whole GTK
stack into the bundle; Qt's own dialogs are used instead).

The filtering happens in hooks (``installer/hooks``) that replace PyInstaller's hooks of the
Qt modules, so that the libraries dropped plugins need are never collected either.
"""

from __future__ import annotations

import ast
import os
import platform
import re
import sys
from collections.abc import Iterable
from pathlib import Path

INSTALLER = Path(__file__).resolve().parent
ROOT = INSTALLER.parent
HOOKS = INSTALLER / "hooks"
RESOURCES = ROOT / "resources"

BASE_QT_MODULES = frozenset({"QtCore", "QtGui", "QtWidgets"})
OPENGL_MODULES = frozenset({"QtOpenGL", "QtOpenGLWidgets", "QtQuick", "QtQuickWidgets"})

# Python modules nothing in the app needs; each costs size or start-up time.
EXCLUDED_PYTHON = (
    "tkinter",
    "_tkinter",
    "unittest",
    "pydoc",
    "pydoc_data",
    "doctest",
    "lib2to3",
    "distutils",
    "setuptools",
    "pkg_resources",
    "pip",
    # Not "ssl" nor "_ssl": the room's driver (psycopg) imports ssl, and a station asks TLS
    # (sslmode) on a shared network; the self-test checks it in the frozen program.
    "_hashlib",  # hashlib falls back to the built-in digests
    "xmlrpc",
    "http.server",
    "pytest",
    "pokerkit",  # a test oracle, never used at run time (DESIGN.md)
)

# Qt plugin directories and, per directory, the plugins kept (None: every plugin there).
KEPT_PLUGINS: dict[str, frozenset[str] | None] = {
    "platforms": frozenset(
        {"offscreen", "xcb", "wayland", "wayland-egl", "wayland-generic", "windows", "cocoa"}
    ),
    # The compose key and IBus; not Qt's virtual keyboard (PySide6-Addons brings it, with
    # QtQuick and QtQml: about 17 MB for a keyboard a dealer's desk does not show).
    "platforminputcontexts": frozenset(
        {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}
    ),
    "xcbglintegrations": None,
    "wayland-shell-integration": frozenset({"xdg-shell", "qt-shell"}),
    # bradient only: adwaita (GNOME's look) links QtSvg, which nothing else needs.
    "wayland-decoration-client": frozenset({"bradient"}),
    # OpenGL surfaces on Wayland: links QtOpenGL, so kept only when the app draws with OpenGL;
    # widgets paint in shared memory without it.
    "wayland-graphics-integration-client": frozenset({"qt-plugin-wayland-egl"}),
    "styles": None,
    "imageformats": frozenset(),  # filled from resources/icons, see image_format_plugins()
    "iconengines": frozenset(),  # the SVG icon engine, only when an icon is SVG
    # The platforms' speech engines (the director's spoken levels), not Qt's test engine.
    # The "multimedia" backend (FFmpeg, with QtQuick and QtNetwork) is left out: the chime's
    # QSoundEffect plays through QtMultimedia's own audio output.
    "texttospeech": frozenset(
        {f"texttospeech_{name}" for name in ("speechd", "flite", "sapi", "winrt", "darwin")}
    ),
}

_IMAGE_PLUGIN_OF_SUFFIX = {
    "svg": "svg",
    "svgz": "svg",
    "jpg": "jpeg",
    "jpeg": "jpeg",
    "gif": "gif",
    "ico": "ico",
    "icns": "icns",
    "webp": "webp",
    "tif": "tiff",
    "tiff": "tiff",
    "tga": "tga",
    "wbmp": "wbmp",
}


# Files of resources/ that only the build reads: translation sources (the .qm files are built
# from them), and the icon's drawing with the Windows and macOS program icons made from it
# (installer/make_icons.py); the window's icon is the PNGs.
BUILD_ONLY_SUFFIXES = frozenset({".ts", ".svg", ".ico", ".icns"})


def bundled_resource_files(folder: Path = RESOURCES) -> list[Path]:
    """The files of ``resources/`` that go into the bundle, in a stable order."""
    if not folder.is_dir():
        return []
    return [
        path
        for path in sorted(folder.rglob("*"))
        if path.is_file()
        and path.suffix.lower() not in BUILD_ONLY_SUFFIXES
        and not path.name.startswith(".")
    ]


def image_format_plugins(resources: Path = RESOURCES) -> frozenset[str]:
    """The image-format plugins the bundled pictures need (PNG, BMP, XPM are built in)."""
    found = set()
    for path in bundled_resource_files(resources):
        plugin = _IMAGE_PLUGIN_OF_SUFFIX.get(path.suffix.lower().lstrip("."))
        if plugin:
            found.add(plugin)
    return frozenset(found)


def app_languages(resources: Path = RESOURCES) -> frozenset[str]:
    """Languages the app ships: ``dealer_app_fr.ts`` -> ``fr``, ``dealer_app_pt_BR.ts`` -> ``pt_BR``."""
    languages = set()
    for path in list(resources.glob("translations/*.ts")) + list(
        resources.glob("translations/*.qm")
    ):
        match = re.search(r"_([a-z]{2,3}(?:_[A-Z]{2})?)$", path.stem)
        if match:
            languages.add(match.group(1))
    return frozenset(languages)


def used_qt_modules(package: Path = ROOT / "dealer_app") -> frozenset[str]:
    """Every ``PySide6.QtXxx`` module the package imports (read from its source), plus the base."""
    used = set(BASE_QT_MODULES)
    for source in package.rglob("*.py"):
        tree = ast.parse(source.read_text(encoding="utf-8"), str(source))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                if node.module == "PySide6":
                    names = [f"PySide6.{alias.name}" for alias in node.names]
                else:
                    names = [node.module]
            else:
                continue
            for name in names:
                parts = name.split(".")
                if parts[0] == "PySide6" and len(parts) > 1 and parts[1].startswith("Qt"):
                    used.add(parts[1])
    return frozenset(used)


def installed_qt_modules() -> frozenset[str]:
    """Every Qt module of the installed PySide6 (``QtCore``, ``QtQml``...)."""
    import PySide6

    folder = Path(PySide6.__file__).parent
    names = {path.name.split(".", 1)[0] for path in folder.iterdir()}
    return frozenset(name for name in names if name.startswith("Qt") and name[2:3].isupper())


def excluded_modules(used: Iterable[str]) -> list[str]:
    """PyInstaller ``excludes``: the Qt modules not used, and the Python ones nobody needs."""
    qt = sorted(f"PySide6.{name}" for name in installed_qt_modules() - set(used))
    return [*qt, *EXCLUDED_PYTHON]


# --------------------------------------------------------------------------------------------
# Plugin and translation filters, applied by the hooks in installer/hooks


def _plugin_names(filename: str) -> set[str]:
    """``libqxcb.so`` -> {qxcb, xcb}; ``qwindows.dll`` -> {qwindows, windows}; ``libxdg-shell.so``."""
    stem = filename.split(".", 1)[0]
    stem = stem.removeprefix("lib")
    return {stem, stem[1:]} if stem.startswith("q") else {stem}


def keep_plugin(
    plugin_type: str, filename: str, images: frozenset[str], used: frozenset[str]
) -> bool:
    """Whether the Qt plugin ``plugin_type/filename`` goes into the bundle."""
    if plugin_type not in KEPT_PLUGINS:
        return False
    names = _plugin_names(filename)
    if plugin_type == "imageformats":
        return bool(names & images)
    if plugin_type == "iconengines":
        return "svg" in images and "svg" in filename
    if plugin_type == "wayland-graphics-integration-client" and not used & OPENGL_MODULES:
        return False
    kept = KEPT_PLUGINS[plugin_type]
    return kept is None or bool(names & kept)


def keep_translation(filename: str, languages: frozenset[str]) -> bool:
    """Qt's own ``qt_fr.qm`` / ``qtbase_fr.qm`` only for the app's languages."""
    match = re.match(r"(qt|qtbase)_(.+)\.qm$", filename)
    if not match:
        return False
    return match.group(2) in languages or match.group(2).split("_")[0] in languages


def filter_qt_collection(
    binaries: list[tuple[str, str]], datas: list[tuple[str, str]]
) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """Drop the plugins and translations the app does not need from a Qt hook's lists."""
    images = image_format_plugins()
    languages = app_languages()
    used = used_qt_modules()
    kept_binaries = []
    for source, destination in binaries:
        parts = Path(destination).parts
        if "plugins" in parts:
            plugin_type = "/".join(parts[parts.index("plugins") + 1 :])
            if not keep_plugin(plugin_type, os.path.basename(source), images, used):
                continue
        kept_binaries.append((source, destination))
    kept_datas = [
        (source, destination)
        for source, destination in datas
        if "translations" not in Path(destination).parts
        or keep_translation(os.path.basename(source), languages)
    ]
    return kept_binaries, kept_datas


def qt_hook(hook_file: str) -> tuple[list[str], list[tuple[str, str]], list[tuple[str, str]]]:
    """Body of every hook in installer/hooks: PyInstaller's own collection, then our filter."""
    from PyInstaller.utils.hooks.qt import add_qt6_dependencies

    hiddenimports, binaries, datas = add_qt6_dependencies(hook_file)
    excluded = set(excluded_modules(used_qt_modules()))
    hiddenimports = [name for name in hiddenimports if name not in excluded]
    binaries, datas = filter_qt_collection(binaries, datas)
    return hiddenimports, binaries, datas


# --------------------------------------------------------------------------------------------
# Names of the outputs


def platform_tag() -> str:
    """``linux-x86_64``, ``windows-amd64``, ``macos-arm64``: part of the one-file name."""
    system = {"win32": "windows", "darwin": "macos"}.get(
        sys.platform, sys.platform.rstrip("0123456789")
    )
    return f"{system}-{platform.machine().lower()}"


def onefile_name(app_id: str, version: str) -> str:
    """The single file a dealer downloads, e.g. ``dealer-assistant-0.1.0-linux-x86_64``."""
    return f"{app_id}-{version}-{platform_tag()}"


def windows_version_info(name: str, app_id: str, version: str, exe_name: str) -> str:
    """The text of a PyInstaller version file (a Windows program's "Details" tab) for the
    program ``exe_name`` (without ``.exe``), from the package's name and version.

    ``0.1.0`` is the file version 0.1.0.0; ``1.2.0rc1`` is 1.2.0.1 in numbers and stays
    ``1.2.0rc1`` in the text fields.
    """
    numbers = [int(part) for part in re.findall(r"\d+", version)[:4]]
    numbers += [0] * (4 - len(numbers))
    quad = tuple(numbers)
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={quad}, prodvers={quad}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
      StringStruct('FileDescription', {name!r}),
      StringStruct('FileVersion', {version!r}),
      StringStruct('InternalName', {app_id!r}),
      StringStruct('OriginalFilename', {exe_name + ".exe"!r}),
      StringStruct('ProductName', {name!r}),
      StringStruct('ProductVersion', {version!r})])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


# --------------------------------------------------------------------------------------------
# The build itself: one analysis, two outputs (a one-folder build and a one-file executable)


MANIFEST_NAME = "bundled-files.txt"  # dealer_app.bundle.MANIFEST_NAME reads it at run time


def data_files(folder: Path, destination: str, workpath: Path) -> list[tuple[str, str]]:
    """``(source, folder in the bundle)`` for every file of ``folder`` but the build's own
    inputs (:data:`BUILD_ONLY_SUFFIXES`), plus a list of them (``resources/bundled-files.txt``)
    that the self-test checks."""
    pairs = []
    listed = []
    for path in bundled_resource_files(folder):
        relative = path.relative_to(folder)
        pairs.append((str(path), str(Path(destination, relative.parent))))
        listed.append(relative.as_posix())
    manifest = workpath / MANIFEST_NAME
    manifest.parent.mkdir(parents=True, exist_ok=True)
    manifest.write_text("".join(f"{name}\n" for name in listed), encoding="utf-8")
    pairs.append((str(manifest), destination))
    return pairs


def program_icon(icons: dict[str, Path], platform: str = sys.platform) -> Path | None:
    """The program file's icon for ``platform``: ``.ico`` on Windows, ``.icns`` on macOS, none
    on Linux (its programs carry no icon; the window sets its own). Missing: the build stops."""
    suffix = {"win32": ".ico", "darwin": ".icns"}.get(platform)
    if suffix is None or suffix not in icons:
        return None
    path = icons[suffix]
    if not path.is_file():
        raise SystemExit(f"the program's icon {path} is missing: run installer/make_icons.py")
    return path


def macos_bundle_identifier(app_id: str) -> str:
    """The macOS application bundle's reverse-DNS identifier: ``org.<app id>.<app id>`` (the
    project has no domain of its own, so the app is its own organisation)."""
    return f"org.{app_id}.{app_id}"


def macos_info_plist(title: str, version: str) -> dict[str, object]:
    """What the macOS application bundle says of itself, besides what PyInstaller writes."""
    return {
        "CFBundleName": title,
        "CFBundleDisplayName": title,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,  # follows the system's dark mode
        "LSMinimumSystemVersion": "12.0",
    }


def freeze(
    *,
    script: Path,
    name: str,
    onefile: str,
    workpath: Path | None = None,
    datas: list[tuple[str, str]] | None = None,
    icons: dict[str, Path] | None = None,
    title: str | None = None,
    version: str | None = None,
    bundle_identifier: str | None = None,
    hiddenimports: list[str] | None = None,
) -> None:
    """Build ``dist/<name>/<name>`` (one folder) and ``dist/<onefile>`` (one file).

    Call it from a spec: PyInstaller runs the spec with ``DISTPATH`` and ``workpath`` set.
    ``icons`` maps ``.ico`` / ``.icns`` to files (see :func:`program_icon`). With ``title`` and
    ``version`` (and ``workpath`` for its files), each Windows program carries a version
    resource (:func:`windows_version_info`); with ``bundle_identifier`` too, macOS also gets
    ``<title>.app`` (:func:`macos_info_plist`). The bare reference of bench/exe.py passes none.
    """
    from PyInstaller.building.api import COLLECT, EXE, PYZ
    from PyInstaller.building.build_main import Analysis
    from PyInstaller.building.osx import BUNDLE

    analysis = Analysis(
        [str(script)],
        pathex=[str(ROOT)],
        datas=datas or [],
        hiddenimports=hiddenimports or [],
        hookspath=[str(HOOKS)],
        excludes=excluded_modules(used_qt_modules()),
        noarchive=False,
        optimize=1,  # asserts stay out; docstrings stay in (doctest-free code still reads them)
    )
    pyz = PYZ(analysis.pure)
    icon = program_icon(icons or {})
    common = {
        "icon": str(icon) if icon else None,
        # Windows: a console program that hides its console when double-clicked, so that
        # `replay --json` and `--self-test` still print when run from a terminal.
        "console": sys.platform != "darwin",
        "hide_console": "hide-early" if sys.platform == "win32" else None,
        "strip": sys.platform.startswith("linux"),
        "upx": False,  # UPX-packed Qt libraries trip antivirus scanners and start slower
        "debug": False,
    }

    def version_resource(exe_name: str) -> str | None:
        """The Windows version file of one program (None elsewhere, or without a version)."""
        if sys.platform != "win32" or not (title and version and workpath):
            return None
        path = Path(workpath) / f"version-info-{exe_name}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(windows_version_info(title, name, version, exe_name), encoding="utf-8")
        return str(path)

    folder_exe = EXE(
        pyz,
        analysis.scripts,
        [],
        exclude_binaries=True,
        name=name,
        version=version_resource(name),
        **common,
    )
    collected = COLLECT(
        folder_exe, analysis.binaries, analysis.datas, name=name, strip=common["strip"], upx=False
    )
    EXE(
        pyz,
        analysis.scripts,
        analysis.binaries,
        analysis.datas,
        [],
        name=onefile,
        version=version_resource(onefile),
        **common,
    )
    if sys.platform == "darwin" and bundle_identifier and title and version:
        BUNDLE(
            collected,
            name=f"{title}.app",
            icon=common["icon"],
            bundle_identifier=bundle_identifier,
            version=version,
            info_plist=macos_info_plist(title, version),
        )
