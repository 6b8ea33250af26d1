"""A question's hand on the table view of the dealer's window, for the training room."""

from __future__ import annotations

from dataclasses import replace

from dealer_app.engine.drills import Question
from dealer_app.session.controller import HandController, SeatView


class SituationController(HandController):
    """The question's hand for the table view the dealer's window uses: replayed by the
    engine, read-only, and (a finished hand) showing the stacks before the pots are paid, so
    that the table does not give the showdown's answer away; when who acts is the question
    (the bring-in, the first to act), no seat is marked to act."""

    def __init__(self, question: Question) -> None:
        super().__init__(question.setup, actions=question.actions)
        self.question = question

    def seat_views(self) -> list[SeatView]:
        views = super().seat_views()
        if self.question.hides_actor:
            views = [replace(view, to_act=False) for view in views]
        hand = self.hand
        if hand is None or hand.finishing_stacks is None:
            return views
        return [
            replace(view, stack=hand.stacks[view.player]) if view.player is not None else view
            for view in views
        ]

    @property
    def can_undo(self) -> bool:
        return False
