"""Kwis 't!'s view carries the moves of this round and the one before (``moves``,
``last_moves``: issue 37), which its screens tell instead of reading the match's log. They
hold what the table saw and nothing more: never an answer, a count on paper, a guess's
knowledge or a chance move's dice (which would tell the cards drawn)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pyengine import Match, new_match
from pyengine.core.rng import Rng
from pyengine.games.kwist.bank import CARD_KINDS

PEOPLE = [{"name": f"P{i}", "bot": None} for i in range(3)]
# The part of each move a view may carry, beside its number, seat and type.
PUBLIC = {"bet": {"field"}, "check": {"target"}, "dispute": {"question", "ruler"}}


def secret(seat: int, twin: str) -> str:
    return f"secret-{twin}-{seat}"


def sheet(match: Match, seat: int, twin: str, k: int) -> dict[str, Any]:
    """An answer sheet: the k-th sample of the rules, its open answers texts of our own."""
    samples = [a for a in match.legal_actions(seat) if a["type"] == "answer"]
    answers = list(samples[k % len(samples)]["answers"])
    for i, kind in enumerate(CARD_KINDS):
        if kind == "open":
            answers[i] = secret(seat, twin) + f"-{i}"
    return {"type": "answer", "answers": answers}


def views(match: Match, but: int) -> list[dict[str, Any]]:
    """Every view but ``but``'s own: the table's and each other seat's."""
    return [match.view(s) for s in (None, *range(len(match.players))) if s != but]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_another_seats_answers_never_reach_a_view_before_or_after_the_reveal(seed: int) -> None:
    """Twin matches alike in all but seat 1's answers (other choices, other texts): every
    other seat's view, and the table's, is the same in both after each move up to the
    first check, and never holds seat 1's texts."""
    a, b = (new_match("kwist", PEOPLE, seed, {"answering": "device"}) for _ in range(2))
    rng = Rng(seed)
    while True:
        seat = a.to_move[0]
        phase = a.view(seat)["state"]["phase"]
        if phase == "answer":
            a.play(seat, sheet(a, seat, "a", 0))
            b.play(seat, sheet(b, seat, "b" if seat == 1 else "a", 1 if seat == 1 else 0))
        else:
            legal = [x for x in a.legal_actions(seat) if x["type"] != "dispute"]
            if phase == "check":
                legal = [{"type": "pass"}]  # a check shows the checker a count: stop short
            if phase not in ("deal", "answer", "reveal", "bet", "check"):
                break
            action = legal[rng.below(len(legal))]
            a.play(seat, action)
            b.play(seat, action)
        for va, vb in zip(views(a, 1), views(b, 1), strict=True):
            assert va == vb, f"seat {va['seat']} sees seat 1's answers ({phase})"
            assert secret(1, "a") not in json.dumps(va)
    assert {e["action"]["type"] for e in a.log} >= {"deal", "answer", "reveal", "bet", "pass"}


def test_a_count_on_paper_is_a_move_without_its_number() -> None:
    """Seat 1 counts 1 right in one twin and 4 in the other: the others see that he
    counted, never what."""
    a, b = (new_match("kwist", PEOPLE, 4, {"answering": "paper"}) for _ in range(2))
    for m in (a, b):
        while m.view(None)["state"]["phase"] != "bet" or m.to_move[0] != 1:
            seat = m.to_move[0]
            action = next(x for x in m.legal_actions(seat) if x["type"] not in ("guess",))
            if action["type"] == "bet":
                action = {"type": "bet", "field": 1}
            m.play(seat, action)
    a.play(1, {"type": "count", "n": 1})
    b.play(1, {"type": "count", "n": 4})
    for va, vb in zip(views(a, 1), views(b, 1), strict=True):
        assert va == vb
        assert va["state"]["moves"][-1] == {"n": len(a.log) - 1, "seat": 1, "type": "count"}
    assert a.view(1)["state"]["me"]["count"] == 1  # his own view knows


@pytest.mark.parametrize("seed", range(6))
def test_the_moves_are_the_logs_rounds_with_their_public_part_only(seed: int) -> None:
    """Along whole games of computers (guesses, checks, bluffs, cards, disputes), every
    view's moves are the log's since the round's deal, and last_moves the round's before,
    each with its number, seat, type and only the public part of its action."""
    bots = [{"name": f"C{i}", "bot": "strong"} for i in range(3 + seed % 3)]
    m = new_match("kwist", bots, seed, {"answering": "device" if seed % 2 else "paper"})
    while not m.is_over:
        seat = m.to_move[0]
        m.play(seat, m.bot_action(seat))
        deals = [i for i, e in enumerate(m.log) if e["action"]["type"] == "deal"]
        rounds = [range(deals[-1], len(m.log))]
        rounds.insert(0, range(deals[-2], deals[-1]) if len(deals) > 1 else range(0))
        for view in views(m, -1):
            shown = [view["state"]["last_moves"], view["state"]["moves"]]
            for moves, indices in zip(shown, rounds, strict=True):
                assert [move["n"] for move in moves] == list(indices)
                for move in moves:
                    entry = m.log[move["n"]]
                    action = entry["action"]
                    public = {k: action[k] for k in PUBLIC.get(action["type"], ()) if k in action}
                    want = {"n": move["n"], "seat": entry["seat"], "type": action["type"], **public}
                    assert move == want
