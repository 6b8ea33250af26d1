"""Starting the window: the application object, style, language, settings, the data folder's table.

The first frame comes first. Before it, the data folder is only locked (a light module, no
``sqlite3``): a second copy on the same folder stops there, says so and opens nothing. The journal
is opened with that lock once the frame is out, and then the table comes back (or the dialog
opens); nothing the dealer can reach in the window needs the journal before then.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QTimer

from dealer_app import bundle
from dealer_app.ui import i18n, messages
from dealer_app.ui.dealer.restore import restore_from_journal
from dealer_app.ui.runtime import (
    application,
    data_folder,
    mark_first_paint,
    style_sheet,
    tell_refusal,
)
from dealer_app.ui.settings import Settings

if TYPE_CHECKING:
    from dealer_app.store import Journal
    from dealer_app.ui.dealer.main_window import MainWindow


def build_window(
    settings: Settings,
    data_dir: Path | None = None,
    *,
    open_dialog: bool = True,
    journal: Journal | None = None,
    open_journal_later: Callable[[], Journal | None] | None = None,
    room: str = "",
) -> MainWindow:
    """The main window, for the caller to show.

    ``journal`` is the journal already open; or ``open_journal_later`` opens it once the first
    frame is out (it returns None when the journal cannot be opened, having told the dealer).
    Then, after the first frame: a table the journal kept unfinished comes back as it was, else
    the new-table dialog opens. A table comes back only from this data folder's journal, never
    from the settings (which keep preferences only): a new ``--data-dir`` starts a new table.
    ``room``: the room's URL the journal's entries are sent to once it is open ("" none).
    """
    from dealer_app.ui.dealer.main_window import MainWindow

    app = application()
    app.setStyleSheet(style_sheet())
    i18n.install(settings.get("language"))
    window = MainWindow(settings=settings, data_dir=data_dir)
    window.journal = journal
    if room and journal is not None:
        window.join_room(room)
    geometry = settings.get("geometry")
    if geometry:
        window.restoreGeometry(QByteArray(bytes.fromhex(geometry)))
    reopening = open_journal_later is not None or (
        journal is not None and journal.unfinished_table() is not None
    )
    if reopening:
        window.show_reopening()  # the journal says, after the first frame, what comes back
    if journal is not None and journal.notices:
        window.status.setText(" ".join(map(messages.text, journal.notices)))  # a file set aside

    def after_first_frame() -> None:
        if open_journal_later is not None:
            window.journal = open_journal_later()
            if window.journal is None:
                return  # refused: the dealer was told, and the program is ending
        if room:
            window.join_room(room)
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
        window.status.setText(" ".join(map(messages.text, journal.notices)))  # a file set aside
    if journal is not None and restore_from_journal(window, journal):
        return
    if reopening:
        window.show_welcome()
    if open_dialog:
        window.new_table_action.trigger()


def warm_up() -> None:
    from dealer_app.engine.cards import parse_known_cards
    from dealer_app.engine.evaluation import high, low8

    cards = parse_known_cards("As Kd 7c 5h 3s 2d 4c")
    high(cards)
    low8(cards)


def remember_room(settings: Settings, room: str | None) -> str:
    """The room's URL this start uses: ``room`` (``--room``) kept in the settings for the next
    starts ("" forgets it), else the one the settings keep ("" none)."""
    if room is not None:
        settings.set("room", room.strip())
        settings.sync()
    return str(settings.get("room"))


def run(
    data_dir: Path | None = None, *, exit_when_shown: bool = False, room: str | None = None
) -> int:
    """Open the dealer's window and run until it is closed (1: the journal could not be opened).

    ``room``: the room's URL (``--room``), kept in the settings for the next starts ("" forgets
    it); None: the one the settings keep, if any.

    Only the data folder's lock is taken before the window: a second copy on the same folder
    is refused there, having opened nothing. The journal opens after the first frame.
    """
    from dealer_app.store.errors import JournalError
    from dealer_app.store.lock import DataFolderLock

    app = application()
    settings = Settings()
    room_url = remember_room(settings, room)
    moved = settings.get("data_folder")  # the table moved there (Table > Move…), if still there
    folder = data_folder(data_dir or (Path(moved) if moved and Path(moved).is_dir() else None))
    try:
        lock = DataFolderLock.acquire(folder, create=True)
    except JournalError as refused:
        # A second copy on the same data folder opens nothing (the journal stays whole).
        tell_refusal(refused)
        return 1

    def open_with_lock() -> Journal | None:
        from dealer_app.store import open_journal

        try:
            return open_journal(folder, lock=lock)
        except JournalError as refused:  # e.g. no new journal file can be made in the folder
            tell_refusal(refused, parent=window)
            app.exit(1)  # nothing can be kept: the window must not take actions
            return None

    window_only = exit_when_shown or os.environ.get(bundle.EXIT_WHEN_SHOWN) == "1"
    window = build_window(
        settings,
        data_dir,
        open_dialog=not window_only,
        open_journal_later=open_with_lock,
        room=room_url,
    )
    mark_first_paint(window)  # bench/exe.py: mark the first paint, then quit
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
