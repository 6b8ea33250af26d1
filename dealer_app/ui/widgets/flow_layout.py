"""A row of buttons that wraps onto a second line when the window is too narrow for it.

The action panel's rows ("Fold [F]  Call 20 [C]", "Raise to [R]  Min [M]  ½ pot [H] ...") are
wider in French and Russian than in English; in a plain row each would fix the window's
minimum width at the sum of its buttons. Here a row asks only for its widest button: what does
not fit on the line goes on the next one, left-aligned, each button at its full width (no text
is elided). Qt's own flow layout example, for the widgets of a page.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Items left to right, wrapping to a new line (``spacing`` apart both ways)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing
        # Qt asks the height for a width dozens of times per relayout: measured once per width
        # until the layout is invalidated (a button's text, a button shown or hidden).
        self._heights: dict[int, int] = {}
        self._minimum: QSize | None = None
        self._hint: QSize | None = None
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    # ---------------------------------------------------------------- QLayout's interface

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = self._lay_out(QRect(0, 0, width, 0), move=False)
        return height

    def invalidate(self) -> None:
        self._heights.clear()
        self._minimum = self._hint = None
        super().invalidate()

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._lay_out(rect, move=True)

    def sizeHint(self) -> QSize:
        """Everything on one line."""
        if self._hint is None:
            shown = [item.sizeHint() for item in self._items if not item.isEmpty()]
            width = sum(size.width() for size in shown) + self._gap * max(0, len(shown) - 1)
            height = max((size.height() for size in shown), default=0)
            self._hint = QSize(width, height) + self._margins()
        return self._hint

    def minimumSize(self) -> QSize:
        """The widest item: every other goes on a line of its own if need be."""
        if self._minimum is None:
            size = QSize()
            for item in self._items:
                if not item.isEmpty():
                    size = size.expandedTo(item.minimumSize().expandedTo(item.sizeHint()))
            self._minimum = size + self._margins()
        return self._minimum

    # ---------------------------------------------------------------- placing the items

    def _margins(self) -> QSize:
        margins = self.contentsMargins()
        return QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _lay_out(self, rect: QRect, *, move: bool) -> int:
        """Place the items in ``rect`` (or only measure); returns the height used."""
        area = rect.marginsRemoved(self.contentsMargins())
        x, y, line_height = area.x(), area.y(), 0
        for item in self._items:
            if item.isEmpty():
                continue
            size = item.sizeHint()
            if x > area.x() and x + size.width() > area.right() + 1:
                x, y, line_height = area.x(), y + line_height + self._gap, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), size))
            x += size.width() + self._gap
            line_height = max(line_height, size.height())
        margins = self.contentsMargins()
        return y + line_height - rect.y() + margins.bottom()
