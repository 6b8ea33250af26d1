"""The message catalogue: every key the program says has its translation, with the same
holes, and formats with its values in each language (dealer_app.messages)."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from dealer_app.messages import CONTEXT, QT_TRANSLATE_NOOP, Amount, Message, Rank, Word, holes
from dealer_app.ui import i18n, messages

ROOT = Path(__file__).resolve().parents[2]
TS_FILES = sorted((ROOT / "resources" / "translations").glob("dealer_??.ts"))
MESSAGE_CONTEXTS = (CONTEXT, "Hands", messages.RANKS)


def _catalogue(ts: Path) -> list[tuple[str, str, list[str]]]:
    """(context, key, translations) of the message contexts of a .ts file."""
    found = []
    for context in ElementTree.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        if name not in MESSAGE_CONTEXTS:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [form.text or "" for form in translation.iter("numerusform")]
            found.append((name, message.findtext("source", ""), forms or [translation.text or ""]))
    return found


@pytest.mark.parametrize("ts", [ts for ts in TS_FILES if ts.stem != "dealer_en"], ids=str)
def test_every_translation_keeps_the_keys_holes(ts: Path) -> None:
    wrong = [
        f"{context}: {key!r} -> {form!r}"
        for context, key, forms in _catalogue(ts)
        for form in forms
        if form and holes(form) != holes(key)
    ]
    assert wrong == []


def test_a_message_formats_its_values_in_each_language(qapp, qm_dir: Path) -> None:  # type: ignore[no-untyped-def]
    """Every key of the catalogue, filled with a value per hole, in French and Russian: no hole
    is left, every value is in the sentence."""
    try:
        for language in ("fr", "ru"):
            assert i18n.install(language, folder=qm_dir) == language
            for context, key, _forms in _catalogue(
                ROOT / f"resources/translations/dealer_{language}.ts"
            ):
                if context == messages.RANKS:
                    continue
                values = {name: f"<{name}>" for name in holes(key)}
                said = messages.text(Message(key, context=context, **values))
                assert "{" not in said or "{" in key.format_map(values), (language, key, said)
                assert all(value in said for value in values.values()), (language, key, said)
    finally:
        i18n.install("en", folder=qm_dir)


def test_values_are_written_the_languages_way(qapp, qm_dir: Path) -> None:  # type: ignore[no-untyped-def]
    message = Message(
        QT_TRANSLATE_NOOP("Messages", "{player} may {verb} to at most {amount}: pot limit."),
        player="Anna", verb=Word("raise"), amount=Amount(1234550, 2),
    )  # fmt: skip
    try:
        assert messages.text(message) == "Anna may raise to at most 12345.50: pot limit."
        i18n.install("fr", folder=qm_dir)
        assert "12\u202f345,50" in messages.text(message)
        i18n.install("ru", folder=qm_dir)
        assert "12\u00a0345,50" in messages.text(message)
    finally:
        i18n.install("en", folder=qm_dir)


def test_english_says_one_or_many() -> None:
    key = QT_TRANSLATE_NOOP(
        "Messages", "{player} shows {count} cards.", "{player} shows {count} card.", 1
    )
    one = "{player} shows {count} card."
    assert str(Message(key, one=one, player="Anna", count=1)) == "Anna shows 1 card."
    assert str(Message(key, one=one, player="Anna", count=2)) == "Anna shows 2 cards."
    assert str(Rank("Q", "plural")) == "queens"


def test_every_refusal_is_a_marked_key() -> None:
    """No sentence is built by hand: a message, a refusal or an engine error is made from a key
    marked for the translators (QT_TRANSLATE_NOOP), never from a literal or an f-string."""
    makers = {"Message", "Refusal", "IllegalAction", "JournalError", "TournamentError",
              "TrainingError", "DisplayRefusal", "HistoryError"}  # fmt: skip
    unmarked = []
    for path in sorted((ROOT / "dealer_app").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            name = (
                node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            )
            first = node.args[0]
            if name in makers and isinstance(first, (ast.Constant, ast.JoinedStr)):
                unmarked.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert unmarked == []
