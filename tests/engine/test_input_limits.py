"""Issue 16, engine faults: deep or huge input, seats of computers, seeds and names.

Everything from outside (an action, a save, options, players) is checked for depth and
size without recursion (core.plain) and refused with an IllegalAction; refusal messages
show a bounded repr (plain.brief); seeds are 64-bit; names are cleaned by one rule
(core.names.clean_name) in new games and saves of format 2, kept as stored in saves of
format 1 (which re-save byte for byte).
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from pyengine import GAMES, SAVE_FORMAT, IllegalAction, Match, load_match, new_match
from pyengine.core.match import FORMATS
from pyengine.core.names import MAX_NAME_LENGTH, clean_name
from pyengine.core.plain import (
    ACTION_LIMITS,
    MAX_LOG,
    SAVE_LIMITS,
    brief,
    check_plain,
)
from pyengine.core.rng import Rng

from .helpers import flip, physical, players, snapshot, throw

REFERENCE = Path(__file__).resolve().parent.parent / "data" / "reference-saves"


def refused(code: str, fn: Callable[[], Any]) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        fn()
    assert info.value.code == code, info.value
    assert len(info.value.message) < 400
    json.dumps(info.value.to_json())
    return info.value


def deep(levels: int, inner: Any = 0) -> Any:
    value = inner
    for _ in range(levels):
        value = [value]
    return value


def deep_dict(levels: int) -> Any:
    value: Any = {}
    for _ in range(levels):
        value = {"type": value}
    return value


def schocken() -> Match:
    return new_match("schocken", players(2), 7)


@pytest.fixture
def small_stack() -> Iterator[None]:
    """About as many frames as Pyodide's stack holds beyond what the test itself uses."""
    frame, used = sys._getframe(), 0
    while frame is not None:
        frame, used = frame.f_back, used + 1  # type: ignore[assignment]
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(used + 150)
    try:
        yield
    finally:
        sys.setrecursionlimit(old)


# -- deep and huge actions ------------------------------------------------------------------


@pytest.mark.usefixtures("small_stack")
@pytest.mark.parametrize("levels", [ACTION_LIMITS.depth + 1, 1_000, 100_000])
def test_a_deeply_nested_action_is_refused_and_changes_nothing(levels: int) -> None:
    m = schocken()
    before = snapshot(m)
    for action in (
        {"type": "roll", "dice": deep(levels)},
        {"type": "stand", "x": deep_dict(levels)},
        {"type": deep(levels)},  # not a text type: refused before anything looks inside
    ):
        code = "bad_action" if not isinstance(action["type"], str) else "too_deep"
        refused(code, lambda action=action: m.play(0, action))
        err = m.why_illegal(0, action)
        assert err is not None and err.code == code
    refused("bad_seat", lambda: m.play(deep(levels), {"type": "stand"}))  # type: ignore[arg-type]
    refused("bad_seat", lambda: m.bot_action(deep(levels)))  # type: ignore[arg-type]
    assert snapshot(m) == before


def test_the_depth_limit_is_generous() -> None:
    m = schocken()
    fine = {"type": "roll", "dice": deep(ACTION_LIMITS.depth - 1)}
    refused("illegal_action", lambda: m.play(0, fine))  # deep, but within the limit
    refused("too_deep", lambda: m.play(0, {"type": "roll", "dice": deep(ACTION_LIMITS.depth)}))


@pytest.mark.parametrize(
    ("value", "code"),
    [
        ("x" * (ACTION_LIMITS.text + 1), "too_large"),
        ([0] * (ACTION_LIMITS.items + 1), "too_large"),
        ({str(k): k for k in range(ACTION_LIMITS.items)}, "too_large"),
        (2**64, "too_large"),
        (-(2**64), "too_large"),
        (10**5000, "too_large"),  # beyond Python's int -> str limit
        (math.nan, "not_json"),
        (math.inf, "not_json"),
        ({1, 2}, "not_json"),
        (b"bytes", "not_json"),
        (object(), "not_json"),
        ({1: 0}, "not_json"),
        (range(3), "not_json"),
    ],
    ids=lambda v: type(v).__name__,
)
def test_huge_or_non_json_values_in_an_action_are_refused(value: Any, code: str) -> None:
    m = schocken()
    before = snapshot(m)
    refused(code, lambda: m.play(0, {"type": "roll", "dice": value}))
    refused(code, lambda: m.play(0, {"type": "roll", "dice": [0, 1, 2], "x": [value]}))
    assert snapshot(m) == before


def test_a_cycle_in_an_action_is_refused() -> None:
    loop: list[Any] = []
    loop.append(loop)
    m = schocken()
    refused("too_deep", lambda: m.play(0, {"type": "roll", "dice": loop}))


def test_refusal_messages_show_a_short_repr_of_the_action() -> None:
    m = schocken()
    big = {"type": "roll", "dice": ["y" * 900] * 100}
    err = refused("illegal_action", lambda: m.play(0, big))
    assert err.message.startswith("That move is not allowed now: {'type': 'roll', 'dice': ['yyy")
    assert err.message.endswith("….")
    small = {"type": "roll", "dice": [0, 1, 7]}
    err = refused("illegal_action", lambda: m.play(0, small))
    assert err.message == f"That move is not allowed now: {small}."  # short ones as they were


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_games_refusal_of_a_padded_move_is_short(game_id: str) -> None:
    """A legal move of the first turns with a huge extra value (or one value made huge): the
    refusal names it in a short repr in every game (Qwinn once put the whole move in it)."""
    m = new_match(game_id, players(GAMES[game_id].min_players), 11)
    huge = ["y" * 900] * 100
    for _ in range(3):
        seat = m.to_move[0]
        legal = m.legal_actions(seat)
        for action in legal[:12]:
            padded = [{**action, "x": huge}]
            padded += [{**action, key: huge} for key in action if key != "type"]
            for bad in padded:
                if bad not in legal:
                    with pytest.raises(IllegalAction) as info:
                        m.play(seat, bad)
                    assert len(info.value.message) < 400, (
                        game_id,
                        bad["type"],
                        len(info.value.message),
                    )
        if m.racing:  # a race move needs its time: the first turn's refusals are enough
            break
        m.play(seat, legal[0])
        if m.is_over or not m.to_move:
            break


class _Hostile:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")


def test_brief_is_repr_when_short_and_bounded_and_safe_otherwise() -> None:
    for value in (None, True, 0, -5, 1.5, "a'b", [], {}, (), (1,), [1, [2, {"a": None}]]):
        assert brief(value) == repr(value)
    loop: list[Any] = []
    loop.append(loop)
    for value in (deep(100_000), deep_dict(100_000), loop, "z" * 10**6, [0] * 10**6, 10**5000):
        text = brief(value)
        assert len(text) <= 121
    assert brief(_Hostile()) == "<_Hostile>"
    assert brief([_Hostile()]) == "[<_Hostile>]"
    assert brief(10**5000) == "<16610-bit number>"


# -- saves ------------------------------------------------------------------------------


def a_save() -> dict[str, Any]:
    m = schocken()
    m.play(0, {"type": "roll", "dice": [0, 1, 2]})
    return m.to_json()


@pytest.mark.usefixtures("small_stack")
@pytest.mark.parametrize(
    "damage",
    [
        {"log": [deep(6_000)]},
        {"log": [{"seat": 0, "action": deep_dict(1_000)}]},
        {"log": [{"seat": deep(1_000), "action": {"type": "stand"}}]},
        {"options": {"dice": deep(1_000)}},
        {"options": deep_dict(1_000)},
        {"players": [{"name": "a"}, {"name": deep(1_000)}]},
        {"players": deep(1_000)},
        {"game": deep(1_000)},
        {"format": deep(1_000)},
        {"extra": deep(6_000)},
    ],
    ids=lambda d: next(iter(d)),
)
def test_a_deeply_nested_save_is_refused(damage: dict[str, Any]) -> None:
    save = {**a_save(), **damage}
    with pytest.raises(IllegalAction) as info:
        load_match(save)
    assert info.value.code in {"too_deep", "unknown_game", "unknown_format", "corrupt_save"}
    assert len(info.value.message) < 400


def test_huge_saves_are_refused_before_they_are_replayed() -> None:
    save = a_save()
    refused("too_large", lambda: load_match({**save, "log": [save["log"][0]] * (MAX_LOG + 1)}))
    refused("too_large", lambda: load_match({**save, "x": [0] * (SAVE_LIMITS.items + 1)}))
    refused("too_large", lambda: load_match({**save, "x": "t" * (SAVE_LIMITS.text + 1)}))
    refused("not_json", lambda: load_match({**save, "x": math.nan}))
    refused("not_json", lambda: load_match({**save, "x": {5: 5}}))
    # An unknown key in a player entry is ignored, as before; garbage in it is not.
    names = [{"name": "a", "x": 1}, {"name": "b"}]
    assert load_match({**save, "players": names}).players[0] == {"name": "a", "bot": None}
    refused("too_deep", lambda: load_match({**save, "players": [{"name": "a", "x": deep(99)}]}))


def test_the_limits_are_also_checked_for_new_matches() -> None:
    refused("too_deep", lambda: new_match("schocken", players(2), 1, {"dice": deep(1_000)}))
    refused("not_json", lambda: new_match("schocken", players(2), 1, {1: "x"}))  # type: ignore[dict-item]
    refused("too_deep", lambda: new_match("kwist", players(2), 1, {"pack": deep_dict(1_000)}))
    pack = {"format": "spelkast-quiz/1", "cards": deep(500)}
    refused("too_deep", lambda: new_match("kwist", players(2), 1, {"pack": pack}))
    refused("too_deep", lambda: new_match("schocken", [{"name": "a", "x": deep(99)}] * 2, 1))


@pytest.mark.usefixtures("small_stack")
def test_every_reference_save_loads_on_a_small_stack() -> None:
    for path in sorted(REFERENCE.glob("*.json")):
        for entry in json.loads(path.read_text(encoding="utf-8")):
            loaded = load_match(entry["save"])
            assert loaded.to_json() == entry["save"]
            check_plain(entry["save"], SAVE_LIMITS, "save")


# -- computers' seats ---------------------------------------------------------------------


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_bot_action_checks_the_seat(game_id: str) -> None:
    spec = GAMES[game_id]
    m = new_match(game_id, players(spec.min_players, "random"), 3)
    before = snapshot(m)
    shown = {"[0]": [0], "18446744073709551616": 2**64}  # details carry a short text then
    for seat in (99, spec.max_players, -1, "0", None, True, False, 1.0, [0], 2**64):
        err = refused("bad_seat", lambda seat=seat: m.bot_action(seat))
        assert shown.get(err.details["seat"], err.details["seat"]) == seat
    assert snapshot(m) == before
    m.bot_action(m.to_move[0])  # a real seat still gets its move


# -- seeds ----------------------------------------------------------------------------------


def test_seeds_are_64_bit() -> None:
    top = new_match("schocken", players(2), 2**64 - 1)
    top.play(0, {"type": "roll", "dice": [0, 1, 2]})
    assert load_match(json.loads(json.dumps(top.to_json()))).to_json() == top.to_json()
    save = top.to_json()
    for seed in (2**64, 2**64 + 1, 2**65, 10**5000, -1, True, 1.0, "1", None):
        refused("bad_seed", lambda seed=seed: new_match("schocken", players(2), seed))
        refused("bad_seed", lambda seed=seed: load_match({**save, "seed": seed}))
    # A seed of 2**64 + s would throw the dice of s (Rng takes 64 bits): no aliases.
    assert Rng(5).dice(8) == Rng(2**64 + 5).dice(8)


# -- names --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("  Anna \t de\nVries  ", "Anna de Vries"),
        ("\u202eAnna", "Anna"),  # right-to-left override
        ("A\u2066n\u2069na\u202c", "Anna"),  # isolates, pop
        ("Bo\u200bb\ufeff\u00ad", "Bob"),  # zero-width space, BOM, soft hyphen
        ("a\x00b\x07c\x1bd\x7fe\x9bf", "abcdef"),  # C0, DEL, C1
        ("line\u2028break\x85here", "line break here"),  # separators are spaces
        ("👨\u200d👩\u200d👧 family", "👨\u200d👩\u200d👧 family"),  # joiners inside an emoji stay
        ("\u200dx\u200d", "x"),  # joiners at an end go
        ("🏴\U000e0067\U000e0062\U000e0077\U000e006c\U000e0073\U000e007f", None),  # flag of Wales
        ("Zoë", "Zoë"),
        ("e\u0301", "e\u0301"),  # a combining mark on a letter stays
        ("<b>&amp;</b>", "<b>&amp;</b>"),  # text, never HTML: the UI escapes it
        ("x" * 100, "x" * MAX_NAME_LENGTH),
        ("", ""),
        ("   ", ""),
        ("\u200b\u200c\u200d\u2060\ufeff", ""),  # only zero-width characters
        ("\u202e \u2066\u2069", ""),
        ("\u3164\u115f\u2800", ""),  # letters and symbols that draw nothing
        ("\u0301\u0301", ""),  # marks alone
    ],
)
def test_clean_name(raw: str, clean: str | None) -> None:
    got = clean_name(raw)
    assert got == (raw if clean is None else clean)
    assert clean_name(got) == got


def test_clean_name_is_idempotent_and_short_on_random_text() -> None:
    rng = Rng(16)
    pool = " \t\n\x00\x85\u200b\u200c\u200d\u202e\u2066\u2069a😀🏴"
    pool += "\U000e0067\U000e007f\u0301\u3164é\ud800"
    for _ in range(20_000):
        raw = "".join(rng.choice(pool) for _ in range(rng.below(70)))
        name = clean_name(raw)
        assert clean_name(name) == name and len(name) <= MAX_NAME_LENGTH
        assert name == name.strip()
        assert not any(c in name for c in "\x00\x85\u200b\u202e\u2066\u2069\ud800")
    assert clean_name("n" * 10**7) == "n" * MAX_NAME_LENGTH  # quick on a huge paste


def test_new_games_clean_names_and_refuse_blank_ones() -> None:
    m = new_match("schocken", [{"name": "\u202eAnn\u200b"}, {"name": "Bob\x07"}], 1)
    assert [p["name"] for p in m.players] == ["Ann", "Bob"]
    err = refused("bad_name", lambda: new_match("schocken", [{"name": "a"}, {"name": "\u200b"}], 1))
    assert err.details == {"player": 1}


def test_a_save_of_format_1_keeps_the_names_it_was_made_with() -> None:
    """Builds before issue 16 kept every character but whitespace; their saves load with
    those names and re-save byte for byte (format 1 stays format 1)."""
    m = physical()
    throw(m, 0, [0, 1, 2], [6, 6, 2])
    flip(m, 0)  # a move that can be taken back
    odd = [{"name": "\u202eAnn\u2069", "bot": None}, {"name": "\u200b", "bot": "random"}]
    old = {**m.to_json(), "format": "spelkast-save/1", "players": odd}
    loaded = load_match(json.loads(json.dumps(old)))
    assert loaded.players == odd and loaded.format == 1
    assert json.dumps(loaded.to_json()) == json.dumps(old)
    assert loaded.view(None)["players"] == odd
    loaded.undo()  # a rebuilt match keeps the format and the names
    assert loaded.players == odd and loaded.to_json()["format"] == "spelkast-save/1"
    # Whitespace was collapsed then as now; a name blank by that rule was refused.
    blank = {**old, "players": [{"name": " \t "}, odd[1]]}
    refused("bad_player", lambda: load_match(blank))


def test_a_save_of_format_2_has_its_names_cleaned() -> None:
    m = new_match("schocken", players(2), 9)
    save = m.to_json()
    assert save["format"] == SAVE_FORMAT == "spelkast-save/3"  # 3 cleans names as 2 did
    assert set(FORMATS) == {"spelkast-save/1", "spelkast-save/2", "spelkast-save/3"}
    assert load_match(save).to_json() == save
    save = {**save, "format": "spelkast-save/2"}
    assert load_match(save).to_json() == save
    forged = {**save, "players": [{"name": "\u202eAnn", "bot": None}, save["players"][1]]}
    assert load_match(forged).players[0]["name"] == "Ann"
    forged = {**save, "players": [{"name": "\u200b", "bot": None}, save["players"][1]]}
    refused("bad_name", lambda: load_match(forged))
