"""The new-table dialog's disabled fields look disabled (issue 27): in a tournament the seats'
stacks are the starting stack, their fields are disabled, and they must not look like fields
to type in (the style sheet gave every field the same light background and dark text)."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget

from dealer_app.engine.table_config import Format
from tests.ui.conftest import screenshot
from tests.ui.test_new_table import open_dialog


def background(widget: QWidget) -> QColor:
    """The colour inside the field, away from its text and border."""
    image = widget.grab().toImage()
    return image.pixelColor(QPoint(image.width() - 6, image.height() // 2))


def test_a_tournaments_disabled_stack_fields_look_disabled(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, settings)
    dialog.resize(1366, 768)
    dialog.format.setCurrentIndex(dialog.format.findData(Format.TOURNAMENT.value))
    QApplication.processEvents()
    stack, name = dialog.seat_stacks[0], dialog.seat_names[0]
    assert not stack.isEnabled() and name.isEnabled()
    screenshot(dialog, "new_table_tournament_disabled_stacks")
    enabled, disabled = background(name), background(stack)
    # Clearly apart: a disabled field is darker, like the dialog rather than a field.
    assert abs(enabled.lightness() - disabled.lightness()) >= 40, (
        enabled.name(),
        disabled.name(),
    )
