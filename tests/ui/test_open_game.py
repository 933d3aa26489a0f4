"""The open game (app/open_game.py, issue 37): one object holds what the app keeps of the
game on screen; the controller's names for its parts (``c.selected``, ``c.match``) are its
parts; it serialises its own draft and takes back only one that still fits; opening
another game starts a fresh one, so nothing of one game reaches the next."""

from __future__ import annotations

from helpers import make, page
from spelkast_ui.app.open_game import OpenGame
from test_draft import kept, reload, schocken_after_first_throw


def test_the_controllers_parts_of_the_game_are_the_open_games() -> None:
    c = schocken_after_first_throw()
    c.dispatch("die", "1")
    table = c.open_game
    assert table.selected == c.selected == {1} and table.match is c.match
    c.selected = {0, 2}
    assert table.selected == {0, 2}


def test_the_open_games_draft_round_trip() -> None:
    c = schocken_after_first_throw()
    c.dispatch("die", "0")
    c.dispatch("die", "2")
    table = c.open_game
    assert c.match is not None
    text = table.draft_text(c.game_play().draft(c))
    assert text is not None and kept(c) == {"log": 1, "selected": [0, 2]}
    assert table.draft_back(text) == {"log": 1, "selected": [0, 2]}
    assert table.draft_text({}) is None  # nothing in the middle: nothing kept
    assert table.draft_back("{not json") is None and table.draft_back(None) is None
    # Through a reload: a new controller's open game takes it back.
    again = reload(c)
    assert again.open_game is not table and again.selected == {0, 2}
    # After a move the draft belongs to an older position: stale, never shown.
    again.dispatch("roll")
    assert again.match is not None and len(again.match.log) == 2
    assert again.open_game.draft_back(text) is None
    assert OpenGame().draft_back(text) is None  # no game open


def test_opening_another_game_starts_a_fresh_open_game() -> None:
    c = schocken_after_first_throw()
    c.dispatch("die", "1")
    first = c.open_game
    c.dispatch("home")
    c.dispatch("new", "bunte-kuh")
    c.dispatch("start")
    assert c.open_game is not first and c.selected == set() and c.hint is None
    page(c)
    assert c.open_game.match is c.match and c.match is not None
    assert c.match.game_id == "bunte-kuh" and c.seen_rounds == 0 and c.hints == 0
    assert first.selected == {1}  # the old one is left as it was, no longer the table's
    assert make().open_game.match is None
