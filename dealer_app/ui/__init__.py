"""The dealer's window (Qt): one controller over the engine, views that re-read it on change.

Only QtCore, QtGui and QtWidgets are used, and the window never computes a rule: every figure
it shows (to call, minimum and maximum, pots, winners, odd chips) is read from the engine.
"""

from dealer_app.ui.compat import guard_singletons

guard_singletons()  # before any Qt call: see dealer_app/ui/compat.py
