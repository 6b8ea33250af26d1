"""Starting the window: the application object, style, language, settings, the data folder's table.

The first frame comes first. Before it, the data folder is only locked (a light module, no
``sqlite3``): a second copy on the same folder stops there, says so and opens nothing. The journal
is opened with that lock once the frame is out, and then the table comes back (or the dialog
opens); nothing the dealer can reach in the window needs the journal before then.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSize, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from dealer_app import APP_ID, APP_NAME, __version__, bundle
from dealer_app.ui import i18n
from dealer_app.ui.settings import ORGANISATION, Settings

if TYPE_CHECKING:
    from dealer_app.session.recovery import Recovered
    from dealer_app.store import Journal
    from dealer_app.ui.main_window import MainWindow


def style_sheet() -> str:
    path = i18n.resources_dir() / "styles" / "dealer.qss"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return ""  # a missing style changes the look, not what the window says


def application(argv: list[str] | None = None) -> QApplication:
    """The one QApplication, named so that QSettings finds our settings, with the app's icon."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    # Qt's raster engine hands every fill taller than about 96 lines to a thread pool and
    # waits for it: for this window's panels the hand-off costs more than the fill, and on
    # a busy computer the wait for a free core delays the frame. Fills stay on this thread.
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APP_ID)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    return app


def app_icon() -> QIcon:
    """The program's icon, drawn at each size of :data:`dealer_app.bundle.ICON_SIZES` (empty if
    ``resources/icons`` is missing: the window then has the system's default icon)."""
    icon = QIcon()
    for size, path in bundle.icon_files().items():
        if path.is_file():
            icon.addFile(str(path), QSize(size, size))  # decoded when first drawn at that size
    return icon


def build_window(
    settings: Settings,
    data_dir: Path | None = None,
    *,
    open_dialog: bool = True,
    journal: Journal | None = None,
    open_journal_later: Callable[[], Journal | None] | None = None,
) -> MainWindow:
    """The main window, for the caller to show.

    ``journal`` is the journal already open; or ``open_journal_later`` opens it once the first
    frame is out (it returns None when the journal cannot be opened, having told the dealer).
    Then, after the first frame: a table the journal kept unfinished comes back as it was, else
    the new-table dialog opens. A table comes back only from this data folder's journal, never
    from the settings (which keep preferences only): a new ``--data-dir`` starts a new table.
    """
    from dealer_app.ui.main_window import MainWindow

    app = application()
    app.setStyleSheet(style_sheet())
    i18n.install(settings.get("language"))
    window = MainWindow(settings=settings, data_dir=data_dir)
    window.journal = journal
    geometry = settings.get("geometry")
    if geometry:
        window.restoreGeometry(QByteArray(bytes.fromhex(geometry)))
    reopening = open_journal_later is not None or (
        journal is not None and journal.unfinished_table() is not None
    )
    if reopening:
        window.show_reopening()  # the journal says, after the first frame, what comes back
    if journal is not None and journal.notices:
        window.status.setText(" ".join(journal.notices))  # a damaged file was set aside

    def after_first_frame() -> None:
        if open_journal_later is not None:
            window.journal = open_journal_later()
            if window.journal is None:
                return  # refused: the dealer was told, and the program is ending
        open_table(window, settings, open_dialog=open_dialog, reopening=reopening)

    # The journal (sqlite3), the engine and the table's screen load once the first frame is out.
    window.first_painted.connect(lambda: QTimer.singleShot(0, after_first_frame))
    # The hand evaluators build their look-up tables on first use (a third of a second):
    # do it while the dealer looks at the window, not at the first showdown.
    QTimer.singleShot(300, warm_up)
    return window


def open_table(
    window: MainWindow, settings: Settings, *, open_dialog: bool = True, reopening: bool = False
) -> None:
    """Once the window shows (its journal open, if any): the table the journal kept unfinished,
    else the welcome page and the new-table dialog. ``reopening``: the window said "Opening
    the data folder…" meanwhile."""
    journal = window.journal
    if journal is not None and journal.notices:
        window.status.setText(" ".join(journal.notices))  # a damaged file was set aside
    if journal is not None and restore_from_journal(window, journal):
        return
    if reopening:
        window.show_welcome()
    if open_dialog:
        window.new_table_action.trigger()


def data_folder(data_dir: Path | None = None) -> Path:
    """``data_dir``, else the user's data folder for the app (QStandardPaths)."""
    if data_dir is not None:
        return data_dir
    from PySide6.QtCore import QStandardPaths

    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))


def restore_from_journal(window: MainWindow, journal: Journal) -> bool:
    """Bring back the table the journal kept unfinished, at its last accepted action."""
    from dealer_app.session.controller import HandController
    from dealer_app.session.recording import JournalRecorder
    from dealer_app.session.recovery import recover

    notices = list(journal.notices)
    table_id = journal.unfinished_table()
    recovered = recover(journal, table_id) if table_id is not None else None
    if recovered is not None and recovered.damaged:
        return rebuild_damaged_table(window, journal, recovered, notices)
    restored = recovered.hand if recovered is not None else None
    if table_id is None or restored is None:
        if notices:
            window.status.setText(" ".join(notices))
        return False
    recorder = JournalRecorder(journal, table_id)
    window.recorder = recorder
    if restored.table is not None:
        controller = HandController(
            table=restored.table,
            recorder=recorder,
            actions=restored.actions,
            rulings=restored.rulings,
        )
    else:
        controller = HandController(
            restored.setup,
            seats=restored.seats,
            recorder=recorder,
            actions=restored.actions,
            rulings=restored.rulings,
        )
    window.set_controller(controller)
    window.status.setText(" ".join([*notices, restored.describe()]))
    return True


def rebuild_damaged_table(
    window: MainWindow, journal: Journal, recovered: Recovered, notices: list[str]
) -> bool:
    """A table whose journal content is damaged: the file is set aside untouched, the table
    opened again in a copy of it as far as it could be read, and the status says what was
    found and what was kept (never a silent "No table is open.")."""
    from dealer_app.engine.errors import IllegalAction
    from dealer_app.session.recovery import rebuild
    from dealer_app.store import JournalError

    said = [*notices, *recovered.found]
    try:
        copy = journal.set_aside(f"table {recovered.table_id} holds damaged entries")
    except JournalError as error:
        window.show_welcome()
        window.status.setText(" ".join([*said, str(error)]))
        return True
    window.journal = copy
    said += copy.notices
    try:
        window.recorder, controller = rebuild(copy, recovered)
    except (JournalError, IllegalAction, KeyError, TypeError, ValueError) as error:
        window.recorder = None
        window.show_welcome()
        window.status.setText(
            " ".join([*said, f"The table cannot be opened again ({error}): open a new table."])
        )
        return True
    window.set_controller(controller)
    window.status.setText(" ".join(said))
    return True


def warm_up() -> None:
    from dealer_app.engine.cards import parse_known_cards
    from dealer_app.engine.evaluation import high, low8

    cards = parse_known_cards("As Kd 7c 5h 3s 2d 4c")
    high(cards)
    low8(cards)


def run(data_dir: Path | None = None, *, exit_when_shown: bool = False) -> int:
    """Open the dealer's window and run until it is closed (1: the journal could not be opened).

    Only the data folder's lock is taken before the window: a second copy on the same folder
    is refused there, having opened nothing. The journal opens after the first frame.
    """
    from dealer_app.store.errors import JournalError
    from dealer_app.store.lock import DataFolderLock

    app = application()
    settings = Settings()
    moved = settings.get("data_folder")  # the table moved there (Table > Move…), if still there
    folder = data_folder(data_dir or (Path(moved) if moved and Path(moved).is_dir() else None))
    try:
        lock = DataFolderLock.acquire(folder, create=True)
    except JournalError as refused:
        # A second copy on the same data folder opens nothing (the journal stays whole).
        tell_refusal(str(refused))
        return 1

    def open_with_lock() -> Journal | None:
        from dealer_app.store import Journal

        try:
            return Journal.open(folder, lock=lock)
        except JournalError as refused:  # e.g. no new journal file can be made in the folder
            tell_refusal(str(refused), parent=window)
            app.exit(1)  # nothing can be kept: the window must not take actions
            return None

    window_only = exit_when_shown or os.environ.get(bundle.EXIT_WHEN_SHOWN) == "1"
    window = build_window(
        settings, data_dir, open_dialog=not window_only, open_journal_later=open_with_lock
    )
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


def tell_refusal(sentence: str, parent: MainWindow | None = None) -> None:
    """Show the dealer why the journal cannot be opened (the program then ends)."""
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.critical(parent, APP_NAME, sentence)
