"""A button whose text ends with its key: narrower than its text, it elides the words, never the key.

"Undo: Chloe raises to 200  [Ctrl+Z]" does not fit the log pane in every language; the dealer
must still see which key undoes, so the button shows "Undo: Chloe rai…  [Ctrl+Z]". The text
itself (and the tool tip, the menu's entry) stays whole: only what is painted is shortened.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QSizePolicy,
    QStyle,
    QStyleOptionToolButton,
    QStylePainter,
    QToolButton,
    QWidget,
)

_MNEMONIC = Qt.TextFlag.TextShowMnemonic.value


def split_key(text: str) -> tuple[str, str]:
    """``("Undo: Chloe folds", "  [Ctrl+Z]")``; the key part is empty when there is none.

    >>> split_key("Undo: Chloe folds  [Ctrl+Z]")
    ('Undo: Chloe folds', '  [Ctrl+Z]')
    >>> split_key("Undo")
    ('Undo', '')
    """
    start = text.rfind("  [")
    if start < 0 or not text.endswith("]"):
        return text, ""
    return text[:start], text[start:]


class KeyButton(QToolButton):
    """A tool button as wide as its text when there is room, narrower when there is not
    (down to an ellipsis and the key); the words are then elided at their end."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self._shown: tuple[str, int, str, str] = ("", -1, "", "")  # text, width, font -> shown

    def _text_width(self, text: str) -> int:
        return self.fontMetrics().size(_MNEMONIC, text).width()

    def _frame_width(self) -> int:
        """What the style adds around the text (padding, border, the margins of the hint)."""
        return super().sizeHint().width() - self._text_width(self.text())

    def minimumSizeHint(self) -> QSize:
        words, key = split_key(self.text())
        hint = super().sizeHint()
        if not words:
            return hint
        return QSize(self._frame_width() + self._text_width("…" + key), hint.height())

    def shown_text(self) -> str:
        """The text as painted at the button's width."""
        text, width = self.text(), self.width()
        font = self.font().key()
        cached_text, cached_width, cached_font, shown = self._shown
        if (text, width, font) == (cached_text, cached_width, cached_font):
            return shown
        room = width - self._frame_width()
        shown = text
        if self._text_width(text) > room:
            words, key = split_key(text)
            metrics = self.fontMetrics()
            elided = metrics.elidedText(
                words, Qt.TextElideMode.ElideRight, max(0, room - self._text_width(key)), _MNEMONIC
            )
            shown = (elided or "…") + key
        self._shown = (text, width, font, shown)
        return shown

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionToolButton()
        self.initStyleOption(option)
        option.text = self.shown_text()
        painter.drawComplexControl(QStyle.ComplexControl.CC_ToolButton, option)
