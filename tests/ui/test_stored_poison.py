"""Poisoned summaries and records never stop a start (issue 35, point 2).

A seeded fuzz: every case is a database (as IndexedDB holds it, read at start as
``web/store.js`` reads it) with two healthy games and one to three poisoned ones: a
summary with odd values (``updated`` Infinity or 1e300, ``winners`` a number or ``true``, a
seat of -5, ...), a summary that is not one, or a record with odd values beside its save.
Each case must reach home, the results, every statistics page and every replay, start and
play a new game, and lose no game whose record still replays: such a game is listed (its
summary made again from the record) and opens. Only a record that does not replay is
listed as damaged.

``run(seed, cases)`` gives the figures of the issue (tried / survived / broke / lost):
``python tests/ui/test_stored_poison.py 1000`` prints them.
"""

from __future__ import annotations

import json
import math
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest
from helpers import ROOT, page
from spelkast_ui.app import history
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.save_backends import Snapshot
from spelkast_ui.app.saves import read_summary, summary_of, summary_text
from spelkast_ui.kit.storage import MemoryStorage
from test_saves import SlowBackend

from pyengine import GAMES, IllegalAction, load_match

# Healthy games to poison and to keep beside the poisoned ones: (game, reference case).
FINISHED = [("qwinn", 1), ("schocken", 1), ("eintrichtern", 1), ("wuerfelmarsch", 1)]
FINISHED += [("kwist", 1), ("qwinto", 1), ("cui-bono", 1)]
GOING = [("schocken", 2), ("qwinn", 2), ("bunte-kuh", 2), ("eintrichtern", 2)]

HUGE = 2**70
ODD: list[Any] = [
    math.inf, -math.inf, math.nan, 1e300, -1e300, -5, -1, 0, 1, HUGE, 3.5, True, False,
    None, "", "x", "x" * 5000, "Infinity", [], {}, [0], [-5], [True], [99], [[0]],
    [0, 0], {"0": 1}, list(range(300)), [None], ["Ann"], [1.5],
]  # fmt: skip
SUMMARY_KEYS = ["v", "game", "players", "bots", "updated", "created", "moves", "over"]
SUMMARY_KEYS += ["result", "hints", "error"]
RESULT_KEYS = ["winners", "ranking", "places", "scores", "score_label", "loser"]
RECORD_KEYS = ["v", "id", "game", "created", "updated", "seen_rounds", "hints", "save"]
ODD_TEXTS = ["", "null", "[]", "7", '"x"', "{", "[" * 6000, '{"v": 1, "error": [1, 2]}']


@cache
def _save(game: str, case: int) -> dict[str, Any]:
    path = ROOT / "tests" / "data" / "reference-saves" / f"{game}.json"
    return dict(json.loads(path.read_text("utf-8"))[case]["save"])


def _record(gid: str, save: dict[str, Any], updated: float) -> dict[str, Any]:
    return {
        "v": 1,
        "id": gid,
        "game": save["game"],
        "created": updated - 1000,
        "updated": updated,
        "seen_rounds": 0,
        "save": save,
    }


def _dumps(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"))  # NaN and Infinity as Python writes them


def _replays(record_text: str) -> bool:
    """Whether a record's save replays (then its game must never be lost)."""
    try:
        record = json.loads(record_text)
        return isinstance(record, dict) and load_match(record["save"]) is not None
    except (ValueError, TypeError, KeyError, IllegalAction, RecursionError):
        return False


class Database(SlowBackend):
    """IndexedDB as ``web/store.js`` reads it at start: every summary, and the records of
    games whose summary JavaScript cannot parse or does not say ``over: true``."""

    def snapshot(self) -> Snapshot:
        records = {}
        for gid, raw in self.records.items():
            text = self.summaries.get(gid)
            try:  # JSON.parse: no NaN or Infinity
                over = json.loads(text, parse_constant=_refuse).get("over") if text else None
            except (ValueError, AttributeError, RecursionError):  # JSON.parse reads it
                over = None
            if over is not True:
                records[gid] = raw
        return Snapshot(dict(self.summaries), records)


def _refuse(name: str) -> Any:
    raise ValueError(name)


# -- the cases ------------------------------------------------------------------------------
@dataclass
class Case:
    backend: Database
    poisoned: list[str]
    what: list[str]


def _poison_value(rng: random.Random, value: Any) -> Any:
    """An odd value for a field, or the field's list with one odd element."""
    if isinstance(value, list) and value and rng.random() < 0.4:
        out = list(value)
        out[rng.randrange(len(out))] = rng.choice(ODD)
        return out
    return rng.choice(ODD)


def _poison_summary(rng: random.Random, summary: dict[str, Any], what: list[str]) -> str:
    if rng.random() < 0.1:
        text = rng.choice(ODD_TEXTS)
        what.append(f"summary text {text[:12]!r}")
        return text
    data = dict(summary)
    for _ in range(rng.choice((1, 1, 2, 3))):
        result = data.get("result")
        if isinstance(result, dict) and rng.random() < 0.5:
            key = rng.choice(RESULT_KEYS)
            data["result"] = {**result, key: _poison_value(rng, result.get(key))}
            what.append(f"result.{key}")
        else:
            key = rng.choice(SUMMARY_KEYS)
            data[key] = _poison_value(rng, data.get(key))
            what.append(key)
    return _dumps(data)


def _poison_record(rng: random.Random, record: dict[str, Any], what: list[str]) -> str:
    data = dict(record)
    for _ in range(rng.choice((1, 1, 2))):
        key = rng.choice(RECORD_KEYS)
        save_field = isinstance(data["save"], dict) and rng.random() < 0.7
        if key == "save" and save_field:  # the engine fuzz covers saves in depth
            save = dict(data["save"])
            field = rng.choice(["players", "seed", "log", "options", "game"])
            save[field] = _poison_value(rng, save.get(field))
            data["save"] = save
            what.append(f"record save.{field}")
        else:
            data[key] = _poison_value(rng, data.get(key))
            what.append(f"record {key}")
    return _dumps(data)


def make_case(seed: int) -> Case:
    rng = random.Random(seed)
    backend = Database()
    stamp = 1_700_000_000_000.0
    for i, (game, ref) in enumerate([rng.choice(FINISHED), rng.choice(GOING)]):
        gid = f"ok{i}"
        raw = _dumps(_record(gid, _save(game, ref), stamp + i))
        backend.records[gid] = raw
        backend.summaries[gid] = summary_text(summary_of(gid, raw))
    poisoned, what = [], []
    for i in range(rng.choice((1, 1, 2, 3))):
        gid = f"bad{i}"
        game, ref = rng.choice(FINISHED + GOING)
        record = _record(gid, _save(game, ref), stamp + 10 + i)
        good = summary_of(gid, _dumps(record))
        summary = json.loads(summary_text(good))
        kind = rng.random()
        if kind < 0.6:  # an odd summary of a good record
            backend.records[gid] = _dumps(record)
            backend.summaries[gid] = _poison_summary(rng, summary, what)
        elif kind < 0.9:  # an odd record, with its old summary or none (moved from before)
            backend.records[gid] = _poison_record(rng, record, what)
            if rng.random() < 0.5:
                backend.summaries[gid] = summary_text(good)
            else:
                what.append("no summary")
        else:  # both
            backend.records[gid] = _poison_record(rng, record, what)
            backend.summaries[gid] = _poison_summary(rng, summary, what)
        poisoned.append(gid)
    return Case(backend, poisoned, what)


# -- what a player does with them ------------------------------------------------------------
class Broke(Exception):
    """The app failed where a player would see it fail."""


def _tab(backend: Database) -> Controller:
    seeds = iter(range(7, 1000))
    c = Controller(
        MemoryStorage(),
        now=lambda: 1_800_000_000_000.0,
        new_seed=lambda: next(seeds),
        browser_lang="en",
        session=MemoryStorage(),
        saves=backend,
    )
    c.mount()
    backend.run()  # the reads the start asked for (records of summaries made again)
    return c


def _visit(c: Controller, act: str, arg: str = "") -> str:
    c.dispatch(act, arg)
    c.saves.backend.run()  # type: ignore[attr-defined]
    html = page(c)
    if c.notice is not None and "went wrong" in c.notice:
        raise Broke(f"{act} {arg}: {c.notice}")
    return html


def _listed(c: Controller, gid: str) -> bool:
    summary = c.saves.summary(gid)
    return summary is not None and summary.error is None


def _opens(c: Controller, gid: str) -> bool:
    """Whether the listed game ``gid`` opens: its replay, or the game itself."""
    summary = c.saves.summary(gid)
    if summary is None or summary.error is not None:
        return False
    if summary.over:
        _visit(c, "replay", gid)
        ok = c.replay is not None
        _visit(c, "replay_close")
        return ok
    _visit(c, "continue", gid)
    ok = c.screen == "game" and c.game_id == gid and c.match is not None
    _visit(c, "home")
    return ok


def play(case: Case) -> str:
    """``survived``, ``broke`` (an error a player would see) or ``lost`` (a game whose
    record replays is not listed or does not open)."""
    backend = case.backend
    replayable = {gid for gid, raw in backend.records.items() if _replays(raw)}
    try:
        c = _tab(backend)
        page(c)
        _visit(c, "history")
        for game in {s.game for s in c.saves.summaries() if s.game}:
            _visit(c, "history_game", str(game))
        _visit(c, "history_game", "")
        for key, _name, _n in history.people(history.outcomes(c.saves.summaries())):
            _visit(c, "history_person", key)
        _visit(c, "home")
        # Every game that replays is listed; each poisoned one also opens.
        if any(not _listed(c, gid) for gid in replayable):
            return "lost"
        if any(not _opens(c, gid) for gid in replayable & set(case.poisoned)):
            return "lost"
        again = _tab(backend)  # the next start reads what this one stored
        page(again)
        if any(_listed(again, gid) is not True for gid in replayable):
            return "lost"
        _visit(c, "new", "schocken")
        _visit(c, "start")
        _visit(c, "roll")
        if c.match is None or len(c.match.log) != 1:
            raise Broke("no new game")
    except Exception:  # Broke, or any error of the start or a screen
        return "broke"
    return "survived"


def run(seed: int, cases: int, on_case: Callable[[int, Case, str], None] | None = None) -> dict:
    counts = {"tried": 0, "survived": 0, "broke": 0, "lost": 0}
    for i in range(cases):
        case = make_case(seed * 100_000 + i)
        outcome = play(case)
        counts["tried"] += 1
        counts[outcome] += 1
        if on_case is not None:
            on_case(i, case, outcome)
    return counts


def test_poisoned_summaries_and_records_never_stop_a_start() -> None:
    failed: list[str] = []

    def note(i: int, case: Case, outcome: str) -> None:
        if outcome != "survived":
            failed.append(f"case {i}: {outcome} ({', '.join(case.what)})")

    counts = run(seed=35, cases=100, on_case=note)
    assert not failed, f"{counts}\n" + "\n".join(failed[:20])


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_summary_the_app_writes_is_trusted_when_read(game: str) -> None:
    """No false alarm: a summary made from any reference save reads back as it was (an
    untrusted one would be made again from its record at every start)."""
    path = ROOT / "tests" / "data" / "reference-saves" / f"{game}.json"
    for case, entry in enumerate(json.loads(path.read_text("utf-8"))):
        raw = _dumps(_record(f"g{case}", entry["save"], 1_700_000_000_000.0))
        made = summary_of(f"g{case}", raw)
        assert made.error is None
        assert read_summary(f"g{case}", summary_text(made)) == made


# The values the issue found: each made home raise, or hid the game, before.
ISSUE_CASES = [
    {"updated": math.inf},
    {"updated": 1e300},
    {"created": -math.inf},
    {"result": {"winners": 1, "ranking": [1, 0]}},
    {"result": {"winners": [1], "ranking": True}},
    {"result": {"winners": [-5], "ranking": [1, 0]}},
    {"result": {"winners": [1], "ranking": [1, 0], "scores": [1, {"a": 1}]}},
    {"players": ["Ann", "x" * 41]},
    {"bots": [None, "grandmaster"]},
    {"moves": -1},
    {"error": [["broken"], "x"]},
]


@pytest.mark.parametrize("poison", ISSUE_CASES, ids=lambda p: json.dumps(p)[:40])
def test_an_odd_summary_is_made_again_from_its_record(poison: dict[str, Any]) -> None:
    backend = Database()
    raw = _dumps(_record("g", _save("qwinn", 1), 1_700_000_000_000.0))
    good = summary_of("g", raw)
    backend.records["g"] = raw
    backend.summaries["g"] = _dumps({**json.loads(summary_text(good)), **poison})
    assert read_summary("g", backend.summaries["g"]) is None
    c = _tab(backend)  # reads the record, which the start did not have (a finished game)
    assert c.saves.summary("g") == good
    assert "Qwinn" in page(c)
    assert backend.summaries["g"] == summary_text(good)  # stored for the next start
    assert backend.records["g"] == raw


def test_a_summary_without_its_record_is_listed_as_damaged_and_can_go() -> None:
    backend = Database()
    raw = _dumps(_record("g", _save("qwinn", 1), 1.0))
    backend.summaries["g"] = _dumps({**json.loads(summary_text(summary_of("g", raw))), "v": 9})
    c = _tab(backend)
    summary = c.saves.summary("g")
    assert summary is not None and summary.error is not None
    assert "Damaged save" in page(c)
    c.dispatch("delete", "g")
    c.dispatch("dismiss")
    backend.run()
    assert "g" not in backend.summaries


def test_a_damaged_record_that_replays_now_is_listed_again() -> None:
    """A record a build could not replay is listed as damaged; its record is read at every
    start, and once it replays (a newer build) it is a game again."""
    backend = Database()
    raw = _dumps(_record("g", _save("schocken", 2), 1.0))
    backend.records["g"] = raw
    backend.summaries["g"] = '{"v":1,"error":["invalid","no such move"]}'
    c = _tab(backend)
    assert c.saves.summary("g") == summary_of("g", raw)
    assert json.loads(backend.summaries["g"])["game"] == "schocken"


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    print(run(seed=int(sys.argv[2]) if len(sys.argv) > 2 else 1, cases=n))
