"""Starting the window: the application object, style, language, settings, the last table."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QByteArray, QTimer
from PySide6.QtWidgets import QApplication

from dealer_app import APP_ID, APP_NAME, __version__
from dealer_app.ui import i18n
from dealer_app.ui.settings import ORGANISATION, Settings


def style_sheet() -> str:
    path = i18n.resources_dir() / "styles" / "dealer.qss"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return ""  # a missing style changes the look, not what the window says


def application(argv: list[str] | None = None) -> QApplication:
    """The one QApplication, named so that QSettings finds our settings."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APP_ID)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    return app


def build_window(
    settings: Settings, data_dir: Path | None = None, *, open_dialog: bool = True
) -> object:
    """The main window with the last table reopened (if wanted), else the new-table dialog."""
    from dealer_app.ui.main_window import MainWindow

    app = application()
    app.setStyleSheet(style_sheet())
    i18n.install(settings.get("language"))
    window = MainWindow(settings=settings, data_dir=data_dir)
    table = settings.last_table() if settings.get("reopen_last_table") else None
    if table is not None:
        from dealer_app.engine.errors import IllegalAction
        from dealer_app.ui.controller import HandController

        try:
            window.set_controller(HandController(table=table))
        except IllegalAction:
            table = None  # no hand can be dealt there now: start anew
    geometry = settings.get("geometry")
    if geometry:
        window.restoreGeometry(QByteArray(bytes.fromhex(geometry)))
    if table is None and open_dialog:
        QTimer.singleShot(0, window.new_table_action.trigger)
    return window


def run(data_dir: Path | None = None, *, exit_when_shown: bool = False) -> int:
    """Open the dealer's window and run until it is closed."""
    started = time.perf_counter()
    app = application()
    settings = Settings()
    window = build_window(settings, data_dir, open_dialog=not exit_when_shown)
    window.show()  # type: ignore[attr-defined]
    if exit_when_shown:
        # Start-up benchmark: once the first frame is out, say so and leave.
        def done() -> None:
            print(f"shown {time.perf_counter() - started:.4f}", flush=True)
            app.quit()

        QTimer.singleShot(0, done)
    return app.exec()
