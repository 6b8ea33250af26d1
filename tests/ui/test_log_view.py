"""The hand's log paints itself (texts laid out once, a long name elided before the amount):
the same pixels as a QTableView showing those texts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage, QPixmap, QRegion
from PySide6.QtWidgets import QHeaderView, QTableView

from dealer_app.engine.hand import HandSetup
from dealer_app.engine.variants import VARIANTS
from dealer_app.session.controller import HandController
from dealer_app.ui.dealer.log_view import HandLogView
from dealer_app.ui.dealer.models import HandLogModel

NAMES = ("Anna", "Boris", "Chloe", "Dan", "Evgenia Alexandrovna", "Frederik")


def long_hand() -> HandController:
    """A hand with more actions than the log shows at once, some too long for their cell."""
    setup = HandSetup(
        VARIANTS["nlhe"], (10_000,) * 6, blinds=(5, 10, 0, 0, 0, 0), min_bet=10, names=NAMES
    )
    controller = HandController(setup)
    for _round in range(4):
        assert controller.check_call()  # every player calls or checks in turn
    for amount in (20, 40, 80, 160, 320, 640, 1280, 2560, 5120):
        assert controller.bet_raise(amount)
    while controller.options() is not None:
        assert controller.check_call()
    return controller


class AsShown(HandLogModel):
    """The log's texts as the HandLogView elides them (the player's name first, never the
    amount): a QTableView showing these paints the same pixels."""

    def __init__(self, controller: HandController, shown_by: HandLogView) -> None:
        super().__init__(controller, shown_by)
        self.shown_by = shown_by

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):  # type: ignore[no-untyped-def]
        if index.isValid() and role == Qt.ItemDataRole.DisplayRole:
            return self.shown_by.shown_text(index.row(), index.column())
        return super().data(index, role)


def views(qtbot, controller: HandController) -> tuple[QTableView, HandLogView]:  # type: ignore[no-untyped-def]
    made = []
    for kind in (HandLogView, QTableView):
        view = kind()
        view.setObjectName("log")
        if isinstance(view, HandLogView):
            view.setModel(HandLogModel(controller, view))
        else:
            view.setModel(AsShown(controller, made[0]))
        view.verticalHeader().hide()
        view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        view.setColumnWidth(0, 120)
        view.horizontalHeader().setStretchLastSection(True)
        view.setWordWrap(False)
        view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        view.resize(300, 400)
        qtbot.addWidget(view)
        view.show()
        made.append(view)
    qtbot.waitExposed(made[0])
    return made[1], made[0]


def image(view: QTableView, region: QRegion | None = None) -> QImage:
    viewport = view.viewport()
    if region is None:
        return view.grab().toImage()
    pixmap = QPixmap(viewport.size())
    pixmap.fill(Qt.GlobalColor.magenta)
    viewport.render(pixmap, QPoint(), region)
    return pixmap.toImage()


def elided_name_first(view: HandLogView) -> dict[str, int]:
    """Check each action's text as the view shows it, without the view's own layout: whole, or
    the player's name elided (the rest whole), or the name down to "…" and then the rest cut.
    Returns how many rows show each."""
    model = view.model()
    assert isinstance(model, HandLogModel)
    seen = {"whole": 0, "name elided": 0, "rest cut": 0}
    for row in range(model.rowCount()):
        text, name, shown = (
            model.cell_text(row, 1),
            model.cell_name(row, 1),
            view.shown_text(row, 1),
        )
        assert name and text.startswith(name), text
        rest = text[len(name) :]
        if shown == text:
            seen["whole"] += 1
        elif shown.endswith(rest):
            kept = shown[: -len(rest)]
            assert kept.endswith("…") and name.startswith(kept[:-1]), (text, shown)
            seen["name elided"] += 1
        else:
            assert shown.startswith("…") and shown.endswith("…"), (text, shown)
            assert rest.startswith(shown[1:-1]), (text, shown)
            seen["rest cut"] += 1
    return seen


@pytest.mark.parametrize("width", [300, 220])
def test_log_view_paints_what_a_table_view_paints(qtbot, width: int) -> None:  # type: ignore[no-untyped-def]
    controller = long_hand()
    reference, view = views(qtbot, controller)
    assert view.model().rowCount() > 12  # more rows than fit: the view scrolls
    for each in (reference, view):
        each.resize(width, 400)
    # The reference shows the view's own texts: those must be right by themselves.
    seen = elided_name_first(view)
    assert seen["whole"] and seen["name elided"], seen
    assert bool(seen["rest cut"]) == (width == 220), seen
    for scroll in ("top", "middle", "bottom"):
        for each in (reference, view):
            bar = each.verticalScrollBar()
            each.scrollToTop() if scroll == "top" else each.scrollToBottom()
            if scroll == "middle":
                bar.setValue(bar.maximum() // 2)
        assert image(view) == image(reference), scroll
        assert view._laid_out, "the view painted the texts itself"
        part = QRegion(QRect(0, 37, width // 2, 61)) | QRegion(QRect(width // 3, 150, 80, 30))
        assert image(view, part) == image(reference, part), scroll
    for each in (reference, view):
        each.setEnabled(False)
    assert image(view) == image(reference)


def test_log_view_follows_the_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = long_hand()
    reference, view = views(qtbot, controller)
    for change in (controller.undo, controller.undo, controller.fold, controller.check_call):
        assert change()
        for each in (reference, view):
            each.scrollToBottom()
        assert image(view) == image(reference)


def test_an_action_added_repaints_its_row_alone(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A row added at the end repaints that row, not every row shown (the log repainted whole
    at each action); the pixels stay those of a QTableView."""
    from PySide6.QtCore import QEvent, QObject

    setup = HandSetup(
        VARIANTS["nlhe"], (10_000,) * 6, blinds=(5, 10, 0, 0, 0, 0), min_bet=10, names=NAMES
    )
    controller = HandController(setup)
    reference, view = views(qtbot, controller)
    assert controller.check_call() and controller.check_call()
    qtbot.wait(50)  # the windows shown and activated
    regions: list[QRegion] = []

    class Painted(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                regions.append(QRegion(event.region()))  # type: ignore[attr-defined]
            return False

    painted = Painted(view)
    view.viewport().installEventFilter(painted)
    for _action in range(3):
        regions.clear()
        assert controller.check_call()
        qtbot.wait(20)  # every repaint it asked for, however late
        row = view.model().rowCount() - 1
        new_row = QRect(
            0, view.rowViewportPosition(row), view.viewport().width(), view.rowHeight(row)
        )
        union = QRegion()
        for region in regions:
            union |= region
        assert union.boundingRect() == new_row, (
            _action,
            [r.boundingRect() for r in regions],
            new_row,
        )
        assert image(view) == image(reference)


def test_a_thirty_character_name_keeps_its_start_and_the_amount_at_1366x768(  # type: ignore[no-untyped-def]
    qtbot, open_window
) -> None:
    """Issue 29: at the default window size the log keeps the player's name (whole, or its
    start elided with the whole name in the tooltip) and the whole amount; the street column
    takes only the room its words need."""
    from tests.ui.conftest import Dealer, screenshot

    long_name = "Alexandrina Konstantinopolskay"
    assert len(long_name) == 30
    setup = HandSetup(
        VARIANTS["nlhe"], (100_000,) * 3, blinds=(500, 1000, 0), min_bet=1000,
        names=("Anna", "Boris", long_name),
    )  # fmt: skip
    window = open_window(setup)
    window.resize(1366, 768)
    dealer = Dealer(qtbot, window)
    dealer.key("A")  # all-in: the amount field holds the whole stack
    dealer.raise_()
    qtbot.wait(20)
    view = dealer.screen.log_view
    model = view.model()
    row = model.rowCount() - 1
    text = model.cell_text(row, 1)
    assert text.startswith(long_name) and "100000" in text, text
    shown = view.shown_text(row, 1)
    rest = text[len(long_name) :]
    assert shown == text or (
        shown.endswith("…" + rest)
        and len(shown) - len(rest) > 5
        and long_name.startswith(shown[: -len(rest) - 1])
    ), shown
    assert model.data(model.index(row, 1), Qt.ItemDataRole.ToolTipRole) == text  # whole name
    for street_row in range(model.rowCount()):  # the street column's words are whole
        assert view.shown_text(street_row, 0) == model.cell_text(street_row, 0)
    screenshot(window, "log_thirty_character_name_1366x768")


def test_a_row_added_at_the_bottom_scrolls_the_rows_drawn(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Past the bottom of the view, a row added moves the rows drawn up (a scroll) and paints
    its own band only; the pixels stay those of a QTableView scrolled to the bottom."""
    from PySide6.QtCore import QEvent, QObject

    setup = HandSetup(
        VARIANTS["nlhe"], (10_000_000,) * 6, blinds=(5, 10, 0, 0, 0, 0), min_bet=10, names=NAMES
    )
    controller = HandController(setup)
    reference, view = views(qtbot, controller)
    qtbot.wait(50)  # the windows shown and activated
    regions: list[QRegion] = []

    class Painted(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                regions.append(QRegion(event.region()))  # type: ignore[attr-defined]
            return False

    painted = Painted(view)
    view.viewport().installEventFilter(painted)
    scrolled, settled = 0, False
    for action in range(18):  # past the bottom of the view
        regions.clear()
        width = view.viewport().width()
        assert controller.bet_raise(20 * 2**action)
        for each in (view, reference):
            each.scrollToBottom()  # as the window does
        qtbot.wait(20)  # every repaint it asked for, however late
        union = QRegion()
        for region in regions:
            union |= region
        assert image(view) == image(reference), action  # (grab() paints the whole view)
        if view.viewport().width() != width or not view.verticalScrollBar().value():
            qtbot.wait(100)  # no scroll yet, or the scroll bar came: the rows narrower, all
            continue  # painted again (and the header's columns laid out again, later)
        if not settled:
            settled = True  # the first scroll after that may still meet a late repaint
            continue
        row = view.model().rowCount() - 1
        band = QRect(0, view.rowViewportPosition(row), view.viewport().width(), view.rowHeight(row))
        assert union.boundingRect() == band, (action, union.boundingRect(), band)
        scrolled += 1
    assert scrolled >= 3, scrolled  # every scroll after the first
