"""Kwis 't! what each seat may see: the views (typed in shown.py), the result, and the
sampled worlds bots plan in (the hidden parts redrawn, consistent with everything that
seat has seen)."""

from __future__ import annotations

import dataclasses
from typing import Any

from ...core.game import json_copy
from ...core.rng import Rng
from . import cards
from .bank import CARD_KINDS
from .moves import to_move
from .shown import CardView, FinalView, MineView, QuestionView
from .shown import View as View
from .state import State, block, card

# Keys this view gained after its reference saves were written (issue 37: the history its
# screens show). tests/data/reference-saves digests every view as it was: the reference
# test and tools/make_reference_saves.py leave these keys out of the digest.
LATER_KEYS: tuple[str, ...] = ("moves", "last_moves")


def count_known(state: State, owner: int, seat: int | None) -> bool:
    """Whether ``seat`` knows how many answers ``owner`` got right."""
    return (
        owner == seat
        or state.count_public[owner]
        or (seat is not None and seat in state.count_seen[owner])
    )


def _card_view(state: State) -> CardView | None:
    if state.card_index is None:
        return None
    shown_card = card(state)
    questions = []
    for i, question in enumerate(shown_card["questions"]):
        text = block(state, i)
        shown: QuestionView = {
            "kind": question["kind"],
            "subject": question["subject"],
            "level": question["level"],
            "q": text["q"],
        }
        if "options" in text:
            shown["options"] = list(text["options"])
        if state.revealed:
            shown["answer"] = text["a"]
            if question["kind"] == "open":
                shown["accept"] = list(text.get("accept", []))
        questions.append(shown)
    return {"id": shown_card["id"], "questions": questions}


def _mine(state: State, seat: int) -> MineView:
    sheet = state.sheets[seat]
    return {
        "answers": None if sheet.answers is None else list(sheet.answers),
        "right": list(sheet.right) if state.revealed and sheet.right is not None else None,
        "count": sheet.count,
        "guessed": sheet.guessed,
        "disputed": list(sheet.disputed),
        "hand": [cards.card_json(c) for c in sorted(state.hands[seat])],
        "bonus": sum(cards.points_of(c) for c in state.hands[seat]),
    }


def view(state: State, seat: int | None) -> View:
    over = state.phase == "over"
    active = to_move(state)
    in_actions = state.phase == "actions"
    return {
        "round": state.round_no,
        "rounds": state.rounds,
        "quizmaster": state.quizmaster,
        "phase": state.phase,
        "active": active[0] if active else None,
        "queue": list(state.queue),
        "answering": state.answering,
        "lang": state.lang,
        "card": _card_view(state),
        "revealed": state.revealed,
        "chips": None if state.chips is None else list(state.chips),
        "ready": [s.answers is not None or s.guessed or s.count is not None for s in state.sheets],
        "bets": list(state.bets),
        "on_board": list(state.on_board),
        "checked": list(state.checked),
        "declared": list(state.declared),
        "fields": list(state.fields),
        "counts": [
            state.sheets[p].count if count_known(state, p, seat) else None for p in range(state.n)
        ],
        "dispute": None if state.dispute is None else {**state.dispute},
        "track": list(state.track),
        "hand_sizes": [len(h) for h in state.hands],
        # Phase 8 is played open: everyone sees which action cards are still to come.
        "open_actions": [
            sorted(cards.kind_of(c) for c in h if cards.is_action(c)) if in_actions else []
            for h in state.hands
        ],
        "urgent": sorted(cards.kind_of(c) for c in state.urgent),
        "stack": len(state.stack),
        "out": len(state.out),
        "events": json_copy(state.events),
        "history": json_copy(state.history),
        "last_events": json_copy(state.last_events),
        "moves": json_copy(state.moves),
        "last_moves": json_copy(state.last_moves),
        "me": None if seat is None else _mine(state, seat),
        "final": _final(state) if over else None,
    }


def _final(state: State) -> FinalView:
    bonus = [sum(cards.points_of(c) for c in hand) for hand in state.hands]
    return {
        "bonus": bonus,
        "totals": [t + b for t, b in zip(state.track, bonus, strict=True)],
        "hands": [[cards.card_json(c) for c in sorted(hand)] for hand in state.hands],
    }


def result(state: State) -> dict[str, Any] | None:
    if state.phase != "over":
        return None
    final = _final(state)
    totals: list[int] = final["totals"]
    ranking = sorted(range(state.n), key=lambda s: (-totals[s], s))
    places = [1 + sum(1 for t in totals if t > totals[s]) for s in range(state.n)]
    return {
        "ranking": ranking,
        "places": places,
        "winners": [s for s in range(state.n) if places[s] == 1],
        "scores": totals,
        "score_label": "points",
        "track": list(state.track),
        "bonus": final["bonus"],
    }


def sample_world(state: State, seat: int | None, rng: Rng) -> State:
    world = dataclasses.replace(
        state,
        unused=list(state.unused),
        queue=list(state.queue),
        sheets=[s.copy() for s in state.sheets],
        hands=[list(h) for h in state.hands],
        stack=list(state.stack),
        track=list(state.track),
        # The rest is public, but a world may be played on: it must not share lists.
        bets=list(state.bets),
        on_board=list(state.on_board),
        checked=list(state.checked),
        declared=list(state.declared),
        fields=list(state.fields),
        count_public=list(state.count_public),
        count_seen=[list(s) for s in state.count_seen],
        urgent=list(state.urgent),
        out=list(state.out),
        events=list(state.events),
        history=list(state.history),
        moves=list(state.moves),
        last_moves=list(state.last_moves),
    )
    if state.card_index is not None and not state.revealed:
        world.card_override = _redraw_key(state, rng)
    for owner in range(state.n):
        if not count_known(state, owner, seat):
            _redraw_sheet(world, owner, rng)
    if state.phase != "over":
        _redraw_hands(world, seat, rng)
    return world


def _redraw_key(state: State, rng: Rng) -> dict[str, Any]:
    """Before the reveal nobody knows the right answers."""
    redrawn: dict[str, Any] = json_copy(card(state))
    for question in redrawn["questions"]:
        text = question[state.lang]
        if question["kind"] == "open":
            text["a"], text["accept"] = f"#{rng.below(1000)}", []
        else:
            text["a"] = rng.below(len(text["options"]))
    return redrawn


def _redraw_sheet(world: State, owner: int, rng: Rng) -> None:
    """Another player's answers and count, kept consistent with what is public."""
    sheet = world.sheets[owner]
    if sheet.answers is not None:
        for i, kind in enumerate(CARD_KINDS):
            if i in sheet.disputed:
                continue  # a disputed answer was read out to the table
            size = len(block(world, i).get("options", []))
            sheet.answers[i] = f"#{rng.below(1000)}" if kind == "open" else rng.below(size)
    if sheet.count is None and sheet.right is None:
        return
    bet = world.bets[owner]
    low, high = 0, len(CARD_KINDS)
    if bet is not None and world.checked[owner]:
        low = bet  # checked and honest (a bluff's count is public)
    if bet is not None and world.declared[owner]:
        high = bet - 1
    fixed = {q: True for q in sheet.disputed if sheet.right is not None and sheet.right[q]}
    for _ in range(64):
        right = [fixed.get(i, rng.below(2) == 1) for i in range(len(CARD_KINDS))]
        if low <= sum(right) <= high:
            break
    else:
        return
    if sheet.right is not None:
        sheet.right = right
    if sheet.count is not None:
        sheet.count = sum(right)


def _redraw_hands(world: State, seat: int | None, rng: Rng) -> None:
    """Deal the cards nobody (but their owner) has seen anew; in phase 8 the action
    cards in hands are open, so only point cards move then."""
    keep_actions = world.phase == "actions"
    hidden = [p for p in range(world.n) if p != seat]
    pool = list(world.stack)
    needs: dict[int, int] = {}
    for p in hidden:
        moving = [c for c in world.hands[p] if not (keep_actions and cards.is_action(c))]
        world.hands[p] = [c for c in world.hands[p] if c not in moving]
        pool.extend(moving)
        needs[p] = len(moving)
    drawable = [c for c in pool if not (keep_actions and cards.is_action(c))]
    rest = [c for c in pool if keep_actions and cards.is_action(c)]
    for p in hidden:
        world.hands[p].extend(cards.take_random(drawable, rng) for _ in range(needs[p]))
    world.stack = drawable + rest
