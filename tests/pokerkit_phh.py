"""PokerKit as an independent PHH reader (tests only, never at run time; DESIGN.md)."""

from __future__ import annotations

import warnings

import pokerkit

# What PokerKit does on its own between the file's actions (posting, collecting, burning,
# dealing the cards a file leaves out, pushing and pulling chips). It also folds or checks for
# a player when an action of the file does not fit ("repairing" the history): that would hide a
# disagreement, so it is refused here.
_REPAIRS = (pokerkit.Folding, pokerkit.CheckingOrCalling)


def pokerkit_finishing_stacks(text: str) -> list[list[int]]:
    """Every hand of a ``.phhs`` text replayed by PokerKit: the stacks at the end of each.

    Raises ``AssertionError`` when PokerKit cannot replay a hand, or had to repair it (an action
    of ours it refused).
    """
    stacks = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PokerKit warns about our underscore-less user fields
        for number, history in enumerate(pokerkit.HandHistory.loads_all(text), start=1):
            state = None
            try:
                for state, action in history.state_actions:
                    operation = state.operations[-1] if state.operations else None
                    if action is None and isinstance(operation, _REPAIRS):
                        raise AssertionError(f"hand {number}: PokerKit refused an action")
            except (ValueError, KeyError, AssertionError) as error:
                raise AssertionError(f"PokerKit cannot replay hand {number}: {error!r}") from None
            assert state is not None and not state.status, f"hand {number} is not over"
            stacks.append([int(stack) for stack in state.stacks])
    return stacks
