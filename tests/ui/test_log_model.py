"""The hand's log model touches only the rows the change names (issue 23): an action inserts
its row, an undo removes it, a table change leaves the rows alone, a new hand resets them."""

from __future__ import annotations

from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Stakes, TableConfig
from dealer_app.session.controller import HandController
from dealer_app.ui.dealer.models import HandLogModel


def test_the_log_model_touches_only_the_rows_the_change_names(qapp) -> None:  # type: ignore[no-untyped-def]
    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), seat_count=6))
    for seat in (1, 2, 3):
        table.sit_down(seat, f"P{seat}", 200)
    controller = HandController(table=table)
    model = HandLogModel(controller)
    seen: list[tuple[str, int, int]] = []
    model.rowsInserted.connect(lambda _parent, first, last: seen.append(("in", first, last)))
    model.rowsRemoved.connect(lambda _parent, first, last: seen.append(("out", first, last)))
    model.modelReset.connect(lambda: seen.append(("reset", 0, 0)))
    assert controller.check_call() and controller.check_call()
    assert seen == [("in", 0, 0), ("in", 1, 1)] and model.rowCount() == 2
    assert controller.undo()
    assert seen[-1] == ("out", 1, 1) and model.rowCount() == 1
    seen.clear()
    assert controller.sit_out(3)  # sits out from the next hand: the log is as it was
    assert seen == [] and model.rowCount() == 1
    assert controller.fold() and controller.fold()  # over
    assert controller.next_hand()
    assert seen[-1] == ("reset", 0, 0) and model.rowCount() == 0
