"""The real application under a test's control, for the crash-recovery test (``test_kill.py``).

    python -m tests.store.app_driver --data-dir DIR --settings FOLDER

runs the dealer's window with :func:`dealer_app.ui.app.run` itself, as ``python -m dealer_app
--data-dir DIR`` does: the folder's lock, the window, the journal opened after the first frame,
the table the journal kept restored (or the new-table dialog), ``app.exec()``. Only QSettings'
user folder is moved to FOLDER first (a user's own settings are never touched) and the language
set to English. The driver watches from a timer in the same event loop.

Once the window is up it reads commands on stdin, one a line (the next only once the previous
is answered), and enters each the way a dealer does, with key presses on the window (QTest):
F, C, B, R, G, M, H, P, A and typed amounts with Enter, typed cards with Enter, O, X, the draw
digits, Ctrl+Z, N. End of stdin closes the window, as the dealer quitting.

Commands
    ``table KIND SEED``  open a new table (:func:`make_table`) as the new-table dialog's OK does
                         (a dialog open on its own is closed first)
    ``act PHH``          enter the action written ``PHH`` (``p2 cbr 60``, ``d db AcKd7h``, ...)
    ``undo``             Ctrl+Z
    ``next``             N: the next hand (the result confirmed, the next hand dealt)
    ``sit SEAT NAME STACK``, ``chips SEAT AMOUNT``, ``leave SEAT``, ``out SEAT``, ``back SEAT``
                         a table change, as the seat's menu and the Players dialog make it
    ``arm N``            the program kills itself (SIGKILL) right after the N-th journal write
                         from now returns: a kill at an exact commit, or inside a transaction
                         before its commit; its end is a write too (answered ``armed``)

Answers, one JSON object a line, printed and flushed only once the window shows the result
(so, as the window shows nothing before the journal has it, after the journal's commit)
    ``{"answer": "ready", "digest": D}``  the window is up, the journal's table restored (D is
    null when no table is open)
    ``{"answer": "ack", "digest": D}``  the command was accepted; D is the table now
    ``{"answer": "refused", "sentence": S, "digest": D}``  the window refused it with S
    ``{"answer": "armed"}``  the next journal writes are counted down
    ``{"answer": "error", "sentence": S}``  the command could not be entered (a driver fault)
    ``{"answer": "locked", "sentence": S}``  the program refused to open the data folder (the
    sentence of its message box); it then ends with status 1

The digest (:func:`engine_digest` plus what the window shows) is what the test compares:
the table's snapshot, the seats of the hand, the hand's actions as PHH text (which is also the
undo history: each can be taken back in turn), the hands the journal recorded, and the texts of
the window (log, prompt, seats, pots, announcement, undo label, enabled actions).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import random
import signal
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dealer_app.engine.hand import (
    Action,
    BetRaise,
    BringIn,
    CheckCall,
    DealBoard,
    DealHole,
    Discard,
    Fold,
    Hand,
    Muck,
    Show,
)
from dealer_app.engine.histories import Scale, action_text, parse_action
from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Rotation, Stakes, TableConfig
from dealer_app.session.recording import JournalRecorder

if TYPE_CHECKING:
    from dealer_app.ui.dealer.main_window import MainWindow

_HORSE_STAKES = {
    "lhe": Stakes.of_limit(20, 40),
    "lo8": Stakes.of_limit(20, 40),
    "razz": Stakes.of_stud(5, 5, 20, 40),
    "stud": Stakes.of_stud(5, 5, 20, 40),
    "stud8": Stakes.of_stud(5, 5, 20, 40),
}
_EIGHT_GAME_STAKES = {
    **_HORSE_STAKES,
    "27td": Stakes.of_limit(20, 40),
    "nlhe": Stakes.of_blinds(10, 20),
    "plo": Stakes.of_blinds(10, 20),
}
# The tables a session plays, by the name the test gives them.
TABLE_CONFIGS = {
    # A new game every hand: the eight games, stud and draw among them, in a few hands.
    "8-game": TableConfig.cash(
        "8-game",
        _EIGHT_GAME_STAKES,
        min_buy_in=400,
        max_buy_in=1600,
        rotation=Rotation.HANDS,
        rotation_length=1,
    ),
    # HORSE by orbits, the button frozen during the stud games (TDA).
    "horse": TableConfig.cash("horse", _HORSE_STAKES, min_buy_in=400, max_buy_in=1600),
    "nlhe": TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), min_buy_in=40, max_buy_in=200),
}
NAMES = ("Anna", "Boris", "Chloé", "Dmitri", "Elena", "Farid", "Greta", "Hugo")


def make_table(kind: str, seed: int) -> Table:
    """The table ``kind`` with six players at seats and stacks drawn from ``seed`` (the test
    builds the same table for its own model)."""
    config = TABLE_CONFIGS[kind]
    rng = random.Random(seed)
    table = Table(config)
    seats = sorted(rng.sample(range(1, config.seat_count + 1), 6))
    for seat, name in zip(seats, rng.sample(NAMES, 6), strict=True):
        stack = rng.randrange(config.min_buy_in, config.max_buy_in + 1, config.chip_unit)
        table.sit_down(seat, name, stack)
    return table


def engine_digest(table: Table, hand: Hand | None, seats: tuple[int, ...]) -> dict[str, Any]:
    """The table and its hand as plain JSON data: what a restart must bring back (``actions``
    is None between hands)."""
    actions = None if hand is None else [action_text(each, Scale(0)) for each in hand.actions]
    return json.loads(
        json.dumps({"table": table.to_snapshot(), "seats": list(seats), "actions": actions})
    )


# The table changes, by command: the controller's method the window calls for each.
TABLE_CHANGES = {
    "sit": "seat_player",  # sit SEAT NAME STACK
    "chips": "add_chips",  # chips SEAT AMOUNT
    "leave": "leave",  # leave SEAT
    "out": "sit_out",  # out SEAT
    "back": "come_back",  # back SEAT
}

# The journal's methods that write: each is one durable transaction, or inside
# `Journal.transaction` part of one that commits at the end of its block.
JOURNAL_WRITES = ("create_table", "close_table", "append", "checkpoint", "record_hand")


def kill_after_writes(writes_left: list[int]) -> None:
    """Make the program SIGKILL itself right after a journal write brings ``writes_left[0]``
    down to 0 (a count of 0 never kills). The end of a transaction (its commit) counts as a
    write too, after the writes made inside it: each of those is a kill point with nothing of
    the transaction committed yet."""
    from dealer_app.store import SqliteJournal as Journal

    def count() -> None:
        if writes_left[0] > 0:
            writes_left[0] -= 1
            if writes_left[0] == 0:
                os.kill(os.getpid(), signal.SIGKILL)

    for name in JOURNAL_WRITES:
        method = getattr(Journal, name)

        @functools.wraps(method)
        def counted(self: Journal, *args: Any, _method: Any = method, **kwargs: Any) -> Any:
            result = _method(self, *args, **kwargs)
            count()
            return result

        setattr(Journal, name, counted)

    transaction = Journal.transaction

    @functools.wraps(transaction)
    @contextlib.contextmanager
    def counted_transaction(self: Journal) -> Iterator[None]:
        with transaction(self):
            yield
        count()

    Journal.transaction = counted_transaction  # type: ignore[method-assign]


class Driver:
    """The window ``run()`` opened, and the keys the dealer presses on it."""

    def __init__(self) -> None:
        self._window: MainWindow | None = None
        self.writes_left = [0]  # see kill_after_writes

    @property
    def window(self) -> MainWindow:
        window = self.find_window()
        assert window is not None, "the window is open before any command is read"
        return window

    def find_window(self) -> MainWindow | None:
        if self._window is None:
            from PySide6.QtWidgets import QApplication

            from dealer_app.ui.dealer.main_window import MainWindow

            found = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
            self._window = found[0] if found else None
        return self._window

    # ------------------------------------------------------------------ what is shown

    def digest(self) -> dict[str, Any] | None:
        window = self.window
        controller, screen = window.controller, window.screen_widget
        if controller is None or controller.table is None or screen is None:
            return None
        digest = engine_digest(controller.table, controller.hand, controller.seats)
        recorder = window.recorder
        if window.journal is not None and isinstance(recorder, JournalRecorder):
            digest["recorded"] = len(window.journal.hands(recorder.table_id))
        panel, view = screen.action_panel, screen.table_view
        digest["window"] = {
            "log": screen.log_model.lines(),
            "prompt": panel.prompt.text(),
            "seats": [view.seat_text(seat) for seat in sorted(view.seat_widgets)],
            "pots": view.pots_lines(),
            "announcement": list(panel.showdown.lines),
            "undo": window.undo_action.text() if window.undo_action.isEnabled() else None,
            "enabled": sorted(
                name for name, action in panel.actions_by_name.items() if action.isEnabled()
            ),
        }
        return digest

    # ------------------------------------------------------------------ the dealer's hands

    def key(self, key: Any, modifier: Any = None) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        # Where a keyboard sends it: the widget with the focus (shortcuts go through it).
        target = QApplication.focusWidget() or self.window
        QTest.keyClick(target, key, modifier or Qt.KeyboardModifier.NoModifier)

    def type_into(self, edit: Any, text: str) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        edit.setFocus()
        edit.selectAll()
        QTest.keyClicks(edit, text)
        QTest.keyClick(edit, Qt.Key.Key_Return)

    def enter(self, action: Action) -> None:
        """Press the keys that enter ``action``; ValueError if the window has none for it."""
        from PySide6.QtCore import Qt

        screen = self.window.screen_widget
        if screen is None:
            raise ValueError("no table is open")
        panel = screen.action_panel
        match action:
            case Fold():
                self.key(Qt.Key.Key_F)
            case CheckCall():
                self.key(Qt.Key.Key_C)
            case BringIn():
                self.key(Qt.Key.Key_B)
            case BetRaise(_, to):
                self.bet(to)
            case Discard(_, cards) if all(card is None for card in cards) and len(cards) <= 5:
                self.key(getattr(Qt.Key, f"Key_{len(cards)}"))
            case Muck():
                self.key(Qt.Key.Key_X)
            case Show(_, ()):
                self.key(Qt.Key.Key_O)
            case DealBoard(cards) | DealHole(_, cards) | Show(_, cards) if None not in cards:
                self.type_into(panel.card_edit, " ".join(str(card) for card in cards))
            case _:
                raise ValueError(f"the window has no keys for {action_text(action, Scale(0))}")

    def bet(self, to: int) -> None:
        """A bet or raise to ``to``: R or G in fixed limit, else a sizing key or typed digits."""
        from PySide6.QtCore import Qt

        controller = self.window.controller
        screen = self.window.screen_widget
        assert controller is not None and screen is not None
        amount = screen.action_panel.amount
        options = controller.options()
        if options is not None and options.fixed:
            if to == options.min_to:
                self.key(Qt.Key.Key_R)
            elif to == options.max_to:
                self.key(Qt.Key.Key_G)
            else:
                raise ValueError(f"fixed limit: only {options.min_to} or {options.max_to}")
            return
        # The sizing key whose amount this is, among those the window offers now.
        sizes = {}
        if options is not None and options.can_raise:
            sizes = {
                "min": (options.min_to, Qt.Key.Key_M),
                "pot": (options.pot_to, Qt.Key.Key_P),
                "all_in": (min(options.all_in_to, options.max_to or 0), Qt.Key.Key_A),
                "half_pot": (controller.half_pot_to(), Qt.Key.Key_H),
            }
        actions = screen.action_panel.actions_by_name
        for name, (size, key) in sizes.items():
            if size == to and actions[name].isEnabled():
                self.key(key)  # fills the amount and selects it; Enter bets it
                self.key(Qt.Key.Key_Return)
                return
        self.type_into(amount, controller.money(to))

    # ------------------------------------------------------------------ commands

    def run(self, command: str) -> dict[str, Any]:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication

        window = self.window
        verb, _, rest = command.strip().partition(" ")
        if verb == "arm":
            self.writes_left[0] = int(rest)
            return {"answer": "armed"}
        before = window.controller
        if verb == "table":
            kind, seed = rest.split()
            # What the new-table dialog's OK does with the table it built.
            window.set_controller(window.controller_for(make_table(kind, int(seed))))
            self.settle()
            return self.answer("ack")
        controller = window.controller
        if controller is None:
            return {"answer": "error", "sentence": "no table is open"}
        hand = controller.hand
        count = 0 if hand is None else len(hand.actions)
        controller.last_refusal = ""
        if verb in TABLE_CHANGES:
            # What the seat's menu and the Players dialog (F2) call with what the dealer chose.
            change = getattr(controller, TABLE_CHANGES[verb])
            words = rest.split()
            accepted = change(*[int(word) if word.isdigit() else word for word in words])
        elif verb == "next":
            self.key(Qt.Key.Key_N)
            # The result confirmed (the table between hands, if it cannot deal), or dealt.
            accepted = controller.hand is not hand
        elif hand is None:
            return {"answer": "error", "sentence": f"no hand for {command.strip()!r}"}
        elif verb == "act":
            action = parse_action(rest, Scale(0))
            if action is None:
                return {"answer": "error", "sentence": f"not an action: {rest!r}"}
            try:
                self.enter(action)
            except ValueError as error:
                return {"answer": "error", "sentence": str(error)}
            entered = hand.actions[count:]
            if entered and entered != [action]:
                texts = [action_text(each, Scale(0)) for each in entered]
                return {"answer": "error", "sentence": f"the keys entered {texts} instead"}
            accepted = bool(entered)
        elif verb == "undo":
            self.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            accepted = len(hand.actions) == count - 1
        else:
            return {"answer": "error", "sentence": f"unknown command {command!r}"}
        self.settle()
        if window.controller is not before:
            return {"answer": "error", "sentence": "the window changed tables by itself"}
        if accepted:
            return self.answer("ack")
        if controller.last_refusal:
            return self.answer("refused", sentence=controller.last_refusal)
        focus = QApplication.focusWidget()
        where = "nothing"
        if focus is not None:
            hidden = "" if focus.isVisible() else "hidden "
            where = hidden + (focus.objectName() or type(focus).__name__)
        return {
            "answer": "error",
            "sentence": f"the keys for {command.strip()!r} did nothing (the focus was on {where})",
        }

    def answer(self, answer: str, **more: Any) -> dict[str, Any]:
        return {"answer": answer, **more, "digest": self.digest()}

    def settle(self) -> None:
        """Let the window finish showing (Qt shows new widgets a moment later) and take the
        keyboard, as it has when the dealer looks at it."""
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        QApplication.processEvents()
        window = self.window
        if not window.isActiveWindow() and QApplication.activeModalWidget() is None:
            window.activateWindow()
            QTest.qWaitForWindowActive(window)

    # ------------------------------------------------------------------ start and end

    def watch_start(self) -> bool:
        """Called every few milliseconds while ``run()`` starts: True once it is up, having
        said "ready" (or "locked" if it refused to open the journal)."""
        from PySide6.QtWidgets import QApplication, QMessageBox

        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QMessageBox):  # run() tells why it opens nothing, then ends
            say({"answer": "locked", "sentence": dialog.text()})
            dialog.done(0)
            return True
        window = self.find_window()
        if window is None or (window.controller is None and dialog is None):
            return False  # the journal and the table come once the first frame is out
        self.settle()
        say(self.answer("ready"))
        return True

    def finish(self) -> None:
        """stdin ended: the dealer quits (the window closes; ``run()`` returns)."""
        from PySide6.QtWidgets import QApplication

        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            dialog.close()
        self.window.close()


def say(message: dict[str, Any]) -> None:
    """One answer line, flushed: an answer printed is an answer given."""
    sys.stdout.write(json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="app_driver", description=__doc__.split("\n")[0])
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--settings", type=Path, required=True, help="a folder for QSettings")
    args = parser.parse_args(argv)

    from PySide6.QtCore import QObject, QSettings, QTimer, Signal
    from PySide6.QtWidgets import QApplication

    from dealer_app.ui.app import run
    from dealer_app.ui.runtime import application
    from dealer_app.ui.settings import Settings

    # Every QSettings of the user's scope (the window's Settings() among them) lives there.
    args.settings.mkdir(parents=True, exist_ok=True)
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, QSettings.Scope.UserScope, str(args.settings))
    app = application()
    Settings().set("language", "en")
    driver = Driver()
    kill_after_writes(driver.writes_left)

    class Commands(QObject):
        """stdin's lines, read on a thread and handed to the window's thread in order."""

        line = Signal(str)
        ended = Signal()

    commands = Commands()
    answered = threading.Event()

    def perform(line: str) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None and line.startswith("table"):
            # The new-table dialog run() opened: closed, and once its own event loop has
            # ended, the table is opened from here.
            dialog.close()
            QTimer.singleShot(0, lambda: perform(line))
            return
        if line.strip():
            say(driver.run(line))
        answered.set()

    commands.line.connect(perform)
    commands.ended.connect(driver.finish)

    def read() -> None:
        for line in sys.stdin:
            answered.clear()
            commands.line.emit(line)
            answered.wait()  # one command at a time, as a dealer enters them
        commands.ended.emit()

    def watch() -> None:
        if driver.watch_start():
            watching.stop()
            threading.Thread(target=read, daemon=True).start()

    watching = QTimer(app)
    watching.setInterval(2)
    watching.timeout.connect(watch)
    watching.start()
    return run(args.data_dir)


if __name__ == "__main__":
    sys.exit(main())
