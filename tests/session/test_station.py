"""A station assembled without a window (issue 23, "One session, no window needed").

``session/station.py`` wires a table's controller to its journal's recorder (and, between
them, the place where the room's outbox plugs in): a table opened in a real SQLite journal,
played, and reopened from that journal as a restarted program does, with no Qt anywhere.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Stakes, TableConfig
from dealer_app.session.controller import HandController
from dealer_app.session.recording import JournalRecorder
from dealer_app.session.station import TableStation, open_table, reopen_table
from dealer_app.store import open_journal

ROOT = Path(__file__).resolve().parents[2]


def _table() -> Table:
    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), seat_count=6))
    for seat, name in ((1, "Anna"), (3, "Boris"), (6, "Chloe")):
        table.sit_down(seat, name, 200)
    return table


def test_a_table_station_keeps_every_action_in_its_journal(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        station = open_table(_table(), journal)
        assert isinstance(station.recorder, JournalRecorder)
        assert station.controller.recorder is station.recorder
        assert station.journal is journal
        assert station.controller.check_call() and station.controller.bet_raise(10)
    with open_journal(tmp_path) as journal:
        reopened = reopen_table(journal)
        assert reopened.station is not None and reopened.reopened
        hand = reopened.station.controller.hand
        assert hand is not None and len(hand.actions) == 2
        assert reopened.station.controller.recorder is reopened.station.recorder
        assert reopened.said  # "Hand 1 is back ...": what came back is said


def test_a_new_table_replaces_the_open_one_and_its_hand_is_kept_abandoned(
    tmp_path: Path,
) -> None:
    with open_journal(tmp_path) as journal:
        first = open_table(_table(), journal)
        assert first.controller.check_call()
        second = open_table(_table(), journal, replacing=first)
        assert second.controller is not first.controller
        assert journal.unfinished_table() == second.recorder.table_id  # type: ignore[union-attr]


def test_without_a_journal_the_station_records_nothing() -> None:
    station = open_table(_table(), None)
    assert station == TableStation(station.controller)
    assert station.recorder is None and isinstance(station.controller, HandController)


def test_an_empty_journal_reopens_nothing(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        reopened = reopen_table(journal)
        assert reopened.station is None and not reopened.reopened


def test_the_station_runs_where_qt_cannot_be_imported(tmp_path: Path) -> None:
    script = (
        "import sys\n"
        "sys.modules['PySide6'] = None\n"
        "from pathlib import Path\n"
        "from dealer_app.engine.table import Table\n"
        "from dealer_app.engine.table_config import Stakes, TableConfig\n"
        "from dealer_app.session.station import open_table, reopen_table\n"
        "from dealer_app.store import open_journal\n"
        "table = Table(TableConfig.cash('nlhe', Stakes.of_blinds(1, 2), seat_count=6))\n"
        "[table.sit_down(s, f'P{s}', 200) for s in (1, 2, 3)]\n"
        "with open_journal(Path(sys.argv[1])) as journal:\n"
        "    assert open_table(table, journal).controller.check_call()\n"
        "with open_journal(Path(sys.argv[1])) as journal:\n"
        "    station = reopen_table(journal).station\n"
        "    assert station is not None and len(station.controller.hand.actions) == 1\n"
        "print('ok')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path)],
        capture_output=True, text=True, cwd=ROOT, check=False,
    )  # fmt: skip
    assert done.stdout.strip() == "ok", done.stderr


def test_undo_has_one_shape_for_a_table_and_an_event(tmp_path: Path) -> None:
    """can_undo, undo_label (what undo takes back, or a false value), undo() -> bool."""
    from dealer_app.engine.tournament import Register, Setup, structure_named
    from dealer_app.session.station import Undoable
    from dealer_app.session.tournament import EventSession
    from dealer_app.store import open_event_journal

    table = open_table(_table(), None).controller
    with open_event_journal(tmp_path) as journal:
        event = EventSession.create(
            journal, Setup.of("Club", structure_named("turbo"), tables=2, max_field=18)
        )
        for session, act in (
            (table, table.check_call),
            (event, lambda: bool(event.act(Register(player="Anna"))) or True),
        ):
            assert isinstance(session, Undoable)
            assert not session.can_undo and not session.undo_label
            assert act()
            assert session.can_undo and session.undo_label
            assert session.undo() is True
            assert not session.can_undo and not session.undo_label


def test_the_director_station_locks_its_folder_and_opens_its_journal(tmp_path: Path) -> None:
    import pytest

    from dealer_app.session.station import open_director
    from dealer_app.store import JournalError

    station = open_director(tmp_path / "director")
    assert station.journal.unfinished_event() is None
    with pytest.raises(JournalError, match="already open on this data folder"):
        open_director(tmp_path / "director")
    station.close()
    again = open_director(tmp_path / "director")  # unlocked by the close
    again.close()
