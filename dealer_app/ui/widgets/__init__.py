"""Widgets and helpers shared by every window: layouts, key buttons, numbers, models."""
