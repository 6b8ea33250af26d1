"""Card faces, rows of cards, the card entry field and the 52-card picker."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QKeyEvent, QKeySequence, QPainter, QPen
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from dealer_app.engine.cards import DECK, RANKS, SUIT_SYMBOLS, Card
from dealer_app.ui.events import Event

# A four-colour deck: a dealer tells the suits apart at a glance.
SUIT_COLOURS = ("#1b7a2e", "#1f4fbf", "#c62828", "#1a1a1a")  # clubs diamonds hearts spades


class CardFace(QWidget):
    """One card: its face, a back (a card nobody has seen), or an empty slot."""

    def __init__(self, card: Card | None = None, *, back: bool = False, scale: float = 1.0,
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self._card = card
        self._back = back
        self._scale = scale
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(round(40 * self._scale), round(56 * self._scale))

    def set_card(self, card: Card | None, *, back: bool = False) -> None:
        if card != self._card or back != self._back:
            self._card, self._back = card, back
            self.update()

    @property
    def card(self) -> Card | None:
        return self._card

    @property
    def is_back(self) -> bool:
        return self._back

    def text(self) -> str:
        """What the card shows, for tests and accessibility: ``A♠``, ``??`` or ``""``."""
        if self._card is not None:
            return self._card.symbol
        return "??" if self._back else ""

    def paintEvent(self, _event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        radius = 4 * self._scale
        card = self._card
        if card is None and not self._back:
            painter.setPen(QPen(QColor(255, 255, 255, 90), 1, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
            return
        if card is None:
            painter.setPen(QPen(QColor("#f5f5f5"), 1.5))
            painter.setBrush(QColor("#2b4c8c"))
            painter.drawRoundedRect(rect, radius, radius)
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
            inner = rect.adjusted(4, 4, -4, -4)
            painter.drawRoundedRect(inner, radius / 2, radius / 2)
            return
        painter.setPen(QPen(QColor("#9e9e9e"), 1))
        painter.setBrush(QColor("#fdfdfd"))
        painter.drawRoundedRect(rect, radius, radius)
        colour = QColor(SUIT_COLOURS[card.suit])
        painter.setPen(colour)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(8, round(rect.height() * 0.36)))
        painter.setFont(font)
        top = QRectF(
            rect.left(), rect.top() + rect.height() * 0.04, rect.width(), rect.height() * 0.46
        )
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, card.rank_char)
        font.setPixelSize(max(8, round(rect.height() * 0.40)))
        painter.setFont(font)
        bottom = QRectF(
            rect.left(), rect.top() + rect.height() * 0.46, rect.width(), rect.height() * 0.5
        )
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, SUIT_SYMBOLS[card.suit])


class CardRow(QWidget):
    """A row of cards that reuses its faces (repainting a row is cheap)."""

    def __init__(
        self, *, scale: float = 1.0, slots: int = 0, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._scale = scale
        self._slots = slots
        self._faces: list[CardFace] = []
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(round(3 * scale))
        self._layout = layout
        self.set_cards(())

    def set_cards(
        self, cards: Sequence[Card | None], *, backs: Sequence[bool] | None = None
    ) -> None:
        """Show ``cards`` (``None``: a back); empty slots pad the row to ``slots``."""
        total = max(len(cards), self._slots)
        while len(self._faces) < total:
            face = CardFace(scale=self._scale, parent=self)
            self._layout.addWidget(face)
            self._faces.append(face)
        for index, face in enumerate(self._faces):
            if index < len(cards):
                card = cards[index]
                back = card is None if backs is None else backs[index]
                face.set_card(card, back=back)
                face.setVisible(True)
            elif index < total:
                face.set_card(None)
                face.setVisible(True)
            else:
                face.setVisible(False)

    def texts(self) -> list[str]:
        return [face.text() for face in self._faces if face.isVisible() and face.text()]


class ShortcutFriendlyEdit(QLineEdit):
    """A line edit that lets the window's one-letter shortcuts through for letters it does
    not use (a card field keeps ranks and suits; an amount field keeps only digits)."""

    def __init__(self, keeps: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._keeps = keeps

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            if event.matches(QKeySequence.StandardKey.Undo):
                event.ignore()  # Ctrl+Z undoes the dealer's last action, not the typing
                return False
            text = event.text()
            plain = (
                not event.modifiers()
                & ~Qt.KeyboardModifier.ShiftModifier
                & ~Qt.KeyboardModifier.KeypadModifier
            )
            if plain and len(text) == 1 and text.isprintable() and text.lower() not in self._keeps:
                event.ignore()  # not ours: the window's shortcut takes it
                return False
        return super().event(event)


CARD_CHARACTERS = "23456789tjqka10cdhs?♣♦♥♠ ,"


class CardEdit(ShortcutFriendlyEdit):
    """Where the dealer types cards: ``Ah Kd 7c``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(CARD_CHARACTERS, parent)


class CardPicker(QWidget):
    """The 52 cards, by rank and suit; cards already in play are greyed out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picked = Event()  # (card)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(2)
        self.buttons: dict[Card, QToolButton] = {}
        for card in DECK:
            button = QToolButton(self)
            button.setText(card.symbol)
            button.setObjectName("pickerCard")
            button.setProperty("suit", "cdhs"[card.suit])
            button.setToolTip(str(card))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAutoRaise(False)
            button.setMinimumSize(30, 24)
            button.clicked.connect(lambda _checked=False, card=card: self.picked.emit(card))
            # Rows are suits (spades on top), columns are ranks (ace first).
            row = 3 - card.suit
            column = RANKS[::-1].index(card.rank_char)
            grid.addWidget(button, row, column)
            self.buttons[card] = button

    def set_unavailable(self, cards: Iterable[Card]) -> None:
        blocked = set(cards)
        for card, button in self.buttons.items():
            enabled = card not in blocked
            if button.isEnabled() != enabled:
                button.setEnabled(enabled)

    def available(self) -> list[Card]:
        return [card for card, button in self.buttons.items() if button.isEnabled()]
