"""The Würfelmarsch table: the turn line, the plate seen from the viewer's side (turnable by
a third), the chosen die's tilts or the turn chooser, what the latest moves did, the
players (colour, dice on the plate, captures, count, goal corner), the quiet-move counter
and the end with the ranking.

Nothing is hidden; everyone sees the same plate. On a phone everything is one column.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine import GAMES

from ...kit.chrome import back_button, end_actions, game_tools, notice, screen
from ...kit.html import button, esc
from ...kit.i18n import pick
from ...kit.seats import computer_badge, names_of
from ...pyramid.svg import colour_chip, pyramid_legend
from ...pyramid.words import colour_adj, colour_name
from .board import board, dice_list, goal_words, tilt_buttons, turn_chooser
from .i18n import t
from .play import picked, turning
from .words import COLOURS, end_reason, record_lines

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def render_game(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st = view["state"]
    names = names_of(view)
    # The choices follow the board straight away: a die is picked on the board and its
    # tilts must be in reach of the thumb that picked it. The end is shown first.
    end = end_panel(c, view, st, names) if view["over"] else ""
    turn = "" if view["over"] else turn_panel(c, view, st, names)
    tools = game_tools(lang, view["game"])
    body = (
        notice(c)
        + end
        + board(c, view, st, names)
        + turn
        + happened(c, view, st, names)
        + players(c, view, st, names)
        + pyramid_legend(lang)
        + tools
    )
    sub = t(lang, "wm_move_n", n=st["moves"]) if st["moves"] else t(lang, "wm_sub_start")
    if not view["over"]:
        sub = f"{_whose(c, names, st['turn'])} · {sub}"
    title = pick(GAMES[view["game"]].title, lang)
    return screen("game", title, body, back_button(c), sub, cls="game-wuerfelmarsch")


def _whose(c: Table, names: list[str], seat: int) -> str:
    if c.acting_human() is None:
        return t(c.lang, "wm_waiting", who=_who(c.lang, names, seat))
    if len(c.humans()) == 1:
        return t(c.lang, "wm_your_turn")
    return t(c.lang, "wm_turn_of", name=names[seat])


def _who(lang: str, names: list[str], seat: int) -> str:
    return t(lang, "wm_who", name=names[seat], colour=colour_name(lang, COLOURS[seat]))


def quiet_line(lang: str, st: View) -> str:
    """The counter of the rule that ends a game nobody advances in."""
    left = st["quiet_limit"] - st["quiet"]
    text = t(lang, "wm_quiet", n=st["quiet"], limit=st["quiet_limit"])
    cls = "wm-quiet" + (" is-close" if left <= len(st["seats"]) else "")
    meter = (
        f'<meter min="0" max="{st["quiet_limit"]}" value="{st["quiet"]}"'
        f' aria-hidden="true"></meter>'
    )
    return f'<p class="{cls}"><span>{esc(text)}</span>{meter}</p>'


# -- the turn ---------------------------------------------------------------------------------
def turn_panel(c: Table, view: View, st: View, names: list[str]) -> str:
    lang = c.lang
    seat = st["turn"]
    acting = c.acting_human()
    chip = colour_chip(lang, COLOURS[seat])
    if acting is None:
        head = t(lang, "wm_waiting", who=_who(lang, names, seat))
        body = f'<p class="meta">{esc(t(lang, "wm_bot_thinking"))}</p>'
        return _panel(seat, "is-waiting", chip, head, body + quiet_line(lang, st))
    solo = len(c.humans()) == 1
    head = t(lang, "wm_your_turn") if solo else t(lang, "wm_turn_of", name=names[acting])
    p = picked(c)
    parts: list[str] = []
    if p is None:
        colour = colour_adj(lang, COLOURS[acting])
        parts.append(f'<p class="wm-hint">{esc(t(lang, "wm_pick", colour=colour))}</p>')
    elif turning(c):
        parts.append(f'<p class="wm-hint">{esc(t(lang, "wm_turn_hint"))}</p>')
        parts.append(turn_chooser(c, st, acting, p))
        parts.append(
            '<div class="actions">'
            + button(t(lang, "wm_back_to_tilt"), "wm_tilting", cls="btn btn-quiet")
            + "</div>"
        )
    else:
        parts.append(f'<p class="wm-hint">{esc(t(lang, "wm_tilt_hint"))}</p>')
        parts.append(tilt_buttons(c, st, acting, p))
        parts.append(
            '<div class="actions">'
            + button(t(lang, "wm_turn_die"), "wm_turn", cls="btn btn-secondary")
            + button(t(lang, "wm_other_die"), "wm_cancel", cls="btn btn-quiet")
            + "</div>"
        )
    if not turning(c):
        parts.append(dice_list(c, st, names, acting))
    if c.can_undo():
        parts.append(
            '<div class="actions">'
            + button(t(lang, "undo"), "undo", cls="btn btn-quiet")
            + "</div>"
        )
    parts.append(quiet_line(lang, st))
    return _panel(acting, "is-mine", chip, head, "".join(parts))


def _panel(seat: int, cls: str, chip: str, head: str, body: str) -> str:
    return (
        f'<div class="panel wm-turn seat-{seat} {cls}">'
        f"<h2>{chip}<span>{esc(head)}</span></h2>{body}</div>"
    )


# -- what happened ---------------------------------------------------------------------------
def shown_records(c: Table, st: View) -> list[View]:
    """The moves since the viewer's own last one (that one included); else one round."""
    recent: list[View] = st["recent"]
    viewer = c.viewer()
    humans = c.humans()
    me = viewer if viewer is not None else (humans[0] if len(humans) == 1 else None)
    if me is not None and st["seats"][me]["last_turn"] > 0:
        since = st["seats"][me]["last_turn"]
        return [r for r in recent if r["n"] >= since]
    return recent[-len(st["seats"]) :]


def happened(c: Table, view: View, st: View, names: list[str]) -> str:
    lang = c.lang
    records = shown_records(c, st)
    if not records:
        text = t(lang, "wm_nothing_yet")
        return (
            f'<section class="wm-log"><h2>{esc(t(lang, "wm_log"))}</h2>'
            f'<p class="meta">{esc(text)}</p></section>'
        )
    items = []
    for rec in reversed(records):
        lines = record_lines(lang, names, rec)
        first, rest = lines[0], lines[1:]
        more = "".join(f"<li>{esc(line)}</li>" for line in rest)
        cls = "wm-rec is-latest" if rec is records[-1] else "wm-rec"
        items.append(
            f'<li class="{cls}">{colour_chip(lang, COLOURS[rec["seat"]])}'
            f"<span>{esc(first)}</span>" + (f"<ul>{more}</ul>" if more else "") + "</li>"
        )
    return (
        f'<section class="wm-log"><h2>{esc(t(lang, "wm_log"))}</h2>'
        f'<ol class="wm-recs">{"".join(items)}</ol></section>'
    )


# -- the players ------------------------------------------------------------------------------
def players(c: Table, view: View, st: View, names: list[str]) -> str:
    lang = c.lang
    cards = []
    for s in st["seats"]:
        seat = s["seat"]
        badges = []
        if view["players"][seat]["bot"] is not None:
            badges.append(computer_badge(lang))
        if st["turn"] == seat:
            badges.append(f'<span class="badge badge-turn">{esc(t(lang, "wm_to_move"))}</span>')
        caught = "".join(
            f'<span class="wm-caught-die">{colour_chip(lang, col)}</span>' for col in s["captured"]
        )
        stats = [
            t(lang, "wm_on_plate", n=s["on_plate"]),
            t(lang, "wm_captured", n=len(s["captured"])),
            t(lang, "wm_removed", n=s["removed"]),
        ]
        active = " is-active" if st["turn"] == seat else ""
        cards.append(
            f'<li class="wm-player seat-{seat}{active}">'
            f'<p class="wm-pname">{colour_chip(lang, s["colour"])}'
            f"<strong>{esc(names[seat])}</strong>{''.join(badges)}</p>"
            f'<p class="wm-score">{esc(t(lang, "wm_score", n=s["score"]))}</p>'
            f'<p class="meta">{esc(" · ".join(stats))}</p>'
            + (f'<p class="wm-caught">{caught}</p>' if caught else "")
            + f'<p class="meta">{esc(goal_words(c, st, seat))}</p></li>'
        )
    return (
        f'<section class="wm-players"><h2>{esc(t(lang, "wm_players"))}</h2>'
        f'<ul class="wm-player-list">{"".join(cards)}</ul></section>'
    )


# -- the end --------------------------------------------------------------------------------------
def end_panel(c: Table, view: View, st: View, names: list[str]) -> str:
    lang = c.lang
    result = view["result"] or {}
    winners: list[int] = result.get("winners", [])
    humans = c.humans()
    lines = []
    if len(humans) == 1:
        lines.append(t(lang, "wm_you_won" if humans[0] in winners else "wm_you_lost"))
    lines.append(
        t(lang, "wm_winner", who=" & ".join(_who(lang, names, w) for w in winners))
        if len(winners) == 1
        else t(lang, "wm_winners", who=" & ".join(_who(lang, names, w) for w in winners))
    )
    head = "".join(
        f'<p class="outcome{" big" if i == 0 else ""}">{esc(line)}</p>'
        for i, line in enumerate(lines)
    )
    places = result.get("places", [])
    rows = []
    for seat in result.get("ranking", range(len(names))):
        s = st["seats"][seat]
        place = places[seat] if seat < len(places) else ""
        rows.append(
            f'<tr class="seat-{seat}"><td>{esc(place)}</td>'
            f'<th scope="row">{colour_chip(lang, s["colour"])} {esc(names[seat])}</th>'
            f"<td>{len(s['captured'])}</td><td>{s['removed']}</td>"
            f"<td><strong>{s['score']}</strong></td></tr>"
        )
    heads = "".join(
        f'<th scope="col">{esc(t(lang, k))}</th>'
        for k in ("wm_place", "player", "wm_col_captured", "wm_col_removed", "wm_col_score")
    )
    table = (
        '<div class="table-wrap"><table class="scores wm-scores">'
        f"<thead><tr>{heads}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
    )
    why = end_reason(lang, names, st)
    return (
        '<div class="panel wm-turn end">'
        f"<h2>{esc(t(lang, 'wm_game_over'))}</h2>{head}"
        f'<p class="meta">{esc(why)} {esc(t(lang, "wm_count_rule"))}</p>'
        + table
        + end_actions(lang)
        + "</div>"
    )


def announce(c: Table) -> str:
    """The latest move in words, then whose turn it is (or how the game ended)."""
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st = view["state"]
    names = names_of(view)
    said = " ".join(record_lines(lang, names, st["recent"][-1])) if st["recent"] else ""
    if view["over"]:
        return f"{said} {end_reason(lang, names, st)}".strip()
    ask = _whose(c, names, st["turn"])
    return f"{said} {ask}".strip()
