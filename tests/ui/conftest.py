"""Fixtures for the window tests: settings on a file of their own, windows, screenshots."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QWidget

from dealer_app.engine.hand import HandSetup
from dealer_app.engine.table import Table
from dealer_app.session.controller import HandController
from dealer_app.ui import i18n
from dealer_app.ui.dealer.main_window import MainWindow
from dealer_app.ui.runtime import style_sheet
from dealer_app.ui.settings import Settings

SCREENSHOTS = Path(__file__).resolve().parents[1] / "screenshots"
TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"


@pytest.fixture(autouse=True)
def _english_and_own_settings(qapp: QApplication, tmp_path: Path, qm_dir: Path) -> Iterator[None]:
    """Every test starts in English (its plural forms built from the committed .ts), with the
    style, and QSettings pointed at a temp file."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "qsettings")
    )
    qapp.setOrganizationName("dealer-app-tests")
    qapp.setStyleSheet(style_sheet())
    i18n.install("en", folder=qm_dir)
    yield
    i18n.install("en", folder=qm_dir)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings.at(tmp_path / "settings.ini")


@pytest.fixture(scope="session")
def qm_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .qm files built from the committed .ts files (as `make translations` does)."""
    folder = tmp_path_factory.mktemp("qm")
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    tool = str(lrelease) if lrelease.exists() else shutil.which("pyside6-lrelease")
    assert tool, "pyside6-lrelease is needed to build the translations"
    for ts in TRANSLATIONS.glob("dealer_*.ts"):
        subprocess.run(
            [tool, "-silent", str(ts), "-qm", str(folder / (ts.stem + ".qm"))], check=True
        )
    return folder


class FakeTime:
    """A clock for the tournament clock's time source: tests move it, nobody waits."""

    def __init__(self, start: float = 1000.0) -> None:
        self.seconds = start

    def __call__(self) -> float:
        return self.seconds

    def advance(self, seconds: float) -> None:
        self.seconds += seconds


@pytest.fixture
def open_window(qtbot, settings: Settings) -> Callable[..., MainWindow]:  # type: ignore[no-untyped-def]
    def make(setup: HandSetup | None = None, *, table: Table | None = None,
             seats: tuple[int, ...] | None = None,
             time_source: Callable[[], float] | None = None) -> MainWindow:  # fmt: skip
        controller = (
            HandController(table=table) if table is not None else HandController(setup, seats=seats)
        )
        if time_source is not None:
            window = MainWindow(controller, settings=settings, time_source=time_source)
        else:
            window = MainWindow(controller, settings=settings)
        qtbot.addWidget(window)
        window.resize(1360, 860)
        with qtbot.waitExposed(window):
            window.show()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        return window

    return make


def screenshot(window: QWidget, name: str, *, popup: QWidget | None = None) -> Path:
    """Save what the window shows to tests/screenshots/NAME.png (gitignored); a ``popup``
    (a menu, a dialog) is drawn over it where it stands on the screen."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    QApplication.processEvents()
    path = SCREENSHOTS / f"{name}.png"
    image = window.grab()
    if popup is not None:
        painter = QPainter(image)
        painter.drawPixmap(window.mapFromGlobal(popup.mapToGlobal(QPoint(0, 0))), popup.grab())
        painter.end()
    image.save(str(path))
    return path


class Dealer:
    """Drives a window with the keyboard, as the dealer does."""

    def __init__(self, qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
        self.qtbot = qtbot
        self.window = window
        screen = window.screen_widget
        assert screen is not None
        self.screen = screen
        self.panel = screen.action_panel
        self.table = screen.table_view

    @property
    def controller(self) -> HandController:
        controller = self.window.controller
        assert controller is not None
        return controller

    def key(
        self, key: str | Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    ) -> None:
        """A key pressed wherever the focus is (shortcuts reach the window's actions)."""
        target = QApplication.focusWidget() or self.window
        if isinstance(key, str):
            self.qtbot.keyClick(target, key, modifier)
        else:
            self.qtbot.keyClick(target, key, modifier)

    def type_amount(self, text: str) -> None:
        self.panel.amount.setFocus()
        self.qtbot.keyClicks(self.panel.amount, text)
        self.qtbot.keyClick(self.panel.amount, Qt.Key.Key_Return)

    def cards(self, text: str) -> None:
        edit = self.panel.card_edit
        edit.setFocus()
        self.qtbot.keyClicks(edit, text)
        self.qtbot.keyClick(edit, Qt.Key.Key_Return)

    def fold(self) -> None:
        self.key("f")

    def call(self) -> None:
        self.key("c")

    def raise_(self) -> None:
        self.key("r")

    @property
    def prompt(self) -> str:
        return self.panel.prompt.text()

    @property
    def error(self) -> str:
        return self.panel.error.text() if not self.panel.error.isHidden() else ""

    def pots(self) -> list[str]:
        return self.table.pots_lines()

    def seat(self, seat: int) -> str:
        return self.table.seat_text(seat)

    def announcement(self) -> list[str]:
        return self.panel.showdown.lines

    def actions_text(self, name: str) -> str:
        return self.panel.actions_by_name[name].text()

    def log(self) -> list[str]:
        return self.screen.log_model.lines()
