"""Hand names said whole in every language: "Brelan de rois", "Тройка королей" (issue 14).

Each name is the hand value's message (context "Hands") with its ranks in the form the
sentence needs (context "Ranks"), through the real .qm files built from the committed .ts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from dealer_app.engine.cards import Card, parse_known_cards
from dealer_app.engine.drills.questions import Text
from dealer_app.engine.evaluation import (
    HandValue,
    ace_to_five_low,
    deuce_to_seven_low,
    high,
    low8,
    omaha_high,
)
from dealer_app.engine.hand import HandSetup, Phase
from dealer_app.engine.variants import VARIANTS
from dealer_app.messages import RANK_FORMS, Rank
from dealer_app.ui import i18n, messages
from dealer_app.ui.dealer.history_view import wording
from dealer_app.ui.training import words as trainer_words
from tests.ui.conftest import Dealer

Evaluator = Callable[[Sequence[Card]], HandValue | None]

# (evaluator, cards, English, French, Russian): every category, lows and razz's made hands.
NAMES: list[tuple[Evaluator, str, str, str, str]] = [
    (high, "Ac Jd 9h 5s 2c", "High card, ace", "Hauteur as", "Старшая карта: туз"),
    (high, "As Ad 7c 5d 2h", "Pair of aces", "Paire d'as", "Пара тузов"),
    (high, "2s 2d 7c 5d Ah", "Pair of deuces", "Paire de deux", "Пара двоек"),
    (high, "Ks Kd Qc Qh 2s", "Two pair, kings and queens", "Double paire, rois et dames",
     "Две пары: короли и дамы"),
    (high, "Kc Kd Kh 7s 2c", "Three of a kind, kings", "Brelan de rois", "Тройка королей"),
    (high, "Ks Qd Jh Tc 9s", "Straight, king high", "Quinte au roi", "Стрит до короля"),
    (high, "Ah 9h 5h 3h 2h", "Flush, ace high", "Couleur à l'as", "Флеш до туза"),
    (high, "Qh 9h 5h 3h 2h", "Flush, queen high", "Couleur à la dame", "Флеш до дамы"),
    (high, "Qs Qd Qh Ac Ad", "Full house, queens full of aces", "Full aux dames par les as",
     "Фулл-хаус: дамы и тузы"),
    (high, "As Ad Ac Ah 2s", "Four of a kind, aces", "Carré d'as", "Каре тузов"),
    (high, "9h 8h 7h 6h 5h", "Straight flush, nine high", "Quinte flush au neuf",
     "Стрит-флеш до девятки"),
    (high, "Ah Kh Qh Jh Th", "Royal flush", "Quinte flush royale", "Роял-флеш"),
    (low8, "7c 6d 5h 4s 2c", "Low 7-6-5-4-2", "Basse 7-6-5-4-2", "Лоу 7-6-5-4-2"),
    (deuce_to_seven_low, "7s 5d 4c 3h 2s", "Low 7-5-4-3-2", "Basse 7-5-4-3-2", "Лоу 7-5-4-3-2"),
    (deuce_to_seven_low, "As 2d 3c 4h 5s", "Low A-5-4-3-2", "Basse A-5-4-3-2", "Лоу A-5-4-3-2"),
    (ace_to_five_low, "Ks Qd 2c 2h 3c 4d 5s", "Low Q-5-4-3-2", "Basse Q-5-4-3-2", "Лоу Q-5-4-3-2"),
    (ace_to_five_low, "3c 3d 7h 6s 5c", "Pair of threes (low)", "Paire de trois (main basse)",
     "Пара троек (лоу)"),
    (ace_to_five_low, "7c 7d 7h 7s Kc Kd Kh", "Full house, sevens full of kings (low)",
     "Full aux sept par les rois (main basse)", "Фулл-хаус: семёрки и короли (лоу)"),
]  # fmt: skip


@pytest.fixture
def language(qapp, qm_dir: Path):  # type: ignore[no-untyped-def]
    """Installs a language from the real .qm files; English again afterwards."""

    def install(code: str) -> None:
        assert i18n.install(code, folder=qm_dir) == code

    yield install
    i18n.install("en", folder=qm_dir)


@pytest.mark.parametrize(
    ("evaluate", "hand", "english", "french", "russian"),
    NAMES,
    ids=[english for _e, _h, english, _f, _r in NAMES],
)
def test_every_hand_name_whole_in_each_language(  # type: ignore[no-untyped-def]
    language, evaluate: Evaluator, hand: str, english: str, french: str, russian: str
) -> None:
    value = evaluate(parse_known_cards(hand))
    assert value is not None
    assert value.name == str(value.message) == english
    language("en")
    assert messages.text(value.message) == english
    language("fr")
    assert messages.text(value.message) == french
    language("ru")
    assert messages.text(value.message) == russian


def test_omaha_full_house_in_french_and_russian(language) -> None:  # type: ignore[no-untyped-def]
    value = omaha_high(parse_known_cards("As Ad 7c 6c"), parse_known_cards("Qs Qd Qh Qc 2h"))
    language("fr")
    assert messages.text(value.message) == "Full aux dames par les as"
    language("ru")
    assert messages.text(value.message) == "Фулл-хаус: дамы и тузы"


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_every_rank_has_its_four_forms(language, code: str) -> None:  # type: ignore[no-untyped-def]
    """13 ranks × 4 forms, each translated: "of" and "high" are never the English word ("de
    six", "au six"; "шестёрок", "до шестёрки") and never the same."""
    language(code)
    for rank in "23456789TJQKA":
        said = {form: messages.value_text(Rank(rank, form)) for form in RANK_FORMS}
        assert all(said.values()), said
        assert said["of"] != Rank(rank, "of").english, said
        assert said["high"] != Rank(rank, "high").english, said
        assert said["of"] != said["high"], said


def test_the_summary_and_the_trainer_say_hand_names_whole(language) -> None:  # type: ignore[no-untyped-def]
    value = high(parse_known_cards("Kc Kd Kh 7s 2c"))
    language("fr")
    assert wording().message(value.message) == "Brelan de rois"
    from dealer_app.engine.drills.questions import _hand_text

    shown = trainer_words.text(Text("%1 (%2)", (_hand_text(value), "K♣ K♦ K♥ 7♠ 2♣"), ("hand", "")))
    assert shown == "Brelan de rois (K♣ K♦ K♥ 7♠ 2♣)"
    language("ru")
    assert wording().message(value.message) == "Тройка королей"


def test_french_announcement_says_the_hands_whole(qtbot, open_window, language) -> None:  # type: ignore[no-untyped-def]
    """The showdown announced in the window: full houses with both ranks, as a croupier says."""
    language("fr")
    setup = HandSetup(
        VARIANTS["nlhe"], (100, 300, 1000, 1000), blinds=(5, 10, 0, 0), min_bet=10,
        names=("Anna", "Boris", "Chloé", "Dan"),
    )  # fmt: skip
    window = open_window(setup)
    dealer = Dealer(qtbot, window)
    dealer.key("a")  # Chloé all-in
    dealer.type_amount("")
    dealer.call()  # Dan
    dealer.call()  # Anna, all-in for less
    dealer.call()  # Boris, all-in for less
    dealer.cards("Kc Kd 7h")
    dealer.cards("2s")
    dealer.cards("9c")
    dealer.cards("Ks 7d")  # Anna: kings full of sevens
    dealer.cards("Ah Ad")  # Boris: aces and kings
    dealer.cards("Qs Qd")  # Chloé: kings and queens
    dealer.cards("Kh 2c")  # Dan: kings full of deuces
    assert window.controller.hand.phase is Phase.OVER
    assert dealer.announcement() == [
        "Pot annexe 2 : 1\u202f400 — entre Chloé, Dan",  # 1 400: French groups the thousands
        "Dan gagne 1\u202f400 — Full aux rois par les deux  K♥ K♦ K♣ 2♠ 2♣",
        "Pot annexe 1 : 600 — entre Boris, Chloé, Dan",
        "Dan gagne 600 — Full aux rois par les deux  K♥ K♦ K♣ 2♠ 2♣",
        "Pot principal 400 — entre Anna, Boris, Chloé, Dan",
        "Anna gagne 400 — Full aux rois par les sept  K♠ K♦ K♣ 7♥ 7♦",
    ]
