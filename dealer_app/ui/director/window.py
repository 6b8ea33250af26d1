"""The tournament director's window: one event across tables, keyboard first.

Pages (Ctrl+1 to Ctrl+5): the registration desk (type a name, Enter; F9 starts the event: the
seat draw; Ctrl+M marks the chosen entry paid), the table map (Ctrl+F finds a player; pick
players, E eliminates them: several at one table are one hand, their starting stacks asked
when unknown; R rebuy, A add-on, B the button is here, H a hand was played at this table, C
count the table's chips, Ctrl+R its chip race, M move a player, S swap two, V reserve or free a
seat; the Floor menu opens and closes tables), the clock (F5 pause or resume, Ctrl++ / Ctrl+- a
minute more or less for the level in play, Ctrl+G go to a level, F6 hand-for-hand, F7 every
table has played the hand), payouts and results, and the deal calculator (chip chop and ICM;
the deal accepted is the results). What follows each action (seats, moves, broken tables,
places and prizes, the bubble) shows as sentences to read out. Ctrl+N sets up an event (five
pages, 1366 x 768, the chip set among them), Ctrl+O opens one of the journal, Ctrl+Z takes back the last action (in the
name field too) and says which, Ctrl+P prints seat cards, one a page (the Event menu also the
entry list and the results) to PDF. Every action goes through
:class:`dealer_app.session.tournament.EventSession`: journal first, so a killed window comes
back at its last action.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import time
from collections.abc import Callable, Sequence
from fractions import Fraction
from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QMarginsF, QObject, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QKeyEvent,
    QKeySequence,
    QPageLayout,
    QPageSize,
    QPdfWriter,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.tournament import (
    STRUCTURES,
    AddOn,
    AddOnTaken,
    AdjustClock,
    Bubble,
    Bust,
    ButtonAt,
    ChipCount,
    ChipRace,
    ChipSet,
    CloseTable,
    ColourUp,
    Deal,
    Event,
    GoToLevel,
    HandForHand,
    HandForHandDone,
    HandPlayed,
    Level,
    MarkPaid,
    MovePlayer,
    OpenTable,
    Pause,
    PayoutTable,
    Rebuy,
    Rebuys,
    Register,
    ReserveSeat,
    Resume,
    Setup,
    Start,
    SwapSeats,
    Tournament,
    TournamentError,
    Unregister,
    chip_chop,
    chips_for,
    event_from_json,
    icm,
    structure_named,
)
from dealer_app.engine.tournament.setup import check_anchors
from dealer_app.engine.variants import VARIANTS
from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.session.display import RemoteDone
from dealer_app.session.tournament import UNDO, Change, EventSession
from dealer_app.store import EventJournal
from dealer_app.store.errors import JournalError
from dealer_app.store.structures import load_structures, save_structure
from dealer_app.ui import messages
from dealer_app.ui.director import words
from dealer_app.ui.numbers import amount as amount_text
from dealer_app.ui.numbers import clock_text, rich_text
from dealer_app.ui.numbers import count as count_text
from dealer_app.ui.numbers import whole as whole_number
from dealer_app.ui.widgets.flow_layout import FlowLayout

LEVEL_COLUMNS = 7  # small blind, big blind, ante, minutes, game, break, the ante's kind
ANTE_KIND_COLUMN = 6
PRIZE_UNIT = 100  # the set-up's money: cents, prizes in whole units (Setup.prize_unit)
# The engine's named structures as the set-up dialog lists them (their keys stay the data).
STRUCTURE_NAMES = {
    "standard": QT_TRANSLATE_NOOP("SetupDialog", "Standard"),
    "turbo": QT_TRANSLATE_NOOP("SetupDialog", "Turbo"),
    "deep": QT_TRANSLATE_NOOP("SetupDialog", "Deep stack"),
    "mixed": QT_TRANSLATE_NOOP("SetupDialog", "Mixed games"),
}


def _fit_columns(table: QTableWidget) -> None:
    """Columns as wide as their header and cells (longer in French and Russian), the last one
    taking the rest."""
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)


def _text(item: QTableWidgetItem | None) -> str:
    return item.text().strip() if item is not None else ""


class SetupDialog(QDialog):
    """A new event: a named structure to start from, its levels editable, the money, the field."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.setWindowTitle(self.tr("New event"))
        self.saved = self._saved()
        # Four pages, so that the dialog and its OK button fit a 1366 x 768 laptop.
        self.pages = QTabWidget(self)
        self.pages.setDocumentMode(True)  # no light pane: the labels stay on the dark dialog
        form = self._page(self.tr("&Event"))
        self.name = QLineEdit(self.tr("Tournament"), self)
        form.addRow(self.tr("&Name"), self.name)
        self.structure = QComboBox(self)
        for name in STRUCTURES:
            self.structure.addItem(self.tr(STRUCTURE_NAMES.get(name, name)), name)
        for name in self.saved:
            self.structure.addItem(self.tr("%1 (saved)").replace("%1", name), "saved:" + name)
        self.structure.currentIndexChanged.connect(self._on_structure)
        form.addRow(self.tr("&Structure"), self.structure)
        self.min_field = self._spin(form, self.tr("M&inimum field"), 2, 2, 100_000)
        self.max_field = self._spin(form, self.tr("Ma&ximum field"), 90, 2, 100_000)
        self.seats = self._spin(form, self.tr("Seats per t&able"), 9, 2, 10)
        self.tables = self._spin(form, self.tr("Tables a&vailable"), 10, 1, 10_000)
        self.late = self._spin(form, self.tr("Late re&gistration until level"), 0, 0, 100)
        self.re_entries = self._spin(form, self.tr("&Re-entries allowed"), 0, 0, 100)
        self.hand_seconds = self._spin(
            form, self.tr("Hand-for-hand: seconds per &hand"), 120, 1, 180
        )
        self.seed = self._spin(
            form, self.tr("Draw see&d"), int(time.time()) % 100_000, 0, 1_000_000
        )
        form = self._page(self.tr("&Money"))
        self.buy_in = self._spin(form, self.tr("&Buy-in (fee included)"), 110, 1, 1_000_000)
        self.fee = self._spin(form, self.tr("&Fee"), 10, 0, 1_000_000)
        self.stack = self._spin(form, self.tr("Starting s&tack"), 20_000, 1, 100_000_000)
        self.bounty = self._spin(form, self.tr("Bounty (part of the buy-in)"), 0, 0, 1_000_000)
        self.progressive = QCheckBox(
            self.tr("Progressive: half won, half added to the winner's bounty"), self
        )
        form.addRow("", self.progressive)
        self.rebuy_level = self._spin(form, self.tr("Rebuys until level (0: none)"), 0, 0, 100)
        self.rebuy_price = self._spin(form, self.tr("Rebuy price"), 100, 1, 1_000_000)
        self.rebuy_chips = self._spin(form, self.tr("Rebuy chips"), 20_000, 1, 100_000_000)
        self.add_on_level = self._spin(form, self.tr("Add-on at level (0: none)"), 0, 0, 100)
        self.add_on_price = self._spin(form, self.tr("Add-on price"), 100, 1, 1_000_000)
        self.add_on_chips = self._spin(form, self.tr("Add-on chips"), 30_000, 1, 100_000_000)
        form = self._page(self.tr("&Chips"))
        self.denominations = QLineEdit(self)
        self.denominations.setPlaceholderText(self.tr("e.g. 25 100 500 1000 5000"))
        form.addRow(self.tr("Denominations, smallest first"), self.denominations)
        self.colour_ups = QPlainTextEdit(self)
        self.colour_ups.setPlaceholderText(self.tr("chip: the level after which it leaves"))
        form.addRow(self.tr("Chips raced off at a break"), self.colour_ups)
        form = self._page(self.tr("&Payouts"))
        self.payouts = QPlainTextEdit(self)
        self.payouts.setPlaceholderText(self.tr("up to N entries: shares of places 1, 2, 3..."))
        form.addRow(self.tr("Payouts by field si&ze"), self.payouts)
        self.beyond = self._spin(form, self.tr("Beyond the last row: per cent paid"), 15, 1, 50)
        self.anchors = QPlainTextEdit(self)
        self.anchors.setObjectName("curveAnchors")
        self.anchors.setPlaceholderText(self.tr("entries: per cent to first place"))
        form.addRow(self.tr("Beyond the rows, first place takes"), self.anchors)
        self.show_payouts(PayoutTable.standard())
        levels_page = QWidget(self)
        levels_layout = QVBoxLayout(levels_page)
        levels_layout.addWidget(
            QLabel(self.tr("Levels (a break has its minutes only):"), levels_page)
        )
        self.levels = QTableWidget(0, LEVEL_COLUMNS, levels_page)
        self.levels.setHorizontalHeaderLabels(
            [
                self.tr("Small blind"),
                self.tr("Big blind"),
                self.tr("Ante"),
                self.tr("Minutes"),
                self.tr("Game"),
                self.tr("Break"),
                self.tr("Ante posted by"),
            ]
        )
        _fit_columns(self.levels)  # the ante's kind in view, not scrolled off
        levels_layout.addWidget(self.levels, 1)
        self.levels.itemChanged.connect(self._on_level_changed)
        row = FlowLayout()
        for text, key, slot in (
            (self.tr("Add a level  [Ctrl+Ins]"), "Ctrl+Ins", self.add_level),
            (self.tr("Add a break"), "", self.add_break),
            (self.tr("Remove the level  [Ctrl+Del]"), "Ctrl+Del", self.remove_level),
        ):
            button = QPushButton(text, levels_page)
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, s=slot: s())
            row.addWidget(button)
            if key:
                action = QAction(self.levels)
                action.setShortcut(QKeySequence(key))
                action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                action.triggered.connect(lambda _=False, s=slot: s())
                self.levels.addAction(action)
        levels_layout.addLayout(row)
        self.pages.addTab(levels_page, self.tr("&Levels"))
        self.save_as = QCheckBox(self.tr("Save this set-&up under its name"), self)
        self.error = QLabel("", self)
        self.error.setObjectName("errorText")
        self.error.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self._on_accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.save_as)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.setup: Setup | None = None
        self.prize_unit = PRIZE_UNIT
        self._on_structure()
        self.resize(760, 600)

    def _page(self, title: str) -> QFormLayout:
        page = QWidget(self)
        form = QFormLayout(page)
        self.pages.addTab(page, title)
        return form

    def _saved(self) -> dict[str, Setup]:
        try:
            rows = load_structures(self.folder)
        except JournalError:
            return {}
        saved = {}
        for name, data in rows.items():
            try:
                saved[name] = Setup.from_json(data)
            except TournamentError:
                continue  # a set-up saved by another version: not offered
        return saved

    def _spin(self, form: QFormLayout, label: str, value: int, low: int, high: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low, high)
        spin.setValue(value)
        form.addRow(label, spin)
        return spin

    def _on_structure(self) -> None:
        key = str(self.structure.currentData())
        if key.startswith("saved:"):
            setup = self.saved[key[len("saved:") :]]
            self.fill(setup)
            return
        self.prize_unit = PRIZE_UNIT
        self.show_chips(chips_for(key))
        self.show_levels(structure_named(key))

    def fill(self, setup: Setup) -> None:
        self.prize_unit = setup.prize_unit  # its money is read back in its own unit
        self.show_chips(setup.chips)
        self.name.setText(setup.name)
        self.buy_in.setValue(setup.buy_in // setup.prize_unit)
        self.fee.setValue(setup.fee // setup.prize_unit)
        self.stack.setValue(setup.starting_stack)
        self.bounty.setValue(setup.bounty // setup.prize_unit)
        self.progressive.setChecked(setup.progressive_bounty)
        self.min_field.setValue(setup.min_field)
        self.max_field.setValue(setup.max_field)
        self.seats.setValue(setup.seats_per_table)
        self.tables.setValue(setup.tables)
        self.late.setValue(setup.late_registration_level)
        self.re_entries.setValue(setup.re_entries)
        self.hand_seconds.setValue(setup.hand_for_hand_seconds)
        self.show_payouts(setup.payouts)
        if setup.rebuys is not None:
            self.rebuy_level.setValue(setup.rebuys.until_level)
            self.rebuy_price.setValue(setup.rebuys.price // setup.prize_unit)
            self.rebuy_chips.setValue(setup.rebuys.chips)
        if setup.add_on is not None:
            self.add_on_level.setValue(setup.add_on.level)
            self.add_on_price.setValue(setup.add_on.price // setup.prize_unit)
            self.add_on_chips.setValue(setup.add_on.chips)
        self.show_levels(setup.levels)

    def show_chips(self, chips: ChipSet) -> None:
        self.denominations.setText(" ".join(str(d) for d in chips.denominations))
        self.colour_ups.setPlainText(
            "\n".join(f"{c.denomination}: {c.after_level}" for c in chips.colour_ups)
        )

    def read_chips(self) -> ChipSet:
        """The chip set as typed: the denominations, and ``25: 4`` for the 25s raced off at
        the break after level 4 (the set-up says what cannot be played)."""
        try:
            denominations = tuple(whole_number(d) for d in self.denominations.text().split())
        except ValueError:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages", "Write the denominations as whole numbers, smallest first."
                )
            ) from None
        colour_ups = []
        for number, line in enumerate(self.colour_ups.toPlainText().splitlines(), start=1):
            if not line.strip():
                continue
            chip, colon, level = line.partition(":")
            try:
                if not colon:
                    raise ValueError(line)
                colour_ups.append(ColourUp(whole_number(chip), int(level)))
            except ValueError:
                raise TournamentError(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "Chip race row {row}: write the chip, a colon, then the level after "
                        "which it leaves.",
                    ),
                    row=number,
                ) from None
        return ChipSet(denominations, tuple(colour_ups))

    def show_payouts(self, table: PayoutTable) -> None:
        self.payouts.setPlainText(
            "\n".join(
                f"{up_to}: " + " ".join(str(share) for share in shares)
                for up_to, shares in table.rows
            )
        )
        self.beyond.setValue(table.beyond_percent)
        self.anchors.setPlainText(
            "\n".join(
                f"{entries}: {share // 10}" + (f".{share % 10}" if share % 10 else "")
                for entries, share in table.anchors
            )
        )

    def read_anchors(self) -> tuple[tuple[int, int], ...]:
        """The curve's anchors as typed: ``300: 20`` or ``100: 22,5`` (first place's per cent
        of the pool at that field size); a wrong row is refused with its number."""
        anchors = []
        for number, line in enumerate(self.anchors.toPlainText().splitlines(), start=1):
            if not line.strip():
                continue
            entries, colon, share = line.partition(":")
            whole, _, tenth = share.strip().replace(",", ".").partition(".")
            try:
                if not colon or len(tenth) > 1:
                    raise ValueError(line)
                point = (whole_number(entries), whole_number(whole) * 10 + int(tenth or 0))
            except ValueError:
                raise TournamentError(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "Curve row {row}: write the field size, a colon, then first place's "
                        "per cent.",
                    ),
                    row=number,
                ) from None
            anchors.append(point)
        check_anchors(tuple(anchors))
        return tuple(anchors)

    def read_payouts(self) -> PayoutTable:
        """The payout rows as typed: ``10: 50 30 20`` pays 3 places up to 10 entries."""
        rows = []
        for number, line in enumerate(self.payouts.toPlainText().splitlines(), start=1):
            if not line.strip():
                continue
            up_to, _, shares = line.partition(":")
            try:
                row = (whole_number(up_to), tuple(whole_number(s) for s in shares.split()))
            except ValueError:
                raise TournamentError(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "Payout row {row}: write the field size, a colon, then the shares.",
                    ),
                    row=number,
                ) from None
            if not row[1] or any(share < 0 for share in row[1]) or row[0] < 1:
                raise TournamentError(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "Payout row {row}: write the field size, a colon, then the shares.",
                    ),
                    row=number,
                )
            rows.append(row)
        rows.sort()
        return PayoutTable(tuple(rows), self.beyond.value(), anchors=self.read_anchors())

    def show_levels(self, levels: Sequence[Level]) -> None:
        self.levels.setRowCount(0)
        for level in levels:
            self._insert_level(self.levels.rowCount(), level)

    def _insert_level(self, row: int, level: Level) -> None:
        self.levels.insertRow(row)
        values = (
            ("", "", "", str(level.minutes), "", "1")
            if level.is_break
            else (
                amount_text(level.small_blind or level.bring_in),
                amount_text(level.big_blind or level.small_bet),
                amount_text(level.ante),
                str(level.minutes),
                level.game,
                "",
            )
        )
        for column, value in enumerate(values):
            self.levels.setItem(row, column, QTableWidgetItem(value))
        if level.is_break:
            return
        kind = QComboBox(self.levels)
        kind.addItem(self.tr("the big blind"), "big_blind")
        kind.addItem(self.tr("every player"), "each")
        kind.setCurrentIndex(kind.findData("big_blind" if level.big_blind_ante else "each"))
        self.levels.setCellWidget(row, ANTE_KIND_COLUMN, kind)

    def _on_level_changed(self, item: QTableWidgetItem) -> None:
        """Another game: its usual ante (a big-blind ante in no-limit and pot-limit, every
        player's in limit and stud); the director may choose the other."""
        kind = self.levels.cellWidget(item.row(), ANTE_KIND_COLUMN)
        variant = VARIANTS.get(item.text().strip())
        if item.column() == 4 and isinstance(kind, QComboBox) and variant is not None:
            usual = "each" if variant.is_limit or variant.is_stud else "big_blind"
            kind.setCurrentIndex(kind.findData(usual))

    def add_level(self) -> None:
        """A level after the chosen one (at the end without one), its stakes going on from
        the levels before it: the director corrects them if he likes."""
        row = self.levels.currentRow()
        row = self.levels.rowCount() if row < 0 else row + 1
        try:
            before = [level for level in self.read_levels()[:row] if not level.is_break]
        except TournamentError:
            before = []
        self._insert_level(row, _next_level(before))
        self.levels.setCurrentCell(row, 0)

    def add_break(self) -> None:
        row = self.levels.currentRow()
        row = self.levels.rowCount() if row < 0 else row + 1
        self._insert_level(row, Level.pause(15))
        self.levels.setCurrentCell(row, 3)

    def remove_level(self) -> None:
        row = self.levels.currentRow()
        if row >= 0:
            self.levels.removeRow(row)
            self.levels.setCurrentCell(min(row, self.levels.rowCount() - 1), 0)

    def read_levels(self) -> tuple[Level, ...]:
        levels = []
        for row in range(self.levels.rowCount()):
            cells = [_text(self.levels.item(row, c)) for c in range(LEVEL_COLUMNS - 1)]
            try:
                minutes = whole_number(cells[3])
                if cells[5]:
                    levels.append(Level.pause(minutes))
                    continue
                small, big = whole_number(cells[0]), whole_number(cells[1])  # 10 000 too
                ante = whole_number(cells[2] or "0")
            except ValueError:
                raise TournamentError(
                    QT_TRANSLATE_NOOP(
                        "Messages", "Level row {row}: give whole numbers of chips and minutes."
                    ),
                    row=row + 1,
                ) from None
            kind = self.levels.cellWidget(row, ANTE_KIND_COLUMN)
            by_big_blind = (
                kind.currentData() == "big_blind" if isinstance(kind, QComboBox) else None
            )
            levels.append(
                Level.of_game(
                    cells[4] or "nlhe", small, big, ante, minutes, big_blind_ante=by_big_blind
                )
            )
        return tuple(levels)

    def build(self) -> Setup:
        """The set-up the dialog shows (raises :class:`TournamentError` with the reason)."""
        chips = self.read_chips()
        return Setup.of(
            self.name.text(),
            self.read_levels(),
            chips=chips,
            buy_in=self.buy_in.value() * self.prize_unit,
            fee=self.fee.value() * self.prize_unit,
            starting_stack=self.stack.value(),
            min_field=self.min_field.value(),
            max_field=self.max_field.value(),
            seats_per_table=self.seats.value(),
            tables=self.tables.value(),
            late_registration_level=self.late.value(),
            re_entries=self.re_entries.value(),
            hand_for_hand_seconds=self.hand_seconds.value(),
            rebuys=Rebuys(
                self.rebuy_level.value(),
                self.rebuy_price.value() * self.prize_unit,
                self.rebuy_chips.value(),
                self.stack.value(),
            )
            if self.rebuy_level.value()
            else None,
            add_on=AddOn(
                self.add_on_level.value(),
                self.add_on_price.value() * self.prize_unit,
                self.add_on_chips.value(),
            )
            if self.add_on_level.value()
            else None,
            payouts=self.read_payouts(),
            prize_unit=self.prize_unit,
            seed=self.seed.value(),
            bounty=self.bounty.value() * self.prize_unit,
            progressive_bounty=self.progressive.isChecked(),
        )

    def _on_accept(self) -> None:
        try:
            self.setup = self.build()
            if self.save_as.isChecked():
                save_structure(self.folder, self.setup.name, self.setup.to_json())
        except (TournamentError, JournalError) as error:
            self.error.setText(messages.text(error))
            return
        self.accept()


def _without_key(caption: str) -> str:
    """A caption without the key it lists: ``Clock  [Ctrl+3]`` is ``Clock``.

    >>> _without_key("Horloge  [Ctrl+3]"), _without_key("Deal")
    ('Horloge', 'Deal')
    """
    name, bracket, _key = caption.rpartition("[")
    return name.rstrip() if bracket and name.strip() else caption


def _next_level(before: Sequence[Level]) -> Level:
    """A level after ``before``: the blinds (or bring-in and bets) and the ante grow as they
    grew last, by a fifth to a half, rounded to a tidy figure; the same game and length."""
    if not before:
        return Level(100, 200, minutes=20)
    last = before[-1]
    previous = before[-2] if len(before) > 1 else None
    base = last.big_blind or last.small_bet
    earlier = (previous.big_blind or previous.small_bet) if previous else 0
    growth = Fraction(base, earlier) if earlier else Fraction(3, 2)
    growth = min(max(growth, Fraction(6, 5)), Fraction(3, 2))

    def grown(amount: int) -> int:
        if not amount:
            return 0
        target = amount * growth
        step = int(10 ** max(0, len(str(int(target))) - 2))  # two significant figures
        return max(amount + 1, math.ceil(target / step) * step)

    big = grown(base)
    first = grown(last.small_blind or last.bring_in)
    if first > big:
        first = big // 2
    ante = grown(last.ante) if last.ante != base else big
    return Level.of_game(
        last.game, first, big, ante, last.minutes, big_blind_ante=last.big_blind_ante
    )


class StacksDialog(QDialog):
    """One table's players: their chips (a count), or their leaving chips and the cards dealt
    for the odd ones (a chip race, when ``leaving`` lists the denominations that leave)."""

    def __init__(
        self,
        tournament: Tournament,
        table: int,
        leaving: Sequence[int] | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        race = leaving is not None
        title = self.tr("Chip race at table %1") if race else self.tr("Chips at table %1")
        self.setWindowTitle(title.replace("%1", str(table)))
        form = QFormLayout()
        self.leaving = QComboBox(self)
        for denomination in leaving or ():
            self.leaving.addItem(str(denomination), denomination)
        if race:
            form.addRow(self.tr("Leaving chip"), self.leaving)
        self.counts: dict[str, QSpinBox] = {}
        self.card_fields: dict[str, QLineEdit] = {}
        for _, name, stack in tournament.seating(table):
            if name is None:
                continue
            row = QHBoxLayout()
            spin = QSpinBox(self)
            spin.setRange(0 if race else 1, 1_000_000_000)
            spin.setValue(0 if race else (stack or tournament.setup.starting_stack))
            row.addWidget(spin)
            self.counts[name] = spin
            if race:
                cards = QLineEdit(self)
                cards.setPlaceholderText(self.tr("cards for the odd chips, e.g. As 7d"))
                # The hint whole in the empty field (its text margins and frame: 24 px), in the
                # font the style sheet gives it.
                cards.ensurePolished()
                hint = cards.fontMetrics().horizontalAdvance(cards.placeholderText())
                cards.setMinimumWidth(hint + 24)
                row.addWidget(cards)
                self.card_fields[name] = cards
            form.addRow(name, row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        if race:
            layout.addWidget(
                QLabel(
                    self.tr(
                        "Each player's chips of the leaving colour, and one card per odd chip:"
                    ),
                    self,
                )
            )
        layout.addLayout(form)
        layout.addWidget(buttons)

    def stacks(self) -> dict[str, int]:
        return {name: spin.value() for name, spin in self.counts.items()}

    def cards(self) -> dict[str, str]:
        return {
            name: field.text() for name, field in self.card_fields.items() if field.text().strip()
        }

    def denomination(self) -> int:
        return int(self.leaving.currentData())


class DirectorWindow(QMainWindow):
    """The director's station for one event at a time."""

    # The room's tables sent reports (queued to this thread: session/event_room.py).
    tables_said = Signal()
    # The events journal's sender says where it is (its own thread; queued to this one).
    room_state_changed = Signal(object)
    room_link: Any = None  # the events journal's sender to the room (RoomLink), if on one
    in_room: Any = None  # the event's set-up in the room and its tables followed (DirectorInRoom)
    room_url = ""

    def __init__(
        self,
        journal: EventJournal,
        folder: Path,
        *,
        now: Callable[[], float] = time.time,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("directorWindow")
        self.journal = journal
        self.folder = folder
        self.now = now
        self.session: EventSession | None = None
        self.confirm: Callable[[str], bool] = self._ask
        self._undone: Event | None = None  # the action undo is taking back
        self.bubble_box: QMessageBox | None = None  # the question on the bubble
        self._deal_offers: dict[str, tuple[tuple[str, ...], tuple[int, ...]]] = {}
        self.instructions_shown: list[str] = []
        # Each sentence listed to read out, as a way to say it again in another language;
        # ``kept``: it is one of instructions_shown too.
        self._read_out: list[tuple[Callable[[], str], bool]] = []
        self._build()
        from dealer_app.ui.display.window import DisplayStation  # the players' display (issue 18)

        self.display_station = DisplayStation(self, folder)
        self.display_station.bridge.say_back = self._said_back
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._refresh_clock)
        self.timer.start(1000)
        self.resize(1280, 820)
        self._refresh()

    # ------------------------------------------------------------------ construction

    def _build(self) -> None:
        self.setWindowTitle(self.tr("Tournament director"))
        bar = self.menuBar()
        event_menu = bar.addMenu(self.tr("&Event"))
        self.new_action = self._action(event_menu, self.tr("&New event…"), "Ctrl+N", self._on_new)
        self.open_action = self._action(
            event_menu, self.tr("&Open an event…"), "Ctrl+O", self._on_open
        )
        self.save_action = self._action(
            event_menu, self.tr("&Save the event's record…"), "Ctrl+S", self._on_save_record
        )
        event_menu.addSeparator()
        self.print_seats_action = self._action(
            event_menu, self.tr("&Print seat cards…"), "Ctrl+P", lambda: self._on_print("seats")
        )
        self.print_entries_action = self._action(
            event_menu, self.tr("Print the &entry list…"), "", lambda: self._on_print("entries")
        )
        self.print_results_action = self._action(
            event_menu, self.tr("Print the &results…"), "", lambda: self._on_print("results")
        )
        event_menu.addSeparator()
        self._action(event_menu, self.tr("&Close"), "Ctrl+W", self.close)
        play_menu = bar.addMenu(self.tr("&Play"))
        self.undo_action = self._action(play_menu, self.tr("&Undo"), "Ctrl+Z", self.undo)
        self.start_action = self._action(
            play_menu, self.tr("S&tart: draw the seats  [F9]"), "F9", self.start
        )
        self.eliminate_action = self._action(
            play_menu, self.tr("&Eliminate the chosen players  [E]"), "", self.eliminate_selected
        )
        self.clock_action = self._action(
            play_menu, self.tr("&Pause or resume the clock  [F5]"), "F5", self.toggle_clock
        )
        self._action(
            play_menu,
            self.tr("One minute &more  [Ctrl++]"),
            "Ctrl++",
            lambda: self.adjust_clock(60),
        )
        self._action(
            play_menu,
            self.tr("One minute &less  [Ctrl+-]"),
            "Ctrl+-",
            lambda: self.adjust_clock(-60),
        )
        self._action(play_menu, self.tr("&Go to a level…  [Ctrl+G]"), "Ctrl+G", self.focus_level)
        self.hand_for_hand_action = self._action(
            play_menu, self.tr("&Hand-for-hand on or off  [F6]"), "F6", self.toggle_hand_for_hand
        )
        self.hand_done_action = self._action(
            play_menu,
            self.tr("E&very table has played the hand  [F7]"),
            "F7",
            self.hand_for_hand_done,
        )
        floor_menu = bar.addMenu(self.tr("&Floor"))
        self._action(floor_menu, self.tr("&Find a player  [Ctrl+F]"), "Ctrl+F", self.focus_search)
        self._action(floor_menu, self.tr("&Move the chosen player…  [M]"), "", self.move_selected)
        self._action(
            floor_menu, self.tr("&Swap the two chosen players  [S]"), "", self.swap_selected
        )
        self._action(floor_menu, self.tr("&Reserve or free a seat…  [V]"), "", self.reserve_seat)
        self._action(floor_menu, self.tr("&Open a table…"), "", self.open_table)
        self._action(floor_menu, self.tr("&Close a table…"), "", self.close_table)
        self._action(
            floor_menu,
            self.tr("Mark the chosen entry &paid  [Ctrl+M]"),
            "Ctrl+M",
            self.mark_selected_paid,
        )
        self.tabs = QTabWidget(self)
        pages = (
            (self._desk_page(), self.tr("Registration  [Ctrl+1]")),
            (self._tables_page(), self.tr("Tables  [Ctrl+2]")),
            (self._clock_page(), self.tr("Clock  [Ctrl+3]")),
            (self._payouts_page(), self.tr("Payouts and results  [Ctrl+4]")),
            (self._deal_page(), self.tr("Deal  [Ctrl+5]")),
        )
        # The tabs say the page's name and show its key on hovering; the Event menu lists the
        # pages with their keys: the five tabs fit a 1280 px window in every language (the
        # keys in the tabs made French and Russian scroll, issue 29).
        event_menu.addSeparator()
        for index, (page, caption) in enumerate(pages):
            self.tabs.addTab(page, _without_key(caption))
            self.tabs.setTabToolTip(index, caption)
            self._action(
                event_menu,
                caption,
                f"Ctrl+{index + 1}",
                lambda i=index: self.tabs.setCurrentIndex(i),  # type: ignore[misc]
            )
        self.tabs.setMinimumWidth(self.tabs.tabBar().sizeHint().width() + 8)
        self.instructions = QListWidget(self)
        self.instructions.setObjectName("instructions")
        self.instructions.setWordWrap(True)
        splitter = QSplitter(self)
        splitter.addWidget(self.tabs)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.addWidget(QLabel(self.tr("Read out:"), right))
        right_layout.addWidget(self.instructions)
        right.setMinimumWidth(240)  # sentences read out, not a word a line
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        self.setCentralWidget(splitter)
        self.figures = QLabel("", self)
        self.figures.setObjectName("figures")
        self.statusBar().addWidget(self.figures, 1)
        self.error = QLabel("", self)
        self.error.setObjectName("errorText")
        self.statusBar().addPermanentWidget(self.error)

    def _action(self, menu: object, text: str, key: str, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self)
        if key:
            action.setShortcut(QKeySequence(key))
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)  # type: ignore[attr-defined]
        self.addAction(action)
        return action

    def _desk_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        self.title = QLabel("", page)
        self.title.setObjectName("eventTitle")
        layout.addWidget(self.title)
        row = QHBoxLayout()
        self.name_field = QLineEdit(page)
        self.name_field.setPlaceholderText(self.tr("Player's name, then Enter"))
        self.name_field.returnPressed.connect(self._on_register)
        self.name_field.installEventFilter(self)  # Ctrl+Z: the director's undo, not the text's
        row.addWidget(self.name_field, 1)
        self.paid_box = QCheckBox(self.tr("Paid"), page)  # entries, rebuys and add-ons
        self.paid_box.setChecked(True)
        row.addWidget(self.paid_box)
        self.register_button = QPushButton(self.tr("Register  [Enter]"), page)
        self.register_button.clicked.connect(self._on_register)
        row.addWidget(self.register_button)
        layout.addLayout(row)
        self.entry_list = QListWidget(page)
        layout.addWidget(self.entry_list, 1)
        buttons = FlowLayout()  # wraps in a narrow window (French and Russian are longer)
        self.withdraw_button = QPushButton(self.tr("Withdraw the chosen entry"), page)
        self.withdraw_button.clicked.connect(self._on_withdraw)
        buttons.addWidget(self.withdraw_button)
        self.paid_button = QPushButton(self.tr("Mark the chosen entry paid  [Ctrl+M]"), page)
        self.paid_button.clicked.connect(self.mark_selected_paid)
        buttons.addWidget(self.paid_button)
        self.start_button = QPushButton(self.tr("Start: draw the seats  [F9]"), page)
        self.start_button.clicked.connect(self.start)
        buttons.addWidget(self.start_button)
        layout.addLayout(buttons)
        return page

    def _tables_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        self.search_field = QLineEdit(page)
        self.search_field.setPlaceholderText(self.tr("Find a player: name, then Enter  [Ctrl+F]"))
        self.search_field.returnPressed.connect(lambda: self.find_player(self.search_field.text()))
        self.search_field.installEventFilter(self)
        layout.addWidget(self.search_field)
        self.table_map = QTableWidget(0, 0, page)
        self.table_map.setObjectName("tableMap")
        self.table_map.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table_map.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # The seats share the map's width (a table of ten on a laptop's screen, no scrolling
        # sideways); a name too long for its cell is elided, whole in its tooltip.
        self.table_map.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table_map, 1)
        # Letters on the map only: the registration desk's name field takes letters.
        for keys, slot in (
            (("E", "Delete"), self.eliminate_selected),
            (("R",), self.rebuy_selected),
            (("A",), self.add_on_selected),
            (("C",), self.count_chips_dialog),
            (("H",), self.hand_played),
            (("B",), self.button_here),
            (("Ctrl+R",), self.chip_race_dialog),
            (("M",), self.move_selected),
            (("S",), self.swap_selected),
            (("V",), self.reserve_seat),
        ):
            action = QAction(self.table_map)
            action.setShortcuts([QKeySequence(key) for key in keys])
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda _=False, s=slot: s())
            self.table_map.addAction(action)
        row = FlowLayout()  # wraps: the window fits a laptop's screen beside the display panel
        for text, slot in (
            (self.tr("Eliminate the chosen players  [E]"), self.eliminate_selected),
            (self.tr("Rebuy  [R]"), self.rebuy_selected),
            (self.tr("Add-on  [A]"), self.add_on_selected),
            (self.tr("Count the table's chips  [C]"), self.count_chips_dialog),
            (self.tr("Hand played at this table  [H]"), self.hand_played),
            (self.tr("The button is here  [B]"), self.button_here),
            (self.tr("Chip race  [Ctrl+R]"), self.chip_race_dialog),
            (self.tr("Move  [M]"), self.move_selected),
            (self.tr("Swap seats  [S]"), self.swap_selected),
            (self.tr("Reserve a seat  [V]"), self.reserve_seat),
        ):
            button = QPushButton(text, page)
            button.clicked.connect(lambda _=False, s=slot: s())
            row.addWidget(button)
        layout.addLayout(row)
        return page

    def _clock_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        self.level_label = QLabel("", page)
        self.level_label.setObjectName("levelText")
        self.time_label = QLabel("", page)
        self.time_label.setObjectName("clockText")
        self.next_label = QLabel("", page)
        for label in (self.level_label, self.time_label, self.next_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(label)
        row = FlowLayout()
        for text, slot in (
            (self.tr("Pause / resume  [F5]"), self.toggle_clock),
            (self.tr("+1 minute  [Ctrl++]"), lambda: self.adjust_clock(60)),
            (self.tr("-1 minute  [Ctrl+-]"), lambda: self.adjust_clock(-60)),
            (self.tr("Hand-for-hand  [F6]"), self.toggle_hand_for_hand),
            (self.tr("Hand played everywhere  [F7]"), self.hand_for_hand_done),
        ):
            button = QPushButton(text, page)
            button.clicked.connect(lambda _=False, s=slot: s())
            row.addWidget(button)
        layout.addLayout(row)
        go = QHBoxLayout()
        self.level_spin = QSpinBox(page)
        self.level_spin.setRange(1, 1)
        self.level_spin.lineEdit().returnPressed.connect(
            lambda: self.go_to_level(self.level_spin.value())
        )
        go.addWidget(QLabel(self.tr("Level:"), page))
        go.addWidget(self.level_spin)
        button = QPushButton(self.tr("Go to this level  [Ctrl+G]"), page)
        button.clicked.connect(lambda: self.go_to_level(self.level_spin.value()))
        go.addWidget(button)
        go.addStretch(1)
        layout.addLayout(go)
        layout.addStretch(1)
        return page

    def _payouts_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        self.payout_table = QTableWidget(0, 4, page)
        self.payout_table.setHorizontalHeaderLabels(
            [self.tr("Place"), self.tr("Prize"), self.tr("Player"), self.tr("Bounties won")]
        )
        self.payout_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        _fit_columns(self.payout_table)
        layout.addWidget(self.payout_table, 1)
        return page

    def _deal_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        layout.addWidget(
            QLabel(self.tr("Enter each player's chips, then compute. The players decide."), page)
        )
        self.deal_table = QTableWidget(0, 4, page)
        self.deal_table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Chips"), self.tr("Chip chop"), self.tr("ICM")]
        )
        _fit_columns(self.deal_table)
        layout.addWidget(self.deal_table, 1)
        self.deal_button = QPushButton(self.tr("Compute the deal  [Ctrl+D]"), page)
        self.deal_button.setShortcut(QKeySequence("Ctrl+D"))
        self.deal_button.clicked.connect(self.compute_deal)
        layout.addWidget(self.deal_button)
        accept = FlowLayout()
        for text, kind in (
            (self.tr("The players accept the chip chop"), "chop"),
            (self.tr("The players accept the ICM deal"), "icm"),
        ):
            button = QPushButton(text, page)
            button.clicked.connect(lambda _=False, k=kind: self.accept_deal(k))
            accept.addWidget(button)
        layout.addLayout(accept)
        return page

    # ------------------------------------------------------------------ the event

    def join_room(self, url: str) -> None:
        """Send the events journal to the room at ``url`` and run the event from its tables:
        each dealer's window joined to one of its tables reports its hands and confirms its
        moves; this window acts them (journal first), as if keyed here."""
        from dealer_app.session.station import RoomLink

        self.room_url = url
        self.tables_said.connect(self._on_tables_said, Qt.ConnectionType.QueuedConnection)
        self.room_state_changed.connect(self._show_room, Qt.ConnectionType.QueuedConnection)
        self.room_label = QLabel(self)
        self.room_label.setObjectName("roomStatus")
        self.statusBar().addPermanentWidget(self.room_label)
        self.room_link = RoomLink(
            self.journal, url, kind="event", on_state=self.room_state_changed.emit
        )
        self._show_room(self.room_link.state)
        if self.session is not None:
            self._follow_tables(self.session)

    def room_text(self, state: Any) -> str:
        """Which room this window is on, and whether every entry has reached it."""
        head = self.tr("Room %1").replace("%1", self.room_link.where)
        return f"{head} · {messages.text(state.said())}"  # the room's sentence: the tooltip

    def _show_room(self, state: Any) -> None:
        if self.room_link is None:
            return
        self.room_label.setText(self.room_text(state))
        error = state.error
        self.room_label.setToolTip(messages.text(error) if error is not None else "")

    def _follow_tables(self, session: EventSession) -> None:
        from dealer_app.session.event_room import DirectorInRoom
        from dealer_app.store.errors import JournalError

        if self.in_room is not None:
            self.in_room.stop()
            self.in_room = None
        try:
            self.in_room = DirectorInRoom(
                self.room_url, session, self.journal.station, wake=self.tables_said.emit
            )
        except JournalError as error:
            self._tell(messages.text(error))

    def _on_tables_said(self) -> None:
        if self.in_room is None:
            return
        self.in_room.pump()
        refused, self.in_room.reports.refused = self.in_room.reports.refused, []
        if refused:
            self._tell(" ".join(map(messages.text, refused)))

    def open_session(self, session: EventSession) -> None:
        self.session = session
        session.changed.connect(self._on_changed)
        if self.room_link is not None:
            session.changed.connect(lambda *_: self.room_link.wake())
            self.room_link.wake()
            self._follow_tables(session)
        self.display_station.follow(session)  # the players' display follows it (pushed)
        self.instructions.clear()
        self.instructions_shown = []
        self._read_out = []
        self._said_so_far(session)
        self._refresh()

    def _said_so_far(self, session: EventSession) -> None:
        """The sentences read out so far, listed again (an event reopened after a restart):
        the journal's actions replayed in order, each undo where it came (issue 26)."""
        try:
            rows = session.journal.events(session.event_id)
        except JournalError:
            rows = []
        setup = session.tournament.setup
        replay = Tournament(setup)
        in_force: list[Event] = []
        for row in rows:
            if row.get("kind") == UNDO:
                if in_force:
                    undone = in_force.pop()
                    replay = Tournament(setup, in_force)
                    self._read(functools.partial(self._undone_text, undone))
                continue
            try:
                event = event_from_json(row)
                happenings = replay.apply(event)
            except (TournamentError, ValueError, KeyError, TypeError):
                continue  # an entry the session left out on recovery: not said then either
            in_force.append(event)
            self._said(event, happenings)

    def _said(self, event: Event | None, happenings: Sequence[object]) -> None:
        """What an action makes the director read out: the busts waiting for hand-for-hand,
        then whatever followed."""
        if isinstance(event, Bust) and not any(
            getattr(h, "kind", "") == "bust" for h in happenings
        ):
            for name in event.players:  # hand-for-hand: places wait for every table
                self._read(functools.partial(self._out_waiting, name))
        self._show_sentences(happenings)

    def new_event(self, setup: Setup) -> None:
        """Start a new event (the one open, if any, stays in the journal)."""
        if self.room_link is not None:  # on a room: the tables report, the moves are confirmed
            setup = dataclasses.replace(setup, from_tables=True)
        try:
            session = EventSession.create(self.journal, setup, clock=self.now)
        except JournalError as error:
            self._tell(messages.text(error))
            return
        self.open_session(session)
        self.tabs.setCurrentIndex(0)
        self.name_field.setFocus()

    def restore(self) -> bool:
        """Reopen the journal's last unfinished event; False when there is none. What the
        journal found unusable or damaged (a file kept aside, entries left out) is said."""
        said = list(self.journal.notices)
        try:
            if self.journal.unfinished_event() is None:
                return False
            session = EventSession.restore(self.journal, clock=self.now)
            said.extend(session.found)
            self.open_session(session)
        except (JournalError, TournamentError) as error:
            said.append(error.message)
            return False
        finally:
            if said:
                self._tell(" ".join(map(messages.text, said)))
        return True

    def open_event(self, event_id: int) -> bool:
        """Open an event of the journal (finished ones too: their results, their record)."""
        try:
            self.open_session(EventSession.restore(self.journal, event_id, clock=self.now))
        except (JournalError, TournamentError) as error:
            self._tell(messages.text(error))
            return False
        return True

    def _on_open(self) -> None:
        events = self.journal.event_list()
        if not events:
            self._tell(self.tr("The journal holds no event yet."))
            return
        labels = [
            f"{number}. {name}" + ("  " + self.tr("(over)") if closed else "")
            for number, name, closed in events
        ]
        label, chosen = QInputDialog.getItem(
            self, self.tr("Open an event"), self.tr("Event:"), labels, 0, False
        )
        if chosen:
            self.open_event(events[labels.index(label)][0])

    def act(self, event: object) -> bool:
        """One director's action through the session; a refusal shows and changes nothing."""
        if self.session is None:
            self._tell(self.tr("Open or create an event first (Ctrl+N)."))
            return False
        try:
            self.session.act(event)  # type: ignore[arg-type]
        except (TournamentError, JournalError) as error:
            self._tell(messages.text(error))
            return False
        self.error.setText("")
        return True

    def register(self, name: str, *, paid: bool = True) -> bool:
        return self.act(Register(player=name.strip(), paid=paid))

    def withdraw(self, name: str) -> bool:
        return self.act(Unregister(player=name))

    def start(self) -> bool:
        """The seat draw; below the minimum field, the director confirms the cancellation."""
        session = self.session
        if session is not None and not session.tournament.started:
            tournament = session.tournament
            if tournament.start_cancels and not self.confirm(
                self.tr(
                    "%n entries, fewer than the minimum of %1: cancel the event and refund "
                    "every entry?",
                    "",
                    len(tournament.entries),
                ).replace("%1", str(tournament.setup.min_field))
            ):
                return False
        done = self.act(Start())
        if done and self.session is not None and not self.session.tournament.cancelled:
            self.tabs.setCurrentIndex(1)
            self.table_map.setFocus()
        return done

    def eliminate(self, names: Sequence[str]) -> bool:
        """Players out in one hand at one table (the table is the first one's). Several whose
        stacks are not known: the director is asked how many chips each had when the hand
        began (who had more finishes higher)."""
        if self.session is None or not names:
            self._tell(self.tr("Choose the players eliminated on the table map."))
            return False
        try:
            table = self.session.tournament.entry_of(names[0]).table
        except TournamentError as error:
            self._tell(messages.text(error))
            return False
        tournament = self.session.tournament
        by_each: tuple[str, ...] = ()
        if tournament.setup.bounty:
            others = [name for name in tournament.players_at(table) if name not in names]
            chosen = self.ask_eliminators(tuple(names), tuple(others))
            if chosen is None:
                return False
            by_each = chosen
        # One eliminator for all is written as before (``by``); several, one each.
        by = by_each[0] if len(set(by_each)) == 1 else ""
        by_each = () if by else by_each
        event = Bust(table=table, players=tuple(names), by=by, by_each=by_each)
        try:
            self.session.tournament.verify(event)
        except TournamentError as error:
            if not error.message.key.startswith("Give the chips"):
                self._tell(messages.text(error))
                return False
            stacks = self.ask_starting_stacks(table, tuple(names))
            if stacks is None:
                self._tell(messages.text(error))
                return False
            event = Bust(
                table=table,
                players=tuple(names),
                starting_stacks=tuple(stacks),
                by=by,
                by_each=by_each,
            )
        return self.act(event)

    def ask_eliminators(
        self, names: tuple[str, ...], candidates: tuple[str, ...]
    ) -> tuple[str, ...] | None:
        """Who eliminated each of ``names`` (a bounty event: each bounty is his eliminator's;
        two out in one hand may be out to two players); None: cancelled."""
        dialog = QDialog(self)
        dialog.setObjectName("eliminatorsDialog")
        dialog.setWindowTitle(self.tr("Bounty"))
        form = QFormLayout()
        choices = []
        for name in names:
            choice = QComboBox(dialog)
            choice.addItems(list(candidates))
            form.addRow(self.tr("Who eliminated %1?").replace("%1", name), choice)
            choices.append(choice)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
        )
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addLayout(form)
        layout.addWidget(buttons)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return tuple(choice.currentText() for choice in choices)

    def ask_starting_stacks(self, table: int, names: tuple[str, ...]) -> tuple[int, ...] | None:
        """Each player's chips when the hand began (None: the director cancels)."""
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Out in one hand at table %1").replace("%1", str(table)))
        form = QFormLayout()
        spins = []
        for name in names:
            spin = QSpinBox(dialog)
            spin.setRange(1, 2_000_000_000)
            spin.setGroupSeparatorShown(True)
            form.addRow(name, spin)
            spins.append(spin)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
        )
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(
            QLabel(self.tr("Their chips when the hand began (more chips, higher place):"), dialog)
        )
        layout.addLayout(form)
        layout.addWidget(buttons)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return tuple(spin.value() for spin in spins)

    def ask_seat(self, title: str) -> tuple[int, int] | None:
        """A table and a seat, typed as ``12 4`` (None: cancelled)."""
        text, chosen = QInputDialog.getText(self, title, self.tr("Table and seat (e.g. 12 4):"))
        if not chosen:
            return None
        parts = text.replace(",", " ").split()
        if len(parts) != 2 or not all(part.isdigit() for part in parts):
            self._tell(self.tr("Type the table and the seat: two numbers."))
            return None
        return int(parts[0]), int(parts[1])

    def ask_table(self, title: str) -> int | None:
        number, chosen = QInputDialog.getInt(self, title, self.tr("Table:"), 1, 1, 10_000)
        return number if chosen else None

    # ------------------------------------------------------------------ the floor

    def focus_search(self) -> None:
        self.tabs.setCurrentIndex(1)
        self.search_field.setFocus()
        self.search_field.selectAll()

    def find_player(self, text: str) -> bool:
        """Select ``text``'s seat on the map (case and spacing aside; else the shortest name
        that holds it) and show it."""
        wanted = " ".join(text.split()).casefold()
        found: list[tuple[bool, int, QTableWidgetItem]] = []
        for row in range(self.table_map.rowCount()):
            for column in range(self.table_map.columnCount()):
                item = self.table_map.item(row, column)
                name = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
                if item is None or not name or not wanted:
                    continue
                spoken = " ".join(str(name).split()).casefold()
                if wanted in spoken:
                    found.append((spoken != wanted, len(spoken), item))
        if not found:
            self._tell(self.tr("Nobody called %1 is seated.").replace("%1", text.strip()))
            return False
        *_, item = min(found, key=lambda one: one[:2])  # the exact name, else the shortest
        self.table_map.clearSelection()
        self.table_map.setCurrentItem(item)
        item.setSelected(True)
        self.table_map.scrollToItem(item)
        self.table_map.setFocus()
        self.error.setText("")
        return True

    def move_selected(self) -> bool:
        names = self.selected_names()
        if len(names) != 1:
            self._tell(self.tr("Choose one player on the table map."))
            return False
        place = self.ask_seat(self.tr("Move %1 to").replace("%1", names[0]))
        if place is None:
            return False
        return self.act(MovePlayer(player=names[0], table=place[0], seat=place[1]))

    def swap_selected(self) -> bool:
        names = self.selected_names()
        if len(names) != 2:
            self._tell(self.tr("Choose the two players who swap seats on the table map."))
            return False
        return self.act(SwapSeats(first=names[0], second=names[1]))

    def reserve_seat(self) -> bool:
        """Keep a seat free for a player who needs it (TDA 9), or free a reserved one."""
        place = self.ask_seat(self.tr("Reserve or free a seat"))
        if place is None or self.session is None:
            return False
        on = place not in self.session.tournament.reserved
        return self.act(ReserveSeat(table=place[0], seat=place[1], on=on))

    def open_table(self) -> bool:
        number = self.ask_table(self.tr("Open a table"))
        return number is not None and self.act(OpenTable(table=number))

    def close_table(self) -> bool:
        number = self.ask_table(self.tr("Close a table"))
        return number is not None and self.act(CloseTable(table=number))

    def mark_paid(self, name: str) -> bool:
        return self.act(MarkPaid(player=name))

    def mark_selected_paid(self) -> bool:
        item = self.entry_list.currentItem()
        names = self.selected_names() if self.tabs.currentIndex() == 1 else []
        if item is not None and self.tabs.currentIndex() == 0:
            names = [str(item.data(Qt.ItemDataRole.UserRole))]
        if len(names) != 1:
            self._tell(self.tr("Choose the entry that is paid."))
            return False
        return self.mark_paid(names[0])

    def eliminate_selected(self) -> bool:
        return self.eliminate(self.selected_names())

    def selected_names(self) -> list[str]:
        names = []
        for item in self.table_map.selectedItems():
            name = item.data(Qt.ItemDataRole.UserRole)
            if name:
                names.append(str(name))
        return names

    def rebuy_selected(self) -> bool:
        names = self.selected_names()
        if not names:
            self._tell(self.tr("Choose the players on the table map."))
        return bool(names) and all(
            [self.act(Rebuy(player=name, paid=self.paid_box.isChecked())) for name in names]
        )

    def add_on_selected(self) -> bool:
        names = self.selected_names()
        if not names:
            self._tell(self.tr("Choose the players on the table map."))
        return bool(names) and all(
            [self.act(AddOnTaken(player=name, paid=self.paid_box.isChecked())) for name in names]
        )

    def chosen_table(self) -> int | None:
        """The table of the chosen cell of the map."""
        if self.session is None:
            return None
        row = self.table_map.currentRow()
        numbers = sorted(self.session.tournament.tables)
        return numbers[row] if 0 <= row < len(numbers) else None

    def hand_played(self) -> bool:
        """A hand is over at the chosen table: its button moves (balancing needs it)."""
        table = self.chosen_table()
        if table is None:
            self._tell(self.tr("Choose a table on the map first."))
            return False
        return self.act(HandPlayed(table=table))

    def button_here(self) -> bool:
        """The chosen player has the button for the next hand at his table."""
        names = self.selected_names()
        if len(names) != 1 or self.session is None:
            self._tell(self.tr("Choose the players on the table map."))
            return False
        try:
            entry = self.session.tournament.entry_of(names[0])
        except TournamentError as error:
            self._tell(messages.text(error))
            return False
        return self.act(ButtonAt(table=entry.table, seat=entry.seat))

    def count_chips(self, table: int, stacks: dict[str, int]) -> bool:
        return self.act(ChipCount(table=table, stacks=stacks))

    def chip_race(
        self, table: int, denomination: int, chips: dict[str, int], cards: dict[str, str]
    ) -> bool:
        try:
            event = ChipRace(table=table, denomination=denomination, chips=chips, cards=cards)
            return self.act(event)
        except IllegalAction as error:  # a card that cannot be read
            self._tell(messages.text(error))
            return False

    def count_chips_dialog(self) -> None:
        table = self.chosen_table()
        if table is None or self.session is None:
            self._tell(self.tr("Choose a table on the map first."))
            return
        dialog = StacksDialog(self.session.tournament, table, None, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.count_chips(table, dialog.stacks())

    def chip_race_dialog(self) -> None:
        table = self.chosen_table()
        if table is None or self.session is None:
            self._tell(self.tr("Choose a table on the map first."))
            return
        leaving = [c.denomination for c in self.session.tournament.setup.chips.colour_ups]
        if not leaving:
            self._tell(self.tr("No chip leaves play in this event."))
            return
        dialog = StacksDialog(self.session.tournament, table, leaving, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.chip_race(table, dialog.denomination(), dialog.stacks(), dialog.cards())

    def toggle_clock(self) -> bool:
        if self.session is None:
            return False
        running = self.session.tournament.clock(int(self.now())).running
        return self.act(Pause() if running else Resume())

    def adjust_clock(self, seconds: int) -> bool:
        """``seconds`` more for the level in play (fewer when negative)."""
        return self.act(AdjustClock(seconds=-seconds))  # the engine counts time taken off

    def focus_level(self) -> None:
        self.tabs.setCurrentIndex(2)
        self.level_spin.setFocus()
        self.level_spin.selectAll()

    def go_to_level(self, number: int) -> bool:
        return self.act(GoToLevel(level=number))

    def toggle_hand_for_hand(self) -> bool:
        if self.session is None:
            return False
        return self.act(HandForHand(on=not self.session.tournament.hand_for_hand))

    def hand_for_hand_done(self) -> bool:
        return self.act(HandForHandDone())

    def undo(self) -> bool:
        """Take back the director's last action, and say which."""
        if self.session is None or not self.session.can_undo:
            self._tell(
                messages.text(
                    TournamentError(QT_TRANSLATE_NOOP("Messages", "There is nothing to undo."))
                )
            )
            return False
        self._undone = self.session.tournament.events[-1]
        try:
            self.session.undo()
        except (TournamentError, JournalError) as error:
            self._tell(messages.text(error))
            return False
        finally:
            self._undone = None
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Ctrl+Z in the name field is the director's undo (the name typed is short to
        # retype); QLineEdit would take it for its own text.
        fields = (getattr(self, "name_field", None), getattr(self, "search_field", None))
        if (
            watched in fields
            and event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.matches(QKeySequence.StandardKey.Undo)
        ):
            event.ignore()
            return True
        return super().eventFilter(watched, event)

    def compute_deal(self) -> bool:
        """Chip chop and ICM for the chips entered (the prizes of the places left)."""
        if self.session is None:
            return False
        stacks = []
        for row in range(self.deal_table.rowCount()):
            item = self.deal_table.item(row, 1)
            try:
                stacks.append(whole_number(item.text()) if item else 0)  # 20 000 too
            except ValueError:
                self._tell(self.tr("Chips are whole numbers."))
                return False
        tournament = self.session.tournament
        prizes = tournament.prizes()
        unit = tournament.setup.prize_unit
        try:
            chop = chip_chop(stacks, prizes, unit=unit)
            model = icm(stacks, prizes, unit=unit)
        except TournamentError as error:
            self._tell(messages.text(error))
            return False
        for row, (first, second) in enumerate(zip(chop, model, strict=True)):
            self.deal_table.setItem(row, 2, QTableWidgetItem(words.money(first, unit)))
            self.deal_table.setItem(row, 3, QTableWidgetItem(words.money(second, unit)))
        names = tuple(_text(self.deal_table.item(row, 0)) for row in range(len(stacks)))
        # The places follow the chips: the chip leader first.
        order = sorted(range(len(stacks)), key=lambda i: -stacks[i])
        self._deal_offers = {
            kind: (tuple(names[i] for i in order), tuple(amounts[i] for i in order))
            for kind, amounts in (("chop", chop), ("icm", model))
        }
        self.error.setText("")
        return True

    def accept_deal(self, kind: str) -> bool:
        """The players accept the deal computed (``chop`` or ``icm``): it is the results."""
        offer = self._deal_offers.get(kind)
        if offer is None or self.session is None:
            self._tell(self.tr("Compute the deal first (Ctrl+D)."))
            return False
        unit = self.session.tournament.setup.prize_unit
        shares = ", ".join(
            f"{name} {words.money(amount, unit)}" for name, amount in zip(*offer, strict=True)
        )
        if not self.confirm(
            self.tr("The players accept this deal and the event ends: %1?").replace("%1", shares)
        ):
            return False
        return self.act(Deal(players=offer[0], amounts=offer[1]))

    # ------------------------------------------------------------------ printing and records

    def print_pdf(self, kind: str, path: str | Path) -> bool:
        """Seat cards, the entry list or the results, to a PDF file (Qt's own writer)."""
        if self.session is None:
            self._tell(self.tr("Open or create an event first (Ctrl+N)."))
            return False
        writer = QPdfWriter(str(path))
        writer.setPageLayout(
            QPageLayout(
                QPageSize(QPageSize.PageSizeId.A4),
                QPageLayout.Orientation.Portrait,
                QMarginsF(15, 15, 15, 15),
            )
        )
        writer.setTitle(self.session.tournament.setup.name)
        document = QTextDocument()
        document.setHtml(rich_text(self.print_html(kind)))  # 1 234 kept whole in French
        document.print_(writer)
        return Path(path).is_file()

    def print_html(self, kind: str) -> str:
        assert self.session is not None
        tournament = self.session.tournament
        unit = tournament.setup.prize_unit
        title = escape(tournament.setup.name)
        rows: list[str] = []
        if kind == "seats":
            # One card a page (each after the first begins a page: Qt honours the break on a
            # paragraph), the table and seat large enough to read at arm's length.
            cards: list[str] = []
            for number in sorted(tournament.tables):
                for seat, name, _ in tournament.seating(number):
                    if name is not None:
                        table_text = self.tr("Table %1").replace("%1", str(number))
                        seat_text = self.tr("Seat %1").replace("%1", str(seat))
                        new_page = "page-break-before: always; " if cards else ""
                        cards.append(
                            f'<p style="{new_page}font-size: 28pt">{escape(name)}</p>'
                            f'<p style="font-size: 96pt; font-weight: bold">'
                            f"{escape(table_text)}</p>"
                            f'<p style="font-size: 96pt; font-weight: bold">'
                            f"{escape(seat_text)}</p>"
                            f'<p style="font-size: 14pt">{title}</p>'
                        )
            return "".join(cards)
        elif kind == "entries":
            heading = self.tr("Entry list")
            for entry in tournament.entries:
                where = (
                    self.tr("table %1 seat %2")
                    .replace("%1", str(entry.table))
                    .replace("%2", str(entry.seat))
                    if entry.table and not entry.out
                    else ""
                )
                paid = "" if entry.paid else self.tr("(not paid)")
                rows.append(
                    f"<p>{entry.id + 1}. {escape(entry.name)} {escape(where)} {escape(paid)}</p>"
                )
        else:
            heading = self.tr("Results")
            bounties = tournament.bounties_won()
            for name, place, place_to, prize in tournament.results():
                won = bounties.pop(name, 0)  # once per player (his re-entries together)
                extra = (
                    ", " + self.tr("bounties %1").replace("%1", words.money(won, unit))
                    if won
                    else ""
                )
                rows.append(
                    f"<p>{escape(words.places_text(place, place_to))}: {escape(name)} — "
                    f"{escape(words.money(prize, unit))}{escape(extra)}</p>"
                )
        return f"<h1>{title}</h1><h2>{escape(heading)}</h2>" + "".join(rows)

    def _on_print(self, kind: str) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Print to PDF"), "", "PDF (*.pdf)")
        if path:
            self.print_pdf(kind, self.pdf_path(path))

    @staticmethod
    def pdf_path(path: str) -> str:
        """The file name typed, with ".pdf" when it has not got it."""
        return path if path.lower().endswith(".pdf") else path + ".pdf"

    def _on_save_record(self) -> None:
        if self.session is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the event's record"), "", "JSON (*.json)"
        )
        if path:
            try:
                self.session.save_record(path)
            except JournalError as error:
                self._tell(messages.text(error))

    def _on_new(self) -> None:
        dialog = SetupDialog(self.folder, self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.setup is not None:
            self.new_event(dialog.setup)

    def _on_register(self) -> None:
        # Cleared when refused too (the refusal names him): the next name starts afresh.
        self.register(self.name_field.text(), paid=self.paid_box.isChecked())
        self.name_field.clear()
        self.name_field.setFocus()

    def _on_withdraw(self) -> None:
        item = self.entry_list.currentItem()
        if item is not None:
            self.withdraw(str(item.data(Qt.ItemDataRole.UserRole)))

    # ------------------------------------------------------------------ showing

    def _ask(self, text: str) -> bool:
        answer = QMessageBox.question(self, self.windowTitle(), text)
        return answer == QMessageBox.StandardButton.Yes

    def _tell(self, text: str) -> None:
        self.error.setText(text)

    def _on_changed(self, change: Change) -> None:
        if change.undone:
            undone = self._undone
            if undone is not None:
                self._read(functools.partial(self._undone_text, undone))
            else:
                self._read(lambda: self.tr("Undone: the last action is taken back."), kept=False)
        self._said(change.event, change.happenings)
        self._refresh()
        if any(isinstance(h, Bubble) for h in change.happenings):
            self._offer_hand_for_hand()

    def _offer_hand_for_hand(self) -> None:
        """On the bubble, the director is asked to start hand-for-hand (RP-8): a box that
        waits for his answer without stopping the window (Enter: yes)."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.windowTitle(),
            self.tr("The bubble: start hand-for-hand now?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.setWindowModality(Qt.WindowModality.NonModal)

        def answered(button: int) -> None:
            session = self.session
            if (
                button == QMessageBox.StandardButton.Yes
                and session is not None
                and not session.tournament.hand_for_hand
            ):
                self.toggle_hand_for_hand()

        box.finished.connect(answered)
        box.finished.connect(box.deleteLater)
        self.bubble_box = box
        box.open()

    def _undone_text(self, event: Event) -> str:
        return self.tr("Undone: %1.").replace("%1", words.action(event))

    def _said_back(self, done: RemoteDone) -> str:
        """The remote's answer: what it did and the sentences to read out that followed, as
        this window lists them (issue 26)."""
        said = [self.tr("Done: %1.").replace("%1", words.action(done.event))]
        if self.session is not None:
            unit = self.session.tournament.setup.prize_unit
            said += [words.sentence(h, unit) for h in done.happenings]
        if isinstance(done.event, Bust) and not any(h.kind == "bust" for h in done.happenings):
            said += [self._out_waiting(name) for name in done.event.players]
        return " ".join(text for text in said if text)

    def _out_waiting(self, name: str) -> str:
        return self.tr(
            "%1 is out; the place follows when every table has played the hand."
        ).replace("%1", name)

    def _show_sentences(self, happenings: Sequence[object]) -> None:
        if self.session is None:
            return
        unit = self.session.tournament.setup.prize_unit
        for happening in happenings:
            if words.sentence(happening, unit):  # type: ignore[arg-type]
                self._read(functools.partial(words.sentence, happening, unit))  # type: ignore[arg-type]
        self.instructions.scrollToBottom()

    def _read(self, text_of: Callable[[], str], *, kept: bool = True) -> None:
        """A sentence for the director to read out, listed (again in the new language after a
        switch); ``kept``: in :attr:`instructions_shown` too."""
        self._read_out.append((text_of, kept))
        text = text_of()
        self.instructions.addItem(text)
        if kept:
            self.instructions_shown.append(text)

    def _refresh(self) -> None:
        session = self.session
        has_event = session is not None
        for action in (
            self.save_action,
            self.print_seats_action,
            self.print_entries_action,
            self.print_results_action,
        ):
            action.setEnabled(has_event)
        self.undo_action.setEnabled(bool(session and session.can_undo))
        if session is not None and session.can_undo:
            self.undo_action.setText(
                self.tr("&Undo: %1").replace("%1", words.action(session.tournament.events[-1]))
            )
        else:
            self.undo_action.setText(self.tr("&Undo"))
        if session is None:
            self.title.setText(self.tr("No event is open: Ctrl+N makes one."))
            self.figures.setText("")
            return
        tournament = session.tournament
        setup = tournament.setup
        self.title.setText(setup.name)
        self.level_spin.setRange(1, setup.level_count)
        self.start_button.setEnabled(not tournament.started)
        self.start_action.setEnabled(not tournament.started)
        self.withdraw_button.setEnabled(not tournament.started)
        self.entry_list.clear()
        for entry in tournament.entries:
            text = entry.name if entry.number == 1 else f"{entry.name} ({entry.number})"
            if not entry.paid:
                text += "  " + self.tr("(not paid)")
            if entry.out:
                text += "  " + self.tr("(out)")
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, entry.name)
            self.entry_list.addItem(item)
        self._refresh_map()
        self._refresh_payouts()
        self._refresh_deal()
        self._refresh_clock()

    def _refresh_map(self) -> None:
        assert self.session is not None
        tournament = self.session.tournament
        numbers = sorted(tournament.tables)
        size = max((len(tournament.tables[n].seats) for n in numbers), default=0)
        chosen = set(self.selected_names())  # kept across the redraw, if still seated
        self.table_map.clear()
        self.table_map.setRowCount(len(numbers))
        self.table_map.setColumnCount(size)
        # "Seat 7" on two lines, the number under the word: ten seats across a laptop's
        # screen; each seat at least as wide as its title (scrolled sideways in a window too
        # narrow for them, rather than cut).
        seats = [
            self.tr("Seat %1").replace("%1", str(seat)).replace(f" {seat}", f"\n{seat}")
            for seat in range(1, size + 1)
        ]
        self.table_map.setHorizontalHeaderLabels(seats)
        header = self.table_map.horizontalHeader()
        metrics = header.fontMetrics()
        header.setMinimumSectionSize(
            max((metrics.horizontalAdvance(line) + 12 for seat in seats
                 for line in seat.split("\n")), default=40)
        )  # fmt: skip
        self.table_map.setVerticalHeaderLabels(
            [self.tr("Table %1").replace("%1", str(n)) for n in numbers]
        )
        moving = tournament.moving  # an event run from its tables: moves not carried out yet
        for row, number in enumerate(numbers):
            button = tournament.tables[number].button
            leaving = {
                move.from_seat: move.player
                for move in moving.values()
                if move.from_table == number and move.to_table != number
            }
            for seat, name, stack in tournament.seating(number):
                text = name or ""
                if name and stack is not None:
                    text += "\n" + count_text(stack)
                if name and seat == button:
                    text += "  (D)"
                if name is None and seat in tournament.tables[number].reserved:
                    text = self.tr("(reserved)")
                if name in moving and moving[name].from_table != number:
                    text += "\n" + self.tr("coming from table %1").replace(
                        "%1", str(moving[name].from_table)
                    )
                if name is None and seat in leaving:
                    text = self.tr("%1 (leaving)").replace("%1", leaving[seat])
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                item.setData(Qt.ItemDataRole.UserRole, name)
                if name is None:
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                self.table_map.setItem(row, seat - 1, item)
                if name in chosen:
                    self.table_map.setCurrentItem(item)
                    item.setSelected(True)
        self.table_map.resizeRowsToContents()

    def _refresh_payouts(self) -> None:
        assert self.session is not None
        tournament = self.session.tournament
        unit = tournament.setup.prize_unit
        finished: dict[int, list[tuple[str, int, int, int]]] = {}
        for name, place, place_to, prize in tournament.results():
            for covered in range(place, place_to + 1):
                finished.setdefault(covered, []).append((name, prize, place, place_to))
        prizes = tournament.prizes() if tournament.entries else ()
        bounties = tournament.bounties_won()
        rows = max(len(prizes), max(finished, default=0))
        self.payout_table.setRowCount(rows)
        for row in range(rows):
            place = row + 1
            prize = prizes[row] if row < len(prizes) else 0
            players = finished.get(place, [])
            who = ", ".join(
                f"{name} ({words.money(paid, unit)})" if start != end else name
                for name, paid, start, end in players
            )
            won = sum(bounties.get(name, 0) for name, *_ in players)
            self.payout_table.setItem(row, 0, QTableWidgetItem(str(place)))
            self.payout_table.setItem(row, 1, QTableWidgetItem(words.money(prize, unit)))
            self.payout_table.setItem(row, 2, QTableWidgetItem(who))
            self.payout_table.setItem(
                row, 3, QTableWidgetItem(words.money(won, unit) if won else "")
            )

    def _refresh_deal(self) -> None:
        assert self.session is not None
        stacks = self.session.tournament.deal_stacks()
        if self.deal_table.rowCount() == len(stacks) and all(
            _text(self.deal_table.item(row, 0)) == name for row, name in enumerate(stacks)
        ):
            return  # the same players: keep what the director typed
        self.deal_table.setRowCount(len(stacks))
        for row, (name, stack) in enumerate(stacks.items()):
            item = QTableWidgetItem(name)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.deal_table.setItem(row, 0, item)
            chips = "" if stack is None else amount_text(stack)
            self.deal_table.setItem(row, 1, QTableWidgetItem(chips))
            self.deal_table.setItem(row, 2, QTableWidgetItem(""))
            self.deal_table.setItem(row, 3, QTableWidgetItem(""))

    def _refresh_clock(self) -> None:
        session = self.session
        if session is None:
            return
        tournament = session.tournament
        if not tournament.started or tournament.cancelled:
            self.level_label.setText(self.tr("The clock starts with the event."))
            self.time_label.setText("")
            self.next_label.setText("")
        else:
            reading = tournament.clock(int(self.now()))
            if reading.level.is_break:
                self.level_label.setText(self.tr("Break"))
            else:
                self.level_label.setText(
                    self.tr("Level %1: %2")
                    .replace("%1", str(reading.number))
                    .replace("%2", words.stakes(reading.level))
                )
            state = "" if reading.running else "  " + self.tr("(paused)")
            if tournament.hand_for_hand:
                state = "  " + self.tr("(hand-for-hand)")
            self.time_label.setText(clock_text(reading.seconds_left) + state)
            self.next_label.setText(
                self.tr("Break in %1").replace("%1", clock_text(reading.seconds_to_break))
                if reading.seconds_to_break is not None
                else ""
            )
        figures = tournament.figures(int(self.now()))
        unit = tournament.setup.prize_unit
        parts = [
            self.tr("Players %1 of %2")
            .replace("%1", str(figures.players_left))
            .replace("%2", str(figures.entries)),
            self.tr("Tables %1").replace("%1", str(figures.tables)),
            self.tr("Chips %1").replace("%1", count_text(figures.chips_in_play)),
            self.tr("Average %1 (%2 BB)")
            .replace("%1", count_text(figures.average_stack))
            .replace("%2", amount_text(figures.average_big_blinds_tenths, 1)),
            self.tr("Prize pool %1").replace("%1", words.money(figures.prize_pool, unit)),
            *(
                [self.tr("Bounties %1").replace("%1", words.money(tournament.bounty_pool, unit))]
                if tournament.bounty_pool
                else []
            ),
            self.tr("Paid %1").replace("%1", str(figures.paid_places)),
        ]
        if tournament.started and not tournament.ended and figures.next_place:
            next_out = self.tr("Next out: place %1").replace("%1", str(figures.next_place))
            if figures.next_prize:  # a paid place: its prize too
                next_out = (
                    self.tr("Next out: place %1, %2")
                    .replace("%1", str(figures.next_place))
                    .replace("%2", words.money(figures.next_prize, unit))
                )
            parts.append(next_out)
        if figures.owed:
            parts.append(self.tr("Owed %1").replace("%1", words.money(figures.owed, unit)))
        self.figures.setText("  ·  ".join(parts))

    def changeEvent(self, event: QEvent) -> None:
        language = event.type() == QEvent.Type.LanguageChange and hasattr(self, "tabs")
        if language and not self._retranslating:
            # One of these comes per translator changed: the window is rebuilt once, after
            # the last (as the dealer's window is).
            self._retranslating = True
            QTimer.singleShot(0, self, self.retranslate)
        super().changeEvent(event)

    _retranslating = False

    def retranslate(self) -> None:
        """Every text again in the window's language: the menus and pages are built anew around
        the event open, on the same page, with what the director typed, and the sentences read
        out so far said again; the players' display panel too."""
        self._retranslating = False
        page = self.tabs.currentIndex()
        typed = self.name_field.text()
        rows = range(self.deal_table.rowCount())
        chips = [_text(self.deal_table.item(row, 1)) for row in rows]
        computed = any(_text(self.deal_table.item(row, 2)) for row in rows)
        for action in self.actions():
            self.removeAction(action)
            action.deleteLater()
        self.menuBar().clear()
        for label in (self.figures, self.error):
            self.statusBar().removeWidget(label)
            label.deleteLater()
        self._build()  # its new central widget replaces the old one (which Qt deletes)
        self.tabs.setCurrentIndex(page)
        self.name_field.setText(typed)
        said = [(text_of(), kept) for text_of, kept in self._read_out]
        self.instructions.addItems([text for text, _kept in said])
        self.instructions.scrollToBottom()
        self.instructions_shown = [text for text, kept in said if kept]
        self._refresh()
        if self.deal_table.rowCount() == len(chips):
            for row, text in enumerate(chips):
                self.deal_table.setItem(row, 1, QTableWidgetItem(text))
            if computed:
                self.compute_deal()
        self.display_station.retranslate()
        # The new central widget would let the panel take the width it left: the panel goes
        # back to as narrow as it can be (the tabs and the read-out get the room, issue 29).
        QTimer.singleShot(0, self, self._narrow_panel)  # once the new widgets are laid out

    def _narrow_panel(self) -> None:
        dock = self.display_station.dock
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the new central widget in place first
        self.resizeDocks([dock], [dock.minimumSizeHint().width()], Qt.Orientation.Horizontal)
        if layout is not None:
            layout.activate()

    def closeEvent(self, event: object) -> None:
        self.timer.stop()
        if self.in_room is not None:
            self.in_room.stop()
        if self.room_link is not None:
            self.room_link.stop()
        self.display_station.shutdown()
        super().closeEvent(event)  # type: ignore[arg-type]
