"""The end of a Kwis 't! game: the ranking, and each total broken down into the score
track and the bonus cards (now turned face up)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.games.kwist.shown import View as GameView

from ...kit.chrome import end_actions
from ...kit.html import esc
from ...kit.i18n import join_words, you_or_name
from ...kit.seats import names_of, token
from .board import hand_summary
from .i18n import t
from .seen import final_of
from .summary import summary_list
from .words import View, people

if TYPE_CHECKING:
    from ...kit.gameplay import Table


def end_panel(c: Table, view: View) -> str:
    lang = c.lang
    st: GameView = view["state"]
    names = names_of(view, c.lang)
    result = view["result"] or {}
    winners: list[int] = result.get("winners", [])
    places: list[int] = result.get("places", [1] * len(names))
    scores: list[int] = result.get("scores", [0] * len(names))
    who = people(view, lang)
    if len(winners) == 1:
        line = t(lang, "kw_wins", about=who[winners[0]], n=scores[winners[0]])
    else:
        together = join_words(lang, [you_or_name(lang, who[w]) for w in winners])
        together = together[:1].upper() + together[1:]
        line = t(lang, "kw_shared", list=together, n=scores[winners[0]] if winners else 0)
    lines = [line]
    humans = c.humans()
    if len(humans) == 1:
        lines.insert(0, t(lang, "kw_you_won" if humans[0] in winners else "kw_you_lost"))
    head = "".join(
        f'<p class="outcome{" big" if i == 0 else ""}">{esc(text)}</p>'
        for i, text in enumerate(lines)
    )
    final = final_of(st)
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
    last = ""
    if st["history"]:
        summary, plays = summary_list(lang, st, who)
        last = (
            f'<details class="kw-last"><summary>{esc(t(lang, "kw_log_last"))}</summary>'
            f"{summary}{plays}</details>"
        )
    return (
        '<div class="panel kw-turn end">'
        f"<h2>{esc(t(lang, 'kw_game_over'))}</h2>{head}"
        f'<p class="meta">{esc(t(lang, "kw_end_how", n=st["rounds"]))}</p>'
        + table
        + f'<h3 class="kw-h">{esc(t(lang, "kw_end_cards"))}</h3>'
        + f'<ul class="kw-endhands">{hands}</ul>'
        + last
        + end_actions(lang)
        + "</div>"
    )
