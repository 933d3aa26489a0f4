"""What just happened, where the player looks: the other seat's moves since the viewer's
own last move, one sentence each, shown at the top of the turn card.

The sentences come from the moves the view carries (the previous turn's and this one's), so
they survive a reload and stay until the viewer acts again; while a computer plays they grow
one by one at its pace. A move's outcome (its points, a failed throw, what Minus cost) comes
from the finished turn's record.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.games.qwinn import board
from pyengine.games.qwinn.view import MoveView, TurnView
from pyengine.games.qwinn.view import View as GameView

from ...kit.html import esc
from ...kit.i18n import Person, you_or_name
from ...kit.seats import person, token
from .i18n import t
from .play import boycott_name, field_name

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]
MOVES = ("stay", "move", "jump")
RED_USES = ("boycott", "remove", "end")


def dice_words(lang: str, dice: list[int]) -> str:
    """'3-3-4-4 + red 3': the four white dice, then the red one."""
    white = "-".join(str(v) for v in dice[: board.RED])
    return f"{white} + {t(lang, 'qn_red')} {dice[board.RED]}"


def window(c: Table, moves: list[MoveView]) -> tuple[int, list[MoveView]]:
    """Where the news starts in the view's ``moves``, and its entries: every move after the
    viewer's own last one (with nobody viewing, the last mover's run of moves). The moves
    reach back to the start of the previous turn, where each seat has moved at least once."""
    if not moves:
        return 0, []
    me = c.viewer()
    if me is None:
        me = 1 - int(moves[-1]["seat"])
    start = len(moves)
    while start > 0 and moves[start - 1]["seat"] != me:
        start -= 1
    return start, moves[start:]


def _start_outcomes(moves: list[MoveView]) -> dict[int, tuple[int, int, int]]:
    """Index of each starting throw that decided who starts -> (starter, a, b), with a the
    starter's number (the view holds the start throws until the second turn is over)."""
    rolls: list[int | None] = [None, None]
    out: dict[int, tuple[int, int, int]] = {}
    for i, entry in enumerate(moves):
        if entry["action"]["type"] != "start_roll":
            break
        rolls[int(entry["seat"])] = int(entry["action"]["values"][0])
        first, second = rolls
        if first is None or second is None:
            continue
        if first != second:
            starter = 0 if first > second else 1
            out[i] = (starter, max(first, second), min(first, second))
        rolls = [None, None]
    return out


def news(c: Table) -> list[tuple[int, str]]:
    """(seat, sentence) for each thing that happened since the viewer last acted."""
    assert c.match is not None
    lang = c.lang
    st: GameView = c.match.view(None)["state"]
    moves = st["moves"]
    start, entries = window(c, moves)
    starts = _start_outcomes(moves)
    out: list[tuple[int, str]] = []

    def who(seat: int) -> Person:
        return person(c, seat)

    def said_start(i: int) -> None:
        if i in starts:
            starter, a, b = starts[i]
            out.append((starter, t(lang, "qn_ev_starts", about=who(starter), a=a, b=b)))

    # The viewer's own starting throw may be the one that decided who starts.
    if start > 0:
        said_start(start - 1)
    finished = [i for i, e in enumerate(entries) if e["action"]["type"] in MOVES]
    if finished and st["phase"] == "red" and start + finished[-1] == len(moves) - 1:
        finished.pop()  # the move of the turn being played: its record is not written yet
    records = iter(st["history"][-len(finished) :] if finished else [])
    dice = [0] * 5
    previous = ""
    for offset, entry in enumerate(entries):
        seat = int(entry["seat"])
        action = entry["action"]
        kind = action["type"]
        i = start + offset
        if kind == "start_roll":
            n = action["values"][0]
            out.append((seat, t(lang, "qn_ev_start_roll", about=who(seat), n=n)))
            said_start(i)
        elif kind == "roll":
            for die, value in zip(action["dice"], action["values"], strict=True):
                dice[die] = value
            words = dice_words(lang, dice)
            if previous != "roll":
                out.append((seat, t(lang, "qn_ev_threw", about=who(seat), dice=words)))
            else:
                n = len(action["dice"])
                out.append((seat, t(lang, "qn_ev_rethrew", about=who(seat), n=n, dice=words)))
        elif kind in MOVES:
            record = next(records, None) if offset in finished else None
            out += _moved(c, seat, action, record, st)
        elif kind in RED_USES:
            out.append((seat, _red_use(c, seat, action, st)))
        previous = kind
    return out


def _moved(
    c: Table, seat: int, action: dict[str, Any], record: TurnView | None, st: GameView
) -> list[tuple[int, str]]:
    """The pawn's move: where it went and what it scored, or what a failed throw cost."""
    lang = c.lang
    me = person(c, seat)
    if record is None:  # the turn goes on with the red die: the state has the move
        field = st["players"][seat]["field"]
        points = int(st["fits"].get(field, 0))
        key = "qn_ev_stayed" if action["type"] == "stay" else "qn_ev_moved"
        return [(seat, t(lang, key, about=me, field=field_name(lang, field), n=points))]
    if record["failed"]:
        lines = [(seat, t(lang, "qn_ev_failed", about=me))]
        if record["minus"]:
            lines.append((seat, t(lang, "qn_ev_minus", about=me, n=record["minus"])))
        lost = record["boycott_lost"]
        if lost:
            other = person(c, 1 - seat)
            kind = boycott_name(lang, lost)
            lines.append((seat, t(lang, "qn_ev_lost", about=other, kind=kind)))
        return lines
    to = record["to"]
    assert to is not None, "a move names its field"
    field = field_name(lang, to)
    if record["jump"]:
        steps = board.distance(record["from"], to) or 0
        text = t(lang, "qn_ev_jumped", about=me, field=field, d=steps, n=record["points"])
    elif record["to"] == record["from"]:
        text = t(lang, "qn_ev_stayed", about=me, field=field, n=record["points"])
    else:
        text = t(lang, "qn_ev_moved", about=me, field=field, n=record["points"])
    return [(seat, text)]


def _red_use(c: Table, seat: int, action: dict[str, Any], st: GameView) -> str:
    lang = c.lang
    me = person(c, seat)
    if action["type"] == "boycott":
        target = you_or_name(lang, person(c, 1 - seat))
        kind = boycott_name(lang, action["kind"])
        return t(lang, "qn_ev_placed", about=me, kind=kind, target=target)
    if action["type"] == "remove":
        # The removed boycott is gone from the state; the turn's record names it.
        record = next((r for r in reversed(st["history"]) if r["seat"] == seat), None)
        red = record["red"] if record is not None else None
        kind = boycott_name(lang, (red["kind"] if red else None) or board.MINUS)
        return t(lang, "qn_ev_removed", about=me, kind=kind)
    return t(lang, "qn_ev_ended", about=me)


def news_html(c: Table) -> str:
    """The news at the top of the turn card (nothing when nothing happened)."""
    items = news(c)
    if not items:
        return ""
    lines = "".join(f"<li>{token(seat)}<span>{esc(text)}</span></li>" for seat, text in items)
    return f'<ol class="qn-news" aria-label="{esc(t(c.lang, "qn_news"))}">{lines}</ol>'
