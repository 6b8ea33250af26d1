"""The players' display: the big screen of an event."""
