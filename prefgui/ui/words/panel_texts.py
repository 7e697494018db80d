"""The decision panel's words: its title, the auction so far, each call's explanation, and
why the player may not pass. Plain functions of the observation (no widget)."""

from __future__ import annotations

from collections.abc import Sequence

from prefgui.engine.actions import (
    Action,
    Bid,
    Declare,
    Discard,
    HiddenDiscard,
    Pass,
    Play,
    RuDeclare,
)
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.engine.vocab import DecisionMode
from prefgui.ui.table.russian_view import RussianTable
from prefgui.ui.words import russian_texts, texts
from prefgui.ui.words.texts import tr

__all__ = ["action_help", "auction_text", "forced_bid_text", "panel_title"]


def forced_bid_text(obs: Observation, actions: Sequence[Action]) -> str:
    """Why the player may not pass ('' when he may): everybody before him passed, and with
    ``all_pass = last_player_forced`` the last player in the auction must bid (the dealer;
    at four, the player before the dealer, who sits out)."""
    if (isinstance(obs, RussianTable) or obs.phase is not Phase.AUCTION or obs.high is not None
            or obs.rules.opt.all_pass != "last_player_forced"
            or any(isinstance(a, Pass) for a in actions)
            or not any(isinstance(a, Bid) for a in actions)):
        return ""
    if obs.rules.players == 4:
        return tr("The others passed: as the last player in the auction you must bid (the "
                  "dealer sits out). The lowest bid is enough.")
    return tr("The others passed: as the dealer you must bid. The lowest bid is enough.")



def action_help(a: Action, obs: Observation) -> str:
    """What ``a`` means here (a defender's decision: for his side's goal)."""
    if isinstance(obs, RussianTable):
        return russian_texts.action_help(a, obs)
    if obs.phase is Phase.DEFENCE and obs.contract is not None:  # a defender's decision
        return texts.action_help(a, obs.rules, obs.contract, obs.hand_game)
    return texts.action_help(a, obs.rules)


def panel_title(obs: Observation, window: bool) -> str:
    """What the panel asks (``window``: the human may act before the play goes on)."""
    if window:
        return tr("You may act now")
    if isinstance(obs, RussianTable):
        return russian_texts.panel_title(obs)
    if obs.phase is Phase.AUCTION:
        return tr("Your call")
    if obs.phase is Phase.DECLARE:
        return tr("Declare your contract")
    if obs.phase is Phase.CONTRA:
        return tr("Answer the contra")
    if obs.phase is Phase.DEFENCE and obs.contract is not None:
        mode = obs.rules.decision_mode(obs.contract)
        if mode is DecisionMode.CONTRA_ONLY:
            return tr("Play on, or double?")
        if mode is DecisionMode.JOINT:
            return tr("Play on, or concede together?")
        return tr("Defend or drop out?")
    return tr("Your decision")


def auction_text(obs: Observation, names: Sequence[str], pack: str) -> str:
    """The auction so far, one "name: call" after another."""
    calls = []
    for a in obs.history:
        if isinstance(a, Play | Discard | HiddenDiscard | Declare | RuDeclare):
            break
        who = names[a.seat] if a.seat < len(names) else str(a.seat)
        what = texts.action_label(a, obs.rules, pack)
        if isinstance(a, Bid):  # a Russian bid says itself ("You: 7♣", never "You: bids")
            what = tr("bids {bid}").format(bid=what)
        calls.append(f"{who}: {what}")
    return "  ·  ".join(calls) if calls else tr("No calls yet.")
