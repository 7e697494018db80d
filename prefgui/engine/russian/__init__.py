"""The Russian game — Sochi, Leningrad and Rostov (RULES §13): whists, raspasy, the pulka.

``state.RussianState`` is the deal (auction, talon, declaration, whist phase, play, raspasy)
with the same API as the European ``GameState``; ``sheet`` keeps the pulka (pool, mountain,
whists) across deals; ``scoring`` turns a finished deal into the sheet's changes;
``record`` reads and writes the §13.14 deal record.
"""
