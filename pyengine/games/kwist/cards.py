"""Kwis 't!: the bonus chips, the 120 bonus cards (12 of them action cards) and their effects.

The seed names the counts (5 chips, 120 bonus cards of which 12 action cards) and two
action cards; every value here is our choice, documented in docs/rules/kwist.md.
A card is an id (0..119): ids below POINT_CARD_COUNT are point cards, the rest action
cards. Hands and the stack are lists of ids; the stack is unordered because every draw
takes a random card (the same as drawing the top of a shuffled stack).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.rng import Rng
from .shown import HandCard

FIELDS = (1, 2, 3, 4, 5)  # betting field k: "k (or more) answers right", worth k points
CHIPS = (1, 2, 3, 4, 5)  # bonus cards per chip; shuffled onto the five fields each round
POINT_CARDS = ((1, 36), (2, 36), (3, 24), (4, 12))  # (bonus points, copies): 108 cards
REFILL_DRAW = 4  # the empty-stack rule: four random cards from each hand
BIRD_POINTS = 3


@dataclass(frozen=True)
class ActionKind:
    key: str
    copies: int
    name: dict[str, str]
    text: dict[str, str]
    targeted: bool = False  # the player chooses a fellow player


ACTION_KINDS: tuple[ActionKind, ...] = (
    ActionKind(
        "steal_two",
        3,
        {"nl": "Beter goed gejat dan slecht bedacht", "en": "Great artists steal"},
        {
            "nl": "Trek twee bonuskaarten uit de hand van een medespeler naar keuze.",
            "en": "Draw two bonus cards from the hand of a fellow player of your choice.",
        },
        targeted=True,
    ),
    ActionKind(
        "opportunity",
        3,
        {"nl": "De gelegenheid maakt de dief", "en": "Opportunity makes the thief"},
        {
            "nl": "Trek één bonuskaart uit de hand van elke medespeler die meer bonuskaarten "
            "heeft dan jij.",
            "en": "Draw one bonus card from the hand of every fellow player who holds more "
            "bonus cards than you.",
        },
    ),
    ActionKind(
        "pride",
        2,
        {"nl": "Hoogmoed komt voor de val", "en": "Pride comes before a fall"},
        {
            "nl": "Trek één bonuskaart uit de hand van de medespeler die het verst staat op "
            "het scorespoor (bij gelijke stand de eerste met de klok mee).",
            "en": "Draw one bonus card from the hand of the fellow player furthest ahead on "
            "the score track (on a tie, the first clockwise from you).",
        },
    ),
    ActionKind(
        "venture",
        2,
        {"nl": "Wie niet waagt, wie niet wint", "en": "Nothing ventured, nothing gained"},
        {
            "nl": "Trek twee bonuskaarten van de stapel.",
            "en": "Draw two bonus cards from the stack.",
        },
    ),
    ActionKind(
        "bird",
        2,
        {"nl": "Beter één vogel in de hand", "en": "A bird in the hand"},
        {
            "nl": f"Zet je scorepion direct {BIRD_POINTS} plaatsen vooruit.",
            "en": f"Move your score pawn {BIRD_POINTS} places forward at once.",
        },
    ),
)
KINDS = {kind.key: kind for kind in ACTION_KINDS}
DRAWING_KINDS = frozenset({"steal_two", "opportunity", "pride", "venture"})  # need chance

POINT_CARD_COUNT = sum(copies for _, copies in POINT_CARDS)
# DECK[id] = (kind, points): kind "points" for a point card, else an action kind's key.
DECK: tuple[tuple[str, int], ...] = tuple(
    [("points", value) for value, copies in POINT_CARDS for _ in range(copies)]
    + [(kind.key, 0) for kind in ACTION_KINDS for _ in range(kind.copies)]
)


def kind_of(card: int) -> str:
    return DECK[card][0]


def points_of(card: int) -> int:
    return DECK[card][1]


def is_action(card: int) -> bool:
    return card >= POINT_CARD_COUNT


def card_json(card: int) -> HandCard:
    kind, points = DECK[card]
    return {"id": card, "kind": kind, "points": points}


def data_json() -> dict[str, Any]:
    """All card data for a rules screen."""
    return {
        "fields": list(FIELDS),
        "chips": list(CHIPS),
        "point_cards": [{"points": v, "copies": c} for v, c in POINT_CARDS],
        "action_cards": [
            {"kind": k.key, "copies": k.copies, "name": k.name, "text": k.text}
            for k in ACTION_KINDS
        ],
        "refill_draw": REFILL_DRAW,
    }


@dataclass
class CardPiles:
    """The card-holding part of the game state, passed to the effects below."""

    hands: list[list[int]]
    stack: list[int]
    track: list[int]  # the score track (field points, refills, bird cards)


def take_random(source: list[int], rng: Rng) -> int:
    return source.pop(rng.below(len(source)))


def refill(piles: CardPiles, rng: Rng) -> dict[str, Any]:
    """The empty-stack rule: each player draws four random cards from their own hand,
    scores them on the track at once and hands them in; the handed-in cards form the new
    stack. Action cards are left out: any action card in a hand was received this round
    and must still be played."""
    drawn: list[list[int]] = []
    for seat, hand in enumerate(piles.hands):
        pool = [c for c in hand if not is_action(c)]
        picked: list[int] = []
        for _ in range(min(REFILL_DRAW, len(pool))):
            picked.append(take_random(pool, rng))
        for card in picked:
            hand.remove(card)
        piles.track[seat] += sum(points_of(c) for c in picked)
        drawn.append(sorted(picked))
        piles.stack.extend(picked)
    return {
        "kind": "refill",
        "cards": [[card_json(c) for c in cards] for cards in drawn],
        "points": [sum(points_of(c) for c in cards) for cards in drawn],
    }


def draw(
    piles: CardPiles, seat: int, count: int, rng: Rng
) -> tuple[list[int], list[dict[str, Any]]]:
    """``seat`` draws ``count`` cards from the stack; returns the cards and refill events.
    The stack is refilled at most once per draw: with every hand empty it stays short."""
    got: list[int] = []
    events: list[dict[str, Any]] = []
    for _ in range(count):
        if not piles.stack:
            if events:
                break
            events.append(refill(piles, rng))
            if not piles.stack:
                break
        card = take_random(piles.stack, rng)
        piles.hands[seat].append(card)
        got.append(card)
    return got, events


def steal(piles: CardPiles, thief: int, victim: int, count: int, rng: Rng) -> list[int]:
    """``thief`` draws up to ``count`` random cards from ``victim``'s hand."""
    got: list[int] = []
    for _ in range(min(count, len(piles.hands[victim]))):
        card = take_random(piles.hands[victim], rng)
        piles.hands[thief].append(card)
        got.append(card)
    return got


def clockwise_from(start: int, n: int) -> list[int]:
    return [(start + k) % n for k in range(n)]


def play_effect(
    piles: CardPiles, seat: int, kind: str, target: int | None, rng: Rng
) -> tuple[dict[str, Any], list[int], list[dict[str, Any]]]:
    """Carry out one action card (already out of ``seat``'s hand).

    Returns the public record, the cards ``seat`` received and any refill events."""
    n = len(piles.hands)
    record: dict[str, Any] = {"kind": "play", "seat": seat, "card": kind, "target": target}
    got: list[int] = []
    refills: list[dict[str, Any]] = []
    if kind == "steal_two" and target is not None:
        got = steal(piles, seat, target, 2, rng)
        record["took"] = [[target, len(got)]]
    elif kind == "opportunity":
        mine = len(piles.hands[seat])
        richer = [p for p in clockwise_from(seat, n)[1:] if len(piles.hands[p]) > mine]
        record["took"] = []
        for victim in richer:
            taken = steal(piles, seat, victim, 1, rng)
            got += taken
            record["took"].append([victim, len(taken)])
    elif kind == "pride":
        others = clockwise_from(seat, n)[1:]
        leader = max(others, key=lambda p: (piles.track[p], -others.index(p)))
        got = steal(piles, seat, leader, 1, rng)
        record["target"] = leader
        record["took"] = [[leader, len(got)]]
    elif kind == "venture":
        got, refills = draw(piles, seat, 2, rng)
        record["drew"] = len(got)
    elif kind == "bird":
        piles.track[seat] += BIRD_POINTS
        record["points"] = BIRD_POINTS
    record["actions"] = sorted(kind_of(c) for c in got if is_action(c))
    return record, got, refills
