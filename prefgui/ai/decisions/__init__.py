"""Decisions: card play, auction, defence, valuation, payoffs, rules of thumb, conventions."""
