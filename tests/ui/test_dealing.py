"""At the start of a deal the cards fly from the dealer packet after packet, in the
dealing order of the rules, and all lie in their places when the table rests."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from prefgui.engine.deal import deal_packets, new_deal
from prefgui.engine.rules import Rules
from prefgui.ui.table import timing
from prefgui.ui.table.hands import deal_delays, display_order
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.theme import load_theme


def test_each_card_waits_for_its_packet_in_the_dealing_order() -> None:
    rules = Rules("austrian")
    obs = new_deal(rules, 4, 1).observation(0)
    step = timing.scaled(timing.DEAL_STAGGER + timing.DEAL_PACKET // 2, "normal")
    delays = deal_delays(obs, "normal")
    expected: dict[int | None, list[int]] = {}
    for k, (target, count) in enumerate(deal_packets(rules, 1)):
        key = None if target == "talon" else target
        expected.setdefault(key, []).extend([k * step] * count)  # type: ignore[arg-type]
    assert delays == expected
    assert sorted(len(v) for v in delays.values()) == [2, 10, 10, 10]
    assert delays[None][0] > 0 and min(v[0] for v in delays.values()) == 0


def test_the_deal_flies_packet_after_packet_and_rests_in_place(qtbot: QtBot) -> None:
    scene = TableScene(load_theme("prefgui-french"))
    scene.setSceneRect(QRectF(0, 0, 1200, 760))
    scene.speed = "normal"
    st = new_deal(Rules("austrian"), 4, 2)  # the first packet is the human's
    obs = st.observation(0)
    scene.sync(obs, animate=True)
    mine = display_order(obs.hand)
    delays = deal_delays(obs, "normal")[0]
    first = [c for c, d in zip(mine, delays, strict=True) if d == 0]
    later = [c for c, d in zip(mine, delays, strict=True) if d > 0]
    assert first and later
    assert all(scene.faces[c].is_animating() for c in first)
    assert not any(scene.faces[c].is_animating() for c in later)  # waiting for its packet
    assert all(scene.faces[c].isVisible() for c in mine)  # in the dealer's pack meanwhile
    assert scene.busy()
    qtbot.waitUntil(lambda: not scene.busy(), timeout=10000)
    backs = [b for key, items in scene.backs.items() if key.startswith("hand")
             for b in items if b.isVisible()]
    assert len(backs) == 20
    for item in [*(scene.faces[c] for c in mine), *backs]:
        assert abs(item.pos().x() - item.home.x) < 0.01
        assert abs(item.pos().y() - item.home.y) < 0.01
