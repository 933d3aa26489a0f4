"""Kwis 't! (seed 004): answer five questions, bet on how many you got right, bluff, check.

A round (the seed's phases 1-9): the quizmaster deals a question card; every player
answers in private (or on paper); the quizmaster reveals the answers and turns the five
bonus chips face up; every player bets on a field; every player in turn may check one
other player's answers; unchecked players may declare a bluff; action cards are played.
The quizmaster role passes clockwise. Values of chips and cards are in kwist_cards;
interpretations are in docs/rules/kwist.md.

Shuffles and draws are chance events like dice throws: such an action throws
ENTROPY_DICE dice and the values, read as one base-6 number, seed the deterministic
generator that draws the card, orders the chips or picks the bonus cards. Saves replay
exactly and bots never see a card before the rules show it.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import IllegalAction
from ..core.game import Action, Rules, json_copy, template
from ..core.rng import Rng
from ..core.spec import BotLevel, GameSpec, OptionSpec
from . import kwist_cards as cards
from .kwist_answers import matches
from .kwist_bank import CARD_KINDS, Pack, load_pack, shipped_bank

ROUNDS = {2: 6, 3: 6, 4: 4, 5: 5, 6: 6}  # the seed's table: rounds (= question cards)
ENTROPY_DICE = 12  # 6**12 > 2**31 seeds: plenty for one shuffle or a few draws
MAX_ANSWER_LENGTH = 80
OPEN_QUESTIONS = tuple(i for i, kind in enumerate(CARD_KINDS) if kind == "open")
SAMPLE_TEXTS = ("", "?")  # the typed answers legal_actions offers (any text is legal)
# Chance that a computer player knows an answer, by question level 1..3; a choice
# question it does not know is a guess among the options.
KNOWLEDGE = {"casual": (0.6, 0.4, 0.25), "strong": (0.85, 0.65, 0.45)}
CHANCE_TYPES = frozenset({"deal", "guess", "reveal", "check", "declare"})

SPEC = GameSpec(
    id="kwist",
    title={"nl": "Kwis 't!", "en": "Kwis 't!"},
    tagline={
        "nl": "Beantwoord vijf vragen, zet in op je score en bluf je medespelers voorbij.",
        "en": "Answer five questions, bet on your score and bluff past the others.",
    },
    min_players=2,
    max_players=6,
    minutes=(30, 60),
    options=(
        OptionSpec(
            key="answering",
            label={"nl": "Antwoorden", "en": "Answers"},
            default="device",
            choices=("device", "paper"),
            choice_labels=(
                {"nl": "Om de beurt op dit toestel", "en": "In turn on this device"},
                {
                    "nl": "Op papier: voer alleen je aantal goed in",
                    "en": "On paper: enter only how many you got right",
                },
            ),
        ),
        OptionSpec(
            key="lang",
            label={"nl": "Taal van de vragen", "en": "Language of the questions"},
            default="nl",
            choices=("nl", "en"),
            choice_labels=({"nl": "Nederlands", "en": "Dutch"}, {"nl": "Engels", "en": "English"}),
        ),
        OptionSpec(
            key="pack",
            label={"nl": "Vragenset", "en": "Question pack"},
            default=None,
            help={
                "nl": "Leeg: de vragen van Spelkast. Een geïmporteerde set (spelkast-quiz/1) "
                "reist mee in het opgeslagen spel.",
                "en": "Empty: Spelkast's own questions. An imported pack (spelkast-quiz/1) "
                "travels inside the saved game.",
            },
        ),
    ),
    bot_levels=(
        BotLevel(
            "casual",
            {"nl": "Gewoon", "en": "Casual"},
            {
                "nl": "Weet de makkelijke vragen, zet meestal eerlijk in.",
                "en": "Knows the easy questions, mostly bets honestly.",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Weet veel, bluft berekend en controleert wie verdacht hoog inzet.",
                "en": "Knows a lot, bluffs with care and checks suspiciously high bets.",
            },
        ),
    ),
)

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
    dispute: dict[str, Any] | None = None
    urgent: list[int] = field(default_factory=list)  # action cards to play at once
    track: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    stack: list[int] = field(default_factory=list)
    out: list[int] = field(default_factory=list)  # played action cards
    events: list[dict[str, Any]] = field(default_factory=list)  # this round, public
    history: list[dict[str, Any]] = field(default_factory=list)  # one summary per round
    last_events: list[dict[str, Any]] = field(default_factory=list)  # the previous round's


def _clear_round(state: State) -> None:
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


def _order(state: State) -> list[int]:
    return cards.clockwise_from(state.quizmaster, state.n)


def _card(state: State) -> dict[str, Any]:
    """The round's question card (states keep its index: copies of a state stay small)."""
    if state.card_override is not None:
        return state.card_override
    assert state.card_index is not None
    return _pack(state.pack_key).cards[state.card_index]


def _block(state: State, index: int) -> dict[str, Any]:
    block: dict[str, Any] = _card(state)["questions"][index][state.lang]
    return block


def chance_right(question: dict[str, Any], lang: str, level: str) -> float:
    known = KNOWLEDGE[level][question["level"] - 1]
    if question["kind"] == "open":
        return known
    return known + (1 - known) / len(question[lang]["options"])


class KwistRules(Rules[State]):
    spec = SPEC

    # -- setup and flow --------------------------------------------------------
    def setup(self, n_players: int, options: dict[str, Any]) -> State:
        key = _pack_key(options["pack"])
        if key not in _PACKS and key != "bank":
            _PACKS[key] = load_pack(options["pack"])
        pack = _pack(key)
        rounds = ROUNDS[n_players]
        if len(pack.cards) < rounds:
            raise IllegalAction(
                "pack_too_small",
                f"{n_players} players need {rounds} question cards; the pack has "
                f"{len(pack.cards)}.",
                needed=rounds,
            )
        lang = options["lang"] if options["lang"] in pack.langs else pack.langs[0]
        state = State(
            n_players, rounds, options["answering"], lang, key, list(range(len(pack.cards)))
        )
        state.track = [0] * n_players
        state.hands = [[] for _ in range(n_players)]
        state.stack = list(range(len(cards.DECK)))
        _clear_round(state)
        return state

    def to_move(self, state: State) -> list[int]:
        if state.phase == "over":
            return []
        if state.phase in ("deal", "reveal", "dispute"):
            return [state.quizmaster]
        return state.queue[:1]

    def _targets(self, state: State, seat: int) -> list[int]:
        return [t for t in _order(state) if t != seat and state.on_board[t]]

    def _bluffed(self, state: State, seat: int) -> bool:
        bet, count = state.bets[seat], state.sheets[seat].count
        return bet is not None and count is not None and count < bet

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        phase, sheet = state.phase, state.sheets[seat]
        guesses: list[Action] = [{"type": "guess", "level": lv} for lv in KNOWLEDGE]
        if phase in ("deal", "reveal"):
            return [{"type": phase}]
        if phase == "answer":
            return [*self._sample_answers(state), *guesses]
        if phase == "dispute":
            return [{"type": "rule", "right": True}, {"type": "rule", "right": False}]
        if phase == "bet":
            if sheet.count is None:  # paper mode: the count comes first
                return [*({"type": "count", "n": k} for k in range(6)), *guesses]
            disputes: list[Action] = []
            if sheet.answers is not None and sheet.right is not None:
                disputes = [
                    {"type": "dispute", "question": q}
                    for q in OPEN_QUESTIONS
                    if not sheet.right[q] and q not in sheet.disputed and sheet.answers[q]
                ]
            return [*({"type": "bet", "field": f} for f in cards.FIELDS), *disputes]
        if phase == "check":
            targets = self._targets(state, seat)
            return [*({"type": "check", "target": t} for t in targets), {"type": "pass"}]
        if phase == "declare":
            declare: list[Action] = [{"type": "declare"}] if self._bluffed(state, seat) else []
            return [*declare, {"type": "silent"}]
        if phase == "actions":
            return self._card_plays(state, seat)
        return []

    def _sample_answers(self, state: State) -> list[Action]:
        """A few answer sheets for random play; ``validate`` accepts any sheet."""
        sizes = [len(_block(state, i).get("options", [])) for i in range(len(CARD_KINDS))]
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

    def _card_plays(self, state: State, seat: int) -> list[Action]:
        held = state.urgent or [c for c in state.hands[seat] if cards.is_action(c)]
        plays: list[Action] = []
        for kind in sorted({cards.kind_of(c) for c in held}):
            if cards.KINDS[kind].targeted:
                victims = [t for t in _order(state) if t != seat and state.hands[t]]
                plays.extend({"type": "play", "card": kind, "target": t} for t in victims)
                if victims:
                    continue
            plays.append({"type": "play", "card": kind, "target": None})
        return plays

    def validate(self, state: State, seat: int, action: Action) -> None:
        if action.get("type") == "answer" and state.phase == "answer":
            self._check_answers(state, action)
            return
        wanted = template(action)
        for legal in self.legal_actions(state, seat):
            # Same types too: True or 1.0 never pass for 1 (cheaper than canonical JSON).
            if legal == wanted and all(type(v) is type(wanted[k]) for k, v in legal.items()):
                return
        raise self._explain(state, seat, action)

    def _check_answers(self, state: State, action: Action) -> None:
        answers = action.get("answers")
        bad = set(action) != {"type", "answers"} or not isinstance(answers, list)
        if not bad and isinstance(answers, list) and len(answers) == len(CARD_KINDS):
            for i, (given, kind) in enumerate(zip(answers, CARD_KINDS, strict=True)):
                if kind == "open":
                    bad |= not isinstance(given, str) or len(given) > MAX_ANSWER_LENGTH
                else:
                    size = len(_block(state, i)["options"])
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

    def _explain(self, state: State, seat: int, action: Action) -> IllegalAction:
        """A precise reason for the refusals a player can run into."""
        kind, phase, keys = action.get("type"), state.phase, set(action)
        if kind == "check" and phase == "check" and keys == {"type", "target"}:
            if action["target"] == seat:
                return IllegalAction("check_self", "You may not check yourself.")
            return IllegalAction("not_on_board", "Only discs still on the board can be checked.")
        if kind == "declare" and phase == "declare" and keys == {"type"}:
            return IllegalAction("no_bluff", "You did not bluff, so there is nothing to declare.")
        if kind == "bet" and phase == "bet" and keys == {"type", "field"}:
            if state.sheets[seat].count is None:
                return IllegalAction("count_first", "Enter how many answers you got right first.")
            return IllegalAction("bad_field", "Bet on one of the fields 1 to 5.")
        return IllegalAction(
            "illegal_action", f"That move is not allowed now: {action}.", action=action
        )

    def dice_needed(self, state: State, seat: int, action: Action) -> int:
        kind = action["type"]
        if kind in CHANCE_TYPES or (kind == "play" and action["card"] in cards.DRAWING_KINDS):
            return ENTROPY_DICE
        return 0

    # -- applying --------------------------------------------------------------
    def apply(self, state: State, seat: int, action: Action) -> bool:
        kind = action["type"]
        rng = entropy(action["values"]) if "values" in action else Rng(0)
        if kind == "deal":
            self._deal(state, rng)
        elif kind == "answer":
            state.sheets[seat].answers = list(action["answers"])
            self._next_answer(state)
        elif kind == "guess":
            self._guess(state, seat, action["level"], rng)
        elif kind == "reveal":
            self._reveal(state, rng)
        elif kind == "count":
            state.sheets[seat].count = action["n"]
            return False  # still this player's private turn: a typo can be undone
        elif kind == "dispute":
            question = action["question"]
            state.sheets[seat].disputed.append(question)
            text = state.sheets[seat].answers[question]  # type: ignore[index]
            state.dispute = {"seat": seat, "question": question, "text": text}
            state.phase = "dispute"
        elif kind == "rule":
            self._rule(state, action["right"])
        elif kind == "bet":
            state.bets[seat] = action["field"]
            state.on_board[seat] = True
            state.queue.pop(0)
            if not state.queue:
                self._start_checks(state)
        elif kind in ("check", "pass"):
            if kind == "check":
                self._check(state, seat, action["target"], rng)
            state.queue.pop(0)
            self._advance_checks(state)
        elif kind in ("declare", "silent"):
            self._score_unchecked(state, seat, kind == "declare", rng)
        elif kind == "play":
            self._play_card(state, seat, action["card"], action["target"], rng)
        return True

    def _deal(self, state: State, rng: Rng) -> None:
        state.card_index = state.unused.pop(rng.below(len(state.unused)))
        state.queue = _order(state)
        state.phase = "answer" if state.answering == "device" else "reveal"

    def _next_answer(self, state: State) -> None:
        state.queue.pop(0)
        if not state.queue:
            state.phase = "reveal"

    def _guess(self, state: State, seat: int, level: str, rng: Rng) -> None:
        sheet = state.sheets[seat]
        sheet.guessed = True
        sheet.right = [
            rng.random() < chance_right(q, state.lang, level) for q in _card(state)["questions"]
        ]
        if state.phase == "answer":
            self._next_answer(state)
        else:  # paper mode: the count is entered at the start of the bet turn
            sheet.count = sum(sheet.right)

    def _reveal(self, state: State, rng: Rng) -> None:
        chips = list(cards.CHIPS)
        rng.shuffle(chips)
        state.chips = chips
        state.revealed = True
        for sheet in state.sheets:
            if sheet.answers is not None:
                sheet.right = [self._verdict(state, i, a) for i, a in enumerate(sheet.answers)]
            if sheet.right is not None:
                sheet.count = sum(sheet.right)
        state.queue = _order(state)
        state.phase = "bet"

    def _verdict(self, state: State, index: int, given: Any) -> bool:
        block = _block(state, index)
        if CARD_KINDS[index] == "open":
            return isinstance(given, str) and matches(given, block["a"], block.get("accept", []))
        return bool(given == block["a"])

    def _rule(self, state: State, right: bool) -> None:
        dispute = state.dispute
        assert dispute is not None
        sheet = state.sheets[dispute["seat"]]
        if right and sheet.right is not None and sheet.count is not None:
            sheet.right[dispute["question"]] = True
            sheet.count += 1
        state.events.append({"kind": "dispute", **dispute, "right": right})
        state.dispute = None
        state.phase = "bet"

    def _start_checks(self, state: State) -> None:
        state.phase = "check"
        state.queue = _order(state)
        self._advance_checks(state)

    def _advance_checks(self, state: State) -> None:
        while state.queue and not self._targets(state, state.queue[0]):
            state.queue.pop(0)  # nobody left to check: the turn passes by itself
        if not state.queue:
            state.phase = "declare"
            state.queue = [p for p in _order(state) if state.on_board[p]]
            if not state.queue:
                self._start_actions(state)

    def _table(self, state: State) -> cards.Table:
        return cards.Table(state.hands, state.stack, state.track)

    def _check(self, state: State, checker: int, target: int, rng: Rng) -> None:
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
        got, refills = cards.draw(self._table(state), receiver, chip, rng)
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

    def _score_unchecked(self, state: State, seat: int, declare: bool, rng: Rng) -> None:
        assert state.chips is not None
        bet = state.bets[seat]
        assert bet is not None
        state.on_board[seat] = False
        state.fields[seat] = bet
        state.track[seat] += bet
        record: dict[str, Any] = {"kind": "score", "seat": seat, "field": bet, "points": bet}
        if declare:
            state.declared[seat] = True
            got, refills = cards.draw(self._table(state), seat, state.chips[bet - 1], rng)
            state.events.extend(refills)
            record.update(kind="declare", cards=len(got))
        state.events.append(record)
        state.queue.pop(0)
        if not state.queue:
            self._start_actions(state)

    def _start_actions(self, state: State) -> None:
        state.phase = "actions"
        state.queue = [p for p in _order(state) if any(map(cards.is_action, state.hands[p]))]
        state.urgent = []
        self._advance_actions(state)

    def _advance_actions(self, state: State) -> None:
        while state.queue and not any(cards.is_action(c) for c in state.hands[state.queue[0]]):
            state.queue.pop(0)
        if not state.queue:
            self._end_round(state)

    def _play_card(self, state: State, seat: int, kind: str, target: int | None, rng: Rng) -> None:
        pool = state.urgent or state.hands[seat]
        card = next(c for c in pool if cards.is_action(c) and cards.kind_of(c) == kind)
        state.hands[seat].remove(card)
        if card in state.urgent:
            state.urgent.remove(card)
        state.out.append(card)
        record, got, refills = cards.play_effect(self._table(state), seat, kind, target, rng)
        state.events.extend(refills)
        state.events.append(record)
        # Seed FAQ 5: an action card drawn with an action card is played at once.
        state.urgent.extend(c for c in got if cards.is_action(c))
        self._advance_actions(state)

    def _end_round(self, state: State) -> None:
        state.history.append(
            {
                "round": state.round_no,
                "quizmaster": state.quizmaster,
                "card": _card(state)["id"],
                "chips": state.chips,
                "bets": list(state.bets),
                "fields": list(state.fields),
                "checked": list(state.checked),
                "declared": list(state.declared),
            }
        )
        state.last_events = state.events
        _clear_round(state)
        if state.round_no == state.rounds:
            state.phase = "over"
            return
        state.round_no += 1
        state.quizmaster = (state.quizmaster + 1) % state.n
        state.phase = "deal"

    # -- reading ---------------------------------------------------------------
    def _count_known(self, state: State, owner: int, seat: int | None) -> bool:
        return (
            owner == seat
            or state.count_public[owner]
            or (seat is not None and seat in state.count_seen[owner])
        )

    def _card_view(self, state: State) -> dict[str, Any] | None:
        if state.card_index is None:
            return None
        card = _card(state)
        questions = []
        for i, question in enumerate(card["questions"]):
            block = _block(state, i)
            shown: dict[str, Any] = {
                "kind": question["kind"],
                "subject": question["subject"],
                "level": question["level"],
                "q": block["q"],
            }
            if "options" in block:
                shown["options"] = list(block["options"])
            if state.revealed:
                shown["answer"] = block["a"]
                if question["kind"] == "open":
                    shown["accept"] = list(block.get("accept", []))
            questions.append(shown)
        return {"id": card["id"], "questions": questions}

    def _mine(self, state: State, seat: int) -> dict[str, Any]:
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

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        over = state.phase == "over"
        active = self.to_move(state)
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
            "card": self._card_view(state),
            "revealed": state.revealed,
            "chips": None if state.chips is None else list(state.chips),
            "ready": [
                s.answers is not None or s.guessed or s.count is not None for s in state.sheets
            ],
            "bets": list(state.bets),
            "on_board": list(state.on_board),
            "checked": list(state.checked),
            "declared": list(state.declared),
            "fields": list(state.fields),
            "counts": [
                state.sheets[p].count if self._count_known(state, p, seat) else None
                for p in range(state.n)
            ],
            "dispute": None if state.dispute is None else dict(state.dispute),
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
            "me": None if seat is None else self._mine(state, seat),
            "final": self._final(state) if over else None,
        }

    def _final(self, state: State) -> dict[str, Any]:
        bonus = [sum(cards.points_of(c) for c in hand) for hand in state.hands]
        return {
            "bonus": bonus,
            "totals": [t + b for t, b in zip(state.track, bonus, strict=True)],
            "hands": [[cards.card_json(c) for c in sorted(hand)] for hand in state.hands],
        }

    def result(self, state: State) -> dict[str, Any] | None:
        if state.phase != "over":
            return None
        final = self._final(state)
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

    # -- hidden information ----------------------------------------------------
    def sample_world(self, state: State, seat: int | None, rng: Rng) -> State:
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
        )
        if state.card_index is not None and not state.revealed:
            world.card_override = self._redraw_key(state, rng)
        for owner in range(state.n):
            if not self._count_known(state, owner, seat):
                self._redraw_sheet(world, owner, rng)
        if state.phase != "over":
            self._redraw_hands(world, seat, rng)
        return world

    def _redraw_key(self, state: State, rng: Rng) -> dict[str, Any]:
        """Before the reveal nobody knows the right answers."""
        card: dict[str, Any] = json_copy(_card(state))
        for question in card["questions"]:
            block = question[state.lang]
            if question["kind"] == "open":
                block["a"], block["accept"] = f"#{rng.below(1000)}", []
            else:
                block["a"] = rng.below(len(block["options"]))
        return card

    def _redraw_sheet(self, world: State, owner: int, rng: Rng) -> None:
        """Another player's answers and count, kept consistent with what is public."""
        sheet = world.sheets[owner]
        if sheet.answers is not None:
            for i, kind in enumerate(CARD_KINDS):
                if i in sheet.disputed:
                    continue  # a disputed answer was read out to the table
                size = len(_block(world, i).get("options", []))
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

    def _redraw_hands(self, world: State, seat: int | None, rng: Rng) -> None:
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
