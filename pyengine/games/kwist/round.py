"""Kwis 't! applying an action: the deal, the answers, the reveal and disputes (seed
phases 1-5) here; checks, bluffs and action cards are handed to scoring.py."""

from __future__ import annotations

from typing import Any

from ...core.game import Action
from ...core.rng import Rng
from . import cards, scoring
from .answers import matches
from .bank import CARD_KINDS
from .state import State, block, card, chance_right, entropy, order

# What a move shows the table beside its type. The rest stays out of every view: answers,
# a count on paper and a guess's knowledge are private, and a chance move's dice would
# tell the shuffle (the card, the chips, the bonus cards drawn).
PUBLIC_PARTS = {"bet": ("field",), "check": ("target",), "dispute": ("question", "ruler")}


def note(state: State, seat: int, action: Action) -> None:
    """Keep the move for the screens: a deal starts a round's moves (issue 37)."""
    kind = action["type"]
    if kind == "deal":
        state.last_moves, state.moves = state.moves, []
    entry: dict[str, Any] = {"n": state.played, "seat": seat, "type": kind}
    entry.update({k: action[k] for k in PUBLIC_PARTS.get(kind, ()) if k in action})
    state.moves.append(entry)
    state.played += 1


def apply(state: State, seat: int, action: Action) -> bool:
    """Apply a validated action; False while the move may still be taken back."""
    note(state, seat, action)
    kind = action["type"]
    rng = entropy(action["values"]) if "values" in action else Rng(0)
    if kind == "deal":
        _deal(state, rng)
    elif kind == "answer":
        state.sheets[seat].answers = list(action["answers"])
        _next_answer(state)
    elif kind == "guess":
        _guess(state, seat, action["level"], rng)
    elif kind == "reveal":
        _reveal(state, rng)
    elif kind == "count":
        state.sheets[seat].count = action["n"]
        return False  # still this player's private turn: a typo can be undone
    elif kind == "dispute":
        question = action["question"]
        state.sheets[seat].disputed.append(question)
        text = state.sheets[seat].answers[question]  # type: ignore[index]
        state.dispute = {"seat": seat, "question": question, "text": text}
        if "ruler" in action:  # not in saves of builds before issue 15 (moves.ruler)
            state.dispute["ruler"] = action["ruler"]
        state.phase = "dispute"
    elif kind == "rule":
        _rule(state, action["right"])
    elif kind == "bet":
        state.bets[seat] = action["field"]
        state.on_board[seat] = True
        state.queue.pop(0)
        if not state.queue:
            scoring.start_checks(state)
    elif kind in ("check", "pass"):
        if kind == "check":
            scoring.check(state, seat, action["target"], rng)
        state.queue.pop(0)
        scoring.advance_checks(state)
    elif kind in ("declare", "silent"):
        scoring.score_unchecked(state, seat, kind == "declare", rng)
    elif kind == "play":
        scoring.play_card(state, seat, action["card"], action["target"], rng)
    return True


def _deal(state: State, rng: Rng) -> None:
    state.card_index = state.unused.pop(rng.below(len(state.unused)))
    state.queue = order(state)
    state.phase = "answer" if state.answering == "device" else "reveal"


def _next_answer(state: State) -> None:
    state.queue.pop(0)
    if not state.queue:
        state.phase = "reveal"


def _guess(state: State, seat: int, level: str, rng: Rng) -> None:
    sheet = state.sheets[seat]
    sheet.guessed = True
    sheet.right = [
        rng.random() < chance_right(q, state.lang, level) for q in card(state)["questions"]
    ]
    if state.phase == "answer":
        _next_answer(state)
    else:  # paper mode: the count is entered at the start of the bet turn
        sheet.count = sum(sheet.right)


def _reveal(state: State, rng: Rng) -> None:
    chips = list(cards.CHIPS)
    rng.shuffle(chips)
    state.chips = chips
    state.revealed = True
    for sheet in state.sheets:
        if sheet.answers is not None:
            sheet.right = [_verdict(state, i, a) for i, a in enumerate(sheet.answers)]
        if sheet.right is not None:
            sheet.count = sum(sheet.right)
    state.queue = order(state)
    state.phase = "bet"


def _verdict(state: State, index: int, given: Any) -> bool:
    text = block(state, index)
    if CARD_KINDS[index] == "open":
        return isinstance(given, str) and matches(given, text["a"], text.get("accept", []))
    return bool(given == text["a"])


def _rule(state: State, right: bool) -> None:
    dispute = state.dispute
    assert dispute is not None
    sheet = state.sheets[dispute["seat"]]
    if right and sheet.right is not None and sheet.count is not None:
        sheet.right[dispute["question"]] = True
        sheet.count += 1
    state.events.append({"kind": "dispute", **dispute, "right": right})
    state.dispute = None
    state.phase = "bet"
