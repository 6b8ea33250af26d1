"""The new-table dialog: defaults that deal at once, and each refusal next to its field."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QSpinBox,
    QWidget,
)

from dealer_app.ui import i18n
from dealer_app.ui.dealer.new_table import NewTableDialog
from tests.ui.conftest import SCREENSHOTS


def open_dialog(qtbot, settings) -> NewTableDialog:  # type: ignore[no-untyped-def]
    dialog = NewTableDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def press_ok(dialog: NewTableDialog) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def test_defaults_open_a_six_handed_no_limit_game(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, settings)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(SCREENSHOTS / "new_table_dialog.png"))
    press_ok(dialog)
    table = dialog.table
    assert table is not None
    assert table.config.games == ("nlhe",)
    assert len(table.seats) == 6
    plan = table.next_hand()
    assert (plan.button, plan.small_blind, plan.big_blind) == (1, 2, 3)
    assert plan.blinds[:2] == (1, 2)
    # The next dialog starts from these values.
    again = open_dialog(qtbot, settings)
    assert again.seat_names[0].text() == "Player 1"


def test_each_refusal_is_written_next_to_its_field(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, settings)
    dialog.seat_stacks[2].setText("500")
    press_ok(dialog)
    assert dialog.table is None
    assert dialog.error_text("seat3") == "The maximum buy-in is 200."
    dialog.seat_stacks[2].setText("lots")
    press_ok(dialog)
    assert dialog.error_text("seat3") == "'lots' is not an amount."
    assert dialog.error_text("seat3") and not dialog.error_text("chip_unit")
    dialog.seat_stacks[2].setText("150")
    dialog.chip_unit.setText("0")
    press_ok(dialog)
    assert dialog.error_text("chip_unit") == "The chip unit must be a positive amount."
    dialog.chip_unit.setText("1")
    dialog.amounts["big_blind"].setText("0")
    press_ok(dialog)
    assert dialog.error_text("stakes") == "No-limit hold'em needs a big blind."
    dialog.amounts["big_blind"].setText("2")
    dialog.game.setCurrentIndex(dialog.game.findData("plo"))
    dialog.seat_count.setValue(10)
    press_ok(dialog)
    assert "at most 9" in dialog.error_text("general")
    dialog.seat_count.setValue(6)
    press_ok(dialog)
    assert dialog.table is not None and dialog.table.config.games == ("plo",)


def _choose(dialog: NewTableDialog, combo: QComboBox, data: str) -> None:
    combo.setCurrentIndex(combo.findData(data))


def _tick_only(dialog: NewTableDialog, games: tuple[str, ...]) -> None:
    from PySide6.QtCore import Qt

    for row in range(dialog.choice_games.count()):
        item = dialog.choice_games.item(row)
        ticked = item.data(Qt.ItemDataRole.UserRole) in games
        item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)


def _big_blind_zero(dialog: NewTableDialog) -> None:
    dialog.amounts["big_blind"].setText("0")


def _small_blind_over_big(dialog: NewTableDialog) -> None:
    dialog.amounts["small_blind"].setText("5")


def _minimum_over_maximum(dialog: NewTableDialog) -> None:
    dialog.amounts["min_buy_in"].setText("300")


def _too_many_seats(dialog: NewTableDialog) -> None:
    _choose(dialog, dialog.game, "plo")
    dialog.seat_count.setValue(10)


def _one_game_to_choose(dialog: NewTableDialog) -> None:
    _choose(dialog, dialog.game, "dealer's choice")
    _tick_only(dialog, ("nlhe",))


def _no_game_to_choose(dialog: NewTableDialog) -> None:
    _choose(dialog, dialog.game, "dealer's choice")
    _tick_only(dialog, ())


def _dealers_choice_per_level(dialog: NewTableDialog) -> None:
    _choose(dialog, dialog.game, "dealer's choice")
    _choose(dialog, dialog.rotation, "levels")


def _cash_rotating_per_level(dialog: NewTableDialog) -> None:
    _choose(dialog, dialog.game, "mixed hold'em")
    _choose(dialog, dialog.rotation, "levels")


def _no_starting_stack(dialog: NewTableDialog) -> None:
    _choose(dialog, dialog.format, "tournament")
    dialog.amounts["starting_stack"].setText("0")


def _a_level_without_blinds(dialog: NewTableDialog) -> None:
    _choose(dialog, dialog.format, "tournament")
    dialog.multipliers.setText("1, 0.1")


def _stud_without_bring_in(dialog: NewTableDialog) -> None:
    _choose(dialog, dialog.game, "stud")
    dialog.amounts["bring_in"].setText("0")


def _a_stack_over_the_maximum(dialog: NewTableDialog) -> None:
    dialog.seat_stacks[2].setText("500")


# What the dealer fills in wrong, the field the refusal is written under, the English sentence,
# and the French one where it has no English word (a game name, "sit-and-go": None).
CONFIGURATION_REFUSALS = [
    (_big_blind_zero, "stakes", "No-limit hold'em needs a big blind.", None),
    (
        _small_blind_over_big,
        "stakes",
        "The small blind of No-limit hold'em is larger than the big blind.",
        None,
    ),
    (
        _minimum_over_maximum,
        "max_buy_in",
        "The minimum buy-in is larger than the maximum buy-in.",
        "La cave minimum dépasse la cave maximum.",
    ),
    (
        _too_many_seats,
        "general",
        "Pot-limit Omaha is played by at most 9 players: the table can have at most 9 seats.",
        None,
    ),
    (
        _one_game_to_choose,
        "game",
        "Dealer's choice needs at least two games to choose from.",
        "Le choix du donneur demande au moins deux jeux au choix.",
    ),
    (_no_game_to_choose, "game", "Choose at least one game.", "Choisissez au moins un jeu."),
    (
        _dealers_choice_per_level,
        "general",
        "In dealer's choice the button names the game per hand or orbit.",
        "Au choix du donneur, le bouton choisit le jeu par coup ou par tour de bouton.",
    ),
    (
        _cash_rotating_per_level,
        "rotation",
        "Games rotate per level only in a sit-and-go or a tournament.",
        None,
    ),
    (
        _no_starting_stack,
        "starting_stack",
        "Every player starts with a positive number of whole chips.",
        "Les jetons de départ doivent être un nombre entier et positif de jetons.",
    ),
    (_a_level_without_blinds, "levels", "No-limit hold'em needs a big blind.", None),
    (_stud_without_bring_in, "stakes", "Seven-card stud needs a bring-in.", None),
    (
        _a_stack_over_the_maximum,
        "seat3",
        "The maximum buy-in is 200.",
        "La cave maximum est de 200.",
    ),
]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(
    ("fill", "field", "english", "french"),
    CONFIGURATION_REFUSALS,
    ids=[fill.__name__.strip("_") for fill, *_rest in CONFIGURATION_REFUSALS],
)
def test_each_configuration_refusal_points_at_its_field(  # type: ignore[no-untyped-def]
    qtbot, settings, qm_dir: Path, language: str, fill, field: str, english: str, french: str | None
) -> None:
    """The field comes with the engine's message (no sentence is read back), in any language."""
    assert i18n.install(language, folder=qm_dir) == language
    dialog = open_dialog(qtbot, settings)
    fill(dialog)
    press_ok(dialog)
    assert dialog.table is None
    shown = {name: dialog.error_text(name) for name in dialog.errors if dialog.error_text(name)}
    assert list(shown) == [field]
    if language == "en":
        assert shown[field] == english
    elif french is not None:
        assert shown[field] == french
    else:
        assert shown[field] != english  # translated around the game's name


def test_tournament_with_levels_and_a_rotation(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, settings)
    dialog.game.setCurrentIndex(dialog.game.findData("horse"))
    dialog.format.setCurrentIndex(dialog.format.findData("tournament"))
    dialog.amounts["small_blind"].setText("10")
    dialog.amounts["small_bet"].setText("20")
    dialog.amounts["big_bet"].setText("40")
    dialog.amounts["stud_ante"].setText("5")
    dialog.amounts["bring_in"].setText("5")
    dialog.rotation.setCurrentIndex(dialog.rotation.findData("levels"))
    assert not dialog.seat_stacks[0].isEnabled()  # everybody starts with the starting stack
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(SCREENSHOTS / "new_table_tournament.png"))
    press_ok(dialog)
    assert dialog.table is not None, dialog.errors
    config = dialog.table.config
    assert config.games == ("lhe", "lo8", "razz", "stud", "stud8")
    assert len(config.levels) == 10
    assert config.levels[1].stakes_for("lhe").small_bet == 30
    assert all(player.stack == 1500 for player in dialog.table.seats.values())


def test_dealers_choice_table_waits_for_the_first_choice(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    dialog = open_dialog(qtbot, settings)
    dialog.game.setCurrentIndex(dialog.game.findData("dealer's choice"))
    assert dialog.choice_games.isVisible()
    ticked = [
        dialog.choice_games.item(row).data(Qt.ItemDataRole.UserRole)
        for row in range(dialog.choice_games.count())
        if dialog.choice_games.item(row).checkState() == Qt.CheckState.Checked
    ]
    assert sorted(ticked) == sorted(("27td", "lhe", "lo8", "razz", "stud", "stud8", "nlhe", "plo"))
    dialog.grab().save(str(SCREENSHOTS / "new_table_dealers_choice.png"))
    dialog.rotation.setCurrentIndex(dialog.rotation.findData("levels"))
    press_ok(dialog)
    assert dialog.error_text("general") == (
        "In dealer's choice the button names the game per hand or orbit."
    )
    dialog.rotation.setCurrentIndex(dialog.rotation.findData("hands"))
    press_ok(dialog)
    table = dialog.table
    assert table is not None, dialog.errors
    assert table.config.dealers_choice and table.chooser == 1
    assert set(table.config.games) == set(ticked)


def test_a_tournament_with_breaks(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, settings)
    dialog.format.setCurrentIndex(dialog.format.findData("tournament"))
    dialog.multipliers.setText("1, 2, 3, 4, 5")
    dialog.break_every.setValue(2)
    dialog.break_minutes.setValue(15)
    press_ok(dialog)
    assert dialog.table is not None, dialog.errors
    levels = dialog.table.config.levels
    assert [level.is_break for level in levels] == [False, False, True, False, False, True, False]
    assert levels[2].seconds == 15 * 60
    assert levels[3].stakes_for("nlhe").big_blind == 6


def _row(widget: QWidget) -> str:
    """What a row of the dialog reads, its spin boxes and lists as they show."""
    layout = widget.layout()
    assert layout is not None
    parts = []
    for index in range(layout.count()):
        shown = layout.itemAt(index).widget()
        if shown is None or shown.isHidden():
            continue
        if isinstance(shown, QLabel | QSpinBox):
            parts.append(shown.text())
        elif isinstance(shown, QComboBox):
            parts.append(shown.currentText())
    return " ".join(parts)


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "en",
            {
                1: ("every 1 level", "every 1 level, for 15 min"),
                2: ("every 2 levels", "every 2 levels, for 15 min"),
                5: ("every 5 levels", "every 5 levels, for 15 min"),
                21: ("every 21 levels", "every 21 levels, for 15 min"),
            },
        ),
        (
            "fr",
            {
                1: ("après 1 niveau", "après 1 niveau, durée 15 min"),
                2: ("tous les 2 niveaux", "tous les 2 niveaux, durée 15 min"),
                5: ("tous les 5 niveaux", "tous les 5 niveaux, durée 15 min"),
                21: ("tous les 21 niveaux", "tous les 21 niveaux, durée 15 min"),
            },
        ),
        (
            "ru",
            {
                1: ("каждый 1 уровень", "каждый 1 уровень, по 15 мин"),
                2: ("каждые 2 уровня", "каждые 2 уровня, по 15 мин"),
                5: ("каждые 5 уровней", "каждые 5 уровней, по 15 мин"),
                21: ("каждый 21 уровень", "каждый 21 уровень, по 15 мин"),
            },
        ),
    ],
)
def test_rotation_and_breaks_read_right_for_every_count(  # type: ignore[no-untyped-def]
    qtbot, settings, qm_dir: Path, language: str, expected: dict[int, tuple[str, str]]
) -> None:
    """The words around the spin boxes agree with their number (Russian: 1, 2, 5, 21)."""
    assert i18n.install(language, folder=qm_dir) == language
    dialog = open_dialog(qtbot, settings)
    dialog.game.setCurrentIndex(dialog.game.findData("horse"))
    dialog.format.setCurrentIndex(dialog.format.findData("tournament"))
    dialog.rotation.setCurrentIndex(dialog.rotation.findData("levels"))
    dialog.break_every.setMaximum(30)  # 21 is more than a table has; the words are the point
    dialog.rotation_length.setMaximum(30)
    dialog.break_minutes.setValue(15)
    for count, (rotation, breaks) in expected.items():
        dialog.rotation_length.setValue(count)
        dialog.break_every.setValue(count)
        assert _row(dialog.rotation_widget) == rotation
        assert _row(dialog.break_widget) == breaks
    dialog.break_every.setValue(0)
    assert _row(dialog.break_widget) == dialog.break_every.specialValueText()
    dialog.break_every.setValue(2)
    dialog.rotation_length.setValue(2)
    qtbot.waitUntil(lambda: dialog.width() >= dialog.minimumSizeHint().width())
    QApplication.processEvents()
    dialog.grab().save(str(SCREENSHOTS / f"new_table_tournament_{language}.png"))


def test_russian_rotation_units_agree_with_the_number(qtbot, settings, qm_dir: Path) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install("ru", folder=qm_dir) == "ru"
    dialog = open_dialog(qtbot, settings)
    dialog.game.setCurrentIndex(dialog.game.findData("horse"))
    units = {}
    for count in (1, 3, 5):
        dialog.rotation_length.setValue(count)
        units[count] = [dialog.rotation.itemText(index) for index in range(dialog.rotation.count())]
    assert units == {
        1: ["раздачу", "круг баттона", "уровень"],
        3: ["раздачи", "круга баттона", "уровня"],
        5: ["раздач", "кругов баттона", "уровней"],
    }
    dialog.rotation.setCurrentIndex(0)
    dialog.rotation_length.setValue(1)
    assert _row(dialog.rotation_widget) == "каждую 1 раздачу"
    dialog.rotation.setCurrentIndex(1)
    assert _row(dialog.rotation_widget) == "каждый 1 круг баттона"
