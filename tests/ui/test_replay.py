"""The replay viewer: every game replays move by move, both ways, from the table's view.

The hidden-information test is differential: a logged chance move (its ``values``) is
changed; when a seat's view tells the two games apart but the table's view
(``Match.view(None)``) cannot, the throw is hidden, and the replay's board and words must
be the same for both. That catches a screen reading a
seat's view, the hidden state or the log's hidden values alike."""

from __future__ import annotations

import copy
import re
from functools import cache
from typing import Any

import pytest
from helpers import parse
from spelkast_ui.app import words
from spelkast_ui.app.history_screens import move_line
from spelkast_ui.app.replay import CHECKPOINT, Replay, board_html

from pyengine import GAMES, IllegalAction, Match, load_match, new_match
from pyengine.core.referee import next_bot_move
from pyengine.registry import GAME_IDS


@cache
def finished_save(game: str, seed: int = 11) -> dict[str, Any]:
    """A seeded game of ``game`` played to its end: one person (moved like a computer) and
    computers of the game's first level."""
    spec = GAMES[game]
    level = spec.bot_levels[0].key
    n = 3 if spec.max_players >= 3 else 2
    players = [{"name": "Ann", "bot": None}] + [
        {"name": f"Computer {i}", "bot": level} for i in range(1, n)
    ]
    match = new_match(game, players, seed)
    while not match.is_over:
        seat, action = next_bot_move(match)
        match.play(seat, action)
    return match.to_json()


def board(replay: Replay, lang: str = "en") -> tuple[str, str]:
    return board_html(replay, lang)


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_game_replays_forward_and_back_to_the_same_boards(game: str) -> None:
    save = finished_save(game)
    replay = Replay("g", save)
    assert replay.total == len(save["log"]) > 0
    forward: dict[int, tuple[str, str]] = {}
    views = []
    every = -(-replay.total // 60)  # a board drawn at ~60 moves of a long game
    for k in range(replay.total + 1):
        replay.go(k)
        assert replay.k == k
        views.append(replay.match.view(None))
        if k % every and k not in (1, replay.total - 1, replay.total // 2, replay.total):
            continue
        html, news = board(replay)
        tags = parse(html)  # well formed enough to parse, and nothing in it acts but the
        # replay's own turning of Das Spiel's drawing (a way to look)
        turning = [a for _, a in tags.tags if a.get("data-act") == "replay_turn"]
        assert not [a for _, a in tags.tags if "data-act" in a or "data-autofocus" in a
                    if a not in turning]  # fmt: skip
        assert all("disabled" in a for a, _ in tags.buttons if a not in turning)
        assert 'id="screen-title"' not in html and "<h1" not in html
        forward[k] = (html, news)
    assert replay.match.is_over
    for k in range(replay.total, -1, -1):  # back one at a time, from checkpoints
        replay.go(k)
        assert replay.match.view(None) == views[k], k
    for k in (replay.total, 0, replay.total // 2, 1, replay.total - 1):  # jumps
        replay.go(k)
        assert board(replay) == forward[k]
    # the board at k is the board of the save cut at k, loaded afresh
    cut = load_match({**save, "log": save["log"][: replay.total // 2]})
    replay.go(replay.total // 2)
    assert replay.match.view(None) == cut.view(None)


def _variants(values: list[int]) -> list[list[int]]:
    """Other throws: every die shifted, and (for a big throw, a pyramid's build) each die
    on its own, so that hidden dice can change without the visible ones."""
    out = [[v % 6 + 1 for v in values]]
    if len(values) > 3:
        out += [
            [*values[:i], values[i] % 6 + 1, *values[i + 1 :]] for i in range(min(6, len(values)))
        ]
    return out


@pytest.mark.parametrize("game", GAME_IDS)
def test_no_hidden_information_reaches_the_replay_before_the_end(game: str) -> None:
    save = finished_save(game)
    log = save["log"]
    chances = [j for j, e in enumerate(log) if "values" in e["action"]]
    picked = chances[:: max(1, len(chances) // 8)]
    compared = 0
    for j in picked:
        for values in _variants(log[j]["action"]["values"]):
            other = copy.deepcopy(log)
            other[j]["action"]["values"] = values
            for k in range(j + 1, min(j + 4, len(log))):
                try:
                    theirs = load_match({**save, "log": other[:k]})
                except IllegalAction:
                    break  # the changed throw makes a later move illegal: nothing to compare
                ours = load_match({**save, "log": log[:k]})
                if ours.is_over or theirs.view(None) != ours.view(None):
                    break  # the table sees it (then it was public when it happened)
                compared += 1
                a = Replay("a", {**save, "log": log[:k]})
                b = Replay("b", {**save, "log": other[:k]})
                a.go(k)
                b.go(k)
                assert board(a) == board(b), f"{game}: move {j + 1} shows at move {k}"
                assert move_line("en", a, k) == move_line("en", b, k)
    if game in ("schocken", "kwist"):
        assert compared > 0, f"{game}: no hidden throw was compared"


@pytest.mark.parametrize("game", [g for g in GAME_IDS if GAMES[g].hidden_information])
def test_the_board_is_the_same_in_any_world_the_table_cannot_tell_apart(game: str) -> None:
    """Eintrichtern's covered faces come from the build's seed, so no other throw hides
    them; the engine's ``sample_world`` redraws every face the table cannot see instead."""
    from pyengine.core.rng import Rng

    save = finished_save(game)
    replay = Replay("e", save)
    for k in range(1, replay.total, max(1, replay.total // 15)):
        replay.go(k)
        before = board(replay)
        match = copy.deepcopy(replay.match)
        match.state = match.rules.sample_world(match.state, None, Rng(k, 99))
        other = Replay("w", save)
        other.match, other.k = match, k
        assert board(other) == before, k


def test_schocken_cups_stay_hidden_and_kwist_counts_too() -> None:
    save = finished_save("schocken")
    replay = Replay("s", save)
    hidden = 0
    for k in range(1, replay.total):
        replay.go(k)
        cups = replay.match.view(None)["state"]["cups"]
        if any("dice" not in cup for cup in cups if cup):
            hidden += 1
            html, _ = board(replay)
            assert 'class="hand own-hand"' not in html and "Your hand" not in html
    assert hidden > 0
    save = finished_save("kwist")
    replay = Replay("k", save)
    for k in range(1, replay.total):
        replay.go(k)
        assert "(secret)" not in board(replay)[0]


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_logged_move_has_its_words(game: str) -> None:
    """A move's line names its kind in words of the player's language: the replay of a
    Kwis 't! game said "Computer answer", in English in a Dutch replay too."""
    replay = Replay("w", finished_save(game))
    kinds = {str((entry.get("action") or {}).get("type", "")) for entry in replay.log}
    assert not {f"act_{kind}" for kind in kinds - {"tick"}} - set(words.t.texts)
    said = {move_line("nl", replay, k, numbered=False) for k in range(1, replay.total + 1)}
    assert not [line for line in said if line.endswith((" answer", " count", " rule"))]


def test_stepping_a_long_game_is_cheap(monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted in moves replayed, not in time (a busy machine would make a timing flaky):
    a step forward replays one move, a step back or a jump at most CHECKPOINT - 1."""
    from spelkast_ui.app import replay as module

    applied: list[int] = []
    real = module._advance
    monkeypatch.setattr(module, "_advance", lambda m, e: (applied.append(1), real(m, e)))
    save = finished_save("qwinn", seed=7)
    replay = Replay("q", save)
    replay.go(replay.total)
    assert len(applied) == replay.total
    for k in range(replay.total - 1, -1, -1):
        applied.clear()
        replay.go(k)
        assert len(applied) == k % CHECKPOINT
    for k in (replay.total, 3, replay.total - 20):
        applied.clear()
        before = replay.k
        replay.go(k)
        assert len(applied) <= (k - before if k > before else CHECKPOINT - 1)
    assert len(replay._checkpoints) == replay.total // CHECKPOINT + 1
    # a checkpoint is a copy: replaying on from it leaves it as it was
    base = replay._checkpoints[CHECKPOINT]
    assert len(base.log) == CHECKPOINT and base.rules is replay.match.rules


def test_a_replay_cannot_be_played() -> None:
    replay = Replay("s", finished_save("schocken"))
    replay.go(3)
    from spelkast_ui.app.replay import ReplayTable

    table = ReplayTable(replay.match, "en")
    with pytest.raises(IllegalAction):
        table.play(0, {"type": "roll"})
    assert table.game().legal_actions(0) == []
    assert table.game().view(1) == replay.match.view(None)
    with pytest.raises(AttributeError):
        table.game().state  # noqa: B018
    assert isinstance(replay.match, Match)


def test_drawn_boards_are_kept_within_bounds() -> None:
    from spelkast_ui.app.replay import DRAWN_KEPT

    replay = Replay("r", finished_save("raffzahn"))
    calls: list[int] = []

    def draw(r: Replay, _lang: str) -> tuple[str, str]:
        calls.append(r.k)
        return str(r.k), ""

    for k in range(DRAWN_KEPT + 10):
        replay.go(k)
        assert replay.drawn("en", draw) == (str(k), "")
    replay.go(DRAWN_KEPT + 9)
    replay.drawn("en", draw)  # the newest is still drawn: not again
    assert len(calls) == DRAWN_KEPT + 10 and len(replay._html) == DRAWN_KEPT


@pytest.mark.parametrize("game", ["abquetschen", "cui-bono", "eintrichtern", "wuerfelmarsch"])
def test_the_pyramid_turns_in_a_replay_and_nothing_else_acts(game: str) -> None:
    """Das Spiel's drawing can be turned in a replay, as in play (it was greyed out): its
    button is the only control of the board that acts, and turning keeps the move."""
    replay = Replay("p", finished_save(game))
    replay.go(replay.total // 2)
    html, _ = board(replay)
    acts = re.findall(r'data-act="([^"]*)"', html)
    assert acts == ["replay_turn"], acts
    turn = re.search(r'<button[^>]*data-act="replay_turn"[^>]*>', html)
    assert turn and "disabled" not in turn.group(0)
    seen = {html}
    for _ in range(2):
        replay.turned = (replay.turned + 1) % 3
        seen.add(board(replay)[0])
    assert len(seen) == 3 and replay.k == replay.total // 2  # three sides, one move
    replay.turned = 0
    assert board(replay)[0] == html


def test_a_replay_turn_is_a_tap_on_the_replay_screen() -> None:
    from helpers import make, page

    c = make()
    c.replay = Replay("p", finished_save("abquetschen"))
    c.screen = "replay"
    before = page(c)
    assert 'data-act="replay_turn"' in before
    c.dispatch("replay_turn")
    assert c.replay.turned == 1 and c.notice is None and page(c) != before
