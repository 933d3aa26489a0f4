"""Kwis 't! moves: who is to move, the legal actions, validation with precise refusals.

Typed answers are free text, so ``legal_actions`` offers only a few sample sheets and
``validate`` accepts any well-formed sheet.
"""

from __future__ import annotations

from typing import Any

from ...core.errors import IllegalAction
from ...core.game import Action, template
from ...core.plain import brief
from . import cards
from .bank import CARD_KINDS
from .state import (
    CHANCE_TYPES,
    ENTROPY_DICE,
    KNOWLEDGE,
    MAX_ANSWER_LENGTH,
    OPEN_QUESTIONS,
    SAMPLE_TEXTS,
    State,
    block,
    order,
)


def to_move(state: State) -> list[int]:
    if state.phase == "over":
        return []
    if state.phase in ("deal", "reveal"):
        return [state.quizmaster]
    if state.phase == "dispute":
        assert state.dispute is not None
        # A dispute from a save of an earlier build names no ruler: the quizmaster ruled.
        return [state.dispute.get("ruler", state.quizmaster)]
    return state.queue[:1]


def ruler(state: State, seat: int) -> int:
    """Who rules on ``seat``'s disputed answer: the quizmaster, but never on his own
    answer; that one goes to the player on his left, the next quizmaster."""
    if seat == state.quizmaster:
        return (state.quizmaster + 1) % state.n
    return state.quizmaster


def targets(state: State, seat: int) -> list[int]:
    """The discs ``seat`` may check: every other one still on the board."""
    return [t for t in order(state) if t != seat and state.on_board[t]]


def bluffed(state: State, seat: int) -> bool:
    bet, count = state.bets[seat], state.sheets[seat].count
    return bet is not None and count is not None and count < bet


def legal_actions(state: State, seat: int) -> list[Action]:
    if seat not in to_move(state):
        return []
    phase, sheet = state.phase, state.sheets[seat]
    guesses: list[Action] = [{"type": "guess", "level": lv} for lv in KNOWLEDGE]
    if phase in ("deal", "reveal"):
        return [{"type": phase}]
    if phase == "answer":
        return [*_sample_answers(state), *guesses]
    if phase == "dispute":
        return [{"type": "rule", "right": True}, {"type": "rule", "right": False}]
    if phase == "bet":
        if sheet.count is None:  # paper mode: the count comes first
            return [*({"type": "count", "n": k} for k in range(6)), *guesses]
        disputes: list[Action] = []
        if sheet.answers is not None and sheet.right is not None:
            disputes = [
                {"type": "dispute", "question": q, "ruler": ruler(state, seat)}
                for q in OPEN_QUESTIONS
                if not sheet.right[q] and q not in sheet.disputed and sheet.answers[q]
            ]
        return [*({"type": "bet", "field": f} for f in cards.FIELDS), *disputes]
    if phase == "check":
        return [*({"type": "check", "target": t} for t in targets(state, seat)), {"type": "pass"}]
    if phase == "declare":
        declare: list[Action] = [{"type": "declare"}] if bluffed(state, seat) else []
        return [*declare, {"type": "silent"}]
    if phase == "actions":
        return _card_plays(state, seat)
    return []


def _sample_answers(state: State) -> list[Action]:
    """A few answer sheets for random play; ``validate`` accepts any sheet."""
    sizes = [len(block(state, i).get("options", [])) for i in range(len(CARD_KINDS))]
    sheets: list[Action] = []
    for k in range(4):
        answers: list[Any] = []
        for i, kind in enumerate(CARD_KINDS):
            if kind == "open":
                answers.append(SAMPLE_TEXTS[(k + i) % 2])
            else:
                answers.append(None if k == 3 else (k + i) % sizes[i])
        sheets.append({"type": "answer", "answers": answers})
    return sheets


def _card_plays(state: State, seat: int) -> list[Action]:
    held = state.urgent or [c for c in state.hands[seat] if cards.is_action(c)]
    plays: list[Action] = []
    for kind in sorted({cards.kind_of(c) for c in held}):
        if cards.KINDS[kind].targeted:
            victims = [t for t in order(state) if t != seat and state.hands[t]]
            plays.extend({"type": "play", "card": kind, "target": t} for t in victims)
            if victims:
                continue
        plays.append({"type": "play", "card": kind, "target": None})
    return plays


def validate(state: State, seat: int, action: Action) -> None:
    if action.get("type") == "answer" and state.phase == "answer":
        _check_answers(state, action)
        return
    wanted = template(action)
    if _legacy_dispute(state, seat, wanted):
        return
    for legal in legal_actions(state, seat):
        # Same types too: True or 1.0 never pass for 1 (cheaper than canonical JSON).
        if legal == wanted and all(type(v) is type(wanted[k]) for k, v in legal.items()):
            return
    raise _explain(state, seat, action)


def _legacy_dispute(state: State, seat: int, action: Action) -> bool:
    """A dispute as builds before issue 15 logged it: no ruler named, the quizmaster rules
    (also on his own answer). Accepted only in a match replaying a save of format 1 (the
    builds before issue 16, whose games may hold one), so that such saves replay as they
    were played; a new game refuses it. legal_actions never offers it."""
    if not state.ruler_optional:
        return False
    if set(action) != {"type", "question"} or action["type"] != "dispute":
        return False
    question = action["question"]
    return type(question) is int and any(
        a["type"] == "dispute" and a["question"] == question for a in legal_actions(state, seat)
    )


def _check_answers(state: State, action: Action) -> None:
    answers = action.get("answers")
    bad = set(action) != {"type", "answers"} or not isinstance(answers, list)
    if not bad and isinstance(answers, list) and len(answers) == len(CARD_KINDS):
        for i, (given, kind) in enumerate(zip(answers, CARD_KINDS, strict=True)):
            if kind == "open":
                bad |= not isinstance(given, str) or len(given) > MAX_ANSWER_LENGTH
            else:
                size = len(block(state, i)["options"])
                number = type(given) is int and 0 <= given < size
                bad |= not (given is None or number)
    else:
        bad = True
    if bad:
        raise IllegalAction(
            "bad_answer",
            "An answer sheet is five answers: two texts (at most "
            f"{MAX_ANSWER_LENGTH} characters) and three choices (a number or null).",
        )


def _explain(state: State, seat: int, action: Action) -> IllegalAction:
    """A precise reason for the refusals a player can run into."""
    kind, phase, keys = action.get("type"), state.phase, set(action)
    if kind == "check" and phase == "check" and keys == {"type", "target"}:
        if action["target"] == seat:
            return IllegalAction("check_self", "You may not check yourself.")
        return IllegalAction("not_on_board", "Only discs still on the board can be checked.")
    if kind == "dispute" and phase == "bet" and keys == {"type", "question", "ruler"}:
        legal = {"type": "dispute", "question": action["question"], "ruler": ruler(state, seat)}
        if legal in legal_actions(state, seat):
            return IllegalAction(
                "wrong_ruler",
                "The quizmaster rules on a disputed answer, but never on his own: the "
                f"player on his left rules on that one. This one goes to seat {legal['ruler']}.",
                ruler=legal["ruler"],
            )
    if kind == "declare" and phase == "declare" and keys == {"type"}:
        return IllegalAction("no_bluff", "You did not bluff, so there is nothing to declare.")
    if kind == "bet" and phase == "bet" and keys == {"type", "field"}:
        if state.sheets[seat].count is None:
            return IllegalAction("count_first", "Enter how many answers you got right first.")
        return IllegalAction("bad_field", "Bet on one of the fields 1 to 5.")
    return IllegalAction(
        "illegal_action", f"That move is not allowed now: {brief(action)}.", action=action
    )


def dice_needed(action: Action) -> int:
    """Shuffles and draws throw ENTROPY_DICE dice (see state.entropy)."""
    kind = action["type"]
    if kind in CHANCE_TYPES or (kind == "play" and action["card"] in cards.DRAWING_KINDS):
        return ENTROPY_DICE
    return 0
