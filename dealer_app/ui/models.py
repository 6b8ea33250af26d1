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

from dealer_app.session.controller import HandController, LogEntry
from dealer_app.ui import words

_Index = QModelIndex | QPersistentModelIndex


def entry_text(controller: HandController, entry: LogEntry) -> str:
    """One log line in the dealer's words: ``Anna raises to 70``."""
    hand = controller.hand
    assert hand is not None, "a log entry belongs to the hand on screen"
    name = hand.name(entry.player) if entry.player is not None else ""
    money = controller.money
    amount = money(entry.amount) if entry.amount is not None else ""
    cards = words.card_symbols(entry.cards)
    kind = entry.kind
    if kind == "fold":
        text = QCoreApplication.translate("HandLog", "%1 folds")
    elif kind == "check":
        text = QCoreApplication.translate("HandLog", "%1 checks")
    elif kind == "call":
        text = QCoreApplication.translate("HandLog", "%1 calls %2")
    elif kind == "bet":
        text = QCoreApplication.translate("HandLog", "%1 bets %2")
    elif kind == "raise":
        text = QCoreApplication.translate("HandLog", "%1 raises to %2")
    elif kind == "complete":
        text = QCoreApplication.translate("HandLog", "%1 completes to %2")
    elif kind == "bring-in":
        text = QCoreApplication.translate("HandLog", "%1 brings in for %2")
    elif kind == "board":
        text = QCoreApplication.translate("HandLog", "Board: %3")
    elif kind == "upcard":
        text = QCoreApplication.translate("HandLog", "%1 is dealt %3")
    elif kind == "draw":
        text = (
            QCoreApplication.translate("HandLog", "%1 stands pat")
            if entry.amount == 0
            else QCoreApplication.translate("HandLog", "%1 changes %2")
        )
        amount = str(entry.amount)
    elif kind == "show":
        text = QCoreApplication.translate("HandLog", "%1 shows %3")
    else:
        text = QCoreApplication.translate("HandLog", "%1 mucks")
    text = text.replace("%1", name).replace("%2", amount).replace("%3", cards)
    if entry.all_in:
        text += " " + QCoreApplication.translate("HandLog", "(all-in)")
    return text


class HandLogModel(QAbstractTableModel):
    """The hand's actions, one per row: street and what happened."""

    def __init__(self, controller: HandController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._rows: list[tuple[str, str, str]] = []  # street, action, the player's name
        controller.changed.connect(self._on_changed)
        self._on_changed()

    def _on_changed(self) -> None:
        controller = self.controller
        log = controller.log
        rows = self._rows
        # Appending or undoing one action is the common case: touch only that row.
        if len(log) == len(rows) + 1:
            self.beginInsertRows(QModelIndex(), len(rows), len(rows))
            rows.append(self._make(log[-1]))
            self.endInsertRows()
            return
        if len(log) == len(rows) - 1:
            self.beginRemoveRows(QModelIndex(), len(log), len(log))
            rows.pop()
            self.endRemoveRows()
            return
        self.beginResetModel()
        self._rows = [self._make(entry) for entry in log]
        self.endResetModel()

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
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
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
