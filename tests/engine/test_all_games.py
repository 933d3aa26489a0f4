"""One generic test for every game in pyengine.GAMES: random legal play with invariants.

Checked at every one of the first FULL_CHECKS_UNTIL steps, then at a thinning sample of
steps (views copy the round history, so checking every step of a long game is quadratic):
  (a/b) the JSON save, loaded (i.e. replayed from scratch), gives the same views;
  (c)   legal actions are accepted: a random one on the match, a few others on copies;
  (d)   a sample of illegal actions raise IllegalAction and leave the match unchanged;
  (e)   no view leaks hidden information: ``rules.sample_world`` keeps ``rules.view``;
  (f)   the game ends within a step cap with a consistent result;
  (g)   every bot level of the game proposes a legal action (sampled positions).
Race games (core.race) are driven the same way: each action gets a time ``t`` the match
accepts now (``Match.race_window``), ticks included, so races settle by the clock as
well as by everyone having called.
"""

from __future__ import annotations

import copy
import dataclasses
import itertools
import json
import math
import pickle
from typing import Any

import pytest

from pyengine import GAMES, IllegalAction, Match, load_match, new_match
from pyengine.core.game import template
from pyengine.core.rng import Rng
from pyengine.pyramid.option import PYRAMID_OPTION
from pyengine.registry import rules_for

from .helpers import random_pyramid
from .test_error_codes import documented_codes

# Per game id: 12 play every player count at least twice (the stride below walks the cycle
# of counts in _cases) and each kind of options (index % 4) three times. 18 cost a third
# more; the pyengine lines only their games 12-17 ran (19, all in bots) are run by the
# bots' own tests (measured with a line tracer, 2026-12-04).
GAMES_PER_ID = 12
MAX_PLAYER_COUNTS = 4  # player counts tried per game: min, min + 1, middle, max
STEP_CAP = 20_000
# Every check at each step up to FULL_CHECKS_UNTIL, then a thinning sample. A check replays
# the save from scratch, so the early steps cost the most: 80 and 8 keep ~110 checked steps
# in a game's first 2,000 (150 and 6 kept 167 at twice this test's time).
FULL_CHECKS_UNTIL = 80
LATER_CHECKS_PER_E_FOLD = 8
OTHER_LEGAL_SAMPLES = 2  # the first on the loaded copy, the rest on deep copies
GARBAGE: list[Any] = [None, "roll", 5, [], [{"type": "stand"}], {}, {"type": 5}, {"type": None}]
ODD_FIELD_VALUES: list[Any] = [99, -1, "x", None, [99], {}, [[0]]]
BAD_SEATS: list[Any] = [-1, 99, "0", None, 1.0]

Action = dict[str, Any]
DOCUMENTED_CODES = documented_codes()  # docs/error-codes.md


def _player_counts(game_id: str) -> list[int]:
    spec = GAMES[game_id]
    lo, hi = spec.min_players, spec.max_players
    return sorted({lo, min(lo + 1, hi), (lo + hi) // 2, hi})[:MAX_PLAYER_COUNTS]


def _cases() -> list[Any]:
    """GAMES_PER_ID games per game; larger tables (slower to check) get fewer of them."""
    cases = []
    for game_id in sorted(GAMES):
        counts = _player_counts(game_id)
        weights = [len(counts) + 2 - k for k in range(len(counts))]  # e.g. 6, 5, 4, 3
        cycle = [n for n, w in zip(counts, weights, strict=True) for _ in range(w)]
        # A stride that shares no factor with the cycle's length reaches all of it (7 on a
        # cycle of 7, two counts, gave the first count only).
        stride = next(k for k in itertools.count(7) if math.gcd(k, len(cycle)) == 1)
        for i in range(GAMES_PER_ID):
            n = cycle[(i * stride) % len(cycle)]
            cases.append(pytest.param(game_id, n, i, id=f"{game_id}-{n}p-{i}"))
    return cases


def _random_options(game_id: str, rng: Rng, index: int) -> dict[str, Any]:
    """Defaults for every fourth game, otherwise a random allowed value for each option;
    whole numbers come from the lowest sixth of their range (shorter games, so that every
    step can be checked), except every fourth game, which uses the full range. A take-down
    game of Das Spiel starts every fourth game from a given pyramid (an evening's: any
    number of dice, pyengine.evening)."""
    options: dict[str, Any] = {}
    if index % 4 == 0:
        return options
    for opt in GAMES[game_id].options:
        if opt.key == PYRAMID_OPTION.key:
            if index % 4 == 3:
                options[opt.key] = random_pyramid(rng, rng.below(166))
        elif opt.choices:
            options[opt.key] = rng.choice(opt.choices)
        elif isinstance(opt.default, bool):
            options[opt.key] = rng.below(2) == 1
        elif isinstance(opt.default, int) and opt.minimum is not None and opt.maximum is not None:
            span = opt.maximum - opt.minimum
            options[opt.key] = opt.minimum + rng.below((span if index % 4 == 2 else span // 6) + 1)
    return options


def plain(obj: Any) -> Any:
    """A state as comparable plain data (dataclasses and objects become dicts)."""
    if obj is None or isinstance(obj, str | int | float):
        return obj
    if isinstance(obj, list | tuple):
        return [plain(v) for v in obj]
    if isinstance(obj, dict):
        return {k: plain(v) for k, v in obj.items()}
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: plain(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if hasattr(obj, "__dict__"):
        return {k: plain(v) for k, v in vars(obj).items()}
    return obj


def seats_and_table(m: Match) -> list[int | None]:
    return [None, *range(len(m.players))]


def all_views(m: Match) -> list[dict[str, Any]]:
    return [m.view(s) for s in seats_and_table(m)]


def fingerprint(m: Match) -> bytes:
    """Everything a Match holds (log, state, counters, its referee's kept calls), as bytes:
    any change shows. Not its rules and spec (shared by every match of the game)."""
    held = {k: v for k, v in vars(m).items() if k not in ("rules", "spec", "referee")}
    held["referee"] = {k: v for k, v in vars(m.referee).items() if k != "rules"}
    return pickle.dumps(held)


def with_values(m: Match, seat: int, action: Action, rng: Rng) -> Action:
    """In physical-dice mode a chance action must bring its values; add random ones. In a
    race every action brings its time: a random one the match accepts now."""
    action = dict(action)
    if m.race is not None and "t" not in action:
        if action["type"] == "tick":
            action["t"] = m.race.clock + rng.below(400)
        else:
            low, high = m.race_window(seat)
            action["t"] = low + rng.below((low + 1500 if high is None else high) - low + 1)
        return action
    if m.physical_dice:
        need = m.rules.dice_needed(m.state, seat, action)
        if need:
            action["values"] = rng.dice(need)
    return action


def reload(m: Match) -> Match:
    return load_match(json.loads(json.dumps(m.to_json())))


# -- the checks ------------------------------------------------------------------------------


def check_save_and_replay(m: Match) -> tuple[Match, list[dict[str, Any]]]:
    """Returns the loaded copy and the views of the table and every seat."""
    save = m.to_json()
    loaded = load_match(json.loads(json.dumps(save)))
    assert loaded.to_json() == save
    views = all_views(m)
    assert all_views(loaded) == views
    if pickle.dumps(loaded.state) != pickle.dumps(m.state):  # bytes may differ in sharing only
        assert plain(loaded.state) == plain(m.state)
    assert loaded.to_move == m.to_move and loaded.can_undo == m.can_undo
    for s in range(len(m.players)):
        assert loaded.legal_actions(s) == m.legal_actions(s)
    return loaded, views


def check_other_legal_actions(m: Match, seat: int, rng: Rng, loaded: Match | None) -> None:
    legal = m.legal_actions(seat)
    for k in range(min(OTHER_LEGAL_SAMPLES, len(legal))):
        copy_ = loaded if (k == 0 and loaded is not None) else copy.deepcopy(m)
        action = rng.choice(legal)
        logged = copy_.play(seat, with_values(copy_, seat, action, rng))
        assert template(logged) == action


def illegal_samples(m: Match, seat: int, rng: Rng) -> list[tuple[Any, Any]]:
    n = len(m.players)
    legal = m.legal_actions(seat)
    action = rng.choice(legal)
    samples: list[tuple[Any, Any]] = [(seat, rng.choice(GARBAGE)), (seat, {"type": "no_such_move"})]
    samples.append((rng.choice(BAD_SEATS), action))
    waiting = [s for s in range(n) if s not in m.to_move]
    if waiting:
        samples.append((rng.choice(waiting), action))  # a legal move, but the wrong seat
    for other in m.to_move:  # actions of other seats that this seat may not play
        for theirs in m.legal_actions(other):
            if theirs not in legal:
                samples.append((seat, theirs))
                break
    extra = {**action, "extra": 1}
    samples.append((seat, extra))
    fields = [k for k in action if k != "type"]
    if fields:
        odd = {**action, rng.choice(fields): rng.choice(ODD_FIELD_VALUES)}
        if template(odd) not in legal:
            samples.append((seat, odd))
    if not m.physical_dice:
        samples.append((seat, {**action, "values": [1] * 3}))  # digital dice bring no values
    else:
        need = m.rules.dice_needed(m.state, seat, action)
        if need:
            samples.append((seat, dict(action)))  # physical dice need values
            samples.append((seat, {**action, "values": [7] * need}))
    return samples


def check_illegal_actions(m: Match, seat: int, rng: Rng) -> None:
    before = fingerprint(m)
    samples = illegal_samples(m, seat, rng)
    for bad_seat, bad_action in samples:
        with pytest.raises(IllegalAction) as refused:
            m.play(bad_seat, bad_action)
        assert refused.value.code in DOCUMENTED_CODES, refused.value.code
    assert fingerprint(m) == before, f"one of these changed the match: {samples}"


def check_hidden_information(
    m: Match, views: list[dict[str, Any]], rng: Rng, differed: list[bool]
) -> None:
    """``views`` are ``all_views(m)``; each seat's game view must survive a resampled world."""
    rules = rules_for(m.game_id)
    shown = m.shown_state  # in a race of many moves: the state with pending moves shown
    real = pickle.dumps(shown)
    for seat, view in zip(seats_and_table(m), views, strict=True):
        world = rules.sample_world(shown, seat, rng)
        assert world is not shown
        assert rules.view(world, seat) == view["state"], f"view of seat {seat} leaks hidden state"
        if not differed[0] and pickle.dumps(world) != real:
            differed[0] = True
    assert pickle.dumps(shown) == real  # sampling must not touch the real state


def check_bots(m: Match, seat: int, rng: Rng) -> None:
    legal = m.legal_actions(seat)
    player = m.players[seat]
    for level in ["random", *(b.key for b in m.spec.bot_levels)]:
        # This seat's player made a computer of each level for one question, then put back:
        # no copy of the match (a replayed save per level cost a tenth of this test).
        m.players[seat] = {**player, "bot": level}
        try:
            proposal = m.bot_action(seat)
        finally:
            m.players[seat] = player
        assert "values" not in proposal
        assert template(proposal) in legal, (level, proposal)
        refused = m.why_illegal(seat, with_values(m, seat, proposal, rng))
        assert refused is None, (level, proposal, refused)
    waiting = [s for s in range(len(m.players)) if s not in m.to_move]
    if waiting:
        with pytest.raises(IllegalAction):
            m.bot_action(waiting[0])


def check_result(m: Match) -> None:
    n = len(m.players)
    result = m.result
    assert result is not None and m.is_over and m.to_move == []
    json.dumps(result)
    ranking, places, winners = result["ranking"], result["places"], result["winners"]
    assert sorted(ranking) == list(range(n))
    assert len(places) == n and all(1 <= p <= n for p in places)
    assert min(places) == 1 and winners == [s for s in range(n) if places[s] == 1]
    assert [places[s] for s in ranking] == sorted(places)
    for place in set(places):  # a shared place k uses up the places k .. k + ties - 1
        assert places.count(place) + place - 1 <= n
        assert sum(1 for p in places if p < place) == place - 1
    for s in range(n):
        assert m.legal_actions(s) == []
        with pytest.raises(IllegalAction):
            m.play(s, {"type": "stand"})
    assert all_views(reload(m)) == all_views(m)


# -- the test --------------------------------------------------------------------------------


def _check_steps() -> set[int]:
    """Every step early on, then steps growing geometrically (~LATER_CHECKS_PER_E_FOLD checks
    each time the game gets e times longer), so long games cost about as much as short ones."""
    steps = set(range(FULL_CHECKS_UNTIL))
    step = float(FULL_CHECKS_UNTIL)
    while step < STEP_CAP:
        steps.add(int(step))
        step *= 1 + 1 / LATER_CHECKS_PER_E_FOLD
    return steps


CHECK_STEPS = _check_steps()


@pytest.mark.parametrize(("game_id", "n_players", "index"), _cases())
def test_random_play_keeps_every_invariant(game_id: str, n_players: int, index: int) -> None:
    rng = Rng(0xA11_6A3E5, index * 101 + n_players)
    options = _random_options(game_id, rng, index)
    names = [{"name": f"Seat {s}"} for s in range(n_players)]
    m = new_match(game_id, names, seed=index * 7919 + n_players, options=options)
    differed = [False]
    step = 0
    while not m.is_over:
        assert step < STEP_CAP, "game does not terminate"
        assert m.to_move, "no one to move in a running game"
        seat = rng.choice(m.to_move)
        legal = m.legal_actions(seat)
        assert legal, f"seat {seat} must move but has no legal action"
        if step in CHECK_STEPS:
            loaded, views = check_save_and_replay(m)
            check_other_legal_actions(m, seat, rng, loaded)
            check_illegal_actions(m, seat, rng)
            check_hidden_information(m, views, rng, differed)
            if rng.below(4) == 0:
                check_bots(m, seat, rng)
        action = rng.choice(legal)
        logged = m.play(seat, with_values(m, seat, action, rng))
        assert template(logged) == action
        assert m.log[-1] == {"seat": seat, "action": logged}
        step += 1
    check_save_and_replay(m)
    check_result(m)
    if GAMES[game_id].hidden_information:  # a game whose every view shows all says False
        assert differed[0], "sample_world never hid anything: the leak check could not fail"
