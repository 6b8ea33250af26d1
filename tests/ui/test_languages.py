"""The window in French and in Russian; the language follows the settings and changes live."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from dealer_app.engine.hand import HandSetup
from dealer_app.engine.variants import VARIANTS
from dealer_app.ui import i18n
from dealer_app.ui.settings_dialog import SettingsDialog
from tests.ui.conftest import Dealer, screenshot


def test_limit_omaha_hi_lo_hand_in_french(qtbot, open_window, qm_dir: Path) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install("fr", folder=qm_dir) == "fr"
    setup = HandSetup(
        VARIANTS["lo8"], (500,) * 4, blinds=(5, 10, 0, 0), antes=(0, 0, 0, 43),
        small_bet=10, big_bet=20, names=("Boris", "Chloé", "Dan", "Anna"),
    )  # fmt: skip
    window = open_window(setup, seats=(2, 3, 4, 1))
    dealer = Dealer(qtbot, window)
    assert dealer.prompt == "À Dan : 10 pour suivre."
    assert dealer.actions_text("fold") == "Se coucher  [F]"
    assert dealer.actions_text("raise") == "Relancer à 20  [R]"
    assert "PB" in dealer.seat(2).split("\n") and "Siège 2" in dealer.seat(2)
    dealer.call()
    dealer.fold()
    dealer.call()
    dealer.call()
    assert dealer.prompt == "Retournez le flop : 3 cartes."
    dealer.cards("2c 3d 7c")
    dealer.key("z", Qt.KeyboardModifier.ControlModifier)  # 7♣ was a mistake: undo the flop
    assert dealer.prompt == "Retournez le flop : 3 cartes."
    dealer.cards("2c 3d 7h")
    dealer.key("r")
    assert dealer.log()[-1] == "Boris mise 10"
    dealer.call()
    dealer.call()
    dealer.cards("Kc")
    for _ in range(3):
        dealer.call()
    dealer.cards("Kc")  # the turn again
    assert dealer.error == "Non saisi : Kc. K♣ est déjà sur le tableau."
    dealer.cards("Ks")
    for _ in range(3):
        dealer.call()
    dealer.cards("Kd Kh Qs Qd")
    dealer.cards("Ah 4h 9s 9c")
    dealer.cards("As 4s Tc Td")
    assert dealer.announcement() == [
        "Pot 103 — entre Boris, Chloé, Dan",
        "Boris gagne la part de la main haute : 52 — Carré de rois  K♠ K♥ K♦ K♣ 7♥",
        "Jeton indivisible à la part de la main haute : 103 se partage en 52 haut / 51 bas "
        "(la part de la main haute prend le jeton indivisible).",
        "Chloé gagne un quart (la moitié de la part de la main basse) : 26 — Basse 7-4-3-2-A  7♥ 4♥ 3♦ 2♣ A♥",
        "Jeton indivisible au siège 3 (Chloé) : premier à gauche du bouton",
        "Dan gagne un quart (la moitié de la part de la main basse) : 25 — Basse 7-4-3-2-A  7♥ 4♠ 3♦ 2♣ A♠",
    ]
    screenshot(window, "french_announcement")


def test_no_limit_hand_in_russian_with_a_refusal(qtbot, open_window, qm_dir: Path) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install("ru", folder=qm_dir) == "ru"
    setup = HandSetup(
        VARIANTS["nlhe"], (1000, 1000, 1000), blinds=(5, 10, 0), min_bet=10,
        names=("Аня", "Борис", "Вера"),
    )  # fmt: skip
    window = open_window(setup)
    dealer = Dealer(qtbot, window)
    assert dealer.prompt == "Ход игрока Вера: 10 для колла."
    assert dealer.panel.range.text() == "мин 20 · макс 1\u00a0000"
    dealer.type_amount("5000")
    assert (
        dealer.error
        == "У игрока Вера всего 1\u00a0000 на этот круг: повышать не больше чем до 1\u00a0000."
    )
    assert window.controller.hand.actions == []
    dealer.type_amount("30")
    assert dealer.log()[-1] == "Вера повышает до 30"
    dealer.call()
    dealer.call()
    assert dealer.prompt == "Сдайте флоп: 3 карты."
    dealer.cards("As Kd 7c")
    assert dealer.table.centre.street.text() == "Флоп"
    dealer.key("m")  # Аня bets the minimum
    dealer.type_amount("")
    dealer.fold()
    dealer.fold()
    # Аня's bet nobody called goes back to her: the pot is 90.
    assert dealer.announcement() == [
        "Банк 90",
        "Аня выигрывает 90",
        "Все остальные сказали пас.",
    ]
    screenshot(window, "russian_hand_over")


@pytest.mark.parametrize(
    ("language", "refused", "reason"),
    [
        (
            "fr",
            "Chloé peut relancer à 7\u202f000,00 au plus : pot-limit.",
            "Tous les autres se sont couchés.",
        ),
        (
            "ru",
            "Chloé может повышать не больше чем до 7\u00a0000,00: пот-лимит.",
            "Все остальные сказали пас.",
        ),
    ],
)
def test_the_hands_refusal_and_pot_reason_in_the_dealers_language(  # type: ignore[no-untyped-def]
    qtbot, open_window, qm_dir: Path, language: str, refused: str, reason: str
) -> None:
    """The engine's messages, worded by the window: the key translated, the amount written the
    language's way (thousands grouped, a decimal comma), the nested need translated too."""
    assert i18n.install(language, folder=qm_dir) == language
    setup = HandSetup(
        VARIANTS["plo"], (1_000_000,) * 3, blinds=(100_000, 200_000, 0), min_bet=200_000,
        decimals=2, names=("Anna", "Boris", "Chloé"),
    )  # fmt: skip
    window = open_window(setup)
    dealer = Dealer(qtbot, window)
    dealer.type_amount("9000")  # the pot limit is 7 000.00
    assert dealer.error == refused
    assert window.controller.hand.actions == []
    dealer.fold()
    dealer.fold()
    assert dealer.announcement()[-1] == reason
    window.controller.draw(1)  # nothing to draw: the hand is over
    over = {"fr": "Pas de tirage maintenant : Le coup est terminé.",
            "ru": "Сейчас обмена нет: Раздача окончена."}  # fmt: skip
    assert dealer.error == over[language]


def test_language_follows_the_settings_and_changes_live(
    qtbot, open_window, settings, qm_dir, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(i18n, "translations_dir", lambda: qm_dir)
    setup = HandSetup(VARIANTS["nlhe"], (100, 100), blinds=(1, 2), min_bet=2, names=("A", "B"))
    window = open_window(setup)
    dealer = Dealer(qtbot, window)
    assert dealer.actions_text("fold") == "Fold  [F]"
    dialog = SettingsDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    dialog.accept()
    # LanguageChange is delivered by the event loop, and the rebuilt screen shown by it.
    qtbot.waitUntil(lambda: window.screen_widget is not None and window.screen_widget.isVisible())
    qtbot.waitUntil(lambda: window.undo_action.text().startswith("Annuler"))
    assert settings.get("language") == "fr"
    dealer = Dealer(qtbot, window)  # the screen was rebuilt in French
    assert dealer.actions_text("fold") == "Se coucher  [F]"
    assert window.undo_action.text().startswith("Annuler")
    dealer.fold()
    assert dealer.log() == ["A se couche"]


ROOT = Path(__file__).resolve().parents[2]
TS_FILES = [ROOT / "resources" / "translations" / f"dealer_{code}.ts" for code in ("fr", "ru")]
# English's own file holds only the texts with plural forms ("1 hand", "2 hands").
ENGLISH_TS = ROOT / "resources" / "translations" / "dealer_en.ts"
# Russian has three plural forms (1 фишка, 2 фишки, 5 фишек); French and English two.
PLURAL_FORMS = {"en": 2, "fr": 2, "ru": 3}
# A call pyside6-lupdate reads: self.tr("..."), translate("Context", "..."), QT_TRANSLATE_NOOP.
MARKED = re.compile(
    r"QT_TRANSLATE_NOOP3?\(|QT_TR_NOOP\(|QCoreApplication\.translate\(|\.tr\("
    r"|(?<![\w.])translate\(\s*[\"']"
)


def _messages(ts: Path) -> dict[tuple[str, str, str], ElementTree.Element]:
    """The messages of a .ts file by (context, source, disambiguation comment)."""
    found = {}
    for context in ElementTree.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            key = (name, message.findtext("source", ""), message.findtext("comment", ""))
            found[key] = message
    return found


def _unfinished(message: ElementTree.Element, language: str) -> bool:
    translation = message.find("translation")
    assert translation is not None
    if translation.get("type") in ("unfinished", "obsolete", "vanished"):
        return True
    if message.get("numerus") == "yes":
        forms = [form.text for form in translation.iter("numerusform")]
        return len(forms) != PLURAL_FORMS[language] or not all(forms)
    return not translation.text


def _translation_sources() -> list[Path]:
    """The files ``make translations`` hands to pyside6-lupdate (the Makefile's TR_SOURCES)."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    line = re.search(r"^TR_SOURCES\s*:=(.*)$", makefile, re.MULTILINE)
    assert line, "the Makefile names its lupdate sources in TR_SOURCES"
    return sorted(path for pattern in line.group(1).split() for path in ROOT.glob(pattern))


# The Makefile's lupdate options (LUPDATE): no source locations, nothing obsolete kept.
LUPDATE_OPTIONS = ["-locations", "none", "-no-obsolete", "-silent"]


def test_french_and_russian_are_complete() -> None:
    for ts in TS_FILES:
        language = ts.stem.removeprefix("dealer_")
        messages = _messages(ts)
        assert len(messages) > 400
        unfinished = [key for key, message in messages.items() if _unfinished(message, language)]
        assert unfinished == [], language


def test_english_has_every_plural_form() -> None:
    messages = _messages(ENGLISH_TS)
    assert messages, "make translations writes the English plural forms"
    assert all(message.get("numerus") == "yes" for message in messages.values())
    unfinished = [key for key, message in messages.items() if _unfinished(message, "en")]
    assert unfinished == []


def test_make_translations_reads_every_file_with_strings_to_translate() -> None:
    marked = sorted(
        path
        for path in (ROOT / "dealer_app").rglob("*.py")
        if MARKED.search(path.read_text(encoding="utf-8"))
    )
    missing = [str(path.relative_to(ROOT)) for path in marked if path not in _translation_sources()]
    assert missing == [], f"add these to TR_SOURCES in the Makefile: {missing}"


def test_the_translations_follow_the_source(tmp_path: Path) -> None:
    """lupdate over the sources finds nothing the committed .ts files lack (nor keeps gone)."""
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    tool = str(lupdate) if lupdate.exists() else shutil.which("pyside6-lupdate")
    assert tool, "pyside6-lupdate is needed to check the translations"
    copies = [Path(shutil.copy(ts, tmp_path / ts.name)) for ts in TS_FILES]
    english = Path(shutil.copy(ENGLISH_TS, tmp_path / ENGLISH_TS.name))
    sources = [str(path) for path in _translation_sources()]
    for files, options in ((copies, []), ([english], ["-pluralonly"])):
        subprocess.run(
            [tool, *sources, "-ts", *map(str, files), *options, *LUPDATE_OPTIONS],
            check=True,
            capture_output=True,
        )
    for committed, updated in zip([*TS_FILES, ENGLISH_TS], [*copies, english], strict=True):
        language = committed.stem.removeprefix("dealer_")
        before, after = _messages(committed), _messages(updated)
        new = [f"{context}: {source!r}" for context, source, _ in after.keys() - before.keys()]
        assert new == [], (
            f"{committed.name} lacks {len(new)} source text(s); run `make translations` and "
            "translate: " + "; ".join(sorted(new))
        )
        gone = [f"{context}: {source!r}" for context, source, _ in before.keys() - after.keys()]
        assert gone == [], (
            f"{committed.name} keeps {len(gone)} text(s) the source no longer has; run "
            "`make translations`: " + "; ".join(sorted(gone))
        )
        unfinished = [
            f"{context}: {source!r}"
            for (context, source, _), message in after.items()
            if _unfinished(message, language)
        ]
        assert unfinished == [], f"{committed.name}: untranslated: " + "; ".join(unfinished)
