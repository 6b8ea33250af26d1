"""The room followed live for one exam: a :class:`~dealer_app.store.room.store.RoomFollower` in a
thread of its own (LISTEN/NOTIFY, no polling) that says in the window's thread when the exam's
stream moved; the window then reads the exam again."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLineEdit

from dealer_app.store.streams import Entry


class ExamFollower(QObject):
    """Emits :attr:`moved` (in the window's thread, queued) whenever the exam's stream gets an
    entry this station may read; :meth:`stop` before the window goes."""

    moved = Signal()

    def __init__(self, url: str, stream: str, parent: QObject | None = None) -> None:
        from dealer_app.store.room.store import RoomFollower  # psycopg only when a room is used

        super().__init__(parent)
        self.stream = stream
        self._follower = RoomFollower(url, self._on_entries, prefix=stream)
        self._thread = threading.Thread(
            target=self._follower.follow, name=f"follow {stream}", daemon=True
        )
        self._thread.start()

    def _on_entries(self, entries: list[Entry]) -> None:
        if entries and entries[0].id.stream == self.stream:
            self.moved.emit()

    def stop(self) -> None:
        self._follower.stop()
        self._thread.join(timeout=3)


def hide_password(edit: QLineEdit) -> None:
    """A room's address holds the station's password: once used, it is shown masked again
    (its field echoes it only while it is typed)."""
    edit.setEchoMode(QLineEdit.EchoMode.Normal)
    edit.setEchoMode(QLineEdit.EchoMode.PasswordEchoOnEdit)
