"""Hand > Irregularity: what can go wrong now, and the ruling as steps for the dealer's hands.

The dialog lists the irregularities that can have happened now in this game and street
(:func:`dealer_app.engine.dealer_errors.errors_possible`); the dealer picks one (arrows, or the
first letter keys), names the player where the ruling needs one (an action out of turn: who,
and what he did; a wrong number of cards after substantial action: whose), and reads the
ruling of the table's rule set as numbered steps. Enter applies it through the controller
(journal first): a misdeal or a fouled deck deals the same hand again, a dead hand is killed,
an action out of turn is held for the player's turn. Esc closes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.engine.dealer_errors import (
    HELD_RELEASED,
    DealerError,
    Ruling,
    Step,
    errors_possible,
    players_to_name,
    rule_on,
)
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import Action, BetRaise, CheckCall, Fold
from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.session.controller import HandController
from dealer_app.session.irregularities import OUT_OF_TURN_LINE
from dealer_app.ui import messages, numbers, words
from dealer_app.ui.table_words import error_name, step_text

CONTEXT = "Irregularity"


def held_texts(controller: HandController) -> list[str]:
    """Each action held out of turn now, as the hand's log says it."""
    hand = controller.hand
    if hand is None:
        return []
    return [
        step_text(Step(OUT_OF_TURN_LINE, (hand.name(held.player), held.words)))
        for held in controller.pending_holds().values()
        if not held.dead
    ]


def released_text(controller: HandController) -> str:
    """The ruling on a held action that did not bind (TDA 53: the chips go back), while the
    player is still to act on it; empty otherwise. The prompt says it before the action."""
    hand = controller.hand
    if hand is None or not controller.rulings:
        return ""
    last = controller.rulings[-1]
    if (
        last.release is None
        or last.line.template != HELD_RELEASED
        or last.after != len(hand.actions)
        or hand.actor != last.release
    ):
        return ""
    return step_text(last.line)


_STYLE = """
#irregularityDialog QListWidget { background: #263238; color: #eceff1; font-size: 12pt;
    border: 1px solid #455a64; }
#irregularityDialog QListWidget::item { padding: 4px 0px; }  /* no side padding: the lines
    wrap to the list's width, which a side padding would widen (scrolling sideways) */
#irregularityDialog QListWidget::item:selected { background: #1565c0; color: #ffffff; }
#rulingTitle { font-size: 14pt; font-weight: 700; color: #ffca28; }
#rulingSource { color: #90a4ae; font-size: 10pt; }
#rulingSteps { font-size: 13pt; color: #eceff1; background: #263238; border-radius: 6px;
    padding: 10px; }
#rulingEffect { font-size: 11pt; font-weight: 600; color: #a5d6a7; }
#irregularityDialog QPushButton { background: #37474f; color: #eceff1; border: 1px solid #546e7a;
    border-radius: 6px; padding: 6px 14px; font-weight: 600; }
#irregularityDialog QPushButton:default { border-color: #ffca28; }
#irregularityDialog QPushButton:disabled { background: #2b3338; color: #607d8b;
    border-color: #37474f; }
"""


class IrregularityDialog(QDialog):
    """The irregularity assistant over the hand on screen."""

    def __init__(self, controller: HandController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("irregularityDialog")
        self.setWindowTitle(self.tr("Irregularity"))
        self.setStyleSheet(_STYLE)
        self.applied: Ruling | None = None
        self.confirmation: QMessageBox | None = None  # a ruling that voids the hand asks
        self._wants_player = False
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        heading = QLabel(self.tr("What went wrong?"), self)
        left.addWidget(heading)
        self.error_list = QListWidget(self)
        self.error_list.setObjectName("irregularities")
        self.error_list.setMinimumWidth(380)
        self.error_list.setMinimumHeight(330)
        self.error_list.setWordWrap(True)
        self.error_list.currentRowChanged.connect(lambda _row: self._on_chosen())
        self.error_list.itemSelectionChanged.connect(self._on_chosen)
        self.error_list.installEventFilter(self)
        heading.setBuddy(self.error_list)
        left.addWidget(self.error_list, 1)
        # Who, and what (an action out of turn; a hand with the wrong number of cards).
        self.player_label = QLabel(self.tr("&Player:"), self)
        self.player_box = QComboBox(self)
        self.player_box.setObjectName("rulingPlayer")
        self.player_label.setBuddy(self.player_box)
        self.action_label = QLabel(self.tr("&Acted out of turn:"), self)
        self.action_box = QComboBox(self)
        self.action_box.setObjectName("rulingAction")
        self.action_label.setBuddy(self.action_box)
        for text, kind in (
            (self.tr("Fold"), "fold"),
            (self.tr("Check or call"), "call"),
            (self.tr("Bet or raise to"), "raise"),
        ):
            self.action_box.addItem(text, kind)
        self.amount = QLineEdit(self)
        self.amount.setObjectName("rulingAmount")
        self.amount.setPlaceholderText(self.tr("amount"))
        for box in (self.player_box, self.action_box):
            box.currentIndexChanged.connect(lambda _index: self._preview())
        self.amount.textChanged.connect(lambda _text: self._preview())
        for widget in (self.player_label, self.player_box, self.action_label, self.action_box):
            left.addWidget(widget)
        left.addWidget(self.amount)
        layout.addLayout(left, 2)
        right = QVBoxLayout()
        self.title = QLabel(self)
        self.title.setObjectName("rulingTitle")
        self.title.setWordWrap(True)
        self.source = QLabel(self)
        self.source.setObjectName("rulingSource")
        self.steps = QLabel(self)
        self.steps.setObjectName("rulingSteps")
        self.steps.setWordWrap(True)
        self.steps.setTextFormat(Qt.TextFormat.RichText)
        self.steps.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.steps.setMinimumWidth(460)
        self.effect = QLabel(self)
        self.effect.setObjectName("rulingEffect")
        self.effect.setWordWrap(True)
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.hide()
        right.addWidget(self.title)
        right.addWidget(self.source)
        right.addWidget(self.steps, 1)
        right.addWidget(self.effect)
        right.addWidget(self.error)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.apply_button = QPushButton(self.tr("Apply the ruling  [Enter]"), self)
        self.apply_button.setObjectName("applyRuling")
        self.apply_button.setDefault(True)
        self.apply_button.clicked.connect(self.apply)
        self.close_button = QPushButton(self.tr("Close  [Esc]"), self)
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.reject)
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.close_button)
        right.addLayout(buttons)
        layout.addLayout(right, 3)
        # Enter applies wherever the focus is (the list and the amount would keep it).
        for key in ("Return", "Enter"):
            QShortcut(QKeySequence(key), self, self.apply)
        self.setMinimumSize(940, 560)
        self.refresh()

    # ------------------------------------------------------------------ reading the hand

    def refresh(self) -> None:
        """The errors possible now, none chosen: Enter alone never applies a ruling (the
        dealer chooses with the arrows first)."""
        self.error_list.blockSignals(True)
        self.error_list.clear()
        hand = self.controller.hand
        possible = errors_possible(hand) if hand is not None else ()
        for error in possible:
            item = QListWidgetItem(error_name(error), self.error_list)
            item.setData(Qt.ItemDataRole.UserRole, error.value)
        self.error_list.setCurrentRow(-1)
        self.error_list.clearSelection()
        self.error_list.blockSignals(False)
        if possible:
            self._show_unchosen()
        else:
            self._show_nothing()
        self.error_list.setFocus()

    @property
    def errors(self) -> list[DealerError]:
        """What the list offers, in order."""
        return [
            DealerError(self.error_list.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.error_list.count())
        ]

    def chosen(self) -> DealerError | None:
        """The error the dealer chose (selected, not merely the list's current row: the list
        makes its first row current when it takes the focus)."""
        item = self.error_list.currentItem()
        if item is None or not item.isSelected():
            return None
        return DealerError(item.data(Qt.ItemDataRole.UserRole))

    def choose(self, error: DealerError) -> None:
        """Select ``error`` in the list (tests and the dealer's keys alike)."""
        self.error_list.setCurrentRow(self.errors.index(error))
        self.error_list.item(self.errors.index(error)).setSelected(True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Nothing chosen yet: the first Up or Down chooses the row the list shows current
        (the first, once it has the focus) rather than jump past it."""
        if watched is self.error_list and event.type() == QEvent.Type.KeyPress:
            key = event.key()  # type: ignore[attr-defined]
            item = self.error_list.currentItem()
            if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.chosen() is None:
                if item is None and self.error_list.count():
                    self.error_list.setCurrentRow(0)
                    item = self.error_list.currentItem()
                if item is not None:
                    item.setSelected(True)
                    return True
        return super().eventFilter(watched, event)

    def _show_unchosen(self) -> None:
        self.title.setText(self.tr("Choose what went wrong (Up and Down), then press Enter."))
        self.source.clear()
        self.steps.clear()
        self.effect.clear()
        self._say("")
        self._set_inputs(False, False)
        self.apply_button.setEnabled(False)

    def _show_nothing(self) -> None:
        self.title.setText(self.tr("Nothing to rule on now: no hand is being played."))
        self.source.clear()
        self.steps.clear()
        self.effect.clear()
        self._set_inputs(False, False)
        self.apply_button.setEnabled(False)

    def _on_chosen(self) -> None:
        error = self.chosen()
        hand = self.controller.hand
        if hand is None:
            return
        if error is None:
            if self.applied is None and self.error_list.count():
                self._show_unchosen()
            return
        needs_action = error is DealerError.OUT_OF_TURN
        players = players_to_name(hand, error)  # the engine says whom the ruling may name
        needs_player = bool(players)
        self.player_box.blockSignals(True)
        self.player_box.clear()
        for player in players:
            self.player_box.addItem(hand.name(player), player)
        self.player_box.blockSignals(False)
        self._set_inputs(needs_player, needs_action)
        self._preview()

    def _set_inputs(self, player: bool, action: bool) -> None:
        self._wants_player = player
        shown: tuple[tuple[QWidget, bool], ...] = (
            (self.player_label, player),
            (self.player_box, player),
            (self.action_label, action),
            (self.action_box, action),
            (self.amount, action),
        )
        for widget, visible in shown:
            widget.setVisible(visible)

    def _action(self) -> Action | None:
        """The action out of turn the dealer entered; IllegalAction when the amount is bad."""
        player = self.player_box.currentData()
        if player is None:
            return None
        kind = self.action_box.currentData()
        if kind == "fold":
            return Fold(player)
        if kind == "call":
            return CheckCall(player)
        text = self.amount.text().strip()
        if not text:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("Messages", "Enter the amount he bet or raised to."),
                field="amount",
            )
        return BetRaise(player, numbers.parse(text, self.controller.decimals))  # 1 234,50 too

    def _inputs(self) -> tuple[int | None, Action | None]:
        error = self.chosen()
        player = self.player_box.currentData() if self._wants_player else None
        action = self._action() if error is DealerError.OUT_OF_TURN else None
        return player, action

    def ruling(self) -> Ruling | None:
        """The ruling on the error chosen, as it stands now (nothing applied)."""
        error, hand = self.chosen(), self.controller.hand
        if error is None or hand is None:
            return None
        player, action = self._inputs()
        return rule_on(hand, error, player=player, action=action)

    def _preview(self) -> None:
        error = self.chosen()
        if error is None:
            return
        self.title.setText(error_name(error))
        try:
            ruling = self.ruling()
        except IllegalAction as refusal:
            self.source.clear()
            self.steps.clear()
            self.effect.clear()
            self._say(messages.text(refusal))
            self.apply_button.setEnabled(False)
            return
        self._say("")
        self.apply_button.setEnabled(ruling is not None)
        if ruling is not None:
            self.show_ruling(ruling)

    def show_ruling(self, ruling: Ruling) -> None:
        self.source.setText(
            self.tr("Rule set %1: %2")
            .replace("%1", self._ruleset())
            .replace("%2", words.rule_source(ruling.source))
        )
        items = "".join(f"<li>{_escape(step_text(step))}</li>" for step in ruling.steps)
        self.steps.setText(f"<ol style='margin-left: 0px'>{items}</ol>")
        self.effect.setText(self._effect_text(ruling))

    def _ruleset(self) -> str:
        hand = self.controller.hand
        return words.word(hand.setup.ruleset.name) if hand is not None else ""

    def _effect_text(self, ruling: Ruling) -> str:
        effect = ruling.effect.value
        texts = {
            "none": self.tr("The app changes nothing in the hand: follow the steps."),
            "misdeal": self.tr("Applying it voids the hand and deals it again."),
            "void": self.tr("Applying it returns every bet and deals the hand again."),
            "kill": self.tr("Applying it kills the hand: it is folded at its turn."),
            "retake the flop": self.tr("Applying it takes back the flop entered."),
            "hold": self.tr("Applying it holds the action until the player's turn."),
        }
        return texts[effect]

    def _say(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    # ------------------------------------------------------------------ the dealer's command

    def apply(self) -> bool:
        """Apply the ruling chosen (journal first); the dialog then shows what was done. A
        ruling that voids the hand (a misdeal, a fouled deck) asks first; Enter keeps the hand."""
        error = self.chosen()
        if error is None or not self.apply_button.isEnabled():
            return False
        if self.confirmation is not None and self.confirmation.isVisible():
            return False
        try:
            player, action = self._inputs()
            ruling = self.controller.verify_rule(error, player=player, action=action)
        except IllegalAction as refusal:
            self._say(messages.text(refusal))
            return False
        if ruling.restarts_hand:
            self._confirm(error)
            return False
        return self._apply(error, player, action)

    def _confirm(self, error: DealerError) -> None:
        box = QMessageBox(self)
        box.setObjectName("confirmVoid")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Void the hand?"))
        box.setText(
            self.tr("%1: this voids the hand and deals it again. Void it?").replace(
                "%1", error_name(error)
            )
        )
        void = box.addButton(self.tr("&Void the hand"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("&Keep the hand  [Enter]"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.setWindowModality(Qt.WindowModality.WindowModal)

        def answered() -> None:
            if box.clickedButton() is void and self.chosen() is error:
                player, action = self._inputs()
                self._apply(error, player, action)

        box.finished.connect(lambda _result: answered())
        self.confirmation = box
        box.open()

    def _apply(self, error: DealerError, player: int | None, action: Action | None) -> bool:
        ruling = self.controller.rule(error, player=player, action=action)
        if ruling is None:  # the journal could not keep it: the controller says why
            self._say(messages.text(self.controller.last_refusal))
            return False
        self.applied = ruling
        name = error_name(error)
        self.refresh()
        self.title.setText(self.tr("Applied: %1").replace("%1", name))
        self.show_ruling(ruling)
        self._set_inputs(False, False)
        self.effect.setText(self.tr("Done. The ruling is in the hand's log; Esc closes."))
        self.apply_button.setEnabled(False)
        self.close_button.setDefault(True)
        self.close_button.setFocus()
        return True


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def open_dialog(controller: HandController, parent: QWidget | None = None) -> IrregularityDialog:
    """The assistant, window-modal over the dealer's window (not blocking)."""
    dialog = IrregularityDialog(controller, parent)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
