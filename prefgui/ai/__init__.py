"""Computer players and the double-dummy solver (engine only, no Qt)."""
