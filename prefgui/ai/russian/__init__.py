"""Computer players for the Russian game (RULES §13): bidding, whists, raspasy, card play."""
