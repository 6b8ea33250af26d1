"""The new-table dialog: game or rotation, format, stakes, chip unit, rule set, seats, button.

Defaults start a 6-handed no-limit hold'em cash game at once. Every value is checked by the
engine (the table configuration, each seat); a refusal is written, in the dealer's language,
next to the field its message names (``field``: the names of this dialog's fields, ``general``
for the whole form).
"""

from __future__ import annotations

import itertools
import json
import re
from decimal import Decimal, InvalidOperation
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.rulesets import RULESETS
from dealer_app.engine.table import MAX_NAME_CHARS, Table
from dealer_app.engine.table_config import MIXED_GAMES, Format, Level, Rotation, Stakes, TableConfig
from dealer_app.engine.variants import VARIANTS, Family
from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.ui import messages, numbers, words
from dealer_app.ui.settings import Settings

# Shown through tr(): "Mixed hold'em" is translated; HORSE and 8-game are card-room names.
MIXED_TITLES = {
    "mixed hold'em": QT_TRANSLATE_NOOP("NewTableDialog", "Mixed hold'em"),
    "horse": "HORSE",
    "8-game": "8-game",
}
DEFAULT_MULTIPLIERS = "1, 1.5, 2, 3, 4, 6, 8, 12, 16, 24"
DEALERS_CHOICE = "dealer's choice"
# The games offered for dealer's choice until the dealer ticks others: the 8-game's.
DEFAULT_CHOICE_GAMES = MIXED_GAMES["8-game"]


class FieldError(Exception):
    """A value the dialog could not use, with the field it belongs to; the sentence is in the
    dealer's language already."""

    def __init__(self, field: str, sentence: str) -> None:
        super().__init__(sentence)
        self.field = field


class SpinSentence:
    """A sentence with spin boxes in it: ``set_text("every %1 levels, for %2")`` lays out the
    words as labels and the spin boxes where %1, %2 ... stand, in the order the sentence puts
    them (the translation decides), on ``parent``'s row."""

    def __init__(self, parent: QWidget, spins: tuple[QSpinBox, ...]) -> None:
        self.parent = parent
        self.spins = spins
        self.row = QHBoxLayout(parent)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.labels: list[QLabel] = []
        self.order: list[QWidget] = []

    def set_text(self, sentence: str, whole: bool = True) -> None:
        """Lay out ``sentence``; with ``whole`` False only the first spin box shows."""
        pieces = re.split(r"(%\d)", sentence) if whole else ["%1"]
        order: list[QWidget] = []
        words_used = 0
        for piece in pieces:
            number = re.fullmatch(r"%(\d)", piece)
            if number is not None and 1 <= int(number.group(1)) <= len(self.spins):
                order.append(self.spins[int(number.group(1)) - 1])
            elif piece.strip():
                if words_used == len(self.labels):
                    self.labels.append(QLabel(self.parent))
                label = self.labels[words_used]
                words_used += 1
                if label.text() != piece.strip():
                    label.setText(piece.strip())
                order.append(label)
        if order != self.order:
            while self.row.count():
                self.row.takeAt(0)
            for widget in order:
                self.row.addWidget(widget)
            self.row.addStretch(1)
            self.order = order
            spins = [widget for widget in order if isinstance(widget, QSpinBox)]
            for first, second in itertools.pairwise(spins):
                QWidget.setTabOrder(first, second)
        for widget in (*self.spins, *self.labels):
            widget.setVisible(widget in order)


class NewTableDialog(QDialog):
    """Builds a :class:`Table` from what the dealer fills in; ``table`` is set on OK."""

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newTable")
        self.settings = settings
        self.table: Table | None = None
        self.setWindowTitle(self.tr("New table"))
        self.errors: dict[str, QLabel] = {}
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        layout.addLayout(top)

        # ---- the game
        game_box = QGroupBox(self.tr("Game"), self)
        game_form = QFormLayout(game_box)
        self.game = QComboBox(game_box)
        for key, variant in VARIANTS.items():
            self.game.addItem(words.word(variant.name), key)
        for key, title in MIXED_TITLES.items():
            self.game.addItem(self.tr("%1 (rotation)").replace("%1", self.tr(title)), key)
        self.game.addItem(self.tr("Dealer's choice"), DEALERS_CHOICE)
        game_form.addRow(self.tr("Game or rotation"), self._with_error("game", self.game))
        self.choice_games = QListWidget(game_box)
        self.choice_games.setObjectName("choiceGames")
        for key, variant in VARIANTS.items():
            item = QListWidgetItem(words.word(variant.name), self.choice_games)
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = key in DEFAULT_CHOICE_GAMES
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        self.choice_games.setMaximumHeight(150)
        # As wide as its longest game (Russian's), no scrolling sideways.
        self.choice_games.ensurePolished()
        self.choice_games.setMinimumWidth(
            self.choice_games.sizeHintForColumn(0)
            + 2 * self.choice_games.frameWidth()
            + self.choice_games.verticalScrollBar().sizeHint().width()
            + 4
        )
        self.choice_caption = QLabel(self.tr("Games to choose from"), game_box)
        game_form.addRow(self.choice_caption, self.choice_games)
        # "every [N] [hands]": the words around the number and the unit's own agree with N
        # (the combo box lists the units as worded for N; see _on_rotation_length).
        self.rotation = QComboBox(game_box)
        self.rotation.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for unit in (Rotation.HANDS, Rotation.ORBITS, Rotation.LEVELS):
            self.rotation.addItem("", unit.value)
        self.rotation_length = QSpinBox(game_box)
        self.rotation_length.setRange(1, 50)
        self.rotation_length.setValue(1)
        self.rotation_widget = QWidget(game_box)
        rotation_row = QHBoxLayout(self.rotation_widget)
        rotation_row.setContentsMargins(0, 0, 0, 0)
        self.rotation_before = QLabel(self.rotation_widget)
        rotation_row.addWidget(self.rotation_before)
        rotation_row.addWidget(self.rotation_length)
        rotation_row.addWidget(self.rotation)
        rotation_row.addStretch(1)
        self.rotation_length.valueChanged.connect(self._on_rotation_length)
        self.rotation.currentIndexChanged.connect(self._on_rotation_length)
        self._on_rotation_length()
        game_form.addRow(self.tr("Change game"), self._with_error("rotation", self.rotation_widget))
        self.format = QComboBox(game_box)
        self.format.addItem(self.tr("Cash game"), Format.CASH.value)
        self.format.addItem(self.tr("Sit-and-go"), Format.SIT_AND_GO.value)
        self.format.addItem(self.tr("Tournament"), Format.TOURNAMENT.value)
        game_form.addRow(self.tr("Format"), self._with_error("format", self.format))
        self.ruleset = QComboBox(game_box)
        for ruleset in RULESETS.values():
            self.ruleset.addItem(f"{ruleset.name} — {ruleset.title}", ruleset.name)
        game_form.addRow(self.tr("Rule set"), self._with_error("ruleset", self.ruleset))
        self.chip_unit = QLineEdit("1", game_box)
        self.chip_unit.setToolTip(self.tr("The smallest chip in play: 1, 5, 25, 0.25 ..."))
        game_form.addRow(self.tr("Chip unit"), self._with_error("chip_unit", self.chip_unit))
        top.addWidget(game_box)

        # ---- the stakes
        stakes_box = QGroupBox(self.tr("Stakes"), self)
        stakes_form = QFormLayout(stakes_box)
        self.amounts: dict[str, QLineEdit] = {}
        self.amount_rows: dict[str, tuple[QLabel, QWidget]] = {}
        for name, label, default in (
            ("small_blind", self.tr("Small blind"), "1"),
            ("big_blind", self.tr("Big blind"), "2"),
            ("ante", self.tr("Ante"), "0"),
            ("small_bet", self.tr("Small bet (limit)"), "2"),
            ("big_bet", self.tr("Big bet (limit)"), "4"),
            ("stud_ante", self.tr("Stud ante"), "0"),
            ("bring_in", self.tr("Bring-in (stud)"), "1"),
            ("min_buy_in", self.tr("Minimum buy-in"), "40"),
            ("max_buy_in", self.tr("Maximum buy-in"), "200"),
            ("starting_stack", self.tr("Starting stack"), "1500"),
        ):
            edit = QLineEdit(default, stakes_box)
            edit.setObjectName(name)
            edit.setMinimumWidth(110)
            self.amounts[name] = edit
            caption = QLabel(label, stakes_box)
            holder = self._with_error(name, edit)
            stakes_form.addRow(caption, holder)
            self.amount_rows[name] = (caption, holder)
        self.level_minutes = QSpinBox(stakes_box)
        self.level_minutes.setRange(1, 240)
        self.level_minutes.setValue(12)
        self.level_minutes_caption = QLabel(self.tr("Minutes per level"), stakes_box)
        stakes_form.addRow(self.level_minutes_caption, self.level_minutes)
        self.multipliers = QLineEdit(DEFAULT_MULTIPLIERS, stakes_box)
        self.multipliers_caption = QLabel(self.tr("Levels (× the stakes)"), stakes_box)
        self.multipliers_holder = self._with_error("levels", self.multipliers)
        stakes_form.addRow(self.multipliers_caption, self.multipliers_holder)
        # "every [N] levels, for [M min]": a sentence worded for N, the spin boxes in its gaps.
        self.break_widget = QWidget(stakes_box)
        self.break_every = QSpinBox(self.break_widget)
        self.break_every.setObjectName("breakEvery")
        self.break_every.setRange(0, 20)
        self.break_every.setSpecialValueText(self.tr("no breaks"))
        self.break_minutes = QSpinBox(self.break_widget)
        self.break_minutes.setObjectName("breakMinutes")
        self.break_minutes.setRange(1, 120)
        self.break_minutes.setValue(10)
        self.break_minutes.setSuffix(self.tr(" min"))
        self.break_sentence = SpinSentence(
            self.break_widget, (self.break_every, self.break_minutes)
        )
        self.break_caption = QLabel(self.tr("Breaks"), stakes_box)
        stakes_form.addRow(self.break_caption, self.break_widget)
        self.break_every.valueChanged.connect(self._on_break_every)
        self._on_break_every()
        self.stakes_error = self._error_label("stakes")
        stakes_form.addRow(self.stakes_error)
        top.addWidget(stakes_box)

        # ---- the seats
        seats_box = QGroupBox(self.tr("Seats"), self)
        seats_layout = QVBoxLayout(seats_box)
        count_row = QHBoxLayout()
        count_row.addWidget(QLabel(self.tr("Seats at the table"), seats_box))
        self.seat_count = QSpinBox(seats_box)
        self.seat_count.setRange(2, 10)
        self.seat_count.setValue(6)
        count_row.addWidget(self.seat_count)
        count_row.addSpacing(20)
        count_row.addWidget(QLabel(self.tr("Button on seat"), seats_box))
        self.button_seat = QSpinBox(seats_box)
        self.button_seat.setRange(1, 10)
        count_row.addWidget(self.button_seat)
        count_row.addStretch(1)
        seats_layout.addLayout(count_row)
        seats_layout.addWidget(self._error_label("button"))
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Seat"), seats_box), 0, 0)
        grid.addWidget(QLabel(self.tr("Name (empty: nobody)"), seats_box), 0, 1)
        grid.addWidget(QLabel(self.tr("Stack"), seats_box), 0, 2)
        self.seat_names: list[QLineEdit] = []
        self.seat_stacks: list[QLineEdit] = []
        self.seat_rows: list[list[QWidget]] = []
        for index in range(10):
            number = QLabel(str(index + 1), seats_box)
            name_edit = QLineEdit(seats_box)
            name_edit.setObjectName(f"seatName{index + 1}")
            name_edit.setMaxLength(MAX_NAME_CHARS)  # what a hand history holds
            stack = QLineEdit(seats_box)
            stack.setObjectName(f"seatStack{index + 1}")
            stack.setMaximumWidth(100)
            error = self._error_label(f"seat{index + 1}")
            grid.addWidget(number, 1 + index * 2, 0)
            grid.addWidget(name_edit, 1 + index * 2, 1)
            grid.addWidget(stack, 1 + index * 2, 2)
            grid.addWidget(error, 2 + index * 2, 1, 1, 2)
            self.seat_names.append(name_edit)
            self.seat_stacks.append(stack)
            self.seat_rows.append([number, name_edit, stack])
        seats_layout.addLayout(grid)
        seats_layout.addStretch(1)
        # Beside the game and the stakes: the dialog fits a 1366 x 768 screen in every format.
        top.addWidget(seats_box)

        self.general_error = self._error_label("general")
        layout.addWidget(self.general_error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Open the table"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons

        self._fill_defaults()
        self._restore()
        self.game.currentIndexChanged.connect(self._on_game_changed)
        self.format.currentIndexChanged.connect(self._on_game_changed)
        self.seat_count.valueChanged.connect(self._on_game_changed)
        self.choice_games.itemChanged.connect(self._on_game_changed)
        self._on_game_changed()

    # ------------------------------------------------------------------ construction helpers

    def _error_label(self, field: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName("fieldError")
        label.setWordWrap(True)
        label.hide()
        self.errors[field] = label
        return label

    def _with_error(self, field: str, widget: QWidget) -> QWidget:
        """The field with its error line right under it."""
        holder = QWidget(self)
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(1)
        column.addWidget(widget)
        column.addWidget(self._error_label(field))
        return holder

    def _fill_defaults(self) -> None:
        for index, (name, stack) in enumerate(zip(self.seat_names, self.seat_stacks, strict=True)):
            name.setText(self.tr("Player %1").replace("%1", str(index + 1)) if index < 6 else "")
            stack.setText("200" if index < 6 else "")

    def _values(self) -> dict[str, Any]:
        return {
            "game": self.game.currentData(),
            "format": self.format.currentData(),
            "ruleset": self.ruleset.currentData(),
            "chip_unit": self.chip_unit.text(),
            "rotation": self.rotation.currentData(),
            "rotation_length": self.rotation_length.value(),
            "amounts": {name: edit.text() for name, edit in self.amounts.items()},
            "level_minutes": self.level_minutes.value(),
            "multipliers": self.multipliers.text(),
            "break_every": self.break_every.value(),
            "break_minutes": self.break_minutes.value(),
            "choice_games": list(self._checked_games()),
            "seat_count": self.seat_count.value(),
            "button": self.button_seat.value(),
            "names": [edit.text() for edit in self.seat_names],
            "stacks": [edit.text() for edit in self.seat_stacks],
        }

    def _restore(self) -> None:
        """Start from the last table's values (the dealer usually deals the same game)."""
        if self.settings is None or not self.settings.get("last_setup"):
            return
        try:
            values = json.loads(self.settings.get("last_setup"))
            for combo, key in ((self.game, "game"), (self.format, "format"), (self.ruleset, "ruleset"),
                               (self.rotation, "rotation")):  # fmt: skip
                index = combo.findData(values[key])
                if index >= 0:
                    combo.setCurrentIndex(index)
            self.chip_unit.setText(values["chip_unit"])
            self.rotation_length.setValue(values["rotation_length"])
            for name, text in values["amounts"].items():
                if name in self.amounts:
                    self.amounts[name].setText(text)
            self.level_minutes.setValue(values["level_minutes"])
            self.multipliers.setText(values["multipliers"])
            self.break_every.setValue(values.get("break_every", 0))
            self.break_minutes.setValue(values.get("break_minutes", 10))
            choice = set(values.get("choice_games", DEFAULT_CHOICE_GAMES))
            for row in range(self.choice_games.count()):
                item = self.choice_games.item(row)
                checked = item.data(Qt.ItemDataRole.UserRole) in choice
                item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.seat_count.setValue(values["seat_count"])
            self.button_seat.setValue(values["button"])
            for edit, text in zip(self.seat_names, values["names"], strict=False):
                edit.setText(text)
            for edit, text in zip(self.seat_stacks, values["stacks"], strict=False):
                edit.setText(text)
        except (ValueError, KeyError, TypeError):
            self._fill_defaults()  # an older or damaged record: the defaults

    # ------------------------------------------------------------------ reacting to choices

    def _on_rotation_length(self) -> None:
        """The words around the rotation's number, and each unit's, agree with the number."""
        count = self.rotation_length.value()
        #: The game changes every N hands. %1 is the number's spin box; what follows it is
        #: the unit, chosen in a list (keep %1 before the unit).
        hands = self.tr("every %1 hands", "", count)
        #: The game changes every N orbits of the button. %1 is the number's spin box; what
        #: follows it is the unit, chosen in a list (keep %1 before the unit).
        orbits = self.tr("every %1 orbits", "", count)
        #: The game changes every N levels of the tournament. %1 is the number's spin box;
        #: what follows it is the unit, chosen in a list (keep %1 before the unit).
        levels = self.tr("every %1 levels", "", count)
        parts = [text.partition("%1") for text in (hands, orbits, levels)]
        for index, (_before, _gap, unit) in enumerate(parts):
            if self.rotation.itemText(index) != unit.strip():
                self.rotation.setItemText(index, unit.strip())
        before = parts[max(0, self.rotation.currentIndex())][0].strip()
        if self.rotation_before.text() != before:
            self.rotation_before.setText(before)
        self.rotation_before.setVisible(bool(before))

    def _on_break_every(self) -> None:
        """The breaks' sentence worded for the number of levels; "no breaks" alone at 0."""
        count = self.break_every.value()
        #: A break every N levels of the tournament, each break M minutes long. %1 is the
        #: spin box of N, %2 the spin box of the break's length (it reads "10 min").
        self.break_sentence.set_text(self.tr("every %1 levels, for %2", "", count), count > 0)

    def _checked_games(self) -> tuple[str, ...]:
        items = (self.choice_games.item(row) for row in range(self.choice_games.count()))
        return tuple(
            item.data(Qt.ItemDataRole.UserRole)
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        )

    def _games(self) -> tuple[str, ...]:
        key = self.game.currentData()
        if key == DEALERS_CHOICE:
            return self._checked_games()
        return MIXED_GAMES.get(key, (key,))

    def _on_game_changed(self) -> None:
        variants = [VARIANTS[game] for game in self._games()]
        blinds = any(v.uses_blinds and not v.is_limit for v in variants)
        limit_blinds = any(v.uses_blinds and v.is_limit for v in variants)
        limit = any(v.is_limit for v in variants)
        stud = any(v.family is Family.STUD for v in variants)
        tournament = self.format.currentData() != Format.CASH.value
        shown = {
            "small_blind": blinds or limit_blinds,
            "big_blind": blinds,
            "ante": blinds,
            "small_bet": limit,
            "big_bet": limit,
            "stud_ante": stud,
            "bring_in": stud,
            "min_buy_in": not tournament,
            "max_buy_in": not tournament,
            "starting_stack": tournament,
        }
        for name, (caption, holder) in self.amount_rows.items():
            caption.setVisible(shown[name])
            holder.setVisible(shown[name])
        for widget in (self.level_minutes_caption, self.level_minutes, self.multipliers_caption,
                       self.multipliers_holder, self.break_caption, self.break_widget):  # fmt: skip
            widget.setVisible(tournament)
        choice = self.game.currentData() == DEALERS_CHOICE
        self.choice_caption.setVisible(choice)
        self.choice_games.setVisible(choice)
        self.rotation_widget.setEnabled(len(variants) > 1 or choice)
        count = self.seat_count.value()
        for index, row in enumerate(self.seat_rows):
            for widget in row:
                widget.setVisible(index < count)
            self.seat_stacks[index].setEnabled(not tournament)
        self.button_seat.setMaximum(count)

    # ------------------------------------------------------------------ building the table

    def _scale(self) -> tuple[int, int]:
        """(decimals, chip unit in the smallest money unit) from the chip unit typed."""
        try:  # 0,25 as the French and Russian windows write it
            value = Decimal(numbers.plain(self.chip_unit.text()))
        except numbers.AmountError:
            raise FieldError(
                "chip_unit", self.tr("Type the smallest chip: 1, 5, 25, 0.25 ...")
            ) from None
        if not value.is_finite() or value <= 0:
            raise FieldError("chip_unit", self.tr("The chip unit must be a positive amount."))
        exponent = value.normalize().as_tuple().exponent
        decimals = max(0, -exponent) if isinstance(exponent, int) else 0
        if decimals > 4:
            raise FieldError("chip_unit", self.tr("At most four decimals."))
        return decimals, int(value.scaleb(decimals))

    def _amount(self, field: str, text: str, decimals: int, *, blank_is_zero: bool = True) -> int:
        text = text.strip()
        if not text and blank_is_zero:
            return 0
        try:  # 0,50 and 1 234,50 as the French and Russian windows write them
            scaled = numbers.parse(text, decimals)  # the one reader of typed amounts
        except numbers.AmountError as error:
            raise FieldError(field, messages.text(error)) from None
        if scaled < 0:
            raise FieldError(field, self.tr("An amount cannot be negative."))
        return scaled

    def _stakes(self, decimals: int, factor: Decimal = Decimal(1)) -> dict[str, Stakes]:
        """One Stakes per game, each with the fields that game reads (scaled for a level)."""
        unit = self._scale()[1]

        def amount(name: str) -> int:
            base = self._amount(name, self.amounts[name].text(), decimals)
            scaled = int(Decimal(base) * factor)
            return scaled - scaled % unit if factor != 1 else base

        stakes: dict[str, Stakes] = {}
        for game in self._games():
            variant = VARIANTS[game]
            if variant.family is Family.STUD:
                stakes[game] = Stakes.of_stud(
                    amount("stud_ante"), amount("bring_in"), amount("small_bet"), amount("big_bet")
                )
            elif variant.is_limit:
                stakes[game] = Stakes.of_limit(
                    amount("small_bet"), amount("big_bet"), small_blind=amount("small_blind")
                )
            else:
                stakes[game] = Stakes.of_blinds(
                    amount("small_blind"), amount("big_blind"), amount("ante")
                )
        return stakes

    def _levels(self, decimals: int) -> list[Level]:
        levels = []
        seconds = self.level_minutes.value() * 60
        for part in self.multipliers.text().replace(";", ",").split(","):
            if not part.strip():
                continue
            try:
                factor = Decimal(part.strip())
            except InvalidOperation:
                raise FieldError(
                    "levels", self.tr("'%1' is not a multiplier.").replace("%1", part.strip())
                ) from None
            levels.append(Level.of(seconds, self._stakes(decimals, factor)))
        if not levels:
            raise FieldError("levels", self.tr("Give at least one level."))
        every = self.break_every.value()
        if not every:
            return levels
        with_breaks: list[Level] = []
        for number, level in enumerate(levels, start=1):
            with_breaks.append(level)
            if number % every == 0 and number < len(levels):
                with_breaks.append(Level.pause(self.break_minutes.value() * 60))
        return with_breaks

    def build(self) -> Table:
        """The table, or FieldError / IllegalAction naming what is wrong."""
        decimals, unit = self._scale()
        games = self._games()
        format_ = Format(self.format.currentData())
        options: dict[str, Any] = {
            "seat_count": self.seat_count.value(),
            "chip_unit": unit,
            "decimals": decimals,
            "ruleset": RULESETS[str(self.ruleset.currentData()).lower()],
        }
        choice = self.game.currentData() == DEALERS_CHOICE
        if len(games) > 1 or choice:
            options["rotation"] = Rotation(self.rotation.currentData())
            options["rotation_length"] = self.rotation_length.value()
        if choice:
            options["dealers_choice"] = True
        try:
            if format_ is Format.CASH:
                config = TableConfig.cash(
                    games,
                    self._stakes(decimals),
                    min_buy_in=self._amount(
                        "min_buy_in", self.amounts["min_buy_in"].text(), decimals
                    ),
                    max_buy_in=self._amount(
                        "max_buy_in", self.amounts["max_buy_in"].text(), decimals
                    ),
                    **options,
                )
            else:
                starting = self._amount(
                    "starting_stack", self.amounts["starting_stack"].text(), decimals
                )
                maker = (
                    TableConfig.sit_and_go
                    if format_ is Format.SIT_AND_GO
                    else TableConfig.tournament
                )
                config = maker(games, self._levels(decimals), starting_stack=starting, **options)
        except IllegalAction as error:
            raise FieldError(error.field or "general", messages.text(error)) from None
        table = Table(config)
        seated = 0
        for index in range(self.seat_count.value()):
            name = self.seat_names[index].text().strip()
            if not name:
                continue
            field = f"seat{index + 1}"
            if format_ is Format.CASH:
                stack = self._amount(
                    field, self.seat_stacks[index].text(), decimals, blank_is_zero=False
                )
            else:
                stack = config.starting_stack
            try:
                table.sit_down(index + 1, name, stack)
            except IllegalAction as error:
                raise FieldError(error.field or field, messages.text(error)) from None
            seated += 1
        if seated < 2:
            raise FieldError("seat1", self.tr("Seat at least two players: type their names."))
        try:
            if table.player(self.button_seat.value()) is None:
                raise FieldError("button", self.tr("Put the button on a seat with a player."))
            table.place_button(self.button_seat.value())
            if table.chooser is None:  # dealer's choice: the first game is named in the window
                table.next_hand()
        except IllegalAction as error:
            raise FieldError(error.field or "button", messages.text(error)) from None
        return table

    def show_errors(self, errors: dict[str, str]) -> None:
        """Each field's sentence under it (a field the dialog does not have: the whole form's)."""
        shown: dict[str, str] = {}
        for field, text in errors.items():
            shown[field if field in self.errors else "general"] = text
        for field, label in self.errors.items():
            text = shown.get(field, "")
            label.setText(text)
            label.setVisible(bool(text))
            label.setMinimumHeight(0)
        # A form row gives a sentence wrapped under a narrow field the height of one line:
        # laid out, each sentence asks for the lines it takes at its width.
        layout = self.layout()
        if shown and layout is not None:
            layout.activate()
            for label in self.errors.values():
                if not label.isHidden():
                    label.setMinimumHeight(label.heightForWidth(label.width()))

    def error_text(self, field: str) -> str:
        label = self.errors[field]
        return label.text() if not label.isHidden() else ""

    def accept(self) -> None:
        try:
            table = self.build()
        except FieldError as error:
            self.show_errors({error.field: str(error)})
            return
        self.show_errors({})
        self.table = table
        if self.settings is not None:
            self.settings.set("last_setup", json.dumps(self._values()))
        super().accept()
