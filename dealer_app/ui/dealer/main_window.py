"""The dealer's window: the table, the action panel, the hand's log; menus for the table."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QPaintEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from dealer_app.session.events import EVERYTHING, Changed, Event

if TYPE_CHECKING:
    from dealer_app.engine.table import Table
    from dealer_app.session.controller import HandController, Recorder
    from dealer_app.session.event_room import EventRef, TableInRoom
    from dealer_app.session.outbox import SenderState
    from dealer_app.session.station import RoomLink, TableStation
    from dealer_app.store import Journal
    from dealer_app.ui.dealer.clock import ClockBar, TournamentClock
    from dealer_app.ui.dealer.irregularity import IrregularityDialog
    from dealer_app.ui.dealer.players import PlayersDialog
    from dealer_app.ui.settings import Settings


class HandScreen(QWidget):
    """Everything about the hand in progress, built around one controller (and, at a
    tournament table, its clock)."""

    def __init__(
        self,
        controller: HandController,
        parent: QWidget | None = None,
        *,
        clock: TournamentClock | None = None,
    ) -> None:
        super().__init__(parent)
        from PySide6.QtCore import Qt  # its enums cost a frame: not before the window shows
        from PySide6.QtWidgets import QAbstractItemView, QHeaderView  # their enums too

        from dealer_app.ui.dealer import players
        from dealer_app.ui.dealer.action_panel import ActionPanel
        from dealer_app.ui.dealer.log_view import HandLogView
        from dealer_app.ui.dealer.models import HandLogModel
        from dealer_app.ui.widgets.key_button import KeyButton
        from dealer_app.ui.widgets.table_view import TableView

        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        left = QSplitter(Qt.Orientation.Vertical, splitter)
        self.table_view = TableView(controller, left, seat_menu=players.seat_menu)
        self.action_panel = ActionPanel(controller, left)
        left.addWidget(self.table_view)
        left.addWidget(self.action_panel)
        # Room for the announcement in large type without resizing the table at each hand's end.
        left.setStretchFactor(0, 3)
        left.setStretchFactor(1, 2)
        left.setSizes([500, 300])
        left.setChildrenCollapsible(False)
        right = QWidget(splitter)
        right.setObjectName("logPane")
        self.log_pane = right  # live-dealing practice puts the student's bar here
        right.setMinimumWidth(300)
        right.setMaximumWidth(420)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(6, 6, 6, 6)
        self.clock_bar: ClockBar | None = None
        if clock is not None:
            from dealer_app.ui.dealer.clock import ClockBar

            self.clock_bar = ClockBar(clock, right)
            right_layout.addWidget(self.clock_bar)
        title = QLabel(self.tr("This hand"), right)
        title.setObjectName("paneTitle")
        right_layout.addWidget(title)
        self.log_model = HandLogModel(controller, self)
        self.log_view = HandLogView(right)
        self.log_view.setObjectName("log")
        self.log_view.setModel(self.log_model)
        self.log_view.verticalHeader().hide()
        self.log_view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        self.log_view.setColumnWidth(0, 120)
        self.log_view.fit_street_column()  # at most 120: the actions get the rest (issue 29)
        self.log_view.horizontalHeader().setStretchLastSection(True)
        self.log_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.log_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log_view.setWordWrap(False)
        right_layout.addWidget(self.log_view, 1)
        # "Undo: <the last entry>  [Ctrl+Z]": elided in a narrow pane, but never the key.
        self.undo_button = KeyButton(right)
        self.undo_button.setObjectName("undoButton")
        self.undo_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        right_layout.addWidget(self.undo_button)
        self.keys = QLabel(right)
        self.keys.setObjectName("keys")
        self.keys.setWordWrap(True)
        self.keys.setText(
            self.tr(
                "Keys: F fold · C check/call · R bet/raise · digits and Enter: amount · "
                "M min · H half pot · P pot · A all-in · B bring-in · G big bet · "
                "0-5 cards to change · O show known · X muck · N next hand · Ctrl+Z undo · "
                "F2 players · right-click a seat for its menu"
            )
            + (self.tr(" · F5 pause or resume the clock") if clock is not None else "")
        )
        right_layout.addWidget(self.keys)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([1000, 320])
        layout.addWidget(splitter)
        controller.changed.connect(self._on_changed)

    def _on_changed(self, change: Changed) -> None:
        if change.log_from is not None:
            self.log_view.scrollToBottom()


class MainWindow(QMainWindow):
    """The window; it shows a welcome page until a table is open."""

    # The room's sender says its state in its own thread: shown in the window's (queued).
    room_state_changed = Signal(object)
    # The room said something new of the event this table belongs to (queued to this thread).
    event_said = Signal()

    def __init__(
        self,
        controller: HandController | None = None,
        *,
        settings: Settings | None = None,
        data_dir: Path | None = None,
        time_source: Callable[[], float] = time.monotonic,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings
        self.data_dir = data_dir
        self.time_source = time_source  # the tournament clock's (tests give their own)
        self.clock: TournamentClock | None = None
        self.players_dialog: PlayersDialog | None = None
        self.irregularity_dialog: IrregularityDialog | None = None
        self.recorder: Recorder | None = None  # the journal's recorder of the open table
        self.journal: Journal | None = None  # every accepted action is kept here first
        self.controller: HandController | None = None
        self.first_painted = Event()  # once, after the window's first frame is painted
        self._painted = False
        self.screen_widget: HandScreen | None = None
        self.setWindowTitle(self.tr("Dealer Assistant"))
        self._build_menus()
        self.status = QLabel(self)
        self.status.setObjectName("statusText")
        self.statusBar().addWidget(self.status, 1)
        self.room: RoomLink | None = None  # the room this window's journal is sent to, if any
        self.room_label = QLabel(self)
        self.room_label.setObjectName("roomStatus")
        self.room_label.hide()
        self.statusBar().addPermanentWidget(self.room_label)
        self.resize(1360, 860)
        if controller is not None:
            self.set_controller(controller)
        else:
            self.show_welcome()

    # ------------------------------------------------------------------ construction

    def _build_menus(self) -> None:
        bar = self.menuBar()
        bar.clear()
        for action in self.actions():
            self.removeAction(action)
        table_menu = bar.addMenu(self.tr("&Table"))
        # setShortcuts([...]), not setShortcut(...): PySide's overload check of the latter loads
        # the Qt namespace's enums, which would cost the first frame 15 ms.
        self.new_table_action = QAction(self.tr("&New table…"), self)
        self.new_table_action.setShortcuts([QKeySequence("Ctrl+N")])
        self.new_table_action.triggered.connect(self._on_new_table)
        table_menu.addAction(self.new_table_action)
        self.players_action = QAction(self.tr("&Players…  [F2]"), self)
        self.players_action.setShortcuts([QKeySequence("F2")])
        self.players_action.triggered.connect(lambda _checked=False: self.open_players())
        table_menu.addAction(self.players_action)
        self.addAction(self.players_action)
        self.clock_action = QAction(self.tr("Pause the &clock  [F5]"), self)
        self.clock_action.setShortcuts([QKeySequence("F5")])
        self.clock_action.triggered.connect(self._on_clock)
        table_menu.addAction(self.clock_action)
        self.addAction(self.clock_action)
        # A table of an event run from the room (session/event_room.py).
        self.join_event_action = QAction(self.tr("&Join a table of the room's event…"), self)
        self.join_event_action.setShortcuts([QKeySequence("Ctrl+J")])
        self.join_event_action.triggered.connect(self._on_join_event)
        table_menu.addAction(self.join_event_action)
        self.move_done_action = QAction(self.tr("Move &done: the player has left  [Ctrl+M]"), self)
        self.move_done_action.setShortcuts([QKeySequence("Ctrl+M")])
        self.move_done_action.triggered.connect(self._on_move_done)
        table_menu.addAction(self.move_done_action)
        self.addAction(self.move_done_action)
        table_menu.addSeparator()
        self.settings_action = QAction(self.tr("&Settings…"), self)
        self.settings_action.setShortcuts([QKeySequence("Ctrl+,")])
        self.settings_action.triggered.connect(self._on_settings)
        table_menu.addAction(self.settings_action)
        # A data folder that stopped taking writes (a full disk): the table goes on elsewhere.
        self.move_action = QAction(self.tr("&Move the table to another folder…"), self)
        self.move_action.triggered.connect(self._on_move_table)
        table_menu.addAction(self.move_action)
        table_menu.addSeparator()
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcuts([QKeySequence("Ctrl+Q")])
        quit_action.triggered.connect(self.close)
        table_menu.addAction(quit_action)
        hand_menu = bar.addMenu(self.tr("&Hand"))
        self.undo_action = QAction(self.tr("&Undo"), self)
        self.undo_action.setShortcuts([QKeySequence("Ctrl+Z")])  # in the whole window (the default)
        self.undo_action.triggered.connect(self._on_undo)
        hand_menu.addAction(self.undo_action)
        self.addAction(self.undo_action)
        hand_menu.addSeparator()
        self.misdeal_action = QAction(self.tr("&Misdeal: void this hand and deal it again"), self)
        self.misdeal_action.triggered.connect(self._on_misdeal)
        hand_menu.addAction(self.misdeal_action)
        # The irregularity assistant (RULES 9): what went wrong, and the ruling.
        self.irregularity_action = QAction(self.tr("&Irregularity…  [Ctrl+I]"), self)
        self.irregularity_action.setShortcuts([QKeySequence("Ctrl+I")])
        self.irregularity_action.triggered.connect(lambda _checked=False: self.open_irregularity())
        hand_menu.addAction(self.irregularity_action)
        self.addAction(self.irregularity_action)
        self._build_history_menu()
        training_menu = bar.addMenu(self.tr("T&raining"))
        self.trainer_action = QAction(self.tr("Training &room…"), self)
        self.trainer_action.triggered.connect(self._on_trainer)
        training_menu.addAction(self.trainer_action)
        # Live-dealing practice here (ui/trainer_live.py): the figures wait for the student.
        self.figures_action = QAction(self.tr("&Hide the figures (live-dealing practice)"), self)
        self.figures_action.setCheckable(True)
        self.figures_action.setChecked(getattr(self, "figure_drill", None) is not None)
        self.figures_action.toggled.connect(self._on_hide_figures)
        training_menu.addAction(self.figures_action)

    def _on_hide_figures(self, on: bool) -> None:
        from dealer_app.ui.training import live as trainer_live

        trainer_live.toggle(self, on)

    def _on_trainer(self) -> None:
        """The training room (drills, exams), its results journal in this data folder."""
        from dealer_app.ui.runtime import data_folder
        from dealer_app.ui.training.trainer import open_trainer

        self.trainer = open_trainer(data_folder(self.data_dir))

    def _build_history_menu(self) -> None:
        """The session's hands: browse, export, import (dealer_app.ui.dealer.history does the work)."""
        from dealer_app.ui.dealer import history

        history.build_menu(self, self.menuBar().addMenu(self.tr("H&istory")))

    def show_reopening(self) -> None:
        """What shows for the moment it takes to open the data folder's journal (and bring
        back the table it kept)."""
        self.show_welcome(self.tr("Opening the data folder…"), button=False)

    def show_welcome(self, text: str = "", *, button: bool = True) -> None:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        title = QLabel(text or self.tr("No table is open."), page)
        title.setObjectName("welcome")
        # Centred without Qt's enums (the Qt namespace's cost a frame; this page is the first).
        title.setProperty("alignment", "AlignCenter")
        layout.addWidget(title)
        if button:
            new_table = QPushButton(self.tr("New table…  [Ctrl+N]"), page)
            new_table.setObjectName("welcomeButton")
            new_table.clicked.connect(self._on_new_table)
            # Right to left: an odd pixel left over goes to the right, as AlignCenter puts it.
            director = QPushButton(self.tr("Tournament director…"), page)
            director.setObjectName("directorButton")
            director.clicked.connect(self.open_director)
            row = QBoxLayout(QBoxLayout.Direction.RightToLeft)
            row.addStretch(1)
            row.addWidget(director)
            row.addWidget(new_table)
            row.addStretch(1)
            layout.addLayout(row)
        layout.addStretch(2)
        self.setCentralWidget(page)
        self.undo_action.setEnabled(False)
        self.players_action.setEnabled(False)
        self.clock_action.setEnabled(False)
        self.misdeal_action.setEnabled(False)
        self.irregularity_action.setEnabled(False)

    def open_director(self) -> None:
        """The tournament director's window (issue 17), on this window's data folder."""
        from dealer_app.store.errors import JournalError
        from dealer_app.ui import messages
        from dealer_app.ui.director.app import open_director

        try:
            self.director = open_director(self.data_dir)
        except JournalError as refused:
            self.status.setText(messages.text(refused))
            return
        self.director.show()

    def controller_for(self, table: Table) -> HandController:
        """The controller of a newly opened table, assembled by the session
        (:func:`dealer_app.session.station.open_table`) on this window's journal: in the journal,
        the new table and its first checkpoint replace the open table in one commit; if that
        fails (:class:`JournalError`), the open table stays open there, and so does this
        window's recorder. The caller shows it (:meth:`set_controller`)."""
        from dealer_app.session.station import join_room, open_table

        station = join_room(open_table(table, self.journal, replacing=self.controller), self.room)
        self.recorder = station.recorder
        self._show_room()
        return station.controller

    def show_station(self, station: TableStation) -> None:
        """Show the table ``station`` assembled (a table reopened from the journal)."""
        from dealer_app.session.station import join_room

        self.recorder = station.recorder
        if station.journal is not None and station.journal is not self.journal:
            self.journal = station.journal
            if self.room is not None:  # a copy of a damaged journal: its outbox is sent now
                self.join_room(self.room.url)
        station = join_room(station, self.room)
        self.set_controller(station.controller)
        self._rejoin_event(station)
        self._show_room()

    rejoin_retry_ms = 5000  # a table of an event that cannot hear the room tries again

    def _rejoin_event(self, station: TableStation) -> None:
        """A table reopened from the journal that was a table of the room's event: joined to
        the event again (its level, moves and reports), as the room holds it now. Without the
        room (away, or no --room), it deals nothing and says why; it tries again."""
        from dealer_app.engine.errors import IllegalAction
        from dealer_app.session.event_room import (
            WAITING_FOR_THE_ROOM,
            joined_event,
            rejoin_event_table,
        )
        from dealer_app.store.errors import JournalError
        from dealer_app.ui import messages

        recorder = station.recorder
        if station.journal is None or recorder is None:
            return
        table_id = recorder.table_id  # type: ignore[attr-defined]
        if joined_event(station.journal, table_id) is None:
            return
        controller = station.controller
        if self.room is None:
            controller.deal_gate = lambda: WAITING_FOR_THE_ROOM
            controller.changed.emit(EVERYTHING)
            self.status.setText(
                self.tr("This window is on no room: start it with --room URL to join an event.")
            )
            return
        self._connect_event()
        try:
            joined = rejoin_event_table(
                self.room.url, controller, station.journal, table_id, wake=self.event_said.emit
            )
        except (JournalError, IllegalAction) as error:
            controller.deal_gate = lambda: WAITING_FOR_THE_ROOM
            controller.changed.emit(EVERYTHING)
            self.status.setText(messages.text(error))  # why: the room's own sentence
            QTimer.singleShot(
                self.rejoin_retry_ms,
                lambda: self._rejoin_event(station) if self.controller is controller else None,
            )
            return
        if joined is not None:
            self._follow_event(joined)

    def _follow_event(self, joined: TableInRoom) -> None:
        """The table on screen is ``joined``'s, the event's: its clock the event's, what the
        room said of the event taken now."""
        old, self.event_table = self.event_table, joined
        if old is not None:
            old.stop()
        if self.clock is not None:  # the event's clock gives the level, not this window's
            self.clock.follow(joined.table.clock_reading)
        joined.pump()
        self._show_room()

    def _connect_event(self) -> None:
        if not getattr(self, "_event_connected", False):
            from PySide6.QtCore import Qt

            self.event_said.connect(self._on_event_said, Qt.ConnectionType.QueuedConnection)
            self._event_connected = True

    # ------------------------------------------------------------------ the room

    def join_room(self, url: str) -> None:
        """Send this window's journal to the room at ``url`` from now on (its sender in a
        thread of its own); the status bar says which room and table, and what has reached it.
        The journal stays the first writer: the room being away never stops the table."""
        from dealer_app.session.station import RoomLink

        self.leave_room()
        if self.journal is None or not url:
            return
        if not self._room_connected:  # here, not at start: Qt's namespace loads after the frame
            from PySide6.QtCore import Qt

            self.room_state_changed.connect(self._on_room_state, Qt.ConnectionType.QueuedConnection)
            self._room_connected = True
        self._room_link_number += 1
        number, said = self._room_link_number, self.room_state_changed.emit
        # (which link, its state), from the sender's thread: a link left since is not shown
        self.room = RoomLink(self.journal, url, on_state=lambda state: said((number, state)))
        if self.controller is not None:
            self.room.follow(self.controller)
        self._show_room()

    _room_connected = False
    _room_link_number = 0
    event_table: TableInRoom | None = None  # the event's table this window deals

    def _on_join_event(self, _checked: bool = False) -> None:
        """Ask which event of the room and which of its tables, then deal it."""
        from PySide6.QtWidgets import QInputDialog

        from dealer_app.session.event_room import events_in_room
        from dealer_app.store.errors import JournalError
        from dealer_app.ui import messages

        if self.room is None or self.journal is None:
            self.status.setText(
                self.tr("This window is on no room: start it with --room URL to join an event.")
            )
            return
        try:
            events = events_in_room(self.room.url)
        except JournalError as error:
            self.status.setText(messages.text(error))
            return
        if not events:
            self.status.setText(self.tr("The room holds no event yet."))
            return
        names = [
            self.tr("%1 (event %2 of station %3)")
            .replace("%1", name)
            .replace("%2", str(ref.event))
            .replace("%3", ref.station[:8])
            for ref, name in events
        ]
        chosen, ok = QInputDialog.getItem(
            self, self.tr("Join an event"), self.tr("Event:"), names, 0, False
        )
        if not ok:
            return
        ref = events[names.index(chosen)][0]
        number, ok = QInputDialog.getInt(
            self, self.tr("Join an event"), self.tr("Table:"), 1, 1, 9999
        )
        if ok:
            self.join_event(ref, number)

    def join_event(self, ref: EventRef, number: int) -> bool:
        """Deal table ``number`` of the room's event ``ref`` (an EventRef): its players and
        level from the room; its hands reported to the director; the event's moves said as
        instructions (Ctrl+M once the player has left). Refused with a sentence, nothing
        changed, when the room or the event says no."""
        from dealer_app.engine.errors import IllegalAction
        from dealer_app.session.event_room import join_event_table
        from dealer_app.session.station import TableStation, join_room
        from dealer_app.store.errors import JournalError
        from dealer_app.ui import messages

        if self.room is None or self.journal is None:
            self.status.setText(
                self.tr("This window is on no room: start it with --room URL to join an event.")
            )
            return False
        self._connect_event()
        try:
            joined = join_event_table(
                self.room.url, ref, number, self.journal, wake=self.event_said.emit
            )
        except (JournalError, IllegalAction) as error:
            self.status.setText(messages.text(error))
            return False
        if self.controller is not None:
            self.controller.abandon_hand()
        controller = joined.table.controller
        station = join_room(TableStation(controller, self.journal, controller.recorder), self.room)
        self.recorder = station.recorder
        self.set_controller(controller)
        self._follow_event(joined)
        return True

    def _on_event_said(self) -> None:
        joined = self.event_table
        if joined is not None:
            joined.pump()

    def _on_move_done(self, _checked: bool = False) -> None:
        """The first move the event asks of this table is done: the player has left."""
        joined = self.event_table
        if joined is None:
            self.status.setText(self.tr("This table is no event's table: it has no move to make."))
            return
        moves = joined.table.moves()
        if not moves:
            self.status.setText(self.tr("The event asks no move of this table."))
            return
        joined.table.confirm(moves[0].player)

    def leave_room(self) -> None:
        """Stop sending (after a last pass: what was written last goes if the room is there)."""
        room, self.room = self.room, None
        if room is not None:
            room.stop()
        self._show_room()

    def room_text(self, state: SenderState | None = None) -> str:
        """Which room and table this window is on, and whether every entry has reached it."""

        room = self.room
        if room is None:
            return ""
        table = getattr(self.recorder, "table_id", None)
        joined = self.event_table
        if joined is not None:
            name = joined.event.setup.name
            number = joined.table.number
            head = (
                self.tr("Room %1 · %2, table %3")
                .replace("%1", room.where)
                .replace("%2", name)
                .replace("%3", str(number))
            )
        elif table is not None:
            head = self.tr("Room %1 · table %2").replace("%1", room.where).replace("%2", str(table))
        else:
            head = self.tr("Room %1").replace("%1", room.where)
        state = state if state is not None else room.state
        from dealer_app.ui import messages

        # The room's sentence is long: the label says what waits, its tooltip says why.
        return f"{head} · {messages.text(state.said())}"

    def _on_room_state(self, said: tuple[int, SenderState]) -> None:
        number, state = said
        if self.room is not None and number == self._room_link_number:
            self._show_room(state)

    def _show_room(self, state: SenderState | None = None) -> None:
        text = self.room_text(state)
        self.room_label.setText(text)
        from dealer_app.ui import messages

        shown = state if state is not None else (self.room.state if self.room else None)
        error = shown.error if shown is not None else None
        self.room_label.setToolTip(messages.text(error) if error is not None else "")
        self.room_label.setVisible(bool(text))

    def set_controller(self, controller: HandController) -> None:
        """Show a hand (and its table); the previous screen is dropped. A tournament table
        gets its clock, running, or paused for a table restored from the journal (the time
        it was away is not known: the dealer sets the clock going)."""
        same = controller is self.controller
        if self.controller is not None:
            self.controller.changed.disconnect(self._on_changed)
        if not same:
            if self.clock is not None:
                self.clock.stop()
                self.clock = None
            if self.players_dialog is not None:
                self.players_dialog.deleteLater()
                self.players_dialog = None
            table = controller.table
            if table is not None and table.config.is_tournament:
                from dealer_app.ui.dealer.clock import TournamentClock

                self.clock = TournamentClock(
                    controller, now=self.time_source, running=not controller.resumed, parent=self
                )
                self.clock.ticked.connect(self._on_clock_ticked)
        self.controller = controller
        self.screen_widget = HandScreen(controller, self, clock=self.clock)
        screen = self.screen_widget
        screen.undo_button.setDefaultAction(self.undo_action)
        screen.action_panel.set_players_action(self.players_action)
        screen.table_view.players_requested.connect(self.open_players)
        if screen.clock_bar is not None:
            screen.clock_bar.set_pause_action(self.clock_action)
        self.setCentralWidget(screen)
        if getattr(self, "figure_drill", None) is not None:  # Training > Hide the figures
            from dealer_app.ui.training import live as trainer_live

            trainer_live.toggle(self, True)
        controller.changed.connect(self._on_changed)
        self._on_changed()
        self._on_clock_ticked()

    # ------------------------------------------------------------------ reading the engine

    def _on_changed(self, change: Changed = EVERYTHING) -> None:
        controller = self.controller
        if controller is None:
            return
        hand = controller.hand
        table = controller.table
        self.players_action.setEnabled(table is not None)
        self.misdeal_action.setEnabled(table is not None and hand is not None and not hand.finished)
        self.irregularity_action.setEnabled(hand is not None and not hand.finished)
        if change.log_from is not None or change.setup:
            self._show_undo(controller)
        if change.setup or change.log_from == 0 or controller.rulings:  # a bet leaves them be
            self._show_status(controller)

    def _show_undo(self, controller: HandController) -> None:
        """Undo's label: what it takes back, in the dealer's words (the session's undo_label)."""
        entry = controller.undo_label
        if entry is not None:
            from dealer_app.ui.dealer.models import entry_text

            label = self.tr("Undo: %1").replace("%1", entry_text(controller, entry))
        else:
            label = self.tr("Undo")
        text = label + "  [Ctrl+Z]"
        if self.undo_action.text() != text:
            self.undo_action.setText(text)
        self.undo_action.setEnabled(controller.can_undo)

    def _show_status(self, controller: HandController) -> None:
        """The status bar: the game, the rules, the chip unit, the hand's number, what is held."""
        hand, table = controller.hand, controller.table
        from dealer_app.ui import numbers, words

        if hand is not None:
            setup = hand.setup
            game, ruleset = words.word(setup.variant.name), setup.ruleset.name
            chip_unit, decimals = setup.chip_unit, setup.decimals
        else:
            assert table is not None  # between hands is at a table
            plan = controller.plan
            game = (
                words.word(plan.variant.name) if plan is not None
                else self.tr("Dealer's choice") if table.config.dealers_choice
                else self.tr("Between hands")
            )  # fmt: skip
            config = table.config
            ruleset, chip_unit, decimals = config.ruleset.name, config.chip_unit, config.decimals
        parts = [game, self.tr("rules: %1").replace("%1", words.word(ruleset))]
        if chip_unit != 1 or decimals:
            parts.append(self.tr("chip unit %1").replace("%1", numbers.amount(chip_unit, decimals)))
        if table is not None:
            parts.append(self.tr("hand %1").replace("%1", str(table.hands_played + 1)))
        if controller.rulings:  # an action out of turn waits for the player's turn (TDA 53)
            from dealer_app.ui.dealer.irregularity import held_texts

            parts.extend(held_texts(controller))
        text = " · ".join(parts)
        if self.status.text() != text:
            self.status.setText(text)

    # ------------------------------------------------------------------ the dealer's commands

    def _on_undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def open_players(self, seat: int = 0, focus: str = "") -> PlayersDialog | None:
        """The Players dialog of the open table (window-modal, not blocking), on ``seat``."""
        controller = self.controller
        if controller is None or controller.table is None:
            return None
        from dealer_app.ui.dealer.players import PlayersDialog

        if self.players_dialog is None:
            self.players_dialog = PlayersDialog(controller, self)
            # Back to the table's keys at once (F, C, N ...) when the dialog closes.
            self.players_dialog.finished.connect(lambda _result: self.activateWindow())
        dialog = self.players_dialog
        dialog.open()
        dialog.raise_()
        dialog.activateWindow()
        dialog.open_at(seat or dialog.selected_seat(), focus)
        return dialog

    def open_irregularity(self) -> IrregularityDialog | None:
        """Hand > Irregularity: the assistant over the hand in progress (window-modal)."""
        controller = self.controller
        if controller is None or controller.hand is None or controller.hand.finished:
            return None
        from dealer_app.ui.dealer.irregularity import open_dialog

        self.irregularity_dialog = open_dialog(controller, self)
        return self.irregularity_dialog

    def _on_misdeal(self) -> None:
        if self.controller is not None:
            self.controller.misdeal()

    def _on_clock(self) -> None:
        if self.clock is not None and self.clock.following:
            self.status.setText(
                self.tr("The event's clock is the director's: only the director pauses it.")
            )
        elif self.clock is not None:
            self.clock.toggle()

    def _on_clock_ticked(self) -> None:
        clock = self.clock
        self.clock_action.setEnabled(clock is not None)  # following the event: F5 says whose
        paused = clock is not None and not clock.running  # no clock (cash): nothing to resume
        text = self.tr("Resume the &clock  [F5]") if paused else self.tr("Pause the &clock  [F5]")
        if clock is not None and clock.following:
            text = self.tr("The director's &clock  [F5]")
        if self.clock_action.text() != text:
            self.clock_action.setText(text)

    def _on_new_table(self) -> None:
        from dealer_app.ui.dealer.new_table import NewTableDialog

        if not self.may_replace_table():
            return
        dialog = NewTableDialog(self.settings, self)
        if dialog.exec() and dialog.table is not None:
            from dealer_app.store import JournalError
            from dealer_app.ui import messages

            try:
                controller = self.controller_for(dialog.table)
            except JournalError as error:  # nothing was kept: the open table stays as it was
                self.status.setText(messages.text(error))
                return
            self.set_controller(controller)

    def _on_move_table(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        folder = QFileDialog.getExistingDirectory(self, self.tr("Move the table to another folder"))
        if folder:
            self.move_table(Path(folder))

    def move_table(self, folder: Path) -> bool:
        """Keep the table in ``folder`` from now on: the journal is copied there whole (every
        action kept, nothing that was not) and the table reopened from the copy, as after a
        restart; the next start opens that folder. The sentence says what happened."""
        from dealer_app.store import JournalError
        from dealer_app.ui import messages

        journal = self.journal
        if journal is None:
            self.status.setText(self.tr("This table has no journal to move."))
            return False
        try:
            moved = journal.move_to(folder)
        except JournalError as error:
            self.status.setText(messages.text(error))
            return False
        from dealer_app.ui.dealer.restore import restore_from_journal

        self.journal, self.data_dir, self.recorder = moved, folder, None
        if self.room is not None:  # the copy's outbox is sent from now on
            self.join_room(self.room.url)
        if self.settings is not None:
            self.settings.set("data_folder", str(folder))
        if not restore_from_journal(self, moved):
            self.show_welcome()
        self.status.setText(
            self.tr("The table is kept in %1 from now on, with every action kept so far.").replace(
                "%1", str(folder)
            )
        )
        return True

    def may_replace_table(self) -> bool:
        """Before a command replaces the table: with a hand in play, ask the dealer, saying
        what happens to it. The journal keeps the hand whatever the answer (in play if the
        dealer stays, abandoned if the table is replaced)."""
        from PySide6.QtWidgets import QMessageBox

        controller = self.controller
        if controller is None or not controller.hand_in_play:
            return True
        assert controller.hand is not None
        from dealer_app.ui.widgets.table_view import need_text

        number = controller.table.hands_played + 1 if controller.table is not None else 1
        box = QMessageBox(self)
        box.setObjectName("abandonQuestion")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("A hand is in play"))
        box.setText(
            self.tr("Hand %1 is not over: %2").replace("%1", str(number))
            .replace("%2", need_text(controller))
        )  # fmt: skip
        box.setInformativeText(
            self.tr(
                "A new table ends it where it stands: the journal keeps it as abandoned (listed "
                "in the hand history, with every action entered), and its chips are not "
                "settled by the app. Open a new table anyway?"
            )
        )
        leave = box.addButton(self.tr("Abandon the hand"), QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(self.tr("Go on with the hand"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.exec()
        self.activateWindow()  # back to the table's keys at once
        return box.clickedButton() is leave

    def _on_settings(self) -> None:
        from dealer_app.ui.settings_dialog import SettingsDialog

        if self.settings is None:
            return
        dialog = SettingsDialog(self.settings, self)
        dialog.exec()

    def changeEvent(self, event: QEvent) -> None:
        language = event.type() == QEvent.Type.LanguageChange and hasattr(self, "undo_action")
        if language and not self._retranslating:
            # A change of language sends several of these (one per translator): the window
            # is rebuilt once, after the last (and not if the window is gone by then).
            self._retranslating = True
            QTimer.singleShot(0, self, self._retranslate)
        super().changeEvent(event)

    _retranslating = False

    def _retranslate(self) -> None:
        """Every text is re-read in the new language: menus, then the hand's screen."""
        self._retranslating = False
        self.setWindowTitle(self.tr("Dealer Assistant"))
        self._build_menus()
        if self.controller is not None:
            self.set_controller(self.controller)
        else:
            self.show_welcome()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            # Told after this frame is out, so slow work never delays the first frame.
            QTimer.singleShot(0, self.first_painted.emit)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.clock is not None and self.clock.running:
            from dealer_app.store import JournalError

            # The journal keeps the time of play reached; if it is closed already, the time
            # it kept last stands.
            with contextlib.suppress(JournalError):
                self.clock.pause()
        if self.settings is not None:
            self.settings.set("geometry", bytes(self.saveGeometry().data()).hex())
        if self.event_table is not None:
            self.event_table.stop()
        self.leave_room()  # a last pass sends what was written last, if the room is there
        super().closeEvent(event)
