"""The window at start over a sound journal the program fails to replay (issue 27): it says it
is a fault of the program, not damage, and the journal is not set aside."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_app.engine.table import Table
from dealer_app.store import JOURNAL_FILE_NAME, open_journal
from tests.store.test_failing_disk import open_table


def test_the_window_says_a_fault_of_the_program_at_start(  # type: ignore[no-untyped-def]
    qtbot, settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_app.ui.app import build_window

    folder = tmp_path / "data"
    with open_journal(folder) as journal:
        recorder, controller = open_table(journal)
        assert controller.check_call()
        journal.append(recorder.table_id, "seat", {"event": "sit_out", "seat": 1})

    def broken(self: Table, event: object) -> object:
        raise AttributeError("'NoneType' object has no attribute 'stack'")

    monkeypatch.setattr(Table, "apply", broken)
    journal = open_journal(folder)
    window = build_window(settings, folder, open_dialog=False, journal=journal)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: "fault" in window.status.text())
    status = window.status.text()
    assert "This is a fault of the dealer assistant, not damage to the journal" in status
    assert "No table is open." not in status
    assert window.journal is journal and journal.path.name == JOURNAL_FILE_NAME
    assert not (folder / "journal-2.sqlite3").exists()
    journal.close()
