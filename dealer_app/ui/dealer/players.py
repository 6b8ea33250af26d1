"""Changes at the table: players sit down, leave, sit out, come back, add chips.

Two ways in: the Players dialog (Table menu, F2), which works with the keyboard alone, and the
menu of a seat (right-click on it in the table view). Both only ask the controller, which asks
the table: what is allowed, and what a change does (a new player waits for the big blind or
posts, a top-up stays within the buy-in limits, a tournament sells its add-on in its level), is
the table's to say, and a refusal is shown in the table's own sentence.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.table import MAX_NAME_CHARS, Player
from dealer_app.messages import Message
from dealer_app.session.controller import (
    HandController,
    SeatView,
)
from dealer_app.session.events import EVERYTHING, Changed
from dealer_app.ui import messages, numbers
from dealer_app.ui.table_words import note_text


def _status(view: SeatView) -> str:
    translate = QCoreApplication.translate
    if not view.name:
        return translate("Seat", "Empty")
    parts = [translate("Seat", "In this hand")] if view.player is not None else []
    if view.note:
        parts.append(note_text(view.note))
    return " · ".join(parts) if parts else translate("Seat", "Playing")


def seat_menu(
    controller: HandController,
    seat: int,
    open_players: Callable[[int, str], None],
    parent: QWidget,
) -> QMenu:
    """The menu of one seat: what the dealer may ask for it (the table answers)."""
    translate = QCoreApplication.translate
    menu = QMenu(parent)
    menu.setObjectName("seatMenu")
    table = controller.table
    player = table.player(seat) if table is not None else None
    title = translate("Seat", "Seat %1").replace("%1", str(seat))
    if player is not None:
        title += " — " + player.name
    header = menu.addAction(title)
    header.setEnabled(False)
    menu.addSeparator()

    def add(text: str, slot: Callable[[], object]) -> QAction:
        action = menu.addAction(text)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    if table is None:
        header.setText(translate("Seat", "This hand is not played at a table."))
        return menu
    if player is None:
        add(translate("Seat", "Seat a player here…"), lambda: open_players(seat, "seat"))
    else:
        add(translate("Seat", "Add chips…"), lambda: open_players(seat, "chips"))
        if player.sitting_out:
            add(translate("Seat", "Come back"), lambda: controller.come_back(seat))
        else:
            add(translate("Seat", "Sit out"), lambda: controller.sit_out(seat))
        if player.entering and not table.config.is_tournament:
            if player.posts:
                add(
                    translate("Seat", "Wait for the big blind"),
                    lambda: controller.wait_for_big_blind(seat),
                )
            else:
                # RULES 4: only the small blind missed is posted dead, no big blind.
                post = (
                    translate("Seat", "Post the missed small blind to play now")
                    if player.small_blind_only
                    else translate("Seat", "Post a big blind to play now")
                )
                add(post, lambda: controller.post_to_enter(seat))
        add(translate("Seat", "Leave the table"), lambda: controller.leave(seat))
    menu.addSeparator()
    add(translate("Seat", "Players…  [F2]"), lambda: open_players(seat, ""))
    return menu


class PlayersDialog(QDialog):
    """Every seat of the table and what can be asked for it; keyboard first.

    Up and Down pick a seat in the list; A adds chips (type the amount, Enter), O sits the
    player out or brings them back, P and W post to enter or wait for the big blind, L makes
    the player leave, S seats a new player (seat, name, stack, Enter). Esc closes.
    """

    COLUMNS = 4

    def __init__(self, controller: HandController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersDialog")
        self.controller = controller
        self.setWindowTitle(self.tr("Players"))
        self.resize(980, 540)
        outer = QVBoxLayout(self)
        body = QHBoxLayout()
        outer.addLayout(body, 1)
        self.seat_list = QTableWidget(0, self.COLUMNS, self)
        self.seat_list.setObjectName("seatList")
        self.seat_list.setHorizontalHeaderLabels(
            [self.tr("Seat"), self.tr("Player"), self.tr("Stack"), self.tr("Status")]
        )
        self.seat_list.verticalHeader().hide()
        self.seat_list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.seat_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.seat_list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.seat_list.setTabKeyNavigation(False)
        header = self.seat_list.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.seat_list.currentCellChanged.connect(self._on_seat_picked)
        body.addWidget(self.seat_list, 5)
        side = QVBoxLayout()
        body.addLayout(side, 4)
        self.actions_by_name: dict[str, QAction] = {}
        self._seat_views: list[SeatView] = []
        self._build_player_box(side)
        self._build_new_player_box(side)
        side.addStretch(1)
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.hide()
        outer.addWidget(self.error)
        keys = QLabel(
            self.tr(
                "Keys: ↑↓ seat · A add chips · O sit out / come back · P post to enter · "
                "W wait for the big blind · L leave · S seat a new player · Enter confirm · "
                "Esc close"
            ),
            self,
        )
        keys.setObjectName("keys")
        keys.setWordWrap(True)
        outer.addWidget(keys)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(self.tr("Close  [Esc]"))
        close.setAutoDefault(False)
        outer.addWidget(buttons)
        controller.changed.connect(self._on_changed)
        controller.refused.connect(self._on_refused)
        self._stale = False
        self._read_table()
        if self.seat_list.rowCount():
            self.seat_list.setCurrentCell(0, 0)
        self.seat_list.setFocus()

    # ------------------------------------------------------------------ construction

    def _add_action(self, name: str, key: str, slot: Callable[[], object]) -> QAction:
        action = QAction(self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        self.actions_by_name[name] = action
        return action

    def _button(self, name: str, parent: QWidget) -> QPushButton:
        button = QPushButton(parent)
        button.setAutoDefault(False)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        action = self.actions_by_name[name]
        button.clicked.connect(action.trigger)
        action.changed.connect(lambda: self._mirror(action, button))
        self._mirror(action, button)
        return button

    @staticmethod
    def _mirror(action: QAction, button: QPushButton) -> None:
        key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        button.setText(f"{action.text()}  [{key}]" if key else action.text())
        button.setEnabled(action.isEnabled())
        button.setVisible(action.isVisible())

    def _build_player_box(self, side: QVBoxLayout) -> None:
        box = QGroupBox(self)
        box.setObjectName("playerBox")
        self.player_box = box
        column = QVBoxLayout(box)
        self.player_line = QLabel(box)
        self.player_line.setObjectName("playerLine")
        self.player_line.setWordWrap(True)
        column.addWidget(self.player_line)
        row = QHBoxLayout()
        self.amount = QLineEdit(box)
        self.amount.setObjectName("chipsAmount")
        self.amount.setPlaceholderText(self.tr("Chips to add"))
        self.amount.returnPressed.connect(self._on_add_chips)
        row.addWidget(self.amount, 1)
        self._add_action("add_chips", "A", self._on_add_chips_key)
        self.actions_by_name["add_chips"].setText(self.tr("Add chips"))
        row.addWidget(self._button("add_chips", box))
        column.addLayout(row)
        self._add_action("sit_out", "O", self._on_sit_out)
        self._add_action("post", "P", self._on_post)
        self.actions_by_name["post"].setText(self.tr("Post to enter now"))
        self._add_action("wait", "W", self._on_wait)
        self.actions_by_name["wait"].setText(self.tr("Wait for the big blind"))
        self._add_action("leave", "L", self._on_leave)
        self.actions_by_name["leave"].setText(self.tr("Leave the table"))
        for name in ("sit_out", "post", "wait", "leave"):
            column.addWidget(self._button(name, box))
        side.addWidget(box)

    def _build_new_player_box(self, side: QVBoxLayout) -> None:
        box = QGroupBox(self.tr("Seat a new player  [S]"), self)
        box.setObjectName("newPlayerBox")
        form = QFormLayout(box)
        table = self.controller.table
        self.new_seat = QSpinBox(box)
        self.new_seat.setObjectName("newSeat")
        self.new_seat.setRange(1, self.controller.seat_count)
        form.addRow(self.tr("Seat"), self.new_seat)
        self.new_name = QLineEdit(box)
        self.new_name.setObjectName("newName")
        self.new_name.setMaxLength(MAX_NAME_CHARS)  # what a hand history holds
        self.new_name.returnPressed.connect(self._on_seat_player)
        form.addRow(self.tr("Name"), self.new_name)
        self.new_stack = QLineEdit(box)
        self.new_stack.setObjectName("newStack")
        self.new_stack.returnPressed.connect(self._on_seat_player)
        self._default_stack = ""
        if table is not None:
            config = table.config
            default = config.starting_stack if config.is_tournament else config.max_buy_in
            self._default_stack = numbers.amount(default, config.decimals) if default else ""
        self.new_stack.setText(self._default_stack)
        stack_caption = self.tr("Chips") if table and table.config.is_tournament else None
        form.addRow(stack_caption or self.tr("Buy-in"), self.new_stack)
        self.wait_choice = QRadioButton(self.tr("Wait for the big blind"), box)
        self.post_choice = QRadioButton(self.tr("Post a big blind to play the next hand"), box)
        self.wait_choice.setChecked(True)
        group = QButtonGroup(box)
        group.addButton(self.wait_choice)
        group.addButton(self.post_choice)
        cash = table is not None and not table.config.is_tournament
        for choice in (self.wait_choice, self.post_choice):
            choice.setVisible(cash)
            form.addRow("", choice)
        self.seat_button = QPushButton(self.tr("Seat the player  [Enter]"), box)
        self.seat_button.setObjectName("seatButton")
        self.seat_button.setAutoDefault(False)
        self.seat_button.clicked.connect(self._on_seat_player)
        form.addRow("", self.seat_button)
        self._add_action("new_player", "S", self._on_new_player_key)
        side.addWidget(box)

    # ------------------------------------------------------------------ reading the table

    def selected_seat(self) -> int:
        return self.seat_list.currentRow() + 1

    def _views(self) -> list[SeatView]:
        return self.controller.seat_views()

    def _on_changed(self, change: Changed = EVERYTHING) -> None:
        if not (change.seats or change.setup):
            return  # the seats are as they were
        if not self.isVisible():
            self._stale = True  # closed: read the table again when it opens, not at each action
            return
        self._read_table()

    def showEvent(self, event: QShowEvent) -> None:
        if self._stale:
            self._read_table()
        super().showEvent(event)

    def _read_table(self) -> None:
        self._stale = False
        views = self._views()
        self._seat_views = views
        money = numbers.writer(self.controller.decimals)
        self.seat_list.setRowCount(len(views))
        for row, view in enumerate(views):
            values = (
                str(view.seat),
                view.name or "—",
                money(view.stack) if view.name else "",
                _status(view),
            )
            for column, text in enumerate(values):
                item = self.seat_list.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    self.seat_list.setItem(row, column, item)
                if item.text() != text:
                    item.setText(text)
                if column in (0, 2):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
        self._show_player()

    def _player(self) -> Player | None:
        table = self.controller.table
        return table.player(self.selected_seat()) if table is not None else None

    def _show_player(self) -> None:
        seat = self.selected_seat()
        player = self._player()
        table = self.controller.table
        tournament = table is not None and table.config.is_tournament
        if player is None:
            self.player_box.setTitle(self.tr("Seat %1").replace("%1", str(seat)))
            self.player_line.setText(
                self.tr("Seat %1 is empty: seat a new player there (S).").replace("%1", str(seat))
            )
        else:
            self.player_box.setTitle(
                self.tr("Seat %1 — %2").replace("%1", str(seat)).replace("%2", player.name)
            )
            # The stack as shown at the seat: a hand over and not yet taken by the table
            # shows the stack it leaves.
            view = self._seat_views[seat - 1]
            self.player_line.setText(
                self.tr("Stack %1").replace(
                    "%1", numbers.amount(view.stack, self.controller.decimals)
                )
            )
        seated = player is not None
        self.amount.setEnabled(seated)
        sit_out = self.actions_by_name["sit_out"]
        sit_out.setText(
            self.tr("Come back")
            if player is not None and player.sitting_out
            else self.tr("Sit out")
        )
        sit_out.setEnabled(seated)
        entering = player is not None and player.entering and not tournament
        self.actions_by_name["post"].setEnabled(entering)
        self.actions_by_name["post"].setVisible(entering)
        self.actions_by_name["wait"].setEnabled(entering)
        self.actions_by_name["wait"].setVisible(entering)
        self.actions_by_name["add_chips"].setEnabled(seated)
        self.actions_by_name["leave"].setEnabled(seated)
        if tournament and table is not None and table.config.add_on and not self.amount.text():
            self.amount.setPlaceholderText(
                self.tr("Add-on: %1").replace(
                    "%1", numbers.amount(table.config.add_on, table.config.decimals)
                )
            )

    def _on_seat_picked(self, row: int, _column: int, previous: int, _previous_column: int) -> None:
        if row == previous:
            return
        self._show_error("")
        self.amount.clear()
        self._show_player()
        if row >= 0 and self._player() is None:
            self.new_seat.setValue(row + 1)

    # ------------------------------------------------------------------ the dealer's input

    def open_at(self, seat: int, focus: str = "") -> None:
        """Show the dialog on ``seat``; ``focus`` "seat" puts the cursor on the new player's
        name, "chips" on the amount to add."""
        if 1 <= seat <= self.seat_list.rowCount():
            self.seat_list.setCurrentCell(seat - 1, 1)
        self._show_error("")
        if focus == "seat":
            self.new_seat.setValue(seat)
            self.new_name.setFocus()
        elif focus == "chips":
            self.amount.setFocus()
        else:
            self.seat_list.setFocus()

    def _show_error(self, sentence: str) -> None:
        if self.error.text() != sentence:
            self.error.setText(sentence)
        self.error.setVisible(bool(sentence))

    def _on_refused(self, said: Message | BaseException | str) -> None:
        """The controller's refusal, in the dealer's language."""
        if self.isVisible():
            self._show_error(messages.text(said))

    def _done(self, accepted: bool) -> bool:
        if accepted:
            self._show_error("")
        return accepted

    def _on_add_chips_key(self) -> None:
        if self.amount.text().strip():
            self._on_add_chips()
        else:
            self.amount.setFocus()

    def _on_add_chips(self) -> None:
        if self._player() is None:
            return
        try:
            amount = numbers.parse(self.amount.text(), self.controller.decimals)
        except IllegalAction as error:
            self._show_error(messages.text(error))
            self.amount.selectAll()
            return
        if self._done(self.controller.add_chips(self.selected_seat(), amount)):
            self.amount.clear()
            self.seat_list.setFocus()
        else:
            self.amount.selectAll()

    def _on_sit_out(self) -> None:
        player = self._player()
        if player is None:
            return
        seat = self.selected_seat()
        if player.sitting_out:
            self._done(self.controller.come_back(seat))
        else:
            self._done(self.controller.sit_out(seat))

    def _on_post(self) -> None:
        if self._player() is not None:
            self._done(self.controller.post_to_enter(self.selected_seat()))

    def _on_wait(self) -> None:
        if self._player() is not None:
            self._done(self.controller.wait_for_big_blind(self.selected_seat()))

    def _on_leave(self) -> None:
        if self._player() is not None:
            self._done(self.controller.leave(self.selected_seat()))

    def _on_new_player_key(self) -> None:
        if self._player() is None:
            self.new_seat.setValue(self.selected_seat())
        self.new_name.setFocus()
        self.new_name.selectAll()

    def _on_seat_player(self) -> None:
        seat = self.new_seat.value()
        try:
            stack = numbers.parse(self.new_stack.text(), self.controller.decimals)
        except IllegalAction as error:
            self._show_error(messages.text(error))
            self.new_stack.setFocus()
            self.new_stack.selectAll()
            return
        post = self.post_choice.isChecked() and not self.post_choice.isHidden()
        name = self.new_name.text()
        if self._done(self.controller.seat_player(seat, name, stack, post=post)):
            self.new_name.clear()
            self.new_stack.setText(self._default_stack)
            self.wait_choice.setChecked(True)
            self.seat_list.setCurrentCell(seat - 1, 1)
            self.seat_list.setFocus()
        else:
            self.new_name.setFocus()
            self.new_name.selectAll()
