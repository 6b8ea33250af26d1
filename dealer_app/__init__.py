"""Dealer assistant: the rules of every poker hand, answered live at a physical table."""

APP_NAME = "Dealer Assistant"
APP_ID = "dealer-assistant"
__version__ = "0.1.0"
