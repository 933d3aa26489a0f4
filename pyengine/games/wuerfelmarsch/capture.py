"""Würfelmarsch (seed 003): which tilts a player may make, and the capture ("slaan").

Shared by the rules (``wuerfelmarsch.py``) and the bots, so both judge a tilt the same way.
A board is a plain mapping position -> (owner seat, orientation); every die of this game
lies on the plate (layer 0), since a tilt stays in its layer and nothing is ever placed.
Readings of the seed are in docs/rules/wuerfelmarsch.md.

The capture, in the seed's words and as read here:

* "Als de dobbelsteen na het kantelen met twee andere dobbelstenen een TRECHTER vormt,
  volgt het slaan." The funnels are the positions of layer 1 resting on the tilted die
  whose three supports are now all occupied (``pyramid.funnels_on``); at most two, since
  the square the die came from supports the third.
* "Elk van de drie dobbelstenen wijst met één zijde naar de andere twee dobbelstenen": the
  number compared is the face pointing into the funnel (``Pyramid.faces_around``).
* A funnel whose three dice belong to one player does nothing ("Een speler kan nooit zijn
  eigen dobbelstenen slaan").
* Otherwise a highest number shown by one die alone takes every opponent's die of that
  funnel ("slaat alle dobbelstenen van de tegenstander met het lagere ogen aantal"); the
  capturer's own dice stay.
* A highest number shown by dice of two or three players takes all three out of the game
  ("dan worden alle dobbelstenen uit het spel genomen. Geen enkele speler ontvangt een
  dobbelsteen"). Shown by two dice of one player only, it is no tie between players: that
  player takes the other player's lower die ("Een speler kan nooit zijn eigen dobbelstenen
  slaan"), unless ``pair_captures`` is off (the option ``top_pair``: "all_out", the tie
  sentence word for word, as saves from before the option were played).
* Two funnels at once are judged together on the faces as they lie right after the tilt
  (the seed's example). Only the tilted die lies in both. If either funnel takes it out of
  the game, it goes out; if both funnels capture it, the higher capturing number takes it,
  and two different players capturing it with equal numbers take it out of the game.
"""

from __future__ import annotations

from collections.abc import Container, Mapping
from dataclasses import dataclass

from ...pyramid.die import MOVES, ORIENTATIONS, Orientation, Vec
from ...pyramid.geometry import LAYERS, POSITION_SET, Pos, carries, side_moves, supports

Board = Mapping[Pos, tuple[int, Orientation]]  # position -> (owner seat, orientation)

# The tilts a player may make, named as he sees them: "Hij mag de dobbelsteen alleen
# voorwaarts in de richting van de HOEKTRECHTER kantelen of naar links of naar rechts
# kantelen. Een speler mag zijn dobbelsteen nooit achterwaarts ... kantelen."
ALLOWED = ("forward_left", "forward_right", "left", "right")
FORWARD = ("forward_left", "forward_right")
_MOVES: tuple[dict[str, Vec], ...] = tuple(side_moves(s) for s in range(3))
ALLOWED_MOVES: tuple[tuple[tuple[str, Vec], ...], ...] = tuple(
    tuple((name, _MOVES[s][name]) for name in ALLOWED) for s in range(3)
)
MOVE_NAMES: tuple[dict[Vec, str], ...] = tuple({v: k for k, v in m.items()} for m in _MOVES)


# For each square of the plate: the funnels of layer 1 resting on it, with their supports.
ABOVE: dict[Pos, tuple[tuple[Pos, tuple[Pos, ...]], ...]] = {
    p: tuple((q, supports(q)) for q in carries(p)) for p in LAYERS[0]
}


def _others(p: Pos) -> tuple[tuple[Pos, Pos, Pos], ...]:
    """The funnels on ``p`` with the two supports other than ``p`` itself."""
    out = []
    for q, held_by in ABOVE[p]:
        a, b = (s for s in held_by if s != p)
        out.append((q, a, b))
    return tuple(out)


_OTHERS: dict[Pos, tuple[tuple[Pos, Pos, Pos], ...]] = {p: _others(p) for p in LAYERS[0]}
# Orientation after each tilt, looked up instead of computed (the bots judge many tilts).
_TILTED: dict[tuple[tuple[int, int, int], Vec], Orientation] = {
    (o.upper, m): o.tilted(m) for o in ORIENTATIONS for m in MOVES
}
# The allowed tilts from each square for the player at each side: (name, target), the
# target maybe taken (the searches skip taken ones themselves, without a list per die).
TARGETS: tuple[dict[Pos, tuple[tuple[str, Pos], ...]], ...] = tuple(
    {
        p: tuple(
            (name, (p[0] + m[0], p[1] + m[1], p[2] + m[2]))
            for name, m in ALLOWED_MOVES[s]
            if (p[0] + m[0], p[1] + m[1], p[2] + m[2]) in POSITION_SET
        )
        for p in LAYERS[0]
    }
    for s in range(3)
)

Step = tuple[Pos, bool, tuple[tuple[Pos, Pos], ...], tuple[Pos, Pos]]
# The same tilts for the searches, each (target, forward, pairs, (square, target)): the
# tilt forms a funnel when both squares of one of the ``pairs`` (the funnels on the target
# not resting on the square left, less the target) are taken. Layer 1 stays empty in this
# game, so that is ``forms_funnel`` without looking above (the bots' hot loops).
STEPS: tuple[dict[Pos, tuple[Step, ...]], ...] = tuple(
    {
        p: tuple(
            (
                to,
                to[s] > p[s],
                tuple((a, b) for _, a, b in _OTHERS[to] if p not in (a, b)),
                (p, to),
            )
            for _, to in TARGETS[s][p]
        )
        for p in LAYERS[0]
    }
    for s in range(3)
)


def pair_taken(board: Container[Pos], pairs: tuple[tuple[Pos, Pos], ...]) -> bool:
    """Whether both squares of one of a step's ``pairs`` are taken: the tilt forms a funnel."""
    for a, b in pairs:  # noqa: SIM110 (a loop: no generator per tilt in the searches)
        if a in board and b in board:
            return True
    return False


def tilted(orientation: Orientation, move: Vec) -> Orientation:
    """``orientation.tilted(move)``, looked up."""
    return _TILTED[orientation.upper, move]


def add(p: Pos, v: Vec) -> Pos:
    return (p[0] + v[0], p[1] + v[1], p[2] + v[2])


def sub(p: Pos, q: Pos) -> Vec:
    return (p[0] - q[0], p[1] - q[1], p[2] - q[2])


def move_name(side: int, src: Pos, to: Pos) -> str | None:
    """The name of the tilt from ``src`` to ``to`` for the player at ``side`` ("left",
    "forward_right", "back_left", ...); None when ``to`` is not next to ``src``."""
    return MOVE_NAMES[side].get(sub(to, src))


def targets(occupied: Container[Pos], side: int, src: Pos) -> list[tuple[str, Pos]]:
    """The allowed tilts of the die at ``src`` for the player at ``side``: (name, target),
    each target an empty square of the plate."""
    return [(name, to) for name, to in TARGETS[side][src] if to not in occupied]


def forms_funnel(board: Container[Pos], src: Pos, to: Pos) -> bool:
    """Whether tilting the die at ``src`` to ``to`` forms a funnel (a capture may follow)."""
    for q, a, b in _OTHERS[to]:
        if a != src and b != src and a in board and b in board and q not in board:
            return True
    return False


@dataclass(frozen=True, slots=True)
class Judgement:
    """One funnel formed by a tilt. ``dice`` are (position, owner, number facing into the
    funnel) in the order of ``supports(at)``. ``kind`` is "own" (one player's dice: nothing
    happens), "capture" (``capturer`` takes the other players' dice) or "tie" (all out)."""

    at: Pos
    dice: tuple[tuple[Pos, int, int], ...]
    kind: str
    capturer: int | None
    top: int  # the highest number in the funnel


Dice = tuple[tuple[Pos, int, int], ...]  # (position, owner, number facing into the funnel)
Verdict = tuple[str, int | None, int]  # Judgement's kind, capturer and top
Funnel = tuple[Pos, Dice, str, int | None, int]  # a Judgement's fields, as a plain tuple


def _verdict(dice: Dice, pair_captures: bool) -> Verdict:
    # Unpacked and compared by hand: the bots judge funnels in their searches.
    (_, a, x), (_, b, y), (_, c, z) = dice
    top = x if x >= y else y
    if z > top:
        top = z
    if a == b == c:
        return "own", None, top
    first: int | None = None  # the owner of the first die showing the top number
    shown = 0  # dice showing it
    shared = False  # by dice of more than one player
    for o, v in ((a, x), (b, y), (c, z)):
        if v == top:
            shown += 1
            if first is None:
                first = o
            elif o != first:
                shared = True
    if shown > 1 and (not pair_captures or shared):
        return "tie", None, top
    return "capture", first, top


def judge(at: Pos, dice: Dice, pair_captures: bool = True) -> Judgement:
    """The seed's "Slaan" for one funnel of three dice. ``pair_captures``: two highest dice
    of one player take the lower die of another (else all three leave the game)."""
    return Judgement(at, dice, *_verdict(dice, pair_captures))


@dataclass(frozen=True, slots=True)
class TiltResult:
    """What a tilt does: the die's new place and orientation, the funnels it forms and,
    after judging them together, the dice captured (position, capturer) and the dice taken
    out of the game. Positions are those right after the tilt, sorted."""

    src: Pos
    to: Pos
    owner: int
    orientation: Orientation
    funnels: tuple[Judgement, ...]
    captured: tuple[tuple[Pos, int], ...]
    removed: tuple[Pos, ...]

    @property
    def survives(self) -> bool:
        """The tilted die still lies where it went."""
        return survives(self.to, (self.orientation, self.captured, self.removed))


Outcome = tuple[Orientation, tuple[tuple[Pos, int], ...], tuple[Pos, ...]]


def tilt_result(board: Board, src: Pos, to: Pos, pair_captures: bool = True) -> TiltResult:
    """Judge the tilt of the die at ``src`` into the empty neighbouring square ``to``
    (assumed allowed); ``board`` is the position before the tilt and is not changed.
    ``pair_captures`` as in ``judge``."""
    owner = board[src][0]
    funnels: list[Funnel] = []
    orientation, captured, removed = tilt_outcome(board, src, to, pair_captures, funnels)
    judged = tuple(Judgement(*f) for f in funnels)
    return TiltResult(src, to, owner, orientation, judged, captured, removed)


def tilt_outcome(  # noqa: C901 (the bots' hot path, kept in one frame)
    board: Board, src: Pos, to: Pos, pair_captures: bool, funnels: list[Funnel] | None = None
) -> Outcome:
    """``tilt_result`` in plain tuples for the bots' searches: the tilted die's
    orientation, the dice captured and the dice taken out (the funnels go to ``funnels``
    when given)."""
    owner, before = board[src]
    orientation = _TILTED[before.upper, (to[0] - src[0], to[1] - src[1], to[2] - src[2])]
    formed: list[Funnel] = [] if funnels is None else funnels
    for q, held_by in ABOVE[to]:
        if q in board:
            continue
        dice: list[tuple[Pos, int, int]] = []
        for axis, s in enumerate(held_by):
            if s == to:
                dice.append((s, owner, orientation.upper[axis]))
                continue
            held = board.get(s) if s != src else None
            if held is None:
                break
            dice.append((s, held[0], held[1].upper[axis]))
        else:
            found = (dice[0], dice[1], dice[2])
            formed.append((q, found, *_verdict(found, pair_captures)))
    if not formed:
        return orientation, (), ()
    if len(formed) == 1:  # the usual case: no claims to weigh against each other
        _, only, kind, capturer, _ = formed[0]
        if kind == "tie":
            return orientation, (), tuple(sorted(p for p, _, _ in only))
        if capturer is None:
            return orientation, (), ()
        taken = sorted((p, capturer) for p, who, _ in only if who != capturer)
        return orientation, tuple(taken), ()
    out: set[Pos] = set()
    claims: dict[Pos, list[tuple[int, int]]] = {}
    for _, three, kind, capturer, top in formed:
        if kind == "tie":
            out.update(p for p, _, _ in three)
        elif capturer is not None:
            for p, who, _ in three:
                if who != capturer:
                    claims.setdefault(p, []).append((top, capturer))
    captured: list[tuple[Pos, int]] = []
    for p, claim in claims.items():
        if p in out:
            continue
        best = max(v for v, _ in claim)
        takers = {who for v, who in claim if v == best}
        if len(takers) == 1:
            captured.append((p, takers.pop()))
        else:
            out.add(p)
    return orientation, tuple(sorted(captured)), tuple(sorted(out))


def after(
    board: Mapping[Pos, tuple[int, Orientation]], result: TiltResult
) -> dict[Pos, tuple[int, Orientation]]:
    """A new board: ``board`` with the tilt and its captures carried out."""
    outcome = (result.orientation, result.captured, result.removed)
    return after_outcome(board, result.src, result.to, outcome)


def after_outcome(
    board: Mapping[Pos, tuple[int, Orientation]], src: Pos, to: Pos, outcome: Outcome
) -> dict[Pos, tuple[int, Orientation]]:
    """``after`` for a ``tilt_outcome``."""
    orientation, captured, removed = outcome
    new = dict(board)
    owner = new.pop(src)[0]
    new[to] = (owner, orientation)
    for p, _ in captured:
        del new[p]
    for p in removed:
        del new[p]
    return new


def survives(to: Pos, outcome: Outcome) -> bool:
    """The die tilted to ``to`` still lies there after ``outcome``."""
    _, captured, removed = outcome
    return to not in removed and all(p != to for p, _ in captured)
