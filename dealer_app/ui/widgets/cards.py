"""Card faces, rows of cards, the card entry field and the 52-card picker."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QSizePolicy, QWidget

from dealer_app.engine.cards import DECK, RANKS, SUIT_SYMBOLS, Card
from dealer_app.session.events import Event

# A four-colour deck: a dealer tells the suits apart at a glance.
SUIT_COLOURS = ("#1b7a2e", "#1f4fbf", "#c62828", "#1a1a1a")  # clubs diamonds hearts spades


_FACES: dict[tuple[object, ...], QPixmap] = {}


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

    def text(self) -> str:
        """What the card shows, for tests and accessibility: ``A♠``, ``??`` or ``""``."""
        if self._card is not None:
            return self._card.symbol
        return "??" if self._back else ""

    def paintEvent(self, _event: object) -> None:
        # Each face is drawn once per size and kept: a repaint is then one pixmap copy.
        ratio = self.devicePixelRatioF()
        key = (self._card, self._back, self.width(), self.height(), ratio)
        pixmap = _FACES.get(key)
        if pixmap is None:
            pixmap = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(QColor(0, 0, 0, 0))
            face_painter = QPainter(pixmap)
            self._paint_face(face_painter)
            face_painter.end()
            _FACES[key] = pixmap
        painter = QPainter(self)
        painter.drawPixmap(0, 0, pixmap)

    def _paint_face(self, painter: QPainter) -> None:
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
    not use (a card field keeps ranks and suits; an amount field keeps only digits).

    A letter it does not use never types into it: when no enabled shortcut took the key (the
    action is not possible now), the key press goes on to the parent widgets, which say why.
    """

    def __init__(self, keeps: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._keeps = keeps

    def keeps(self, text: str) -> bool:
        """Whether the character ``text`` is typed into the field (else it is a key)."""
        return text.lower() in self._keeps

    def _is_plain_character(self, event: QKeyEvent) -> bool:
        text = event.text()
        plain = (
            not event.modifiers()
            & ~Qt.KeyboardModifier.ShiftModifier
            & ~Qt.KeyboardModifier.KeypadModifier
        )
        return bool(plain and len(text) == 1 and text.isprintable())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            if event.matches(QKeySequence.StandardKey.Undo):
                event.ignore()  # Ctrl+Z undoes the dealer's last action, not the typing
                return False
            if self._is_plain_character(event) and not self.keeps(event.text()):
                event.ignore()  # not ours: the window's shortcut takes it
                return False
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._is_plain_character(event) and not self.keeps(event.text()):
            event.ignore()  # a key whose action is not possible now: the panel says why
            return
        super().keyPressEvent(event)


CARD_CHARACTERS = "23456789tjqka10cdhs?♣♦♥♠ ,"

# The letters that other keyboard layouts put on the keys of the card letters (T J Q K A,
# c d h s): with a Russian layout the keys of "Kh" type "лр". Russian (ЙЦУКЕН), Ukrainian and
# Belarusian (і on the S key), Greek.
LAYOUT_LETTERS = {
    "е": "t", "о": "j", "й": "q", "л": "k", "ф": "a", "с": "c", "в": "d", "р": "h", "ы": "s",
    "і": "s",
    "τ": "t", "ξ": "j", "κ": "k", "α": "a", "ψ": "c", "δ": "d", "η": "h", "σ": "s",
}  # fmt: skip


def latin_cards(text: str) -> str:
    """``text`` with the letters of another keyboard layout read as the keys they are on.

    >>> latin_cards("Лр Фы 10с"), latin_cards("Kh")
    ('Kh As 10c', 'Kh')
    """
    out = []
    for char in text:
        latin = LAYOUT_LETTERS.get(char.lower())
        out.append(char if latin is None else latin.upper() if char.isupper() else latin)
    return "".join(out)


class CardEdit(ShortcutFriendlyEdit):
    """Where the dealer types cards: ``Ah Kd 7c``, with any keyboard layout (the letters of
    another layout's card keys are read as those keys: Russian "Лр" is "Kh")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(CARD_CHARACTERS, parent)

    def keeps(self, text: str) -> bool:
        return super().keeps(latin_cards(text))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if self._is_plain_character(event) and text.lower() in LAYOUT_LETTERS:
            self.insert(latin_cards(text))
            return
        super().keyPressEvent(event)


class CardPicker(QWidget):
    """The 52 cards, by suit (rows) and rank (columns); cards already in play are greyed out.

    One widget paints the whole grid (52 styled buttons would cost more to repaint than the
    rest of the window); a click picks the card under the mouse.
    """

    CELL = QSize(38, 26)
    GAP = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picked = Event()  # (card)
        self._blocked: frozenset[Card] = frozenset()
        # The grid as last drawn, and the cards to draw again in it before it is shown.
        self._cache: QPixmap | None = None
        self._stale: set[Card] = set()
        self.setObjectName("picker")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        cell, gap = self.CELL, self.GAP
        return QSize(13 * (cell.width() + gap) - gap, 4 * (cell.height() + gap) - gap)

    def card_rect(self, card: Card) -> QRect:
        """Where ``card`` is drawn: spades on top, aces first."""
        cell, gap = self.CELL, self.GAP
        row = 3 - card.suit
        column = RANKS[::-1].index(card.rank_char)
        return QRect(
            column * (cell.width() + gap), row * (cell.height() + gap), cell.width(), cell.height()
        )

    def card_at(self, x: int, y: int) -> Card | None:
        for card in DECK:
            if self.card_rect(card).contains(x, y):
                return card
        return None

    def set_unavailable(self, cards: Iterable[Card]) -> None:
        blocked = frozenset(cards)
        changed = blocked ^ self._blocked
        if not changed:
            return
        self._blocked = blocked
        # Only the cards that changed are drawn again, into the picture kept, and repainted.
        self._stale |= changed
        for card in changed:
            self.update(self.card_rect(card))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        card = self.card_at(round(event.position().x()), round(event.position().y()))
        if (
            card is not None
            and card not in self._blocked
            and event.button() == Qt.MouseButton.LeftButton
        ):
            self.picked.emit(card)

    def paintEvent(self, _event: object) -> None:
        ratio = self.devicePixelRatioF()
        if self._cache is None or self._cache.size() != self.size() * ratio:
            pixmap = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(QColor(0, 0, 0, 0))
            self._cache, self._stale = pixmap, set(DECK)
        if self._stale:
            painter = QPainter(self._cache)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(15)
            painter.setFont(font)
            for card in self._stale:
                self._paint_card(painter, card)
            painter.end()
            self._stale = set()
        QPainter(self).drawPixmap(0, 0, self._cache)

    def _paint_card(self, painter: QPainter, card: Card) -> None:
        """Draw ``card`` in its cell of the picture kept, over whatever the cell showed."""
        cell = self.card_rect(card)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        painter.fillRect(cell, QColor(0, 0, 0, 0))
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        rect = QRectF(cell)
        if card in self._blocked:
            painter.setPen(QPen(QColor("#455a64"), 1))
            painter.setBrush(QColor("#37474f"))
            colour = QColor("#78909c")
        else:
            painter.setPen(QPen(QColor("#9e9e9e"), 1))
            painter.setBrush(QColor("#fdfdfd"))
            colour = QColor(SUIT_COLOURS[card.suit])
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3)
        painter.setPen(colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, card.symbol)
