"""Table models over the engine's data, for QTableView (tested without widgets)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from dealer_app import exports
from dealer_app.session.controller import HandController
from dealer_app.session.events import EVERYTHING, Changed
from dealer_app.session.log import LogEntry
from dealer_app.ui import numbers, words

_Index = QModelIndex | QPersistentModelIndex


def entry_text(controller: HandController, entry: LogEntry) -> str:
    """One log line in the dealer's words: ``Anna raises to 70`` (the summary's wording)."""
    if entry.kind == "ruling" and entry.step is not None:
        from dealer_app.ui.table_words import step_text

        return step_text(entry.step)  # an irregularity's ruling (RULES 9)
    hand = controller.hand
    assert hand is not None, "a log entry belongs to the hand on screen"
    wording = exports.Wording(text=QCoreApplication.translate, cards=words.card_symbols)
    return exports.action_text(hand, entry, numbers.writer(controller.decimals), wording)


class HandLogModel(QAbstractTableModel):
    """The hand's actions, one per row: street and what happened."""

    def __init__(self, controller: HandController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._rows: list[tuple[str, str, str]] = []  # street, action, the player's name
        controller.changed.connect(self._on_changed)
        self._on_changed()

    def _on_changed(self, change: Changed = EVERYTHING) -> None:
        """The rows the change names (from ``change.log_from`` on) are read again: the rows
        past the log's end go, the new ones are inserted; the rows before stay as drawn."""
        start = change.log_from
        if start is None:
            return
        log, rows = self.controller.log, self._rows
        if start == 0 and rows:
            self.beginResetModel()
            self._rows = [self._make(entry) for entry in log]
            self.endResetModel()
            return
        start = min(start, len(rows))
        if start < len(rows):
            self.beginRemoveRows(QModelIndex(), start, len(rows) - 1)
            del rows[start:]
            self.endRemoveRows()
        if start < len(log):
            self.beginInsertRows(QModelIndex(), start, len(log) - 1)
            rows.extend(self._make(entry) for entry in log[start:])
            self.endInsertRows()

    def _make(self, entry: LogEntry) -> tuple[str, str, str]:
        hand = self.controller.hand
        name = hand.name(entry.player) if hand is not None and entry.player is not None else ""
        return words.word(entry.street), entry_text(self.controller, entry), name

    def retranslate(self) -> None:
        self.beginResetModel()
        self._rows = [self._make(entry) for entry in self.controller.log]
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 2

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.ToolTipRole:  # a long line (a ruling) elided in the pane
            return self._rows[index.row()][index.column()]
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return self._rows[index.row()][index.column()]

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (
                QCoreApplication.translate("HandLog", "Street"),
                QCoreApplication.translate("HandLog", "Action"),
            )[section]
        return None

    def cell_text(self, row: int, column: int) -> str:
        """What the cell shows: ``data()`` of the display role, without an index."""
        return self._rows[row][column]

    def cell_name(self, row: int, column: int) -> str:
        """The player's name in the cell's text (what a narrow cell elides first), or ""."""
        return self._rows[row][2] if column == 1 else ""

    def lines(self) -> list[str]:
        return [text for _street, text, _name in self._rows]
