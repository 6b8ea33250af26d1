"""The data folder's table brought back into the dealer's window.

What comes back, and how (as the journal kept it, or rebuilt in a copy of the journal when its
entries are damaged), is the session's to say (:func:`dealer_app.session.station.reopen_table`,
Qt-free); here the window only shows the station it gets and the sentences that go with it. The
window is named by what this module needs of it (:class:`ShowsTables`), so the dealer's window
imports this module and this module imports no window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from dealer_app.ui import messages

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel

    from dealer_app.session.controller import Recorder
    from dealer_app.session.station import Said, TableStation
    from dealer_app.store import Journal


class ShowsTables(Protocol):
    """What a window showing a table offers (the dealer's window)."""

    journal: Journal | None
    recorder: Recorder | None
    status: QLabel

    def show_station(self, station: TableStation) -> None: ...

    def show_welcome(self, text: str = "", *, button: bool = True) -> None: ...


def restore_from_journal(window: ShowsTables, journal: Journal) -> bool:
    """Bring back the table the journal kept unfinished, at its last accepted action; False
    when the journal holds none (the window then offers a new table)."""
    from dealer_app.session.station import reopen_table

    reopened = reopen_table(journal)
    window.journal = reopened.journal
    if reopened.station is not None:
        window.show_station(reopened.station)
    elif reopened.reopened:  # kept, but it cannot be opened again: the status says why
        window.recorder = None
        window.show_welcome()
    if reopened.said:
        window.status.setText(said(reopened.said))
    return reopened.reopened


def said(sentences: tuple[Said, ...] | list[Said]) -> str:
    """The sentences one after another, in the dealer's language."""
    return " ".join(messages.text(sentence) for sentence in sentences)
