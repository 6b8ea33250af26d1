"""The result of the hand in large type: pot by pot, each winner, the cards, the chips, odd chips."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.engine.figures import Figure
from dealer_app.engine.hand import Phase
from dealer_app.engine.pots import Award, PotResult
from dealer_app.session.controller import HandController
from dealer_app.session.events import EVERYTHING, Changed
from dealer_app.ui import messages, numbers, words


class ShowdownPanel(QFrame):
    """Announces every pot once the hand is over; the dealer confirms to deal the next."""

    def __init__(self, controller: HandController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("showdown")
        self.controller = controller
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.announcement = QLabel(scroll)
        self.announcement.setObjectName("announcement")
        self.announcement.setTextFormat(Qt.TextFormat.RichText)
        self.announcement.setWordWrap(True)
        self.announcement.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll.setWidget(self.announcement)
        self.scroll_area = scroll
        layout.addWidget(scroll, 1)
        # Taller than the room: it opens on the first pot announced, and says there is more,
        # beside the announcement above the Next button (over the text, it covered the main
        # pot's winner, the last line; a line of its own could be squeezed out).
        self.more = QLabel(self)
        self.more.setObjectName("moreBelow")
        self.more.setText(self.tr("▼ More below: scroll down"))
        self.more.setWordWrap(True)
        self.more.hide()
        bar = scroll.verticalScrollBar()
        bar.rangeChanged.connect(lambda _low, _high: self._show_more())
        bar.valueChanged.connect(lambda _value: self._show_more())
        right = QVBoxLayout()
        self.next_button = QToolButton(self)
        self.next_button.setObjectName("nextButton")
        self.next_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        right.addStretch(1)
        right.addWidget(self.more)
        right.addWidget(self.next_button)
        self.more.setMinimumWidth(200)  # two or three lines, not a word a line
        self.more.setMaximumWidth(max(self.next_button.sizeHint().width(), 240))
        layout.addLayout(right)
        # Page Down / Page Up scroll the announcement wherever the focus is, while it shows
        # (a window shortcut of a hidden panel does not fire): at 1366 x 768 a quartered pot
        # is taller than the room.
        for key, step in ((QKeySequence.StandardKey.MoveToNextPage, 1),
                          (QKeySequence.StandardKey.MoveToPreviousPage, -1)):  # fmt: skip
            scroll_action = QAction(self)
            scroll_action.setShortcut(QKeySequence(key))
            scroll_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            scroll_action.triggered.connect(
                lambda _checked=False, step=step: self.scroll_pages(step)
            )
            self.addAction(scroll_action)
        self.lines: list[str] = []
        self._kinds: list[str] = []
        controller.changed.connect(self._on_changed)
        self._on_changed()

    def set_next_action(self, action: QAction) -> None:
        self.next_button.setDefaultAction(action)
        action.setProperty("button", self.next_button)

    def _on_changed(self, change: Changed = EVERYTHING) -> None:
        if not (change.actor or change.pots):
            return  # the hand's end and its pots are as they were
        hand = self.controller.hand
        if hand is None or hand.phase is not Phase.OVER:
            if self.lines:
                self.lines = []
                self.announcement.clear()
            return
        if Figure.AWARDS in self.controller.hidden:  # live-dealing practice: awards first
            lines = [
                QCoreApplication.translate(
                    "FiguresBar", "The announcement shows once the student has typed the awards."
                )
            ]
            self._kinds = ["note"]
        else:
            lines = self.announce()
        if lines != self.lines:
            self.lines = lines
            self.announcement.setText(self._html(lines, self._kinds))
            self.scroll_area.verticalScrollBar().setValue(0)  # the first pot announced on top

    def scroll_pages(self, pages: int) -> None:
        """Move the announcement by ``pages`` pages (negative: up)."""
        bar = self.scroll_area.verticalScrollBar()
        bar.setValue(bar.value() + pages * max(bar.pageStep(), 1))

    def _show_more(self) -> None:
        bar = self.scroll_area.verticalScrollBar()
        more = bar.value() < bar.maximum()
        if self.more.isHidden() == more:
            self.more.setVisible(more)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show_more()

    def fits(self) -> bool:
        """The whole announcement shows without scrolling."""
        return self.scroll_area.verticalScrollBar().maximum() == 0

    # ------------------------------------------------------------------ the words

    def announce(self) -> list[str]:
        """The announcement, one line per pot title, award and odd chip (plain text)."""
        controller = self.controller
        hand = controller.hand
        if hand is None:
            return []
        results = list(enumerate(hand.results))
        lines: list[str] = []
        kinds: list[str] = []
        self._kinds = kinds
        # Each pot is awarded separately, side pots first (RULES 7).
        for index, pot in reversed(results):
            lines.append(self._pot_title(index, pot, len(results)))
            kinds.append("pot")
            high_odd_chip = self._high_half_odd_chip(pot)
            last_high = max(
                (i for i, award in enumerate(pot.awards) if award.half == "high"), default=-1
            )
            # How many share each half: two winners of a half take a quarter each.
            sharing = {half: sum(a.half == half for a in pot.awards) for half in ("high", "low")}
            for position, award in enumerate(pot.awards):
                lines.append(self._award_line(award, sharing.get(award.half, 1)))
                kinds.append("award")
                if position == last_high and high_odd_chip:
                    kinds.append("odd")
                    lines.append(high_odd_chip)
                if award.odd_chips:
                    kinds.append("odd")
                    lines.append(
                        self.tr("Odd chip to seat %1 (%2): %3")
                        .replace("%1", str(controller.seat_of(award.player)))
                        .replace("%2", hand.name(award.player))
                        .replace("%3", messages.text(award.odd_chip_reason or ""))
                    )
            if pot.note is not None:
                lines.append(messages.text(pot.note))
                kinds.append("note")
        return lines

    def _high_half_odd_chip(self, pot: PotResult) -> str:
        """A hi/lo pot that does not split in two: the high half takes the odd chip (RULES 7),
        said with the halves' amounts; "" when the halves are equal or the pot is not split."""
        if not pot.high_half_odd_chip:  # the engine says whether the high half took one
            return ""
        high, low = pot.high_half, pot.low_half
        money = numbers.writer(self.controller.decimals)
        return (
            self.tr("Odd chip to the high half: %1 splits %2 high / %3 low (the high half "
                    "takes the odd chip).")
            .replace("%1", money(pot.amount))
            .replace("%2", money(high))
            .replace("%3", money(low))
        )  # fmt: skip

    def _pot_title(self, index: int, pot: PotResult, count: int) -> str:
        money = numbers.writer(self.controller.decimals)
        hand = self.controller.hand
        assert hand is not None
        names = ", ".join(hand.name(player) for player in pot.eligible)
        if count == 1:
            title = self.tr("Pot %1").replace("%1", money(pot.amount))
        elif index == 0:
            title = self.tr("Main pot %1").replace("%1", money(pot.amount))
        else:
            title = (
                self.tr("Side pot %1: %2")
                .replace("%1", str(index))
                .replace("%2", money(pot.amount))
            )
        if len(pot.eligible) > 1:
            title += " — " + self.tr("between %1").replace("%1", names)
        return title

    def _award_line(self, award: Award, sharing: int = 1) -> str:
        """One winner's line; ``sharing`` winners split the award's half (a quarter each for
        two: RULES 7's quartered pot is not called "the low half")."""
        controller = self.controller
        hand = controller.hand
        assert hand is not None
        name = hand.name(award.player)
        amount = numbers.amount(award.amount, controller.decimals)
        half = {
            "high": self.tr("high half"),
            "low": self.tr("low half"),
            "whole": "",
        }[award.half]
        if half and sharing == 2:
            text = self.tr("%1 wins a quarter (half of the %2): %3")
            text = text.replace("%1", name).replace("%2", half)
        elif half and sharing > 2:
            text = self.tr("%1 wins a share of the %2: %3").replace("%1", name).replace("%2", half)
        elif half:
            text = self.tr("%1 wins the %2: %3").replace("%1", name).replace("%2", half)
        else:
            text = self.tr("%1 wins %3").replace("%1", name)
        text = text.replace("%3", amount)
        if award.hand is not None:
            value = award.hand
            text += " — " + messages.text(value.message)
            text += "  " + words.card_symbols(value.cards)
        if award.low_hand is not None:
            low = award.low_hand
            text += " / " + messages.text(low.message) + "  " + words.card_symbols(low.cards)
        return text

    @staticmethod
    def _html(lines: list[str], kinds: list[str]) -> str:
        parts = []
        for line, kind in zip(lines, kinds, strict=True):
            safe = escape(line)
            for suit, colour in (("♥", "#ff8a80"), ("♦", "#82b1ff"), ("♣", "#69f0ae")):
                safe = safe.replace(suit, f'<span style="color:{colour}">{suit}</span>')
            parts.append(f'<p class="{kind}" style="{_STYLES[kind]}">{safe}</p>')
        return "".join(parts)


_STYLES = {
    "pot": "font-size:17pt; font-weight:600; color:#ffd54f; margin-top:6px; margin-bottom:0px;",
    "award": "font-size:19pt; font-weight:600; color:#ffffff; margin:0px 0px 0px 18px;",
    "odd": "font-size:15pt; color:#ffe082; margin:0px 0px 0px 36px;",
    "note": "font-size:14pt; font-style:italic; color:#cfd8dc; margin:0px 0px 0px 18px;",
}
