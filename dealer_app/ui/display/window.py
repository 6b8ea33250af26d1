"""The players' display: a full-screen window on a second screen, and the director's controls.

:class:`DisplayWindow` is a top-level window of its own (a dialog in the director's window does
not stop it) drawn from a :class:`~dealer_app.session.display.DisplayState`, in the language
chosen for its screen (English, French or Russian), sized to be read from five metres on a
1920 x 1080 television. It follows its screen: unplugged, it hides; plugged back, it returns.

:class:`DisplayStation` is the director's side: a panel in the director's window to choose the
screen and language, type announcements, serve the page on the local network (its address and
a QR code), and set the remote's PIN. Remote actions arrive from the server's thread and are
applied here, in the Qt thread, through the event's session (journal first). What the windows
and the page show comes from the session's :class:`~dealer_app.session.display.DisplayFeed`
(Qt-free): it pushes the state when the event changes; this side only gives it the clock's
second and a few milliseconds' delay, so that the director's window redraws first.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import segno
from PySide6.QtCore import QObject, QSettings, QSize, Qt, QTimer, QTranslator, Signal
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPixmap, QResizeEvent, QScreen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.session import display as feeds
from dealer_app.session.display import (
    Display,
    DisplayFeed,
    DisplayRefusal,
    DisplayState,
    RemoteDone,
    Stakes,
)
from dealer_app.session.serving import PinGuard, Serving, lan_addresses, server_factory
from dealer_app.session.tournament import EventSession
from dealer_app.store import open_display_log
from dealer_app.store.errors import JournalError
from dealer_app.ui import i18n, messages, numbers
from dealer_app.ui.display.announcer import Announcer
from dealer_app.ui.widgets.flow_layout import FlowLayout

CONTEXT = "DisplayWindow"
FOLLOW_MS = 30  # the displays follow the director's window after this many milliseconds
CLOCK_MS = 1000  # the clock's second: its figures go to the displays and the page
LANGUAGES = {"en": "English", "fr": "Français", "ru": "Русский"}
SERVED_FILE = "display.ini"  # in the director's folder: where the page was served, the PIN


def clock_text(seconds: int) -> str:
    """Minutes and seconds, as the clock shows them.

    >>> clock_text(754), clock_text(5)
    ('12:34', '0:05')
    """
    minutes, rest = divmod(max(0, seconds), 60)
    return f"{minutes}:{rest:02d}"


def qr_image(text: str, scale: int = 6) -> QImage:
    """``text`` as a QR code (segno, pure Python), black on white with its quiet zone."""
    code = segno.make(text, error="m")
    rows = [list(row) for row in code.matrix_iter(scale=scale, border=4)]
    image = QImage(len(rows[0]), len(rows), QImage.Format.Format_RGB32)
    black, white = QColor("black").rgb(), QColor("white").rgb()
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            image.setPixel(x, y, black if dark else white)
    return image


def published(state: DisplayState, language: str) -> dict[str, Any]:
    """The state as the players' page receives it (:func:`dealer_app.session.display.published`)
    with every game's name in each language, read from the translations."""
    return feeds.published(state, language, i18n.game_names())


class ScreenWords:
    """The display's words in one language (its own translator: each screen, and the spoken
    announcements, may speak another language than the director's window)."""

    def __init__(self, language: str = "en", translations: Path | None = None) -> None:
        self.language = language if language in LANGUAGES else "en"
        self._translator = QTranslator()
        if self.language != "en":
            folder = translations or i18n.translations_dir()
            self._translator.load(str(folder / f"dealer_{self.language}.qm"))

    def t(self, text: str) -> str:
        """``text`` (context DisplayWindow) in this language."""
        if self.language == "en":
            return text
        return self._translator.translate(CONTEXT, text) or text

    def count(self, number: int) -> str:
        """A whole number in this language: ``24,615``, ``24 615``."""
        return numbers.count(number, self.language)

    def stakes_text(self, stakes: Stakes) -> str:
        parts: list[str] = []
        if not stakes.stud:
            parts.append(
                self.t(QT_TRANSLATE_NOOP("DisplayWindow", "Blinds %1/%2"))
                .replace("%1", self.count(stakes.small_blind))
                .replace("%2", self.count(stakes.big_blind))
            )
        if stakes.is_limit and stakes.small_bet:
            parts.append(
                self.t(QT_TRANSLATE_NOOP("DisplayWindow", "Bets %1/%2"))
                .replace("%1", self.count(stakes.small_bet))
                .replace("%2", self.count(stakes.big_bet))
            )
        if stakes.ante:
            text = (
                QT_TRANSLATE_NOOP("DisplayWindow", "Big-blind ante %1")
                if stakes.big_blind_ante
                else QT_TRANSLATE_NOOP("DisplayWindow", "Ante %1")
            )
            parts.append(self.t(text).replace("%1", self.count(stakes.ante)))
        if stakes.bring_in:
            parts.append(
                self.t(QT_TRANSLATE_NOOP("DisplayWindow", "Bring-in %1")).replace(
                    "%1", self.count(stakes.bring_in)
                )
            )
        return " · ".join(parts)

    def game_text(self, stakes: Stakes) -> str:
        """The game's name in this screen's language (the dealer's window's names)."""
        if self.language == "en":
            return stakes.game_name
        return self._translator.translate("Engine", stakes.game_name) or stakes.game_name


class DisplayWindow(QWidget):
    """The players' display on one screen, in one language."""

    def __init__(
        self,
        language: str = "en",
        parent: QWidget | None = None,
        *,
        translations: Path | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("playersDisplay")
        self.words = ScreenWords(language, translations)
        self.language = self.words.language
        self.screen_name = ""
        self.placed = False  # put on a screen by the director (comes back with it)
        self.state: DisplayState | None = None
        grid = QGridLayout(self)
        # Full screen whatever the screen: a screen narrower than the content's minimum (its
        # 230-point clock) clips the content rather than dropping the full-screen state.
        grid.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.labels: dict[str, QLabel] = {}
        # Each label's type size on a 1920 x 1080 screen, and whether it is bold; the sizes
        # follow the window's size (a 1366 x 768 TV gets them smaller, a 4K one larger).
        self._type: dict[str, tuple[int, bool]] = {}
        self._scale = 0.0
        self._url = ""
        left = QVBoxLayout()
        middle = QVBoxLayout()
        right = QVBoxLayout()
        for name, size, column, bold in (
            ("event", 56, left, True),
            ("level", 48, left, False),
            ("clock", 230, left, True),
            ("stakes", 54, left, True),
            ("state", 40, left, False),
            ("next", 36, left, False),
            ("break", 36, left, False),
            ("news", 36, left, False),
            ("field_title", 36, middle, True),
            ("players", 64, middle, True),
            ("average", 34, middle, False),
            ("chips", 34, middle, False),
            ("pool", 34, middle, False),
            ("paid_title", 36, middle, True),
            ("prizes", 32, middle, False),
            ("out_title", 36, right, True),
            ("eliminations", 30, right, False),
            ("moves_title", 36, right, True),
            ("moves", 30, right, False),
        ):
            label = QLabel("", self)
            label.setObjectName(name)
            # Names, the event's and the announcements are typed by people: shown as typed,
            # never read as HTML (a name of markup once widened the display past its screen).
            label.setTextFormat(Qt.TextFormat.PlainText)
            self._type[name] = (size, bold)
            label.setWordWrap(name not in ("clock",))
            column.addWidget(label)
            self.labels[name] = label
        for column in (left, middle, right):
            column.addStretch(1)
        # The players' page: scan the code, follow the event on the phone.
        self.page_code = QLabel(self)
        self.page_code.setObjectName("pageCode")
        right.addWidget(self.page_code)
        self.page_address = QLabel("", self)
        self.page_address.setObjectName("pageAddress")
        self.page_address.setTextFormat(Qt.TextFormat.PlainText)
        self.page_address.setWordWrap(True)
        right.addWidget(self.page_address)
        grid.addLayout(left, 0, 0)
        grid.addLayout(middle, 0, 1)
        grid.addLayout(right, 0, 2)
        grid.setColumnStretch(0, 5)
        grid.setColumnStretch(1, 3)
        grid.setColumnStretch(2, 3)
        self.grid = grid
        self._fit_type(self.size())
        self.setWindowTitle(self._t(QT_TRANSLATE_NOOP("DisplayWindow", "Players' display")))
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.screenAdded.connect(self._on_screen_added)
            app.screenRemoved.connect(self._on_screen_removed)
        self.show_state(None)

    def _fit_type(self, size: QSize) -> None:
        """Type, margins and QR code in proportion to the window: what fits a 1920 x 1080
        screen fits a 1366 x 768 one (a small TV, a laptop), smaller."""
        scale = round(max(0.3, min(size.width() / 1920, size.height() / 1080)), 2)
        if scale == self._scale:
            return
        self._scale = scale
        sheet = ["#playersDisplay { background: #0b2416; }"]
        for name, (points, bold) in self._type.items():
            # The window's own sheet: the application's style sheet sets smaller fonts.
            sheet.append(
                f"QLabel#{name} {{ font-size: {max(8, round(points * scale))}px;"
                f" font-weight: {'bold' if bold else 'normal'};"
                f" color: {'#e8c766' if name.endswith('_title') else '#f4f1e6'}; }}"
            )
        sheet.append(
            f"QLabel#pageAddress {{ font-size: {max(8, round(30 * scale))}px; color: #f4f1e6; }}"
        )
        self.setStyleSheet("\n".join(sheet))
        self.grid.setContentsMargins(
            round(36 * scale), round(24 * scale), round(36 * scale), round(24 * scale)
        )
        self.grid.setHorizontalSpacing(round(40 * scale))
        if self._url:
            self.page_code.setPixmap(QPixmap.fromImage(qr_image(self._url, self._qr_scale())))
        self.grid.activate()  # laid out in the new sizes now, not at the next event

    def _qr_scale(self) -> int:
        return max(2, round(6 * (self._scale or 1.0)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_type(event.size())
        super().resizeEvent(event)

    def show_address(self, url: str) -> None:
        """Show the players' page's address and its QR code ("" hides them)."""
        self._url = url
        if not url:
            self.page_code.clear()
            self.page_address.setText("")
            return
        self.page_code.setPixmap(QPixmap.fromImage(qr_image(url, self._qr_scale())))
        self.page_address.setText(
            self._t(QT_TRANSLATE_NOOP("DisplayWindow", "On your phone: %1")).replace("%1", url)
        )

    def _t(self, text: str) -> str:
        """``text`` in this screen's language (each display window has its own)."""
        return self.words.t(text)

    def _count(self, number: int) -> str:
        """A whole number in this screen's language: ``24,615``, ``24 615``."""
        return self.words.count(number)

    def _prize(self, money: int, unit: int) -> str:
        return numbers.prize(money, unit, self.language)

    def _set(self, name: str, text: str) -> None:
        self.labels[name].setText(text)

    # ------------------------------------------------------------------ screens

    def place_on(self, screen: QScreen) -> None:
        """Full screen on ``screen`` (remembered by name: it comes back when plugged back)."""
        self.screen_name = screen.name()
        self.placed = True
        self.setGeometry(screen.geometry())
        handle = self.windowHandle()
        if handle is not None:
            handle.setScreen(screen)
        self.showFullScreen()

    def _on_screen_removed(self, screen: QScreen) -> None:
        if self.placed and screen.name() == self.screen_name:
            self.hide()

    def _on_screen_added(self, screen: QScreen) -> None:
        if self.placed and screen.name() == self.screen_name and not self.isVisible():
            self.place_on(screen)

    # ------------------------------------------------------------------ drawing

    def stakes_text(self, stakes: Stakes) -> str:
        return self.words.stakes_text(stakes)

    def game_text(self, stakes: Stakes) -> str:
        """The game's name in this screen's language (the dealer's window's names)."""
        return self.words.game_text(stakes)

    def show_state(self, state: DisplayState | None) -> None:
        self.state = state
        t = self._t
        titles = {
            "field_title": t(QT_TRANSLATE_NOOP("DisplayWindow", "Players")),
            "paid_title": t(QT_TRANSLATE_NOOP("DisplayWindow", "Paid places")),
            "out_title": t(QT_TRANSLATE_NOOP("DisplayWindow", "Eliminated")),
            "moves_title": t(QT_TRANSLATE_NOOP("DisplayWindow", "Seats and moves")),
        }
        for name, text in titles.items():
            self._set(name, text)
        if state is None:
            for name in self.labels:
                if not name.endswith("_title"):
                    self._set(name, "")
            self._set("event", t(QT_TRANSLATE_NOOP("DisplayWindow", "No event is open.")))
            return
        self._set("event", state.event)
        if not state.started:
            level = t(QT_TRANSLATE_NOOP("DisplayWindow", "Starting soon"))
        elif state.on_break:
            level = t(QT_TRANSLATE_NOOP("DisplayWindow", "Break"))
        else:
            level = t(QT_TRANSLATE_NOOP("DisplayWindow", "Level %1")).replace(
                "%1", str(state.level)
            )
        if state.hand_for_hand:
            level += " · " + t(QT_TRANSLATE_NOOP("DisplayWindow", "Hand-for-hand"))
        self._set("level", "" if state.over else level)
        self._set(
            "clock", clock_text(state.seconds_left) if state.started and not state.over else ""
        )
        if state.over:
            self._set("stakes", "")
        elif state.stakes is not None:
            game = self.game_text(state.stakes)
            if state.mixed:
                game = t(QT_TRANSLATE_NOOP("DisplayWindow", "Now: %1")).replace("%1", game)
            self._set("stakes", game + "\n" + self.stakes_text(state.stakes))
        else:
            self._set("stakes", t(QT_TRANSLATE_NOOP("DisplayWindow", "Break")))
        if state.over:
            status = t(QT_TRANSLATE_NOOP("DisplayWindow", "The event is over."))
            if state.winner:
                status += " " + t(QT_TRANSLATE_NOOP("DisplayWindow", "Winner: %1")).replace(
                    "%1", state.winner
                )
        elif state.started and not state.running:
            status = t(QT_TRANSLATE_NOOP("DisplayWindow", "The clock is paused."))
        else:
            status = ""
        self._set("state", status)
        upcoming = ""
        if state.started and state.next_is_break:
            upcoming = t(QT_TRANSLATE_NOOP("DisplayWindow", "Next: a break"))
        elif state.started and state.next_stakes is not None:
            upcoming = t(QT_TRANSLATE_NOOP("DisplayWindow", "Level %1 next: %2")).replace(
                "%1", str(state.next_level)
            )
            following = self.stakes_text(state.next_stakes)
            if state.mixed:
                following = self.game_text(state.next_stakes) + ", " + following
            upcoming = upcoming.replace("%2", following)
        self._set("next", upcoming)
        at_break: list[str] = []
        if state.started and not state.on_break and state.seconds_to_break is not None:
            at_break.append(
                t(QT_TRANSLATE_NOOP("DisplayWindow", "Break in %1")).replace(
                    "%1", clock_text(state.seconds_to_break)
                )
            )
        if state.break_colour_up:
            at_break.append(
                t(QT_TRANSLATE_NOOP("DisplayWindow", "Colour-up: the %1 chips leave")).replace(
                    "%1", ", ".join(self._count(d) for d in state.break_colour_up)
                )
            )
        if state.break_add_on:
            at_break.append(t(QT_TRANSLATE_NOOP("DisplayWindow", "Add-on at this break")))
        self._set("break", "\n".join(at_break))
        self._set("news", "\n".join("» " + text for text in state.announcements[:3]))
        self._set(
            "players",
            t(QT_TRANSLATE_NOOP("DisplayWindow", "%1 of %2"))
            .replace("%1", self._count(state.players_left))
            .replace("%2", self._count(state.entries)),
        )
        big_blinds = numbers.amount(state.average_big_blinds_tenths, 1, self.language)
        self._set(
            "average",
            t(QT_TRANSLATE_NOOP("DisplayWindow", "Average stack %1 (%2 BB)"))
            .replace("%1", self._count(state.average_stack))
            .replace("%2", big_blinds),
        )
        self._set(
            "chips",
            t(QT_TRANSLATE_NOOP("DisplayWindow", "Chips in play %1")).replace(
                "%1", self._count(state.chips_in_play)
            ),
        )
        self._set(
            "pool",
            t(QT_TRANSLATE_NOOP("DisplayWindow", "Prize pool %1")).replace(
                "%1", self._prize(state.prize_pool, state.prize_unit)
            ),
        )
        if state.over and state.results:  # the event is over: its results, not the prizes
            self._set("paid_title", t(QT_TRANSLATE_NOOP("DisplayWindow", "Results")))
            lines = [
                f"{r.place if r.place == r.place_to else f'{r.place}–{r.place_to}'}. {r.player}"
                + (f" · {self._prize(r.prize, state.prize_unit)}" if r.prize else "")
                for r in state.results[:9]
            ]
            more = len(state.results) > 9
        else:
            lines = [
                f"{place}. {self._prize(prize, state.prize_unit)}"
                for place, prize in enumerate(state.prizes[:9], start=1)
            ]
            more = len(state.prizes) > 9
        self._set("prizes", "\n".join(lines) + ("\n…" if more else ""))
        place_word = t(QT_TRANSLATE_NOOP("DisplayWindow", "place %1"))
        self._set(
            "eliminations",
            "\n".join(
                f"{e.player} — "
                + place_word.replace(
                    "%1", str(e.place) if e.place == e.place_to else f"{e.place}–{e.place_to}"
                )
                + (f" · {self._prize(e.prize, state.prize_unit)}" if e.prize else "")
                for e in state.eliminations[:6]
            ),
        )
        seat_word = t(QT_TRANSLATE_NOOP("DisplayWindow", "table %1, seat %2"))
        self._set(
            "moves",
            "\n".join(
                f"{m.player} → "
                + seat_word.replace("%1", str(m.to_table)).replace("%2", str(m.to_seat))
                for m in state.moves[:6]
            ),
        )


class RemoteBridge(QObject):
    """Hands the server thread's remote requests to the Qt thread (a queued signal); the
    answer says back what was done in words (``say_back``: the director's window's, which reads
    the same sentences out)."""

    requested = Signal(object)

    def __init__(self, display: Display, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.display = display
        self.say_back: Callable[[RemoteDone], str] = lambda _done: self.tr("Done.")
        self.requested.connect(self._on_requested, Qt.ConnectionType.QueuedConnection)

    def submit(self, request: Mapping[str, Any], peer: str) -> concurrent.futures.Future[str]:
        """Called from the server's thread; the future is answered in the Qt thread."""
        future: concurrent.futures.Future[str] = concurrent.futures.Future()
        self.requested.emit((dict(request), peer, future))
        return future

    def _on_requested(
        self, payload: tuple[dict[str, Any], str, concurrent.futures.Future[str]]
    ) -> None:
        request, peer, future = payload
        try:
            future.set_result(self.say_back(self.display.remote(request, peer)))
        except (DisplayRefusal, JournalError) as refusal:  # the server words it (``say``)
            future.set_exception(refusal)


class DisplayStation(QObject):
    """The director's display controls: windows on screens, the server, announcements."""

    def __init__(self, director: QMainWindow, folder: Path) -> None:
        """``director`` is the director's window (its ``session`` is the event open in it)."""
        super().__init__(director)
        self.director = director
        self.log = open_display_log(folder)
        self.display = Display(self.log)
        self.bridge = RemoteBridge(self.display, self)
        self.windows: list[DisplayWindow] = []
        self.server: Serving | None = None
        self.guard = PinGuard()
        # Where the page was served and the remote's PIN, kept with the director's journal:
        # a restart serves it again there, with the same PIN (the phones' bookmarks work).
        self.kept = QSettings(str(folder / SERVED_FILE), QSettings.Format.IniFormat, self)
        self.dock = self._build_dock()
        director.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        # As narrow as it can be (its captions above their fields): the director's table map
        # and the sentences to read out get the width.
        director.resizeDocks(
            [self.dock], [self.dock.minimumSizeHint().width()], Qt.Orientation.Horizontal
        )
        # A director's action redraws the director's window first; the displays follow a few
        # milliseconds later (several actions in a row make one update).
        self.soon = QTimer(self)
        self.soon.setSingleShot(True)
        self.soon.setInterval(FOLLOW_MS)
        self.feed = DisplayFeed(
            self.display,
            later=lambda _push: self.soon.start(),
            language=self._language(),
            game_names=i18n.game_names(),
        )
        self.soon.timeout.connect(self.feed.publish)
        # A chime at each level and break, the level spoken if the director wants it, in
        # the displays' language (the event's); each kept on or off with the director's folder.
        self.announcer = Announcer(ScreenWords, self)
        self.announcer.sound_on = self._kept_flag("announce/sound", True)
        self.announcer.speech_on = self._kept_flag("announce/speech", False)
        self.sound_box.setChecked(self.announcer.sound_on)
        self.speech_box.setChecked(self.announcer.speech_on)
        self.sound_box.toggled.connect(self._on_sound)
        self.speech_box.toggled.connect(self._on_speech)
        self.announcer.told.connect(self._tell)
        self.feed.shown.connect(self._on_shown)
        self.language_choice.currentIndexChanged.connect(self._on_language)
        # The clock's second (not a poll of the director's window): the feed sends the clock's
        # figures, and the whole state only when a level or a break starts.
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.feed.tick)
        self.timer.start(CLOCK_MS)
        director.destroyed.connect(lambda *_: self.shutdown())
        self.follow(getattr(director, "session", None))
        self._restore_served()

    def _restore_served(self) -> None:
        """The PIN, and the page served again where it was before the window closed."""
        pin = str(self.kept.value("remote/pin", "") or "")
        if PinGuard.valid(pin):
            self.guard.set_pin(pin)
        host = str(self.kept.value("serve/host", "") or "")
        try:
            port = int(str(self.kept.value("serve/port", 0)))
        except ValueError:
            port = 0
        if host and 1024 <= port <= 65535:
            self.serve(host, port)

    def _build_dock(self) -> QDockWidget:
        dock = QDockWidget(self.director)
        dock.setObjectName("displayDock")
        panel = QWidget(dock)
        form = QFormLayout(panel)
        # A narrow panel (the director's window on a laptop's screen): a long caption goes
        # above its field rather than widening the window.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.form = form
        self.screen_choice = QComboBox(panel)
        self.language_choice = QComboBox(panel)
        for code, name in LANGUAGES.items():
            self.language_choice.addItem(name, code)
        self.show_button = QPushButton(panel)
        self.show_button.clicked.connect(lambda: self.show_on(self.screen_choice.currentIndex()))
        self.close_button = QPushButton(panel)
        self.close_button.clicked.connect(self.close_windows)
        form.addRow(QLabel(panel), self.screen_choice)
        form.addRow(QLabel(panel), self.language_choice)
        buttons = FlowLayout()  # side by side, or one under the other in a narrow panel
        buttons.addWidget(self.show_button)
        buttons.addWidget(self.close_button)
        form.addRow(buttons)
        self.announcement = QLineEdit(panel)
        self.announcement.setObjectName("displayAnnouncement")
        self.announcement.setMaxLength(200)
        self.announcement.returnPressed.connect(self._on_announce)
        form.addRow(QLabel(panel), self.announcement)
        self.sound_box = QCheckBox(panel)
        self.sound_box.setObjectName("levelSound")
        self.speech_box = QCheckBox(panel)
        self.speech_box.setObjectName("levelSpeech")
        form.addRow(self.sound_box)
        form.addRow(self.speech_box)
        self.address_choice = QComboBox(panel)
        self.address_choice.setEditable(True)
        for address in [*lan_addresses(), "0.0.0.0"]:
            self.address_choice.addItem(address)
        self.port = QSpinBox(panel)
        self.port.setRange(1024, 65535)
        self.port.setValue(8080)
        self.serve_button = QPushButton(panel)
        self.serve_button.clicked.connect(
            lambda: self.serve(self.address_choice.currentText().strip(), self.port.value())
        )
        form.addRow(QLabel(panel), self.address_choice)
        form.addRow(QLabel(panel), self.port)
        form.addRow(self.serve_button)
        self.pin = QLineEdit(panel)
        self.pin.setObjectName("remotePin")
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setMaxLength(8)
        self.pin.returnPressed.connect(self._on_pin)
        form.addRow(QLabel(panel), self.pin)
        self.address = QLabel(panel)
        self.address.setObjectName("displayAddress")
        self.address.setWordWrap(True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow(self.address)
        self.qr = QLabel(panel)
        self.qr.setObjectName("displayQr")
        form.addRow(self.qr)
        self.message = QLabel("", panel)
        self.message.setObjectName("displayMessage")
        self.message.setWordWrap(True)
        form.addRow(self.message)
        dock.setWidget(panel)
        self.dock = dock
        self.retranslate()
        self._fill_screens()
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.screenAdded.connect(lambda _s: self._fill_screens())
            app.screenRemoved.connect(lambda _s: self._fill_screens())
        return dock

    def retranslate(self) -> None:
        """The panel's words in the window's language (again after a switch); the displays
        keep their own."""
        self.dock.setWindowTitle(self.tr("Players' display"))
        self.show_button.setText(self.tr("Show on this screen"))
        self.close_button.setText(self.tr("Close the displays"))
        self.serve_button.setText(self.tr("Serve on the network"))
        self.sound_box.setText(self.tr("Chime at each level and break"))
        self.speech_box.setText(self.tr("Speak each level and break"))
        for field, caption in (
            (self.screen_choice, self.tr("Screen:")),
            (self.language_choice, self.tr("Language:")),
            (self.announcement, self.tr("Announce:")),
            (self.address_choice, self.tr("Address:")),
            (self.port, self.tr("Port:")),
            (self.pin, self.tr("Remote PIN:")),
        ):
            label = self.form.labelForField(field)
            if isinstance(label, QLabel):
                label.setText(caption)
        self._show_served()
        self.message.setText("")

    def _show_served(self) -> None:
        """Where the page is served, or that it is not."""
        if self.server is None:
            self.address.setText(self.tr("The display is not served on the network."))
            return
        url = self.server.url()
        self.address.setText(
            self.tr("Players' page: %1\nRemote: %2")
            .replace("%1", url)
            .replace("%2", url + "remote")
        )

    def _fill_screens(self) -> None:
        self.screen_choice.clear()
        for screen in QGuiApplication.screens():
            size = screen.geometry()
            self.screen_choice.addItem(f"{screen.name()} ({size.width()} × {size.height()})")
        if self.screen_choice.count() > 1:
            self.screen_choice.setCurrentIndex(1)  # a second screen first

    # ------------------------------------------------------------------ actions

    def show_on(self, index: int, language: str | None = None) -> DisplayWindow | None:
        """A display window full screen on screen ``index`` (of QGuiApplication.screens())."""
        screens = QGuiApplication.screens()
        if not 0 <= index < len(screens):
            self.message.setText(self.tr("Choose a screen."))
            return None
        code = language or str(self.language_choice.currentData() or "en")
        window = DisplayWindow(code)
        window.place_on(screens[index])
        window.show_state(self.feed.state)
        window.show_address(self.server.url() if self.server is not None else "")
        self.windows.append(window)
        return window

    def close_windows(self) -> None:
        for window in self.windows:
            window.close()
            window.deleteLater()
        self.windows.clear()

    def announce(self, text: str) -> bool:
        """Journal an announcement typed by the director; the displays show it at once after."""
        try:
            self.feed.announce(text)
        except (DisplayRefusal, JournalError) as refusal:
            self.message.setText(messages.text(refusal))
            return False
        self.message.setText("")
        return True

    def _on_announce(self) -> None:
        if self.announce(self.announcement.text()):
            self.announcement.clear()

    def set_pin(self, pin: str) -> bool:
        try:
            self.guard.set_pin(pin.strip())
        except ValueError:
            self.message.setText(self.tr("The PIN is 4 to 8 digits."))
            return False
        self.kept.setValue("remote/pin", self.guard.pin)
        self.kept.sync()
        with contextlib.suppress(OSError):  # the PIN is for the director's account only
            os.chmod(self.kept.fileName(), 0o600)
        self.message.setText(self.tr("The remote's PIN is set."))
        return True

    def _on_pin(self) -> None:
        if self.set_pin(self.pin.text()):
            self.pin.clear()

    def serve(self, host: str, port: int) -> bool:
        """Serve the page and the remote on ``host``:``port``; the address and QR code show."""
        self._stop_serving()
        make = server_factory()
        if make is None:
            self.message.setText(self.tr("This program cannot serve the display on the network."))
            return False
        server = make(
            host or "0.0.0.0", port, self.bridge.submit, guard=self.guard, say=messages.text
        )
        try:
            server.start()
        except OSError as error:
            self.message.setText(messages.text(error))
            return False
        self.server = server
        self.feed.add_page(server.publish)  # the page is fed from now on
        # The panel shows where it is served (not its defaults), and a restart serves there.
        self.address_choice.setCurrentText(host or "0.0.0.0")
        self.port.setValue(server.port)
        self.kept.setValue("serve/host", host or "0.0.0.0")
        self.kept.setValue("serve/port", server.port)
        self.kept.sync()
        url = server.url()
        self._show_served()
        self.qr.setPixmap(QPixmap.fromImage(qr_image(url, 5)))
        for window in self.windows:
            window.show_address(url)
        self.message.setText("")
        return True

    def _stop_serving(self) -> None:
        if self.server is not None:
            self.feed.remove_page(self.server.publish)
            self.server.stop()
            self.server = None

    def follow(self, session: EventSession | None) -> None:
        """The displays and the page show ``session``'s event (the one the director opened)."""
        self.feed.follow(session)

    def refresh(self) -> None:
        """Send the state of the director's open event to every display and page now."""
        self.feed.follow(getattr(self.director, "session", None))
        self.feed.publish()

    def _language(self) -> str:
        # The page speaks the displays' language unless its address asks for another.
        return str(self.language_choice.currentData() or "en")

    def _on_language(self, _index: int) -> None:
        self.feed.language = self._language()
        self.feed.publish()

    def _on_shown(self, state: DisplayState | None) -> None:
        for window in self.windows:
            window.show_state(state)
        self.announcer.follow(state, self._language())

    def _tell(self, text: str) -> None:
        """A sentence for the director in the panel, laid out at once (it may come from the
        sound or speech engine between two of the window's own updates)."""
        self.message.setText(text)
        self.form.activate()

    def _kept_flag(self, key: str, default: bool) -> bool:
        value = self.kept.value(key, default)
        return value.lower() == "true" if isinstance(value, str) else bool(value)

    def _on_sound(self, on: bool) -> None:
        self.announcer.sound_on = on
        self.kept.setValue("announce/sound", on)
        self.kept.sync()

    def _on_speech(self, on: bool) -> None:
        self.announcer.speech_on = on
        self.kept.setValue("announce/speech", on)
        self.kept.sync()

    def shutdown(self) -> None:
        self.timer.stop()
        self.soon.stop()
        self._stop_serving()
        self.close_windows()
