"""Starting the window: the welcome page, or the data folder's table restored from its journal
after the first frame (never from the settings); the data folder locked before the first frame
and the journal opened after it; the icon."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from dealer_app import bundle
from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Stakes, TableConfig
from dealer_app.store import (
    ALREADY_OPEN,
    JOURNAL_FILE_NAME,
    DataFolderLock,
    JournalError,
    open_journal,
)
from dealer_app.ui.app import build_window, run
from dealer_app.ui.dealer.main_window import MainWindow
from dealer_app.ui.runtime import app_icon
from dealer_app.ui.settings import Settings


def _plo_table() -> Table:
    table = Table(TableConfig.cash("plo", Stakes.of_blinds(1, 2), seat_count=6))
    for seat in (1, 2, 4):
        table.sit_down(seat, f"P{seat}", 200)
    return table


def test_first_start_shows_the_welcome_page(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    window = build_window(settings, open_dialog=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.controller is None
    assert (
        window.centralWidget().findChild(type(window.status), "welcome").text()
        == "No table is open."
    )


def test_settings_of_an_earlier_version_forget_the_table_they_kept(  # type: ignore[no-untyped-def]
    qtbot, settings
) -> None:
    """Version 1 kept the last table's snapshot: a table belongs to its data folder's journal."""
    store = settings.store
    store.setValue("settings/version", 1)
    store.setValue("table/last_snapshot", '{"config": {}}')
    store.setValue("table/reopen_last", True)
    upgraded = Settings(store)
    assert not [key for key in upgraded.store.allKeys() if key.startswith("table/")]
    window = build_window(upgraded, open_dialog=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.wait(20)
    assert window.controller is None


# --------------------------------------------------------------------------------------------
# The data folder is locked before the first frame; the journal opens after it.


def _files(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


def _main_windows() -> int:
    return sum(isinstance(widget, MainWindow) for widget in QApplication.topLevelWidgets())


def test_a_second_copy_says_already_open_and_opens_nothing(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: told.append(text))
    data = tmp_path / "data"
    with open_journal(data) as first:  # the first window, holding the folder
        first.create_table({"game": "NT"})
        before = {name: (data / name).read_bytes() for name in _files(data)}
        windows = _main_windows()
        assert run(data) == 1
        after = {name: (data / name).read_bytes() for name in _files(data)}
    assert told == [ALREADY_OPEN]
    assert _main_windows() == windows  # no window was made
    del before["journal.lock"], after["journal.lock"]  # the refused copy only tried its lock
    assert after == before


def test_the_journal_opens_after_the_first_frame_with_the_windows_lock(
    qtbot, settings: Settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    data = tmp_path / "data"
    lock = DataFolderLock.acquire(data, create=True)
    window = build_window(
        settings, data, open_dialog=False, open_journal_later=lambda: open_journal(data, lock=lock)
    )
    qtbot.addWidget(window)
    assert window.journal is None and _files(data) == ["journal.lock"]  # no sqlite3 file yet
    window.show()
    qtbot.waitUntil(lambda: window.journal is not None)
    journal = window.journal
    assert journal is not None and journal.path.name == JOURNAL_FILE_NAME
    with pytest.raises(JournalError, match=f"^{ALREADY_OPEN}$"):
        DataFolderLock.acquire(data)  # still held, now by the journal
    window.set_controller(window.controller_for(_plo_table()))  # kept in that journal
    assert journal.unfinished_table() is not None
    journal.close()
    assert not lock.held


def test_a_damaged_journal_is_reported_after_the_first_frame(
    qtbot, settings: Settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    data = tmp_path / "data"
    data.mkdir()
    (data / JOURNAL_FILE_NAME).write_bytes(b"not a journal at all")
    lock = DataFolderLock.acquire(data)
    window = build_window(
        settings, data, open_dialog=False, open_journal_later=lambda: open_journal(data, lock=lock)
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.journal is not None)
    assert f"The file {JOURNAL_FILE_NAME} in the data folder" in window.status.text()
    assert "journal-2.sqlite3" in window.status.text()
    assert (data / JOURNAL_FILE_NAME).read_bytes() == b"not a journal at all"
    window.journal.close()  # type: ignore[union-attr]


def test_an_unfinished_table_comes_back_when_the_journal_opens_late(
    qtbot, settings: Settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    data = tmp_path / "data"
    with open_journal(data) as journal:
        window = build_window(settings, data, open_dialog=False, journal=journal)
        qtbot.addWidget(window)
        window.set_controller(window.controller_for(_plo_table()))
        assert window.controller is not None and window.controller.check_call()
        kept = list(window.controller.hand.actions)
    lock = DataFolderLock.acquire(data)
    again = build_window(
        settings, data, open_dialog=False, open_journal_later=lambda: open_journal(data, lock=lock)
    )
    qtbot.addWidget(again)
    again.show()
    qtbot.waitUntil(lambda: again.controller is not None)
    assert again.controller is not None and again.controller.hand.actions == kept
    again.journal.close()  # type: ignore[union-attr]


PROGRAM_WHOSE_JOURNAL_FAILS = """
import sys
from pathlib import Path
from PySide6.QtWidgets import QMessageBox
from dealer_app.ui.app import run

QMessageBox.critical = lambda parent, title, text: print("told:", text, flush=True)
data = Path(sys.argv[1])
# Nothing usable, and no new journal file can be started: a folder stands where it would go.
for name in ("journal.sqlite3", "journal-2.sqlite3", ".journal-3.sqlite3.building"):
    (data / name).mkdir(parents=True)
status = run(data)
print("status:", status)
"""


def test_a_journal_that_cannot_be_opened_after_the_first_frame_ends_the_program(
    tmp_path: Path,
) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM_WHOSE_JOURNAL_FAILS, str(tmp_path / "data")],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
    )
    lines = done.stdout.splitlines()
    assert lines[0].startswith("told: A new journal file cannot be made in the data folder"), (
        done.stdout + done.stderr
    )
    assert lines[-1] == "status: 1"


def test_the_application_icon_has_every_drawn_size(qapp) -> None:  # type: ignore[no-untyped-def]
    icon = app_icon()
    assert sorted(size.width() for size in icon.availableSizes()) == list(bundle.ICON_SIZES)
    assert not icon.pixmap(32, 32).isNull()
