"""The journal file deleted, replaced, or its write-ahead log deleted while a window runs (a
sync tool, an antivirus, a careless user; issue 27): the journal notices it at the next write,
says so, and writes everything it had kept again into a new file, from what the window still
holds open; the change asked for is refused (nothing shown that is not kept) and goes through
when entered again."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from dealer_app.engine.tournament import Register, Setup
from dealer_app.engine.tournament import structure_named as structure
from dealer_app.session.tournament import EventSession
from dealer_app.store import JournalError, open_event_journal, open_journal
from dealer_app.store.streams import Entry, EntryId


def deleted(path: Path) -> None:
    path.unlink()


def replaced(path: Path) -> None:
    """Another file put in its place (a sync tool's older copy, renamed over it)."""
    other = path.with_name("other")
    shutil.copyfile(path, other)
    os.replace(other, path)
    Path(str(path) + "-wal").unlink(missing_ok=True)


def log_deleted(path: Path) -> None:
    Path(str(path) + "-wal").unlink()


WAYS = [deleted, replaced, log_deleted]


@pytest.mark.parametrize("lose", WAYS, ids=lambda way: way.__name__)
def test_the_table_journal_is_written_again_when_its_file_goes(
    tmp_path: Path, lose: Callable[[Path], None]
) -> None:
    journal = open_journal(tmp_path)
    try:
        table = journal.create_table({"game": "NT"})
        for amount in range(1, 16):
            journal.append(table, "action", {"amount": amount})
        journal.checkpoint(table, {"total": 120})
        kept = journal.events(table)
        lose(tmp_path / "journal.sqlite3")
        with pytest.raises(JournalError) as refused:
            journal.append(table, "action", {"amount": 16})
        said = str(refused.value)
        assert "while the table was open" in said and "enter it again" in said, said
        assert journal.events(table) == kept  # all of it, in the new file
        assert journal.append(table, "action", {"amount": 16}) == 16
        new = journal.path
        stranger = Entry(EntryId("another", journal.streams.stream_of(table), 1), "action", {}, 0)
        with pytest.raises(JournalError, match=f"The journal {new.name} keeps"):
            journal.streams.add(stranger)  # its streams are the new file's, said so
    finally:
        journal.close()
    with open_journal(tmp_path) as again:
        assert again.path == new
        assert [e.payload["amount"] for e in again.events(table)] == list(range(1, 17))
        assert again.restore(table).checkpoint is not None


@pytest.mark.parametrize("lose", WAYS, ids=lambda way: way.__name__)
def test_the_directors_journal_is_written_again_when_its_file_goes(
    tmp_path: Path, lose: Callable[[Path], None]
) -> None:
    journal = open_event_journal(tmp_path)
    try:
        session = EventSession.create(
            journal, Setup.of("Club", structure("turbo"), tables=7, max_field=60)
        )
        names = [f"P{number}" for number in range(54)]
        for name in names:
            session.act(Register(player=name))
        lose(tmp_path / "events.sqlite3")
        with pytest.raises(JournalError) as refused:
            session.act(Register(player="Late"))
        assert "while the event was open" in str(refused.value)
        assert [e.name for e in session.tournament.entries] == names  # nothing shown unkept
        session.act(Register(player="Late"))
        new = journal.path
        stream = journal.streams.stream_of(session.event_id)
        with pytest.raises(JournalError, match=f"The journal {new.name} keeps"):
            journal.streams.add(Entry(EntryId("another", stream, 1), "register", {}, 0))
    finally:
        journal.close()
    with open_event_journal(tmp_path) as again:
        assert again.path == new
        back = EventSession.restore(again)
        assert [e.name for e in back.tournament.entries] == [*names, "Late"]


def overwritten(path: Path) -> None:
    """Another file's bytes written into it in place (the same file, other content)."""
    with path.open("r+b") as file:
        file.write(b"\x00another program's bytes\xff" * 400)


def test_a_table_journal_overwritten_in_place_is_written_again_from_the_window(
    tmp_path: Path,
) -> None:
    """Its content cannot be read back from the file: the recorder writes the table again from
    what the window holds (settings, last checkpoint and every entry since)."""
    from dealer_app.engine.table import Table
    from dealer_app.engine.table_config import Stakes, TableConfig
    from dealer_app.session.controller import HandController
    from dealer_app.session.recording import JournalRecorder, restore

    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2)))
    for seat, name in ((1, "Anna"), (3, "Boris"), (5, "Chloe"), (7, "Dmitri")):
        table.sit_down(seat, name, 200)
    journal = open_journal(tmp_path)
    try:
        table_id = journal.create_table(table.config.to_json())
        controller = HandController(table=table, recorder=JournalRecorder(journal, table_id))
        assert controller.check_call() and controller.bet_raise(10)
        actions = list(controller.hand.actions)  # type: ignore[union-attr]
        overwritten(tmp_path / "journal.sqlite3")
        assert not controller.fold()  # refused: the journal says what happened
        said = controller.last_refusal
        assert "overwritten" in said and "enter it again" in said, said
        assert list(controller.hand.actions) == actions  # type: ignore[union-attr]
        assert controller.fold()
        actions = list(controller.hand.actions)  # type: ignore[union-attr]
        new = journal.path
    finally:
        journal.close()
    assert new.name == "journal-2.sqlite3"
    with open_journal(tmp_path) as again:
        assert again.path == new
        back = restore(again, again.unfinished_table() or 0)
        assert back is not None and list(back.actions) == actions
        assert back.seats == controller.seats


def test_a_directors_journal_overwritten_in_place_is_written_again_from_the_window(
    tmp_path: Path,
) -> None:
    journal = open_event_journal(tmp_path)
    try:
        session = EventSession.create(
            journal, Setup.of("Club", structure("turbo"), tables=2, max_field=18)
        )
        for name in ("Anna", "Boris", "Chloe"):
            session.act(Register(player=name))
        session.undo()
        overwritten(tmp_path / "events.sqlite3")
        with pytest.raises(JournalError) as refused:
            session.act(Register(player="Dmitri"))
        assert "overwritten" in str(refused.value)
        session.act(Register(player="Dmitri"))
        new = journal.path
    finally:
        journal.close()
    assert new.name == "events-2.sqlite3"
    with open_event_journal(tmp_path) as again:
        back = EventSession.restore(again)
        assert [e.name for e in back.tournament.entries] == ["Anna", "Boris", "Dmitri"]
