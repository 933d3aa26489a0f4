"""Controller: new game, moves, autosave, resume, pass-and-play, physical dice, errors."""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers import make, page, panel_of, start, step, tap
from spelkast_ui.app import catalog
from spelkast_ui.app.controller import CURRENT_KEY
from spelkast_ui.app.saves import PREFIX
from spelkast_ui.kit.gameplay import move_val
from spelkast_ui.kit.storage import MemoryStorage

import pyengine
from pyengine import load_match
from pyengine.core.names import THE_PLAYER


def test_home_lists_games_and_starts_a_default_game() -> None:
    c = make()
    html = page(c)
    assert "Schocken" in html and 'data-act="new"' in html
    assert c.dispatch("new", "schocken")
    form = c.setup
    assert form is not None
    assert [p.kind for p in form.players] == ["human", "heuristic"]  # the default level
    assert [p.name for p in form.players] == [THE_PLAYER, "Computer"]  # shown as "You"
    c.dispatch("start")
    assert c.screen == "game"
    assert c.acting_human() == 0  # the first human throws first


def test_moves_autosave_and_resume_the_same_view() -> None:
    storage, session = MemoryStorage(), MemoryStorage()
    c = make(storage, session=session)
    start(c)
    for _ in range(25):
        step(c)
    assert c.match is not None and c.game_id is not None
    record = json.loads(storage.data[PREFIX + c.game_id])
    assert record["save"] == c.match.to_json()
    assert record["seen_rounds"] == c.seen_rounds
    assert CURRENT_KEY not in storage.data  # the screen is this tab's own
    assert json.loads(session.data[CURRENT_KEY]) == {
        "screen": "game",
        "rules_game": "schocken",
        "game": c.game_id,
    }
    assert load_match(record["save"]).view(0) == c.match.view(0)

    again = make(storage, session=session)  # a reload or a killed tab
    assert again.screen == "game" and again.game_id == c.game_id
    assert again.match is not None
    assert again.match.view(0) == c.match.view(0)
    c.last_event = None  # not saved: only a remark about the previous move
    assert page(again) == page(c)


def test_a_whole_game_against_the_computer_reaches_the_end_screen() -> None:
    c = make(seed=11)
    start(c, chips="5")
    for _ in range(3000):
        if c.match is not None and c.match.is_over:
            break
        step(c)
    assert c.match is not None and c.match.is_over
    html = page(c)
    assert "Game over" in html
    # The one person is spoken to: "You lost", never "You lost the game" about a name.
    won = "You won!" in html and "Computer lost the game." in html
    assert won != ("You lost. A rematch?" in html)
    assert 'data-act="again"' in html and 'data-act="home"' in html
    assert c.bot_delay() is None
    old = c.game_id
    c.dispatch("again")
    assert c.screen == "game" and c.game_id != old and c.match is not None
    assert c.match.log == [] and c.match.options["chips"] == 5


def test_round_result_waits_for_the_player() -> None:
    c = make(seed=3)
    start(c)
    while not c.reveal_pending():
        step(c)
    assert c.bot_delay() is None  # computers wait while the result is shown
    html = page(c)
    assert "Cups up" in html and 'data-act="next"' in html
    assert c.acting_human() is None
    c.dispatch("next")
    assert not c.reveal_pending()
    assert "Cups up" not in panel_of(page(c))


def test_computer_dice_never_reach_the_page_before_the_reveal() -> None:
    c = make(seed=8)
    start(c, players=[("Ann", "human"), ("Bot", "random")], starter_sets_limit="false")
    throwing = 0
    for _ in range(300):
        if c.match is None or c.match.is_over:
            break
        if c.bot_delay() is not None:
            html = page(c)
            assert 'data-act="die"' not in html
            # While the bot plays, the only dice on the page are Ann's own.
            own = c.match.view(0)["state"]["cups"][0]
            shown = panel_of(html).count('class="die-face"')
            assert shown == (3 if own["throws"] else 0)
            if own["throws"]:
                label = ", ".join(str(v) for v in own["dice"])
                assert f'aria-label="{label}"' in panel_of(html)
            if c.match.view(None)["state"]["cups"][1]["throws"]:
                assert "Bot throws" in html
                throwing += 1
        step(c)
    assert throwing >= 3


def test_pass_and_play_hands_over_and_hides_dice() -> None:
    c = make(seed=4)
    start(c, players=[("Ann", "human"), ("Ben", "human")])
    html = page(c)
    assert "Pass to Ann" in html and 'data-act="iam"' in html
    assert 'data-act="roll"' not in html
    assert c.viewer() is None
    c.dispatch("iam", "0")
    assert c.viewer() == 0
    c.dispatch("roll")
    html = page(c)
    assert html.count('data-act="die"') == 3 and "Ann holds" in html and "You" not in html
    tap(c, "stand")
    html = page(c)
    assert "Pass to Ben" in html and "die-pips" not in panel_of(html)
    assert c.viewer() is None
    assert "holds" not in html and 'data-act="die"' not in html
    c.dispatch("iam", "0")  # the wrong player cannot take the turn
    assert c.viewer() is None and c.notice
    c.dispatch("iam", "1")
    assert c.viewer() == 1
    assert "Ben" in page(c)


def test_the_last_throw_stays_visible_until_the_cup_goes_down() -> None:
    c = make(seed=4)
    start(c, players=[("Ann", "human"), ("Ben", "human")])
    c.dispatch("iam", "0")
    for _ in range(3):
        cup = c.match.view(0)["state"]["cups"][0]  # type: ignore[union-attr]
        if cup["throws"]:
            c.dispatch("die", "0")
        c.dispatch("roll")
    assert c.acting_human() == 0  # out of throws, but the turn ends only with "cup down"
    html = page(c)
    assert 'data-act="roll"' not in html and 'data-act="stand"' in html
    assert 'data-act="die"' not in html and "die-pips" in panel_of(html)  # shown, not tappable
    tap(c, "stand")
    assert "Pass to Ben" in page(c)


def test_physical_dice_for_humans_and_for_the_computer() -> None:
    c = make(seed=2)
    start(c, dice="physical")
    assert c.match is not None and c.match.physical_dice
    c.dispatch("roll")
    assert c.entry is not None and c.entry.dice == [0, 1, 2]
    html = page(c)
    assert html.count('data-act="pick"') == 18
    c.dispatch("enter")
    assert c.notice == "Pick a value for every die."
    for i, v in enumerate([6, 6, 3]):
        c.dispatch("pick", str(i), str(v))
    c.dispatch("enter")
    assert c.match.view(0)["state"]["cups"][0]["dice"] == [6, 6, 3]
    assert 'data-act="flip"' in page(c)
    tap(c, "stand")
    assert c.bot_delay() is not None
    c.step_bot()
    assert c.entry is not None and c.entry.for_bot
    assert "Throw for Computer" in page(c)
    assert c.bot_delay() is None  # waits for the table
    for i in range(len(c.entry.dice)):
        c.dispatch("pick", str(i), "5")
    c.dispatch("enter")
    assert c.match.log[-1]["seat"] == 1


def test_illegal_actions_show_the_engine_message() -> None:
    c = make()
    start(c)
    tap(c, "flip", val=move_val({"type": "flip"}))  # a stale page's button
    assert c.notice and "not allowed" in c.notice
    assert "not allowed" in page(c) and 'role="alert"' in page(c)
    c.dispatch("roll")
    assert c.notice is None
    c.dispatch("roll")  # a second throw needs chosen dice
    assert c.notice == "First tap the dice you want to throw again."
    c.dispatch("set_lang", "", "nl")
    tap(c, "flip", val=move_val({"type": "flip"}))
    if c.notice and "mag nu niet" not in c.notice:  # flip may be legal after two sixes
        raise AssertionError(c.notice)


def test_undo_takes_back_a_flip() -> None:
    c = make()
    start(c, dice="physical")
    c.dispatch("roll")
    for i, v in enumerate([6, 6, 2]):
        c.dispatch("pick", str(i), str(v))
    c.dispatch("enter")
    tap(c, "flip")
    assert c.match is not None
    assert sorted(c.match.view(0)["state"]["cups"][0]["dice"]) == [1, 2, 6]
    assert c.can_undo() and 'data-act="undo"' in page(c)
    c.dispatch("undo")
    assert c.match.view(0)["state"]["cups"][0]["dice"] == [6, 6, 2]
    assert not c.can_undo()


def test_storage_full_keeps_the_game_going() -> None:
    storage = MemoryStorage(quota=400)
    c = make(storage)
    c.dispatch("new", "schocken")
    c.dispatch("start")
    assert c.screen == "game" and c.save_warning() is None  # nothing to store yet
    c.dispatch("roll")
    assert c.match is not None and len(c.match.log) == 1
    assert "The last move is not saved yet" in page(c)
    assert "storage is full" in page(c)
    tap(c, "stand")
    assert "The last 2 moves are not saved yet" in page(c)


def test_corrupt_saves_are_listed_with_an_error_and_the_rest_works() -> None:
    storage = MemoryStorage()
    c = make(storage)
    start(c)
    c.dispatch("roll")
    good = c.game_id
    c.dispatch("home")
    storage.data[PREFIX + "broken"] = "{not json"
    record = json.loads(storage.data[PREFIX + str(good)])
    record["save"]["log"][0]["action"]["values"] = [9, 9, 9]
    storage.data[PREFIX + "cheat"] = json.dumps(record)
    record2 = json.loads(storage.data[PREFIX + str(good)])
    record2["save"]["game"] = "qwinto"
    storage.data[PREFIX + "future"] = json.dumps(record2)
    storage.data[PREFIX + "nosave"] = json.dumps([1, 2, 3])

    fresh = make(storage)
    html = page(fresh)
    assert html.count("<h3>Damaged save") == 4
    assert html.count('data-act="continue"') == 1
    assert html.count('data-act="delete"') == 5
    fresh.dispatch("delete", "broken")  # hidden at once, "Undo" offered, gone on the next act
    assert page(fresh).count("<h3>Damaged save") == 3 and 'data-act="undo_delete"' in page(fresh)
    assert PREFIX + "broken" in storage.data
    fresh.dispatch("dismiss")
    assert PREFIX + "broken" not in storage.data
    assert page(fresh).count("<h3>Damaged save") == 3
    fresh.dispatch("continue", "cheat")
    assert fresh.screen == "home" and fresh.notice
    fresh.dispatch("continue", str(good))
    assert fresh.screen == "game" and fresh.match is not None and len(fresh.match.log) == 1


def test_a_broken_current_game_falls_back_to_home() -> None:
    storage = MemoryStorage()
    storage.data[CURRENT_KEY] = json.dumps({"screen": "game", "game": "gone"})
    c = make(storage)
    assert c.screen == "home"
    storage.data[CURRENT_KEY] = "]]"
    assert make(storage).screen == "home"


def test_new_game_form_limits_and_options() -> None:
    c = make()
    c.dispatch("new", "schocken")
    form = c.setup
    assert form is not None
    c.dispatch("remove_player", "0")
    assert len(form.players) == 2 and c.notice  # at least two players
    for _ in range(10):
        c.dispatch("add_player")
    assert len(form.players) == 8 and c.notice
    c.dispatch("set_option", "chips", "99")
    assert c.notice and form.options["chips"] == 13
    c.dispatch("set_option", "chips", "seven")
    assert c.notice
    c.dispatch("set_option", "chips", "7")
    c.dispatch("set_option", "starter_sets_limit", "false")
    c.dispatch("set_kind", "2", "random")
    assert form.options == {"dice": "digital", "chips": 7, "starter_sets_limit": False}
    c.dispatch("set_name", "1", "   ")
    c.dispatch("start")
    assert c.screen == "new" and c.notice  # a player needs a name
    c.dispatch("set_name", "1", "Bea")
    c.dispatch("start")
    assert c.screen == "game" and c.match is not None
    assert c.match.players[1]["name"] == "Bea" and c.match.players[2]["bot"] == "random"


def test_switching_a_player_between_human_and_computer_renames_default_names() -> None:
    c = make()
    c.dispatch("new", "schocken")
    form = c.setup
    assert form is not None
    c.dispatch("set_kind", "1", "human")
    assert form.players[1].name == "Player 2"
    c.dispatch("set_kind", "1", "heuristic")
    assert form.players[1].name == "Computer"
    c.dispatch("set_name", "1", "Bea")
    c.dispatch("set_kind", "1", "human")
    assert form.players[1].name == "Bea"  # a name someone typed stays


def test_rendering_only_ever_reads_the_view_of_the_seat_on_screen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from spelkast_ui.app.screens import announcement

    from pyengine import Match

    asked: list[int | None] = []
    real_view = Match.view

    def spy(self: Match, seat: int | None = None) -> dict[str, Any]:
        asked.append(seat)
        return real_view(self, seat)

    c = make(seed=21)
    start(c, players=[("Ann", "human"), ("Bot", "heuristic"), ("Cas", "human")])
    monkeypatch.setattr(Match, "view", spy)
    for _ in range(150):
        assert c.match is not None
        if c.match.is_over:
            break
        asked.clear()
        page(c)
        announcement(c)
        assert set(asked) <= {None, c.viewer()}, (asked, c.viewer())
        if c.viewer() is not None:
            assert c.viewer() in c.humans()
        step(c)


def test_recover_goes_home_and_keeps_the_saves() -> None:
    storage = MemoryStorage()
    c = make(storage)
    start(c)
    c.dispatch("roll")
    c.recover()
    assert c.screen == "home" and c.notice and "went wrong" in c.notice
    assert make(storage).screen == "home"
    assert 'data-act="continue"' in page(c)


def test_actions_are_found_in_the_tables_only() -> None:
    """The app's ACTIONS, then the open game's MOVES, then the form's game's FORM_MOVES;
    method names are not actions."""
    c = make()
    for name in ("_act_home", "act_roll", "handler", "dispatch", "pack_toggle", "no such"):
        assert not c.dispatch(name), name
    assert c.dispatch("new", "kwist")
    assert c.dispatch("pack_toggle") and c.notice is None
    assert not c.dispatch("pack_text", "", "typed")  # quiet: records the box, no redraw
    assert c.dispatch("new", "schocken")
    assert not c.dispatch("pack_toggle")  # Schocken's form has no pack field
    start(c)
    assert c.dispatch("roll") and c.match is not None and len(c.match.log) == 1


def test_a_save_of_a_game_without_a_screen_is_not_opened(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An engine may land before its screen (catalog.SCREEN_PENDING): the app neither offers
    the game nor opens a save of it (one written by hand or by a later build). Every game
    has its screen today, so one is marked pending here."""
    storage = MemoryStorage()
    c = make(storage)
    start(c)
    c.dispatch("roll")
    good = c.game_id
    assert c.match is not None
    pending = ["kwist" if c.match.game_id != "kwist" else "qwinto"]
    monkeypatch.setattr(catalog, "SCREEN_PENDING", frozenset(pending))
    c.dispatch("home")
    assert pyengine.GAMES[pending[0]].title["en"] not in page(c)
    record = json.loads(storage.data[PREFIX + str(good)])
    game = pyengine.new_match(pending[0], [{"name": "A"}, {"name": "B"}, {"name": "C"}], 3)
    record["save"] = game.to_json()
    storage.data[PREFIX + "later"] = json.dumps(record)
    fresh = make(storage)
    fresh.dispatch("continue", "later")
    assert fresh.screen == "home" and fresh.notice
    assert all(pending[0] != gid for gid in catalog.playable())
