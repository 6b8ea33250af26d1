"""The training room's check lists (skills, games) and the class's results folder name, shared
by the student's window and the instructor's."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem

RESULTS_FOLDER_NAME = "exam results"


def _checklist(items: list[tuple[str, str]], checked: set[str]) -> QListWidget:
    widget = QListWidget()
    for key, label in items:
        item = QListWidgetItem(label)
        item.setData(Qt.ItemDataRole.UserRole, key)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if key in checked else Qt.CheckState.Unchecked)
        widget.addItem(item)
    return widget


def checked_keys(widget: QListWidget) -> list[str]:
    return [
        widget.item(row).data(Qt.ItemDataRole.UserRole)
        for row in range(widget.count())
        if widget.item(row).checkState() == Qt.CheckState.Checked
    ]


def set_checked(widget: QListWidget, keys: set[str]) -> None:
    for row in range(widget.count()):
        item = widget.item(row)
        key = item.data(Qt.ItemDataRole.UserRole)
        item.setCheckState(Qt.CheckState.Checked if key in keys else Qt.CheckState.Unchecked)
