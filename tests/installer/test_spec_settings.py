"""What the spec gives each system, checked here on any system: the Windows version resource,
the program's icon, the macOS bundle's information; all from the package's name and version."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dealer_app import APP_ID, APP_NAME, __version__
from tests.installer.installer_modules import load

qt_bundle = load("qt_bundle")


class _Node:
    """Stands for each class of PyInstaller's version-file grammar: keeps what it was given."""

    def __init__(self, kind: str, *args: Any, **kwargs: Any) -> None:
        self.kind, self.args, self.kwargs = kind, args, kwargs


def _read_version_file(text: str) -> _Node:
    """Evaluate the text as PyInstaller does (``eval`` with its classes), with recorders."""
    names = [
        "VSVersionInfo",
        "FixedFileInfo",
        "StringFileInfo",
        "StringTable",
        "StringStruct",
        "VarFileInfo",
        "VarStruct",
    ]
    namespace = {name: (lambda *a, _n=name, **k: _Node(_n, *a, **k)) for name in names}
    node = eval(text, namespace)  # the file is our own text, made just above
    assert isinstance(node, _Node) and node.kind == "VSVersionInfo"
    return node


@pytest.mark.parametrize(
    ("version", "numbers"),
    [("0.1.0", (0, 1, 0, 0)), ("1.2.0rc1", (1, 2, 0, 1)), ("2.10", (2, 10, 0, 0))],
)
def test_windows_version_resource_carries_the_version(
    version: str, numbers: tuple[int, ...]
) -> None:
    exe = f"{APP_ID}-{version}-windows-amd64"
    node = _read_version_file(qt_bundle.windows_version_info(APP_NAME, APP_ID, version, exe))
    fixed = node.kwargs["ffi"]
    assert fixed.kwargs["filevers"] == numbers and fixed.kwargs["prodvers"] == numbers
    string_file_info = node.kwargs["kids"][0]
    table = string_file_info.args[0][0]
    strings = {struct.args[0]: struct.args[1] for struct in table.args[1]}
    assert strings == {
        "FileDescription": APP_NAME,
        "FileVersion": version,
        "InternalName": APP_ID,
        "OriginalFilename": f"{exe}.exe",
        "ProductName": APP_NAME,
        "ProductVersion": version,
    }


def test_each_system_gets_its_program_icon(tmp_path: Path) -> None:
    icons = {".ico": tmp_path / "app.ico", ".icns": tmp_path / "app.icns"}
    for path in icons.values():
        path.write_bytes(b"icon")
    assert qt_bundle.program_icon(icons, "win32") == icons[".ico"]
    assert qt_bundle.program_icon(icons, "darwin") == icons[".icns"]
    assert qt_bundle.program_icon(icons, "linux") is None
    icons[".ico"].unlink()
    with pytest.raises(SystemExit, match=r"make_icons\.py"):
        qt_bundle.program_icon(icons, "win32")


def test_the_committed_program_icons_exist() -> None:
    icons = qt_bundle.RESOURCES / "icons"
    for platform, suffix in (("win32", ".ico"), ("darwin", ".icns")):
        assert qt_bundle.program_icon({suffix: icons / f"{APP_ID}{suffix}"}, platform)


def test_the_macos_bundle_says_the_packages_name_and_version() -> None:
    info = qt_bundle.macos_info_plist(APP_NAME, __version__)
    assert info["CFBundleName"] == info["CFBundleDisplayName"] == APP_NAME
    assert info["CFBundleShortVersionString"] == info["CFBundleVersion"] == __version__
    assert qt_bundle.macos_bundle_identifier(APP_ID) == "org.dealer-assistant.dealer-assistant"


def test_the_spec_takes_name_and_version_from_the_package_only() -> None:
    spec = (qt_bundle.INSTALLER / "dealer-assistant.spec").read_text(encoding="utf-8")
    assert "from dealer_app import APP_ID, APP_NAME, __version__" in spec
    assert __version__ not in spec and APP_NAME not in spec.replace("APP_NAME", "")
