"""The tournament clock: a timer in the window, the levels at the table.

The window keeps time (a QTimer, one tick a second); the table keeps the structure. Each tick
tells the controller the seconds of play so far (``HandController.set_clock``), and the bar
shows the level, its stakes and the time left as the table says them. A level that ends during
a hand applies from the next hand (the table's rule); a break is a level of its own, during
which the table deals nothing. Pausing stops the count once the journal keeps the time then
(a pause the journal cannot keep is not made).

The time source is injectable (``now``, seconds as a float, :func:`time.monotonic` by default):
tests pass their own and call :meth:`TournamentClock.tick`, so no test waits real minutes.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app.session.controller import HandController
from dealer_app.session.events import Changed, Event
from dealer_app.ui import numbers, words
from dealer_app.ui.numbers import clock_text
from dealer_app.ui.widgets.table_view import level_number

TICK_MS = 1000


class TournamentClock(QObject):
    """Counts the seconds of play of a tournament table and tells its controller.

    ``running`` False starts it paused (a table restored after a crash: the dealer sets it
    going). :attr:`ticked` is emitted after every tick, pause and resume.
    """

    def __init__(
        self,
        controller: HandController,
        *,
        now: Callable[[], float] = time.monotonic,
        running: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        table = controller.table
        assert table is not None and table.config.is_tournament
        self.controller = controller
        self.table = table
        self.now = now
        self.ticked = Event()
        self._base = table.elapsed  # seconds of play when the clock last started
        self._started: float | None = None
        # Another clock this one shows and gives the table (an event's, from the room):
        # (seconds of play, running); pause and resume are then the director's.
        self._source: Callable[[], tuple[int, bool]] | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        controller.clock = self.elapsed
        if running:
            self.resume()

    @property
    def running(self) -> bool:
        if self._source is not None:
            return self._source()[1]
        return self._started is not None

    @property
    def following(self) -> bool:
        """It shows another clock (the event's): pause and resume are not this table's."""
        return self._source is not None

    def follow(self, source: Callable[[], tuple[int, bool]]) -> None:
        """Show and give the table ``source``'s time from now on (seconds of play, running):
        an event's clock, which its director pauses and resumes."""
        self._source = source
        self._started = None
        self.controller.clock = self.elapsed
        self.timer.start()
        self.tick()

    def elapsed(self) -> int:
        """Seconds of play: the table's when the clock started, plus the time run since."""
        if self._source is not None:
            return self._source()[0]
        if self._started is None:
            return self._base
        return self._base + int(self.now() - self._started)

    def tick(self) -> None:
        """Tell the table the time (in memory; the controller keeps a new level)."""
        if self.running or self._source is not None:
            elapsed = self.elapsed()
            if elapsed != self.table.elapsed:
                self.controller.set_clock(elapsed)
        self.ticked.emit()

    def pause(self) -> None:
        """Stop the count, once the journal keeps the time: a pause it cannot keep (a full
        disk) is not made, the clock runs on and the controller says why; a pause kept comes
        back after a restart at its time. An event's clock is its director's to pause."""
        if not self.running or self._source is not None:
            return
        elapsed = self.elapsed()
        if not self.controller.set_clock(elapsed, keep=True):
            self.ticked.emit()
            return
        self.timer.stop()
        self._base, self._started = elapsed, None
        self.ticked.emit()

    def resume(self) -> None:
        if self.running or self._source is not None:
            return
        self._base = self.table.elapsed
        self._started = self.now()
        self.timer.start()
        self.ticked.emit()

    def toggle(self) -> None:
        if self.running:
            self.pause()
        else:
            self.resume()

    def stop(self) -> None:
        """The table is closed: no more ticks (the time is not kept: see :meth:`pause`)."""
        self.timer.stop()
        if self.controller.clock == self.elapsed:
            self.controller.clock = None


class ClockBar(QFrame):
    """Level, stakes and time left of a tournament table, with the pause button.

    The bar is as narrow as the log pane (300 px at the least), so it is a column of lines:
    the level and the time left, the stakes, the next level, then "(paused)" and the pause
    button. No text has a fixed width: each label asks for its text's width (the font's
    metrics), the time, "(paused)" and the button never shrink, and the level, stakes and
    next-level lines wrap only when the pane is too narrow for them.
    """

    def __init__(self, clock: TournamentClock, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clockBar")
        self.clock = clock
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 6, 10, 6)
        column.setSpacing(1)
        top = QHBoxLayout()
        top.setSpacing(8)
        self.level = QLabel(self)
        self.level.setObjectName("clockLevel")
        self.level.setWordWrap(True)
        top.addWidget(self.level, 1, Qt.AlignmentFlag.AlignBottom)
        self.time = QLabel(self)
        self.time.setObjectName("clockTime")
        self.time.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.time.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        top.addWidget(self.time)
        column.addLayout(top)
        self.stakes = QLabel(self)
        self.stakes.setObjectName("clockStakes")
        self.stakes.setWordWrap(True)
        column.addWidget(self.stakes)
        self.following = QLabel(self)
        self.following.setObjectName("clockNext")
        self.following.setWordWrap(True)
        column.addWidget(self.following)
        bottom = QHBoxLayout()
        bottom.setSpacing(8)
        self.paused = QLabel(self)
        self.paused.setObjectName("clockPaused")
        self.paused.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        bottom.addWidget(self.paused)
        bottom.addStretch(1)
        self.pause_button = QToolButton(self)
        self.pause_button.setObjectName("clockButton")
        self.pause_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pause_button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        bottom.addWidget(self.pause_button)
        column.addLayout(bottom)
        clock.ticked.connect(self._on_ticked)
        clock.controller.changed.connect(self._on_changed)
        self._on_ticked()

    def set_pause_action(self, action: QAction) -> None:
        self.pause_button.setDefaultAction(action)

    def _on_changed(self, change: Changed) -> None:
        if change.clock or change.setup:  # a level, a break or a new hand: not a bet
            self._on_ticked()

    def _on_ticked(self) -> None:
        clock, table = self.clock, self.clock.table
        levels = table.config.levels
        index = table.level_index
        assert index is not None
        level = levels[index]
        left = table.seconds_left_in_level
        state = "break" if level.is_break else "paused" if not clock.running else "level"
        if self.property("state") != state:
            self.setProperty("state", state)
            for widget in (self, *self.findChildren(QLabel)):
                self.style().unpolish(widget)
                self.style().polish(widget)
        if level.is_break:
            self._set(self.level, self.tr("Break"))
            self._set(self.stakes, "")
        else:
            number = level_number(clock.controller, index)  # as the felt says it
            total = table.config.level_count  # the engine's count: breaks are not levels
            self._set(
                self.level,
                self.tr("Level %1 of %2").replace("%1", str(number)).replace("%2", str(total)),
            )
            self._set(self.stakes, self._stakes(index))
        self._set(self.paused, "" if clock.running else self.tr("(paused)"))
        if left is None:
            self._set(self.time, "")
            self._set(self.following, self.tr("last level"))
        else:
            self._set(self.time, clock_text(left))
            following = levels[index + 1]
            if following.is_break:
                text = self.tr("Then a break of %1").replace("%1", clock_text(following.seconds))
            else:
                text = self.tr("Then %1").replace("%1", self._stakes(index + 1))
            self._set(self.following, text)

    def _stakes(self, index: int) -> str:
        """The level's stakes for the game of the hand in progress (or the next hand)."""
        controller, table = self.clock.controller, self.clock.table
        plan = controller.plan
        game = plan.game if plan is not None else table.config.games[0]
        return words.stakes_text(table, game, index, numbers.writer(table.config.decimals))

    @staticmethod
    def _set(label: QLabel, text: str) -> None:
        if label.text() != text:
            label.setText(text)
        label.setVisible(bool(text))

    def texts(self) -> str:
        """What the bar shows, one line per label (tests read this)."""
        labels = (self.level, self.stakes, self.following, self.time, self.paused)
        return "\n".join(label.text() for label in labels if not label.isHidden())
