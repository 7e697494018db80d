"""The session in Qt: the controller (actions in, signals out), the start, and self-play."""
