"""The journal behind the controller: what was accepted comes back after a restart."""

from __future__ import annotations

from pathlib import Path

from dealer_app.engine.table import Stakes, Table, TableConfig
from dealer_app.recording import JournalRecorder, restore
from dealer_app.store import Journal
from dealer_app.ui.controller import HandController


def _table() -> Table:
    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2)))
    for seat, name in ((1, "Anna"), (3, "Boris"), (5, "Chloé")):
        table.sit_down(seat, name, 200)
    return table


def _controller(journal: Journal, table_id: int) -> HandController:
    return HandController(table=_table(), recorder=JournalRecorder(journal, table_id))


def test_every_accepted_action_comes_back_with_its_undo_history(tmp_path: Path) -> None:
    with Journal.open(tmp_path) as journal:
        table_id = journal.create_table({"name": "Friday game"})
        controller = _controller(journal, table_id)
        controller.check_call()
        controller.bet_raise(10)
        controller.undo()
        controller.bet_raise(12)
        expected_actions = tuple(controller.hand.actions)
        expected_setup = controller.setup
        expected_seats = controller.seats
    with Journal.open(tmp_path) as journal:
        restored = restore(journal, journal.unfinished_table() or 0)
    assert restored is not None
    assert restored.setup == expected_setup
    assert restored.seats == expected_seats
    assert restored.actions == expected_actions
    assert restored.describe().startswith("Restored the table: No-limit hold'em, 2 actions")


def test_refused_action_writes_nothing(tmp_path: Path) -> None:
    with Journal.open(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = _controller(journal, table_id)
        before = journal.last_seq(table_id)
        assert not controller.bet_raise(100_000)
        assert journal.last_seq(table_id) == before


def test_finished_hand_is_recorded_for_the_browser(tmp_path: Path) -> None:
    with Journal.open(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = _controller(journal, table_id)
        while not controller.hand.finished:
            controller.fold()
        assert controller.next_hand()
        (record,) = journal.hands(table_id)
        assert record.summary["game"] == "No-limit hold'em"
        history = journal.hand_history(table_id, record.hand_no)
        assert history["variant"] == "NT" and history["actions"]
        restored = restore(journal, table_id)
        assert restored is not None and restored.actions == ()
        assert restored.table is not None and restored.table.hands_played == 1
