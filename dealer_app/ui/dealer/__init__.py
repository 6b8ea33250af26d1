"""The dealer's window: the table, the action keys, the showdown, the log, the history."""
