"""The session's hands in the window: the History menu (browser, export, import).

Every entry opens the hand-history browser (:mod:`dealer_app.ui.dealer.history_view`), where the
result of an export or an import is said; the exports and imports themselves ask for a path
with a file dialog and hand it to the browser.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from dealer_app.ui.dealer.history_view import HistoryDialog, TableWindow


def build_menu(window: TableWindow, menu: QMenu) -> None:
    """Fill the History menu of ``window``."""

    def add(text: str, key: str, then: Callable[[HistoryDialog], object]) -> QAction:
        action = QAction(text, menu)
        if key:
            action.setShortcuts([QKeySequence(key)])  # not setShortcut: see main_window
        action.triggered.connect(lambda _checked=False: then(browser(window)))
        menu.addAction(action)
        return action

    add(QCoreApplication.translate("HistoryMenu", "Hand &history…"), "Ctrl+H", lambda _dialog: None)
    menu.addSeparator()
    add(
        QCoreApplication.translate("HistoryMenu", "&Export the session…"),
        "",
        lambda dialog: dialog.ask_export_session(),
    )
    add(
        QCoreApplication.translate("HistoryMenu", "&Import a hand history…"),
        "",
        lambda dialog: dialog.ask_import(),
    )


def browser(window: TableWindow) -> HistoryDialog:
    """The browser of ``window``, shown and up to date."""
    from dealer_app.ui.dealer.history_view import open_browser

    return open_browser(window)
