"""A damaged director's journal never stops the director from starting (issue 27): the file is
kept as it was found, the director is told, and what can be read is brought back, as the
dealer's journal is. A foreign database is never written into."""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dealer_app.engine.tournament import Register, Setup
from dealer_app.engine.tournament import structure_named as structure
from dealer_app.session.tournament import EventSession
from dealer_app.store import open_event_journal
from dealer_app.store.sqlite.events import EVENTS_FILE_NAME

NAMES = ("Anna", "Boris", "Chloe", "Dmitri", "Elena", "Fatima")


class Ticks:
    def __init__(self) -> None:
        self.now = 1_000_000

    def __call__(self) -> float:
        self.now += 1
        return self.now


def an_event(folder: Path) -> Path:
    """A journal with one event of six registrations; its path."""
    with open_event_journal(folder) as journal:
        session = EventSession.create(
            journal, Setup.of("Club", structure("turbo"), tables=2, max_field=18), clock=Ticks()
        )
        for name in NAMES:
            session.act(Register(player=name))
    return folder / EVENTS_FILE_NAME


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# -- files that are not a usable journal -------------------------------------------------------


def garbage(folder: Path) -> None:
    (folder / EVENTS_FILE_NAME).write_bytes(b"\x00garbage\xff" * 500)


def another_programs_database(folder: Path) -> None:
    db = sqlite3.connect(folder / EVENTS_FILE_NAME)
    db.execute("CREATE TABLE recipes (name TEXT)")
    db.execute("INSERT INTO recipes VALUES ('soup')")
    db.commit()
    db.close()


def a_newer_format(folder: Path) -> None:
    path = an_event(folder)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()


def cut_inside_the_header(folder: Path) -> None:
    path = an_event(folder)
    path.write_bytes(path.read_bytes()[:60])


@pytest.mark.parametrize(
    ("make", "said"),
    [
        (garbage, "it is not an SQLite database"),
        (another_programs_database, "another program's SQLite database"),
        (a_newer_format, "newer version of the dealer assistant"),
        (cut_inside_the_header, "damaged (cut short)"),
    ],
)
def test_an_unusable_file_is_kept_said_and_a_new_journal_started(
    tmp_path: Path, make: Callable[[Path], None], said: str
) -> None:
    make(tmp_path)
    before = digest(tmp_path / EVENTS_FILE_NAME)
    with open_event_journal(tmp_path) as journal:
        assert journal.path.name == "events-2.sqlite3"
        notices = " ".join(map(str, journal.notices))
        assert f"The file {EVENTS_FILE_NAME}" in notices and said in notices, notices
        assert "It is kept as it is." in notices
        number = journal.create_event({"name": "Next"})
        journal.append(number, {"kind": "pause", "at": 0})
    assert digest(tmp_path / EVENTS_FILE_NAME) == before  # never written into
    with open_event_journal(tmp_path) as journal:  # the next start goes on in the new file
        assert journal.path.name == "events-2.sqlite3" and journal.unfinished_event() == number


def test_a_damaged_page_is_read_around_into_a_new_journal(tmp_path: Path) -> None:
    path = an_event(tmp_path)
    with open_event_journal(tmp_path) as journal:  # entries enough for a dozen pages
        for number in range(200):
            journal.append(1, {"kind": "note", "text": f"{number} " + "x" * 200})
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    assert len(data) >= 8 * page
    data[3 * page : 5 * page] = bytes(range(256)) * (2 * page // 256)
    path.write_bytes(bytes(data))
    before = digest(path)
    with open_event_journal(tmp_path) as journal:
        assert journal.path.name == "events-2.sqlite3"
        notices = " ".join(map(str, journal.notices))
        assert "damaged" in notices and "Read back from events.sqlite3" in notices, notices
        assert journal.event_list()[0][1] == "Club"
    assert digest(path) == before


# -- rows that cannot be read ------------------------------------------------------------------


def _damage_row(path: Path, seq: int, payload: str) -> None:
    db = sqlite3.connect(path)
    db.execute("UPDATE action SET payload = ? WHERE seq = ?", (payload, seq))
    db.commit()
    db.close()


@pytest.mark.parametrize(
    "payload",
    ['{"kind": "register", "play', "[1, 2, 3]", "[" * 100_000 + "]" * 100_000],
    ids=["bad JSON", "not an object", "deep JSON"],
)
def test_a_damaged_row_brings_the_event_back_to_the_row_before_it(
    tmp_path: Path, payload: str
) -> None:
    path = an_event(tmp_path)
    _damage_row(path, 4, payload)
    with open_event_journal(tmp_path) as journal:
        session = EventSession.restore(journal, clock=Ticks())
        assert [e.name for e in session.tournament.entries] == ["Anna", "Boris", "Chloe"]
        said = " ".join(map(str, session.found))
        assert "Entry 4 of event 1" in said and "cannot be read" in said, said
        assert "up to its last sound entry" in said
        # The damaged event's rows are kept as they are; the event goes on as a new one.
        assert session.event_id != 1 and journal.unfinished_event() == session.event_id
        (row,) = (
            sqlite3.connect(path)
            .execute("SELECT payload FROM action WHERE event_id = 1 AND seq = 4")
            .fetchone()
        )
        assert row == payload
        session.act(Register(player="Late"))
    with open_event_journal(tmp_path) as journal:
        back = EventSession.restore(journal, clock=Ticks())
        assert [e.name for e in back.tournament.entries] == ["Anna", "Boris", "Chloe", "Late"]
        assert back.found == ()


def test_an_action_the_event_refuses_is_left_out_like_a_damaged_row(tmp_path: Path) -> None:
    path = an_event(tmp_path)
    _damage_row(path, 2, '{"kind": "bust", "table": 9, "players": ["Nobody"], "at": 5}')
    with open_event_journal(tmp_path) as journal:
        session = EventSession.restore(journal, clock=Ticks())
        assert [e.name for e in session.tournament.entries] == ["Anna"]
        assert "Entry 2 of event 1 (bust) cannot be replayed" in " ".join(map(str, session.found))


# -- the director's window starts all the same ------------------------------------------------


def test_the_directors_window_starts_on_an_unusable_journal_and_says_so(
    qtbot: Any, tmp_path: Path
) -> None:
    from dealer_app.ui.director.window import DirectorWindow

    another_programs_database(tmp_path)
    before = digest(tmp_path / EVENTS_FILE_NAME)
    window = DirectorWindow(open_event_journal(tmp_path), tmp_path, now=Ticks())
    qtbot.addWidget(window)
    assert not window.restore()  # nothing to reopen, and nothing stopped
    assert "cannot be used as the events journal" in window.error.text()
    assert "another program's SQLite database" in window.error.text()
    window.journal.close()
    assert digest(tmp_path / EVENTS_FILE_NAME) == before


def test_the_directors_window_reopens_an_event_with_a_damaged_row_and_says_so(
    qtbot: Any, tmp_path: Path
) -> None:
    from dealer_app.ui.director.window import DirectorWindow

    _damage_row(an_event(tmp_path), 5, "[" * 100_000 + "]" * 100_000)
    window = DirectorWindow(open_event_journal(tmp_path), tmp_path, now=Ticks())
    qtbot.addWidget(window)
    assert window.restore()
    assert window.session is not None and window.session.tournament.players_left == 4
    assert "Event 1 goes on as event 2" in window.error.text()
    window.journal.close()


def test_a_journal_of_the_first_version_opens_upgraded(tmp_path: Path) -> None:
    """events.sqlite3 as the first version wrote it (no format number, no id of its own)."""
    import json

    db = sqlite3.connect(tmp_path / EVENTS_FILE_NAME)
    db.executescript(
        """
        CREATE TABLE IF NOT EXISTS event (
            id INTEGER PRIMARY KEY, setup TEXT NOT NULL, created INTEGER NOT NULL,
            closed INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE IF NOT EXISTS action (
            event_id INTEGER NOT NULL REFERENCES event(id), seq INTEGER NOT NULL,
            payload TEXT NOT NULL, PRIMARY KEY (event_id, seq)
        );
        """
    )
    setup = Setup.of("Old", structure("turbo"), tables=2, max_field=18).to_json()
    db.execute(
        "INSERT INTO event (id, setup, created) VALUES (1, ?, 1700000000)", (json.dumps(setup),)
    )
    for seq, name in enumerate(("Anna", "Boris"), start=1):
        payload = Register(player=name, at=1_000_000 + seq).to_json()
        db.execute("INSERT INTO action VALUES (1, ?, ?)", (seq, json.dumps(payload)))
    db.commit()
    db.close()
    with open_event_journal(tmp_path) as journal:
        assert journal.path.name == EVENTS_FILE_NAME and journal.notices == ()
        back = EventSession.restore(journal)
        assert [e.name for e in back.tournament.entries] == ["Anna", "Boris"]
        entries = journal.entries(1)
        assert [e.at for e in entries] == [1_700_000_000_000] * 2  # the event's creation time
        assert [e.id.seq for e in journal.streams.unsent()] == [1, 2]
        back.act(Register(player="Chloe"))
    with open_event_journal(tmp_path) as journal:
        assert [e.name for e in EventSession.restore(journal).tournament.entries] == [
            "Anna",
            "Boris",
            "Chloe",
        ]
