"""The training room: drills, live dealing, the instructor's view."""
