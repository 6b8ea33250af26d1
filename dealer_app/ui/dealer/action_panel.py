"""What the dealer can enter now, and nothing else: betting, cards, draws, the showdown.

Every button is a QAction with a one-key shortcut written on it. What is offered comes from the
engine (``hand.options()``, ``hand.need()``); amounts typed are converted to chips at this edge
and the engine decides whether they are legal.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.engine.betting import NoRaise
from dealer_app.engine.cards import parse_cards
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.figures import HIDDEN, Figure
from dealer_app.engine.hand import Phase
from dealer_app.engine.variants import VARIANTS
from dealer_app.session.controller import HandController, Said
from dealer_app.session.events import EVERYTHING, Changed
from dealer_app.ui import messages, numbers, words
from dealer_app.ui.dealer.showdown import ShowdownPanel
from dealer_app.ui.widgets.cards import CardEdit, CardPicker, ShortcutFriendlyEdit, latin_cards
from dealer_app.ui.widgets.flow_layout import FlowLayout
from dealer_app.ui.widgets.key_button import KeyButton
from dealer_app.ui.widgets.table_view import need_text


def _button(
    action: QAction,
    parent: QWidget,
    name: str = "actionButton",
    kind: type[QToolButton] = QToolButton,
) -> QToolButton:
    button = kind(parent)
    action.setProperty("button", button)
    button.setDefaultAction(action)
    button.setObjectName(name)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return button


def _labelled(text: str, key: str) -> str:
    return f"{text}  [{key}]"


class ActionPanel(QFrame):
    """The lower part of the window: one page per kind of input the engine needs."""

    def __init__(self, controller: HandController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionPanel")
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        self.prompt = QLabel(self)
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)  # a long sentence (dealer's choice and its games) wraps
        layout.addWidget(self.prompt)
        self.pages = QStackedWidget(self)
        layout.addWidget(self.pages, 1)
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        self.actions_by_name: dict[str, QAction] = {}
        # While re-reading the engine: each action's text, enabled and visible, applied after.
        self._wanted: dict[str, tuple[str | None, bool, bool | None]] | None = None
        self._build_bet_page()
        self._build_cards_page()
        self._build_draw_page()
        self.showdown = ShowdownPanel(controller, self)
        self.pages.addWidget(self.showdown)
        self._add_action("next", self.tr("Next hand"), "N", self._on_next_hand)
        self.showdown.set_next_action(self.actions_by_name["next"])
        self._build_between_page()
        controller.changed.connect(self._on_changed)
        controller.refused.connect(self._on_refused)
        self._on_changed()

    # ------------------------------------------------------------------ construction

    def _add_action(
        self, name: str, text: str, key: str | QKeySequence, slot: Callable[[], object]
    ) -> QAction:
        action = QAction(self)
        sequence = QKeySequence(key) if isinstance(key, str) else key
        action.setShortcut(sequence)
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.setData(text)
        action.setText(_labelled(text, sequence.toString(QKeySequence.SequenceFormat.NativeText)))
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        self.actions_by_name[name] = action
        return action

    def _set_action(self, name: str, text: str | None = None, *, enabled: bool = True,
                    visible: bool | None = True) -> None:  # fmt: skip
        """Label, enable and show (or hide) an action's button; ``visible`` None leaves it
        shown or hidden as it is. While the panel re-reads the engine, only the last word
        on each action is applied, once (no button is disabled and enabled again)."""
        wanted = self._wanted
        if wanted is None:
            self._apply_action(name, text, enabled, visible)
            return
        before = wanted.get(name)
        if before is not None:
            text = before[0] if text is None else text
            visible = before[2] if visible is None else visible
        wanted[name] = (text, enabled, visible)

    def _apply_action(
        self, name: str, text: str | None, enabled: bool, visible: bool | None
    ) -> None:
        action = self.actions_by_name[name]
        if text is not None:
            key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            labelled = _labelled(text, key)
            if action.text() != labelled:
                action.setText(labelled)
        if action.isEnabled() != enabled:
            action.setEnabled(enabled)
        if visible is None:
            return
        button = action.property("button")
        if isinstance(button, QToolButton) and button.isHidden() == visible:
            button.setVisible(visible)
        elif button is None and action.isVisible() != visible:
            action.setVisible(visible)

    def _build_bet_page(self) -> None:
        page = QWidget(self)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        # Rows that wrap: in no language do the buttons fix the window's minimum width.
        row = FlowLayout(spacing=6)
        self._add_action("fold", self.tr("Fold"), "F", self._on_fold)
        self._add_action("call", self.tr("Call"), "C", self._on_call)
        self._add_action("bring_in", self.tr("Bring-in"), "B", self._on_bring_in)
        self._add_action("raise", self.tr("Raise"), "R", self._on_raise)
        self._add_action("big_bet", self.tr("Big bet"), "G", self._on_big_bet)
        for name in ("fold", "call", "bring_in"):
            row.addWidget(_button(self.actions_by_name[name], page))
        column.addLayout(row)
        # The bet on a line of its own keeps the panel narrow in every language.
        row = FlowLayout(spacing=6)
        # Digits, the decimal mark and the spaces between thousands (1 234,50).
        self.amount = ShortcutFriendlyEdit("0123456789., \u00a0\u202f", page)
        self.amount.setObjectName("amount")
        self.amount.setFixedWidth(120)
        self.amount.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.amount.returnPressed.connect(self._on_raise)
        row.addWidget(self.amount)
        row.addWidget(_button(self.actions_by_name["raise"], page, "raiseButton"))
        row.addWidget(_button(self.actions_by_name["big_bet"], page))
        self._add_action("min", self.tr("Min"), "M", self._on_min)
        self._add_action("half_pot", self.tr("½ pot"), "H", self._on_half_pot)
        self._add_action("pot", self.tr("Pot"), "P", self._on_pot)
        self._add_action("all_in", self.tr("All-in"), "A", self._on_all_in)
        for name in ("min", "half_pot", "pot", "all_in"):
            row.addWidget(_button(self.actions_by_name[name], page, "sizeButton"))
        column.addLayout(row)
        self.range = QLabel(page)
        self.range.setObjectName("range")
        column.addWidget(self.range)
        self.no_raise = QLabel(page)
        self.no_raise.setObjectName("noRaise")
        column.addWidget(self.no_raise)
        column.addStretch(1)
        page.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # the keys, when no field shows
        self.bet_page = page
        self.pages.addWidget(page)

    def _build_cards_page(self) -> None:
        page = QWidget(self)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        row = FlowLayout(spacing=6)
        self.cards_for = QLabel(page)
        self.cards_for.setObjectName("cardsFor")
        row.addWidget(self.cards_for)
        self.card_edit = CardEdit(page)
        self.card_edit.setObjectName("cardEdit")
        self.card_edit.setPlaceholderText(self.tr("Type the cards: Ah Kd 7c"))
        self.card_edit.setMinimumWidth(220)
        self.card_edit.returnPressed.connect(self._on_enter_cards)
        self.card_edit.textChanged.connect(self._on_card_text)
        row.addWidget(self.card_edit)
        # How the typed letters read ("Ac" is A♣): a French "c" (cœur) is not taken for clubs
        # unseen.
        self.card_reading = QLabel(page)
        self.card_reading.setObjectName("cardReading")
        self.card_reading.setToolTip(
            self.tr("The suits typed: c clubs ♣, d diamonds ♦, h hearts ♥, s spades ♠.")
        )
        row.addWidget(self.card_reading)
        self._add_action(
            "enter_cards", self.tr("Enter"), QKeySequence(Qt.Key.Key_Return), self._on_enter_cards
        )
        # The edit handles Return itself; the action is the button and its label.
        self.actions_by_name["enter_cards"].setShortcut(QKeySequence())
        self.actions_by_name["enter_cards"].setText(_labelled(self.tr("Enter"), self.tr("Enter")))
        row.addWidget(_button(self.actions_by_name["enter_cards"], page))
        self._add_action("show_known", self.tr("Show known cards"), "O", self._on_show_known)
        row.addWidget(_button(self.actions_by_name["show_known"], page))
        self._add_action("muck", self.tr("Muck"), "X", self._on_muck)
        row.addWidget(_button(self.actions_by_name["muck"], page))
        column.addLayout(row)
        self.cards_hint = QLabel(page)
        self.cards_hint.setObjectName("hint")
        column.addWidget(self.cards_hint)
        self.picker = CardPicker(page)
        self.picker.picked.connect(self._on_picked)
        column.addWidget(self.picker, 0, Qt.AlignmentFlag.AlignLeft)
        column.addStretch(1)
        self.cards_page = page
        self.pages.addWidget(page)

    def _build_draw_page(self) -> None:
        page = QWidget(self)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        row = FlowLayout(spacing=6)
        column.addLayout(row)
        column.addStretch(1)
        for count in range(6):
            text = (
                self.tr("Stand pat")
                if count == 0
                else self.tr("Change %1").replace("%1", str(count))
            )
            self._add_action(
                f"draw{count}", text, str(count), functools.partial(self._on_draw, count)
            )
            row.addWidget(_button(self.actions_by_name[f"draw{count}"], page))
        page.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.draw_page = page
        self.pages.addWidget(page)

    def _build_between_page(self) -> None:
        """Between hands: what the table waits for, the game picker of dealer's choice, the
        deal and the players."""
        page = QWidget(self)
        page.setObjectName("betweenPage")
        page.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        self.next_hand_text = QLabel(page)
        self.next_hand_text.setObjectName("nextHand")
        self.next_hand_text.setWordWrap(True)
        column.addWidget(self.next_hand_text)
        self.picker_title = QLabel(page)
        self.picker_title.setObjectName("pickerTitle")
        column.addWidget(self.picker_title)
        # Two columns of games, as wide as the longest needs and the page allows; narrower,
        # the stakes' end is elided, never the game's key.
        self.game_picker = QWidget(page)
        self.game_picker.setObjectName("gamePicker")
        self.game_picker.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        grid = QGridLayout(self.game_picker)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(4)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        table = self.controller.table
        games = table.config.games if table is not None and table.config.dealers_choice else ()
        self.choice_games: tuple[str, ...] = games[:9]  # one digit key each
        for number, game in enumerate(self.choice_games, start=1):
            name = f"choose{number}"
            self._add_action(
                name, words.word(VARIANTS[game].name), str(number),
                functools.partial(self._on_choose, game),
            )  # fmt: skip
            action = self.actions_by_name[name]
            button = _button(action, self.game_picker, "gameButton", KeyButton)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            grid.addWidget(button, (number - 1) // 2, (number - 1) % 2)
        column.addWidget(self.game_picker)
        row = FlowLayout(spacing=6)
        deal = QToolButton(page)
        deal.setObjectName("dealButton")
        deal.setDefaultAction(self.actions_by_name["next"])
        deal.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        row.addWidget(deal)
        self.players_button = QToolButton(page)
        self.players_button.setObjectName("actionButton")
        self.players_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.players_button.hide()
        row.addWidget(self.players_button)
        column.addLayout(row)
        column.addStretch(1)
        self.between_page = page
        self.pages.addWidget(page)

    def set_players_action(self, action: QAction) -> None:
        """The window's "Players…" command, offered between hands."""
        self.players_button.setDefaultAction(action)
        self.players_button.show()

    # ------------------------------------------------------------------ reading the engine

    def _show_between_hands(self) -> None:
        controller = self.controller
        why = controller.why_no_hand()
        if why is not None:
            prompt = messages.text(why)
        else:
            prompt = self.tr("Between hands: deal the next hand (N).")
        if self.prompt.text() != prompt:
            self.prompt.setText(prompt)
        plan = controller.plan
        table = controller.table
        detail = ""
        if plan is not None and table is not None:
            button = plan.button or table.button
            money = numbers.writer(table.config.decimals)
            detail = (
                self.tr("Next hand: %1, %2; the button is on seat %3.")
                .replace("%1", words.word(plan.variant.name))
                .replace("%2", words.stakes_text(table, plan.game, plan.level, money))
                .replace("%3", str(button))
            )
        if self.next_hand_text.text() != detail:
            self.next_hand_text.setText(detail)
        self.next_hand_text.setVisible(bool(detail))
        chooser = controller.chooser
        choosing = chooser is not None and table is not None
        self.picker_title.setVisible(choosing)
        self.game_picker.setVisible(choosing)
        if choosing and table is not None and chooser is not None:
            player = table.player(chooser)
            name = player.name if player is not None else str(chooser)
            self.picker_title.setText(
                self.tr("Press the number of the game %1 names:").replace("%1", name)
            )
            level = table.level_index
            if level is not None and table.config.levels[level].is_break:
                level = None  # no stakes during a break: the names alone
            for number, game in enumerate(self.choice_games, start=1):
                text = words.word(VARIANTS[game].name)
                if level is not None or not table.config.is_tournament:
                    text += " — " + words.stakes_text(
                        table, game, level, numbers.writer(table.config.decimals)
                    )
                self._set_action(f"choose{number}", text, enabled=True)
        else:
            for number in range(1, len(self.choice_games) + 1):
                self._set_action(f"choose{number}", enabled=False)
        self.pages.setCurrentWidget(self.between_page)
        if self.isVisible() and not self.between_page.hasFocus():
            self.between_page.setFocus()

    def _on_changed(self, change: Changed = EVERYTHING) -> None:
        if not (change.actor or change.setup):
            return  # whose turn and what comes next are as they were
        self._wanted = {}
        try:
            self._show_hand()
        finally:
            wanted, self._wanted = self._wanted, None
            for name, (text, enabled, visible) in wanted.items():
                self._apply_action(name, text, enabled, visible)

    def _show_hand(self) -> None:
        controller = self.controller
        hand = controller.hand
        self._show_error("")
        self._set_action(
            "next", enabled=controller.can_deal_next, visible=controller.table is not None
        )
        if hand is None:
            self._disable_hand_actions()
            self._show_between_hands()
            return
        for number in range(1, len(self.choice_games) + 1):
            self._set_action(f"choose{number}", enabled=False)
        phase = hand.phase
        _prompt = need_text(controller)
        options = controller.options()
        if options is not None:
            money = numbers.writer(controller.decimals)
            name = hand.name(options.player)
            if options.bring_in is not None:
                _prompt = self.tr("%1 brings in or completes.").replace("%1", name)
            elif options.can_check:
                _prompt = self.tr("%1 to act: check or bet.").replace("%1", name)
            else:
                _prompt = (
                    self.tr("%1 to act: %2 to call.")
                    .replace("%1", name)
                    .replace("%2", self._figure(Figure.TO_CALL, money(options.call_amount)))
                )
        from dealer_app.ui.dealer.irregularity import released_text

        released = released_text(controller)  # TDA 53: his chips go back, said where he acts
        if released:
            _prompt = f"{released} {_prompt}"
        if self.prompt.text() != _prompt:
            self.prompt.setText(_prompt)
        self._disable_hand_actions()
        if phase is Phase.BET and options is not None:
            self._show_betting(options)
            self.pages.setCurrentWidget(self.bet_page)
        elif phase is Phase.DRAW:
            size = len(hand.hole[hand.drawer]) if hand.drawer is not None else 0
            for count in range(6):
                self._set_action(f"draw{count}", enabled=count <= size, visible=count <= size)
            self.pages.setCurrentWidget(self.draw_page)
        elif phase in (Phase.DEAL, Phase.SHOWDOWN):
            self._show_cards_page()
            self.pages.setCurrentWidget(self.cards_page)
        else:
            self.pages.setCurrentWidget(self.showdown)
        if self.isVisible():
            self._take_keys()

    def _take_keys(self) -> None:
        """The page shown takes the keys: its field, else the page itself. Never a field of a
        page no longer shown (after an undo, a player who cannot raise has no amount field, and
        C typed into the hidden card field did nothing)."""
        page = self.pages.currentWidget()
        if page is self.bet_page and not self.amount.isHidden():
            self.amount.setFocus()
        elif page is self.cards_page:
            self.card_edit.setFocus()
        elif page is not None:
            page.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # A screen rebuilt (in a new language) takes the keys at once, in its page's field.
        self._take_keys()

    def _disable_hand_actions(self) -> None:
        for name in (
            "fold",
            "call",
            "bring_in",
            "raise",
            "big_bet",
            "min",
            "half_pot",
            "pot",
            "all_in",
        ):
            self._set_action(name, enabled=False, visible=None)
        for count in range(6):
            self._set_action(f"draw{count}", enabled=False, visible=None)
        for name in ("enter_cards", "show_known", "muck"):
            self._set_action(name, enabled=False, visible=None)

    def _show_betting(self, options: object) -> None:
        from dealer_app.engine.betting import Options

        assert isinstance(options, Options)
        controller = self.controller
        money = numbers.writer(controller.decimals)
        hand = controller.hand
        assert hand is not None
        if options.bring_in is not None:
            self._set_action("fold", enabled=False)
            self._set_action("call", enabled=False, visible=False)
            self._set_action(
                "bring_in", self.tr("Bring-in %1").replace("%1", money(options.bring_in)), enabled=True,
                visible=True,
            )  # fmt: skip
        else:
            self._set_action("bring_in", enabled=False, visible=False)
            self._set_action("fold", enabled=True)
            to_call = self._figure(Figure.TO_CALL, money(options.call_amount))
            if options.can_check:
                call_text = self.tr("Check")
            elif options.is_all_in_call:
                call_text = self.tr("Call %1 (all-in)").replace("%1", to_call)
            else:
                call_text = self.tr("Call %1").replace("%1", to_call)
            self._set_action("call", call_text, enabled=True, visible=True)
        verb = self.tr("Complete to") if options.is_completion else (
            self.tr("Bet") if options.is_bet else self.tr("Raise to")
        )  # fmt: skip
        fixed = options.fixed
        can_raise = options.can_raise and options.min_to is not None and options.max_to is not None
        self.amount.setVisible(can_raise and not fixed)
        # The pot-limit maximum hidden (live-dealing practice): Pot and All in would fill it.
        max_hidden = Figure.POT_LIMIT_MAX in controller.hidden
        for name in ("min", "half_pot", "all_in"):
            enabled = can_raise and not fixed and not (name == "all_in" and max_hidden)
            self._set_action(name, enabled=enabled, visible=not fixed)
        # Pot limit only: the engine gives the pot figure there alone (RULES 3).
        self._set_action(
            "pot",
            enabled=options.pot_to is not None and not max_hidden,
            visible=hand.variant.is_pot_limit,
        )
        if can_raise:
            assert options.min_to is not None and options.max_to is not None
            if fixed:
                self._set_action("raise", f"{verb} {money(options.min_to)}", enabled=True)
                self._set_action(
                    "big_bet", self.tr("Big bet %1").replace("%1", money(options.max_to)),
                    enabled=options.big_bet_allowed, visible=options.big_bet_allowed,
                )  # fmt: skip
                self._set_range("")
            else:
                self._set_action("raise", verb, enabled=True)
                self._set_action("big_bet", enabled=False, visible=False)
                self._set_range(
                    self.tr("min %1 · max %2")
                    .replace("%1", money(options.min_to))
                    .replace("%2", self._figure(Figure.POT_LIMIT_MAX, money(options.max_to)))
                )
                self.amount.setPlaceholderText(money(options.min_to))
            self._set_no_raise("")
        else:
            self._set_action("raise", verb, enabled=False)
            self._set_action("big_bet", enabled=False, visible=False)
            self._set_range("")
            reasons = {
                NoRaise.CAPPED: self.tr("The betting is capped: call or fold only."),
                NoRaise.NOT_REOPENED: self.tr("Betting not re-opened: call or fold only."),
                NoRaise.CANNOT_COVER: self.tr("No chips left beyond a call."),
                NoRaise.NOBODY_TO_RAISE: self.tr("Every other player is all-in: call or fold."),
            }
            self._set_no_raise(reasons.get(options.no_raise, "") if options.no_raise else "")
        if self.amount.text():
            self.amount.clear()

    def _figure(self, figure: Figure, text: str) -> str:
        """``text``, or "?" while the figure is hidden (Training > Hide the figures)."""
        return HIDDEN if figure in self.controller.hidden else text

    def _set_range(self, text: str) -> None:
        if self.range.text() != text:
            self.range.setText(text)

    def _set_no_raise(self, text: str) -> None:
        if self.no_raise.text() != text:
            self.no_raise.setText(text)
        self.no_raise.setVisible(bool(text))

    def _show_cards_page(self) -> None:
        controller = self.controller
        hand = controller.hand
        assert hand is not None
        need = hand.need()
        self.card_edit.clear()
        self.picker.set_unavailable(controller.cards_in_play())
        self._set_action("enter_cards", enabled=True)
        showing = need.kind == "show"
        self._set_action("show_known", enabled=showing, visible=showing)
        self._set_action("muck", enabled=showing and not hand.face_up, visible=showing)
        name = hand.name(need.player) if need.player is not None else ""
        if showing:
            order = [hand.name(player) for player in hand.showdown_order]
            hint = self.tr("Showdown order: %1. Type the cards shown, or muck.").replace(
                "%1", ", ".join(order)
            )
            target = self.tr("%1's cards:").replace("%1", name)
        elif need.kind == "upcard":
            if hand.street == 0:  # third street: the two down cards may be typed with it
                hint = self.tr("Type the upcard (or all three third-street cards, upcard last).")
            else:
                hint = (
                    self.tr("Type the %1 upcard of %2.")
                    .replace("%1", words.word(hand.current_street).lower())
                    .replace("%2", name)
                )
            target = self.tr("%1's upcard:").replace("%1", name)
        else:
            hint = self.tr("Type the cards or click them below; cards in play are greyed out.")
            target = self.tr("The %1:").replace("%1", words.word(hand.current_street).lower())
        if self.cards_hint.text() != hint:
            self.cards_hint.setText(hint)
        if self.cards_for.text() != target:
            self.cards_for.setText(target)
            self.card_edit.setPlaceholderText(target.rstrip(":"))

    def _show_error(self, sentence: str) -> None:
        if self.error.text() != sentence:
            self.error.setText(sentence)
        self.error.setVisible(bool(sentence))

    # ------------------------------------------------------------------ the dealer's input

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A key no enabled action took (and no field typed): say why it does nothing."""
        text = event.text()
        if len(text) != 1 or not text.isprintable() or text.isspace():
            super().keyPressEvent(event)
            return
        pressed = QKeySequence(event.keyCombination())
        for name, action in self.actions_by_name.items():
            if action.shortcut().isEmpty() or action.shortcut() != pressed:
                continue
            if action.isEnabled():
                break  # taken by its shortcut elsewhere; nothing to say
            self._show_error(
                self.tr("%1 [%2] is not possible now: %3")
                .replace("%1", str(action.data() or name))
                .replace("%2", pressed.toString(QKeySequence.SequenceFormat.NativeText))
                .replace("%3", self._why_not(name))
            )
            event.accept()
            return
        else:
            field = QApplication.focusWidget()
            where = (
                self.tr("the card field") if field is self.card_edit
                else self.tr("the amount") if field is self.amount
                else ""
            )  # fmt: skip
            sentence = (
                self.tr("The key %1 does nothing now (nothing was typed into %2): %3")
                if where
                else self.tr("The key %1 does nothing now: %3")
            )
            self._show_error(
                sentence.replace("%1", text).replace("%2", where).replace("%3", self._why_not(""))
            )
            event.accept()
            return
        super().keyPressEvent(event)

    def _why_not(self, name: str) -> str:
        """Why the action ``name`` cannot be used now: the betting's reason where there is
        one, else what the hand (or the table) waits for."""
        controller = self.controller
        sizing = name in ("raise", "big_bet", "min", "half_pot", "pot", "all_in")
        if sizing and self.no_raise.text() and not self.no_raise.isHidden():
            return self.no_raise.text()
        if name == "next" and controller.hand is None:
            return need_text(controller)
        if name == "next" and controller.hand is not None and not controller.hand.finished:
            return self.tr("the hand is not over: %1").replace("%1", need_text(controller))
        return self.prompt.text()

    def _on_refused(self, said: Said) -> None:
        text = messages.text(said)
        if self.pages.currentWidget() is self.bet_page:
            self.amount.selectAll()  # the next digits replace the amount refused
        elif self.pages.currentWidget() is self.cards_page:
            typed = self.card_edit.text().strip()
            if typed:
                # Nothing refused stays in the field: the next cards typed start afresh.
                text = self.tr("Not entered: %1. %2").replace("%1", typed).replace("%2", text)
                self.card_edit.clear()
        self._show_error(text)

    def _amount(self) -> int | None:
        text = self.amount.text().strip()
        options = self.controller.options()
        if not text:
            # Never a silent raise: the dealer types the amount (M fills the minimum).
            if options is not None and options.min_to is not None and options.max_to is not None:
                money = numbers.writer(self.controller.decimals)
                self._show_error(
                    self.tr("Type the amount first (%1 to %2), or press M for the minimum.")
                    .replace("%1", money(options.min_to))
                    .replace("%2", money(options.max_to))
                )
            self.amount.setFocus()
            return None
        try:  # 0,50 and 1 234,50 as the French and Russian windows write them, or 1234.50
            return numbers.parse(text, self.controller.decimals)
        except numbers.AmountError as error:
            self._show_error(messages.text(error))
            self.amount.selectAll()  # the next digits replace the amount refused
            return None

    def _on_fold(self) -> None:
        self.controller.fold()

    def _on_call(self) -> None:
        self.controller.check_call()

    def _on_bring_in(self) -> None:
        self.controller.bring_in()

    def _on_raise(self) -> None:
        options = self.controller.options()
        if options is None:
            return
        if options.fixed and options.min_to is not None:
            self.controller.bet_raise(options.min_to)
            return
        amount = self._amount()
        if amount is not None:
            self.controller.bet_raise(amount)

    def _on_big_bet(self) -> None:
        options = self.controller.options()
        if options is not None and options.max_to is not None:
            self.controller.bet_raise(options.max_to)

    def _fill(self, amount: int | None) -> None:
        if amount is not None:
            self.amount.setText(numbers.amount(amount, self.controller.decimals))
            self.amount.setFocus()
            self.amount.selectAll()

    def _on_min(self) -> None:
        options = self.controller.options()
        self._fill(options.min_to if options else None)

    def _on_half_pot(self) -> None:
        self._fill(self.controller.half_pot_to())

    def _on_pot(self) -> None:
        options = self.controller.options()
        self._fill(options.pot_to if options else None)

    def _on_all_in(self) -> None:
        options = self.controller.options()
        if options is not None:
            self._fill(options.max_to)  # the engine caps it at the all-in (and the pot limit)

    def _on_draw(self, count: int) -> None:
        self.controller.draw(count)

    def _on_card_text(self, text: str) -> None:
        if self.error.isVisible() and text:
            self._show_error("")
        try:
            typed = {card for card in parse_cards(text) if card is not None}
        except IllegalAction:
            typed = set()
        self.picker.set_unavailable(self.controller.cards_in_play() | typed)
        try:
            read = [card.symbol for card in parse_cards(latin_cards(text)) if card is not None]
        except IllegalAction:
            read = []
        self.card_reading.setText("= " + " ".join(read) if read else "")
        # A stud upcard is one card: its two keys enter it, and the next seat follows.
        hand = self.controller.hand
        latin = latin_cards(text).strip()
        one_card = len(read) == 1 and latin[-1:].isalpha() and len(latin.split()) == 1
        if one_card and hand is not None and hand.need().kind == "upcard":
            self._on_enter_cards()

    def _on_enter_cards(self) -> None:
        text = latin_cards(self.card_edit.text())  # pasted in another layout too
        hand = self.controller.hand
        if not text.strip() and (hand is None or hand.need().kind != "show"):
            return  # an Enter out of habit after an upcard its keys entered: nothing to do
        if hand is not None and hand.need().kind == "show":
            if self.controller.show(text):
                self.card_edit.clear()
            return
        if self.controller.enter_cards(text):
            self.card_edit.clear()

    def _on_show_known(self) -> None:
        self.controller.show("")

    def _on_muck(self) -> None:
        self.controller.muck()

    def _on_picked(self, card: object) -> None:
        text = self.card_edit.text().strip()
        self.card_edit.setText(f"{text} {card}".strip())
        hand = self.controller.hand
        if hand is None:
            return
        need = hand.need()
        typed = len(self.card_edit.text().split())
        if (need.kind == "board" and typed == need.count) or (need.kind == "upcard" and typed == 1):
            self._on_enter_cards()
        else:
            self.card_edit.setFocus()

    def _on_next_hand(self) -> None:
        self.controller.next_hand()

    def _on_choose(self, game: str) -> None:
        self.controller.choose_game(game)
