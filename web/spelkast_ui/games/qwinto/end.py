"""The end of a Qwinto game: who won, and each player's points row by row."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.games.qwinto.sheet import COLOURS
from pyengine.games.qwinto.view import View as GameView

from ...kit.chrome import end_actions
from ...kit.html import esc
from ...kit.i18n import Person, join_words, ordinal
from ...kit.seats import names_of
from .i18n import colour_letter, colour_name, t
from .words import View, panel, people_of

if TYPE_CHECKING:
    from ...kit.gameplay import Table


def end_panel(c: Table, view: View, st: GameView) -> str:
    lang = c.lang
    names = names_of(view, c.lang)
    result = view["result"] or {}
    scores: list[int] = result.get("scores", [])
    places: list[int] = result.get("places", [])
    winners: list[int] = result.get("winners", [])
    humans = c.humans()
    people = people_of(c)
    lines = [outcome(lang, people, winners, scores)]
    if len(humans) == 1:
        me = humans[0]
        if len(names) == 1:
            personal = t(lang, "q_solo_score", n=scores[me])
        elif me in winners:
            personal = t(lang, "q_you_won" if len(winners) == 1 else "q_you_shared")
        else:
            personal = t(lang, "q_you_place", place=ordinal(lang, places[me]))
        lines.insert(0, personal)
    why = [
        t(lang, "q_why_end_rows", about=people[s])
        for s, sh in enumerate(st["sheets"])
        if sh["full_rows"] >= 2
    ] + [
        t(lang, "q_why_end_penalties", about=people[s])
        for s, sh in enumerate(st["sheets"])
        if sh["penalties"] >= 4
    ]
    head = "".join(
        f'<p class="outcome{" big" if i == 0 else ""}">{esc(line)}</p>'
        for i, line in enumerate(lines)
    )
    return panel(
        "end",
        f"<h2>{esc(t(lang, 'q_game_over'))}</h2>{head}"
        f'<p class="meta">{esc(" ".join(why))}</p>'
        + _score_table(lang, names, st, result)
        + end_actions(lang),
    )


def outcome(lang: str, people: list[Person], winners: list[int], scores: list[int]) -> str:
    if not winners:
        return ""
    best = scores[winners[0]]
    if len(winners) == 1:
        return t(lang, "q_winner", about=people[winners[0]], n=best)
    # The viewer first, as "You"/"Jij"; the others by name.
    shared = sorted(winners, key=lambda s: not people[s].you)
    named = [t(lang, "you") if people[s].you else people[s].name for s in shared]
    return t(lang, "q_shared", names=join_words(lang, named), n=best)


def _head(short: str, full: str, chip: str = "") -> str:
    """A narrow column head: short text on screen, the full word for screen readers."""
    cls = f' class="qchip chip-{chip}"' if chip else ""
    return (
        f'<th scope="col"><span{cls} aria-hidden="true">{esc(short)}</span>'
        f'<span class="sr-only">{esc(full)}</span></th>'
    )


def _score_table(lang: str, names: list[str], st: GameView, result: View) -> str:
    """Ranking with each player's points per row, columns, penalties and total."""
    published = st["rule_set"] == "published"
    heads = [f'<th scope="col">{esc(t(lang, "player"))}</th>']
    heads += [_head(colour_letter(lang, col), colour_name(lang, col), col) for col in COLOURS]
    if published:
        heads.append(_head(t(lang, "q_columns_short"), t(lang, "q_columns")))
    heads.append(_head(t(lang, "q_penalties_short"), t(lang, "q_penalties")))
    heads.append(_head("Σ", t(lang, "q_total")))
    places = result.get("places") or []
    rows = []
    for seat in result.get("ranking", range(len(names))):
        score = st["sheets"][seat]["score"]
        values = [score["rows"][col] for col in COLOURS]
        if published:
            values.append(sum(score["columns"].values()))
        values.append(score["penalties"])
        place = ordinal(lang, places[seat]) if seat < len(places) else ""
        nums = "".join(f"<td>{v}</td>" for v in values)
        rows.append(
            f'<tr class="seat-{seat % 6}"><th scope="row"><span class="qwho-cell">'
            f'<span class="qplace">{place}</span><span>{esc(names[seat])}</span></span></th>'
            f"{nums}"
            f'<td class="qsum-cell">{score["total"]}</td></tr>'
        )
    return (
        '<div class="table-wrap"><table class="scores qscores">'
        f"<thead><tr>{''.join(heads)}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
    )
