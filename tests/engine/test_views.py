"""Every game's view (``Match.view(seat)["state"]``) is the TypedDict its view.py
declares (``View``), at run time too: the keys it must have, no others, and each value
of its declared type, in every view of every seat along the reference saves' games. mypy
checks the rules that build a view and the screens that read it against the same
declaration; this keeps the declaration true to what the engine sends."""

import functools
import importlib
import json
import types
from pathlib import Path
from typing import (
    Any,
    Literal,
    NotRequired,
    Required,
    TypedDict,
    Union,
    get_args,
    get_origin,
    get_type_hints,
    is_typeddict,
)

import pytest

from pyengine import load_match
from pyengine.registry import GAME_IDS

SAVES = Path(__file__).resolve().parents[1] / "data" / "reference-saves"
EVERY_MOVE_UNTIL = 60  # then every 5th position of a game


def view_type(game: str) -> Any:
    """The game's ``View`` (None while it has none)."""
    package = f"pyengine.games.{game.replace('-', '_')}"
    if importlib.util.find_spec(package + ".view") is None:
        return None
    return getattr(importlib.import_module(package + ".view"), "View", None)


TYPED = [g for g in GAME_IDS if view_type(g) is not None]


@functools.cache
def _hints(tp: Any) -> dict[str, Any]:
    """A TypedDict's field types, resolved once (resolving them was most of this test)."""
    return get_type_hints(tp)


def mismatches(value: Any, tp: Any, where: str) -> list[str]:
    """Where ``value`` is not of type ``tp`` (empty: it is)."""
    origin = get_origin(tp)
    if tp is Any:
        return []
    if origin in (Required, NotRequired):
        return mismatches(value, get_args(tp)[0], where)
    if tp is None or tp is type(None):
        return [] if value is None else [f"{where}: {value!r} is not None"]
    if origin in (Union, types.UnionType):
        arms = [mismatches(value, arm, where) for arm in get_args(tp)]
        return [] if any(not a for a in arms) else [f"{where}: {value!r} is not {tp}"]
    if origin is Literal:
        return [] if value in get_args(tp) else [f"{where}: {value!r} not in {get_args(tp)}"]
    if is_typeddict(tp):
        if not isinstance(value, dict):
            return [f"{where}: {type(value).__name__}, not {tp.__name__}"]
        keys, required = set(value), set(tp.__required_keys__)
        known = required | set(tp.__optional_keys__)
        wrong = (
            [f"{where}: {tp.__name__} lacks {sorted(required - keys)}"] if required - keys else []
        )
        wrong += [f"{where}: {tp.__name__} has no {sorted(keys - known)}"] if keys - known else []
        hints = _hints(tp)
        for key in sorted(keys & known):
            wrong += mismatches(value[key], hints[key], f"{where}.{key}")
        return wrong
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {value!r} is not a list"]
        (item,) = get_args(tp)
        return [w for i, v in enumerate(value) for w in mismatches(v, item, f"{where}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not a dict"]
        k_tp, v_tp = get_args(tp)
        return [
            w
            for k, v in value.items()
            for w in mismatches(k, k_tp, f"{where} key") + mismatches(v, v_tp, f"{where}[{k!r}]")
        ]
    if tp is float:
        ok = isinstance(value, int | float) and not isinstance(value, bool)
    elif tp is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    else:
        ok = isinstance(value, tp)
    return [] if ok else [f"{where}: {value!r} is not {tp.__name__}"]


def positions(save: dict[str, Any]) -> list[int]:
    moves = len(save["log"])
    return sorted({*range(min(moves, EVERY_MOVE_UNTIL)), *range(EVERY_MOVE_UNTIL, moves, 5), moves})


@pytest.mark.parametrize("game", TYPED)
def test_every_view_is_its_typed_dict(game: str) -> None:
    declared = view_type(game)
    cases = json.loads((SAVES / f"{game}.json").read_text(encoding="utf-8"))
    checked = 0
    for case in cases:
        save = case["save"]
        # The save's moves replayed one by one, as load_match does, and viewed at each
        # position checked: the match ``log[:k]`` loads into, without replaying k moves
        # again for every k (that was quadratic in a game's length).
        m = load_match({**save, "log": []})
        for k in positions(save):
            for entry in save["log"][len(m.log) : k]:
                m._replay(json.loads(json.dumps(entry)))
            assert len(m.log) == k
            for seat in [None, *range(len(m.players))]:
                state = m.view(seat)["state"]
                wrong = mismatches(state, declared, f"{game} move {k} seat {seat}")
                assert not wrong, wrong[:5]
                checked += 1
    assert checked > 0


class Inner(TypedDict):
    a: int
    b: NotRequired[list[str]]


def test_the_checker_sees_a_wrong_view() -> None:
    assert not mismatches({"a": 1}, Inner, "x")
    assert mismatches({"a": True}, Inner, "x")
    assert mismatches({"a": 1, "c": 2}, Inner, "x")
    assert mismatches({"b": []}, Inner, "x")
    assert mismatches({"a": 1, "b": [3]}, Inner, "x")
    assert not mismatches([None, 2.5, 3], list[float | None], "x")
