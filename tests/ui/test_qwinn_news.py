"""Qwinn's news reads the moves its view carries (issue 37: the previous turn's and this
one's, the start throws with turn 1), not the match's log. They reach back far enough: at
every position of random games, for either seat looking and for nobody, the news starts at
the same move as it did over the whole log, with the same starting throws decided in it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from spelkast_ui.games.qwinn.news import _start_outcomes, window

from pyengine import Match, new_match
from pyengine.core.rng import Rng
from pyengine.games.qwinn.view import MoveView

BOTS = [{"name": "A", "bot": "random"}, {"name": "B", "bot": "random"}]


@dataclass
class Looking:
    """The one thing ``window`` asks of the table: who is looking."""

    seat: int | None

    def viewer(self) -> int | None:
        return self.seat


def log_window(log: list[dict[str, Any]], me: int | None) -> int:
    """Where the news started when it read the log: after ``me``'s own last move."""
    if me is None:
        me = 1 - int(log[-1]["seat"])
    start = len(log)
    while start > 0 and log[start - 1]["seat"] != me:
        start -= 1
    return start


def play_some(match: Match, rng: Rng) -> None:
    seat = match.to_move[0]
    legal = match.legal_actions(seat)
    match.play(seat, legal[rng.below(len(legal))])


@pytest.mark.parametrize("seed", range(8))
def test_the_news_window_over_the_views_moves_is_the_one_over_the_log(seed: int) -> None:
    match = new_match("qwinn", BOTS, seed)
    rng = Rng(seed)
    for _ in range(160):
        if match.is_over:
            break
        play_some(match, rng)
        log = match.log
        moves: list[MoveView] = match.view(None)["state"]["moves"]
        first = len(log) - len(moves)
        assert moves == log[first:], "the moves are the log's latest, as logged"
        for me in (0, 1, None):
            start, entries = window(Looking(me), moves)
            assert first + start == log_window(log, me), f"seat {me} at move {len(log)}"
            assert entries == log[first + start :]
            # The starting throws the news tells (in its moves, or the viewer's own just
            # before them) are the ones the whole log decided there.
            told = {i + first: who for i, who in _start_outcomes(moves).items()}
            whole = _start_outcomes(log)
            for i in range(first + start - 1, len(log)):
                assert told.get(i) == whole.get(i)
    assert match.view(None)["state"]["turn"] >= 3


def test_a_tied_start_is_told_after_the_second_turn_began() -> None:
    """Seeds whose start was tied at least once still tell who started, at turn 2."""
    met = 0
    for seed in range(40):
        match = new_match("qwinn", BOTS, seed)
        rng = Rng(seed)
        while match.view(None)["state"]["turn"] < 2:
            play_some(match, rng)
        if not match.view(None)["state"]["start_ties"]:
            continue
        met += 1
        moves = match.view(None)["state"]["moves"]
        assert [m["action"]["type"] for m in moves].count("start_roll") >= 4
        # Turn 2 has just begun: the seat on the move did not start. Its news reaches back
        # to the throw that decided (its own, just before the news, or the other's in it).
        seat = match.view(None)["state"]["active"]
        start, _ = window(Looking(seat), moves)
        assert any(i >= start - 1 for i in _start_outcomes(moves)), "who started is told"
    assert met >= 2
