"""The practice banner's words: the question of a practice deal and of the defence practice
(who defends with whom against whom, and what the practice keeps). The texts keep the
practice mode's translation context ("PracticeMode").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.session.defence import DefenceMatch
from prefgui.ui.words import texts

__all__ = ["defence_question", "practice_question"]


def practice_question(obs: Observation) -> str:
    """A deal played on from one of its positions ("Play from here")."""
    if obs.phase is Phase.DONE:
        return QCoreApplication.translate(
            "PracticeMode", "This practice deal is over. Start again, or go back to the game.")
    return QCoreApplication.translate(
        "PracticeMode", "Play on from here: the computer plays the other seats.")


def defence_question(obs: Observation, series: DefenceMatch, names: Sequence[str],
                     pack: str) -> str:
    """A deal of the defence practice: who defends with whom against whom, in which
    contract, and what the practice keeps ('' before the contract)."""
    x = obs.declarer
    if x is None or obs.contract is None:
        return ""
    partner = next(s for s in obs.defenders() if s != obs.seat)
    over = obs.phase is Phase.DONE and bool(series.entries)
    head = QCoreApplication.translate(
        "PracticeMode", "Deal {number}: you defend with {partner} against {declarer}, "
        "who plays {contract}.").format(
        number=series.entries[-1].number if over else series.number,
        partner=names[partner], declarer=names[x],
        contract=texts.contract_name(obs.contract, pack))
    if over:
        tail = QCoreApplication.translate(
            "PracticeMode", "The deal is over: Next deal (N), or back to the game.")
    else:
        tail = QCoreApplication.translate(
            "PracticeMode", "The coach is on. Your cards count in Progress; this practice "
            "and its sheet are not saved when you quit.")
    return f"{head} {tail}"
