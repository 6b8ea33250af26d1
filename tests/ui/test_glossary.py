"""The words a croupier reads aloud, held to one grammar and one glossary (issue 29).

A player's name is never inflected: in French no "de Anna" (it would need "d'Anna"), in
Russian no name where a case ending is needed ("Пересадите Юлия"): the sentence is built around
the name. Each term of the card room has one translation in each language ("Maldonne", never
"Fausse donne"), and a count is written with the language's plural forms ("1 jeton", "3 фишки",
"72 балла"), never glued to a noun of a fixed form.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path

import pytest

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"


@dataclass(frozen=True)
class Text:
    """One text of a .ts file: its context and source, and each of its translations (one per
    plural form)."""

    context: str
    source: str
    comment: str
    numerus: bool
    forms: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.context}: {self.source!r} -> {' | '.join(self.forms)!r}"


def texts(language: str) -> list[Text]:
    found = []
    root = ElementTree.parse(TRANSLATIONS / f"dealer_{language}.ts").getroot()
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            found.append(
                Text(
                    name,
                    message.findtext("source", ""),
                    message.findtext("comment", ""),
                    message.get("numerus") == "yes",
                    forms or (translation.text or "",),
                )
            )
    return found


# ------------------------------------------------------------------------------ names

# The holes that hold a player's name (or a list of names): the messages' named ones ...
NAME_KEYS = ("player", "other", "actor", "drawer", "winner")
# ... a Qt text's %N with an English possessive ("%1's cards"), or opening a sentence whose
# verb is the player's ("%1 raises to %2", "May %1 raise?") ...
_VERB = (
    r"acts|acted|brings|has|may|plays|raises|receives|says|wins|folds|folded|checks|calls|"
    r"bets|completes|is dealt|stands|changes|shows|mucks|mucked|showed|to act|is out"
)
_POSSESSIVE = re.compile(r"(%\d)'s\b")
_SUBJECT = re.compile(rf"(?:^|[.:;!?]\s+|\()(%\d) (?:{_VERB})\b")
_ASKED = re.compile(r"\b(?:May|does|[Ss]ince) (%\d)\b|\bchip (%\d) has\b")
# ... and the texts where only the code says the hole is a name (or, in Russian, a hand's name
# that a verb would have to decline: "играет пару восьмёрок").
NAMED_HOLES = {
    ("Director", "Move %1, table %2 seat %3, to table %4 seat %5."): ("%1",),
    ("Director", "Move %1, table %2 seat %3, to table %4 seat %5: the big blind there."): ("%1",),
    ("HandSummary", "between %1"): ("%1",),
    ("ShowdownPanel", "between %1"): ("%1",),
    ("HandSummary", "Uncalled %1 returned to %2"): ("%2",),
    ("Drills", "Odd chip to %1: %2."): ("%1",),
    ("Drills", "A chip of %1 each to %2."): ("%2",),
    ("Drills", "%1 plays %2 (%3)."): ("%1", "%2"),
    ("Drills", "%1 receives %2 (%3) with %4 (%5)."): ("%1", "%4"),
    ("Drills", "Nobody is raced out: %1 kept in with one chip of %2."): ("%1",),
    ("ActionPanel", "Type the %1 upcard of %2."): ("%2",),
    ("TrainerWindow", "Report of %1"): ("%1",),
    ("Irregularity", "The action to %1 has not changed: his action out of turn stands (%2)."): (
        "%1",
    ),
    (
        "Irregularity",
        "The action to %1 has changed: his action out of turn (%2) does not bind. His chips go "
        "back and he has every option.",
    ): ("%1",),
}


def name_holes(text: Text) -> set[str]:
    """The holes of ``text`` that hold a player's name."""
    holes = {f"{{{key}}}" for key in NAME_KEYS if f"{{{key}}}" in text.source}
    for pattern in (_POSSESSIVE, _SUBJECT, _ASKED):
        holes.update(
            hole for match in pattern.finditer(text.source) for hole in match.groups() if hole
        )
    holes.update(NAMED_HOLES.get((text.context, text.source), ()))
    return holes


# French: a name after "de" or "que" would need the elision ("d'Anna", "qu'Anna").
_FRENCH_ELISION = re.compile(r"(?:\b(?:de|que|lorsque|puisque)\s+|\b(?:d|qu)['’]\s*)$", re.I)
# Russian: a name stays in the nominative: it opens the sentence or a clause (after ":", "—",
# "(", a comma ...), or stands beside a noun that takes the case ("игрока Вера").
_RUSSIAN_NOMINATIVE = re.compile(r"(?:^|[.:;!?,(«—–]\s*|\b(?i:игрок\w*|комбинаци\w*)\s+)$")


def misplaced_names(language: str, text: Text) -> list[str]:
    """The name holes of ``text``'s translations that the language would have to inflect."""
    wrong = []
    for form in text.forms:
        for hole in sorted(name_holes(text)):
            for at in (match.start() for match in re.finditer(re.escape(hole), form)):
                before = form[:at]
                if language == "fr" and _FRENCH_ELISION.search(before):
                    wrong.append(f"{before[-12:]}{hole}")
                if language == "ru" and not _RUSSIAN_NOMINATIVE.search(before):
                    wrong.append(f"{before[-12:]}{hole}")
    return wrong


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_a_name_is_never_inflected(language: str) -> None:
    """French: no "de %1" / "que %1" before a name ("Élimination de Anna"); Russian: a name only
    where the nominative is right ("%1: со стола 1 …", "— претенденты: %1", "игрока %1")."""
    wrong = [f"{text} [{', '.join(found)}]" for text in texts(language)
             if (found := misplaced_names(language, text))]  # fmt: skip
    assert wrong == [], f"{len(wrong)} texts:\n" + "\n".join(wrong)


def test_the_name_rule_finds_what_it_is_for() -> None:
    def text(source: str, translation: str, context: str = "Director") -> Text:
        return Text(context, source, "", False, (translation,))

    assert misplaced_names("fr", text("%1 is out: %2.", "Élimination de %1 : %2."))
    assert misplaced_names("fr", text("Report of %1", "Bilan de %1", "TrainerWindow"))
    assert misplaced_names("fr", text("Since %1 acted", "Depuis que %1 a parlé"))
    assert misplaced_names("fr", text("{player}'s cards", "Les cartes d'{player}", "Messages"))
    assert not misplaced_names("fr", text("%1 is out: %2.", "%1 est éliminée : %2."))
    assert not misplaced_names("fr", text("Level %1 of %2", "Niveau %1 de %2", "ClockBar"))
    move = "Move %1, table %2 seat %3, to table %4 seat %5."
    assert misplaced_names("ru", text(move, "Пересадите %1, стол %2 место %3."))
    assert not misplaced_names("ru", text(move, "%1: со стола %2, место %3."))
    assert misplaced_names("ru", text("between %1", "между %1", "HandSummary"))
    assert not misplaced_names("ru", text("between %1", "— претенденты: %1", "HandSummary"))
    assert misplaced_names("ru", text("%1 plays %2 (%3).", "%1 играет %2 (%3).", "Drills"))
    assert not misplaced_names("ru", text("%1 plays %2 (%3).", "%1: %2 (%3).", "Drills"))
    assert not misplaced_names("ru", text("%1's cards:", "Карты игрока %1:", "ActionPanel"))


# ------------------------------------------------------------------------------ one word


@dataclass(frozen=True)
class Term:
    """Where the English says ``source``, the language says ``said``; ``never`` is said nowhere
    (or nowhere the English matches ``scope``)."""

    language: str
    source: str
    said: str
    never: str = r"(?!)"
    scope: str = ""


GLOSSARY = (
    Term("fr", r"\bmisdeal", r"\bmaldonne", r"\bfausse donne"),
    Term("fr", r"\bsubstantial action", r"\baction substantielle", r"\bsignificative"),
    # (A chip race's "odd chips" are the chips left over, "jetons restants".)
    Term(
        "fr", r"(?<!per )(?<!for the )\bodd chip", r"\bjetons? indivisibles?", r"\bjetons? de trop"
    ),
    Term("fr", r"(?i)\bseats?\b(?! (?:a|at|the|new|players?)\b)", r"(?i)\bsièges?\b"),
    Term("fr", r"\bBB\b", r"\bGB\b", r"\bBB\b"),
    Term("fr", r"\bbig-blind ante", r"\bante grosse blinde", r"(?i)\bante big blind"),
    Term("fr", r"\bre-?entr(?:y|ies)", r"\bré-?entrées?", r"\bre-entr"),
    Term("fr", r"\bBlinds\b", r"\bBlindes\b", r"\bBlinds\b"),
    Term("fr", r"(?i)\bcolour-up", r"(?i)\bchangement de jetons", r"(?i)\brace off\b"),
    Term("fr", r"^%1 folds$", r"^%1 se couche$", r"\babandonn", scope=r"\bfold"),
    Term("fr", r"^limit %1/%2", r"^limite %1/%2", r"^limit\b", scope=r"^limit %1"),
    Term("ru", r"(?i)\bhand-for-hand", r"(?i)\bрука в руку", r"(?i)\bрука за руку"),
    Term(
        "ru",
        r"(?i)\b(?:betting|round) is capped",
        r"(?i)\bлимит рейзов исчерпан \(кэп\)",
        r"(?i)торговля закрыта|рейзы исчерпаны|закрыта кэпом",
    ),
    Term("ru", r"(?i)\bpause\b.*\bresume\b", r"(?i)пауза\b.*\bпуск", r"(?i)пауза / ход"),
)


@pytest.mark.parametrize("term", GLOSSARY, ids=lambda term: f"{term.language} {term.source}")
def test_one_word_for_one_thing(term: Term) -> None:
    said, never = re.compile(term.said), re.compile(term.never)
    other = [
        str(text)
        for text in texts(term.language)
        if re.search(term.source, text.source) and not all(said.search(f) for f in text.forms)
    ]
    assert other == [], f"{len(other)} texts do not say {term.said!r}:\n" + "\n".join(other)
    found = [
        str(text)
        for text in texts(term.language)
        if re.search(term.scope, text.source) and any(map(never.search, text.forms))
    ]
    assert found == [], f"{len(found)} texts say {term.never!r}:\n" + "\n".join(found)


# ------------------------------------------------------------------------------ counts

# A count written before a noun ("%1 points", "{count} tries") needs the plural forms: "1
# point", "21 балл", "3 фишки". A value that is not a count ("the %1 chips", a chip's value;
# "at most {most} players", a bound; "There are {count} players", a hand's, two or more) is
# left as it is.
_COUNTED = re.compile(
    r"(?<!\bThere are )(?<!\bthe )(?<!\bmost )(?<!\bleast )(?<!\bto )(?<!\bof )(?<!\bfor )"
    r"(%\d|\{count\}) (chips|points|tries|re-entries|entries|hands|cards|players|tables|levels|"
    r"minutes|questions|seconds|seats|rebuys|add-ons|pots)\b"
)


def test_a_count_before_a_noun_has_plural_forms() -> None:
    """No "1 jetons", "1 re-entries", "1 tries left", "разыгрывается 3 фишек", "72 баллов": a
    text counting a noun is marked with its count (%n, or a message's count), so that each
    language writes the noun's form for the number."""
    glued = [str(text) for text in texts("fr") if _COUNTED.search(text.source) and not text.numerus]
    assert glued == [], f"{len(glued)} texts:\n" + "\n".join(glued)


def test_the_count_rule_finds_what_it_is_for() -> None:
    for source in ("Right: %1 points.", "Wrong PIN ({count} tries left).", "%1 entries, fewer"):
        assert _COUNTED.search(source), source
    for source in ("Colour-up: the %1 chips leave", "at most {most} players", "%n hands saved"):
        assert not _COUNTED.search(source), source


@pytest.mark.parametrize(
    ("language", "count", "expected"),
    [
        ("en", 1, ("Right: 1 point.", "Wrong PIN (1 try left).")),
        ("fr", 1, ("Juste : 1 point.", "Code erroné (1 essai restant).")),
        ("fr", 3, ("Juste : 3 points.", "Code erroné (3 essais restants).")),
        ("ru", 72, ("Верно: 72 балла.", "Неверный PIN (осталось 72 попытки).")),
        ("ru", 21, ("Верно: 21 балл.", "Неверный PIN (осталась 21 попытка).")),
        ("ru", 5, ("Верно: 5 баллов.", "Неверный PIN (осталось 5 попыток).")),
    ],
)
def test_a_count_takes_the_form_of_its_number(
    qm_dir: Path, language: str, count: int, expected: tuple[str, str]
) -> None:
    from PySide6.QtCore import QCoreApplication

    from dealer_app.messages import QT_TRANSLATE_NOOP, Message
    from dealer_app.ui import i18n, messages

    assert i18n.install(language, folder=qm_dir) == language
    right = QCoreApplication.translate("TrainerWindow", "Right: %n points.", "", count)
    one = "Wrong PIN ({count} try left)."
    wrong = Message(
        QT_TRANSLATE_NOOP("Messages", "Wrong PIN ({count} tries left).", one, 1),
        one=one,
        count=count,
    )
    assert (right, messages.text(wrong)) == expected
