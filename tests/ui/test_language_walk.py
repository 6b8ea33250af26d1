"""Every window walked in English, French and Russian on a 1366 x 768 screen: no visible text
is English left untranslated, cut, or outside the screen.

Each window and dialog is opened in the language and driven through its states (a hand of
hold'em, of stud hi/lo and of a draw game to the announcement, refusals, between hands; the
new-table dialog's cash, tournament and dealer's choice forms; the history browser's replay;
every error of the irregularity assistant; an event of the director's window to its end, with
its dialogs and the players' display; the training room and the instructor's view ...), and
every text it shows is read: labels, buttons, actions and menus, group titles, tabs, combo-box
items, the items and headers of lists and tables, window titles, tooltips and placeholders.

A text is untranslated when it, or a part of it (a line, a sentence, a clause between " · ",
" — " or a colon), is an English source of the catalogue (``dealer_fr.ts`` / ``dealer_ru.ts``)
whose translation differs from it (a source with holes, ``%1`` or ``{player}``, is read as a
pattern), or when it holds an English word of the catalogue that no translation of the language
uses. What the language writes the same way ("Stud", "HORSE", "Pot %1", "Enter") is never
counted, nor proper names (the rule books' clauses), the games' codes, paths and file names.

The key letters ("&N") of a menu's entries, and of a window's buttons, labelled fields and
menus, are each the only one of their kind (English included).

Every window shown is fitted to a 1366 x 768 screen (a laptop's, or a card room's small TV):
a window that cannot shrink to it, a widget laid out beyond its window's edge, a label or a
button whose text is wider (or, wrapped, taller) than the room it is given are reported. The
screenshots of each window, in each language, are kept in tests/screenshots/.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QPlainTextEdit,
    QSpinBox,
    QTabBar,
    QTableView,
    QTextEdit,
    QWidget,
)

from dealer_app.engine.cards import DECK
from dealer_app.engine.drills import Question
from dealer_app.engine.hand import Phase
from dealer_app.engine.rulesets import TDA, RRoP
from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Level, Rotation, Stakes, TableConfig
from dealer_app.engine.tournament import Tournament
from dealer_app.engine.variants import VARIANTS
from dealer_app.ui import i18n
from dealer_app.ui.dealer.main_window import MainWindow
from dealer_app.ui.director.window import DirectorWindow
from dealer_app.ui.settings import Settings
from dealer_app.ui.training.trainer import TrainerWindow
from dealer_app.ui.widgets.key_button import KeyButton
from tests.ui.conftest import FakeTime, screenshot

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = ROOT / "resources" / "translations"
LANGUAGES = ("en", "fr", "ru")
# The smallest screen the program is used on: a 1366 x 768 laptop or TV.
SCREEN = QSize(1366, 768)
# A hole in a source: Qt's %1 ... %9, %n (plural forms), %L1; the messages' {name}.
HOLE = re.compile(r"%L?\d|%n|\{[a-z_]+\}")
# Where a visible text is cut into parts: lines, " · ", " — ", two spaces (a key's "  [F]"),
# a sentence's end, a colon (French puts a space before it), a semicolon.
CUT = re.compile(r"\n|\s+[·—]\s+|\s{2,}|(?<=[.!?…;])\s+|\s*:\s+")
# A word: letters, with an apostrophe inside ("hold'em").
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")
# Proper names shown as they are in every language: the rule books' clauses as the books name
# them ("TDA 2024 Rule 35", "RRoP, Misdeals 1(d)", "Robert's Rules of Poker"), the 8-game.
PROPER_NAMES = re.compile(
    r"\b(?:TDA \d{4}|WSOP) Rule [\w-]+|RRoP, [A-Z][\w' -]*? [\d-]+(?:\([a-z]\))?"
    r"|Robert's Rules of Poker|\b8-game\b"
)
# The games' codes the director types in a level ("nlhe", "stud", "lo8"): codes, not words.
GAME_CODES = frozenset(VARIANTS)
# A menu entry's key letter: "&N" ("&&" is a plain "&").
MNEMONIC = re.compile(r"(?<!&)&([^&\s])")
TAG = re.compile(r"<[a-zA-Z/!][^>]*>")


def _plain(text: str) -> str:
    """What the eye reads: no HTML tags or entities, no mnemonic "&", one space between words."""
    if TAG.search(text):
        text = html.unescape(TAG.sub("\n", re.sub(r"(?i)<br\s*/?>", "\n", text)))
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return "\n".join(" ".join(line.split()) for line in text.splitlines())


def _key(text: str) -> str:
    """Parts compare without case, surrounding space and closing punctuation."""
    return " ".join(text.split()).strip(" .:;,…").casefold()


def _parts(text: str) -> set[str]:
    """The text, its lines, and each line's sentences and clauses."""
    found = {text}
    for line in text.split("\n"):
        found.add(line)
        found.update(CUT.split(line))
    return {part for part in (_key(part) for part in found) if part}


@dataclass
class Catalogue:
    """The English a language must not show: whole sources, the patterns of those with holes,
    and the English words no translation of the language uses."""

    language: str
    sources: dict[str, str] = field(default_factory=dict)  # key -> the source
    patterns: list[tuple[re.Pattern[str], str]] = field(default_factory=list)
    words: set[str] = field(default_factory=set)
    any_pattern: re.Pattern[str] = re.compile("(?!)")

    @classmethod
    def of(cls, language: str) -> Catalogue:
        translations: dict[str, set[str]] = {}
        for context in ElementTree.parse(CATALOGUE / f"dealer_{language}.ts").getroot():
            for message in context.iter("message"):
                source = _plain(message.findtext("source", ""))
                element = message.find("translation")
                assert element is not None
                forms = [form.text or "" for form in element.iter("numerusform")]
                said = translations.setdefault(source, set())
                said.update(_plain(form) for form in forms or [element.text or ""])
        every_translation = {_key(text) for texts in translations.values() for text in texts}
        catalogue = cls(language)
        for source, texts in translations.items():
            if any(_key(text) == _key(source) for text in texts):
                continue  # the language writes it the same way ("Stud", "HORSE", "Pot %1")
            if HOLE.search(source):
                literal = HOLE.sub("", source)
                if sum(character.isalpha() for character in literal) < 4:
                    continue  # "%1 %2", "%1: %2" would match anything
                pieces = _key(HOLE.sub("\0", source)).split("\0")
                regex = re.compile(".+?".join(re.escape(piece) for piece in pieces))
                if any(regex.fullmatch(text) for text in every_translation):
                    continue  # a translation reads as the English pattern: not telling
                catalogue.patterns.append((regex, source))
            elif _key(source) not in every_translation and any(c.isalpha() for c in source):
                catalogue.sources[_key(source)] = source
        catalogue.any_pattern = re.compile(
            "|".join(regex.pattern for regex, _ in catalogue.patterns)
        )
        english = {w.casefold() for s in translations for w in WORD.findall(HOLE.sub(" ", s))}
        said = {w.casefold() for t in translations.values() for w in WORD.findall(" ".join(t))}
        catalogue.words = english - said
        # A one-word source the language also writes ("Enter", a key's name) is not telling.
        catalogue.sources = {
            key: source
            for key, source in catalogue.sources.items()
            if not WORD.fullmatch(key) or key in catalogue.words
        }
        return catalogue

    def untranslated(self, text: str) -> list[str]:
        """The English sources ``text`` shows (whole or in part), and its English words."""
        plain = _plain(text)
        if plain in GAME_CODES:
            return []
        parts = _parts(plain) | {_key(line) for line in [plain, *plain.split("\n")]}
        found = [self.sources[part] for part in parts if part in self.sources]
        if any(self.any_pattern.fullmatch(part) for part in parts):
            found += [s for regex, s in self.patterns if any(regex.fullmatch(p) for p in parts)]
        named = PROPER_NAMES.sub(" ", plain)
        found += sorted({w for w in WORD.findall(named) if w.casefold() in self.words})
        return found


# ---------------------------------------------------------------------------------- reading


def _model_texts(model: QAbstractItemModel, parent: QModelIndex | None = None) -> Iterator[str]:
    parent = QModelIndex() if parent is None else parent
    # A list model's columnCount is private in PySide: it has one column.
    flat = isinstance(model, QAbstractListModel | QAbstractTableModel)
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)
    for row in range(model.rowCount(parent)):
        for column in range(columns):
            index = model.index(row, column, parent)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.data(index, role)
                if isinstance(value, str):
                    yield value
            if column == 0 and not flat and model.hasChildren(index):
                yield from _model_texts(model, index)


def _action_texts(action: QAction) -> Iterator[str]:
    yield action.text()
    if action.toolTip() and _plain(action.toolTip()) != _plain(action.text()):
        yield action.toolTip()
    menu = action.menu()
    if isinstance(menu, QMenu):
        yield menu.title()
        for inner in menu.actions():
            yield from _action_texts(inner)


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of every text ``widget`` shows or holds ready to show."""
    name = widget.objectName() or type(widget).__name__
    if widget.isWindow() or isinstance(widget, QDockWidget):
        yield name, widget.windowTitle()
    if widget.toolTip():
        yield name, widget.toolTip()
    for action in widget.actions():
        for text in _action_texts(action):
            yield name, text
    if isinstance(widget, QLabel | QAbstractButton):
        yield name, widget.text()
    elif isinstance(widget, QGroupBox):
        yield name, widget.title()
    elif isinstance(widget, QTabBar):
        for index in range(widget.count()):
            yield name, widget.tabText(index)
            yield name, widget.tabToolTip(index)
    elif isinstance(widget, QComboBox):
        for index in range(widget.count()):
            yield name, widget.itemText(index)
    elif isinstance(widget, QLineEdit):
        yield name, widget.text()
        yield name, widget.placeholderText()
    elif isinstance(widget, QTextEdit | QPlainTextEdit):
        yield name, widget.toPlainText()
        yield name, widget.placeholderText()
    elif isinstance(widget, QAbstractSpinBox):
        if isinstance(widget, QSpinBox):
            yield name, widget.prefix()
            yield name, widget.suffix()
        yield name, widget.specialValueText()
    elif isinstance(widget, QMenu):
        yield name, widget.title()
    if isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):
        model = widget.model()
        if model is not None:
            for text in _model_texts(model):
                yield name, text
            if isinstance(widget, QTableView):
                headers = [(Qt.Orientation.Horizontal, model.columnCount())]
                if widget.verticalHeader().isVisible():
                    headers.append((Qt.Orientation.Vertical, model.rowCount()))
                for orientation, count in headers:
                    for section in range(count):
                        value = model.headerData(section, orientation)
                        if isinstance(value, str):
                            yield name, value


def window_texts(window: QWidget) -> Iterator[tuple[str, str]]:
    for widget in [window, *window.findChildren(QWidget)]:
        yield from widget_texts(widget)


class Walk:
    """What the walk has read in one language, and the English found in it."""

    def __init__(self, language: str, catalogue: Catalogue, folder: Path) -> None:
        self.language = language
        self.catalogue = catalogue
        # Paths are data, the same in every language: the folders (the exam results' folder
        # is shared by the class whatever their language) and files under the test's folder.
        self.data = re.compile(
            re.escape(str(folder)) + r"(?:/[^/\n]*)*|[\w.-]+\.(?:json|phhs?|pdf|txt)\b"
        )
        self.read = 0
        self.walked: set[str] = set()
        self.seen: set[str] = set()
        self.found: dict[str, set[str]] = {}  # text -> "window / widget"
        self.clashes: set[str] = set()  # entries of a menu or a window sharing a key letter
        self.layout: dict[str, set[str]] = {}  # what is cut or off the screen -> where
        self.shot: set[str] = set()  # the windows whose screenshot is kept

    def texts(self, window: str, pairs: Iterable[tuple[str, str]]) -> None:
        self.walked.add(window)
        for where, text in pairs:
            if not text:
                continue
            if text in self.found:
                self.found[text].add(f"{window} / {where}")
            if text in self.seen:
                continue
            self.seen.add(text)
            self.read += 1
            if self.catalogue.untranslated(self.data.sub(" ", text)):
                self.found[text] = {f"{window} / {where}"}

    def window(self, name: str, widget: QWidget) -> None:
        self.texts(name, window_texts(widget))
        for bar in [widget, *widget.findChildren(QWidget)]:
            if isinstance(bar, QMenu | QMenuBar):
                self.keys(name, bar)
        self.window_keys(name, widget)
        if widget.isWindow() and not isinstance(widget, QMenu):
            shown = widget.isVisible()
            if not shown:  # a dialog built but not shown yet: shown for the look, then hidden
                widget.show()
            self.fit(name, widget)
            if not shown:
                widget.hide()

    def fit(self, name: str, window: QWidget) -> None:
        """The window on a 1366 x 768 screen: it fits, nothing of it is cut."""
        if window.width() > SCREEN.width() or window.height() > SCREEN.height():
            window.resize(window.size().boundedTo(SCREEN))
        QApplication.processEvents()
        if window.width() > SCREEN.width() or window.height() > SCREEN.height():
            self.layout.setdefault(
                f"{window.width()} x {window.height()} does not fit the 1366 x 768 screen", set()
            ).add(name)
        for problem in cut_or_outside(window):
            self.layout.setdefault(problem, set()).add(name)
        if name not in self.shot:
            self.shot.add(name)
            slug = re.sub(r"\W+", "_", name).strip("_")
            screenshot(window, f"walk_{self.language}_{slug}")

    def window_keys(self, name: str, window: QWidget) -> None:
        """Alt + a letter: the window's buttons, labelled fields and menu titles, one each."""
        letters: dict[str, list[str]] = {}
        for widget in [window, *window.findChildren(QWidget)]:
            if widget.window() is not window or not widget.isVisibleTo(window):
                continue
            texts = []
            if isinstance(widget, QAbstractButton) or (
                isinstance(widget, QLabel) and widget.buddy()
            ):
                texts.append(widget.text())
            elif isinstance(widget, QMenuBar):
                texts += [a.text() for a in widget.actions() if a.isVisible()]
            elif isinstance(widget, QTabBar):
                texts += [widget.tabText(i) for i in range(widget.count())]
            for text in texts:
                key = MNEMONIC.search(text)
                if key:
                    letters.setdefault(key.group(1).casefold(), []).append(text)
        for texts in letters.values():
            if len(texts) > 1:
                self.clashes.add(f"{name} (window): {' / '.join(sorted(set(texts)))}")

    def keys(self, name: str, bar: QMenu | QMenuBar) -> None:
        """A menu's (or the menu bar's) entries each have their own key letter ("&N")."""
        letters: dict[str, list[str]] = {}
        for action in bar.actions():
            key = MNEMONIC.search(action.text())
            if key and action.isVisible():
                letters.setdefault(key.group(1).casefold(), []).append(action.text())
        for texts in letters.values():
            if len(texts) > 1:
                self.clashes.add(f"{name}: {' / '.join(texts)}")

    def hand_screen(self, name: str, window: MainWindow) -> None:
        """The dealer's window during a hand: what changes (the hand's screen, the status)."""
        assert window.screen_widget is not None
        self.texts(name, window_texts(window.screen_widget))
        self.texts(name, widget_texts(window.status))

    def layout_report(self) -> list[str]:
        return [
            f"{problem} in {', '.join(sorted(where)[:3])}"
            for problem, where in sorted(self.layout.items())
        ]

    def report(self) -> list[str]:
        return [
            f"{text!r} in {'; '.join(sorted(where)[:3])} (English: "
            f"{', '.join(dict.fromkeys(self.catalogue.untranslated(self.data.sub(' ', text))))})"
            for text, where in sorted(self.found.items())
        ]


# ---------------------------------------------------------------------------------- the layout


def _scrolled(widget: QWidget, window: QWidget) -> bool:
    """Inside a scroll area's viewport (its content may lie beyond the window: it scrolls)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent.parentWidget(), QAbstractScrollArea) and (
            parent is parent.parentWidget().viewport()  # type: ignore[union-attr]
        ):
            return True
        parent = parent.parentWidget()
    return False


def _label_cut(label: QLabel) -> bool:
    text = label.text()
    room = label.contentsRect()
    if not text or room.width() <= 0 or label.textFormat() == Qt.TextFormat.RichText:
        return False
    if TAG.search(text) and label.textFormat() != Qt.TextFormat.PlainText:
        return False  # rich text lays itself out (and may wrap)
    if label.wordWrap():
        return label.heightForWidth(label.width()) > label.height() + 1
    metrics = label.fontMetrics()
    lines = _plain(text).split("\n")
    widest = max(metrics.horizontalAdvance(line) for line in lines)
    indent = max(label.indent(), 0) + label.margin() * 2
    return widest + indent > room.width() + 1


def _button_cut(button: QAbstractButton) -> bool:
    if isinstance(button, KeyButton):
        return False  # elides its words by design, never its key ("Undo: Boris f…  [Ctrl+Z]")
    return bool(button.text()) and button.sizeHint().width() > button.width() + 1


def _placeholder_cut(edit: QLineEdit) -> bool:
    """The grey hint of an empty field (what to type there) is wider than the field."""
    hint = edit.placeholderText()
    if edit.text() or not hint:
        return False
    room = edit.contentsRect().width() - 2 * 4  # the field's own text margins (QLineEdit: 2 + 2)
    return edit.fontMetrics().horizontalAdvance(hint) > room


def cut_or_outside(window: QWidget) -> Iterator[str]:
    """What of ``window`` is cut: a text wider than its widget, a widget beyond the window."""
    bounds = window.rect()
    for widget in window.findChildren(QWidget):
        if widget.window() is not window or not widget.isVisible() or _scrolled(widget, window):
            continue
        where = widget.objectName() or type(widget).__name__
        if (isinstance(widget, QLabel) and _label_cut(widget)) or (
            isinstance(widget, QAbstractButton) and _button_cut(widget)
        ):
            yield f"{where} cuts {_plain(widget.text())[:80]!r}"
        if isinstance(widget, QLineEdit) and _placeholder_cut(widget):
            yield f"{where} cuts its placeholder {widget.placeholderText()!r}"
        if isinstance(widget, QAbstractItemView) and widget.horizontalScrollBar().isVisible():
            yield f"{where} scrolls sideways: its items are wider than it"
        place = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
        if widget.width() > 0 and widget.height() > 0 and not bounds.contains(place):
            yield f"{where} lies outside its window ({place.x()}, {place.y()}, {place.width()} x {place.height()})"


# ---------------------------------------------------------------------------------- the windows

NAMES = ("Anna", "Boris", "Chloé", "Dmitri")


def cash_table(game: str) -> Table:
    stakes = {
        "nlhe": Stakes.of_blinds(50, 100),
        "stud8": Stakes.of_stud(10, 25, 100, 200),
        "27td": Stakes.of_limit(100, 200, small_blind=50),
    }[game]
    ruleset = RRoP if game == "stud8" else TDA  # RRoP: stud's big bet on an open pair
    config = TableConfig.cash(game, stakes, seat_count=6, max_buy_in=100_000, ruleset=ruleset)
    table = Table(config)
    # Unequal stacks: an all-in makes side pots. Dmitri sits out (a seat's note).
    for seat, name, stack in zip((1, 3, 4, 5), NAMES, (10_000, 2_000, 6_000, 8_000), strict=True):
        table.sit_down(seat, name, stack)
    return table


def tournament_table() -> Table:
    structure = (
        Level.of(600, Stakes.of_blinds(10, 20)),
        Level.pause(300),
        Level.of(600, Stakes.of_blinds(20, 40, 5)),
    )
    config = TableConfig.tournament("nlhe", structure, starting_stack=1500, seat_count=6)
    table = Table(config)
    for seat, name in zip((1, 2, 4, 6), NAMES, strict=True):
        table.sit_down(seat, name, 1500)
    return table


def choice_table() -> Table:
    stakes = {"nlhe": Stakes.of_blinds(1, 2), "razz": Stakes.of_stud(1, 2, 4, 8)}
    config = TableConfig.cash(
        ("nlhe", "razz"), stakes, dealers_choice=True, rotation=Rotation.HANDS,
        rotation_length=1, seat_count=6, max_buy_in=400,
    )  # fmt: skip
    table = Table(config)
    for seat, name in zip((1, 3, 5), NAMES, strict=False):
        table.sit_down(seat, name, 200)
    return table


def play_hand(  # type: ignore[no-untyped-def]
    controller, look: Callable[[], None], middle: Callable[[], None] | None = None
) -> None:
    """Every kind of step of a hand, to its end: a raise, an all-in, calls, cards, draws, a
    muck and a show; ``look`` reads the window after each, ``middle`` once on the second
    betting round."""
    hand = controller.hand
    assert hand is not None
    shown = 0
    for step in range(300):
        look()
        if hand.phase is Phase.OVER:
            return
        if middle is not None and hand.street == 1:
            middle()
            middle = None
        need = hand.need()
        free = [str(card) for card in DECK if card not in controller.cards_in_play()]
        refused = step in (0, 8) and not controller.bet_raise(10**9)
        if refused and not controller.enter_cards("Zz"):
            look()  # refused first (the window says why), then entered
        if need.kind == "show":
            assert need.player is not None
            if shown and not hand.face_up and controller.muck():
                continue
            shown += 1
            holding = hand.hole[need.player]
            known = [str(card) for card in holding if card is not None]
            cards = known + free[: len(holding) - len(known)]
            assert controller.show(" ".join(cards)), controller.last_refusal
        elif need.kind == "upcard":
            assert controller.enter_cards(free[0]), controller.last_refusal
        elif need.kind == "board":
            assert controller.enter_cards(" ".join(free[: need.count])), controller.last_refusal
        elif hand.phase is Phase.DRAW:
            assert controller.draw(step % 3), controller.last_refusal
        else:
            options = controller.options()
            assert options is not None
            if options.bring_in is not None:
                assert controller.bring_in(), controller.last_refusal
            elif step % 5 == 2 and options.can_raise and options.min_to is not None:
                to = options.all_in_to if step == 2 and not options.fixed else options.min_to
                assert controller.bet_raise(to), controller.last_refusal
            else:
                assert controller.check_call(), controller.last_refusal
    pytest.fail("the hand did not end")


def walk_irregularity(walk: Walk, window, name: str, apply: bool = False) -> None:  # type: ignore[no-untyped-def]
    """The irregularity assistant over the hand: every error it offers; an action out of turn
    applied (the action is held until the player's turn: the status bar says so)."""
    from dealer_app.engine.dealer_errors import DealerError
    from dealer_app.ui.dealer.irregularity import IrregularityDialog

    dialog = window.open_irregularity()
    assert isinstance(dialog, IrregularityDialog)
    for error in dialog.errors:
        dialog.choose(error)
        walk.window(name, dialog)
    if DealerError.OUT_OF_TURN in dialog.errors:
        dialog.choose(DealerError.OUT_OF_TURN)
        for index in range(dialog.action_box.count()):
            dialog.action_box.setCurrentIndex(index)
            walk.window(name, dialog)
        if apply:
            dialog.action_box.setCurrentIndex(0)
            assert dialog.apply(), dialog.error.text()
            walk.window(name, dialog)
            walk.window(name, window)
    dialog.reject()


def walk_players(walk: Walk, window: MainWindow, seat: int, name: str) -> None:
    """The players dialog, on ``seat``."""
    dialog = window.open_players(seat)
    assert dialog is not None
    walk.window(name, dialog)
    dialog.reject()


def walk_main_window(walk: Walk, qtbot, open_window, folder: Path) -> None:  # type: ignore[no-untyped-def]
    from dealer_app.ui.dealer.new_table import NewTableDialog
    from dealer_app.ui.settings_dialog import SettingsDialog

    window = MainWindow(settings=Settings.at(folder / "welcome.ini"))
    qtbot.addWidget(window)
    walk.window("welcome", window)
    window.show_reopening()
    walk.window("welcome", window)
    for game in ("nlhe", "stud8", "27td"):
        window = open_window(table=cash_table(game))
        controller = window.controller
        screen = window.screen_widget
        name = f"main {game}"
        walk.window(name, window)
        walk_irregularity(walk, window, f"irregularity {game}")
        for seat in (1, 2):  # an occupied seat's menu, an empty one's
            menu = screen.table_view.open_seat_menu(seat)
            walk.window(f"seat menu {game}", menu)
            menu.close()
        walk_players(walk, window, 1, f"players {game}")
        play_hand(
            controller,
            partial(walk.hand_screen, name, window),
            partial(walk_irregularity, walk, window, f"irregularity {game}", apply=True),
        )
        walk.window(name, window)
        if game == "nlhe":
            screenshot(window, f"walk_{walk.language}_{game}_over")
        controller.sit_out(5)
        assert controller.next_hand(), controller.last_refusal
        walk.window(name, window)
        menu = screen.table_view.open_seat_menu(5)  # sitting out: "come back"
        walk.window(f"seat menu {game}", menu)
        menu.close()
        controller.fold()
        controller.undo()
        walk.window(name, window)
        controller.misdeal()
        walk.window(name, window)
    walk_players(walk, window, 5, "players")
    # A tournament table: its clock, playing, paused, at the break.
    time = FakeTime()
    window = open_window(table=tournament_table(), time_source=time)
    walk.window("tournament", window)
    window.clock.toggle()
    walk.window("tournament", window)
    window.clock.toggle()
    time.advance(650)
    window.clock.tick()
    play_hand(window.controller, lambda: walk.hand_screen("tournament", window))
    window.controller.next_hand()
    walk.window("tournament", window)
    walk_players(walk, window, 3, "players tournament")
    # Dealer's choice: the game picker.
    window = open_window(table=choice_table())
    walk.window("dealer's choice", window)
    # The new-table dialog: cash, tournament, a rotation, dealer's choice.
    dialog = NewTableDialog(Settings.at(folder / "new.ini"), window)
    qtbot.addWidget(dialog)
    dialog.show()
    walk.window("new table", dialog)
    for format_index in range(dialog.format.count()):
        dialog.format.setCurrentIndex(format_index)
        games = range(dialog.game.count()) if format_index == 0 else (0, dialog.game.count() - 1)
        for game_index in games:  # every game and rotation in a cash game
            dialog.game.setCurrentIndex(game_index)
            walk.window("new table", dialog)
    screenshot(dialog, f"walk_{walk.language}_new_table")
    for name in dialog.amounts:  # every field refused
        dialog.amounts[name].setText("x")
    dialog.accept()
    walk.window("new table", dialog)
    dialog.reject()
    settings = SettingsDialog(Settings.at(folder / "settings.ini"), window)
    qtbot.addWidget(settings)
    walk.window("settings", settings)


def answer_modal(walk: Walk, name: str, then: Callable[[], object]) -> None:
    """Run ``then``, which opens a modal box; the box is read, then closed."""

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        assert box is not None, name
        walk.window(name, box)
        box.close()

    QTimer.singleShot(0, read_and_close)
    then()


def walk_figures(walk: Walk, open_window, folder: Path) -> None:  # type: ignore[no-untyped-def]
    """Training > Hide the figures: the student's bar in the dealer's window, a hand through."""
    window = open_window(table=cash_table("nlhe"))
    window.data_dir = folder
    window.figures_action.trigger()
    bar = window.figures_bar
    walk.window("hidden figures", window)
    bar.answer_edit.setText("1")
    bar._on_answer()  # no student's name yet: refused
    walk.window("hidden figures", window)
    bar.name_edit.setText("Ivan")
    for answer in ("dix", "1", "100"):
        bar.answer_edit.setText(answer)
        bar._on_answer()
        walk.window("hidden figures", window)
    play_hand(window.controller, lambda: walk.hand_screen("hidden figures", window))


def walk_abandon_question(walk: Walk, open_window) -> None:  # type: ignore[no-untyped-def]
    """A new table over a hand in play: the dealer is asked first."""
    window = open_window(table=cash_table("nlhe"))
    answer_modal(walk, "abandon question", window.may_replace_table)


def walk_history(walk: Walk, qtbot, folder: Path) -> None:  # type: ignore[no-untyped-def]
    """The browser over a session of two hands, each replayed step by step; a file imported."""
    from dealer_app.ui.dealer.history_view import HistoryDialog
    from tests.ui.history_session import play_session

    session = play_session(qtbot, Settings.at(folder / "h.ini"), folder / "data", ("nlhe", "plhe"))
    walk.window("main after a session", session.window)
    dialog = HistoryDialog(session.window)
    qtbot.addWidget(dialog)
    dialog.resize(1300, 820)
    dialog.show()
    walk.window("history", dialog)
    for row in range(dialog.list_model.rowCount()):
        dialog.open_row(row)
        replay = dialog.replay
        assert replay is not None
        for step in range(replay.controller.last_step + 1):
            replay.controller.go(step)
            walk.window("history replay", dialog)
    path = folder / "session.phhs"
    assert dialog.export_session(path), dialog.message.text()
    walk.window("history", dialog)
    assert dialog.import_file(path), dialog.message.text()
    walk.window("history imported", dialog)
    dialog.open_row(0)
    assert dialog.replay is not None
    dialog.replay.controller.go(dialog.replay.controller.last_step)
    walk.window("history imported", dialog)
    (folder / "bad.phh").write_text("variant = 'NT'\nactions = ['d dh p9 AsAh']\n")
    dialog.import_file(folder / "bad.phh")
    walk.window("history refused", dialog)
    session.journal.close()


def walk_director(walk: Walk, qtbot, folder: Path, qm_dir: Path) -> None:  # type: ignore[no-untyped-def]
    """The director's window (as ``python -m dealer_app director`` opens it) through an event
    to its winner, with its dialogs and its players' display panel."""
    from dealer_app.engine.tournament import AddOn, ChipSet, ColourUp, Rebuys, Setup
    from dealer_app.engine.tournament import Level as EventLevel
    from dealer_app.ui.director.app import open_director
    from dealer_app.ui.director.window import SetupDialog, StacksDialog

    window = open_director(folder)
    qtbot.addWidget(window)
    window.now = clock = FakeTime(1_000_000)
    window.show()
    walk.window("director", window)
    dialog = SetupDialog(window.folder, window)
    qtbot.addWidget(dialog)
    for index in range(dialog.structure.count()):
        dialog.structure.setCurrentIndex(index)
        walk.window("director setup", dialog)
    dialog.payouts.setPlainText("10: 60 40\n30 50 30 20")
    dialog._on_accept()
    walk.window("director setup", dialog)
    dialog.reject()
    levels = (
        EventLevel(25, 50, minutes=10), EventLevel.pause(10), EventLevel(100, 200, minutes=10),
        EventLevel(200, 400, ante=400, minutes=10),
    )  # fmt: skip
    setup = Setup.of(
        "Jeudi 40", levels, tables=3, max_field=27, seed=3, buy_in=11_000, fee=1_000,
        chips=ChipSet((25, 100, 500), (ColourUp(25, 1),)), starting_stack=1_000,
        rebuys=Rebuys(until_level=1, price=10_000, chips=1_000, max_stack=1_000),
        add_on=AddOn(level=1, price=5_000, chips=2_000),
    )  # fmt: skip
    window.new_event(setup)
    names = [*NAMES, "Elena", "Farid", "Greta", "Hugo", "Inès", "Jurij", "Kasia", "Lev"]
    for number, name in enumerate(names):
        window.register(name, paid=number % 4 != 0)
    window.register(names[0])  # twice: refused
    walk.window("director", window)
    window.withdraw(names[-1])
    window.start()
    walk.window("director", window)
    window.table_map.selectAll()
    window.rebuy_selected()
    window.add_on_selected()
    walk.window("director", window)
    tournament = event_of(window)
    table = tournament.open_tables()[0]
    for stacks in (None, [25]):
        stacks_dialog = StacksDialog(tournament, table, stacks, window)
        qtbot.addWidget(stacks_dialog)
        walk.window("director stacks", stacks_dialog)
        stacks_dialog.reject()
    window.toggle_clock()
    walk.window("director", window)
    show_display(walk, qtbot, window.session, qm_dir)
    window.toggle_clock()
    window.toggle_hand_for_hand()
    first, second = tournament.players_at(table)[0], tournament.players_at(table + 1)[0]
    window.eliminate([first])
    window.eliminate([second])
    walk.window("director", window)
    assert window.hand_for_hand_done(), window.error.text()
    walk.window("director", window)
    assert window.undo(), window.error.text()
    walk.window("director", window)
    assert window.hand_for_hand_done(), window.error.text()
    assert not event_of(window).hand_for_hand  # it ended as the final table formed (issue 26)
    clock.advance(11 * 60)
    window._refresh_clock()
    walk.window("director", window)
    display = show_display(walk, qtbot, window.session, qm_dir)
    screenshot(display, f"walk_{walk.language}_display")
    while event_of(window).players_left > 3:
        clock.advance(60)
        tournament = event_of(window)
        out = tournament.players_at(tournament.open_tables()[-1])[0]
        assert window.eliminate([out]), window.error.text()
        walk.window("director", window)
    for row in range(window.deal_table.rowCount()):
        item = window.deal_table.item(row, 1)
        assert item is not None
        item.setText(str(1000 * (row + 1)))
    window.compute_deal()
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        walk.window("director", window)
    screenshot(window, f"walk_{walk.language}_director")
    while not event_of(window).ended:
        tournament = event_of(window)
        out = tournament.players_at(tournament.open_tables()[-1])[0]
        assert window.eliminate([out]), window.error.text()
    walk.window("director", window)
    for kind in ("seats", "entries", "results"):
        walk.texts("director print", [("html", window.print_html(kind))])
    show_display(walk, qtbot, window.session, qm_dir)
    answer_modal(walk, "director open", window._on_open)
    # Fewer entries than the minimum: the director is asked, then the event is cancelled.
    window.new_event(Setup.of("Vendredi", levels, min_field=5, seed=4))
    for name in NAMES[:2]:
        window.register(name)
    answer_modal(walk, "director confirm", window.start)
    window.confirm = lambda _text: True
    assert window.start(), window.error.text()
    walk.window("director", window)


ANNOUNCEMENT = {
    "en": "Dinner break after level 4",
    "fr": "Pause dîner après le niveau 4",
    "ru": "Ужин после 4-го уровня",
}


def event_of(window: DirectorWindow) -> Tournament:
    assert window.session is not None
    return window.session.tournament


def show_display(walk: Walk, qtbot, session, qm_dir: Path) -> QWidget:  # type: ignore[no-untyped-def]
    """The players' display of the event, in the language."""
    from dealer_app.session.display import display_state
    from dealer_app.ui.display.window import DisplayWindow

    window = DisplayWindow(walk.language, translations=qm_dir)
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    walk.window("players' display", window)
    window.show_state(display_state(session, announcements=(ANNOUNCEMENT[walk.language],)))
    window.show_address("http://192.168.1.10:8080/")
    walk.window("players' display", window)
    return window


def asked(window: TrainerWindow) -> Question:
    """The question the training room asks now."""
    assert window.session is not None and window.session.current is not None
    return window.session.current.question


def walk_trainer(walk: Walk, qtbot, folder: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The training room: the start page, a question of every drill answered right and wrong,
    an exam to its report; the instructor's view with the class's results."""
    from dealer_app.engine.drills import Skill, games_for, truth, wrong_answers
    from dealer_app.session.training import exams, sitting
    from dealer_app.session.training.answers import Mode, answer_text
    from dealer_app.ui.training.instructor import InstructorWindow
    from dealer_app.ui.training.lists import set_checked

    # The same questions at every run (the room draws them from a fresh seed).
    for module in (exams, sitting):
        monkeypatch.setattr(module, "secrets", SimpleNamespace(randbits=lambda bits: 2024))

    data = folder / "training"
    window = TrainerWindow(data)
    qtbot.addWidget(window)
    window.show()
    walk.window("trainer", window)
    window.name_edit.setText("Anna")
    set_checked(window.skill_list, {"BRING_IN"})
    set_checked(window.game_list, {"nlhe"})
    window.start()  # refused: no question of that skill in that game
    walk.window("trainer", window)
    for mode, skills in ((Mode.LEARN, list(Skill)), (Mode.PRACTICE, [Skill.TO_CALL])):
        window.mode_buttons[mode].setChecked(True)
        for skill in skills:
            set_checked(window.skill_list, {skill.name})
            set_checked(window.game_list, {games_for(skill)[-1]})
            assert window.start(), window.start_problem.text()
            walk.window(f"trainer {mode.name}", window)
            question = asked(window)
            window.submit(answer_text(question, wrong_answers(question)[0]))
            walk.window(f"trainer {mode.name}", window)
            window.next_question()
            window.submit(answer_text(asked(window), truth(asked(window))))
            walk.window(f"trainer {mode.name}", window)
            window.next_question()
            window.submit("?")
            walk.window(f"trainer {mode.name}", window)
            window.stop()
            walk.window(f"trainer {mode.name}", window)
            # The questions' table views are gone (deleted later, by the event loop).
            QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        if mode is Mode.LEARN:
            window.start()
            screenshot(window, f"walk_{walk.language}_trainer")
            window.stop()
    instructor = InstructorWindow(data)
    qtbot.addWidget(instructor)
    instructor.show()
    walk.window("instructor", instructor)
    set_checked(instructor.skill_list, {"SIDE_POTS", "SHOWDOWN"})
    set_checked(instructor.game_list, {"plo8"})
    instructor.count_spin.setValue(2)
    exam = instructor.make_exam()
    assert exam is not None
    walk.window("instructor", instructor)
    window.back_to_start()
    window.mode_buttons[Mode.EXAM].setChecked(True)
    window.code_edit.setText(exam.code)
    assert window.start(), window.start_problem.text()
    for _ in range(2):
        window.submit(answer_text(asked(window), truth(asked(window))))
        walk.window("trainer exam", window)
        if window.session is not None:
            window.next_question()
    walk.window("trainer exam report", window)
    window.back_to_start()
    window.show_student_report()
    walk.window("trainer report", window)
    instructor.read_results()
    walk.window("instructor", instructor)
    walk.texts("instructor print", [("html", instructor.results_html())])
    window.back_to_start()
    window.mode_buttons[Mode.LIVE].setChecked(True)
    walk.window("trainer", window)
    set_checked(window.game_list, {"stud8"})
    assert window.start(), window.start_problem.text()
    walk.window("trainer live", window)


# Each window and dialog, as the walk names it: every one must have been read.
WINDOWS = {
    "welcome", "main nlhe", "main stud8", "main 27td", "irregularity nlhe", "irregularity stud8",
    "irregularity 27td", "seat menu nlhe", "players nlhe", "tournament", "players tournament",
    "dealer's choice", "new table", "settings", "hidden figures", "abandon question", "history",
    "history replay", "history imported", "director", "director setup", "director stacks",
    "director print", "director open", "director confirm", "trainer live", "players' display", "trainer", "trainer LEARN",
    "trainer PRACTICE", "trainer exam", "trainer report", "instructor", "instructor print",
}  # fmt: skip


# One walk per language serves both tests below (a walk takes the better part of a minute).
_WALKS: dict[str, Walk] = {}


def walked(qtbot, open_window, qm_dir: Path, folder: Path, monkeypatch, language: str) -> Walk:  # type: ignore[no-untyped-def]
    if language not in _WALKS:
        assert i18n.install(language, folder=qm_dir) == language
        catalogue = Catalogue(language) if language == "en" else Catalogue.of(language)
        walk = Walk(language, catalogue, folder)
        walk_main_window(walk, qtbot, open_window, folder)
        walk_figures(walk, open_window, folder / "figures")
        walk_abandon_question(walk, open_window)
        walk_history(walk, qtbot, folder / "history")
        walk_director(walk, qtbot, folder / "director", qm_dir)
        walk_trainer(walk, qtbot, folder, monkeypatch)
        _WALKS[language] = walk
    return _WALKS[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_window_speaks_the_language(  # type: ignore[no-untyped-def]
    qtbot, open_window, qm_dir: Path, tmp_path: Path, monkeypatch, language: str
) -> None:
    walk = walked(qtbot, open_window, qm_dir, tmp_path, monkeypatch, language)
    assert walk.read > 1000
    assert walk.walked >= WINDOWS, f"not walked: {sorted(WINDOWS - walk.walked)}"
    assert not walk.clashes, "entries sharing a key letter:\n" + "\n".join(sorted(walk.clashes))
    found = walk.report()
    assert not found, "untranslated:\n" + "\n".join(found)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_window_fits_a_1366_by_768_screen(  # type: ignore[no-untyped-def]
    qtbot, open_window, qm_dir: Path, tmp_path: Path, monkeypatch, language: str
) -> None:
    """No window taller or wider than the screen, no text cut, no widget beyond its window's
    edge (the screenshots in tests/screenshots/walk_<language>_*.png show each window)."""
    walk = walked(qtbot, open_window, qm_dir, tmp_path, monkeypatch, language)
    cut = walk.layout_report()
    assert not cut, f"cut or off the 1366 x 768 screen ({len(cut)}):\n" + "\n".join(cut)


def test_menu_entries_have_their_own_keys_in_english(qtbot, open_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """French and Russian are checked by the walk; English's key letters too (no catalogue)."""
    from dealer_app.ui.dealer.history_view import HistoryDialog
    from dealer_app.ui.dealer.new_table import NewTableDialog
    from dealer_app.ui.director.app import open_director
    from dealer_app.ui.director.window import SetupDialog
    from dealer_app.ui.settings_dialog import SettingsDialog
    from dealer_app.ui.training.instructor import InstructorWindow

    walk = Walk("en", Catalogue("en"), tmp_path)
    window = open_window(table=cash_table("nlhe"))
    walk.window("main", window)
    assert window.screen_widget is not None
    walk.window("seat menu", window.screen_widget.table_view.open_seat_menu(1))
    walk_irregularity(walk, window, "irregularity")
    walk_players(walk, window, 1, "players")
    director = open_director(tmp_path / "director")
    qtbot.addWidget(director)
    walk.window("director", director)
    settings = Settings.at(tmp_path / "settings.ini")
    trainer = TrainerWindow(tmp_path / "training")
    for name, dialog in (
        ("new table", NewTableDialog(settings, window)),
        ("settings", SettingsDialog(settings, window)),
        ("history", HistoryDialog(window)),
        ("director setup", SetupDialog(tmp_path, director)),
        ("trainer", trainer),
        ("instructor", InstructorWindow(tmp_path / "training")),
    ):
        qtbot.addWidget(dialog)
        dialog.show()
        walk.window(name, dialog)
    assert not walk.clashes, "entries sharing a key letter:\n" + "\n".join(sorted(walk.clashes))
