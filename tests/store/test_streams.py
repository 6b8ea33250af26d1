"""The streams protocol (``dealer_app.store.streams``) tried on every store that implements it.

Each test is written against the protocol only: the ``streams`` fixture gives a store under test
(a :class:`Harness`), parametrised over the implementations. SQLite (the dealer's table journal
and the director's events journal) for now; the room's PostgreSQL store joins the parameters
with a harness of its own, and every test here must then pass on it unchanged.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from dealer_app.store import JournalError, LocalStreams, open_event_journal, open_journal
from dealer_app.store.sqlite.events import EVENTS_FILE_NAME
from dealer_app.store.sqlite.files import JOURNAL_FILE_NAME
from dealer_app.store.streams import Entry, EntryId


@dataclass
class Harness:
    """A store under test: its streams, a way to get a new stream to write, and the store
    opened again (after a restart) or copied to another folder (another computer)."""

    streams: LocalStreams
    station: str
    new_stream: Callable[[], str]
    reopen: Callable[[], LocalStreams]
    copied: Callable[[Path], LocalStreams] | None  # None: a server, not a file (the room)

    def local(self) -> None:
        """Skip a test of what only a station's own file has: its outbox, a copy of the file."""
        if self.copied is None:
            pytest.skip("the room is the outbox's destination, not a file with an outbox")


def _table_journal(folder: Path) -> Iterator[Harness]:
    opened = [open_journal(folder)]

    def new_stream() -> str:
        return f"table/{opened[-1].create_table({'game': 'NT'})}"

    def reopen() -> LocalStreams:
        opened[-1].close()
        opened.append(open_journal(folder))
        return opened[-1].streams

    def copied(to: Path) -> LocalStreams:
        opened[-1].close()
        to.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(folder / JOURNAL_FILE_NAME, to / JOURNAL_FILE_NAME)
        opened.append(open_journal(to))
        return opened[-1].streams

    journal = opened[0]
    yield Harness(journal.streams, journal.station, new_stream, reopen, copied)
    for each in opened:
        each.close()


def _event_journal(folder: Path) -> Iterator[Harness]:
    opened = [open_event_journal(folder)]

    def new_stream() -> str:
        return f"event/{opened[-1].create_event({'name': 'Sunday'})}"

    def reopen() -> LocalStreams:
        opened[-1].close()
        opened.append(open_event_journal(folder))
        return opened[-1].streams

    def copied(to: Path) -> LocalStreams:
        opened[-1].close()
        to.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(folder / EVENTS_FILE_NAME, to / EVENTS_FILE_NAME)
        opened.append(open_event_journal(to))
        return opened[-1].streams

    journal = opened[0]
    yield Harness(journal.streams, journal.station, new_stream, reopen, copied)
    for each in opened:
        each.close()


def _room(request: pytest.FixtureRequest) -> Iterator[Harness]:
    """The room's streams on a real PostgreSQL (tests/room/fixtures.py), one station's role."""
    from dealer_app.store.room.store import RoomStore

    room = request.getfixturevalue("room")
    login = room.station("director", streams=("*",))
    opened = [RoomStore.open(login.url)]
    numbers = iter(range(1, 1_000))

    def reopen() -> LocalStreams:
        opened[-1].close()
        opened.append(RoomStore.open(login.url))
        return opened[-1]  # type: ignore[return-value]  # Streams only: no outbox

    harness = Harness(
        opened[0],  # type: ignore[arg-type]
        "station-under-test",
        lambda: f"table/{next(numbers)}",
        reopen,
        None,
    )
    yield harness
    for each in opened:
        each.close()


IMPLEMENTATIONS = {
    "sqlite-table-journal": lambda request, folder: _table_journal(folder),
    "sqlite-event-journal": lambda request, folder: _event_journal(folder),
    "postgresql-room": lambda request, folder: _room(request),
}


@pytest.fixture(params=sorted(IMPLEMENTATIONS))
def streams(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Harness]:
    yield from IMPLEMENTATIONS[request.param](request, tmp_path / "station")


def entry(
    station: str, stream: str, seq: int, at: int = 1_700_000_000_000, **payload: object
) -> Entry:
    return Entry(EntryId(station, stream, seq), "action", payload or {"n": seq}, at)


def test_add_then_read_gives_the_entries_in_order(streams: Harness) -> None:
    stream = streams.new_stream()
    for seq in (1, 2, 3):
        assert streams.streams.add(entry(streams.station, stream, seq, n=seq)) is True
    read = streams.streams.read(streams.station, stream)
    assert [e.id.seq for e in read] == [1, 2, 3]
    assert [e.payload for e in read] == [{"n": 1}, {"n": 2}, {"n": 3}]
    assert all(e.id.station == streams.station and e.id.stream == stream for e in read)
    assert streams.streams.last_seq(streams.station, stream) == 3


def test_read_after_gives_only_the_later_entries(streams: Harness) -> None:
    stream = streams.new_stream()
    for seq in (1, 2, 3, 4):
        streams.streams.add(entry(streams.station, stream, seq))
    assert [e.id.seq for e in streams.streams.read(streams.station, stream, after=2)] == [3, 4]
    assert streams.streams.read(streams.station, stream, after=4) == []


def test_a_new_stream_is_empty(streams: Harness) -> None:
    stream = streams.new_stream()
    assert streams.streams.last_seq(streams.station, stream) == 0
    assert streams.streams.read(streams.station, stream) == []


def test_adding_an_entry_already_stored_is_a_no_op(streams: Harness) -> None:
    stream = streams.new_stream()
    first = entry(streams.station, stream, 1, n=1)
    assert streams.streams.add(first) is True
    assert streams.streams.add(first) is False
    # The same identity is the same entry: a copy arriving again changes nothing.
    assert streams.streams.add(entry(streams.station, stream, 1, n=1)) is False
    assert [e.id.seq for e in streams.streams.read(streams.station, stream)] == [1]
    assert streams.streams.add(entry(streams.station, stream, 2)) is True


def test_a_gap_is_refused_and_nothing_is_kept(streams: Harness) -> None:
    stream = streams.new_stream()
    streams.streams.add(entry(streams.station, stream, 1))
    with pytest.raises(JournalError):
        streams.streams.add(entry(streams.station, stream, 3))
    with pytest.raises(JournalError):
        streams.streams.add(entry(streams.station, stream, 0))
    assert [e.id.seq for e in streams.streams.read(streams.station, stream)] == [1]
    assert streams.streams.last_seq(streams.station, stream) == 1


def test_streams_are_apart(streams: Harness) -> None:
    first, second = streams.new_stream(), streams.new_stream()
    streams.streams.add(entry(streams.station, first, 1))
    streams.streams.add(entry(streams.station, second, 1))
    streams.streams.add(entry(streams.station, first, 2))
    assert [e.id.seq for e in streams.streams.read(streams.station, first)] == [1, 2]
    assert [e.id.seq for e in streams.streams.read(streams.station, second)] == [1]


def test_the_time_is_stamped_once_by_the_first_writer(streams: Harness) -> None:
    stream = streams.new_stream()
    streams.streams.add(entry(streams.station, stream, 1, at=1_600_000_000_123))
    streams.streams.add(entry(streams.station, stream, 1, at=1_900_000_000_000))  # a copy, later
    again = streams.reopen()
    (read,) = again.read(streams.station, stream)
    assert read.at == 1_600_000_000_123


def test_the_identity_survives_a_copy_of_the_file(streams: Harness, tmp_path: Path) -> None:
    streams.local()
    stream = streams.new_stream()
    for seq in (1, 2):
        streams.streams.add(entry(streams.station, stream, seq, at=1_650_000_000_000 + seq))
    before = streams.streams.read(streams.station, stream)
    elsewhere = streams.copied(tmp_path / "another computer")
    after = elsewhere.read(streams.station, stream)
    assert after == before
    # The copy knows them as its own: sending them again there stores nothing twice.
    assert elsewhere.add(before[0]) is False
    assert [e.id for e in elsewhere.unsent()] == [e.id for e in before]


def test_the_outbox_gives_what_is_unacknowledged_in_the_order_written(streams: Harness) -> None:
    streams.local()
    first, second = streams.new_stream(), streams.new_stream()
    written = [
        entry(streams.station, first, 1),
        entry(streams.station, second, 1),
        entry(streams.station, first, 2),
        entry(streams.station, second, 2),
    ]
    for each in written:
        streams.streams.add(each)
    assert [e.id for e in streams.streams.unsent()] == [e.id for e in written]
    assert [e.id for e in streams.streams.unsent(limit=2)] == [e.id for e in written[:2]]


def test_acknowledged_entries_leave_the_outbox_across_a_restart_and_stay_stored(
    streams: Harness,
) -> None:
    streams.local()
    first, second = streams.new_stream(), streams.new_stream()
    for each in (
        entry(streams.station, first, 1),
        entry(streams.station, second, 1),
        entry(streams.station, first, 2),
    ):
        streams.streams.add(each)
    streams.streams.acknowledged([EntryId(streams.station, first, 1)])
    again = streams.reopen()
    assert [e.id for e in again.unsent()] == [
        EntryId(streams.station, second, 1),
        EntryId(streams.station, first, 2),
    ]
    again.acknowledged([EntryId(streams.station, second, 1), EntryId(streams.station, first, 2)])
    assert again.unsent() == []
    # Nothing is deleted: the acknowledged entries are all still read.
    assert [e.id.seq for e in again.read(streams.station, first)] == [1, 2]
    assert [e.id.seq for e in again.read(streams.station, second)] == [1]
    assert again.add(entry(streams.station, first, 3)) is True
    assert [e.id for e in again.unsent()] == [EntryId(streams.station, first, 3)]


def test_another_entry_under_a_stored_identity_is_refused(streams: Harness) -> None:
    """Two writers cannot both add entry 1: the second, with other content, is refused loudly
    (the same content again is a copy, a no-op), and the stored one stays."""
    stream = streams.new_stream()
    streams.streams.add(entry(streams.station, stream, 1, n=1))
    with pytest.raises(JournalError):
        streams.streams.add(entry(streams.station, stream, 1, n=2))
    assert [e.payload for e in streams.streams.read(streams.station, stream)] == [{"n": 1}]
