"""The lock file from anywhere (issue 15): a symbolic link is refused and never followed, a folder
or a device gets a sentence; nothing is changed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dealer_app.store import LOCK_FILE_NAME, DataFolderLock, JournalError, open_journal

pytestmark = pytest.mark.skipif(os.name != "posix", reason="symbolic links and FIFOs: POSIX")


def test_a_lock_that_is_a_symbolic_link_to_the_journal_is_refused_and_not_followed(
    tmp_path: Path,
) -> None:
    with open_journal(tmp_path) as journal:
        journal.create_table({"game": "NT"})
        path = journal.path
    before = path.read_bytes()
    (tmp_path / LOCK_FILE_NAME).unlink()
    (tmp_path / LOCK_FILE_NAME).symlink_to(path.name)
    with pytest.raises(JournalError) as refused:
        open_journal(tmp_path)
    assert str(refused.value) == (
        f"The lock file {tmp_path / LOCK_FILE_NAME} is a symbolic link: it is never followed "
        "(the dealer assistant would overwrite what it points to). Delete the link; the dealer "
        "assistant makes its lock file anew."
    )
    assert path.read_bytes() == before  # the journal it points to is untouched
    assert (tmp_path / LOCK_FILE_NAME).is_symlink()


def test_a_dangling_symbolic_link_is_refused_and_makes_nothing(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "victim"
    (tmp_path / LOCK_FILE_NAME).symlink_to(target)
    with pytest.raises(JournalError, match="is a symbolic link: it is never followed"):
        DataFolderLock.acquire(tmp_path)
    assert not target.exists() and not target.parent.exists()


def test_a_link_to_a_file_elsewhere_leaves_that_file_whole(tmp_path: Path) -> None:
    precious = tmp_path / "precious.txt"
    precious.write_text("the dealer's notes\n", encoding="utf-8")
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / LOCK_FILE_NAME).symlink_to(precious)
    with pytest.raises(JournalError, match="symbolic link"):
        DataFolderLock.acquire(folder)
    assert precious.read_text(encoding="utf-8") == "the dealer's notes\n"


def test_a_lock_that_is_a_folder_gets_a_sentence(tmp_path: Path) -> None:
    (tmp_path / LOCK_FILE_NAME).mkdir()
    with pytest.raises(JournalError) as refused:
        open_journal(tmp_path)
    assert str(refused.value) == (
        f"The lock file {tmp_path / LOCK_FILE_NAME} is a folder: move it out of the data "
        "folder (or rename it); the dealer assistant makes its lock file anew."
    )


def test_a_lock_that_is_a_pipe_gets_a_sentence(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / LOCK_FILE_NAME)
    with pytest.raises(JournalError, match="is not a file \\(a device or a pipe\\)"):
        DataFolderLock.acquire(tmp_path)
