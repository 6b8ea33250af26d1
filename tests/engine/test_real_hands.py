"""Real online no-limit hands (tests/cases, from ../shared/cases) replay and end as recorded."""

from __future__ import annotations

import random
import warnings
from pathlib import Path

import pokerkit
import pytest

from dealer_app.engine import phh
from dealer_app.engine.histories import fields_from_hand, replay, setup_from_fields
from tests.pokerkit_phh import known_difference, pokerkit_finishing_stacks

SAMPLE = Path(__file__).resolve().parents[1] / "cases" / "handhq-abs-sample.phhs"
HANDS = phh.load_path(SAMPLE)


def test_the_sample_has_every_hand() -> None:
    assert len(HANDS) == 291


@pytest.mark.parametrize("history", HANDS, ids=lambda history: str(history.index))
def test_real_hand_replays_to_the_recorded_winners(history: phh.HandHistory) -> None:
    setup, scale = setup_from_fields(history.fields)
    hand, refusal = replay(setup, history.fields["actions"], scale)
    assert refusal is None, refusal
    winnings = history.fields.get("winnings")
    if winnings is None:
        return  # the site did not record who won
    assert hand.finished
    received = [0] * setup.player_count
    for pot in hand.results:
        for award in pot.awards:
            received[award.player] += award.amount
    recorded = [player for player, amount in enumerate(winnings) if amount > 0]
    assert [player for player, amount in enumerate(received) if amount > 0] == recorded
    assert sum(hand.finishing_stacks or ()) == sum(setup.starting_stacks)


# --- Forms of PHH that real files use, as PokerKit writes them ---------------------------------
# PokerKit plays random hands (its own rules deciding who acts and what is legal), writes each
# with HandHistory.from_game_state, and our replay must read the file and end where PokerKit
# ended, except where the rules differ (tests/pokerkit_phh.py).

_AUTOMATIONS = (
    pokerkit.Automation.ANTE_POSTING,
    pokerkit.Automation.BET_COLLECTION,
    pokerkit.Automation.BLIND_OR_STRADDLE_POSTING,
    pokerkit.Automation.CARD_BURNING,
    pokerkit.Automation.HAND_KILLING,
    pokerkit.Automation.CHIPS_PUSHING,
    pokerkit.Automation.CHIPS_PULLING,
)


def _pokerkit_hand(
    game: pokerkit.Poker,
    stacks: list[int],
    rng: random.Random,
    unknown: frozenset[int] = frozenset(),
) -> tuple[str, list[int]]:
    """One hand played by PokerKit with random choices: its PHH text and finishing stacks.

    The players in ``unknown`` are dealt cards nobody saw (``??``, upcards included) and fold
    to the first bet they face; the others' cards are all known and shown at the end, as soon
    as PokerKit lets them (all-in: before the last cards).
    """
    deck = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
    rng.shuffle(deck)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # our deck, not PokerKit's: it warns at every card
        return _play(game, stacks, rng, unknown, deck)


def _play(
    game: pokerkit.Poker,
    stacks: list[int],
    rng: random.Random,
    unknown: frozenset[int],
    deck: list[str],
) -> tuple[str, list[int]]:
    state = game(stacks, len(stacks))
    while state.status:
        if state.can_deal_hole():
            player = state.hole_dealee_index
            state.deal_hole("??" if player in unknown else deck.pop())
        elif state.can_deal_board():
            state.deal_board("".join(deck.pop() for _ in range(state.street.board_dealing_count)))
        elif state.can_stand_pat_or_discard():
            held = list(state.hole_cards[state.stand_patter_or_discarder_index])
            state.stand_pat_or_discard(rng.sample(held, rng.randint(0, 3)))
        elif state.actor_index is not None:
            _random_decision(state, rng, state.actor_index in unknown)
        elif state.can_show_or_muck_hole_cards():
            state.show_or_muck_hole_cards(True)
        else:
            raise AssertionError(f"PokerKit waits for something the test does not do: {state}")
    text = pokerkit.HandHistory.from_game_state(game, state).dumps()
    return text, list(state.stacks)


def _random_decision(state: pokerkit.State, rng: random.Random, unknown: bool) -> None:
    player = state.actor_index
    assert player is not None
    if state.can_post_bring_in():
        if unknown or rng.random() < 0.7 or not state.can_complete_bet_or_raise_to():
            state.post_bring_in()
        else:
            state.complete_bet_or_raise_to()  # the completion, to the small bet
    elif unknown:
        state.fold() if state.can_fold() else state.check_or_call()
    elif state.can_complete_bet_or_raise_to() and rng.random() < 0.35:
        low = state.min_completion_betting_or_raising_to_amount
        high = state.max_completion_betting_or_raising_to_amount
        assert low is not None and high is not None
        if low != high:  # no limit: the minimum or all-in
            state.complete_bet_or_raise_to(rng.choice((low, high)))
        elif low < state.stacks[player] + state.bets[player] and (
            state.completion_betting_or_raising_count < 3
        ):
            # Limit: full bets only, below the cap; all-in raises for less follow the half-bet
            # rule, where PokerKit differs (tests/pokerkit_phh.py).
            state.complete_bet_or_raise_to(low)
        else:
            state.check_or_call()
    elif state.can_fold() and rng.random() < 0.1:
        state.fold()
    else:
        state.check_or_call()


def _replays_as_pokerkit(text: str, stacks: list[int]) -> None:
    assert pokerkit_finishing_stacks(f"[1]\n{text}") == [stacks]  # PokerKit reads it back
    (history,) = phh.loads(text)
    setup, scale = setup_from_fields(history.fields, check_antes=True)
    hand, refusal = replay(setup, history.actions, scale)
    assert refusal is None, (refusal, text)
    assert hand.finished, text
    if known_difference(hand) is None:
        assert hand.finishing_stacks == stacks, text
    # Exported again, the hand reads back the same, and PokerKit replays our file too.
    fields = fields_from_hand(hand, scale)
    again, refusal = replay(setup, fields["actions"], scale)
    assert refusal is None and again.finishing_stacks == hand.finishing_stacks, fields
    assert fields_from_hand(again, scale) == fields
    if known_difference(hand) is None:
        exported = phh.dumps([phh.HandHistory(fields=fields)])
        assert pokerkit_finishing_stacks(f"[1]\n{exported}") == [stacks], exported


def test_stud_with_folded_players_upcards_unknown_as_pokerkit_writes_them() -> None:
    rng = random.Random(16)
    games = (
        pokerkit.FixedLimitSevenCardStud(_AUTOMATIONS, True, 1, 2, 4, 8),
        pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter(_AUTOMATIONS, True, 1, 2, 4, 8),
        pokerkit.FixedLimitRazz(_AUTOMATIONS, True, 1, 2, 4, 8),
    )
    written = 0
    for _ in range(60):
        game = rng.choice(games)
        count = rng.randint(3, 7)
        unknown = frozenset(rng.sample(range(count), rng.randint(1, count - 2)))
        stacks = [rng.randint(30, 300) for _ in range(count)]
        try:
            text, finishing = _pokerkit_hand(game, stacks, rng, unknown)
        except ValueError:
            continue  # PokerKit's bring-in fell on an unknown upcard: it cannot go on
        assert "??????" in text
        _replays_as_pokerkit(text, finishing)
        written += 1
    assert written >= 30


def test_draw_hands_discard_before_any_card_is_dealt_all_in_included() -> None:
    rng = random.Random(160)
    games = (
        pokerkit.FixedLimitDeuceToSevenLowballTripleDraw(_AUTOMATIONS, True, 0, (1, 2), 2, 4),
        pokerkit.NoLimitDeuceToSevenLowballSingleDraw(_AUTOMATIONS, True, 0, (1, 2), 2),
    )
    all_in_before_the_draw = 0
    for _ in range(80):
        game = rng.choice(games)
        count = rng.randint(2, 4)
        stacks = [rng.randint(3, 60) for _ in range(count)]
        text, finishing = _pokerkit_hand(game, stacks, rng)
        (history,) = phh.loads(text)
        actions = history.actions
        first_draw = next((i for i, action in enumerate(actions) if " sd" in action), None)
        if first_draw is not None:
            setup, scale = setup_from_fields(history.fields)
            before, _ = replay(setup, actions[:first_draw], scale)
            all_in_before_the_draw += before.betting_over
        _replays_as_pokerkit(text, finishing)
    assert all_in_before_the_draw > 5


def test_stud_all_in_hands_shown_before_the_last_cards() -> None:
    rng = random.Random(1616)
    games = (
        pokerkit.FixedLimitSevenCardStud(_AUTOMATIONS, True, 1, 2, 4, 8),
        pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter(_AUTOMATIONS, True, 1, 2, 4, 8),
        pokerkit.FixedLimitRazz(_AUTOMATIONS, True, 1, 2, 4, 8),
    )
    early_shows = 0
    for _ in range(80):
        game = rng.choice(games)
        count = rng.randint(2, 5)
        stacks = [rng.randint(5, 40) for _ in range(count)]
        text, finishing = _pokerkit_hand(game, stacks, rng)
        (history,) = phh.loads(text)
        actions = history.actions
        shows = [i for i, action in enumerate(actions) if " sm " in action]
        if shows and any(action.startswith("d dh") for action in actions[shows[0] :]):
            early_shows += 1
        _replays_as_pokerkit(text, finishing)
    assert early_shows > 10


def test_negative_blinds_are_posts_to_enter() -> None:
    rng = random.Random(16016)
    posted = 0
    for _ in range(60):
        count = rng.randint(4, 7)
        blinds = [1, 2] + [0] * (count - 2)
        for player in rng.sample(range(2, count), rng.randint(1, count - 2)):
            blinds[player] = -2
        game = pokerkit.NoLimitTexasHoldem(_AUTOMATIONS, True, 0, tuple(blinds), 2)
        stacks = [rng.randint(20, 200) for _ in range(count)]
        text, finishing = _pokerkit_hand(game, stacks, rng)
        assert "-2" in text
        _replays_as_pokerkit(text, finishing)
        posted += 1
    assert posted == 60


FORMS = Path(__file__).resolve().parents[1] / "cases" / "real-forms.phhs"
REFUSED = Path(__file__).resolve().parents[1] / "cases" / "refused-forms.phhs"


def test_real_forms_replay_to_the_stacks_pokerkit_finds() -> None:
    hands = phh.load_path(FORMS)
    finishing = []
    for history in hands:
        setup, scale = setup_from_fields(history.fields, check_antes=True)
        hand, refusal = replay(setup, history.actions, scale)
        assert refusal is None and hand.finished, (history.index, refusal)
        finishing.append(hand.finishing_stacks)
        fields = fields_from_hand(hand, scale)  # exported, it reads back the same
        again, refusal = replay(setup, fields["actions"], scale)
        assert refusal is None and again.finishing_stacks == hand.finishing_stacks
        assert fields_from_hand(again, scale) == fields
    # [1]: the bring-in's upcard is unknown and the file says who brought in (PokerKit derives
    # the bring-in from the known upcards alone and cannot replay it).
    assert finishing[0] == [97, 99, 104]
    # [2] all-in before the draw, [3] stud shown before seventh street, [4] a post to enter.
    others = phh.dumps(hands[1:])
    assert pokerkit_finishing_stacks(others) == finishing[1:]
    assert finishing[1:] == [[100, 50], [61, 70, 99], [99, 92, 100, 109]]


def test_stud_hand_shown_before_seventh_street_is_judged_on_seven_cards() -> None:
    history = phh.load_path(FORMS)[2]
    setup, scale = setup_from_fields(history.fields)
    before, _ = replay(setup, history.actions[:21], scale)  # both shown with six cards
    assert before.phase.value == "showdown" and before.shower is not None
    assert not before.results  # the seventh cards are dealt face down: nobody has won yet
    hand, _ = replay(setup, history.actions, scale)
    assert len(hand.shown[0]) == len(hand.shown[1]) == 7
    assert hand.results[0].awards[0].hand is not None
    assert hand.results[0].awards[0].hand.name == "Full house, aces full of deuces"


def test_forms_that_rules_out_are_refused_with_a_sentence(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from dealer_app.__main__ import main

    assert main(["replay", str(REFUSED)]) == 2
    assert capsys.readouterr().err.splitlines() == [
        "Hand 1: action 4 'p1 pb' is refused: p1 cannot bring in: p3's upcard 2♣ brings in "
        "before any card p1 may hold.",
        "Hand 2: action 4 'p2 pb' is refused: p2 cannot bring in: p3's upcard 7♦ brings in "
        "before p2's K♣.",
        "Hand 3: p4 posts 3 to enter, more than the big blind 2: a post to enter is one live big "
        "blind (RULES 4).",
        "Hand 4: p1 posts to enter before the big blind (p3): a new player posts from a seat "
        "after the big blind (RULES 4).",
        "Hand 5: action 10 'p3 cc' is refused: p3 cannot act first: p2's upcards show a better "
        "hand.",
    ]


def test_a_refused_opener_changes_nothing() -> None:
    history = phh.load_path(REFUSED)[1]
    setup, scale = setup_from_fields(history.fields)
    hand, refusal = replay(setup, history.actions, scale)
    assert refusal is not None
    assert hand.opener_from_file and len(hand.actions) == 3
    again, refusal = replay(setup, [*history.actions[:3], "p3 pb"], scale)
    assert refusal is None and again.actor == 0 and not again.opener_from_file


def test_once_the_unknown_upcards_have_folded_the_engine_orders_the_bets_again() -> None:
    history = phh.load_path(REFUSED)[4]  # p1's cards unknown; p2 shows kings, p3 7-8
    setup, scale = setup_from_fields(history.fields)
    actions = [*history.actions[:4], "p1 f", "p2 cc", "d dh p2 Ks", "d dh p3 8d"]
    hand, refusal = replay(setup, [*actions, "p3 cc"], scale)
    assert refusal is not None and refusal.reason == "It is p2's turn, not p3's."
    assert not hand.opener_from_file and hand.actor == 1
