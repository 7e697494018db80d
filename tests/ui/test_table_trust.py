"""A table a player can follow and trust: wrong behaviour a new player ran into.

Each test drives the real window offscreen (the computer players think in the worker
process) and checks what the player sees or can reach.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import (
    QEvent,
    QPoint,
    QPointF,
    QRectF,
    QSettings,
    QStandardPaths,
    Qt,
)
from PySide6.QtGui import QTransform, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QGraphicsView,
    QLabel,
    QMessageBox,
    QPushButton,
)
from pytestqt.qtbot import QtBot

from prefgui.engine.cards import iter_cards
from prefgui.engine.play import winning_index
from prefgui.engine.state import Phase
from prefgui.session.match import TableSettings
from prefgui.session.pulka import Pulka
from prefgui.session.settings import AppSettings
from prefgui.ui.dialogs.replay import ReplayDialog
from prefgui.ui.dialogs.settings import SettingsDialog
from prefgui.ui.dialogs.tricks import trick_rows
from prefgui.ui.dialogs.welcome import WelcomeDialog
from prefgui.ui.sheet.charts import BalanceChart
from prefgui.ui.system.jobs import JobService
from prefgui.ui.system.settings_store import is_first_start, save_settings
from prefgui.ui.table.hands import display_order
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words import texts
from tests.ui.helpers import (
    assert_buttons_whole,
    assert_table_fits,
    click_card,
    require_compiled_translations,
    table_window,
    wait_for_human,
    wait_for_panel,
)

QStandardPaths.setTestModeEnabled(True)


# 1. a variant change starts a new session ------------------------------------------------
def test_variant_change_starts_a_new_session_and_keeps_the_old_one(
        qtbot: QtBot, jobs: JobService, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off", start=False)
    c = window.controller
    old_path = c.autosave.path
    assert old_path is not None
    c.session.start()
    qtbot.waitUntil(old_path.exists)  # the first save is written off the GUI thread
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_a, **_k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr("prefgui.ui.window.game_dialogs.new_session_path",
                        lambda: tmp_path / "session-n.json")
    window.dialogs.apply_table(TableSettings("balkan", levels=("human", "beginner", "beginner")))
    assert c.match.settings.variant == "balkan"
    assert c.match.rules.variant == "balkan"
    assert c.match.pending_rules is None
    assert c.match.entries == []
    assert c.autosave.path == tmp_path / "session-n.json"
    assert old_path.exists()  # the Austrian session stays among the saved sessions


def test_an_option_change_within_the_variant_waits_for_the_next_deal(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off")
    c = window.controller
    match = c.match
    table = TableSettings("austrian", {"must_head": True},
                          levels=("human", "beginner", "beginner"))
    window.dialogs.apply_table(table)
    assert c.match is match
    assert match.pending_rules == table


# 2. decision panels keep their labels -----------------------------------------------------


def test_every_panel_keeps_its_labels(qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off")  # seed 3: the others pass, You bid
    c = window.controller
    wait_for_human(qtbot, window)
    assert c.view.observation().phase is Phase.AUCTION
    assert_buttons_whole(window)
    c.state_changed.emit(c.view.observation())  # what resuming and OK in Settings do
    wait_for_panel(qtbot, window)
    assert_buttons_whole(window)
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    wait_for_panel(qtbot, window)
    assert_buttons_whole(window)
    window.panel.buttons[0].click()  # the lowest bid
    wait_for_human(qtbot, window)
    assert c.view.observation().phase is Phase.EXCHANGE
    assert_buttons_whole(window)
    talon = c.view.observation().talon
    assert talon is not None  # 14: the talon's cards are marked in the hand
    marked = {card for card, item in window.scene.faces.items()
              if item.isVisible() and item.from_talon}
    assert marked == set(iter_cards(talon))
    hand = list(iter_cards(c.view.observation().hand))
    for card in hand[:2]:
        click_card(window, card)
        assert_buttons_whole(window)
    c.state_changed.emit(c.view.observation())
    wait_for_panel(qtbot, window)
    assert_buttons_whole(window)
    window.panel.buttons[0].click()  # discard these two
    wait_for_human(qtbot, window)
    assert c.view.observation().phase is Phase.DECLARE
    assert_buttons_whole(window)
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert_buttons_whole(window)


# 3 and 23. the table fits the space the dock leaves ------------------------------------------
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_call_panel_fits_beside_the_hands_with_and_without_the_dock(
        qtbot: QtBot, jobs: JobService, tmp_path: Path, size: tuple[int, int]) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off", size=size)
    wait_for_human(qtbot, window)
    assert window.controller.view.observation().phase is Phase.AUCTION
    assert_table_fits(window)
    window.sheet_dock.show()
    qtbot.waitUntil(lambda: window.view.width() < size[0] - 150, timeout=3000)
    qtbot.waitUntil(lambda: assert_table_fits(window), timeout=3000)  # once laid out anew
    window.sheet_dock.hide()
    qtbot.waitUntil(lambda: window.view.width() > size[0] - 50, timeout=3000)
    qtbot.waitUntil(lambda: assert_table_fits(window), timeout=3000)


# 4. seat names stay on their side ------------------------------------------------------------
@pytest.mark.parametrize("variant", ["austrian", "balkan", "swabian"])
def test_west_sits_left_and_east_right_in_either_direction(
        qtbot: QtBot, jobs: JobService, tmp_path: Path, variant: str) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off", variant=variant)
    scene = window.scene
    assert scene.layout is not None
    width = scene.layout.w
    for seat, plate in scene.plates.items():
        x = plate.sceneBoundingRect().center().x()
        if plate.name == "West":
            assert x < width / 2, (variant, seat)
        elif plate.name == "East":
            assert x > width / 2, (variant, seat)
    assert {p.name for p in scene.plates.values()} == {"You", "West", "East"}
    sheet_names = window.controller.match.settings.names
    assert [scene.plates[s].name for s in range(3)] == list(sheet_names)


# 5. your trick pile is yours -----------------------------------------------------------------
def pile_rect(window: MainWindow, seat: int) -> QRectF:
    """Where ``seat``'s won tricks lie (a card rotated about its centre), in scene units."""
    lay = window.scene.layout
    assert lay is not None
    spot = lay.pile(seat)
    card = QRectF(spot.x, spot.y, lay.sw, lay.sw * 1.5)
    turned = QTransform().translate(card.center().x(), card.center().y()).rotate(
        spot.rot).translate(-card.center().x(), -card.center().y())
    return turned.mapRect(card).adjusted(-4, -4, 4, 4)  # 4 more for the little stack


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_your_trick_pile_lies_clear_of_the_other_name_plates(
        qtbot: QtBot, jobs: JobService, tmp_path: Path, size: tuple[int, int]) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off", size=size)
    for dock in (False, True):
        window.sheet_dock.setVisible(dock)
        qtbot.waitUntil(lambda: window.scene.layout is not None
                        and window.scene.layout.w == window.view.viewport().width(),
                        timeout=3000)  # the table laid out for the view's new width
        human = window.controller.human
        mine = pile_rect(window, human)
        for seat, plate in window.scene.plates.items():
            if seat != human:
                assert not mine.intersects(plate.sceneBoundingRect()), (size, dock, seat)
                assert not pile_rect(window, seat).intersects(window.scene.plates[
                    human].sceneBoundingRect())
        assert window.scene.sceneRect().contains(mine)


# 6. the summary stays reachable; the next deal starts from a button ---------------------------
def finish_a_deal(qtbot: QtBot, window: MainWindow) -> None:
    """The computer plays every seat until the deal is over and its summary is shown."""
    c = window.controller
    c.autoplay = True
    c.session.start()
    qtbot.waitUntil(lambda: c.session.finished_entry() is not None, timeout=120000)
    c.autoplay = False
    qtbot.waitUntil(lambda: window.deal_end.summary is not None, timeout=10000)


def panel_button(window: MainWindow, text: str) -> QPushButton:
    for btn in window.panel.buttons:
        if btn.text() == text and btn.isVisible():
            return btn
    raise AssertionError(f"no {text!r} among {[b.text() for b in window.panel.buttons]}")


def test_esc_and_enter_close_the_summary_without_starting_the_next_deal(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off", start=False)
    c = window.controller
    finish_a_deal(qtbot, window)
    entry = c.session.finished_entry()
    assert entry is not None
    summary = window.deal_end.summary
    assert summary is not None
    QTest.keyClick(summary, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.deal_end.summary is None, timeout=3000)
    assert c.session.finished_entry() is entry  # the deal is still on the table
    panel_button(window, "Deal summary").click()
    assert window.deal_end.summary is not None
    QTest.keyClick(window.deal_end.summary, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.deal_end.summary is None, timeout=3000)
    assert c.session.finished_entry() is entry
    # the score sheet's row opens the same summary
    window.sheet_dock.show()
    window.sheet.table.cellDoubleClicked.emit(0, 0)
    assert window.deal_end.summary is not None
    assert window.deal_end.summary.next_button.isVisible()
    window.deal_end.summary.close()
    panel_button(window, "Next deal").click()
    qtbot.waitUntil(lambda: c.session.finished_entry() is None, timeout=3000)
    assert len(c.match.entries) == 1
    assert not c.state.is_terminal()


# 8 and 12. calls by the seats, the auction on the table, balances on the plates ---------------
def test_calls_are_said_by_their_seats_and_the_auction_stays_on_the_table(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off")  # seed 3: West and East pass first
    c = window.controller
    scene = window.scene
    wait_for_human(qtbot, window)
    names = c.view.names()
    for seat in (1, 2):
        assert scene.bubbles[seat].isVisible()
        assert scene.bubbles[seat].lines == ["Pass"]
    auction = "\n".join(scene.contract_badge.lines)  # a line per seat, or side by side
    assert f"{names[1]}: Pass" in auction and f"{names[2]}: Pass" in auction
    for seat, plate in scene.plates.items():
        assert plate.balance == "−10", seat  # everyone paid 10 into the pot
        assert "10" in plate.toolTip()
    window.panel.buttons[0].click()
    wait_for_human(qtbot, window)
    assert scene.bubbles[0].lines == [texts.action_label(
        c.view.observation().history[-1], c.rules, "french")]
    assert f"{names[0]}: 1 · ♣ Clubs" in " ".join(scene.contract_badge.lines)
    finish_a_deal(qtbot, window)
    assert f"{names[1]}: Pass" in " ".join(scene.contract_badge.lines)  # for the whole deal
    assert scene.pot_badge.lines == [f"Pot {c.match.pot}"]  # the pot after the deal
    for seat, plate in scene.plates.items():
        assert plate.balance in (str(c.match.balances[seat]).replace("-", "−"),
                                 f"+{c.match.balances[seat]}")


# 7. the winning card is marked; a complete trick stays until a click or the pause -------------
def test_the_winning_card_is_marked_and_a_complete_trick_waits_for_a_click(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off", start=False)
    c = window.controller
    scene = window.scene
    c.speed = scene.speed = "fast"
    window.menu_actions.set_speed("fast")
    scene.trick.pause = 600_000  # only the click takes the trick away
    c.autoplay = True
    c.session.start()

    def winners() -> list[int]:
        return [card for card, item in scene.faces.items()
                if item.isVisible() and item.winning]

    qtbot.waitUntil(lambda: len(c.view.observation().trick) >= 1, timeout=120000)
    obs = c.view.observation()
    trump = obs.contract.trump if obs.contract is not None else None
    assert winners() == [obs.trick[winning_index(obs.trick, trump)]]
    qtbot.waitUntil(scene.trick_waiting, timeout=60000)
    obs = c.view.observation()
    won_by = obs.leader  # the winner leads the next trick
    cards = [card for seat, card in obs.last_trick]
    assert winners() == [card for seat, card in obs.last_trick if seat == won_by]
    # The trick stays until it is clicked away: the table counts as busy, so no computer
    # player is asked meanwhile (the 10-minute pause is far off).
    assert scene.busy() and c.turns.thinking_seat() is None
    assert all(scene.faces[card].isVisible() for card in cards)  # still on the table
    assert obs.tricks_done == c.view.observation().tricks_done
    corner = window.view.mapFromScene(QPointF(scene.layout.w / 2, scene.layout.h * 0.3))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, corner)
    assert not scene.trick_waiting()
    qtbot.waitUntil(lambda: c.view.observation().tricks_done > obs.tricks_done
                    or c.session.finished_entry() is not None, timeout=60000)
    c.autoplay = False


# 10. the last trick on the table, and the trick history ---------------------------------------
def test_last_trick_is_laid_on_the_table_and_the_history_lists_every_trick(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off", start=False)
    c = window.controller
    c.autoplay = True
    c.session.start()
    qtbot.waitUntil(lambda: c.view.observation().tricks_done >= 2, timeout=120000)
    c.autoplay = False
    qtbot.waitUntil(lambda: not window.scene.busy(), timeout=10000)
    obs = c.view.observation()
    window.menu_actions.last_trick.trigger()
    shown = [card for card, item in window.scene.faces.items() if item.isVisible()
             and item.zValue() >= 600]
    assert sorted(shown) == sorted(card for _, card in obs.last_trick)
    assert sum(window.scene.faces[card].winning for card in shown) == 1
    assert "Last trick" not in window.statusBar().currentMessage()
    rows = trick_rows(obs, c.view.names(), "french")
    assert len(rows) >= obs.tricks_done
    assert all(row[3] for row in rows[:obs.tricks_done])  # every complete trick has a winner
    assert rows[obs.tricks_done - 1][3] == c.view.names()[obs.leader]


# 19. the shortcuts dialog lists every shortcut -------------------------------------------------
def test_the_shortcuts_dialog_lists_every_menu_shortcut(
        qtbot: QtBot, jobs: JobService, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off", start=False)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda _parent, _title, text: said.append(text))
    window.menu_actions.shortcuts.trigger()
    text = said[0]
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    keys = [(action.shortcut().toString(), action.text())
            for menu in menus for action in menu.actions() if action.shortcut().toString()]
    assert len(keys) >= 8  # H, L, T, C, N, S, undo, quit …
    for key, name in keys:
        assert f"<b>{key}</b>" in text, (key, name)


# 21. the score chart: whole deals, a legend off the lines --------------------------------------
def test_the_chart_counts_whole_deals_and_its_legend_is_off_the_plot(qtbot: QtBot) -> None:
    chart = BalanceChart()
    qtbot.addWidget(chart)
    n = 23
    chart.set_data(["You", "West", "East"], [[float(i * p) for i in range(n + 1)]
                                              for p in range(3)],
                   [30.0] * (n + 1), "Pot", [f"deal {i}" for i in range(1, n + 1)])
    assert chart.legend.text() == ""  # hidden, it is drawn when shown
    assert chart.findChildren(QGraphicsView) == []  # its plot too: made when first shown
    chart.show()
    assert len(chart.findChildren(QGraphicsView)) == 1
    ticks = [value for value, _label in chart.x_ticks]
    assert ticks and all(float(v).is_integer() for v in ticks)
    assert chart.plot.getPlotItem().legend is None  # nothing drawn over the lines
    for name in ("You", "West", "East", "Pot"):
        assert name in chart.legend.text()


# 18. the welcome ------------------------------------------------------------------------------
def test_first_start_is_recognised_and_the_welcome_sets_variant_pack_and_language(
        qtbot: QtBot, jobs: JobService, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    require_compiled_translations()  # the welcome offers German only when it is compiled
    qs = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    assert is_first_start(qs)
    save_settings(AppSettings(), qs)
    assert not is_first_start(qs)

    dlg = WelcomeDialog(AppSettings())
    qtbot.addWidget(dlg)
    assert dlg.variant.count() == 9  # six European games, three Russian
    assert all(":" in dlg.variant.itemText(i) for i in range(9))  # one line each
    dlg.variant.setCurrentIndex(dlg.variant.findData("balkan"))
    dlg.pack.setCurrentIndex(dlg.pack.findData("german"))
    dlg.language.setCurrentIndex(dlg.language.findData("de"))
    new = dlg.result_settings()
    assert (new.table.variant, new.pack, new.theme, new.language) == (
        "balkan", "german", "prefgui-german", "de")

    window = table_window(qtbot, jobs, tmp_path, speed="off")
    assert window.menu_actions.welcome in window.menu_actions.help_menu.actions()
    monkeypatch.setattr(WelcomeDialog, "exec", lambda self: (
        self.variant.setCurrentIndex(self.variant.findData("balkan")),
        QDialog.DialogCode.Accepted)[1])
    monkeypatch.setattr("prefgui.ui.window.game_dialogs.new_session_path",
                        lambda: tmp_path / "session-w.json")
    monkeypatch.setattr("prefgui.ui.window.preferences.save_settings", lambda _s: None)
    window.menu_actions.welcome.trigger()
    assert window.controller.match.settings.variant == "balkan"
    assert window.controller.autosave.path == tmp_path / "session-w.json"
    # the Russian game chosen in the welcome: a pulka of Sochi at once
    monkeypatch.setattr(WelcomeDialog, "exec", lambda self: (
        self.variant.setCurrentIndex(self.variant.findData("sochi")),
        QDialog.DialogCode.Accepted)[1])
    monkeypatch.setattr("prefgui.ui.window.game_dialogs.new_session_path",
                        lambda: tmp_path / "session-ru.json")
    window.menu_actions.welcome.trigger()
    assert isinstance(window.controller.match, Pulka)
    assert window.controller.match.settings.variant == "sochi"
    wait_for_panel(qtbot, window)
    assert window.controller.autosave.path == tmp_path / "session-ru.json"


# 16. the wheel scrolls the options, not the field under the pointer ----------------------------
def test_the_wheel_over_an_unfocused_option_does_not_change_it(qtbot: QtBot) -> None:
    dlg = SettingsDialog(AppSettings())
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    boxes = [ed.widget for ed in dlg.rules_page.editors.values()
             if isinstance(ed.widget, QComboBox)]
    box = boxes[0]
    before = box.currentIndex()
    dlg.buttons.setFocus()
    assert not box.hasFocus()
    center = QPointF(box.rect().center())
    wheel = QWheelEvent(center, QPointF(box.mapToGlobal(box.rect().center())), QPoint(0, 0),
                        QPoint(0, -120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(box, wheel)
    assert box.currentIndex() == before


def test_no_label_of_a_hidden_fourth_seat(qtbot: QtBot) -> None:
    dlg = SettingsDialog(AppSettings())
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.tabs.setCurrentIndex(1)
    qtbot.waitExposed(dlg)
    shown = [lab.text() for lab in dlg.findChildren(QLabel) if lab.isVisible()]
    assert "Opponent 3" not in shown
    dlg.table_page.players.setCurrentIndex(1)  # four at the table
    shown = [lab.text() for lab in dlg.findChildren(QLabel) if lab.isVisible()]
    assert "Opponent 3" in shown


# 20. the replay's first frame ------------------------------------------------------------------
def test_the_replays_first_frame_puts_your_hand_where_the_table_is(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off", start=False)
    finish_a_deal(qtbot, window)
    entry = window.controller.match.entries[0]
    assert window.deal_end.summary is not None
    window.deal_end.summary.close()
    dlg = ReplayDialog(entry.record.to_json(), window.controller.view.names(), window.scene.theme,
                       window)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)

    def hand_in_place() -> None:
        lay = dlg.scene.layout
        assert lay is not None
        assert lay.w == dlg.view.viewport().width()
        hand = display_order(dlg.states[0].hands[0])
        for card, spot in zip(hand, lay.hand(0, len(hand)), strict=True):
            pos = dlg.scene.faces[card].pos()
            assert abs(pos.x() - spot.x) < 1 and abs(pos.y() - spot.y) < 1, card

    qtbot.waitUntil(hand_in_place, timeout=10000)  # once the dealing animation is over
