"""One name, one action (issue 37): the controller looks an ``act`` up in the app's own
ACTIONS first, then in the open game's taps (its TAPS, which carry their move, and its
MOVES), then in the new-game form's FORM_MOVES. A game tap named like an app action would
never be reached, so no name is in two of them."""

from __future__ import annotations

import pytest
from spelkast_ui.app.catalog import play_for
from spelkast_ui.app.controller import ACTIONS
from spelkast_ui.net.session import NET_ACTIONS

from pyengine.registry import GAME_IDS


@pytest.mark.parametrize("game", GAME_IDS)
def test_no_game_move_shadows_an_app_action(game: str) -> None:
    play = play_for(game)
    moves, form_moves, taps = set(play.MOVES), set(play.FORM_MOVES), set(play.TAPS)
    assert moves | taps, f"{game} has no moves"
    assert not taps & moves, sorted(taps & moves)  # a tap carries its move or is a MOVE
    assert not taps & set(ACTIONS), sorted(taps & set(ACTIONS))
    assert not taps & form_moves, sorted(taps & form_moves)
    assert not set(NET_ACTIONS) & taps, sorted(set(NET_ACTIONS) & taps)
    assert not moves & set(ACTIONS), sorted(moves & set(ACTIONS))
    assert not form_moves & set(ACTIONS), sorted(form_moves & set(ACTIONS))
    assert not moves & form_moves, sorted(moves & form_moves)
    # A joined device's table screen sends its own moves to the table: none of the app's.
    assert not set(NET_ACTIONS) & moves, sorted(set(NET_ACTIONS) & moves)
