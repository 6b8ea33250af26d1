"""The hand's log as a table: street and action, one row per action, the newest at the bottom.

A ``QTableView`` asks its delegate to paint each visible cell, and the delegate lays the cell's
text out again (shaping, eliding) at every repaint; the log repaints at every action as its
rows scroll. :class:`HandLogView` paints the same pixels from texts laid out once per text and
cell size, in one pass over the visible rows; and it paints less: a row added repaints its own
band (``QTableView`` repaints every row shown when the number of rows changes), and a scroll
moves the pixels drawn (the viewport is opaque: the view paints the background under the rows
itself, as Qt would), so a row added at the bottom costs one row.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QLineF, QPointF, QRect, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QRegion,
    QStaticText,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyle,
    QStyleOption,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from dealer_app.ui import words
from dealer_app.ui.dealer.models import HandLogModel


class HandLogView(QTableView):
    """The hand's log: no selection, no focus, no word wrap.

    With its :class:`HandLogModel`, left to right, without spans, hidden sections, alternating
    colours or an editor open, it paints what ``QTableView`` paints there (each cell's text as
    ``QCommonStyle`` draws an item's text, then the grid); otherwise ``QTableView`` paints.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWordWrap(False)
        # (text, width, height) -> the text as drawn (elided if need be), its place in the cell
        self._laid_out: dict[tuple[str, int, int], tuple[QStaticText, QPointF]] = {}
        self._street_cap: int | None = None  # the street column's widest (fit_street_column)
        self._streets_fitted: set[str] = set()  # the words it was last fitted to
        # QTableView lays its items out again and repaints every row shown whenever the number
        # of rows changes; rows added at the end of the log (an action) need only theirs.
        rows = self.verticalHeader()
        rows.sectionCountChanged.disconnect()
        rows.sectionCountChanged.connect(self._on_row_count)
        # The view paints the viewport's background itself (as Qt would before paintEvent):
        # nothing under the viewport is painted again with it, and a scroll moves the pixels
        # drawn already (Qt scrolls only an opaque widget's) and paints the rows it uncovers.
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def fit_street_column(self) -> None:
        """From now on the street column is as wide as the widest street of the hand's game
        (and its title) needs, never wider than it is now: the actions get the rest, and a
        long player's name keeps its start beside the amount (issue 29)."""
        self._street_cap = self.columnWidth(0)
        self._fit_streets()

    def _fit_streets(self) -> None:
        model = self.model()
        if self._street_cap is None or not isinstance(model, HandLogModel):
            return
        streets = {model.cell_text(row, 0) for row in range(model.rowCount())}
        hand = model.controller.hand
        if hand is not None:
            streets.update(words.word(street.name) for street in hand.setup.variant.streets)
        if streets == self._streets_fitted:
            return  # the same words: the same width (measured once per hand, not per action)
        self._streets_fitted = streets
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        metrics = QFontMetricsF(option.font)
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1
        grid = 1 if self.showGrid() else 0
        widest = max(
            (math.ceil(metrics.horizontalAdvance(street)) for street in streets), default=0
        )
        width = max(widest + 2 * margin + grid, self.horizontalHeader().sectionSizeHint(0))
        width = min(width, self._street_cap)
        if self.columnWidth(0) != width:
            self.setColumnWidth(0, width)

    def _on_row_count(self, old: int, new: int) -> None:
        self._fit_streets()
        if not (new > old and isinstance(self.model(), HandLogModel) and self.isVisible()):
            self.rowCountChanged(old, new)  # rows removed, or another model: as QTableView does
            return
        rows, bar = self.verticalHeader(), self.verticalScrollBar()
        offset = rows.offset()
        at_bottom = 0 < bar.maximum() == bar.value()
        self.updateGeometries()  # the scroll bar's range
        if at_bottom and bar.value() != bar.maximum():
            # The last row was shown at the bottom: the new one is (the window scrolls there
            # anyway), the rows drawn moving up by the new rows' height in one scroll.
            blocked = bar.blockSignals(True)
            bar.setValue(bar.maximum())
            bar.blockSignals(blocked)
            rows.setOffsetToLastSection()
        if rows.offset() != offset:
            # The rows moved (scrolled by item, the range that grew aligns the top row again,
            # or the bottom above): the pixels drawn move with them, as a scroll moves them.
            self.scrollDirtyRegion(0, offset - rows.offset())
            self.viewport().scroll(0, offset - rows.offset())
        top = self.rowViewportPosition(old)
        bottom = self.rowViewportPosition(new - 1) + self.rowHeight(new - 1)
        viewport = self.viewport()
        # Through the view, which moves what is still to repaint when the rows scroll.
        self.setDirtyRegion(QRegion(QRect(0, top, viewport.width(), bottom - top)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._laid_out.clear()
            self._streets_fitted = set()
            self._fit_streets()
        super().changeEvent(event)

    def _paints_itself(self, model: object) -> bool:
        return (
            isinstance(model, HandLogModel)
            and self.isLeftToRight()
            and not self.alternatingRowColors()
            and self.state() == QAbstractItemView.State.NoState
            and not self.horizontalHeader().sectionsHidden()
            and not self.verticalHeader().sectionsHidden()
            and not self.selectionModel().hasSelection()
        )

    def _paint_background(self, region: QRegion) -> bool:
        """Paint in ``region`` what Qt paints under the rows of a viewport that is not opaque:
        the viewport's own background, or (with a style sheet) the view's, which lies under
        it. False if that background is not opaque (what lies under it must show)."""
        viewport = self.viewport()
        brush = viewport.palette().brush(viewport.backgroundRole())
        filled = viewport.autoFillBackground()
        styled = viewport.testAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        if not (brush.isOpaque() and (filled or styled)):
            return False
        painter = QPainter(viewport)
        if filled:
            for rect in region:  # type: ignore[attr-defined]  # PySide iterates a QRegion
                painter.fillRect(rect, brush)
        else:
            # The style sheet's background of the view, drawn on the view under the viewport.
            offset = viewport.pos()
            painter.setClipRegion(region)
            painter.translate(-offset)
            option = QStyleOption()
            option.initFrom(self)
            self.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, option, painter, self)
            painter.resetTransform()
            option.initFrom(viewport)
            viewport.style().drawPrimitive(
                QStyle.PrimitiveElement.PE_Widget, option, painter, viewport
            )
        painter.end()
        return True

    def paintEvent(self, event: QPaintEvent) -> None:
        viewport = self.viewport()
        if not self._paint_background(event.region()):
            # A transparent background: let what lies under the viewport show from now on.
            viewport.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)
            viewport.update()
            return
        model = self.model()
        if not self._paints_itself(model):
            super().paintEvent(event)
            return
        assert isinstance(model, HandLogModel)
        columns, rows = self.horizontalHeader(), self.verticalHeader()
        if columns.count() == 0 or rows.count() == 0:
            return
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        style = self.style()
        grid = 1 if self.showGrid() else 0
        grid_rgba = style.styleHint(QStyle.StyleHint.SH_Table_GridLineColor, option, self)
        grid_pen = QPen(QColor.fromRgba(grid_rgba & 0xFFFFFFFF), 1, self.gridStyle())
        first_lines = grid and style.styleHint(
            QStyle.StyleHint.SH_Table_AlwaysDrawLeftTopGridLines, option, self
        )
        text_colour = _text_colour(option)
        painter = QPainter(self.viewport())
        painter.setPen(text_colour)
        last_x = columns.length() - columns.offset() - 1
        last_y = rows.length() - rows.offset() - 1
        for area in event.region():  # type: ignore[attr-defined]  # PySide iterates a QRegion
            area.setBottom(min(area.bottom(), last_y))
            area.setRight(min(area.right(), last_x))
            if not area.isValid():
                continue
            left = max(columns.visualIndexAt(area.left()), 0)
            right = columns.visualIndexAt(area.right())
            right = columns.count() - 1 if right == -1 else right
            top = rows.visualIndexAt(area.top())
            bottom = rows.visualIndexAt(area.bottom())
            bottom = rows.count() - 1 if bottom == -1 else bottom
            if top == -1 or top > bottom:
                continue
            cells = []
            for visual in range(left, right + 1):
                column = columns.logicalIndex(visual)
                width = self.columnWidth(column) - grid
                cells.append((column, self.columnViewportPosition(column), width))
            lines: list[QLineF] = []
            for visual in range(top, bottom + 1):
                row = rows.logicalIndex(visual)
                y = self.rowViewportPosition(row)
                height = self.rowHeight(row) - grid
                for column, x, width in cells:
                    text = model.cell_text(row, column)
                    name = model.cell_name(row, column)
                    self._draw_text(painter, text, option, x, y, width, height, name)
                lines.append(QLineF(area.left(), y + height, area.right(), y + height))
            if not grid:
                continue
            for _column, x, width in cells:
                lines.append(QLineF(x + width, area.top(), x + width, area.bottom()))
            painter.setPen(grid_pen)
            painter.drawLines([line.translated(0.5, 0.5) for line in lines])
            if first_lines and columns.isHidden():
                y = self.rowViewportPosition(rows.logicalIndex(top))
                if y == area.top():
                    painter.drawLine(area.left(), y, area.right(), y)
            if first_lines and rows.isHidden():
                x = self.columnViewportPosition(columns.logicalIndex(left))
                if x == area.left():
                    painter.drawLine(x, area.top(), x, area.bottom())
            painter.setPen(text_colour)

    def _draw_text(
        self,
        painter: QPainter,
        text: str,
        option: QStyleOptionViewItem,
        x: int,
        y: int,
        width: int,
        height: int,
        name: str = "",
    ) -> None:
        if not text:
            return
        key = (text, width, height)
        laid_out = self._laid_out.get(key)
        if laid_out is None:
            if len(self._laid_out) > 2000:
                self._laid_out.clear()  # a long session's texts: start again
            laid_out = self._laid_out[key] = self._lay_out(text, option, width, height, name)
        static, place = laid_out
        painter.drawStaticText(place + QPointF(x, y), static)

    def shown_text(self, row: int, column: int) -> str:
        """The cell's text as painted at its width (elided if need be; tests read this)."""
        model = self.model()
        assert isinstance(model, HandLogModel)
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        grid = 1 if self.showGrid() else 0
        static, _place = self._lay_out(
            model.cell_text(row, column), option, self.columnWidth(column) - grid,
            self.rowHeight(row) - grid, model.cell_name(row, column),
        )  # fmt: skip
        return static.text()

    def _lay_out(
        self, text: str, option: QStyleOptionViewItem, width: int, height: int, name: str = ""
    ) -> tuple[QStaticText, QPointF]:
        """The text as QCommonStyle draws an item's text, and its place in the cell: a margin
        of the focus frame's plus one on each side, the line centred in the cell's height.
        When it does not fit, the player's ``name`` in it is elided first (the amount and
        cards stay whole), then the rest as the view's elide mode says."""
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1
        room = width - 2 * margin
        metrics = QFontMetricsF(option.font)
        if metrics.horizontalAdvance(text) > room and name and name in text:
            rest = metrics.horizontalAdvance(text.replace(name, "", 1))
            short = option.fontMetrics.elidedText(
                name, Qt.TextElideMode.ElideRight, max(0, int(room - rest))
            )
            text = text.replace(name, short or "…", 1)
        if metrics.horizontalAdvance(text) > room:
            text = option.fontMetrics.elidedText(text, self.textElideMode(), room)
        static = QStaticText(text)
        static.setTextFormat(Qt.TextFormat.PlainText)
        static.prepare(font=option.font)
        line_height = math.ceil(metrics.ascent() + metrics.descent())  # as QTextLine.height()
        return static, QPointF(margin, (height - line_height) // 2)


def _text_colour(option: QStyleOptionViewItem) -> QColor:
    """The colour of an item's text, as QCommonStyle picks it for a cell of an enabled model."""
    state = option.state
    if not state & QStyle.StateFlag.State_Enabled:
        group = QPalette.ColorGroup.Disabled
    elif not state & QStyle.StateFlag.State_Active:
        group = QPalette.ColorGroup.Inactive
    else:
        group = QPalette.ColorGroup.Normal
    return option.palette.color(group, QPalette.ColorRole.Text)
