"""An estimate of a Qwinto sheet's final score, for the strong bot.

Each empty field has a *window*: the values it can still take while the rest of its row
stays fillable (the tightest packing from the left gives the lowest, from the right the
highest, column clashes skipped). A field is hit in a turn with the chance that the sum
falls in its window (dice picked for it on our own turns, three dice on the others');
one number fills at most one field, so the rates are scaled down where windows overlap.
Over the turns left this gives each field a chance to be filled, and from those the
expected rows, columns and numbers. Penalties to come follow from the chance of being
stuck and from the fields left to enter into.

The turns left are forecast from every sheet: each player's penalty rate (fitted on
simulated games) and how near they are to two full rows. The game's end is uncertain,
so chances are averaged over half, all and one and a half times the forecast.
Constants were tuned by self-play and against the greedy bot, the published ones also
against the Expert (PARAMS, per rule set).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

from . import sheet
from .sheet import COLOURS, FULL_COLUMNS, PENALTY_POINTS, ROW_COLS, Rows
from .view import View

LOW, HIGH = 0, 19  # exclusive bounds of a row: values run 1..18
COLOUR_SUBSETS: tuple[tuple[str, ...], ...] = tuple(
    tuple(c for i, c in enumerate(COLOURS) if mask >> i & 1) for mask in range(1, 8)
)
PENTAGON_COLS = {colour: {c for pc, c in sheet.PENTAGONS if pc == colour} for colour in COLOURS}
LAST_COL = {colour: cols[-1] for colour, cols in ROW_COLS.items()}
Bans = tuple[tuple[int, ...], ...]  # per column, the values the other rows hold there


def _sum_distribution(dice: int) -> tuple[float, ...]:
    counts = [1.0]
    for _ in range(dice):
        nxt = [0.0] * (len(counts) + 6)
        for total, ways in enumerate(counts):
            for face in range(1, 7):
                nxt[total + face] += ways
        counts = nxt
    scale = 6.0**dice
    return tuple(counts[v] / scale if v < len(counts) else 0.0 for v in range(HIGH))


# DIST[d][v]: chance that d dice sum to v (v in 0..18).
DIST: dict[int, tuple[float, ...]] = {d: _sum_distribution(d) for d in (1, 2, 3)}
# Chance of v under an even mix of 1, 2 and 3 dice; used only to weigh window means.
MIX = tuple(sum(DIST[d][v] for d in DIST) / 3 for v in range(HIGH))


@dataclass(frozen=True)
class Params:
    """Tunable constants; the values per rule set (``PARAMS``) come from simulation."""

    # Chances to fill the fields in time.
    overlap: float = 0.75  # how strictly one number per turn limits overlapping windows
    cross: float = 0.5  # how much the other rows compete for the same numbers
    rate_scale: float = 1.0  # the per-turn chances of a fitting sum, scaled
    # Penalties expected from this sheet on top of the ones it has.
    stuck_growth: float = 1.0  # future penalties per turn relative to today's risk
    # The thrower subtracts this share of what its throw is worth to the next player.
    help_weight: float = 1.0
    # Fields per row tried for each sum when planning a throw (the most central ones).
    plan_fields: int = 2
    # Entries re-ranked by looking one turn further (0: none): the best few by value.
    look_entries: int = 0
    # Turns left: each player's penalty rate is a weighed sum of the chance of being stuck
    # (playing the dice well, and throwing all three) and the rate seen so far, growing by
    # pen_growth each turn; a player racing for two full rows fills fill_rate fields a turn.
    stuck_weight: float = 1.5
    naive_weight: float = 1.0
    seen_weight: float = 1.2
    seen_prior: tuple[float, float] = (0.56, 7.75)  # (penalties, turns) added to the record
    pen_growth: float = 0.049
    pen_floor: float = 0.01
    fill_rate: float = 0.675
    turns_cap: float = 40.0


PARAMS: dict[str, Params] = {
    "rulebook": Params(cross=0.0, rate_scale=1.5),
    # Retuned against AlphaQwinto's Expert (issue 18; 300 games each, seeds 1001-1300, mean
    # 58.1 before): no longer holding back sums that help the next player (help_weight 0;
    # 60.5, fewer misthrows, won as often), overlap 0.75 as in the rulebook instead of 0.5
    # (63.1, more fields filled), rate_scale 0.8 (63.9). Planning a throw with three
    # fields per row instead of two: 63.70 against 62.82 (1000 games per seat, seeds
    # 20001-21000); four or eight fields gave no more. Looking one turn further for the
    # best three fields of an entry: 65.17 / 65.01 (5000 games per seat, seeds 1-5000).
    "published": Params(
        help_weight=0.0,
        plan_fields=3,
        look_entries=3,
        rate_scale=0.8,
        stuck_weight=1.6,
        naive_weight=0.6,
        seen_weight=0.8,
        seen_prior=(0.69, 5.75),
        pen_growth=0.014,
        pen_floor=0.049,
        fill_rate=0.475,
    ),
}


class RowInfo(NamedTuple):
    """One row, as the evaluation needs it. The per-field tuples describe its empty
    fields in order (plain tuples, which the garbage collector stops tracking)."""

    live: bool  # the row can still be completed
    cols: tuple[int, ...]
    lows: tuple[int, ...]  # window: the values a field can take while the row stays fillable
    highs: tuple[int, ...]  # (a field of a segment that cannot be filled has low > high)
    best: tuple[float, ...]  # chance per turn of a fitting sum when we pick the dice
    three: tuple[float, ...]  # same when all three dice are thrown
    masks: tuple[int, ...]  # bit v set: v may be entered in the field now
    entered: int  # numbers entered
    full_points: float  # rulebook points if completed with likely values
    last: float  # value (or likely value) of the rightmost field
    legal: int  # bit v set: v can be entered somewhere in this row
    pentagons: tuple[tuple[int, float], ...]  # (column, value or likely value)


@lru_cache(maxsize=4096)
def _window_chances(a: int, b: int, banned: tuple[int, ...]) -> tuple[float, float, float]:
    """(best-dice chance, three-dice chance, likely value) of a sum in [a, b] minus banned."""
    values = [v for v in range(a, b + 1) if v not in banned]
    best = max(sum(DIST[d][v] for v in values) for d in DIST)
    three = sum(DIST[3][v] for v in values)
    weight = sum(MIX[v] for v in values)
    mean = sum(v * MIX[v] for v in values) / weight if weight else (a + b) / 2
    return best, three, mean


def _windows(lo: int, hi: int, bans: list[tuple[int, ...]]) -> list[tuple[int, int]] | None:
    """Lowest and highest value per field of a segment, or None if it cannot be filled."""
    low, x = [], lo
    for banned in bans:
        x += 1
        while x in banned:
            x += 1
        low.append(x)
    high, y = [], hi
    for banned in reversed(bans):
        y -= 1
        while y in banned:
            y -= 1
        high.append(y)
    high.reverse()
    if low and low[-1] >= hi:
        return None
    return list(zip(low, high, strict=True))


def _segments(cells: tuple[int | None, ...], colour: str) -> list[tuple[int, int, list[int]]]:
    """(lower bound, upper bound, empty columns) for each run of empty fields."""
    segments, lo, run = [], LOW, []
    for col in ROW_COLS[colour]:
        value = cells[col]
        if value is None:
            run.append(col)
            continue
        if run:
            segments.append((lo, value, run))
        lo, run = value, []
    if run:
        segments.append((lo, HIGH, run))
    return segments


def _range_mask(lo: int, hi: int, banned: tuple[int, ...]) -> int:
    mask = ((1 << hi) - 1) & ~((1 << (lo + 1)) - 1)
    for v in banned:
        mask &= ~(1 << v)
    return mask


# Plain dicts of plain tuples, the oldest tenth dropped when full: the garbage collector
# stops tracking tuples of numbers, whereas an lru_cache's nodes or NamedTuples it must
# walk on every full collection (with tens of thousands of entries that took 20-40 ms);
# freeing half the entries at once took as long.
CACHE_LIMIT = 30_000
_ROW_CACHE: dict[tuple[str, tuple[int | None, ...], Bans], tuple[Any, ...]] = {}
_STUCK_CACHE: dict[tuple[int, int, int], tuple[float, float]] = {}


def analyse_row(colour: str, cells: tuple[int | None, ...], bans: Bans) -> RowInfo:
    """Windows, legal values and entered points of one row; ``bans[col]`` are the values
    other rows hold in that column."""
    key = (colour, cells, bans)
    found = _ROW_CACHE.get(key)
    if found is not None:
        return RowInfo._make(found)
    if len(_ROW_CACHE) >= CACHE_LIMIT:
        _forget_oldest(_ROW_CACHE)
    info = _analyse_row(colour, cells, bans)
    _ROW_CACHE[key] = tuple(info)
    return info


def _forget_oldest(cache: dict[Any, Any]) -> None:
    for key in list(itertools.islice(cache, len(cache) // 10)):
        del cache[key]


def _analyse_row(colour: str, cells: tuple[int | None, ...], bans: Bans) -> RowInfo:
    cols: list[int] = []
    lows: list[int] = []
    highs: list[int] = []
    masks: list[int] = []
    best: list[float] = []
    three: list[float] = []
    likely: dict[int, float] = {}
    live, legal = True, 0
    for lo, hi, run in _segments(cells, colour):
        run_bans = [bans[col] for col in run]
        run_masks = [_range_mask(lo, hi, banned) for banned in run_bans]
        for mask in run_masks:
            legal |= mask
        cols += run
        masks += run_masks
        windows = _windows(lo, hi, run_bans)
        if windows is None:
            # Too tight to fill: each free value may still fill one field (for counts).
            live = False
            values = [v for v in range(lo + 1, hi) if any(v not in b for b in run_bans)]
            share = min(len(values), len(run)) / len(run) / max(1, hi - lo - 1)
            chance_best, chance_three, mean = _window_chances(lo + 1, hi - 1, ())
            lows += [hi] * len(run)  # an empty window
            highs += [lo] * len(run)
            best += [chance_best * share] * len(run)
            three += [chance_three * share] * len(run)
            likely.update(dict.fromkeys(run, mean))
            continue
        for col, (a, b), banned in zip(run, windows, run_bans, strict=True):
            chance_best, chance_three, mean = _window_chances(a, b, banned)
            lows.append(a)
            highs.append(b)
            best.append(chance_best)
            three.append(chance_three)
            likely[col] = mean
    entered = [v for v in cells if v is not None]
    pentagons = tuple(
        (c, float(cells[c] or likely.get(c, 0.0))) for c in sorted(PENTAGON_COLS[colour])
    )
    full_points = sum(entered) + sum(likely.values()) + sum(p for _, p in pentagons)
    last = cells[LAST_COL[colour]] or likely.get(LAST_COL[colour], 0.0)
    return RowInfo(
        live,
        tuple(cols),
        tuple(lows),
        tuple(highs),
        tuple(best),
        tuple(three),
        tuple(masks),
        len(entered),
        full_points,
        float(last),
        legal,
        pentagons,
    )


@dataclass(frozen=True)
class Context:
    """What the evaluation needs besides the sheet: the table and the time left."""

    rule_set: str
    players: int
    table_turns: float  # turns left as the table suggests, our own penalties aside
    own_rate: float  # our penalties per turn, as things stand
    params: Params

    def turns_left(self, penalties: int) -> float:
        """Expected turns after this one, if we now hold ``penalties``."""
        if penalties >= sheet.MAX_PENALTIES:
            return 0.0
        missing = sheet.MAX_PENALTIES - penalties
        own = _turns_to_penalties(missing, self.own_rate, self.params.pen_growth)
        return min(self.table_turns, own, self.params.turns_cap)


def _turns_to_penalties(missing: int, rate: float, growth: float) -> float:
    """Turns until ``missing`` more penalties at ``rate`` per turn, growing by ``growth``."""
    # Solve rate * t + growth * t^2 / 2 = missing.
    if growth <= 0:
        return missing / max(rate, 1e-9)
    return (-rate + math.sqrt(rate * rate + 2 * growth * missing)) / growth


OTHERS = {colour: tuple(c for c in COLOURS if c != colour) for colour in COLOURS}
NO_BANS: tuple[int, ...] = ()


def bans_for(rows: Rows, colour: str) -> Bans:
    """Per column (all 12), the values the other two rows hold there."""
    first, second = (rows[c] for c in OTHERS[colour])
    bans = []
    for x, y in zip(first, second, strict=True):
        if x is None:
            bans.append(NO_BANS if y is None else (y,))
        else:
            bans.append((x,) if y is None else (x, y))
    return tuple(bans)


Infos = tuple[RowInfo, RowInfo, RowInfo]  # in COLOURS order


def analyse(rows: Rows) -> Infos:
    orange, yellow, purple = (analyse_row(c, tuple(rows[c]), bans_for(rows, c)) for c in COLOURS)
    return orange, yellow, purple


def stuck_chances(masks: tuple[int, int, int]) -> tuple[float, float]:
    """Chance that no field takes the sum, given each row's legal values:
    (with all three dice, with the best dice choice)."""
    found = _STUCK_CACHE.get(masks)
    if found is None:
        if len(_STUCK_CACHE) >= CACHE_LIMIT:
            _forget_oldest(_STUCK_CACHE)
        found = _STUCK_CACHE[masks] = _stuck_chances(masks)
    return found


def _stuck_chances(masks: tuple[int, int, int]) -> tuple[float, float]:
    best = 1.0
    three = 1.0
    for colours in range(1, 8):
        mask = 0
        for i in range(3):
            if colours >> i & 1:
                mask |= masks[i]
        dist = DIST[colours.bit_count()]
        miss = sum(p for v, p in enumerate(dist) if p and not mask >> v & 1)
        best = min(best, miss)
        if colours == 7:
            three = miss
    return three, best


def penalty_rate(infos: Infos, rule_set: str, players: int) -> float:
    """Expected penalties per turn for this sheet as it stands."""
    three, best = stuck_chances((infos[0].legal, infos[1].legal, infos[2].legal))
    own_turn = best * best  # the thrower may throw again once
    if rule_set == "rulebook":
        return own_turn / players + three * (players - 1) / players
    return own_turn / players


def after_entry(
    rows: Rows, infos: Infos, bans: dict[str, Bans], colour: str, col: int, total: int
) -> Infos:
    """``analyse`` of the sheet after an entry, redoing only the rows it touches:
    its own, and others whose empty field in that column loses the value. ``bans`` are
    the sheet's ``bans_for`` per colour."""
    new = list(infos)
    for i, other in enumerate(COLOURS):
        cells = rows[other]
        if other == colour:
            changed = list(cells)
            changed[col] = total
            new[i] = analyse_row(other, tuple(changed), bans[other])
        elif cells[col] is None and col in ROW_COLS[other]:
            extended = list(bans[other])
            extended[col] = (*extended[col], total)
            new[i] = analyse_row(other, tuple(cells), tuple(extended))
    return new[0], new[1], new[2]


def turns_after(ctx: Context, penalties: int, infos: Infos) -> float:
    """Turns left once this sheet is as given: none if it ends the game."""
    if sum(not info.cols for info in infos) >= 2:
        return 0.0
    return ctx.turns_left(penalties)


def value(
    rows: Rows,
    penalties: int,
    ctx: Context,
    infos: Infos | None = None,
    turns: float | None = None,
) -> float:
    """Expected final score of this sheet (``infos``: its ``analyse``; ``turns``: the turns
    left, if known)."""
    infos = infos or analyse(rows)
    if turns is None:
        turns = turns_after(ctx, penalties, infos)
    if turns <= 0:
        return float(sheet.score(rows, penalties, ctx.rule_set)["total"])
    rates, counted = _fill_rates(infos, ctx)
    # Chance a field stays empty for half the turns left; squared and cubed: for all of
    # them and for half as many again. Scores are averaged over the three horizons.
    step = -turns / 2
    exp = math.exp
    misses = [[exp(r * step) for r in row] for row in rates]
    total = -PENALTY_POINTS * (penalties + _future_penalties(infos, misses, ctx, turns, penalties))
    if ctx.rule_set == "rulebook":
        return total + _rulebook_gain(infos, misses, counted)
    return total + _published_gain(infos, misses)


def _rulebook_gain(infos: Infos, misses: list[list[float]], counted: list[bool]) -> float:
    """Expected points of completed rows."""
    gain = 0.0
    for info, row, ok in zip(infos, misses, counted, strict=True):
        if not ok:
            continue
        p1 = p2 = p3 = 1.0
        for m in row:
            m2 = m * m
            p1 *= 1.0 - m
            p2 *= 1.0 - m2
            p3 *= 1.0 - m2 * m
        gain += (p1 + p2 + p3) / 3 * info.full_points
    return gain


def _published_gain(infos: Infos, misses: list[list[float]]) -> float:
    """Expected points of numbers, completed rows and full columns."""
    gain = 0.0
    column = {col: [1.0, 1.0, 1.0] for col in FULL_COLUMNS}
    for info, row in zip(infos, misses, strict=True):
        p1 = p2 = p3 = 1.0
        filled = 0.0
        for col, m in zip(info.cols, row, strict=True):
            m2 = m * m
            c1, c2, c3 = 1.0 - m, 1.0 - m2, 1.0 - m2 * m
            p1 *= c1
            p2 *= c2
            p3 *= c3
            filled += c1 + c2 + c3
            chances = column.get(col)
            if chances is not None:
                chances[0] *= c1
                chances[1] *= c2
                chances[2] *= c3
        complete = (p1 + p2 + p3) / 3 if info.live else 0.0
        gain += info.entered + filled / 3 + complete * (info.last - sheet.FIELDS_PER_ROW)
    for info in infos:
        for col, points in info.pentagons:
            gain += sum(column[col]) / 3 * points
    return gain


def _future_penalties(
    infos: Infos, misses: list[list[float]], ctx: Context, turns: float, penalties: int
) -> float:
    """Penalties still to come: at least today's risk of being stuck, grown for the fields
    that will fill, and at least one per turn that needs an entry beyond the fields likely
    to be filled in time (an open field saves only the turn it is used on); at most one
    per such turn."""
    needy = turns if ctx.rule_set == "rulebook" else turns / ctx.players
    risk = penalty_rate(infos, ctx.rule_set, ctx.players) * turns * ctx.params.stuck_growth
    # misses are for half the turns left; squared they are for all of them
    fills = sum(1.0 - m * m for row in misses for m in row)
    return min(max(risk, needy - fills), needy, sheet.MAX_PENALTIES - penalties)


def _fill_rates(infos: Infos, ctx: Context) -> tuple[list[list[float]], list[bool]]:
    """Per row, per empty field: how fast (per turn) it gets filled; and per row whether
    it counts (under the rulebook a row that cannot be completed is worth nothing, and
    numbers only go there when nothing better fits)."""
    n = ctx.players
    mine, theirs = ctx.params.rate_scale / n, ctx.params.rate_scale * (n - 1) / n
    counted = [info.live or ctx.rule_set != "rulebook" for info in infos]
    rates = [
        [b * mine + t * theirs for b, t in zip(info.best, info.three, strict=True)]
        for info in infos
    ]
    sums = [sum(r) if ok else 0.0 for r, ok in zip(rates, counted, strict=True)]
    total = sum(sums)
    overlap, cross = ctx.params.overlap, ctx.params.cross
    scaled = []
    for row, own in zip(rates, sums, strict=True):
        # One number per turn: the rates that compete for it cannot add up to more than one.
        competing = own + cross * (total - own)
        if competing > 1:
            scale = competing**-overlap
            row = [r * scale for r in row]
        scaled.append(row)
    return scaled, counted


@dataclass(frozen=True)
class Sheets:
    """Every sheet at the table, analysed once per decision."""

    rule_set: str
    seat: int
    infos: tuple[Infos, ...]
    penalties: tuple[int, ...]
    turns_done: int

    @classmethod
    def from_view(cls, view: dict[str, Any]) -> Sheets:
        state: View = view["state"]
        sheets = state["sheets"]
        return cls(
            state["rule_set"],
            view["seat"],
            tuple(analyse(s["rows"]) for s in sheets),
            tuple(s["penalties"] for s in sheets),
            state["turns_total"],
        )


def context(
    sheets: Sheets,
    params_by_rules: dict[str, Params] | None = None,
    hit: frozenset[int] = frozenset(),
) -> Context:
    """Turns left as the table suggests (every sheet's rows, the rivals' penalties) and
    our own penalty rate; the players in ``hit`` are about to take one more penalty."""
    rule_set = sheets.rule_set
    params = (params_by_rules or PARAMS)[rule_set]
    n = len(sheets.infos)
    others, own = params.turns_cap, 0.0
    for p, (infos, penalties) in enumerate(zip(sheets.infos, sheets.penalties, strict=True)):
        penalties += p in hit
        others = min(others, _turns_by_rows(infos, params))
        rate = _penalty_forecast(infos, penalties, sheets.turns_done, rule_set, n, params)
        if p == sheets.seat:
            own = rate
        else:
            missing = sheet.MAX_PENALTIES - penalties
            others = min(others, _turns_to_penalties(missing, rate, params.pen_growth))
    return Context(rule_set, n, others, own, params)


def _penalty_forecast(
    infos: Infos, penalties: int, turns_done: int, rule_set: str, n: int, params: Params
) -> float:
    """Penalties per turn a player is likely to take now (fitted on simulated games)."""
    three, best = stuck_chances((infos[0].legal, infos[1].legal, infos[2].legal))
    others = three * (n - 1) / n if rule_set == "rulebook" else 0.0
    skilled = best * best / n + others  # the thrower picks the dice and may throw again
    naive = three / n
    prior_pens, prior_turns = params.seen_prior
    seen = (penalties + prior_pens) / (turns_done + prior_turns)
    rate = params.stuck_weight * skilled + params.naive_weight * naive + params.seen_weight * seen
    return max(params.pen_floor, rate)


def _turns_by_rows(infos: Infos, params: Params) -> float:
    """Turns until this sheet could have two full rows."""
    need = sorted(len(info.cols) for info in infos if info.live)
    if len(need) < 2:
        return params.turns_cap
    return (need[0] + need[1]) / params.fill_rate
