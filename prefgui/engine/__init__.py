"""The rules engine: pure Python, standard library only (no Qt, no AI)."""
