"""A reload returns the player to what he was doing outside a game (issue 35, point 5): the
new-game form as he filled it in, and an open replay at its move; and what the tab kept of
its screen is untrusted (point 6): a value of the wrong kind is ignored, never an error."""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers import make, page
from spelkast_ui.app.controller import CURRENT_KEY
from spelkast_ui.app.saves import SaveStore
from spelkast_ui.kit.storage import MemoryStorage
from test_replay import finished_save

from pyengine import load_match


def filled_form(storage: MemoryStorage) -> Any:
    c = make(storage)
    c.dispatch("new", "schocken")
    c.dispatch("add_player")
    c.dispatch("set_name", "0", "Ann")
    c.dispatch("set_name", "2", "Bob")  # typed, not yet sent by a change (the page's input)
    c.dispatch("set_kind", "1", "random")
    c.dispatch("set_option", "dice", "physical")
    c.dispatch("set_option", "starter_sets_limit", "false")
    return c


def form_of(c: Any) -> tuple[Any, ...]:
    form = c.setup
    return form.game, [(p.name, p.kind) for p in form.players], form.options


def test_the_new_game_form_comes_back_as_it_was_filled_in() -> None:
    storage = MemoryStorage()
    before = form_of(filled_form(storage))
    c = make(storage)  # a reload of the tab
    assert c.screen == "new" and form_of(c) == before
    assert 'value="Bob"' in page(c)
    c.dispatch("start")
    assert c.screen == "game" and c.notice is None
    assert [p["name"] for p in c.game().players] == ["Ann", "Computer", "Bob"]
    assert c.game().options["dice"] == "physical"


def test_the_form_waits_under_the_rules_over_a_reload() -> None:
    storage = MemoryStorage()
    before = form_of(filled_form(storage))
    make(storage).dispatch("rules")
    c = make(storage)
    assert c.screen == "rules"
    c.dispatch("back")
    assert c.screen == "new" and form_of(c) == before


@pytest.mark.parametrize(
    "setup",
    [
        {"game": "schocken", "players": [["Ann", "human"]]},  # too few for the game
        {"game": "schocken", "players": [["Ann", "human"], ["B", "grandmaster"]]},
        {"game": "schocken", "players": [["x" * 5000, "human"], ["B", "human"]]},
        {"game": "schocken", "players": [[["Ann"], "human"], ["B", "human"]]},
        {"game": "schocken", "players": {"0": "Ann"}},
        {"game": "schocken", "options": {"dice": "loaded", "chips": ["13"], "nope": "1"}},
        {"game": "schocken", "options": [1, 2]},
    ],
)
def test_a_damaged_form_gives_the_games_default_form(setup: dict[str, Any]) -> None:
    storage, session = MemoryStorage(), MemoryStorage()
    session.data[CURRENT_KEY] = json.dumps({"screen": "new", "setup": setup})
    c = make(storage, session=session)
    default = make(MemoryStorage(), session=MemoryStorage())
    default.dispatch("new", "schocken")
    assert c.screen == "new" and c.notice is None
    assert form_of(c) == form_of(default)
    c.dispatch("start")
    assert c.screen == "game"


def finished(storage: MemoryStorage) -> str:
    SaveStore(storage).write("done", load_match(finished_save("qwinn")), 1.0, 2.0, 0)
    return "done"


def test_an_open_replay_comes_back_at_its_move() -> None:
    storage = MemoryStorage()
    gid = finished(storage)
    c = make(storage)
    c.dispatch("history")
    c.dispatch("replay", gid)
    total = c.replay.total
    c.dispatch("replay_step", "back")
    c.dispatch("replay_step", "back")
    again = make(storage)
    assert again.screen == "replay" and again.replay is not None
    assert again.replay.k == total - 2
    again.dispatch("replay_close")
    assert again.screen == "history"  # where it was opened from


@pytest.mark.parametrize(
    "current",
    [
        {"screen": "rules", "rules_game": ["qwinn"]},
        {"screen": "new", "setup_game": {"game": "qwinn"}},
        {"screen": ["game"], "game": "x"},
        {"screen": {"a": 1}},
        {"screen": "game", "game": ["x"]},
        {"screen": "game", "game": {"id": "x"}},
        {"screen": "settings", "back_to": ["new"]},
        {"screen": "replay", "replay": ["done", 3]},
        {"screen": "replay", "replay": {"id": ["done"], "k": "3"}},
        {"screen": "replay", "replay": {"id": "done", "k": [3], "from": {}}},
        ["game", "x"],
        {"setup": [1]},
    ],
)
def test_a_list_or_object_where_the_screen_keeps_text_is_ignored(current: Any) -> None:
    """Before, a list or object here raised TypeError in ``mount`` (unhashable), which the
    page caught with "Something went wrong"."""
    storage, session = MemoryStorage(), MemoryStorage()
    finished(storage)
    session.data[CURRENT_KEY] = json.dumps(current)
    c = make(storage, session=session)
    assert c.screen in ("home", "rules", "settings", "replay") and c.notice is None
    assert "Damaged" not in page(c)
    c.dispatch("home")
    c.dispatch("new", "qwinn")
    c.dispatch("start")
    assert c.screen == "game"
