"""The journal's own behaviour: tables, events, checkpoints, restore, hands, append-only."""

from __future__ import annotations

import doctest
import sqlite3
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_app.store import (
    JOURNAL_FILE_NAME,
    SCHEMA_VERSION,
    Journal,
    JournalError,
    open_journal,
)
from dealer_app.store import lock as lock_module
from dealer_app.store.sqlite import files as journal_module

SETTINGS = {"game": "NT", "blinds": [100, 200], "ruleset": "tda", "chip_unit": 25}


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    with open_journal(tmp_path / "data") as opened:
        yield opened


def play_hand(journal: Journal, table: int, hand_no: int, actions: int = 3) -> int:
    """Append a small hand and record it; returns its first sequence number."""
    first = journal.append(table, "hand-start", {"hand": hand_no})
    for i in range(actions):
        journal.append(table, "action", {"actor": i % 3 + 1, "action": "cbr", "amount": 200})
    journal.append(table, "hand-end", {"hand": hand_no})
    journal.record_hand(
        table,
        hand_no,
        {"game": "NT", "pots": [600], "winners": [1]},
        {"setup": {"stacks": [1000, 1000, 1000]}, "actions": ["p1 cbr 200"] * actions},
        first_seq=first,
    )
    return first


def test_open_creates_the_folder_and_a_journal_in_wal_mode(tmp_path: Path) -> None:
    folder = tmp_path / "deep" / "data"
    with open_journal(folder) as journal:
        assert journal.path == folder / JOURNAL_FILE_NAME
        assert journal.notices == ()
        assert journal.is_open
    db = sqlite3.connect(folder / JOURNAL_FILE_NAME)
    assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert db.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    assert db.execute("PRAGMA application_id").fetchone() == (journal_module.APPLICATION_ID,)
    db.close()
    assert not journal.is_open
    # Nothing but the journal and the lock: no half-built file left behind.
    assert sorted(p.name for p in folder.iterdir()) == ["journal.lock", JOURNAL_FILE_NAME]


def test_every_connection_flushes_each_commit_to_the_disk(journal: Journal) -> None:
    db = journal._connection()
    assert db.execute("PRAGMA synchronous").fetchone() == (2,)  # FULL
    assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert db.execute("PRAGMA foreign_keys").fetchone() == (1,)


def test_an_append_is_committed_when_it_returns(journal: Journal) -> None:
    table = journal.create_table(SETTINGS)
    seq = journal.append(table, "action", {"actor": 3, "action": "cbr", "amount": 1200})
    # Another connection sees it at once: it is committed, not waiting in a transaction.
    other = sqlite3.connect(journal.path)
    row = other.execute("SELECT kind, payload FROM event WHERE seq = ?", (seq,)).fetchone()
    other.close()
    assert row == ("action", '{"actor":3,"action":"cbr","amount":1200}')


def test_tables_unfinished_and_closed(journal: Journal) -> None:
    assert journal.unfinished_table() is None
    first = journal.create_table(SETTINGS)
    second = journal.create_table({**SETTINGS, "game": "PO"})
    assert journal.unfinished_table() == second
    journal.close_table(second)
    journal.close_table(second)  # twice is harmless
    assert journal.unfinished_table() == first
    journal.close_table(first)
    assert journal.unfinished_table() is None
    records = journal.tables()
    assert [r.table_id for r in records] == [first, second]
    assert records[1].settings["game"] == "PO"
    assert all(r.is_closed for r in records)
    assert records[0].closed_at is not None and records[0].opened_at <= records[0].closed_at


def test_a_closed_table_takes_no_more_changes(journal: Journal) -> None:
    table = journal.create_table(SETTINGS)
    journal.append(table, "seat", {"seat": 1, "name": "Ann", "stack": 1000})
    journal.close_table(table)
    with pytest.raises(JournalError, match=f"Table {table} is closed"):
        journal.append(table, "chips", {"seat": 1, "amount": 500})
    with pytest.raises(JournalError, match="is closed"):
        journal.checkpoint(table, {"stacks": [1000]})
    # Still readable for the hand-history browser.
    assert [e.kind for e in journal.restore(table).events] == ["seat"]


def test_a_closed_table_stays_closed_after_reopening(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table = journal.create_table(SETTINGS)
        journal.close_table(table)
    with open_journal(tmp_path) as journal, pytest.raises(JournalError, match="is closed"):
        journal.append(table, "action", {})


def test_unknown_table_is_refused_with_a_sentence(journal: Journal) -> None:
    for call in (
        lambda: journal.append(7, "action", {}),
        lambda: journal.restore(7),
        lambda: journal.checkpoint(7, {}),
        lambda: journal.close_table(7),
        lambda: journal.hands(7),
        lambda: journal.events(7),
    ):
        with pytest.raises(JournalError, match=r"^There is no table 7 in this journal\.$"):
            call()


def test_sequence_numbers_count_per_table_and_events_come_back_in_order(
    journal: Journal,
) -> None:
    one = journal.create_table(SETTINGS)
    two = journal.create_table(SETTINGS)
    assert [journal.append(one, "action", {"n": n}) for n in range(3)] == [1, 2, 3]
    assert journal.append(two, "seat", {"seat": 2}) == 1
    assert journal.append(one, "undo", {}) == 4
    assert [(e.seq, e.kind) for e in journal.events(one)] == [
        (1, "action"),
        (2, "action"),
        (3, "action"),
        (4, "undo"),
    ]
    assert [e.seq for e in journal.events(one, after_seq=2)] == [3, 4]
    assert journal.last_seq(one) == 4 and journal.last_seq(two) == 1


def test_restore_without_checkpoint_gives_settings_and_every_event(journal: Journal) -> None:
    table = journal.create_table(SETTINGS)
    journal.append(table, "seat", {"seat": 1, "name": "Ann", "stack": 1000})
    restored = journal.restore(table)
    assert restored.settings == SETTINGS
    assert restored.checkpoint is None
    assert [e.payload for e in restored.events] == [{"seat": 1, "name": "Ann", "stack": 1000}]
    assert restored.last_seq == 1


def test_restore_gives_the_latest_checkpoint_and_the_events_after_it(journal: Journal) -> None:
    table = journal.create_table(SETTINGS)
    journal.append(table, "seat", {"seat": 1})
    assert journal.checkpoint(table, {"hands": 0}) == 1
    play_hand(journal, table, 1)
    journal.checkpoint(table, {"hands": 1})
    journal.append(table, "level", {"level": 2})
    journal.append(table, "hand-start", {"hand": 2})
    restored = journal.restore(table)
    assert restored.checkpoint is not None
    assert restored.checkpoint.state == {"hands": 1}
    assert restored.checkpoint.after_seq == 6
    assert [(e.seq, e.kind) for e in restored.events] == [(7, "level"), (8, "hand-start")]
    assert restored.last_seq == 8


def test_a_checkpoint_keeps_every_entry_of_a_recorded_hand(journal: Journal) -> None:
    table = journal.create_table(SETTINGS)
    journal.append(table, "seat", {"seat": 1})
    first = play_hand(journal, table, 1)
    before = journal.events(table)
    assert len(before) == 6
    journal.checkpoint(table, {"hands": 1})
    # Append-only: the checkpoint is where a restore starts, every entry stays.
    assert journal.events(table) == before
    assert journal.restore(table).events == ()
    assert journal.hands(table)[0].first_seq == first
    assert journal.hand_history(table, 1)["actions"] == ["p1 cbr 200"] * 3
    stream = journal.streams.read(journal.station, f"table/{table}")
    assert [e.id.seq for e in stream] == [1, 2, 3, 4, 5, 6]


def test_a_hand_recorded_after_its_checkpoint_keeps_its_entries(journal: Journal) -> None:
    table = journal.create_table(SETTINGS)
    first = journal.append(table, "hand-start", {"hand": 1})
    journal.append(table, "action", {"actor": 1, "action": "f"})
    journal.append(table, "hand-end", {"hand": 1})
    journal.checkpoint(table, {"hands": 1})
    journal.record_hand(table, 1, {"winners": [2]}, {"actions": ["p1 f"]}, first_seq=first)
    assert [e.kind for e in journal.events(table)] == ["hand-start", "action", "hand-end"]


def test_sequence_numbers_come_from_the_file(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table = journal.create_table(SETTINGS)
        play_hand(journal, table, 1)
        journal.checkpoint(table, {"hands": 1})
    with open_journal(tmp_path) as journal:  # the counter comes from the file, not memory
        assert journal.last_seq(table) == 5
        assert journal.append(table, "hand-start", {"hand": 2}) == 6


def test_a_format_1_journal_opens_upgraded_with_its_entries_and_their_gaps(
    tmp_path: Path,
) -> None:
    """A journal of the first format (before identities; its finished hands compacted away)
    opens: every entry it kept keeps its place, the table continues after its checkpoint,
    and the file gets a station and an outbox."""
    path = tmp_path / JOURNAL_FILE_NAME
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    journal_module._create_format_1(db)
    db.execute("PRAGMA user_version = 1")
    db.execute('INSERT INTO dealer_table VALUES (1, \'{"game": "NT"}\', 1000, NULL)')
    db.execute("INSERT INTO event VALUES (1, 1, 'seat', '{\"seat\": 1}', 1001)")
    db.execute("INSERT INTO event VALUES (1, 7, 'chips', '{\"seat\": 1}', 1007)")  # 2-6 compacted
    db.execute("INSERT INTO checkpoint VALUES (1, 9, '{\"hands\": 1}', 1009)")
    db.close()
    with open_journal(tmp_path) as journal:
        assert journal.notices == ()
        assert journal._connection().execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        assert [(e.seq, e.kind) for e in journal.events(1)] == [(1, "seat"), (7, "chips")]
        assert journal.append(1, "hand-start", {}) == 10
        station = journal.station
        assert len(station) == 32
        assert [(e.id.seq, e.at) for e in journal.streams.unsent()] == [
            (1, 1001),
            (7, 1007),
            (10, journal.streams.read(station, "table/1", after=9)[0].at),
        ]
    with open_journal(tmp_path) as journal:
        assert journal.station == station  # made once, kept in the file


def test_one_checkpoint_per_table_is_kept(journal: Journal) -> None:
    table = journal.create_table(SETTINGS)
    for hand_no in range(1, 6):
        play_hand(journal, table, hand_no)
        journal.checkpoint(table, {"hands": hand_no})
    (count,) = journal._connection().execute("SELECT count(*) FROM checkpoint").fetchone()
    assert count == 1
    restored = journal.restore(table)
    assert restored.checkpoint is not None and restored.checkpoint.state == {"hands": 5}
    assert restored.events == ()


def test_hands_are_listed_with_summaries_and_histories_load_one_by_one(
    journal: Journal,
) -> None:
    table = journal.create_table(SETTINGS)
    for hand_no in (1, 2, 3):
        play_hand(journal, table, hand_no, actions=hand_no)
    listed = journal.hands(table)
    assert [h.hand_no for h in listed] == [1, 2, 3]
    assert listed[0].summary == {"game": "NT", "pots": [600], "winners": [1]}
    assert [(h.first_seq, h.last_seq) for h in listed] == [(1, 3), (4, 7), (8, 12)]
    assert len(journal.hand_history(table, 3)["actions"]) == 3
    with pytest.raises(JournalError, match="has no recorded hand 9"):
        journal.hand_history(table, 9)


def test_hands_can_be_listed_a_page_at_a_time(journal: Journal) -> None:
    table = journal.create_table(SETTINGS)
    for hand_no in range(1, 8):
        play_hand(journal, table, hand_no, actions=0)
    assert [h.hand_no for h in journal.hands(table, limit=3)] == [1, 2, 3]
    assert [h.hand_no for h in journal.hands(table, after_hand=3, limit=3)] == [4, 5, 6]
    assert [h.hand_no for h in journal.hands(table, after_hand=6)] == [7]


def test_recording_a_hand_again_replaces_it(journal: Journal) -> None:
    table = journal.create_table(SETTINGS)
    first = play_hand(journal, table, 1)
    journal.record_hand(table, 1, {"winners": [2]}, {"actions": []}, first_seq=first)
    assert [h.summary for h in journal.hands(table)] == [{"winners": [2]}]
    assert journal.hand_history(table, 1) == {"actions": []}


def test_record_hand_refuses_a_span_outside_the_table(journal: Journal) -> None:
    table = journal.create_table(SETTINGS)
    journal.append(table, "hand-start", {})
    with pytest.raises(JournalError, match="cannot start at entry 2"):
        journal.record_hand(table, 1, {}, {}, first_seq=2)
    with pytest.raises(JournalError, match="whole number"):
        journal.record_hand(table, -1, {}, {}, first_seq=1)


@pytest.mark.parametrize(
    ("payload", "words"),
    [
        ({3: 100}, "its key 3 is not text"),
        ({"cards": {"As", "Kd"}}, "at /cards is not plain data"),
        ({"pot": float("nan")}, "nan at /pot"),
        ({"seats": [{"stack": object()}]}, "at /seats/0/stack"),
    ],
)
def test_what_json_would_change_is_refused_and_nothing_is_written(
    journal: Journal, payload: dict[Any, Any], words: str
) -> None:
    table = journal.create_table(SETTINGS)
    with pytest.raises(JournalError, match=words):
        journal.append(table, "action", payload)
    assert journal.events(table) == []
    assert journal.append(table, "action", {}) == 1  # no sequence number was used up


def test_tuples_and_text_come_back_as_json_gives_them(journal: Journal) -> None:
    table = journal.create_table(SETTINGS)
    journal.append(table, "action", {"cards": ("As", "K♦"), "ok": True, "none": None, "x": 0.5})
    assert journal.events(table)[0].payload == {
        "cards": ["As", "K♦"],
        "ok": True,
        "none": None,
        "x": 0.5,
    }


def test_any_mapping_is_kept_as_a_json_object(journal: Journal) -> None:
    from types import MappingProxyType

    table = journal.create_table(MappingProxyType({"game": "NT"}))
    journal.append(table, "seat", MappingProxyType({"seat": MappingProxyType({"no": 1})}))
    assert journal.restore(table).settings == {"game": "NT"}
    assert journal.events(table)[0].payload == {"seat": {"no": 1}}


def test_an_entry_needs_a_kind_and_a_mapping(journal: Journal) -> None:
    table = journal.create_table(SETTINGS)
    with pytest.raises(JournalError, match="needs a kind"):
        journal.append(table, "", {})
    with pytest.raises(JournalError, match="as a mapping"):
        journal.append(table, "action", [1, 2])  # type: ignore[arg-type]


def test_a_failed_write_rolls_back_and_says_why(journal: Journal) -> None:
    table = journal.create_table(SETTINGS)
    journal.append(table, "action", {})
    # Simulate SQLite refusing the insert (as on a full disk) with a trigger.
    journal._connection().execute(
        "CREATE TEMP TRIGGER refuse BEFORE INSERT ON event "
        "BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END"
    )
    with pytest.raises(
        JournalError,
        match=r"could not keep the action entry .*the disk is full\. Nothing of it was kept, .*"
        r"Free some space on the disk of the data folder .*; or move the table to another folder",
    ):
        journal.append(table, "action", {})
    journal._connection().execute("DROP TRIGGER refuse")
    assert not journal._connection().in_transaction
    assert journal.append(table, "action", {}) == 2


def _committed_tables(journal: Journal) -> list[tuple[int, bool]]:
    """The tables another connection (a restart) reads now: number, and whether closed."""
    other = sqlite3.connect(journal.path)
    try:
        rows = other.execute("SELECT id, closed_at FROM dealer_table ORDER BY id").fetchall()
    finally:
        other.close()
    return [(table_id, closed_at is not None) for table_id, closed_at in rows]


def test_changes_made_together_are_committed_at_the_end_of_the_block(journal: Journal) -> None:
    old = journal.create_table(SETTINGS)
    journal.checkpoint(old, {"hands": 0})
    seen = []
    with journal.transaction():
        new = journal.create_table({**SETTINGS, "game": "PO"})
        seen.append(_committed_tables(journal))
        journal.append(new, "hand-start", {})
        journal.checkpoint(new, {"hands": 0})
        seen.append(_committed_tables(journal))
        journal.close_table(old)
        seen.append(_committed_tables(journal))
        # This connection reads what the transaction changed so far.
        assert journal.unfinished_table() == new
        assert journal.restore(new).last_seq == 1
    assert seen == [[(old, False)]] * 3
    assert _committed_tables(journal) == [(old, True), (new, False)]
    assert not journal._connection().in_transaction


def test_an_exception_out_of_a_transaction_keeps_nothing(journal: Journal) -> None:
    old = journal.create_table(SETTINGS)
    journal.append(old, "action", {})
    with pytest.raises(KeyError), journal.transaction():
        new = journal.create_table(SETTINGS)
        journal.append(new, "hand-start", {})
        journal.append(old, "action", {})
        journal.close_table(old)
        raise KeyError("the new table's controller failed")
    assert _committed_tables(journal) == [(old, False)]
    assert [table.table_id for table in journal.tables()] == [old]
    assert journal.unfinished_table() == old
    # The old table goes on where the journal has it, not where the transaction took it.
    assert journal.last_seq(old) == 1
    assert journal.append(old, "action", {}) == 2
    with pytest.raises(JournalError, match="There is no table"):
        journal.append(new, "action", {})


def test_a_failed_change_inside_a_transaction_undoes_all_of_it(journal: Journal) -> None:
    old = journal.create_table(SETTINGS)
    journal._connection().execute(
        "CREATE TEMP TRIGGER refuse BEFORE INSERT ON checkpoint "
        "BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END"
    )
    undone = r"kept none of the changes made together: it could not save a checkpoint of table 2"
    with pytest.raises(JournalError, match=undone), journal.transaction():
        new = journal.create_table(SETTINGS)
        with pytest.raises(
            JournalError,
            match=r"could not save a checkpoint.*disk is full\. Nothing of it was kept",
        ):
            journal.checkpoint(new, {})
        # Asked for anyway: refused, the transaction is gone.
        with pytest.raises(JournalError, match="were undone, as it could not save a"):
            journal.close_table(old)
    journal._connection().execute("DROP TRIGGER refuse")
    assert _committed_tables(journal) == [(old, False)]
    assert not journal._connection().in_transaction
    assert journal.append(old, "action", {}) == 1


def test_a_transaction_inside_a_transaction_is_part_of_it(journal: Journal) -> None:
    with journal.transaction():
        first = journal.create_table(SETTINGS)
        with journal.transaction():
            second = journal.create_table(SETTINGS)
        assert _committed_tables(journal) == []  # the inner block's end commits nothing
    assert _committed_tables(journal) == [(first, False), (second, False)]


def test_a_closed_journal_says_so(tmp_path: Path) -> None:
    journal = open_journal(tmp_path)
    journal.close()
    journal.close()  # twice is harmless
    with pytest.raises(JournalError, match="The journal is closed"):
        journal.create_table({})


def test_an_older_format_is_upgraded_in_place_keeping_everything(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with open_journal(tmp_path) as journal:
        table = journal.create_table(SETTINGS)
        journal.append(table, "seat", {"seat": 1})

    def add_notes(db: sqlite3.Connection) -> None:
        db.execute("CREATE TABLE note (table_id INTEGER, text TEXT)")

    monkeypatch.setattr(journal_module, "_UPGRADES", [*journal_module._UPGRADES, add_notes])
    monkeypatch.setattr(journal_module, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    with open_journal(tmp_path) as journal:
        assert journal.path.name == JOURNAL_FILE_NAME and journal.notices == ()
        assert [e.kind for e in journal.restore(table).events] == ["seat"]
        db = journal._connection()
        assert db.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION + 1,)
        assert db.execute("SELECT count(*) FROM note").fetchone() == (0,)


def test_a_failed_upgrade_changes_nothing_and_a_new_journal_is_started(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with open_journal(tmp_path) as journal:
        journal.create_table(SETTINGS)
    before = (tmp_path / JOURNAL_FILE_NAME).read_bytes()

    def broken(db: sqlite3.Connection) -> None:
        # Fails half-way on the existing journal (table 1 exists), works on a new one.
        db.execute("CREATE TABLE note (text TEXT)")
        db.execute("INSERT INTO dealer_table (id, settings, opened_at) VALUES (1, '{}', 0)")

    monkeypatch.setattr(journal_module, "_UPGRADES", [*journal_module._UPGRADES, broken])
    monkeypatch.setattr(journal_module, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    with open_journal(tmp_path) as journal:
        assert journal.path.name == "journal-2.sqlite3"
        assert "could not be opened (UNIQUE constraint failed: dealer_table.id)" in str(
            journal.notices[0]
        )
    assert (tmp_path / JOURNAL_FILE_NAME).read_bytes() == before


# -- replay against a model -----------------------------------------------------------------

OPERATIONS = st.lists(
    st.one_of(
        st.tuples(st.just("action"), st.integers(1, 9)),
        st.tuples(st.just("chips"), st.integers(1, 9)),
        st.tuples(st.just("hand"), st.integers(0, 4)),
        st.tuples(st.just("checkpoint"), st.just(0)),
        st.tuples(st.just("reopen"), st.just(0)),
    ),
    max_size=25,
)


@settings(max_examples=40, deadline=None)
@given(OPERATIONS)
def test_checkpoint_plus_replay_always_gives_the_table_back(
    operations: list[tuple[str, int]],
) -> None:
    """The table's state here is the total of every amount appended (a stand-in for replay)."""
    with tempfile.TemporaryDirectory() as folder:
        journal = open_journal(folder)
        table = journal.create_table({})
        total = seq = hand_no = 0
        try:
            for operation, amount in operations:
                if operation in {"action", "chips"}:
                    seq = journal.append(table, operation, {"amount": amount})
                    total += amount
                elif operation == "hand":
                    hand_no += 1
                    first = journal.append(table, "hand-start", {"amount": 0})
                    for _ in range(amount):
                        journal.append(table, "action", {"amount": 1})
                    seq = journal.append(table, "hand-end", {"amount": 0})
                    total += amount
                    journal.record_hand(table, hand_no, {}, {"n": amount}, first_seq=first)
                elif operation == "checkpoint":
                    journal.checkpoint(table, {"total": total})
                else:
                    journal.close()
                    journal = open_journal(folder)
                restored = journal.restore(table)
                base = restored.checkpoint.state["total"] if restored.checkpoint else 0
                assert base + sum(e.payload["amount"] for e in restored.events) == total
                assert restored.last_seq == seq
                seqs = [e.seq for e in restored.events]
                assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs)
                # After the checkpoint nothing is ever missing.
                after = restored.checkpoint.after_seq if restored.checkpoint else 0
                assert seqs == list(range(after + 1, seq + 1))
        finally:
            journal.close()


def test_doctests() -> None:
    for module in (journal_module, lock_module):
        assert doctest.testmod(module).failed == 0, module.__name__


def test_a_moved_table_is_closed_in_its_old_folder_which_says_where_it_went(
    tmp_path: Path,
) -> None:
    """Issue 27: starting on the old folder says where the table went, and never reopens a
    second live copy of it; the old folder's later tables are of another station, so that no
    two files ever write the same identity."""
    old, new = tmp_path / "old", tmp_path / "new"
    journal = open_journal(old)
    table = journal.create_table(SETTINGS)
    journal.append(table, "seat", {"seat": 1})
    station = journal.station
    moved = journal.move_to(new)
    assert moved.unfinished_table() == table and moved.notices == ()
    moved.close()
    with open_journal(old) as again:
        assert again.unfinished_table() is None
        assert any(str(new) in str(notice) for notice in again.notices), again.notices
        assert "moved" in str(again.notices[0])
        assert again.station != station
        later = again.create_table(SETTINGS)
        assert again.streams.read(station, f"table/{table}")  # the moved table keeps its own
        assert again.streams.read(again.station, f"table/{later}") == []
        assert again.streams.last_seq(station, f"table/{later}") == 0
    with open_journal(new) as there:
        assert there.station == station and there.unfinished_table() == table
        assert there.notices == ()


def test_a_move_the_old_folder_cannot_mark_says_so_in_the_new_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old, new = tmp_path / "old", tmp_path / "new"
    journal = open_journal(old)
    table = journal.create_table(SETTINGS)

    def full(folder: Path) -> None:
        raise JournalError(
            "The journal {file} could not {doing}: {reason}.",
            file="j",
            doing="x",
            reason="the disk is full",
        )

    monkeypatch.setattr(journal, "_mark_moved", full)
    moved = journal.move_to(new)
    try:
        assert moved.unfinished_table() == table
        (notice,) = moved.notices
        assert str(notice).startswith(f"The table could not be marked as moved in {old}")
        assert str(new) in str(notice)
    finally:
        moved.close()
