"""Computer players and the double-dummy solver (engine only, no Qt).

The package is layered; each layer imports only the layers above it in this list (and
the engine), which the import contract in ``tests/test_architecture.py`` checks together
with the absence of any import cycle:

* ``search/`` -- the double-dummy solver: ``position.py`` (its one input type and the
  checking of it), ``solver.py`` (the search), ``dd.py`` (engine states as positions),
  ``document.py`` (the JSON position format of ``prefgui solve``).
* ``heuristics.py`` -- rules of thumb on hands and cards (trick counts, discards, a quick
  card), used by the sampling and by every decision.
* ``worlds/`` -- what a seat knows and the worlds it may be in: ``public.py`` (the public
  state of an observation, to ask the engine about defenders, trick order and
  conventions), ``knowledge.py``, ``world.py``, ``evidence.py``, ``sampling.py``.
* ``decisions/`` -- one decision each: ``decision.py`` (Budget and Decision) and
  ``reasons.py`` (typed reasons), ``cardplay.py``, ``auction.py``, ``defence.py``,
  ``valuation.py`` and ``simulate.py`` (options valued over worlds), ``payoff.py``,
  ``compliance.py`` (the conventions a defender keeps).
* ``players.py`` -- the players by level, ``make_player`` and ``choose_action`` (the one
  entry point of the user interface's worker process).
* ``arena/`` -- duplicate tournaments between the levels.

The rules of thumb sit below the worlds because the sampler weighs worlds by them; the
value types of a decision sit below the decisions so that no decision imports the players.
"""
