"""A damaged or foreign file in the data folder: said in a sentence, kept as it is, and the
journal continues in a new file next to it."""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from dealer_app.store import JOURNAL_FILE_NAME, SCHEMA_VERSION, open_journal

JOURNAL = JOURNAL_FILE_NAME


def a_real_journal(folder: Path, hands: int = 40) -> Path:
    """A closed journal with enough data to span many pages."""
    with open_journal(folder) as journal:
        table = journal.create_table({"game": "NT"})
        for hand_no in range(hands):
            first = journal.append(table, "hand-start", {"hand": hand_no, "pad": "x" * 200})
            journal.append(table, "action", {"actor": 3, "action": "cbr", "amount": 1200})
            journal.record_hand(table, hand_no, {"winners": [3]}, {"a": "y" * 300}, first_seq=first)
    return folder / JOURNAL


def not_sqlite(folder: Path) -> None:
    (folder / JOURNAL).write_text("Saturday game: Ann owes 40, Bob owes 25.\n")


def empty(folder: Path) -> None:
    (folder / JOURNAL).write_bytes(b"")


def cut_to_half(folder: Path) -> None:
    path = a_real_journal(folder)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def cut_inside_the_header(folder: Path) -> None:
    path = a_real_journal(folder)
    path.write_bytes(path.read_bytes()[:40])


def cut_by_one_page_with_a_valid_looking_size(folder: Path) -> None:
    path = a_real_journal(folder)
    data = path.read_bytes()
    path.write_bytes(data[:-4096])


def another_programs_database(folder: Path) -> None:
    db = sqlite3.connect(folder / JOURNAL)
    db.execute("CREATE TABLE recipe (name TEXT, minutes INTEGER)")
    db.execute("INSERT INTO recipe VALUES ('soup', 40)")
    db.commit()
    db.close()


def another_programs_database_in_wal_mode(folder: Path) -> None:
    db = sqlite3.connect(folder / JOURNAL)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA user_version = 1")
    db.execute("CREATE TABLE event (x)")
    db.commit()
    db.close()


def a_newer_version(folder: Path) -> None:
    path = a_real_journal(folder, hands=2)
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()


def our_id_without_the_tables(folder: Path) -> None:
    from dealer_app.store.sqlite.files import APPLICATION_ID

    db = sqlite3.connect(folder / JOURNAL)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    db.execute("CREATE TABLE other (x)")
    db.commit()
    db.close()


def garbage_in_the_middle(folder: Path) -> None:
    path = a_real_journal(folder)
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) >= 6 * page
    data[3 * page : 5 * page] = bytes(range(256)) * (2 * page // 256)
    path.write_bytes(bytes(data))


def a_folder_of_that_name(folder: Path) -> None:
    (folder / JOURNAL).mkdir()
    (folder / JOURNAL / "note.txt").write_text("not a journal")


CASES: dict[str, tuple[Callable[[Path], None], str]] = {
    "not SQLite": (not_sqlite, "it is not an SQLite database"),
    "empty": (empty, "it is empty"),
    "cut to half": (cut_to_half, "it is damaged (cut short"),
    "cut inside the header": (cut_inside_the_header, "it is damaged (cut short"),
    "cut by one page": (cut_by_one_page_with_a_valid_looking_size, "it is damaged (cut short"),
    "another program": (another_programs_database, "another program's SQLite database"),
    "another program, WAL": (
        another_programs_database_in_wal_mode,
        "another program's SQLite database",
    ),
    "newer version": (a_newer_version, "written by a newer version of the dealer assistant"),
    "our id, no tables": (our_id_without_the_tables, "(the tables of a journal are missing)"),
    "damaged pages": (garbage_in_the_middle, "it is damaged (SQLite finds: "),
    "a folder": (a_folder_of_that_name, "it is not a file"),
}


# A damaged journal of ours: what it still holds is read back (a header cut inside holds nothing).
READ_BACK = {
    "cut to half": "Read back from journal.sqlite3 into journal-2.sqlite3: 1 table, ",
    "cut inside the header": "Nothing could be read back from journal.sqlite3: its tables are lost.",
    "cut by one page": "Read back from journal.sqlite3 into journal-2.sqlite3: 1 table, ",
    "damaged pages": "Read back from journal.sqlite3 into journal-2.sqlite3: 1 table, ",
}


def fingerprint(folder: Path) -> dict[str, str]:
    """Every file under the folder with its content's hash (the lock file aside)."""
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name != "journal.lock"
    }


@pytest.mark.parametrize("case", CASES)
def test_an_unusable_file_is_reported_kept_and_a_new_journal_started(
    tmp_path: Path, case: str
) -> None:
    make, reason = CASES[case]
    make(tmp_path)
    before = fingerprint(tmp_path)
    mtime = (tmp_path / JOURNAL).stat().st_mtime_ns

    with open_journal(tmp_path) as journal:
        assert journal.path == tmp_path / "journal-2.sqlite3"
        first, last, *read_back = map(str, journal.notices)
        assert first.startswith(f"The file {JOURNAL} in the data folder {tmp_path} cannot be used")
        assert reason in first
        assert first.endswith("It is kept as it is.")
        assert last == "This session keeps its tables in a new journal file, journal-2.sqlite3."
        # A damaged journal of ours: what can still be read of it is read back (issue 15).
        if case in READ_BACK:
            (said,) = read_back
            assert said.startswith(READ_BACK[case]), said
        else:
            assert read_back == []
        table = journal.create_table({"game": "NT"})
        journal.append(table, "action", {"actor": 1, "action": "cc"})

    # Kept byte for byte, and no side file of SQLite left next to it.
    after = fingerprint(tmp_path)
    assert {name: after[name] for name in before} == before
    assert set(after) - set(before) == {"journal-2.sqlite3"}
    assert (tmp_path / JOURNAL).stat().st_mtime_ns == mtime

    # The next start goes straight to the new journal, quietly.
    with open_journal(tmp_path) as journal:
        assert journal.path.name == "journal-2.sqlite3"
        assert journal.notices == ()
        assert [e.kind for e in journal.restore(table).events] == ["action"]


@pytest.mark.parametrize("case", list(CASES))
def test_every_sentence_is_a_full_sentence(tmp_path: Path, case: str) -> None:
    """Every damage is said (what was found, then where the journal goes on), each notice one
    sentence or more: a capital first, a full stop last, every hole filled."""
    make, _reason = CASES[case]
    make(tmp_path)
    with open_journal(tmp_path) as journal:
        notices = [str(notice) for notice in journal.notices]
    assert len(notices) >= 2, notices
    for notice in notices:
        assert notice[:1].isupper() and notice.endswith("."), notice
        assert not notice.endswith(("..", " .")) and "{" not in notice, notice


def test_when_the_newest_file_is_unusable_an_older_journal_is_continued(tmp_path: Path) -> None:
    a_real_journal(tmp_path, hands=1)
    (tmp_path / "journal-3.sqlite3").write_text("copied here by mistake")
    with open_journal(tmp_path) as journal:
        assert journal.path.name == JOURNAL
        assert "journal-3.sqlite3" in str(journal.notices[0])
        assert (
            str(journal.notices[1])
            == "This session continues with the journal file journal.sqlite3."
        )
        assert journal.unfinished_table() == 1


def test_a_second_damaged_journal_gets_the_next_number(tmp_path: Path) -> None:
    not_sqlite(tmp_path)
    with open_journal(tmp_path) as journal:
        assert journal.path.name == "journal-2.sqlite3"
    (tmp_path / "journal-2.sqlite3").write_bytes(b"junk")
    with open_journal(tmp_path) as journal:
        assert journal.path.name == "journal-3.sqlite3"
        assert len(journal.notices) == 3  # both unusable files, then the new one


def test_a_journal_left_after_a_crash_with_its_log_is_used_not_refused(tmp_path: Path) -> None:
    """A write-ahead log next to the file is normal after a crash: the file is fine."""
    path = a_real_journal(tmp_path, hands=2)
    # Take a copy of the file and its log while a connection has changes in the log only.
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA wal_autocheckpoint = 0")
    db.execute("INSERT INTO event VALUES (1, 99, 'action', '{\"after\":\"crash\"}', 0, NULL)")
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    for suffix in ("", "-wal"):
        (crashed / (JOURNAL + suffix)).write_bytes(Path(str(path) + suffix).read_bytes())
    db.close()
    with open_journal(crashed) as journal:
        assert journal.notices == ()
        assert journal.events(1)[-1].payload == {"after": "crash"}


def test_a_leftover_of_an_interrupted_start_is_cleared(tmp_path: Path) -> None:
    (tmp_path / f".{JOURNAL}.building").write_bytes(b"half a journal")
    with open_journal(tmp_path) as journal:
        assert journal.path.name == JOURNAL and journal.notices == ()
    assert not (tmp_path / f".{JOURNAL}.building").exists()


def test_damage_inside_is_found_at_opening_whatever_the_size(tmp_path: Path) -> None:
    """Every journal is checked whole at opening (a 64 MB limit once let a large one through:
    tests/store/test_damaged_content.py opens one over it)."""
    garbage_in_the_middle(tmp_path)
    with open_journal(tmp_path) as journal:
        assert journal.path.name == "journal-2.sqlite3"
        assert "it is damaged (SQLite finds: " in str(journal.notices[0])


def test_a_journal_cut_by_its_last_page_is_read_back_but_for_that_page(tmp_path: Path) -> None:
    """SQLite refuses a file shorter than its header says; read only, the rows before the cut
    are read all the same (they were once lost whole)."""
    cut_by_one_page_with_a_valid_looking_size(tmp_path)
    with open_journal(tmp_path) as journal:
        assert journal.path.name == "journal-2.sqlite3"
        (table,) = journal.tables()
        restored, _found = journal.readable(table.table_id)
        assert len(restored.events) == 80  # 40 hands of two entries each
        assert len(journal.hands(table.table_id)) == 40


def test_the_station_survives_a_salvage_a_copy_set_aside_and_a_move(tmp_path: Path) -> None:
    """The entries read back into a new file, a copy set aside and a table moved keep their
    identity: the new file takes the old one's station."""
    folder = tmp_path / "data"
    cut = tmp_path / "cut"
    a_real_journal(folder, hands=2)
    with open_journal(folder) as journal:
        station = journal.station
    cut.mkdir()
    (cut / JOURNAL).write_bytes((folder / JOURNAL).read_bytes())
    cut_by_one_page_with_a_valid_looking_size(cut)
    with open_journal(cut) as journal:
        assert journal.path.name == "journal-2.sqlite3" and journal.station == station
    journal = open_journal(folder)
    copy = journal.set_aside("a test")
    entries = copy.streams.read(station, "table/1")
    assert copy.station == station and entries
    moved = copy.move_to(tmp_path / "moved")
    assert moved.station == station
    assert moved.streams.read(station, "table/1") == entries
    moved.close()
