"""The summary of a Kwis 't! round, shown to the whole table before the next round: who bet
on which field, who was checked and what the check found, who declared a bluff, and the
points and bonus cards each player gained or lost.

It is built from public facts only (the round's history record and its public events), so
in pass-and-play everyone may look at it together: no count, answer or card value that the
rules keep hidden is on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pyengine.games.kwist.shown import RoundSummary
from pyengine.games.kwist.shown import View as GameView

from ...kit.html import button, esc, next_step
from ...kit.i18n import Person, you_or_name
from ...kit.seats import token
from .i18n import t
from .words import play_text

if TYPE_CHECKING:
    from ...kit.gameplay import Table


@dataclass
class Moved:
    """What one player gained in the round: points on the track, bonus cards in hand."""

    points: int = 0
    cards: int = 0
    checker: int | None = None  # who checked this player
    plays: list[dict[str, Any]] = field(default_factory=list)


def moved(record: RoundSummary, events: list[dict[str, Any]], n: int) -> list[Moved]:
    """Each player's gains in the round ``record`` (a history entry) from its events."""
    out = [Moved(points=record["fields"][s] or 0) for s in range(n)]
    for ev in events:
        kind = ev["kind"]
        if kind == "check":
            out[ev["target"]].checker = ev["seat"]
            out[ev["to"]].cards += ev["cards"]
        elif kind == "declare":
            out[ev["seat"]].cards += ev["cards"]
        elif kind == "refill":
            for s in range(n):
                out[s].points += ev["points"][s]
                out[s].cards -= len(ev["cards"][s])
        elif kind == "play":
            player = out[ev["seat"]]
            player.plays.append(ev)
            player.cards -= 1  # the action card leaves the hand
            player.points += ev.get("points", 0)
            player.cards += ev.get("drew", 0)
            for victim, count in ev.get("took", []):
                player.cards += count
                out[victim].cards -= count
    return out


def what_happened(
    lang: str, who: list[Person], record: RoundSummary, seat: int, gain: Moved
) -> str:
    """How ``seat``'s disc ended: checked (a bluff or not), declared, or left alone."""
    bet = record["bets"][seat]
    final = record["fields"][seat]
    if gain.checker is not None:
        checker = you_or_name(lang, who[gain.checker])
        if not final:  # a bluff with nothing right: no field at all
            return t(lang, "kw_sum_caught_none", about=who[seat], bet=bet, checker=checker)
        if bet is not None and final < bet:
            return t(lang, "kw_sum_caught", about=who[seat], bet=bet, checker=checker, n=final)
        return t(lang, "kw_sum_honest", about=who[seat], bet=bet, checker=checker)
    key = "kw_sum_declared" if record["declared"][seat] else "kw_sum_quiet"
    return t(lang, key, about=who[seat], bet=bet)


def gains_text(lang: str, gain: Moved) -> str:
    parts = [t(lang, "kw_sum_points", n=gain.points)]
    if gain.cards > 0:
        parts.append(t(lang, "kw_sum_cards_up", n=gain.cards))
    elif gain.cards < 0:
        parts.append(t(lang, "kw_sum_cards_down", n=-gain.cards))
    return " · ".join(parts)


def summary_list(lang: str, st: GameView, who: list[Person]) -> tuple[str, str]:
    """The last round's rows (one per player) and the action cards played in it."""
    record = st["history"][-1]
    n = len(who)
    gains = moved(record, st["last_events"], n)
    rows = []
    for seat in range(n):
        gain = gains[seat]
        rows.append(
            f'<li class="kw-srow seat-{seat % 6}">'
            f'<p class="kw-who">{token(seat)}<strong>{esc(who[seat].name)}</strong>'
            f'<span class="kw-gain">{esc(gains_text(lang, gain))}</span></p>'
            f'<p class="kw-sline">{esc(what_happened(lang, who, record, seat, gain))}</p></li>'
        )
    plays = [play_text(lang, who, ev) for g in gains for ev in g.plays]
    extra = ""
    if plays:
        items = "".join(f"<li>{esc(p)}</li>" for p in plays)
        extra = (
            f'<h3 class="kw-h">{esc(t(lang, "kw_sum_actions"))}</h3>'
            f'<ul class="kw-splays">{items}</ul>'
        )
    return f'<ul class="kw-sum">{"".join(rows)}</ul>', extra


def summary_panel(c: Table, st: GameView, who: list[Person]) -> str:
    """Between two rounds: the summary and the button that starts the next round."""
    lang = c.lang
    record = st["history"][-1]
    rows, plays = summary_list(lang, st, who)
    head = t(lang, "kw_sum_head", n=record["round"])
    next_qm = t(lang, "kw_sum_next_qm", about=who[st["quizmaster"]])
    return (
        '<div class="panel kw-turn kw-summary">'
        f"<h2>{esc(head)}</h2>{rows}"
        f'<p class="kw-line">{esc(next_qm)}</p>'
        '<div class="actions">'
        + next_step(button(t(lang, "kw_next_round"), "kw_next", cls="btn btn-primary btn-wide"))
        + f"</div>{plays}</div>"
    )
