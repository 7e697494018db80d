"""The money on the table: the balances on the name plates, the pot or bank as it stands,
and where the balances come from (the plates' and the pot badge's tooltip).

The session's balances; the defence practice's own sheet while it is played; nothing while a
practice position is played (nothing is paid); a pulka's standing in whists.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from prefgui.session.pulka import Pulka
from prefgui.ui.game.controller import GameController
from prefgui.ui.table.scene import TableScene
from prefgui.ui.words import texts
from prefgui.ui.words.pulka_texts import whists_text

__all__ = ["show_money"]


def show_money(controller: GameController, scene: TableScene) -> None:
    """Balances on the name plates, the pot or bank as it stands, and where the balances
    come from (the texts keep the table desk's translation context)."""
    m = controller.match
    series = controller.practice.series
    if series is not None:  # the defence practice: its own sheet's balances and pot
        scene.furniture.balances = tuple(series.balances)
        scene.furniture.pot = series.pot
        note = QCoreApplication.translate(
            "TableDesk", "Balance since the defence practice began (its own sheet; the "
            "game's balances wait unchanged).")
        scene.furniture.money_note = note
        scene.pot_badge.setToolTip(note)
        return
    if controller.practicing:  # nothing is paid: no balances, the deal's own pot
        scene.furniture.balances, scene.furniture.pot, scene.furniture.money_note = (), None, ""
        scene.pot_badge.setToolTip("")
        return
    if isinstance(m, Pulka):  # the standing in whists, as if the pulka ended now
        scene.furniture.balances = tuple(whists_text(x) for x in m.settlement)  # as on
        # the sheet and in the deal's summary: +22½, −5⅓
        scene.furniture.pot = None
        note = QCoreApplication.translate(
            "TableDesk", "Standing in whists if the pulka ended now (pool, mountain and "
            "whists settled).")
        scene.furniture.money_note = note
        scene.pot_badge.setToolTip(note)
        return
    scene.furniture.balances = tuple(m.balances)
    scene.furniture.pot = m.pot
    note = QCoreApplication.translate(
        "TableDesk", "Balance since the session began (a plus is won, a minus lost).")
    if m.refill_now:
        note += " " + QCoreApplication.translate(
            "TableDesk", "Before this deal everyone paid {n} into the {pot}.").format(
            n=m.refill_now, pot=texts.pot_label(m.rules, capital=False))
    scene.furniture.money_note = note
    if scene.pot_badge.toolTip() != note:
        scene.pot_badge.setToolTip(note)
