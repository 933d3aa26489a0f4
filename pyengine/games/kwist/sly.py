"""Kwis 't! level ``sly``: bets, bluffs and checks by expected value, reading the table.

It knows what the strong level knows about the answers (it plays ``guess`` with the
strong level's knowledge) and reads everything else from its own view:

- Its public record: the rounds in which its bluffs came out (caught or declared) and the
  honest bets that were checked. The table judges it by that record, so a worse record
  means more checks: good for an honest high bet (a checked honest bet pays the chip),
  bad for a bluff. ``check_chance`` is the chance that some player checks a disc on a
  field, from the bet, the chip and the owner's record, corrected by how often this
  table really checked in earlier rounds (``table_shift``).
- Bets: every field is worth its expected points now (bonus cards at CARD_VALUE) plus
  what the record it leaves behind is worth in the rounds still to come. In the last
  round only winning counts: the field with the best chance to win (standings.py).
- Declares an unchecked bluff when the cards outweigh what the worse record costs later.
- Checks: another player's count is a sum of five chances, one per question of the
  round's card (by its level and kind, with the knowledge it has itself); their bet says
  more, by their bluffing habit (bluffing when short, or now and then whatever the count,
  and how boldly), read from the rounds that came out (declared or caught bluffs,
  checked honest bets, quiet rounds). It checks the disc with the best expected gain (the chip it
  wins against the chip it hands an honest player) when that gain is clearly positive.
"""

from __future__ import annotations

from math import exp, log
from typing import Any

from ...core.bot import Bot, Reason
from ...core.rng import Rng
from .standings import CARD_MEAN, CARD_VAR, Standings
from .state import KNOWLEDGE

LEVEL = "strong"  # whose knowledge its guesses use: never more than an existing level
QUESTIONS = 5
CARD_VALUE = 2.0  # a bonus card in points (mean point card about 2, action cards too)
RECORD_PRIOR = (1, 3)  # a record of 1 bluff in 3 rounds before anything came out
# The chance that one other player checks a disc, as a logistic of the bet (a 5 is hard
# to have), the chip (a rich chip makes a wrong check costly) and the owner's record: a
# clean record quickly stops the checks, a bluffer's draws them more slowly. Fitted by
# simulation to tables of the strong level; table_shift corrects it for the table at hand.
CHECK_AT_FOUR = -1.6
CHECK_PER_FIELD = (4.1, 2.9)  # per field below four, above four
CHECK_PER_CHIP = 0.3
CHECK_PER_RECORD = (8.0, 3.5)  # per unit of the record's log-odds: cleaner, worse
TABLE_PRIOR = 0.6  # the fitted rate's weight in the correction: a few discs' worth
TABLE_SHIFT_CAP = 3.0
FUTURE_DISCOUNT = 0.8  # a record's worth in later rounds: the record changes again
# How a player bluffs: the chance of a bluff by their count 0..5. Two habits (one who
# bluffs when short of answers, one who bluffs now and then whatever the count), each at
# five levels of boldness; which one a player has is read from their rounds that came out.
BLUFF_WHEN_SHORT = (1.0, 1.0, 0.85, 0.2, 0.07, 0.0)
BLUFF_ANY_TIME = (0.2, 0.2, 0.2, 0.2, 0.2, 0.0)
BLUFF_CAP = 0.95
BOLDNESS = (0.25, 0.5, 1.0, 2.0, 4.0)
BOLDNESS_PRIOR = (0.15, 0.2, 0.3, 0.2, 0.15)
HABITS = tuple(
    tuple(min(BLUFF_CAP, bold * chance) for chance in habit)
    for habit in (BLUFF_WHEN_SHORT, BLUFF_ANY_TIME)
    for bold in BOLDNESS
)
HABIT_SHARE = (0.3, 0.7)  # before any evidence: most players bluff now and then
HABIT_PRIOR = tuple(share * p for share in HABIT_SHARE for p in BOLDNESS_PRIOR)
QUIET = 0.2  # share of unchecked bluffs kept quiet: a quiet round is weak evidence
BLUFF_STEP = {1: 0.8, 2: 0.2}  # a bluff is mostly one field above the count
LOWER_BET = {1: 0.01, 2: 0.002}  # a tactical bet below the count is rare
CHECK_MARGIN = 0.5  # points a check must promise: the model of a bluff is rough
RIVAL_WEIGHT = 0.5  # what a rival's gain costs us, relative to our own (at least 1/rivals)
BET_NOISE = 0.3  # points of noise on the bets' values: hard to read, near-equal fields mix
# Fixed chip layouts (every chip once on every field) for a typical round's value.
LAYOUTS = tuple(tuple((k + s) % 5 + 1 for k in (0, 2, 4, 1, 3)) for s in range(5))


# Every reason ``advise`` can give; the UI has a sentence ``hint.<why>`` for each.
WHYS = (
    "guess",
    "only",
    "bet",
    "bluff",
    "declare",
    "declare_free",
    "silent",
    "check",
    "pass",
    "last_bet",
    "rule_right",
    "rule_wrong",
    "play",
    "best",
)


def _logit(p: float) -> float:
    return log(p / (1 - p))


def _sigmoid(z: float) -> float:
    if z < -30:
        return 0.0
    return 1 / (1 + exp(-z))


def record_of(history: list[dict[str, Any]], seat: int) -> tuple[float, float]:
    """(bluffs, rounds) that came out for ``seat``: declared, caught or checked honest.
    This is how the table sees a player; the checks on our own discs follow it."""
    bluffs, seen = float(RECORD_PRIOR[0]), float(RECORD_PRIOR[1])
    for past in history:
        placed, final = past["bets"][seat], past["fields"][seat]
        if past["declared"][seat]:
            bluffs, seen = bluffs + 1, seen + 1
        elif past["checked"][seat] and placed is not None:
            bluffs, seen = bluffs + (final is not None and final < placed), seen + 1
    return bluffs, seen


def habit(record: tuple[float, float]) -> float:
    return record[0] / record[1]


def _one_check(bet: int, chip: int, record: tuple[float, float]) -> float:
    down, up = CHECK_PER_FIELD
    cleaner, worse = CHECK_PER_RECORD
    shift = _logit(habit(record)) - _logit(habit(RECORD_PRIOR))
    z = (
        CHECK_AT_FOUR
        + (bet - 4) * (down if bet < 4 else up)
        - CHECK_PER_CHIP * (chip - 3)
        + shift * (cleaner if shift < 0 else worse)
    )
    return _sigmoid(z)


def check_chance(
    bet: int, chip: int, record: tuple[float, float], others: int, shift: float
) -> float:
    """The chance that at least one of ``others`` players checks this disc."""
    p = 1 - (1 - _one_check(bet, chip, record)) ** others
    p = min(max(p, 1e-6), 1 - 1e-6)
    return _sigmoid(_logit(p) + shift)


def table_shift(history: list[dict[str, Any]], n: int) -> float:
    """How much more (or less) this table checked than the fitted rate: one Newton step
    of the logistic's intercept from the earlier rounds, with the fit as a prior."""
    gap, weight = 0.0, TABLE_PRIOR
    for r, past in enumerate(history):
        for seat in range(n):
            bet = past["bets"][seat]
            if bet is None or past["chips"] is None:
                continue
            p = check_chance(bet, past["chips"][bet - 1], record_of(history[:r], seat), n - 1, 0)
            gap += past["checked"][seat] - p
            weight += p * (1 - p)
    return max(-TABLE_SHIFT_CAP, min(TABLE_SHIFT_CAP, gap / weight))


def count_chances(questions: list[dict[str, Any]] | None, skill: float = 0.0) -> list[float]:
    """Chance of each count 0..5 on this card for a player who knows what we know, or
    ``skill`` more (log-odds of knowing an answer; negative: less)."""
    probs = []
    for question in questions or [{"kind": "open", "level": 2}] * QUESTIONS:
        known = _sigmoid(_logit(KNOWLEDGE[LEVEL][question["level"] - 1]) + skill)
        options = len(question.get("options", []))
        probs.append(known + (1 - known) / options if options else known)
    dist = [1.0]
    for p in probs:
        nxt = [0.0] * (len(dist) + 1)
        for k, w in enumerate(dist):
            nxt[k] += w * (1 - p)
            nxt[k + 1] += w * p
        dist = nxt
    return dist


# A typical card: two open questions, two of four options, one fifty-fifty, middle level.
TYPICAL_CARD = [
    {"kind": "open", "level": 2},
    {"kind": "open", "level": 2},
    {"kind": "choice", "level": 2, "options": [0] * 4},
    {"kind": "choice", "level": 2, "options": [0] * 4},
    {"kind": "fifty", "level": 2, "options": [0] * 2},
]
TYPICAL = count_chances(TYPICAL_CARD)
# What another player knows, relative to us: a few levels of skill, read from their bets.
SKILLS = (-2.0, -1.5, -1.0, -0.5, 0.0, 0.5)
SKILL_PRIOR = (0.05, 0.1, 0.15, 0.2, 0.35, 0.15)
SKILL_COUNTS = tuple(count_chances(TYPICAL_CARD, skill) for skill in SKILLS)
SKILL_MEANS = tuple(sum(k * p for k, p in enumerate(dist)) for dist in SKILL_COUNTS)
COUNT_SPREAD = 1.2  # how far a bet (or a field that came out) may sit from the count
TABLE_EVIDENCE = 0.3  # the other players' bets say a little about this one's skill too


def count_hint(past: dict[str, Any], seat: int) -> float | None:
    """What a round that is over says about ``seat``'s count: a caught bluff shows it, a
    checked honest bet is at least it, a declared bluff is below it, a quiet bet is
    mostly honest."""
    bet, final = past["bets"][seat], past["fields"][seat]
    if bet is None:
        return None
    if past["checked"][seat]:
        return float(final) if final is not None and final < bet else float(bet) + 0.3
    if past["declared"][seat]:
        return float(bet) - 1.0
    return float(bet)


def skill_of(history: list[dict[str, Any]], bets: list[int], seat: int, me: int) -> int:
    """The most likely of SKILLS (by index) for ``seat``, from their own rounds and, a
    little, the other players' (this round's bets too); never from our own."""
    hints: list[tuple[float, float]] = []
    for other in range(len(bets)):
        if other == me:
            continue
        weight = 1.0 if other == seat else TABLE_EVIDENCE
        for past in history:
            hint = count_hint(past, other)
            if hint is not None:
                hints.append((hint, weight))
        if other != seat and bets[other] is not None:
            hints.append((float(bets[other]), TABLE_EVIDENCE))
    best, best_score = 0, float("-inf")
    for i, mean in enumerate(SKILL_MEANS):
        score = log(SKILL_PRIOR[i])
        score -= sum(w * (h - mean) ** 2 for h, w in hints) / (2 * COUNT_SPREAD**2)
        if score > best_score:
            best, best_score = i, score
    return best


def bluff_odds(bet: int, counts: list[float], habit: tuple[float, ...]) -> tuple[float, float]:
    """(chance that a bet of ``bet`` is a bluff, the expected count if it is) for a player
    with these count chances and this bluffing habit (one of HABITS)."""
    honest = bluff = below = 0.0
    for count, p in enumerate(counts):
        if count == bet:
            weight = 1 - habit[count]
        elif count > bet:
            weight = LOWER_BET.get(count - bet, 0.0)
        else:
            weight = habit[count] * BLUFF_STEP.get(bet - count, 0.0)
        if count < bet:
            bluff += p * weight
            below += count * p * weight
        else:
            honest += p * weight
    if bluff <= 0:
        return 0.0, 0.0
    return bluff / (bluff + honest), below / bluff


def habit_weights(
    history: list[dict[str, Any]], seat: int, typical: list[float] = TYPICAL
) -> list[float]:
    """How likely each of HABITS is for ``seat``, from the rounds that came out: a declared
    or caught bluff, an honest bet that was checked, a bet that stayed quiet."""
    weights = list(HABIT_PRIOR)
    for past in history:
        bet, final = past["bets"][seat], past["fields"][seat]
        if bet is None:
            continue
        for i, habit in enumerate(HABITS):
            odds = bluff_odds(bet, typical, habit)[0]
            if past["declared"][seat]:
                weights[i] *= odds * (1 - QUIET)
            elif past["checked"][seat]:
                weights[i] *= odds if final is not None and final < bet else 1 - odds
            else:
                weights[i] *= 1 - odds + odds * QUIET
    total = sum(weights)
    return [w / total for w in weights] if total > 0 else list(HABIT_PRIOR)


def read_bet(
    history: list[dict[str, Any]],
    seat: int,
    bet: int,
    counts: list[float],
    typical: list[float] = TYPICAL,
) -> tuple[float, float]:
    """(chance that ``seat``'s bet is a bluff, the expected count if it is), over the
    habits its history shows; ``counts`` for this card, ``typical`` for a usual one."""
    odds = below = 0.0
    for weight, habit in zip(habit_weights(history, seat, typical), HABITS, strict=True):
        chance, count = bluff_odds(bet, counts, habit)
        odds += weight * chance
        below += weight * chance * count
    return odds, below / odds if odds > 0 else 0.0


class Reading:
    """What the bot reads from its view for one decision."""

    def __init__(self, state: dict[str, Any], seat: int) -> None:
        self.state = state
        self.seat = seat
        self.n = len(state["bets"])
        history: list[dict[str, Any]] = state["history"]
        self.history = history
        self.shift = table_shift(history, self.n)
        self.rounds_left = state["rounds"] - state["round"]  # rounds after this one
        self.rival = max(RIVAL_WEIGHT, 1 / max(1, self.n - 1))
        self._future: dict[tuple[float, float], float] = {}

    def record(self, seat: int) -> tuple[float, float]:
        return record_of(self.history, seat)

    def checked(self, bet: int, chip: int, record: tuple[float, float]) -> float:
        return check_chance(bet, chip, record, self.n - 1, self.shift)

    def outcome(
        self, count: int, bet: int, chip: int, record: tuple[float, float], future: bool = True
    ) -> float:
        """Expected points of a bet now, and of the record it leaves for the rounds to come."""
        p = self.checked(bet, chip, record)
        cards = chip * CARD_VALUE
        bluffs, seen = record
        if bet <= count:  # honest (or lower): a check pays the chip
            now = bet + p * cards
            if not future:
                return now
            return now + p * self.future((bluffs, seen + 1)) + (1 - p) * self.future(record)
        if not future:  # a typical later round: declare, nothing after it
            return p * (count - self.rival * cards) + (1 - p) * (bet + cards)
        caught = count - self.rival * cards + self.future((bluffs + 1, seen + 1))
        free = bet + self.declare_value(chip, record)
        return p * caught + (1 - p) * free

    def declare_value(self, chip: int, record: tuple[float, float]) -> float:
        """Declaring pays the chip now and raises the record; silence keeps both."""
        bluffs, seen = record
        declared = chip * CARD_VALUE + self.future((bluffs + 1, seen + 1))
        return max(declared, self.future(record))

    def future(self, record: tuple[float, float]) -> float:
        """What a record is worth over the rounds still to come (a typical round each)."""
        if self.rounds_left <= 0:
            return 0.0
        if record not in self._future:
            total = 0.0
            for layout in LAYOUTS:
                for count, p in enumerate(TYPICAL):
                    best = max(
                        self.outcome(count, bet, layout[bet - 1], record, future=False)
                        for bet in range(1, QUESTIONS + 1)
                    )
                    total += p * best
            self._future[record] = FUTURE_DISCOUNT * self.rounds_left * total / len(LAYOUTS)
        return self._future[record]


class SlyBot:
    """The strongest level: see the module's docstring."""

    def __init__(self, helper: Bot) -> None:
        self.helper = helper  # rulings and action cards as the strong level plays them

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng) -> dict[str, Any]:
        return self.advise(view, legal, rng)[0]

    def advise(
        self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng
    ) -> tuple[dict[str, Any], Reason]:
        kinds = {a["type"] for a in legal}
        if "guess" in kinds:
            return {"type": "guess", "level": LEVEL}, {"why": "guess"}
        if len(legal) == 1:
            return dict(legal[0]), {"why": "only"}
        state, seat = view["state"], view["seat"]
        if "bet" in kinds:
            return self._bet(Reading(state, seat), rng)
        if "declare" in kinds:
            return self._declare(Reading(state, seat))
        if "check" in kinds:
            return self._check(Reading(state, seat), legal)
        action = self.helper.choose(view, legal, rng)
        if action["type"] == "rule":
            return action, {"why": "rule_right" if action["right"] else "rule_wrong"}
        if action["type"] == "play":
            return action, {"why": "play"}
        return action, {"why": "best"}

    def _bet(self, reading: Reading, rng: Rng) -> tuple[dict[str, Any], Reason]:
        me = reading.state["me"]
        count: int = me["count"]
        chips: list[int] = reading.state["chips"]
        record = reading.record(reading.seat)
        values = {
            bet: reading.outcome(count, bet, chips[bet - 1], record)
            for bet in range(1, QUESTIONS + 1)
        }
        noisy = {bet: v + rng.random() * BET_NOISE for bet, v in values.items()}
        if reading.rounds_left == 0:  # the last round: only winning counts
            return self._last_bet(reading, count, chips, record, noisy)
        best = max(noisy, key=lambda b: (noisy[b], -b))
        honest = max(values[b] for b in range(1, QUESTIONS + 1) if b <= max(count, 1))
        reason: Reason = {
            "why": "bluff" if best > count else "bet",
            "field": best,
            "count": count,
            # this round's points only (the decision also weighs the rounds to come)
            "value": round(reading.outcome(count, best, chips[best - 1], record, False), 1),
            "checked": round(100 * reading.checked(best, chips[best - 1], record)),
            "gain": round(values[best] - honest, 1),
        }
        return {"type": "bet", "field": best}, reason

    def _last_bet(
        self,
        reading: Reading,
        count: int,
        chips: list[int],
        record: tuple[float, float],
        noisy: dict[int, float],
    ) -> tuple[dict[str, Any], Reason]:
        standings = Standings(reading.state, reading.seat)
        wins: dict[int, float] = {}
        for bet in range(1, QUESTIONS + 1):
            chip = chips[bet - 1]
            p = reading.checked(bet, chip, record)
            paid, paid_var = CARD_MEAN * chip, CARD_VAR * chip
            if bet <= count:
                win = p * standings.win_chance(bet + paid, paid_var)
                win += (1 - p) * standings.win_chance(bet, 0.0)
            else:
                caught = standings.win_chance(count, 0.0, standings.spread(paid))
                win = p * caught + (1 - p) * standings.win_chance(bet + paid, paid_var)
            wins[bet] = win
        # Equal chances (a game already won or lost) fall back on the points.
        best = max(wins, key=lambda b: (round(wins[b], 3), noisy[b], -b))
        return {"type": "bet", "field": best}, {
            "why": "last_bet",
            "field": best,
            "win": round(100 * wins[best]),
        }

    def _declare(self, reading: Reading) -> tuple[dict[str, Any], Reason]:
        bet: int = reading.state["bets"][reading.seat]
        chip = reading.state["chips"][bet - 1]
        record = reading.record(reading.seat)
        bluffs, seen = record
        cost = reading.future(record) - reading.future((bluffs + 1, seen + 1))
        cards = chip * CARD_VALUE
        reason: Reason = {"n": chip, "points": round(cards, 1), "cost": round(cost, 1)}
        if cost <= 0:  # a worse record even pays: more checks on later honest bets
            return {"type": "declare"}, {"why": "declare_free", **reason}
        if cards >= cost:
            return {"type": "declare"}, {"why": "declare", **reason}
        return {"type": "silent"}, {"why": "silent", **reason}

    def _check(
        self, reading: Reading, legal: list[dict[str, Any]]
    ) -> tuple[dict[str, Any], Reason]:
        state = reading.state
        bets: list[int] = state["bets"]
        chips: list[int] = state["chips"]
        card = state["card"]
        questions = card["questions"] if card else None
        best: dict[str, Any] = {"type": "pass"}
        best_value, best_odds, best_target = CHECK_MARGIN, 0.0, None
        top_odds = 0.0
        for action in legal:
            if action["type"] != "check":
                continue
            target = action["target"]
            bet = bets[target]
            cards = chips[bet - 1] * CARD_VALUE
            skill = skill_of(reading.history, bets, target, reading.seat)
            counts = count_chances(questions, SKILLS[skill])
            odds, below = read_bet(reading.history, target, bet, counts, SKILL_COUNTS[skill])
            caught = cards + reading.rival * (bet + cards - below)
            value = odds * caught - (1 - odds) * reading.rival * cards
            top_odds = max(top_odds, odds)
            if value > best_value:
                best, best_value = {"type": "check", "target": target}, value
                best_odds, best_target = odds, target
        if best_target is None:
            return best, {"why": "pass", "chance": round(100 * top_odds)}
        return best, {
            "why": "check",
            "chance": round(100 * best_odds),
            "value": round(best_value, 1),
        }
