"""A journal file's outbox on a connection of its own, for the thread that sends it to the
room (:mod:`dealer_app.session.outbox`) while the window writes through the journal's own.

>>> import tempfile
>>> from pathlib import Path
>>> from dealer_app.store import open_journal
>>> folder = Path(tempfile.mkdtemp())
>>> with open_journal(folder) as journal:
...     table = journal.create_table({"game": "NT"})
...     _ = journal.append(table, "action", {"seat": 1})
...     outbox = open_outbox(journal.path)
...     [entry.id.seq for entry in outbox.unsent()]
...     outbox.acknowledged([outbox.unsent()[0].id])
...     outbox.unsent()
...     outbox.close()
[1]
[]
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Final

from dealer_app.messages import QT_TRANSLATE_NOOP, Message
from dealer_app.store.errors import JournalError
from dealer_app.store.sqlite.files import connect
from dealer_app.store.sqlite.streams import FileStreams, station_of
from dealer_app.store.streams import Entry


class FileOutbox(FileStreams):
    """:class:`FileStreams` on its own connection, closed with :meth:`close`."""

    def __init__(self, db: sqlite3.Connection, **streams: Any) -> None:
        super().__init__(**streams)
        self._db = db

    def close(self) -> None:
        self._db.close()


# What each journal file keeps its entries in: (prefix, table, owner, owners' table).
_KINDS: Final = {
    "table": ("table", "event", "table_id", "dealer_table"),
    "event": ("event", "action", "event_id", None),
}


def open_outbox(path: Path, kind: str = "table") -> FileOutbox:
    """The outbox of the journal file ``path`` on a connection of its own: what the sender's
    thread reads and marks while the window goes on writing through the journal's connection
    (WAL lets both). ``kind``: ``table`` (a dealer's journal) or ``event`` (the director's). It
    reads and acknowledges; it adds nothing (entries are the journal's to write)."""
    prefix, table, owner, owners = _KINDS[kind]
    db = connect(path)
    # The journal's own connection checkpoints the log, then notes the file as it left it
    # (FileWatch): a checkpoint made from here would look like another program's write.
    db.execute("PRAGMA wal_autocheckpoint = 0")

    def read(sql: str, parameters: tuple[object, ...]) -> sqlite3.Cursor:
        return db.execute(sql, parameters)

    @contextmanager
    def change(doing: Message) -> Iterator[sqlite3.Connection]:
        try:
            db.execute("BEGIN IMMEDIATE")
            yield db
            db.execute("COMMIT")
        except sqlite3.Error as error:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise JournalError(
                QT_TRANSLATE_NOOP("Messages", "The journal {file} cannot {doing}: {reason}."),
                file=path.name,
                doing=doing,
                reason=str(error),
            ) from error

    def add(owner_id: int, entry: Entry) -> bool:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages", "The outbox of {file} sends entries; the journal writes them."
            ),
            file=path.name,
        )

    return FileOutbox(
        db,
        station=station_of(db),
        prefix=prefix,
        table=table,
        owner=owner,
        read=read,
        change=change,
        add=add,
        file=path.name,
        owners=owners,
    )
