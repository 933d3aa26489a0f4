"""The new-game form gives every computer seat the game's default level (GameSpec.
default_level, issue 39): one a newcomer beats some of the time, not the strongest."""

from __future__ import annotations

import pytest
from spelkast_ui.app.setup import HUMAN, GameSetup

from pyengine import GAMES


@pytest.mark.parametrize("game", sorted(GAMES))
def test_computer_seats_start_at_the_default_level(game: str) -> None:
    form = GameSetup.default(game, "en")
    kinds = [p.kind for p in form.players]
    assert kinds[0] == HUMAN
    assert kinds[1:] and set(kinds[1:]) == {GAMES[game].default_level}
    assert GAMES[game].default_level in form.kinds()


def test_the_race_games_no_longer_start_at_their_strongest() -> None:
    for game in ("bunte-kuh", "raffzahn"):
        form = GameSetup.default(game, "nl")
        assert all(p.kind != GAMES[game].strongest for p in form.players)
