"""Starting the window: the application object, style, language, settings, the last table."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QTimer
from PySide6.QtWidgets import QApplication

from dealer_app import APP_ID, APP_NAME, __version__
from dealer_app.ui import i18n
from dealer_app.ui.settings import ORGANISATION, Settings

if TYPE_CHECKING:
    from dealer_app.store import Journal
    from dealer_app.ui.main_window import MainWindow


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
    settings: Settings,
    data_dir: Path | None = None,
    *,
    open_dialog: bool = True,
    journal: Journal | None = None,
) -> MainWindow:
    """The main window. A table the journal kept unfinished comes back as it was; else the
    last table (if wanted) is reopened just after the window shows, else the new-table dialog
    opens."""
    from dealer_app.ui.main_window import MainWindow

    app = application()
    app.setStyleSheet(style_sheet())
    i18n.install(settings.get("language"))
    window = MainWindow(settings=settings, data_dir=data_dir)
    window.journal = journal
    geometry = settings.get("geometry")
    if geometry:
        window.restoreGeometry(QByteArray(bytes.fromhex(geometry)))
    reopen = settings.get("reopen_last_table") and bool(settings.get("last_table"))
    if journal is not None and journal.notices:
        window.status.setText(" ".join(journal.notices))  # a damaged file was set aside
    if journal is not None and journal.unfinished_table() is not None:
        # The journal kept a table unfinished: it comes back once the first frame is out
        # (the engine loads then, not before the window shows).
        window.show_reopening()

        def restore_or_reopen() -> None:
            if not restore_from_journal(window, journal):
                reopen_last_table(window, settings, open_dialog=open_dialog)

        window.first_painted.connect(lambda: QTimer.singleShot(0, restore_or_reopen))
    elif reopen:
        window.show_reopening()
        # The engine and the table's screen load once the window's first frame is out.
        window.first_painted.connect(
            lambda: QTimer.singleShot(
                0, lambda: reopen_last_table(window, settings, open_dialog=open_dialog)
            )
        )
    elif open_dialog:
        QTimer.singleShot(0, window.new_table_action.trigger)
    # The hand evaluators build their look-up tables on first use (a third of a second):
    # do it while the dealer looks at the window, not at the first showdown.
    QTimer.singleShot(300, warm_up)
    return window


def reopen_last_table(window: MainWindow, settings: Settings, *, open_dialog: bool = True) -> bool:
    from dealer_app.engine.errors import IllegalAction

    table = settings.last_table()
    if table is not None:
        try:
            window.set_controller(window.controller_for(table))
            return True
        except IllegalAction:
            pass  # no hand can be dealt there now: start anew
    window.show_welcome()
    if open_dialog:
        window.new_table_action.trigger()
    return False


def open_journal(data_dir: Path | None) -> Journal:
    """The journal in ``data_dir``, else in the user's data folder (QStandardPaths)."""
    from PySide6.QtCore import QStandardPaths

    from dealer_app.store import Journal

    if data_dir is None:
        location = QStandardPaths.StandardLocation.AppDataLocation
        data_dir = Path(QStandardPaths.writableLocation(location))
    return Journal.open(data_dir)


def restore_from_journal(window: MainWindow, journal: Journal) -> bool:
    """Bring back the table the journal kept unfinished, at its last accepted action."""
    from dealer_app.recording import JournalRecorder, restore
    from dealer_app.ui.controller import HandController

    notices = list(journal.notices)
    table_id = journal.unfinished_table()
    restored = restore(journal, table_id) if table_id is not None else None
    if table_id is None or restored is None:
        if notices:
            window.status.setText(" ".join(notices))
        return False
    recorder = JournalRecorder(journal, table_id)
    window.recorder = recorder
    if restored.table is not None:
        controller = HandController(
            table=restored.table, recorder=recorder, actions=restored.actions
        )
    else:
        controller = HandController(
            restored.setup, seats=restored.seats, recorder=recorder, actions=restored.actions
        )
    window.set_controller(controller)
    window.status.setText(" ".join([*notices, restored.describe()]))
    return True


def warm_up() -> None:
    from dealer_app.engine.cards import parse_known_cards
    from dealer_app.engine.evaluation import high, low8

    cards = parse_known_cards("As Kd 7c 5h 3s 2d 4c")
    high(cards)
    low8(cards)


def run(data_dir: Path | None = None, *, exit_when_shown: bool = False) -> int:
    """Open the dealer's window and run until it is closed."""
    from dealer_app.store import JournalError

    app = application()
    settings = Settings()
    try:
        journal = open_journal(data_dir)
    except JournalError as refused:
        # A second copy on the same data folder opens nothing (the journal stays whole).
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.critical(None, APP_NAME, str(refused))
        return 1
    from dealer_app import bundle

    window_only = exit_when_shown or os.environ.get(bundle.EXIT_WHEN_SHOWN) == "1"
    window = build_window(settings, data_dir, open_dialog=not window_only, journal=journal)
    bundle.exit_when_shown(window)  # bench/exe.py: mark the first paint, then quit
    window.show()
    if exit_when_shown:
        # Start-up benchmark: say when the first frame is out, then when the table is ready.
        def shown() -> None:
            print("shown", flush=True)
            QTimer.singleShot(0, ready)

        def ready() -> None:
            print("ready", flush=True)
            app.quit()

        window.first_painted.connect(shown)
    return app.exec()
