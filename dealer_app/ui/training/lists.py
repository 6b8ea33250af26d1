"""The training room's check lists (skills, games) and the class's results folder name, shared
by the student's window and the instructor's."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QVBoxLayout

from dealer_app.engine.drills import GAMES, Skill
from dealer_app.messages import QT_TRANSLATE_NOOP

RESULTS_FOLDER_NAME = QT_TRANSLATE_NOOP("TrainerWindow", "exam results")


def results_folder(data_dir: Path) -> Path:
    """The class's results folder in ``data_dir``, named in the window's language ("résultats
    d'examen"); a folder already there under its English name is kept (results written
    before stay where the instructor reads them)."""
    english = data_dir / RESULTS_FOLDER_NAME
    if english.is_dir():
        return english
    return data_dir / QCoreApplication.translate("TrainerWindow", RESULTS_FOLDER_NAME)


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


@dataclass(frozen=True)
class SkillsAndGames:
    """The skills and the games to drill, side by side, each list under its title."""

    row: QHBoxLayout
    skill_list: QListWidget
    game_list: QListWidget
    skills_title: QLabel
    games_title: QLabel


def skills_and_games(games_checked: set[str], name: str) -> SkillsAndGames:
    """Every skill checked, ``games_checked`` among the games; ``name`` prefixes the lists'
    object names ("" for the student's window, "exam" for the instructor's)."""
    skill_list = _checklist([(s.name, s.name) for s in Skill], {s.name for s in Skill})
    skill_list.setObjectName(f"{name}Skills" if name else "skills")
    game_list = _checklist([(g, g) for g in GAMES], games_checked)
    game_list.setObjectName(f"{name}Games" if name else "games")
    lists = SkillsAndGames(QHBoxLayout(), skill_list, game_list, QLabel(), QLabel())
    for title, widget in ((lists.skills_title, skill_list), (lists.games_title, game_list)):
        column = QVBoxLayout()
        column.addWidget(title)
        column.addWidget(widget)
        lists.row.addLayout(column)
    return lists
