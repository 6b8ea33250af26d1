"""The dealer's words in each language where a card-room reader stopped (issue 14): menu
keys that do not collide, fold and muck told apart, the rotations' names translated."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from dealer_app.ui import i18n
from dealer_app.ui.main_window import MainWindow
from dealer_app.ui.new_table import NewTableDialog


def _key(text: str) -> str:
    """The letter after ``&`` (the menu accelerator), lower case; "" when there is none."""
    at = text.replace("&&", "").find("&")
    return text.replace("&&", "")[at + 1].lower() if at >= 0 else ""


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_no_two_entries_of_a_menu_share_a_key(qtbot, qm_dir: Path, language: str) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install(language, folder=qm_dir) == language
    window = MainWindow()
    qtbot.addWidget(window)
    menus = [action.menu() for action in window.menuBar().actions()]
    assert len(menus) >= 3
    bar_keys = [_key(action.text()) for action in window.menuBar().actions()]
    assert len(set(bar_keys)) == len(bar_keys), bar_keys
    for menu in menus:
        assert isinstance(menu, QMenu)
        keys = [_key(action.text()) for action in menu.actions() if not action.isSeparator()]
        keys = [key for key in keys if key]
        assert len(set(keys)) == len(keys), (menu.title(), keys)


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_fold_and_muck_read_differently(qm_dir: Path, language: str) -> None:
    assert i18n.install(language, folder=qm_dir) == language
    translate = QCoreApplication.translate
    sources = [
        ("ActionPanel", "Fold", "Muck"),
        ("HandLog", "%1 folds", "%1 mucks"),
        ("SeatWidget", "Folded", "Mucked"),
    ]
    for context, fold_source, muck_source in sources:
        fold, muck = translate(context, fold_source), translate(context, muck_source)
        assert (fold, muck) != (fold_source, muck_source), (context, "not translated")
        assert fold != muck
        assert not (set(fold.lower().split()) & set(muck.lower().split())) - {"%1", "%1:"}


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Mixed hold'em (rotation)"),
        ("fr", "Hold'em mixte (rotation)"),
        ("ru", "Смешанный холдем (ротация)"),
    ],
)
def test_the_rotations_are_named_in_the_language(  # type: ignore[no-untyped-def]
    qtbot, settings, qm_dir: Path, language: str, expected: str
) -> None:
    assert i18n.install(language, folder=qm_dir) == language
    dialog = NewTableDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.game.itemText(dialog.game.findData("mixed hold'em")) == expected
    assert dialog.game.itemText(dialog.game.findData("horse")).startswith("HORSE (")
