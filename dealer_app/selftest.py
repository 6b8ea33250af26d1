"""``dealer_app --self-test``: open the window, play one scripted hand of every game, export them
to PHH, read the file back, check every figure, and exit 0 (1 with the reason otherwise).

It is the smoke test of the frozen executable (``make exe`` runs it offscreen), so it also checks
what only a bundle can get wrong: the Qt platform plugin loads, a window paints, ``resources/``
is found with its translations, icons and styles.

Each scripted hand is dealt by the rules' own "what is needed next" (:meth:`Hand.need`): the
script only says the cards and who bets or folds where, so it reads as the dealer would enter
it. Expected results are worked out by hand (in the comments) and checked exactly.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from dealer_app import APP_NAME, __version__, bundle
from dealer_app.engine.cards import Card, parse_known_cards
from dealer_app.engine.errors import IllegalAction
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
    HandSetup,
    Show,
)
from dealer_app.engine.variants import VARIANTS, Family

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QPlainTextEdit, QWidget

    from dealer_app.session.controller import HandController


class SelfTestFailure(Exception):
    """A check failed; the message says which and why."""


# --------------------------------------------------------------------------------------------
# The scripted hands: three players of 1000, p1 and p2 in the blinds (p3 on the button), or
# antes of 1 and a bring-in of 3 in stud. Blind games: everyone calls 10 pre-flop (pot 30);
# on the second street p1 bets the minimum (10), p2 calls, p3 folds (pot 50); then checks.
# Stud: the bring-in (3) is called twice (pot 3 + 9 = 12), then checks to the end.


@dataclass(frozen=True)
class ScriptedHand:
    game: str  # a key of VARIANTS
    hole: dict[int, str]  # what each player shows: every hole card; stud: the three down cards
    upcards: dict[int, str] = field(default_factory=dict)  # stud: 4 upcards each, in order
    board: str = ""
    bettor: int | None = 0  # bets the minimum when first free to on street 1 (the flop)
    folder: int | None = 2  # folds to that bet
    expected_stacks: tuple[int, ...] = ()
    expected_awards: tuple[tuple[int, str, int], ...] = ()  # (player, half, chips), every pot
    why: str = ""

    def setup(self) -> HandSetup:
        variant = VARIANTS[self.game]
        stacks = (1000, 1000, 1000)
        if variant.uses_bring_in:
            return HandSetup(variant, stacks, antes=(1, 1, 1), bring_in=3, small_bet=10, big_bet=20)
        if variant.is_limit:
            return HandSetup(variant, stacks, blinds=(5, 10, 0), small_bet=10, big_bet=20)
        return HandSetup(variant, stacks, blinds=(5, 10, 0), min_bet=10)


_HOLDEM = {0: "AsAh", 1: "KsKh", 2: "7c2d"}
_HOLDEM_BOARD = "Jc8d3s5hQd"  # no straight, no flush: aces win
# Omaha hi/lo: p1 trip jacks (JdJh+Jc), no low (AA is one rank); p2 8-5-4-3-2 low (2c4c+3s5h8d)
_OMAHA = {0: "AsAhJdJh", 1: "2c4c9s9h", 2: "TcTd7c7d"}
_OMAHA_BOARD = "Jc8d3s5hKd"
# Stud: p1 trip aces; p2 kings and queens; p3 7-5-4-3-2 (the best low, a jack high)
_STUD_DOWN = {0: "AsAh2c", 1: "KsKh3c", 2: "4d5dTd"}
_STUD_UP = {0: "AdKc9s8s", 1: "QdQc7s6s", 2: "7d2h3hJs"}
# 2-7 lowball, everyone stands pat: p1 7-5-4-3-2 (the nuts) beats p2 8-6-4-3-2
_DRAW = {0: "7c5d4h3s2c", 1: "8c6d4s3h2d", 2: "AcAdKhKdQs"}

SCRIPTED_HANDS: tuple[ScriptedHand, ...] = (
    *(
        ScriptedHand(
            game,
            _HOLDEM,
            board=_HOLDEM_BOARD,
            expected_stacks=(1030, 980, 990),
            expected_awards=((0, "whole", 50),),
            why="p1's aces take the 50-chip pot",
        )
        for game in ("nlhe", "plhe", "lhe")
    ),
    ScriptedHand(
        "plo",
        _OMAHA,
        board=_OMAHA_BOARD,
        expected_stacks=(1030, 980, 990),
        expected_awards=((0, "whole", 50),),
        why="p1's trip jacks take the 50-chip pot",
    ),
    *(
        ScriptedHand(
            game,
            _OMAHA,
            board=_OMAHA_BOARD,
            expected_stacks=(1005, 1005, 990),
            expected_awards=((0, "high", 25), (1, "low", 25)),
            why="trip jacks (p1) and 8-5-4-3-2 (p2) split the 50-chip pot",
        )
        for game in ("plo8", "lo8")
    ),
    ScriptedHand(
        "stud",
        _STUD_DOWN,
        _STUD_UP,
        bettor=None,
        folder=None,
        expected_stacks=(1008, 996, 996),
        expected_awards=((0, "whole", 12),),
        why="p1's trip aces take the 12-chip pot",
    ),
    ScriptedHand(
        "stud8",
        _STUD_DOWN,
        _STUD_UP,
        bettor=None,
        folder=None,
        expected_stacks=(1002, 996, 1002),
        expected_awards=((0, "high", 6), (2, "low", 6)),
        why="trip aces (p1) and 7-5-4-3-2 (p3) split the 12-chip pot",
    ),
    ScriptedHand(
        "razz",
        _STUD_DOWN,
        _STUD_UP,
        bettor=None,
        folder=None,
        expected_stacks=(996, 996, 1008),
        expected_awards=((2, "whole", 12),),
        why="p3's 7-5-4-3-2 is the best razz hand",
    ),
    *(
        ScriptedHand(
            game,
            _DRAW,
            expected_stacks=(1030, 980, 990),
            expected_awards=((0, "whole", 50),),
            why="p1's 7-5-4-3-2 takes the 50-chip pot",
        )
        for game in ("27td", "27sd")
    ),
)


# --------------------------------------------------------------------------------------------
# Playing a script


class Table(Protocol):
    """Where the self-test enters actions: the real window's controller."""

    label: str

    def start(self, setup: HandSetup) -> None: ...

    @property
    def hand(self) -> Hand: ...

    def enter(self, action: Action) -> None: ...


class WindowTable:
    """The real dealer's window: each action goes through its controller, then a repaint."""

    label = "the dealer's window (its controller; repainted after every action)"

    def __init__(self, app: QApplication) -> None:
        from dealer_app.ui.dealer.main_window import MainWindow

        self.app = app
        self.window = MainWindow()
        self.window.show()
        self._controller: HandController | None = None

    def start(self, setup: HandSetup) -> None:
        from dealer_app.session.controller import HandController

        self._controller = HandController(setup)
        self.window.set_controller(self._controller)
        self.app.processEvents()

    @property
    def hand(self) -> Hand:
        assert self._controller is not None and self._controller.hand is not None
        return self._controller.hand

    def enter(self, action: Action) -> None:
        assert self._controller is not None
        if not self._controller.perform(action):
            raise IllegalAction(self._controller.last_refusal)
        self.app.processEvents()


def next_action(script: ScriptedHand, hand: Hand, upcards: dict[int, list[Card]]) -> Action:
    """What the dealer enters next for this script, from what the rules say is needed."""
    need = hand.need()
    if need.kind == "board":
        start = len(hand.board)
        return DealBoard(parse_known_cards(script.board)[start : start + need.count])
    if need.kind == "upcard":
        assert need.player is not None
        return DealHole(need.player, (upcards[need.player].pop(0),))
    if need.kind == "draw":
        assert need.player is not None
        return Discard(need.player, ())  # everyone stands pat
    if need.kind == "show":
        assert need.player is not None
        return Show(need.player, parse_known_cards(script.hole[need.player]))
    if need.kind != "action":
        raise SelfTestFailure(f"{script.game}: unexpected need {need.kind!r}: {need.text}")
    options = hand.options()
    player = options.player
    if options.bring_in is not None:
        return BringIn(player)
    free = options.to_call == 0 and options.can_raise and options.min_to is not None
    if hand.street == 1 and player == script.bettor and free and not hand.round.aggressor:
        assert options.min_to is not None
        return BetRaise(player, options.min_to)
    if hand.street == 1 and player == script.folder and options.to_call:
        return Fold(player)
    return CheckCall(player)


def play(script: ScriptedHand, table: Table, limit: int = 200) -> Hand:
    """Play one script to the end of the hand on ``table``."""
    table.start(script.setup())
    upcards = {player: list(parse_known_cards(text)) for player, text in script.upcards.items()}
    for _ in range(limit):
        hand = table.hand
        if hand.finished:
            return hand
        action = next_action(script, hand, upcards)
        try:
            table.enter(action)
        except IllegalAction as refused:
            raise SelfTestFailure(f"{script.game}: {action} was refused: {refused}") from None
    raise SelfTestFailure(f"{script.game}: the hand did not end in {limit} actions")


def check(script: ScriptedHand, hand: Hand) -> None:
    """The figures the dealer would read: finishing stacks and every award."""
    name = VARIANTS[script.game].name
    if hand.finishing_stacks is None:
        raise SelfTestFailure(f"{name}: the hand is over but has no finishing stacks")
    stacks = tuple(hand.finishing_stacks)
    if stacks != script.expected_stacks:
        raise SelfTestFailure(
            f"{name}: finishing stacks {stacks}, expected {script.expected_stacks} ({script.why})"
        )
    awards = tuple(
        (award.player, award.half, award.amount) for pot in hand.results for award in pot.awards
    )
    if awards != script.expected_awards:
        raise SelfTestFailure(
            f"{name}: awards {awards}, expected {script.expected_awards} ({script.why})"
        )
    if sum(stacks) != sum(hand.setup.starting_stacks):
        raise SelfTestFailure(f"{name}: chips were created or lost: {stacks}")


def export_and_reload(hands: Sequence[Hand], folder: Path) -> Path:
    """Write every hand to one ``.phhs``, read it back, replay it: same finishing stacks."""
    from dealer_app.engine import phh
    from dealer_app.engine.histories import Scale, fields_from_hand, replay, setup_from_fields

    scale = Scale(0)
    histories = [phh.HandHistory(fields_from_hand(hand, scale)) for hand in hands]
    path = folder / "self-test.phhs"
    try:
        path.write_text(phh.dumps(histories), encoding="utf-8")
        loaded = phh.load_path(path)
    except IllegalAction as refused:
        raise SelfTestFailure(f"export: {path.name} does not read back: {refused}") from None
    if len(loaded) != len(hands):
        raise SelfTestFailure(f"{path}: {len(loaded)} hands read back, {len(hands)} written")
    for original, history in zip(hands, loaded, strict=True):
        name = original.variant.name
        setup, file_scale = setup_from_fields(history.fields)
        if setup.variant.key != original.variant.key:
            raise SelfTestFailure(f"{name}: exported as {setup.variant.name}")
        again, refusal = replay(setup, history.actions, file_scale)
        if refusal is not None:
            raise SelfTestFailure(f"{name}: the exported hand does not replay: {refusal.reason}")
        if again.finishing_stacks != original.finishing_stacks:
            raise SelfTestFailure(
                f"{name}: the exported hand replays to {again.finishing_stacks}, "
                f"not {original.finishing_stacks}"
            )
    return path


# --------------------------------------------------------------------------------------------
# What only the bundle can get wrong


def check_resources(app: QApplication) -> list[str]:
    """``resources/`` is found; its translations load, its icons decode, its styles read."""
    from PySide6.QtCore import QTranslator
    from PySide6.QtGui import QIcon, QImageReader

    folder = bundle.resources_dir()
    listed = bundle.bundled_resources()
    if listed is not None:
        if not (folder / bundle.MANIFEST_NAME).is_file():
            raise SelfTestFailure(f"the bundle's resources folder is not at {folder}")
        missing = [name for name in listed if not (folder / name).is_file()]
        if missing:
            raise SelfTestFailure(f"resources missing from {folder}: {', '.join(missing)}")
    elif not folder.is_dir():
        return [f"resources: none ({folder} does not exist in this checkout)"]
    notes = [f"resources: {folder}" + ("" if listed is None else f" ({len(listed)} files bundled)")]
    for qm in sorted(folder.glob("translations/*.qm")):
        translator = QTranslator(app)
        if not translator.load(str(qm)):
            raise SelfTestFailure(f"translation {qm.name} does not load")
    formats = {bytes(name.data()).decode() for name in QImageReader.supportedImageFormats()}
    icons = sorted(path for path in folder.glob("icons/**/*") if path.is_file())
    for icon in icons:
        suffix = icon.suffix.lower().lstrip(".")
        if suffix in formats and QIcon(str(icon)).isNull():
            raise SelfTestFailure(f"icon {icon.name} does not load")
        if suffix not in formats and suffix in {"png", "svg", "ico", "icns", "jpg", "gif"}:
            raise SelfTestFailure(f"no image plugin for {icon.name} (formats: {sorted(formats)})")
    for style in sorted(folder.glob("styles/*.qss")):
        style.read_text(encoding="utf-8")
    count = len(list(folder.glob("translations/*.qm")))
    notes.append(f"{count} translation(s), {len(icons)} icon file(s) checked")
    return notes


class SelfTestWindow:
    """Stands in for the dealer's main window until ``dealer_app.ui`` provides one."""

    def __init__(self) -> None:
        from PySide6.QtWidgets import QMainWindow, QPlainTextEdit

        self.widget: QWidget = QMainWindow()
        self.widget.setWindowTitle(f"{APP_NAME} {__version__}: self-test")
        self.log: QPlainTextEdit = QPlainTextEdit()
        self.log.setReadOnly(True)
        self.widget.setCentralWidget(self.log)
        self.widget.resize(640, 400)

    def say(self, line: str) -> None:
        self.log.appendPlainText(line)


def wait_until_painted(app: QApplication, window: QWidget, seconds: float = 10.0) -> float:
    """Show the window and process events until it is exposed and painted; the time taken."""
    from PySide6.QtCore import QEvent, QObject

    painted: list[bool] = []

    class _Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.append(True)
            return False

    watch = _Watch(window)
    window.installEventFilter(watch)
    started = time.perf_counter()
    window.show()
    while not painted and time.perf_counter() - started < seconds:
        app.processEvents()
        time.sleep(0.005)
    window.removeEventFilter(watch)
    if not painted:
        raise SelfTestFailure(f"the window was not painted within {seconds:.0f} s")
    if window.grab().isNull():
        raise SelfTestFailure("the window cannot be drawn into an image")
    return time.perf_counter() - started


# --------------------------------------------------------------------------------------------


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="dealer_app --self-test", add_help=False)
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--export-to", metavar="FOLDER", help="keep the exported .phhs there")
    args, _unknown = parser.parse_known_args(list(argv))
    return args


def check_room_driver() -> str:
    """The room's driver is in the program, TLS built in: psycopg and its libpq load, and a
    connection asking ``sslmode=require`` is refused for want of a server (port 1 on this
    computer), not for want of TLS (a station on a shared network asks ``verify-full``)."""
    import psycopg

    try:
        psycopg.connect(
            "host=127.0.0.1 port=1 dbname=room user=station sslmode=require connect_timeout=3"
        ).close()
    except psycopg.OperationalError as error:
        text = str(error)
        if "SSL" in text and ("compiled" in text or "support" in text):
            raise SelfTestFailure(f"the room's driver has no TLS: {text}") from None
    return (
        f"room driver: psycopg {psycopg.__version__}, libpq {psycopg.pq.version()}, "
        "TLS built in: ok"
    )


def run_self_test(argv: Sequence[str] | None = None) -> int:
    """Run every check; print one line per step, then ``self-test passed`` (0) or the reason (1)."""
    args = _parse(sys.argv[1:] if argv is None else argv)
    say: Callable[[str], None] = print
    try:
        from PySide6.QtWidgets import QApplication

        import dealer_app.ui  # noqa: F401  (first: it guards PySide6 6.12 on Python 3.11)

        app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else APP_NAME])
        assert isinstance(app, QApplication)
        app.setApplicationName(APP_NAME)
        app.setApplicationVersion(__version__)
        frozen = "frozen executable" if bundle.is_frozen() else "from source"
        print(f"{APP_NAME} {__version__} self-test ({frozen}, Qt platform {app.platformName()})")
        window = SelfTestWindow()
        shown = wait_until_painted(app, window.widget)

        def say(line: str) -> None:
            print(line, flush=True)
            window.say(line)
            app.processEvents()

        say(f"window: {window.widget.windowTitle()!r} painted in {shown:.3f} s")
        for note in check_resources(app):
            say(note)
        window_table = WindowTable(app)
        table: Table = window_table
        say(f"hands entered through: {table.label}")
        hands = []
        for script in SCRIPTED_HANDS:
            hand = play(script, table)
            check(script, hand)
            hands.append(hand)
            say(f"  {hand.variant.name}: {len(hand.actions)} actions, {script.why}: ok")
        families = {hand.variant.family for hand in hands}
        if set(VARIANTS) != {hand.variant.key for hand in hands} or families != set(Family):
            raise SelfTestFailure("not every game of the catalogue was played")
        with tempfile.TemporaryDirectory(prefix="dealer-self-test-") as scratch:
            folder = Path(args.export_to) if args.export_to else Path(scratch)
            folder.mkdir(parents=True, exist_ok=True)
            path = export_and_reload(hands, folder)
            say(f"export: {len(hands)} hands written to {path.name}, read back and replayed: ok")
        say(check_room_driver())
        window.widget.close()
        window_table.window.close()
    except SelfTestFailure as failure:
        print(f"self-test FAILED: {failure}", file=sys.stderr, flush=True)
        return 1
    except Exception as error:  # anything else is a failure too, with its reason
        print(f"self-test FAILED: {type(error).__name__}: {error}", file=sys.stderr, flush=True)
        return 1
    say("self-test passed")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m dealer_app.selftest``: the same checks without going through ``__main__``."""
    return run_self_test(argv)


if __name__ == "__main__":
    sys.exit(main())
