"""The end of a Kwis 't! game: the ranking, and each total broken down into the score
track and the bonus cards (now turned face up)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kit.chrome import end_actions
from ...kit.html import esc
from ...kit.i18n import join_words
from ...kit.seats import names_of, token
from .i18n import t
from .table import hand_summary
from .words import View

if TYPE_CHECKING:
    from ...kit.gameplay import Table


def end_panel(c: Table, view: View) -> str:
    lang = c.lang
    st = view["state"]
    names = names_of(view)
    result = view["result"] or {}
    winners: list[int] = result.get("winners", [])
    places: list[int] = result.get("places", [1] * len(names))
    scores: list[int] = result.get("scores", [0] * len(names))
    if len(winners) == 1:
        line = t(lang, "kw_wins", name=names[winners[0]], n=scores[winners[0]])
    else:
        who = join_words(lang, [names[w] for w in winners])
        line = t(lang, "kw_shared", list=who, n=scores[winners[0]] if winners else 0)
    lines = [line]
    humans = c.humans()
    if len(humans) == 1:
        lines.insert(0, t(lang, "kw_you_won" if humans[0] in winners else "kw_you_lost"))
    head = "".join(
        f'<p class="outcome{" big" if i == 0 else ""}">{esc(text)}</p>'
        for i, text in enumerate(lines)
    )
    final = st["final"]
    rows = []
    for s in result.get("ranking", range(len(names))):
        rows.append(
            f'<tr class="seat-{s % 6}"><td class="kw-place">{places[s]}</td>'
            f'<th scope="row"><span class="kw-who">{token(s)} {esc(names[s])}</span></th>'
            f"<td>{st['track'][s]}</td><td>{final['bonus'][s]}</td>"
            f"<td><strong>{scores[s]}</strong></td></tr>"
        )
    cols = ("kw_col_place", "player", "kw_col_track", "kw_col_bonus", "kw_col_total")
    thead = "".join(f'<th scope="col">{esc(t(lang, k))}</th>' for k in cols)
    table = (
        '<div class="table-wrap"><table class="scores kw-scores">'
        f"<thead><tr>{thead}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
    )
    hands = "".join(
        f"<li>{token(s)} {esc(names[s])}: "
        f"{esc(hand_summary(lang, final['hands'][s]) or t(lang, 'kw_no_cards'))}</li>"
        for s in result.get("ranking", range(len(names)))
    )
    return (
        '<div class="panel kw-turn end">'
        f"<h2>{esc(t(lang, 'kw_game_over'))}</h2>{head}"
        f'<p class="meta">{esc(t(lang, "kw_end_how", n=st["rounds"]))}</p>'
        + table
        + f'<h3 class="kw-h">{esc(t(lang, "kw_end_cards"))}</h3>'
        + f'<ul class="kw-endhands">{hands}</ul>'
        + end_actions(lang)
        + "</div>"
    )
