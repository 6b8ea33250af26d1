"""What every window of the program starts from: the application object, its icon and style,
the data folder, and the sentence shown when a window cannot open.

Below the windows' modules (the dealer's, the director's, the trainer's), which import from here
and never from each other's start-up code.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from dealer_app import APP_ID, APP_NAME, __version__, bundle
from dealer_app.ui import i18n
from dealer_app.ui.settings import ORGANISATION

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from dealer_app.messages import Refusal


def style_sheet() -> str:
    path = i18n.resources_dir() / "styles" / "dealer.qss"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return ""  # a missing style changes the look, not what the window says


def application(argv: list[str] | None = None) -> QApplication:
    """The one QApplication, named so that QSettings finds our settings, with the app's icon."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    # Qt's raster engine hands every fill taller than about 96 lines to a thread pool and
    # waits for it: for this window's panels the hand-off costs more than the fill, and on
    # a busy computer the wait for a free core delays the frame. Fills stay on this thread.
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APP_ID)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    return app


def app_icon() -> QIcon:
    """The program's icon, drawn at each size of :data:`dealer_app.bundle.ICON_SIZES` (empty if
    ``resources/icons`` is missing: the window then has the system's default icon)."""
    icon = QIcon()
    for size, path in bundle.icon_files().items():
        if path.is_file():
            icon.addFile(str(path), QSize(size, size))  # decoded when first drawn at that size
    return icon


def data_folder(data_dir: Path | None = None) -> Path:
    """``data_dir``, else the user's data folder for the app (QStandardPaths)."""
    if data_dir is not None:
        return data_dir
    from PySide6.QtCore import QStandardPaths

    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))


def tell_refusal(said: Refusal | str, parent: QWidget | None = None) -> None:
    """Show the dealer why the journal cannot be opened (the program then ends), in the
    dealer's language."""
    from PySide6.QtWidgets import QMessageBox

    from dealer_app.ui import messages
    from dealer_app.ui.i18n import app_name

    QMessageBox.critical(parent, app_name(), messages.text(said))


def mark_first_paint(window: QWidget) -> None:
    """Under ``DEALER_APP_EXIT_WHEN_SHOWN=1``, mark the first paint of ``window`` and quit.

    Call it right after creating the main window, before ``app.exec()``; it does nothing
    otherwise. ``bench/exe.py`` times the start-up up to the mark.
    """
    if os.environ.get(bundle.EXIT_WHEN_SHOWN) != "1":
        return

    class _FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                print(bundle.SHOWN_MARK, flush=True)
                QTimer.singleShot(0, lambda: QCoreApplication.exit(0))
            return False

    window.installEventFilter(_FirstPaint(window))
