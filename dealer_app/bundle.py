"""Where the program's files are, frozen or not, and the start-up mark the benchmark waits for.

PyInstaller unpacks (one-file) or lays out (one-folder) the bundle under ``sys._MEIPASS``; the
spec (``installer/dealer-assistant.spec``) copies the repository's ``resources/`` folder there
as ``resources/`` (all but the build's own inputs: translation sources and the icon's drawing,
``.ico`` and ``.icns``). From a source checkout the same folder is the repository's
``resources/``.

No Qt here (import-linter's "no Qt" contract): the windows' start-up marks its first paint
(:func:`dealer_app.ui.runtime.mark_first_paint`).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Final

from dealer_app import APP_ID

EXIT_WHEN_SHOWN = "DEALER_APP_EXIT_WHEN_SHOWN"
"""Set to ``1``: print :data:`SHOWN_MARK` when the window is first painted, then quit (bench)."""

SHOWN_MARK = "dealer-app: window shown"

MANIFEST_NAME = "bundled-files.txt"
"""Written by the spec into the bundle's ``resources/``: every resource file it copied."""

ICON_SIZES: Final = (16, 24, 32, 48, 64, 128, 256)
"""The sizes of the window's icon, ``resources/icons/dealer-assistant-<size>.png``, each drawn
from ``dealer-assistant.svg`` by ``installer/make_icons.py`` (with the ``.ico`` and ``.icns``)."""


def is_frozen() -> bool:
    """Whether this is the PyInstaller-built executable rather than ``python -m dealer_app``."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def bundle_root() -> Path:
    """The folder holding ``resources/``: ``sys._MEIPASS`` when frozen, else the checkout."""
    if is_frozen():
        return Path(sys._MEIPASS)  # type: ignore[attr-defined]
    return Path(__file__).resolve().parent.parent


def resources_dir() -> Path:
    """``resources/`` (translations ``.qm``, icons, styles), wherever the program runs from."""
    return bundle_root() / "resources"


def resource(*parts: str) -> Path:
    """One file under ``resources/``, e.g. ``resource("styles", "table.qss")``."""
    return resources_dir().joinpath(*parts)


def icon_files() -> dict[int, Path]:
    """The window icon's picture for each of :data:`ICON_SIZES`, by size."""
    return {size: resource("icons", f"{APP_ID}-{size}.png") for size in ICON_SIZES}


def bundled_resources() -> list[str] | None:
    """The resource files the build copied (``icons/app.png``...); ``None`` when not frozen."""
    manifest = resources_dir() / MANIFEST_NAME
    if not is_frozen():
        return None
    if not manifest.is_file():
        return []
    return [line for line in manifest.read_text(encoding="utf-8").splitlines() if line]
