"""Kwis 't! end of a round: checks, bluffs, the fields the discs end on and the cards
they bring (seed phases 6-9), then the round's summary and the next quizmaster."""

from __future__ import annotations

from typing import Any

from ...core.rng import Rng
from . import cards
from .moves import targets
from .state import State, card, clear_round, order


def start_checks(state: State) -> None:
    state.phase = "check"
    state.queue = order(state)
    advance_checks(state)


def advance_checks(state: State) -> None:
    while state.queue and not targets(state, state.queue[0]):
        state.queue.pop(0)  # nobody left to check: the turn passes by itself
    if not state.queue:
        state.phase = "declare"
        state.queue = [p for p in order(state) if state.on_board[p]]
        if not state.queue:
            start_actions(state)


def _piles(state: State) -> cards.CardPiles:
    return cards.CardPiles(state.hands, state.stack, state.track)


def check(state: State, checker: int, target: int, rng: Rng) -> None:
    assert state.chips is not None
    bet, count = state.bets[target], state.sheets[target].count
    assert bet is not None and count is not None
    chip = state.chips[bet - 1]
    bluff = count < bet
    final = count if bluff else bet  # a bluffer goes back to his real count (0: no field)
    receiver = checker if bluff else target
    if bluff:
        state.count_public[target] = True
    else:
        state.count_seen[target].append(checker)
    state.on_board[target] = False
    state.checked[target] = True
    state.fields[target] = final
    state.track[target] += final
    got, refills = cards.draw(_piles(state), receiver, chip, rng)
    state.events.extend(refills)
    state.events.append(
        {
            "kind": "check",
            "seat": checker,
            "target": target,
            "bet": bet,
            "bluff": bluff,
            "field": final,
            "points": final,
            "to": receiver,
            "cards": len(got),
        }
    )


def score_unchecked(state: State, seat: int, declare: bool, rng: Rng) -> None:
    assert state.chips is not None
    bet = state.bets[seat]
    assert bet is not None
    state.on_board[seat] = False
    state.fields[seat] = bet
    state.track[seat] += bet
    record: dict[str, Any] = {"kind": "score", "seat": seat, "field": bet, "points": bet}
    if declare:
        state.declared[seat] = True
        got, refills = cards.draw(_piles(state), seat, state.chips[bet - 1], rng)
        state.events.extend(refills)
        record.update(kind="declare", cards=len(got))
    state.events.append(record)
    state.queue.pop(0)
    if not state.queue:
        start_actions(state)


def start_actions(state: State) -> None:
    state.phase = "actions"
    state.queue = [p for p in order(state) if any(map(cards.is_action, state.hands[p]))]
    state.urgent = []
    _advance_actions(state)


def _advance_actions(state: State) -> None:
    while state.queue and not any(cards.is_action(c) for c in state.hands[state.queue[0]]):
        state.queue.pop(0)
    if not state.queue:
        _end_round(state)


def play_card(state: State, seat: int, kind: str, target: int | None, rng: Rng) -> None:
    pool = state.urgent or state.hands[seat]
    played = next(c for c in pool if cards.is_action(c) and cards.kind_of(c) == kind)
    state.hands[seat].remove(played)
    if played in state.urgent:
        state.urgent.remove(played)
    state.out.append(played)
    record, got, refills = cards.play_effect(_piles(state), seat, kind, target, rng)
    state.events.extend(refills)
    state.events.append(record)
    # Seed FAQ 5: an action card drawn with an action card is played at once.
    state.urgent.extend(c for c in got if cards.is_action(c))
    _advance_actions(state)


def _end_round(state: State) -> None:
    state.history.append(
        {
            "round": state.round_no,
            "quizmaster": state.quizmaster,
            "card": card(state)["id"],
            "chips": state.chips,
            "bets": list(state.bets),
            "fields": list(state.fields),
            "checked": list(state.checked),
            "declared": list(state.declared),
        }
    )
    state.last_events = state.events
    clear_round(state)
    if state.round_no == state.rounds:
        state.phase = "over"
        return
    state.round_no += 1
    state.quizmaster = (state.quizmaster + 1) % state.n
    state.phase = "deal"
