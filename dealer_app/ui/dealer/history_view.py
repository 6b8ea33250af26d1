"""The hand-history browser: every hand of the session, each replayed action by action.

The hands come from a *source*: a table of the journal (the open one first, then the earlier
tables; a hand is recorded the moment it is over), the hand on screen when there is no journal,
or a PHH file the dealer imported. The list
shows each hand's number, game, pots and winners from the summaries the journal keeps; opening
a hand replays it with the same read-only views as the dealer's screen (the table, the log, the
announcement), one action at a time. Exports and imports go through :mod:`dealer_app.exports`;
the file dialogs only choose the path, so tests call :meth:`HistoryDialog.export_hand`,
:meth:`HistoryDialog.export_session` and :meth:`HistoryDialog.import_file` with theirs.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QStandardPaths,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dealer_app import exports
from dealer_app.engine.hand import Action
from dealer_app.engine.variants import VARIANTS
from dealer_app.exports import HistoryError, SessionHand
from dealer_app.messages import QT_TRANSLATE_NOOP, Message
from dealer_app.session.controller import HandController
from dealer_app.session.events import EVERYTHING, Changed
from dealer_app.session.irregularities import HISTORY_FIELD, from_history, history_field
from dealer_app.session.log import LogEntry
from dealer_app.session.recording import ABANDONED, IN_PLAY, JournalRecorder
from dealer_app.store import JournalError
from dealer_app.ui import messages, numbers, words
from dealer_app.ui.dealer import players
from dealer_app.ui.dealer.models import HandLogModel, entry_text
from dealer_app.ui.dealer.showdown import ShowdownPanel
from dealer_app.ui.widgets.table_view import TableView

if TYPE_CHECKING:
    from dealer_app.engine.phh import PHHValue
    from dealer_app.session.controller import Recorder
    from dealer_app.store import Journal

_Index = QModelIndex | QPersistentModelIndex


class TableWindow(Protocol):
    """What the browser reads of the dealer's window (the main window imports the history,
    never the other way round)."""

    @property
    def controller(self) -> HandController | None: ...

    @property
    def journal(self) -> Journal | None: ...

    @property
    def recorder(self) -> Recorder | None: ...

    def window(self) -> QWidget:
        """The window itself, the browser's parent (QWidget.window)."""


def wording() -> exports.Wording:
    """The text summary in the window's language."""
    return exports.Wording(
        text=QCoreApplication.translate,
        word=words.word,
        message=messages.text,
        amount=numbers.amount,
        cards=words.card_symbols,
    )


# ---------------------------------------------------------------------------------------------
# The list of hands.


@dataclass(frozen=True, slots=True)
class HandRow:
    """One hand of the list: what it shows, and how to get the whole hand when opened."""

    label: str
    game: str
    pots: str
    winners: str
    load: Callable[[], SessionHand]


def summary_row(
    label: str, summary: Mapping[str, Any], decimals: int, load: Callable[[], SessionHand]
) -> HandRow:
    """A row from a hand's summary (``recording.hand_summary``): amounts in engine units."""
    pots = summary.get("pots") or []
    money = numbers.writer(decimals)
    amounts = " + ".join(money(int(pot.get("amount", 0))) for pot in pots)
    winners: list[str] = []
    for pot in pots:
        for award in pot.get("winners") or []:
            text = f"{award.get('name', '?')} {money(int(award.get('amount', 0)))}"
            half = award.get("half")
            if half == "high":
                text += " " + QCoreApplication.translate("HandList", "(high)")
            elif half == "low":
                text += " " + QCoreApplication.translate("HandList", "(low)")
            winners.append(text)
    game = words.word(str(summary.get("game", "")))
    status = summary.get("status")
    if status == ABANDONED:
        # Left unfinished when the table was replaced: kept, and said so.
        winners.insert(0, QCoreApplication.translate("HandList", "Abandoned, not finished"))
    elif status == IN_PLAY:
        winners.insert(0, QCoreApplication.translate("HandList", "In play (reopened by an undo)"))
    return HandRow(label, game, amounts, " · ".join(winners), load)


def session_hand_row(hand: SessionHand) -> HandRow:
    return summary_row(hand.label, hand.summary, hand.setup.decimals, lambda: hand)


class HandListModel(QAbstractTableModel):
    """The hands of the source, one per row: number, game, pots, winners."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[HandRow] = []

    def set_rows(self, rows: Sequence[HandRow]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return (row.label, row.game, row.pots, row.winners)[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == 3:
            return row.winners
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in (0, 2):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (
                QCoreApplication.translate("HandList", "Hand"),
                QCoreApplication.translate("HandList", "Game"),
                QCoreApplication.translate("HandList", "Pots"),
                QCoreApplication.translate("HandList", "Winners"),
            )[section]
        return None


# ---------------------------------------------------------------------------------------------
# Where the hands come from.


@dataclass(slots=True)
class Source:
    """A list of hands to browse: a journal table, or a file imported."""

    title: str
    rows: Callable[[], list[HandRow]]
    hands: Callable[[], list[SessionHand]]  # every hand, loaded (for the session's export)
    name: str  # a file name for exports ("table-3", "hands")


def journal_source(
    window: TableWindow, journal: Journal, table_id: int, *, current: bool
) -> Source:
    """A table of the journal; ``current``: the window's table. A hand is recorded the moment
    it is over (and an abandoned one when its table is replaced), so the journal lists them all."""
    settings = next(
        (table.settings for table in journal.tables() if table.table_id == table_id), {}
    )
    decimals = int(settings.get("decimals", 0) or 0)
    seat_count = int(settings.get("seat_count", 0) or 0) or None
    games = _games_text(settings.get("games", ()))

    def recorded() -> list[tuple[HandRow, Callable[[], SessionHand]]]:
        rows: list[tuple[HandRow, Callable[[], SessionHand]]] = []
        for record in journal.hands(table_id):
            load = functools.partial(
                exports.journal_hand, journal, table_id, record, seat_count=seat_count
            )
            rows.append(
                (summary_row(str(record.hand_no + 1), record.summary, decimals, load), load)
            )
        return rows

    def rows() -> list[HandRow]:
        return [row for row, _load in recorded()]

    def hands() -> list[SessionHand]:
        return [load() for _row, load in recorded()]

    if current:
        title = QCoreApplication.translate("HistoryDialog", "This table (%1)").replace("%1", games)
    else:
        opened = next((t.opened_at for t in journal.tables() if t.table_id == table_id), None)
        when = opened.astimezone().strftime("%Y-%m-%d %H:%M") if opened is not None else ""
        title = (
            QCoreApplication.translate("HistoryDialog", "Table %1 (%2), opened %3")
            .replace("%1", str(table_id))
            .replace("%2", games)
            .replace("%3", when)
        )
    return Source(title, rows, hands, f"table-{table_id}")


def _games_text(games: Sequence[str]) -> str:
    """The table's game, or how many it rotates through."""
    known = [game for game in games if game in VARIANTS]
    if len(known) == 1:
        return words.word(VARIANTS[known[0]].name)
    return QCoreApplication.translate("HistoryDialog", "%n games", "", len(known))


def hand_on_screen(window: TableWindow, last: int, table_id: int | None) -> SessionHand | None:
    """The window's hand once it is over, or None (without a journal: nothing records it).

    It is numbered after hand ``last`` of its table.
    """
    controller = window.controller
    hand = controller.hand if controller is not None else None
    if controller is None or hand is None or not hand.finished:
        return None
    shown = exports.current_hand(hand, controller.seats, controller.seat_count, last + 1, table_id)
    if controller.rulings:  # as the journal will record them (RULES 9)
        rulings: list[PHHValue] = [*history_field(controller.rulings, hand.actions, shown.actions)]
        shown.history.fields[HISTORY_FIELD] = rulings
    return shown


def screen_source(window: TableWindow) -> Source:
    """Without a journal: only the hand on screen, once it is over."""

    def hands() -> list[SessionHand]:
        shown = hand_on_screen(window, 0, None)
        return [shown] if shown is not None else []

    def rows() -> list[HandRow]:
        return [session_hand_row(hand) for hand in hands()]

    title = QCoreApplication.translate("HistoryDialog", "The hand on screen")
    return Source(title, rows, hands, "hand")


@dataclass(frozen=True, slots=True)
class ImportedHand:
    """What the browser keeps of a hand imported: its row's words and its PHH fields; the hand
    is replayed again when opened or exported (kept replayed, a hand weighs 25 KB more)."""

    label: str
    summary: dict[str, Any]
    decimals: int
    history: Any  # phh.HandHistory

    @classmethod
    def of(cls, hand: SessionHand) -> ImportedHand:
        return cls(hand.label, hand.summary, hand.setup.decimals, hand.history)

    def load(self) -> SessionHand:
        return exports.review(self.history, self.label)

    def row(self) -> HandRow:
        return summary_row(self.label, self.summary, self.decimals, self.load)


def file_source(path: Path, hands: list[ImportedHand]) -> Source:
    title = QCoreApplication.translate("HistoryDialog", "Imported: %1").replace("%1", path.name)
    rows = [hand.row() for hand in hands]
    return Source(title, lambda: list(rows), lambda: [hand.load() for hand in hands], path.stem)


# ---------------------------------------------------------------------------------------------
# One hand, replayed step by step.


class ReplayController(HandController):
    """A read-only controller over a finished (or imported) hand, shown at one step.

    Step 0 is the hand as dealt, before anyone acted; step ``k`` is after the dealer's
    ``k``-th entry. Cards dealt that nobody saw (``d dh p1 ????``) are not steps of their own:
    they go with the step before them, and they are not in the log.
    """

    def __init__(self, session_hand: SessionHand) -> None:
        super().__init__(session_hand.setup, seats=session_hand.seats, actions=())
        self.session_hand = session_hand
        actions = session_hand.actions
        unseen = [exports.is_unseen_deal(action) for action in actions]
        # The prefix length shown at each step: every unseen deal right after goes with it.
        ends: list[int] = []
        position = 0
        while position < len(actions) and unseen[position]:
            position += 1
        ends.append(position)
        for index in range(position, len(actions)):
            if unseen[index]:
                continue
            end = index + 1
            while end < len(actions) and unseen[end]:
                end += 1
            ends.append(end)
        self.ends = ends
        self.step = -1
        self.go(0)

    @property
    def seat_count(self) -> int:
        return self.session_hand.seat_count

    @property
    def last_step(self) -> int:
        return len(self.ends) - 1

    def go(self, step: int) -> None:
        """Show the hand at ``step`` (kept between 0 and the last step)."""
        step = max(0, min(step, self.last_step))
        if step == self.step:
            return
        self.step = step
        shown = self.session_hand.actions[: self.ends[step]]
        rulings = from_history(self.session_hand.history.fields.get(HISTORY_FIELD))
        replayed = HandController(
            self.session_hand.setup, seats=self.seats, actions=shown, rulings=rulings
        )
        self.hand = replayed.hand
        self.log = [entry for entry in replayed.log if not _unseen_entry(entry)]
        self.changed.emit(EVERYTHING)  # another step: the hand as it stood then

    def perform(self, action: Action) -> bool:
        """Refused: a hand of the history is read, never changed (nothing reaches a journal)."""
        self._refuse(READ_ONLY)
        return False

    def undo(self) -> bool:
        self._refuse(READ_ONLY)
        return False


READ_ONLY = Message(QT_TRANSLATE_NOOP("Messages", "A hand in the history cannot change."))


def _unseen_entry(entry: LogEntry) -> bool:
    """A log line for cards dealt that nobody saw: not news for the dealer."""
    return entry.kind == "upcard" and all(card is None for card in entry.cards)


Step = Callable[[ReplayController], int]  # where to go from the step shown

STEPS: dict[str, Step] = {
    "first": lambda _controller: 0,
    "previous": lambda controller: controller.step - 1,
    "next": lambda controller: controller.step + 1,
    "last": lambda controller: controller.last_step,
}


class ReplayPane(QWidget):
    """The table at the current step, the steps' controls, and the announcement at the end."""

    def __init__(self, session_hand: SessionHand, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayPane")
        self.controller = ReplayController(session_hand)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.table_view = TableView(self.controller, splitter, seat_menu=players.seat_menu)
        bottom = QWidget(splitter)
        bottom.setObjectName("replaySteps")
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(8, 6, 8, 6)
        steps = QHBoxLayout()
        self.buttons: dict[str, QToolButton] = {}
        for name, text in (
            ("first", self.tr("Start  [Home]")),
            ("previous", self.tr("◀ Back  [←]")),
            ("next", self.tr("Forward ▶  [→]")),
            ("last", self.tr("End  [End]")),
        ):
            steps.addWidget(self._button(name, text, STEPS[name]))
            if name == "previous":
                steps.addStretch(1)
        self.step_label = QLabel(bottom)
        self.step_label.setObjectName("stepLabel")
        self.step_label.setWordWrap(True)
        bottom_layout.addWidget(self.step_label)
        bottom_layout.addLayout(steps)
        self.showdown = ShowdownPanel(self.controller, bottom)
        self.showdown.next_button.hide()  # nothing to deal: this hand is history
        bottom_layout.addWidget(self.showdown, 1)
        splitter.addWidget(self.table_view)
        splitter.addWidget(bottom)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([590, 200])
        splitter.setChildrenCollapsible(False)
        layout.addWidget(splitter)
        self.log_model = HandLogModel(self.controller, self)
        self.controller.changed.connect(self._on_changed)
        self._on_changed()

    def _button(self, name: str, text: str, where: Step) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName("stepButton")
        button.setText(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _checked=False: self.go(where))
        self.buttons[name] = button
        return button

    def go(self, where: Step) -> None:
        """Move to the step ``where`` says (from the controller's current one)."""
        self.controller.go(where(self.controller))

    def _on_changed(self, _change: Changed = EVERYTHING) -> None:
        controller = self.controller
        step, last = controller.step, controller.last_step
        if step == 0:
            text = self.tr("Step 0 of %1: the hand as dealt").replace("%1", str(last))
        else:
            text = (
                self.tr("Step %1 of %2: %3")
                .replace("%1", str(step))
                .replace("%2", str(last))
                .replace("%3", entry_text(controller, controller.log[-1]) if controller.log else "")
            )
        self.step_label.setText(text)
        self.buttons["first"].setEnabled(step > 0)
        self.buttons["previous"].setEnabled(step > 0)
        self.buttons["next"].setEnabled(step < last)
        self.buttons["last"].setEnabled(step < last)


# ---------------------------------------------------------------------------------------------
# The window.

_STYLE = """
QTableView#handList, QTableView#replayLog {
    background: #263238; color: #eceff1; gridline-color: #37474f; border: none;
    selection-background-color: #1565c0; selection-color: #ffffff;
}
#replaySteps { background: #1b2a33; }
#stepLabel { font-size: 13pt; font-weight: 600; color: #ffca28; }
QToolButton#stepButton, QToolButton#historyButton {
    background: #37474f; color: #eceff1; border: 1px solid #546e7a; border-radius: 6px;
    padding: 6px 12px; font-size: 12pt; font-weight: 600;
}
QToolButton#stepButton:disabled, QToolButton#historyButton:disabled {
    background: #2b3338; color: #607d8b; border-color: #37474f;
}
QToolButton#stepButton:hover, QToolButton#historyButton:hover { background: #455a64; }
#historyMessage { font-size: 11pt; padding: 4px; }
#historyMessage[error="true"] { color: #ff8a80; font-weight: 600; }
#emptyReplay { color: #90a4ae; font-size: 14pt; }
QScrollBar:vertical { background: #263238; width: 12px; margin: 0px; }
QScrollBar::handle:vertical { background: #546e7a; border-radius: 5px; min-height: 24px; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0px; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
"""


class HistoryDialog(QDialog):
    """The browser: a source of hands, its list, the hand opened, exports and imports."""

    _retranslating = False  # a change of language is being taken in (see changeEvent)

    def __init__(self, window: TableWindow) -> None:
        super().__init__(window.window())
        self.setObjectName("historyDialog")
        self.window_ = window
        self.setStyleSheet(_STYLE)
        self.sources: list[Source] = []
        self.files: list[Source] = []  # the files imported, kept when the journal is read again
        self.imported: list[tuple[Path, list[ImportedHand]]] = []  # the files' hands
        self.replay: ReplayPane | None = None
        self._keep: tuple[str, int] | None = None  # a hand to reopen at its step (refresh)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 4)
        top = QHBoxLayout()
        self.source_box = QComboBox(self)
        self.source_box.setObjectName("historySource")
        self.source_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.source_box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.source_box.setMinimumContentsLength(30)
        self.source_box.currentIndexChanged.connect(self._on_source_chosen)
        top.addWidget(self.source_box, 1)
        self.actions_by_name: dict[str, QAction] = {}
        for name, key, slot in (
            ("import", "Ctrl+O", self.ask_import),
            ("export_hand", "Ctrl+E", self.ask_export_hand),
            ("export_session", "Ctrl+Shift+E", self.ask_export_session),
        ):
            top.addWidget(self._tool(name, key, slot))
        layout.addLayout(top)
        for name, shortcut in (
            ("next", Qt.Key.Key_Right),
            ("previous", Qt.Key.Key_Left),
            ("first", Qt.Key.Key_Home),
            ("last", Qt.Key.Key_End),
        ):
            action = QAction(self)
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _checked=False, where=STEPS[name]: self._step(where))
            self.addAction(action)
            self.actions_by_name[f"step_{name}"] = action
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        left = QSplitter(Qt.Orientation.Vertical, self.splitter)
        self.list_model = HandListModel(self)
        self.list_view = self._table(left, "handList", self.list_model)
        self.list_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.list_view.horizontalHeader()
        for column, width in ((0, 50), (1, 175), (2, 64)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            self.list_view.setColumnWidth(column, width)
        self.list_view.selectionModel().currentRowChanged.connect(self._on_hand_chosen)
        self.log_view = self._table(left, "replayLog", None)
        self.log_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        left.addWidget(self.list_view)
        left.addWidget(self.log_view)
        left.setSizes([430, 350])
        left.setMinimumWidth(420)
        self.splitter.addWidget(left)
        self.right = QStackedWidget(self.splitter)
        self.empty = QLabel(self.right)
        self.empty.setObjectName("emptyReplay")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.right.addWidget(self.empty)
        self.splitter.addWidget(self.right)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([520, 920])
        layout.addWidget(self.splitter, 1)
        self.keys = QLabel(self)
        self.keys.setObjectName("keys")
        self.keys.setWordWrap(True)
        layout.addWidget(self.keys)
        self.message = QLabel(self)
        self.message.setObjectName("historyMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)
        # A long file is read on a thread of its own: its progress, and a way to stop it.
        importing = QHBoxLayout()
        self.import_bar = QProgressBar(self)
        self.import_bar.setObjectName("importProgress")
        self.cancel_import_button = QPushButton(self)
        self.cancel_import_button.setObjectName("cancelImport")
        self.cancel_import_button.clicked.connect(self.cancel_import)
        importing.addWidget(self.import_bar, 1)
        importing.addWidget(self.cancel_import_button)
        layout.addLayout(importing)
        self.import_bar.hide()
        self.cancel_import_button.hide()
        self.import_job: ImportJob | None = None
        self._set_texts()
        self.resize(1440, 900)
        self.refresh()

    def _set_texts(self) -> None:
        """The browser's own words, in the window's language (again after a switch)."""
        self.setWindowTitle(self.tr("Hand history"))
        for name, text in (
            ("import", self.tr("Import PHH…")),
            ("export_hand", self.tr("Export hand…")),
            ("export_session", self.tr("Export session…")),
        ):
            action = self.actions_by_name[name]
            key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setText(f"{text}  [{key}]")
        self.empty.setText(self.tr("Choose a hand to replay it."))
        self.keys.setText(
            self.tr(
                "Keys: ↑ ↓ choose a hand · ← → step back and forward · Home / End: first and "
                "last step · Ctrl+O import · Ctrl+E export the hand · Ctrl+Shift+E export the "
                "session · Esc close"
            )
        )
        self.cancel_import_button.setText(self.tr("Cancel the import"))

    def retranslate(self) -> None:
        """Every text again in the window's language: the browser's words, the list's headers,
        the sources and their hands, the hand opened (at its step); a sentence said before the
        switch is cleared."""
        self._retranslating = False
        self._set_texts()
        self.list_model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 3)
        self.files = [file_source(path, hands) for path, hands in self.imported]
        self.say("")
        self.refresh(same_place=True)

    def _tool(self, name: str, key: str, slot: Callable[[], object]) -> QToolButton:
        action = QAction(self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        self.actions_by_name[name] = action
        button = QToolButton(self)
        button.setObjectName("historyButton")
        button.setDefaultAction(action)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def _table(self, parent: QWidget, name: str, model: QAbstractTableModel | None) -> QTableView:
        view = QTableView(parent)
        view.setObjectName(name)
        if model is not None:
            view.setModel(model)
        view.verticalHeader().hide()
        view.horizontalHeader().setStretchLastSection(True)
        view.setWordWrap(False)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        return view

    # ------------------------------------------------------------------ sources

    def refresh(self, *, same_place: bool = False) -> None:
        """Read the sources again (the journal may have recorded hands since), keeping the
        source chosen and the hand opened at its step when they are still there
        (``same_place``: the source at the same place in the list, its title translated)."""
        window = self.window_
        chosen = self.source_box.currentText()
        place = self.source_box.currentIndex()
        keep = (
            (self.replay.controller.session_hand.label, self.replay.controller.step)
            if (self.replay is not None)
            else None
        )
        sources: list[Source] = []
        journal, recorder = window.journal, window.recorder
        current_id = recorder.table_id if isinstance(recorder, JournalRecorder) else None
        try:
            if journal is not None and journal.is_open:
                table_ids = [table.table_id for table in journal.tables()]
                if current_id is not None:
                    sources.append(journal_source(window, journal, current_id, current=True))
                for table_id in reversed(table_ids):
                    if table_id != current_id and journal.hands(table_id, limit=1):
                        sources.append(journal_source(window, journal, table_id, current=False))
            if current_id is None:
                sources.append(screen_source(window))
        except JournalError as error:
            self.say(messages.text(error), error=True)
        self.sources = sources + self.files
        titles = [source.title for source in self.sources]
        if same_place and 0 <= place < len(titles):
            chosen = titles[place]
        index = titles.index(chosen) if chosen in titles else 0
        self.source_box.blockSignals(True)
        self.source_box.clear()
        self.source_box.addItems(titles)
        self.source_box.setCurrentIndex(index)
        self.source_box.blockSignals(False)
        self._show_source(index, keep if chosen in titles else None)

    def _on_source_chosen(self, index: int) -> None:
        self._show_source(index, None)

    def _show_source(self, index: int, keep: tuple[str, int] | None) -> None:
        """List the hands of source ``index`` and open one: ``keep`` (its label and step) if
        listed, else the latest."""
        self._open(None)
        if not 0 <= index < len(self.sources):
            self.list_model.set_rows([])
            return
        try:
            rows = self.sources[index].rows()
        except (HistoryError, JournalError) as error:
            self.say(messages.text(error), error=True)
            rows = []
        self.list_model.set_rows(rows)
        if not rows:
            return
        labels = [row.label for row in rows]
        self._keep = keep
        self.list_view.selectRow(
            labels.index(keep[0]) if keep and keep[0] in labels else len(rows) - 1
        )

    @property
    def source(self) -> Source | None:
        index = self.source_box.currentIndex()
        return self.sources[index] if 0 <= index < len(self.sources) else None

    # ------------------------------------------------------------------ one hand

    def _on_hand_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            self._open(None)
            return
        self.open_row(current.row())

    def open_row(self, row: int) -> None:
        """Open the hand on ``row`` of the list at its first step."""
        if self.list_view.currentIndex().row() != row:
            self.list_view.selectRow(row)  # comes back here through the selection
            return
        try:
            hand = self.list_model.rows[row].load()
        except (HistoryError, JournalError) as error:
            self.say(messages.text(error), error=True)
            self._open(None)
            return
        self._open(hand)

    def _open(self, hand: SessionHand | None) -> None:
        old = self.replay
        if old is not None:
            self.right.removeWidget(old)
            old.deleteLater()
        if hand is None:
            self.replay = None
            self.right.setCurrentWidget(self.empty)
            self.log_view.setModel(None)
            return
        pane = ReplayPane(hand, self.right)
        if self._keep is not None and self._keep[0] == hand.label:
            pane.controller.go(self._keep[1])  # the hand the dealer was looking at
        self._keep = None
        self.replay = pane
        self.right.addWidget(pane)
        self.right.setCurrentWidget(pane)
        self.log_view.setModel(pane.log_model)
        header = self.log_view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        self.log_view.setColumnWidth(0, 150)
        pane.controller.changed.connect(lambda _change: self.log_view.scrollToBottom())

    @property
    def hand(self) -> SessionHand | None:
        """The hand opened, or None."""
        return self.replay.controller.session_hand if self.replay is not None else None

    def _step(self, where: Step) -> None:
        if self.replay is not None:
            self.replay.go(where)

    # ------------------------------------------------------------------ exports and imports

    def say(self, text: str, *, error: bool = False) -> None:
        """A sentence under the browser: what was done, or why it could not be."""
        self.message.setText(text)
        if self.message.property("error") != error:
            self.message.setProperty("error", error)
            self.message.style().unpolish(self.message)
            self.message.style().polish(self.message)

    def export_hand(self, path: str | Path) -> bool:
        """Save the hand opened: PHH for a ``.phh``/``.phhs`` path, else the text summary."""
        hand = self.hand
        if hand is None:
            self.say(self.tr("Choose a hand to export first."), error=True)
            return False
        return self._export(Path(path), [hand])

    def export_session(self, path: str | Path) -> bool:
        """Save every hand of the source: PHH for a ``.phhs``/``.phh`` path, else the text."""
        source = self.source
        try:
            hands = source.hands() if source is not None else []
        except (HistoryError, JournalError) as error:
            self.say(messages.text(error), error=True)
            return False
        if not hands:
            self.say(self.tr("There is no hand to export yet."), error=True)
            return False
        return self._export(Path(path), hands)

    def _export(self, path: Path, hands: list[SessionHand]) -> bool:
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # a long session takes seconds
        try:
            if path.suffix.lower() in (".phh", ".phhs"):
                written = exports.write_phh(path, hands)
            else:
                written = exports.write_summary(path, hands, wording())
        except HistoryError as error:
            self.say(messages.text(error), error=True)
            return False
        finally:
            QApplication.restoreOverrideCursor()
        if len(hands) == 1:
            text = self.tr("Hand %1 saved to %2.").replace("%1", hands[0].label)
            self.say(text.replace("%2", str(written)))
        else:
            self.say(self.tr("%n hands saved to %1.", "", len(hands)).replace("%1", str(written)))
        return True

    def import_file(self, path: str | Path) -> bool:
        """Review the hands of a PHH file here, read at once; a file the rules refuse changes
        nothing. (The menu's import reads in the background: :meth:`start_import`.)"""
        path = Path(path)
        try:
            hands = exports.load_file(path, keep=ImportedHand.of)
        except Exception as error:  # a file from anywhere: a sentence, whatever went wrong
            self.say(_import_sentence(path, error), error=True)
            return False
        return self._imported(path, hands)

    def start_import(self, path: str | Path) -> ImportJob | None:
        """Read a PHH file on a thread of its own, with a progress bar and a cancel button;
        the hands are listed when it is done (or the sentence says why not). One at a time."""
        if self.import_job is not None:
            self.say(self.tr("A file is being imported: wait for it, or cancel it."), error=True)
            return None
        job = ImportJob(Path(path), self)
        self.import_job = job
        job.progressed.connect(self._on_import_progressed)
        job.done.connect(self._on_import_done)
        self.import_bar.setRange(0, 0)  # reading the file: no count yet
        self.import_bar.show()
        self.cancel_import_button.show()
        self.actions_by_name["import"].setEnabled(False)
        self.say(self.tr("Importing %1…").replace("%1", job.path.name))
        job.start()
        return job

    def cancel_import(self) -> None:
        """Stop the import in progress; nothing of it is listed."""
        if self.import_job is not None:
            self.import_job.cancel()

    def _on_import_progressed(self, done: int, total: int) -> None:
        if self.import_bar.maximum() != total:
            self.import_bar.setRange(0, total)
        self.import_bar.setValue(done)

    def _on_import_done(self, result: object) -> None:
        job, self.import_job = self.import_job, None
        self.import_bar.hide()
        self.cancel_import_button.hide()
        self.actions_by_name["import"].setEnabled(True)
        if job is None:
            return
        if isinstance(result, list):
            self._imported(job.path, result)
        elif isinstance(result, exports.Cancelled):
            self.say(self.tr("The import of %1 was cancelled.").replace("%1", job.path.name))
        elif isinstance(result, Exception):
            self.say(_import_sentence(job.path, result), error=True)

    def _imported(self, path: Path, hands: list[ImportedHand]) -> bool:
        source = file_source(path, hands)
        self.imported.append((path, hands))
        self.files.append(source)
        self.sources.append(source)
        self.source_box.addItem(source.title)
        self.source_box.setCurrentIndex(len(self.sources) - 1)
        self.list_view.selectRow(0)
        self.say(self.tr("%1: %n hands to review.", "", len(hands)).replace("%1", path.name))
        return True

    def ask_export_hand(self) -> None:
        hand = self.hand
        if hand is None:
            self.say(self.tr("Choose a hand to export first."), error=True)
            return
        path = self._ask_save(self.tr("Export hand %1").replace("%1", hand.label),
                              f"hand-{hand.label}", single=True)  # fmt: skip
        if path:
            self.export_hand(path)

    def ask_export_session(self) -> None:
        source = self.source
        if source is None:
            return
        path = self._ask_save(self.tr("Export the session"), source.name, single=False)
        if path:
            self.export_session(path)

    def ask_import(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Import a hand history"),
            _documents(),
            self.tr("PHH hand histories (*.phh *.phhs);;All files (*)"),
        )
        if path:
            self.start_import(path)

    def _ask_save(self, title: str, name: str, *, single: bool) -> str:
        phh_filter = (
            self.tr("PHH hand history (*.phh)")
            if single
            else self.tr("PHH hand histories (*.phhs)")
        )
        text_filter = self.tr("Text summary to print (*.txt)")
        # The name comes from the hand's fields (a file from anywhere): it never picks the folder.
        name = exports.file_name(name, "hand" if single else "hands")
        path, chosen = QFileDialog.getSaveFileName(
            self,
            title,
            str(Path(_documents()) / (name + (".phh" if single else ".phhs"))),
            f"{phh_filter};;{text_filter}",
        )
        if path and not Path(path).suffix:
            path += ".txt" if chosen == text_filter else (".phh" if single else ".phhs")
        return path

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.refresh()  # back to the browser: the hands recorded meanwhile are listed
        elif event.type() == QEvent.Type.LanguageChange and not self._retranslating:
            # One of these comes per translator changed: the browser is translated once, after
            # the last.
            self._retranslating = True
            QTimer.singleShot(0, self, self.retranslate)
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel_import()
        self._open(None)
        super().closeEvent(event)


class ImportJob(QObject):
    """One file read and replayed on a thread of its own (a 100,000-hand file takes half a
    minute); :attr:`done` gives the hands, the error, or :class:`exports.Cancelled`."""

    progressed = Signal(int, int)  # hands replayed, hands in the file
    done = Signal(object)

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self._cancelled = threading.Event()
        self._thread = threading.Thread(target=self._run, name="import", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        self._cancelled.set()

    def wait(self, seconds: float | None = None) -> bool:
        """Wait for the thread (tests); whether it ended."""
        self._thread.join(seconds)
        return not self._thread.is_alive()

    def _progress(self, done: int, total: int) -> None:
        if self._cancelled.is_set():
            raise exports.Cancelled
        if done == total or done % max(total // 200, 1) == 0:  # some 200 steps of the bar
            self.progressed.emit(done, total)

    def _run(self) -> None:
        result: object
        try:
            if self._cancelled.is_set():
                raise exports.Cancelled
            result = exports.load_file(self.path, self._progress, ImportedHand.of)
        except Exception as error:  # every problem is said by the dialog (_import_sentence)
            result = error
        self.done.emit(result)


def _import_sentence(path: Path, error: Exception) -> str:
    """Why a file could not be imported, in the window's language, whatever the error."""
    if isinstance(error, HistoryError | JournalError):
        return messages.text(error)
    return messages.text(
        HistoryError(exports.UNREADABLE, file=path.name, reason=type(error).__name__)
    )


def _documents() -> str:
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)


def open_browser(window: TableWindow) -> HistoryDialog:
    """Show the browser of ``window`` (made once, then brought to the front and refreshed)."""
    dialog = window.window().findChild(HistoryDialog)
    if dialog is None:
        dialog = HistoryDialog(window)
    else:
        dialog.refresh()
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
