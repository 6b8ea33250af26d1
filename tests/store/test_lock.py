"""Two windows on one data folder: the second is refused and opens nothing; a killed window
leaves no stale lock. Tested with real second processes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from dealer_app.store import (
    ALREADY_OPEN,
    JOURNAL_FILE_NAME,
    DataFolderLock,
    JournalError,
    open_journal,
)

SECOND_WINDOW = """
import sys
from dealer_app.store import Journal, JournalError
from dealer_app.store import open_journal
try:
    journal = open_journal(sys.argv[1])
except JournalError as error:
    print(error)
    sys.exit(3)
print("opened", journal.path.name)
"""

WINDOW_KILLED_LATER = """
import sys, time
from dealer_app.store import Journal
from dealer_app.store import open_journal
journal = open_journal(sys.argv[1])
table = journal.create_table({"game": "NT"})
journal.append(table, "seat", {"seat": 1, "name": "Ann", "stack": 1000})
print("ready", flush=True)
time.sleep(60)
"""


def run_second_window(folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", SECOND_WINDOW, str(folder)],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )


def files_in(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.name != "journal.lock"}


def test_a_second_window_is_refused_with_a_sentence_and_opens_nothing(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        journal.create_table({"game": "NT"})
        before = files_in(tmp_path)
        second = run_second_window(tmp_path)
        assert second.returncode == 3, second.stderr
        assert second.stdout.strip() == ALREADY_OPEN
        assert files_in(tmp_path) == before


def test_the_refusal_comes_before_any_file_is_looked_at(tmp_path: Path) -> None:
    """Were the second window to open files, this junk would make it start journal-2."""
    (tmp_path / JOURNAL_FILE_NAME).write_bytes(b"junk")
    with DataFolderLock.acquire(tmp_path):
        second = run_second_window(tmp_path)
    assert second.stdout.strip() == ALREADY_OPEN
    assert sorted(p.name for p in tmp_path.iterdir()) == ["journal.lock", JOURNAL_FILE_NAME]


def test_the_folder_opens_again_once_the_first_window_closes(tmp_path: Path) -> None:
    open_journal(tmp_path).close()
    second = run_second_window(tmp_path)
    assert second.returncode == 0, second.stdout + second.stderr
    assert second.stdout.strip() == f"opened {JOURNAL_FILE_NAME}"


def test_a_killed_window_leaves_no_stale_lock(tmp_path: Path) -> None:
    window = subprocess.Popen(
        [sys.executable, "-c", WINDOW_KILLED_LATER, str(tmp_path)],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert window.stdout is not None
        assert window.stdout.readline().strip() == "ready"
        with pytest.raises(JournalError, match=f"^{ALREADY_OPEN}$"):
            open_journal(tmp_path)
    finally:
        window.kill()  # SIGKILL on POSIX: no clean-up code runs in the window
        window.wait(timeout=30)
        if window.stdout is not None:
            window.stdout.close()
    assert (tmp_path / "journal.lock").exists()  # left behind, and harmless
    with open_journal(tmp_path) as journal:
        table = journal.unfinished_table()
        assert table is not None
        assert journal.events(table)[0].payload["name"] == "Ann"


def test_the_same_process_cannot_open_the_folder_twice(tmp_path: Path) -> None:
    first = open_journal(tmp_path)
    with pytest.raises(JournalError, match=f"^{ALREADY_OPEN}$"):
        open_journal(tmp_path)
    first.close()
    open_journal(tmp_path).close()


def test_a_refused_open_keeps_the_first_windows_lock(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        with pytest.raises(JournalError):
            open_journal(tmp_path)
        # The refusal closed only its own file: the lock still holds against others.
        assert run_second_window(tmp_path).returncode == 3
        journal.create_table({})


def test_a_folder_that_cannot_be_made_is_said_in_a_sentence(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("a file where the folder should be")
    with pytest.raises(JournalError, match=r"^The data folder .*file/data cannot be created: "):
        open_journal(tmp_path / "file" / "data")


def test_the_lock_alone_does_not_load_the_journal() -> None:
    """The window locks its folder before its first frame; sqlite3 loads after it."""
    code = (
        "import sys\n"
        "from dealer_app.store.lock import DataFolderLock\n"
        "from dealer_app.store import JournalError, ALREADY_OPEN\n"
        "print(sorted(m for m in ('sqlite3', 'dealer_app.store.sqlite.journal') if m in sys.modules))\n"
        "from dealer_app.store import open_journal\n"
        "print('sqlite3' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=30, check=True
    )
    assert done.stdout.split("\n")[:2] == ["[]", "True"]


def test_a_window_locks_first_and_opens_the_journal_with_its_lock(tmp_path: Path) -> None:
    folder = tmp_path / "made" / "by the lock"
    lock = DataFolderLock.acquire(folder, create=True)
    assert folder.is_dir() and lock.folder == folder
    assert sorted(p.name for p in folder.iterdir()) == ["journal.lock"]  # no journal yet
    assert run_second_window(folder).stdout.strip() == ALREADY_OPEN
    with open_journal(folder, lock=lock) as journal:
        assert journal.path.name == JOURNAL_FILE_NAME
        assert run_second_window(folder).returncode == 3
    assert not lock.held  # the journal took the lock over and let it go on close
    assert run_second_window(folder).returncode == 0


def test_a_lock_of_another_folder_or_released_is_not_taken(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    with DataFolderLock.acquire(tmp_path / "a") as other:
        with pytest.raises(ValueError, match="not of"):
            open_journal(tmp_path / "b", lock=other)
        assert other.held and not (tmp_path / "b").exists()
    with pytest.raises(ValueError, match="released"):
        open_journal(tmp_path / "a", lock=other)


def test_a_failed_open_lets_the_callers_lock_go(tmp_path: Path) -> None:
    lock = DataFolderLock.acquire(tmp_path)
    (tmp_path / JOURNAL_FILE_NAME).mkdir()  # a folder where the file should be: unusable
    (tmp_path / "journal-2.sqlite3").mkdir()
    (tmp_path / ".journal-3.sqlite3.building").mkdir()  # nor can a new file be started
    with pytest.raises(JournalError):
        open_journal(tmp_path, lock=lock)
    assert not lock.held


def test_a_folder_the_lock_cannot_make_is_said_in_a_sentence(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("a file where the folder should be")
    with pytest.raises(JournalError, match=r"^The data folder .*file/data cannot be created: "):
        DataFolderLock.acquire(tmp_path / "file" / "data", create=True)
