"""The hand's log as a table: street and action, one row per action, the newest at the bottom.

A ``QTableView`` lays out the text of every visible cell again at each repaint (shaping,
eliding), and the log repaints at every action as its rows scroll. Here each cell's text is laid
out once, the first time it is shown at a size, and then only drawn.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QPointF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPalette, QStaticText
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)


class TextOnceDelegate(QStyledItemDelegate):
    """Draws a cell's text where the style draws it (left, centred in height, elided at the
    right, in the view's text colour), from a layout kept per text and cell size.

    For views without selection, focus, editing or word wrap, whose model gives only texts
    (no icons, check boxes, fonts, colours or alignments): :class:`HandLogView`.
    """

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self._laid_out: dict[tuple[str, int, int], tuple[QStaticText, float, float]] = {}
        self._pen = QColor()

    def forget(self) -> None:
        """The font or the style changed: lay every text out again."""
        self._laid_out.clear()

    def begin_paint(self, view: QTableView) -> None:
        """The colour of this repaint's texts, as the style picks it for every cell."""
        group = QPalette.ColorGroup.Normal
        if not view.isEnabled():
            group = QPalette.ColorGroup.Disabled
        elif not view.isActiveWindow():
            group = QPalette.ColorGroup.Inactive
        self._pen = view.palette().color(group, QPalette.ColorRole.Text)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        text = index.data()
        if not text:
            return
        rect = option.rect
        key = (text, rect.width(), rect.height())
        laid_out = self._laid_out.get(key)
        if laid_out is None:
            if len(self._laid_out) > 2000:
                self._laid_out.clear()  # a long session's texts: start again
            laid_out = self._laid_out[key] = self._lay_out(text, option)
        static, x, y = laid_out
        painter.setPen(self._pen)
        painter.drawStaticText(QPointF(rect.x() + x, rect.y() + y), static)

    @staticmethod
    def _lay_out(text: str, option: QStyleOptionViewItem) -> tuple[QStaticText, float, float]:
        """The text as QCommonStyle draws an item's text, and its place in the cell: a margin
        of the focus frame's plus one on each side, the line centred in the cell's height."""
        widget = option.widget
        style = widget.style() if isinstance(widget, QWidget) else None
        focus = (
            style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) if style else 2
        )
        margin = focus + 1
        width = option.rect.width() - 2 * margin
        metrics = QFontMetricsF(option.font)
        if metrics.horizontalAdvance(text) > width:
            text = option.fontMetrics.elidedText(text, option.textElideMode, width)
        static = QStaticText(text)
        static.setTextFormat(Qt.TextFormat.PlainText)
        static.prepare(font=option.font)
        line_height = math.ceil(metrics.ascent() + metrics.descent())  # as QTextLine.height()
        return static, margin, (option.rect.height() - line_height) // 2


class HandLogView(QTableView):
    """A table of texts without selection or focus whose cells' texts are laid out once
    (:class:`TextOnceDelegate`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._delegate = TextOnceDelegate(self)
        self.setItemDelegate(self._delegate)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWordWrap(False)

    def paintEvent(self, event: QPaintEvent) -> None:
        self._delegate.begin_paint(self)
        super().paintEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._delegate.forget()
        super().changeEvent(event)
