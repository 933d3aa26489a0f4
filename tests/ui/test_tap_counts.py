"""A tap builds each view once (issue 37): one ordinary tap of the person in every game, and
the drawing after it, build each seat's view they ask for once (the match keeps them for
its state, ``Match.keep_views``) and validate the move once (``Match.play``'s own check).
Figures before the views were kept: Schocken 4, Qwinto 4, Qwinn 3, Kwis 't! 7 (the reveal),
Cui bono? 3, Abquetschen 3, Bunte Kuh 8 (NERGENS), Raffzahn 7 (a take), Eintrichtern 6,
Würfelmarsch 6 (a tilt); tap_counts.py measures them."""

from __future__ import annotations

import pytest
from helpers import page
from tap_counts import TABLES, measure, step, typical_tap

from pyengine.registry import GAME_IDS

# The views one typical tap builds, by seat (None: the table's): the screen's own once,
# and in a race each computer's own once (its plan for the race's new state).
BUILT: dict[str, dict[int | None, int]] = {
    "schocken": {0: 1, None: 1},
    "qwinto": {0: 1, None: 1},
    "qwinn": {None: 1},
    "kwist": {0: 1, None: 1},
    "cui-bono": {None: 1},
    "abquetschen": {None: 1},
    "bunte-kuh": {1: 1, 2: 1, None: 1},
    "raffzahn": {0: 1, 1: 1, None: 1},
    "eintrichtern": {None: 1},
    "wuerfelmarsch": {None: 1},
}


def test_every_game_is_measured() -> None:
    assert sorted(BUILT) == sorted(TABLES) == sorted(GAME_IDS)


@pytest.mark.parametrize("game", sorted(BUILT))
def test_a_tap_builds_each_view_once_and_validates_once(game: str) -> None:
    counts = measure(game)
    assert dict(counts.views) == BUILT[game]
    assert counts.validations == 1


@pytest.mark.parametrize("game", sorted(BUILT))
def test_no_screen_changes_a_view_it_reads(game: str) -> None:
    """The views kept are shared by everything that reads them during a tap: after taps,
    computers' moves and drawings, each kept view is still what the match would build."""
    c, _ = typical_tap(game)
    match = c.game()
    assert match.keep_views
    for n in range(60):
        page(c)
        for seat, kept in match._views.items():
            assert kept == match._build_view(seat), (game, n, seat)
        if match.is_over:
            break
        c.now.ms += c.hold_ms() or 0  # type: ignore[attr-defined]
        step(c)
