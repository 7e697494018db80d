"""Dialogs: one per module; each takes plain data and returns a typed value."""
