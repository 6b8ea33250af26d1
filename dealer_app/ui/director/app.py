"""Starting the director's window: ``python -m dealer_app director`` or the start page's button.

The director's events journal lives in the ``director`` folder of the data folder, locked so
that one director's window at a time writes it; the last unfinished event comes back.
"""

from __future__ import annotations

from pathlib import Path

from dealer_app.session.station import DirectorStation
from dealer_app.session.station import open_director as open_station
from dealer_app.store.errors import JournalError
from dealer_app.ui import i18n
from dealer_app.ui.director.window import DirectorWindow

DIRECTOR_FOLDER = "director"
_open_windows: list[tuple[DirectorWindow, DirectorStation]] = []


def director_folder(data_dir: Path | None = None) -> Path:
    from dealer_app.ui.runtime import data_folder

    return data_folder(data_dir) / DIRECTOR_FOLDER


def open_director(data_dir: Path | None = None) -> DirectorWindow:
    """The director's window on its journal, showing the last unfinished event (if any).
    Raises :class:`JournalError` when another director's window holds the folder."""
    station = open_station(director_folder(data_dir))  # assembled by the session, Qt-free
    window = DirectorWindow(station.journal, station.folder)
    window.restore()
    _open_windows.append((window, station))
    window.destroyed.connect(lambda *_: _forget(window))
    return window


def _forget(window: DirectorWindow) -> None:
    for entry in list(_open_windows):
        if entry[0] is window:
            _open_windows.remove(entry)
            entry[1].lock.release()  # the window closed its journal


def run(
    data_dir: Path | None = None,
    serve: int | None = None,
    address: str = "0.0.0.0",
    room: str | None = None,
) -> int:
    """Open the director's window and run until it is closed (1: its folder is taken, or the
    players' page cannot be served on ``address``:``serve``). ``room``: the room's URL
    (the director's role): the event is sent there and run from its tables."""
    from dealer_app.ui.runtime import application, style_sheet, tell_refusal
    from dealer_app.ui.settings import Settings

    app = application()
    app.setStyleSheet(style_sheet())
    i18n.install(Settings().get("language"))
    try:
        window = open_director(data_dir)
    except JournalError as refused:
        tell_refusal(refused)
        return 1
    if serve is not None and not window.display_station.serve(address, serve):
        tell_refusal(window.display_station.message.text())
        window.close()
        return 1
    if room:
        window.join_room(room)
    window.show()
    return app.exec()
