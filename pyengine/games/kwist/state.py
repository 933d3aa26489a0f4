"""Kwis 't! state: the constants, the State of a match, its set-up and the question card.

States keep the pack's key and the round card's index, not the cards themselves, so
copies of a state (undo, sampled worlds) stay small.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from ...core.errors import IllegalAction
from ...core.rng import Rng
from . import cards
from .bank import CARD_KINDS, Pack, load_pack, shipped_bank
from .shown import DisputeView

ROUNDS = {2: 6, 3: 6, 4: 4, 5: 5, 6: 6}  # the seed's table: rounds (= question cards)
ENTROPY_DICE = 12  # 6**12 > 2**31 seeds: plenty for one shuffle or a few draws
MAX_ANSWER_LENGTH = 80
OPEN_QUESTIONS = tuple(i for i, kind in enumerate(CARD_KINDS) if kind == "open")
SAMPLE_TEXTS = ("", "?")  # the typed answers legal_actions offers (any text is legal)
# Chance that a computer player knows an answer, by question level 1..3; a choice
# question it does not know is a guess among the options. A guess names its knowledge
# and saves hold it, so an entry never changes: "fair" (the level strong's since issue
# 39) was added between the two older ones.
KNOWLEDGE = {
    "casual": (0.6, 0.4, 0.25),
    "fair": (0.75, 0.55, 0.35),
    "strong": (0.85, 0.65, 0.45),
}
CHANCE_TYPES = frozenset({"deal", "guess", "reveal", "check", "declare"})

_PACKS: dict[str, Pack] = {}  # by pack key: states hold the key, not 128 cards


def _pack_key(option: Any) -> str:
    if option is None:
        return "bank"
    text = json.dumps(option, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(text.encode()).hexdigest()


def _pack(key: str) -> Pack:
    if key not in _PACKS and key == "bank":
        _PACKS[key] = shipped_bank()
    return _PACKS[key]


def entropy(values: list[int]) -> Rng:
    """The generator seeded by a chance action's dice (a base-6 number)."""
    number = 0
    for value in values:
        number = number * 6 + value - 1
    return Rng(number)


@dataclass
class Sheet:
    """One player's answers for the round; all of it is private to that player."""

    answers: list[Any] | None = None  # typed answers (device mode)
    right: list[bool] | None = None  # verdicts: at the reveal, or drawn for a guess
    count: int | None = None  # answers right, known from the reveal on
    guessed: bool = False  # a computer player's answers (chance decides)
    disputed: list[int] = field(default_factory=list)

    def copy(self) -> Sheet:
        return Sheet(
            None if self.answers is None else list(self.answers),
            None if self.right is None else list(self.right),
            self.count,
            self.guessed,
            list(self.disputed),
        )


@dataclass
class State:
    n: int
    rounds: int
    answering: str
    lang: str
    pack_key: str
    unused: list[int]  # question cards not dealt yet (indices into the pack)
    round_no: int = 1
    quizmaster: int = 0
    phase: str = "deal"  # deal answer reveal bet dispute check declare actions over
    card_index: int | None = None  # the round's question card, by its place in the pack
    # Only in a sampled world: the round's card with its answers redrawn.
    card_override: dict[str, Any] | None = None
    revealed: bool = False
    chips: list[int] | None = None  # bonus cards per field, once turned face up
    queue: list[int] = field(default_factory=list)  # who still acts in this phase
    sheets: list[Sheet] = field(default_factory=list)
    bets: list[int | None] = field(default_factory=list)
    on_board: list[bool] = field(default_factory=list)
    checked: list[bool] = field(default_factory=list)
    declared: list[bool] = field(default_factory=list)
    fields: list[int | None] = field(default_factory=list)  # where each disc ended
    count_public: list[bool] = field(default_factory=list)
    count_seen: list[list[int]] = field(default_factory=list)  # who else saw the sheet
    dispute: DisputeView | None = None
    urgent: list[int] = field(default_factory=list)  # action cards to play at once
    track: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    stack: list[int] = field(default_factory=list)
    out: list[int] = field(default_factory=list)  # played action cards
    events: list[dict[str, Any]] = field(default_factory=list)  # this round, public
    history: list[dict[str, Any]] = field(default_factory=list)  # one summary per round
    last_events: list[dict[str, Any]] = field(default_factory=list)  # the previous round's
    # Every move of this round (from its deal) and of the previous one, as the table saw it
    # (round.note: its number in the match, seat, type and public part), for the screens.
    played: int = 0  # moves applied: the next move's number
    moves: list[dict[str, Any]] = field(default_factory=list)
    last_moves: list[dict[str, Any]] = field(default_factory=list)
    # A save of format 1 (builds before issue 16) may hold disputes without a ruler; a
    # new game's dispute must name one (rules.keep_older_rules, moves._legacy_dispute).
    ruler_optional: bool = False


def new_state(n_players: int, options: dict[str, Any]) -> State:
    """The state before the first deal; an imported pack is validated and kept by key."""
    key = _pack_key(options["pack"])
    if key not in _PACKS and key != "bank":
        _PACKS[key] = load_pack(options["pack"])
    pack = _pack(key)
    rounds = ROUNDS[n_players]
    if len(pack.cards) < rounds:
        raise IllegalAction(
            "pack_too_small",
            f"{n_players} players need {rounds} question cards; the pack has {len(pack.cards)}.",
            needed=rounds,
        )
    lang = options["lang"] if options["lang"] in pack.langs else pack.langs[0]
    state = State(n_players, rounds, options["answering"], lang, key, list(range(len(pack.cards))))
    state.track = [0] * n_players
    state.hands = [[] for _ in range(n_players)]
    state.stack = list(range(len(cards.DECK)))
    clear_round(state)
    return state


def clear_round(state: State) -> None:
    n = state.n
    state.card_index = None
    state.card_override = None
    state.revealed = False
    state.chips = None
    state.queue = []
    state.sheets = [Sheet() for _ in range(n)]
    state.bets = [None] * n
    state.on_board = [False] * n
    state.checked = [False] * n
    state.declared = [False] * n
    state.fields = [None] * n
    state.count_public = [False] * n
    state.count_seen = [[] for _ in range(n)]
    state.dispute = None
    state.urgent = []
    state.events = []


def order(state: State) -> list[int]:
    """The seats clockwise, the quizmaster first."""
    return cards.clockwise_from(state.quizmaster, state.n)


def card(state: State) -> dict[str, Any]:
    """The round's question card (states keep its index: copies of a state stay small)."""
    if state.card_override is not None:
        return state.card_override
    assert state.card_index is not None
    return _pack(state.pack_key).cards[state.card_index]


def block(state: State, index: int) -> dict[str, Any]:
    """Question ``index`` of the round's card in the state's language."""
    text: dict[str, Any] = card(state)["questions"][index][state.lang]
    return text


def chance_right(question: dict[str, Any], lang: str, level: str) -> float:
    known = KNOWLEDGE[level][question["level"] - 1]
    if question["kind"] == "open":
        return known
    return known + (1 - known) / len(question[lang]["options"])
