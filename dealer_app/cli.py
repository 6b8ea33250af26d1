"""``python -m dealer_app replay FILE``: replay every hand of a PHH file and say what the rules say.

Headless and Qt-free, so a tournament director can check a hand history from a terminal and
the frozen executable can do the same.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Sequence
from decimal import Decimal
from typing import Any, TextIO

from dealer_app.engine import phh
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import Hand, Phase
from dealer_app.engine.histories import Refusal, Scale, replay, setup_from_fields
from dealer_app.engine.rulesets import ruleset_named


def add_replay_command(commands: Any) -> None:
    """Register the ``replay`` sub-command on an argparse sub-parsers object."""
    parser = commands.add_parser(
        "replay",
        help="replay every hand of a PHH file (.phh or .phhs) and report pots and winners",
        description=(
            "Replay every hand of FILE under the rules. An illegal action stops that hand: "
            "the exit status is then 2 and a message names the hand, the action and why."
        ),
    )
    parser.add_argument("file", metavar="FILE", help="a .phh or .phhs hand-history file")
    parser.add_argument(
        "--ruleset",
        choices=["tda", "rrop", "wsop"],
        type=str.lower,
        help="rule-set preset (default: the file's _ruleset field, else TDA)",
    )
    parser.add_argument(
        "--chip-unit",
        metavar="N",
        type=chip_unit_argument,
        help="smallest chip in play, in the file's units, a positive amount such as 1, 5 or "
        "0.25 (default: the file's _chip_unit, else 1 unit)",
    )
    parser.add_argument("--json", action="store_true", help="one JSON object per hand, per line")
    parser.set_defaults(run=replay_command)


def chip_unit_argument(text: str) -> Decimal:
    """``--chip-unit``: a positive, finite amount of reasonable size, else argparse's error
    (exit status 2) with a sentence.

    >>> chip_unit_argument("0.25")
    Decimal('0.25')
    >>> chip_unit_argument("inf")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: the chip unit must be a positive amount such as 1, 5 or 0.25; got 'inf'
    """
    wrong = argparse.ArgumentTypeError(
        f"the chip unit must be a positive amount such as 1, 5 or 0.25; got {text[:40]!r}"
    )
    stripped = text.strip()
    # Plain digits only: no exponent or inf to make a number of a million digits of.
    if (
        not _PLAIN_AMOUNT.fullmatch(stripped)
        or len(stripped.replace(".", "")) > phh.MAX_NUMBER_DIGITS
    ):
        raise wrong
    value = Decimal(stripped)
    if value <= 0:
        raise wrong
    return value


_PLAIN_AMOUNT = re.compile(r"[0-9]+(?:\.[0-9]+)?|\.[0-9]+")


def replay_command(
    args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Run ``replay``; returns the exit status (0, 2 for an illegal action, 1 for a bad file)."""
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        hands = phh.load_path(args.file)
    except OSError as error:
        print(f"Cannot read {args.file}: {error.strerror or error}.", file=err)
        return 1
    except IllegalAction as error:
        print(f"{args.file}: {error}", file=err)
        return 1
    if not hands:
        print(f"{args.file}: the file holds no hand (it is empty, or only comments).", file=err)
        return 1
    ruleset = ruleset_named(args.ruleset) if args.ruleset else None
    chip_unit = args.chip_unit
    status = 0
    for index, history in enumerate(hands, start=1):
        label = _label(history, index)
        try:
            setup, scale = setup_from_fields(
                history.fields, ruleset=ruleset, chip_unit=chip_unit, check_antes=True
            )
        except IllegalAction as error:
            print(f"Hand {label}: {error}", file=err)
            status = 2
            continue
        hand, refusal = replay(setup, history.actions, scale)
        if refusal is not None:
            print(_refusal_text(label, refusal), file=err)
            status = 2
        report = hand_report(label, hand, scale)
        if args.json:
            print(json_text(report), file=out)
        else:
            print(summary_text(report), file=out)
    return status


def _label(history: phh.HandHistory, index: int) -> Any:
    value = history.fields.get("hand")
    if value is None:
        value = history.index if history.index is not None else index
    return value


def _refusal_text(label: Any, refusal: Refusal) -> str:
    return f"Hand {label}: action {refusal.position} '{refusal.text}' is refused: {refusal.reason}"


def json_text(value: object) -> str:
    """``value`` as JSON with every amount exact: a ``Decimal`` is written with its own digits
    (``12345678901234567.89``, never a float's ``1.2345678901234568e+16``); what JSON cannot
    hold (infinity, not a number) is refused, never written as ``Infinity``.

    >>> json_text({"amount": Decimal("12345678901234567.89"), "players": ["p1"], "ok": True})
    '{"amount": 12345678901234567.89, "players": ["p1"], "ok": true}'
    >>> json_text({"amount": 70, "players": ["p1"], "ok": True})  # no Decimal: json's own encoder
    '{"amount": 70, "players": ["p1"], "ok": true}'
    """
    if isinstance(value, dict):
        try:  # a table in whole chips (the reports' keys are ASCII words): written at C speed
            return json.dumps(value, ensure_ascii=False, allow_nan=False)
        except TypeError:
            pass  # a Decimal inside: written item by item below
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise ValueError(f"{value} is not an amount JSON can hold")
        return str(value)
    if isinstance(value, dict):
        items = (f"{json.dumps(str(key))}: {json_text(item)}" for key, item in value.items())
        return "{" + ", ".join(items) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(json_text(item) for item in value) + "]"
    return json.dumps(value, ensure_ascii=False, allow_nan=False)


def hand_report(label: Any, hand: Hand, scale: Scale) -> dict[str, Any]:
    """What the rules say of a hand, in the file's units (the ``--json`` object)."""
    number = scale.to_number
    names = [f"p{player + 1}" for player in range(hand.setup.player_count)]
    next_action: dict[str, Any] | None = None
    if hand.phase is Phase.BET and hand.actor is not None:
        options = hand.options()
        next_action = {
            "actor": names[options.player],
            "can_check": options.can_check,
            "to_call": number(options.to_call),
            "min_raise_to": None if options.min_to is None else number(options.min_to),
            "max_raise_to": None if options.max_to is None else number(options.max_to),
            "raise_allowed": options.can_raise,
        }
    if hand.finished:
        pots = [
            {
                "amount": number(pot.amount),
                "eligible": [names[player] for player in pot.eligible],
                "awards": [
                    {
                        "player": names[award.player],
                        "amount": number(award.amount),
                        "half": award.half,
                        "hand": _hand_name(award),
                        "odd_chips": award.odd_chips,
                    }
                    for award in pot.awards
                ],
                "note": str(pot.note) if pot.note is not None else "",
            }
            for pot in hand.results
        ]
    else:
        pots = [
            {
                "amount": number(pot.amount),
                "eligible": [names[player] for player in pot.eligible],
                "awards": [],
            }
            for pot in hand.pots()
        ]
    stacks = hand.finishing_stacks if hand.finishing_stacks is not None else hand.stacks
    return {
        "hand": label,
        "finished": hand.finished,
        "next": next_action,
        "pots": pots,
        "finishing_stacks": [number(stack) for stack in stacks],
    }


def _hand_name(award: Any) -> str | None:
    if award.hand is None:
        return None
    if award.low_hand is not None:
        return f"{award.hand.name}; {award.low_hand.name}"
    return str(award.hand.name)


def summary_text(report: dict[str, Any]) -> str:
    """The report as a tournament director reads it."""
    lines = [f"Hand {report['hand']}: " + ("finished" if report["finished"] else "not finished")]
    follow = report["next"]
    if follow:
        raise_part = (
            f"raise to {follow['min_raise_to']}-{follow['max_raise_to']}"
            if follow["raise_allowed"]
            else "no raise allowed"
        )
        call_part = "may check" if follow["can_check"] else f"{follow['to_call']} to call"
        lines.append(f"  Next: {follow['actor']}, {call_part}, {raise_part}.")
    for number, pot in enumerate(report["pots"]):
        title = "Main pot" if number == 0 else f"Side pot {number}"
        lines.append(f"  {title} {pot['amount']} (eligible: {', '.join(pot['eligible'])})")
        for award in pot["awards"]:
            odd = f", odd chip x{award['odd_chips']}" if award["odd_chips"] else ""
            hand = f" with {award['hand']}" if award["hand"] else " without showing"
            half = "" if award["half"] == "whole" else f" ({award['half']} half)"
            lines.append(f"    {award['player']} receives {award['amount']}{half}{hand}{odd}")
        if pot.get("note"):
            lines.append(f"    {pot['note']}")
    stacks = ", ".join(str(stack) for stack in report["finishing_stacks"])
    lines.append(f"  Stacks: {stacks}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Stand-alone entry: ``python -m dealer_app.cli replay FILE``."""
    parser = argparse.ArgumentParser(prog="dealer_app")
    add_replay_command(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return run_quietly_piped(args)


def run_quietly_piped(args: argparse.Namespace) -> int:
    """Run a sub-command; a reader that stops early (``| head``) is not an error."""
    try:
        return int(args.run(args))
    except BrokenPipeError:
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
