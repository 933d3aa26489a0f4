"""Garbage in, IllegalAction out: for every game, thousands of garbage actions and
hundreds of malformed saves.

Actions of every kind (None, booleans, huge numbers, NaN, odd texts, lists, objects with
the right keys and wrong values, nesting thousands of levels deep, cycles, mutations of
legal actions) are played at random seats of matches at random points of play. Each is
refused with an IllegalAction whose code is documented and whose message is short, and
the match is then unchanged (its save, its views, everything it holds), or it is legal
and accepted. ``why_illegal`` gives the same answer without playing. Saves of those
matches are damaged (wrong types in every field, truncated, shuffled or doubled logs,
deep nesting, huge seeds, garbage players and options) and each either loads as a usable
match or is refused with an IllegalAction, never another exception.

Seeded (same garbage on every run) and quick: the whole file runs in ~15 s on the
development machine. It runs under a recursion limit of a few hundred frames, as in
Pyodide, so an input that needs deep recursion fails here as it would in the browser.
Random legal play follows the generic test (test_all_games: ``with_values``).
"""

from __future__ import annotations

import copy
import json
import math
import pickle
import random
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from pyengine import GAMES, IllegalAction, Match, load_match, new_match
from pyengine.core.game import template
from pyengine.core.plain import ACTION_LIMITS, SAVE_LIMITS, Limits, check_plain
from pyengine.core.rng import Rng
from pyengine.registry import GAME_IDS

from .test_all_games import with_values
from .test_error_codes import documented_codes

POSITIONS = 4  # points of play per game
ACTIONS_PER_POSITION = 600  # garbage actions at each (2,400 per game)
SAVES_PER_POSITION = 40  # damaged saves at each, besides the fixed list of damage
MAX_STEPS = 70  # the latest point of play looked at
RECURSION_LIMIT = 400  # frames: Pyodide's stack holds a few hundred
MAX_MESSAGE = 600  # characters of a refusal message
DOCUMENTED = documented_codes()


def deep(levels: int, kind: str = "list", inner: Any = 0) -> Any:
    """A value nested ``levels`` containers deep, built without recursion."""
    value = inner
    for _ in range(levels):
        value = [value] if kind == "list" else {"type": value}
    return value


def cyclic() -> list[Any]:
    loop: list[Any] = []
    loop.append(loop)
    return loop


HUGE = 10**5000  # beyond Python's int -> str limit
BIG_LIST = [0] * 2_500_000  # more values than a save may hold (shared, never changed)
SCALARS: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1,
    6,
    7,
    99,
    2**31,
    2**63,
    2**64,
    -(2**64),
    HUGE,
    -HUGE,
    0.0,
    -0.0,
    1.0,
    1.5,
    1e308,
    math.nan,
    math.inf,
    -math.inf,
    "",
    " ",
    "x",
    "0",
    "1",
    "roll",
    "type",
    "\x00",
    "\u202eevil",
    "\u200b",
    "🎲🏴",
    "\ud800",
    "a" * 5_000,
    "b" * 200_000,
]
ODD_OBJECTS: list[Callable[[], Any]] = [
    lambda: {1, 2},
    lambda: b"roll",
    lambda: (0, 1, 2),
    lambda: object(),
    lambda: {1: "x"},
    lambda: {("a",): 1},
    lambda: {None: None},
    lambda: range(3),
    lambda: cyclic(),
    lambda: {"type": cyclic()},
    lambda: [0] * 200_000,
    lambda: {str(k): k for k in range(5_000)},
    lambda: deep(1_000),
    lambda: deep(6_000),
    lambda: deep(1_000, "dict"),
    lambda: deep(20_000, "dict", "roll"),
]
BAD_SEATS: list[Any] = [
    -1,
    99,
    "0",
    None,
    True,
    False,
    1.0,
    [0],
    {},
    2**64,
    HUGE,
    math.nan,
    "x" * 100_000,
]


class Garbage:
    """Random garbage for one game: values of every type, and objects shaped like its
    actions (the types and keys it has seen in legal actions) with wrong values."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.shapes: dict[str, set[str]] = {}  # action type -> its keys

    def learn(self, legal: list[dict[str, Any]]) -> None:
        for action in legal:
            self.shapes.setdefault(action["type"], set()).update(action)

    def value(self, depth: int = 0) -> Any:
        rng = self.rng
        roll = rng.random()
        if roll < 0.5 or depth > 3:
            return rng.choice(SCALARS)
        if roll < 0.62:
            return rng.choice(ODD_OBJECTS)()
        if roll < 0.82:
            return [self.value(depth + 1) for _ in range(rng.randrange(5))]
        keys = [*self.known_keys(), "x", "", "values", "t"]
        return {rng.choice(keys): self.value(depth + 1) for _ in range(rng.randrange(4))}

    def known_keys(self) -> list[str]:
        return sorted({k for keys in self.shapes.values() for k in keys})

    def shaped(self) -> dict[str, Any]:
        """An action of a known type with its keys, some of them wrong."""
        rng = self.rng
        kind = rng.choice(sorted(self.shapes)) if self.shapes else "roll"
        action: dict[str, Any] = {"type": kind}
        for key in sorted(self.shapes.get(kind, ())):
            if key != "type" and rng.random() < 0.9:
                action[key] = self.value()
        return action

    def mutated(self, legal: dict[str, Any]) -> Any:
        """A legal action changed in one way (which may leave it legal)."""
        rng = self.rng
        action = copy.deepcopy(legal)
        how = rng.randrange(9)
        keys = sorted(action)
        if how == 0:
            action[rng.choice(keys)] = self.value()
        elif how == 1:
            action[rng.choice(["extra", "values", "t", "ruler", "seat"])] = self.value()
        elif how == 2 and len(keys) > 1:
            del action[rng.choice([k for k in keys if k != "type"])]
        elif how == 3:
            action["type"] = rng.choice([*self.shapes, *SCALARS[:20]])
        elif how == 4:
            return deep(rng.choice([2, 50, 3_000]), "list", action)
        elif how == 5:
            key = rng.choice(keys)
            action[key] = deep(rng.choice([20, 900, 5_000]), "list", action[key])
        elif how == 6:
            key = rng.choice(keys)
            if isinstance(action[key], list) and action[key]:
                items = action[key]
                items[rng.randrange(len(items))] = self.value()
            else:
                action[key] = [action[key]]
        elif how == 7:
            return {**action, self.rng.choice([1, None, ("a",)]): 1}  # a key that is no text
        else:
            action["values"] = [self.value() for _ in range(rng.randrange(4))]
        return action

    def action(self, legal: list[dict[str, Any]]) -> Any:
        roll = self.rng.random()
        if roll < 0.4 and legal:
            return self.mutated(self.rng.choice(legal))
        if roll < 0.7:
            return self.shaped()
        return self.value()


def held(m: Match) -> bytes:
    """Everything the match holds (log, state, race, counters, its referee's kept calls) as
    bytes: any change shows. Not its rules and spec (shared), nor caches of views."""
    kept = {k: v for k, v in vars(m).items() if k not in ("rules", "spec", "referee")}
    kept["referee"] = {k: v for k, v in vars(m.referee).items() if k not in ("rules", "_shown")}
    return pickle.dumps(kept)


def snapshot(m: Match) -> tuple[str, str, bytes]:
    """The save, every view (the table's and each seat's) and everything the match holds."""
    views = [m.view(s) for s in [None, *range(len(m.players))]]
    return json.dumps(m.to_json()), json.dumps(views), held(m)


def check_refusal(err: IllegalAction) -> None:
    assert err.code in DOCUMENTED, err.code
    assert len(err.message) <= MAX_MESSAGE, err.message[:200]
    json.dumps(err.to_json())  # details are plain, small data


def play_to(game_id: str, n_players: int, steps: int, seed: int) -> tuple[Match, list[Any]]:
    """A match after ``steps`` random legal moves (fewer if it ends); the legal actions
    seen on the way (every seat's), to build garbage from."""
    rng = Rng(0xF022, seed)
    options: dict[str, Any] = {}
    for opt in GAMES[game_id].options:
        if opt.choices and rng.below(3) == 0:
            options[opt.key] = rng.choice(opt.choices)
    players = [{"name": f"P{s}", "bot": None} for s in range(n_players)]
    m = new_match(game_id, players, seed, options)
    seen: list[Any] = []
    for _ in range(steps):
        if m.is_over:
            break
        seat = rng.choice(m.to_move)
        legal = m.legal_actions(seat)
        seen.extend(legal[:20])
        m.play(seat, with_values(m, seat, rng.choice(legal), rng))
    return m, seen


@pytest.fixture(autouse=True)
def small_stack() -> Iterator[None]:
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(RECURSION_LIMIT)
    try:
        yield
    finally:
        sys.setrecursionlimit(old)


def _positions(game_id: str) -> Iterator[tuple[Match, list[Any], random.Random]]:
    spec = GAMES[game_id]
    for k in range(POSITIONS):
        rng = random.Random(f"{game_id}-{k}")
        n = rng.randint(spec.min_players, spec.max_players)
        steps = 0 if k == 0 else rng.randrange(1, MAX_STEPS)
        m, seen = play_to(game_id, n, steps, seed=1000 * k + n)
        yield m, seen, rng


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_garbage_actions_are_refused_and_change_nothing(game_id: str) -> None:
    refused = accepted = 0
    codes: Counter[str] = Counter()
    for m, seen, rng in _positions(game_id):
        garbage = Garbage(rng)
        garbage.learn(seen)
        base = copy.deepcopy(m)
        before = snapshot(m)
        n = len(m.players)
        legal = {s: m.legal_actions(s) for s in range(n)}  # the match stays as it is
        for s in range(n):
            garbage.learn(legal[s])
        for k in range(ACTIONS_PER_POSITION):
            roll = rng.random()
            if roll < 0.7 and m.to_move:
                seat: Any = rng.choice(m.to_move)
            elif roll < 0.85:
                seat = rng.randrange(n)
            else:
                seat = rng.choice(BAD_SEATS)
            real = type(seat) is int and 0 <= seat < n
            action = garbage.action((legal[seat] if real else []) or seen)
            asked = m.why_illegal(seat, action)
            try:
                m.play(seat, action)
            except IllegalAction as err:
                check_refusal(err)
                codes[err.code] += 1
                assert asked is not None and asked.code == err.code
                # Everything the match holds each time; its save and views now and then
                # (they follow from what it holds) and at the end.
                assert held(m) == before[2], (game_id, err.code)
                if k % 50 == 0:
                    assert snapshot(m) == before, (game_id, err.code)
                refused += 1
                continue
            # Legal after all (a mutation that kept it legal): back to the position.
            assert asked is None
            accepted += 1
            m = copy.deepcopy(base)
        for bad in BAD_SEATS:  # a computer asked for a seat that is not there
            with pytest.raises(IllegalAction) as raised:
                m.bot_action(bad)
            assert raised.value.code == "bad_seat"
            check_refusal(raised.value)
        assert snapshot(m) == before
    assert refused > 0.9 * POSITIONS * ACTIONS_PER_POSITION, (refused, accepted)
    # The garbage reaches every kind of check: seats, turns, the limits, the rules.
    assert {"bad_seat", "bad_action", "too_deep", "too_large", "not_json"} <= set(codes), codes
    assert len(codes) >= 8, codes


# -- damaged saves ------------------------------------------------------------------------------

FIELDS = ("format", "game", "options", "players", "seed", "log")
WRONG: list[Callable[[], Any]] = [
    lambda: None,
    lambda: True,
    lambda: 5,
    lambda: -1,
    lambda: 2**64,
    lambda: HUGE,
    lambda: 1.5,
    lambda: math.nan,
    lambda: "",
    lambda: "x" * 200_000,
    lambda: [],
    lambda: [None],
    lambda: {},
    lambda: {"a": 1},
    lambda: {1: 2},
    lambda: {1, 2},
    lambda: cyclic(),
    lambda: deep(6_000),
    lambda: deep(1_000, "dict"),
    lambda: BIG_LIST,
]


def damages(save: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Every field of ``save`` missing and of every wrong type, and damage that needs
    the save itself (its log, players and options)."""
    yield "not an object", [save]
    yield "deep save", deep(6_000, "list", save)
    for key in FIELDS:
        yield f"no {key}", {k: v for k, v in save.items() if k != key}
        for i, wrong in enumerate(WRONG):
            yield f"{key} wrong {i}", {**save, key: wrong()}
    for seed in (-1, 2**64, 2**64 + 5, 10**20, HUGE, True, "7", 7.0):
        yield (
            f"seed {type(seed).__name__} {seed.bit_length() if isinstance(seed, int) else 0}",
            {
                **save,
                "seed": seed,
            },
        )
    yield "old format", {**save, "format": "spelkast-save/1"}
    yield "future format", {**save, "format": "spelkast-save/3"}
    log, players = save["log"], save["players"]
    yield "too many moves", {**save, "log": [log[0] if log else {}] * 100_001}
    yield "deep entry", {**save, "log": [*log, deep(5_000, "dict", log[0] if log else {})]}
    yield "deep action", {**save, "log": [{"seat": 0, "action": deep(5_000, "dict")}]}
    yield "deep seat", {**save, "log": [{"seat": deep(5_000), "action": {"type": "x"}}]}
    yield "players garbage", {**save, "players": [*players[:-1], deep(3_000)]}
    yield "too many players", {**save, "players": players * 10}
    yield "no players", {**save, "players": []}
    yield "name deep", {**save, "players": [{"name": deep(3_000)}, *players[1:]]}
    yield "name invisible", {**save, "players": [{"name": "\u200b\u202e"}, *players[1:]]}
    yield "name bidi", {**save, "players": [{"name": "\u202eAnn"}, *players[1:]]}
    yield "name huge", {**save, "players": [{"name": "n" * 90_000}, *players[1:]]}
    yield "options deep", {**save, "options": {"dice": deep(3_000)}}
    yield "options unknown", {**save, "options": {**save["options"], "nope": 1}}
    yield "options huge", {**save, "options": {"dice": BIG_LIST}}
    yield "options long", {**save, "options": {str(k): k for k in range(5_000)}}


def mutations(save: dict[str, Any], rng: random.Random, garbage: Garbage) -> Iterator[Any]:
    """Random damage to a real save: its log truncated, shuffled, doubled or an entry
    replaced, its players or options changed, a value deep inside swapped for garbage."""
    for _ in range(SAVES_PER_POSITION):
        data = copy.deepcopy(save)
        log = data["log"]
        how = rng.randrange(8)
        if how == 0 and log:
            del log[rng.randrange(len(log)) :]
        elif how == 1 and len(log) > 1:
            i, j = rng.randrange(len(log)), rng.randrange(len(log))
            log[i], log[j] = log[j], log[i]
        elif how == 2 and log:
            i = rng.randrange(len(log))
            log.insert(i, copy.deepcopy(log[i]))
        elif how == 3 and log:
            entry = log[rng.randrange(len(log))]
            entry[rng.choice(["seat", "action"])] = garbage.value()
        elif how == 4 and log:
            entry = log[rng.randrange(len(log))]
            entry["action"] = garbage.mutated(entry["action"])
        elif how == 5:
            player = rng.choice(data["players"])
            player[rng.choice(["name", "bot", "x"])] = garbage.value()
        elif how == 6:
            key = rng.choice([*data["options"], "x"])
            data["options"][key] = garbage.value()
        else:
            data[rng.choice(FIELDS)] = garbage.value()
        yield data


def load_or_refuse(data: Any, what: str, codes: Counter[str]) -> bool:
    """True when ``data`` was refused with an IllegalAction; a save that loads must make
    a usable match that saves and shows."""
    try:
        m = load_match(data)
    except IllegalAction as err:
        check_refusal(err)
        codes[err.code] += 1
        return True
    except Exception as err:  # the point: nothing but IllegalAction
        raise AssertionError(f"{what}: {type(err).__name__}: {str(err)[:200]}") from None
    json.dumps(m.to_json())
    assert load_match(json.loads(json.dumps(m.to_json()))).to_json() == m.to_json()
    for seat in [None, *range(len(m.players))]:
        json.dumps(m.view(seat))
    return False


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_damaged_saves_load_or_are_refused_with_illegal_action(game_id: str) -> None:
    refused = 0
    codes: Counter[str] = Counter()
    for m, seen, rng in _positions(game_id):
        save = m.to_json()
        garbage = Garbage(rng)
        garbage.learn(seen)
        for what, data in damages(save):
            refused += load_or_refuse(data, what, codes)
        for k, data in enumerate(mutations(save, rng, garbage)):
            refused += load_or_refuse(data, f"mutation {k}", codes)
        assert load_match(save).to_json() == save  # the real one still loads
    assert refused > POSITIONS * 100
    expected = {"bad_seed", "too_deep", "too_large", "not_json", "corrupt_save", "bad_name"}
    assert expected <= set(codes), codes


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_legal_play_stays_far_inside_the_limits(game_id: str) -> None:
    """The limits refuse garbage only: real actions and saves keep within a quarter of
    their depth and a tenth (actions) or a hundredth (saves) of their sizes."""
    m, seen = play_to(game_id, GAMES[game_id].max_players, MAX_STEPS, seed=3)
    a, s = ACTION_LIMITS, SAVE_LIMITS
    for action in seen:
        check_plain(template(action), Limits(a.depth // 4, a.items // 10, a.text // 10), "action")
    check_plain(m.to_json(), Limits(s.depth // 4, s.items // 100, s.text // 100), "save")
