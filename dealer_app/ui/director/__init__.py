"""The tournament director's window and its words."""
