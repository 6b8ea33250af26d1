"""The session's hands in the window: the History menu (browser, export, import)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from dealer_app.ui.main_window import MainWindow


def build_menu(window: MainWindow, menu: QMenu) -> None:
    """Fill the History menu of ``window``."""
