"""The session layer: Qt-free, between the engine and the store below and the windows above.

It owns a table's life: the controller that applies the dealer's actions (journal first),
undo, recovery (:mod:`dealer_app.session.recording`), and the signal views subscribe to
(:mod:`dealer_app.session.events`). Imports go down only: ui -> exports -> session ->
engine / store (DESIGN.md).
"""
