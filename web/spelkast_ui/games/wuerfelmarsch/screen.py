"""The Würfelmarsch table: the turn card (what happened since your last move, then what to
do), the plate with the tools of the moment in its empty corners, the quiet-move counter,
what the latest moves did in detail, the players (colour, dice on the plate, captures,
count, goal corner) and the end with the ranking.

A turn fits one phone screen (360 x 640): the card is short, the plate fills the width
under it. Captures are announced at the top of the card in the viewer's words ("You
capture 2 of Anna's dice", "Computer captures your die") and stay there until his next
move; the computers' moves come one by one, each adding its line. Nothing is hidden;
everyone sees the same plate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine import GAMES
from pyengine.games.wuerfelmarsch.view import MoveView
from pyengine.games.wuerfelmarsch.view import View as GameView
from pyengine.pyramid.geometry import Pos

from ...kit.chrome import back_button, end_actions, game_tools, notice, screen
from ...kit.html import button, esc
from ...kit.i18n import Person, pick
from ...kit.seats import computer_badge, names_of, person
from ...pyramid.frame import pyramid_frame
from ...pyramid.svg import colour_chip, pyramid_legend
from ...pyramid.words import colour_name
from .board import board, dice_list, goal_words, tilt_buttons, turn_chooser, view_tools
from .i18n import t
from .play import picked, tilts, turning
from .words import COLOURS, changed, end_reason, events, record_lines, winners_line

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def people_of(c: Table, view: View) -> list[Person]:
    """Every seat as sentences name it ("you" for the viewer's own)."""
    return [person(c, seat) for seat in range(len(view["players"]))]


def render_game(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st: GameView = view["state"]
    people = people_of(c, view)
    records = shown_records(c, st)
    over = view["over"]
    top = end_panel(c, view, st, people) if over else turn_panel(c, view, st, people, records)
    body = pyramid_frame(
        board(c, view, st, people, records, view_tools(c, people)),
        notice(c) + top + ("" if over else _below(c, st)) + players(c, view, st),
        happened(c, st, people) + pyramid_legend(lang) + game_tools(lang, view["game"]),
    )
    sub = t(lang, "wm_move_n", n=st["moves"]) if st["moves"] else t(lang, "wm_sub_start")
    title = pick(GAMES[view["game"]].title, lang)
    return screen("game", title, body, back_button(c), sub, cls="game-wuerfelmarsch pyr-game")


def _whose(c: Table, people: list[Person], seat: int) -> str:
    if c.acting_human() is None:
        return t(c.lang, "wm_moving", about=people[seat])
    return t(c.lang, "wm_turn_of", about=people[seat])


def quiet_line(lang: str, st: GameView) -> str:
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
def turn_panel(
    c: Table, _view: View, st: GameView, people: list[Person], records: list[MoveView]
) -> str:
    """The card over the plate: the news first, then whose turn it is and what to do."""
    lang = c.lang
    seat = st["turn"]
    assert seat is not None, "a game on has a player to move"
    acting = c.acting_human()
    news = news_list(c, people, records)
    head = _whose(c, people, seat)  # on a shared device by name ("Ann's turn")
    if acting is None:
        return _panel(c, seat, "is-waiting", news, head, "")
    p = picked(c)
    parts: list[str] = []
    if p is None:
        hint = t(lang, "wm_pick", colour=colour_name(lang, COLOURS[acting]))
    elif turning(c):
        # The chooser's own questions lead the way, the way back beside whose turn it is:
        # the whole turn fits under the plate on a phone.
        back = button(t(lang, "wm_back_to_tilt"), "wm_tilting", cls="btn btn-quiet btn-small")
        parts.append(turn_chooser(c, st, acting, p))
        return _panel(c, acting, "is-mine is-turning", news, head, "", "".join(parts), back)
    else:
        free = any(why is None for _, _, why in tilts(st, acting, p))
        hint = t(lang, "wm_tilt_hint" if free else "wm_no_tilt")
        parts.append(_die_tools(c, st, acting, p))
    if c.can_undo():
        parts.append(
            '<div class="actions">'
            + button(t(lang, "undo"), "undo", cls="btn btn-quiet")
            + "</div>"
        )
    return _panel(c, acting, "is-mine", news, head, hint, "".join(parts))


def _die_tools(c: Table, st: GameView, seat: int, p: Pos) -> str:
    """With a die picked: the arrows, turning the die, or another die."""
    lang = c.lang
    buttons = button(t(lang, "wm_turn_die"), "wm_turn", cls="btn btn-secondary") + button(
        t(lang, "wm_other_die"), "wm_cancel", cls="btn btn-quiet"
    )
    return (
        f'<div class="wm-tools">{tilt_buttons(c, st, seat, p)}'
        f'<div class="wm-die-do">{buttons}</div></div>'
    )


def _below(c: Table, st: GameView) -> str:
    """Under the plate: the counter, and the acting player's dice as a list."""
    acting = c.acting_human()
    extra = ""
    if acting is not None and not turning(c):
        extra = dice_list(c, st, acting)
    return f'<div class="wm-below">{quiet_line(c.lang, st)}{extra}</div>'


def _panel(
    c: Table, seat: int, cls: str, news: str, head: str, hint: str, more: str = "", aside: str = ""
) -> str:
    """The card: the news, then one paragraph "[R] Your turn. Tap ..." (and ``aside``
    beside it) and the choices."""
    chip = colour_chip(c.lang, COLOURS[seat], name_hidden=True)
    what = f' <p class="wm-hint">{esc(hint)}</p>' if hint else ""
    do = "wm-do has-aside" if aside else "wm-do"
    return (
        f'<div class="panel wm-turn seat-{seat} {cls}">{news}'
        f'<div class="{do}"><h2>{chip}<span>{esc(head)}</span></h2>{what}{aside}</div>{more}</div>'
    )


# -- what happened ---------------------------------------------------------------------------
def shown_records(c: Table, st: GameView) -> list[MoveView]:
    """The moves since the viewer's own last one (that one included); else one round."""
    recent: list[MoveView] = st["recent"]
    viewer = c.viewer()
    humans = c.humans()
    me = viewer if viewer is not None else (humans[0] if len(humans) == 1 else None)
    if me is not None and st["seats"][me]["last_turn"] > 0:
        since = st["seats"][me]["last_turn"]
        return [r for r in recent if r["n"] >= since]
    return recent[-len(st["seats"]) :]


def news_list(c: Table, people: list[Person], records: list[MoveView]) -> str:
    """The moves since the viewer's last one, one line each (a capture in its own words),
    oldest first: what changed the plate, where the player looks."""
    me = c.viewer()
    records = [r for r in records if r["seat"] != me or changed(r)]  # you know your move
    if not records:
        return ""
    lang = c.lang
    items = []
    for rec in records:
        cls = "wm-news-item"
        if changed(rec):
            cls += " is-capture"
        if rec is records[-1]:
            cls += " is-latest"
        chip = colour_chip(lang, COLOURS[rec["seat"]], name_hidden=True)
        text = " ".join(events(lang, people, rec))
        items.append(f'<li class="{cls}">{chip}<span>{esc(text)}</span></li>')
    label = esc(t(lang, "wm_since"))
    return f'<ol class="wm-news" aria-label="{label}">{"".join(items)}</ol>'


def happened(c: Table, st: GameView, people: list[Person]) -> str:
    """The latest moves in detail (each funnel's numbers), newest first."""
    lang = c.lang
    records = st["recent"][-len(st["seats"]) :]
    if not records:
        text = t(lang, "wm_nothing_yet")
        return (
            f'<section class="wm-log"><h2>{esc(t(lang, "wm_log"))}</h2>'
            f'<p class="meta">{esc(text)}</p></section>'
        )
    items = []
    for rec in reversed(records):
        lines = record_lines(lang, people, rec)
        first, rest = lines[0], lines[1:]
        more = "".join(f"<li>{esc(line)}</li>" for line in rest)
        cls = "wm-rec is-latest" if rec is records[-1] else "wm-rec"
        items.append(
            f'<li class="{cls}">{colour_chip(lang, COLOURS[rec["seat"]], name_hidden=True)}'
            f"<span>{esc(first)}</span>" + (f"<ul>{more}</ul>" if more else "") + "</li>"
        )
    return (
        f'<section class="wm-log"><h2>{esc(t(lang, "wm_log"))}</h2>'
        f'<ol class="wm-recs">{"".join(items)}</ol></section>'
    )


# -- the players ------------------------------------------------------------------------------
def players(c: Table, view: View, st: GameView) -> str:
    lang = c.lang
    names = names_of(view, c.lang)
    cards = []
    for s in st["seats"]:
        seat = s["seat"]
        badges = []
        if view["players"][seat]["bot"] is not None:
            badges.append(computer_badge(lang, names[seat]))
        if st["turn"] == seat and not view["over"]:
            badges.append(f'<span class="badge badge-turn">{esc(t(lang, "wm_to_move"))}</span>')
        caught = "".join(
            f'<span class="wm-caught-die">{colour_chip(lang, col, name_hidden=True)}</span>'
            for col in s["captured"]
        )
        stats = [
            t(lang, "wm_on_plate", n=s["on_plate"]),
            t(lang, "wm_captured", n=len(s["captured"])),
            t(lang, "wm_removed", n=s["removed"]),
        ]
        active = " is-active" if st["turn"] == seat and not view["over"] else ""
        cards.append(
            f'<li class="wm-player seat-{seat}{active}">'
            f'<p class="wm-pname">{colour_chip(lang, s["colour"], name_hidden=True)}'
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
def end_panel(c: Table, view: View, st: GameView, people: list[Person]) -> str:
    lang = c.lang
    result = view["result"] or {}
    winners: list[int] = result.get("winners", [])
    humans = c.humans()
    lines = []
    if len(humans) == 1:
        lines.append(t(lang, "wm_you_won" if humans[0] in winners else "wm_you_lost"))
    lines.append(winners_line(lang, people, winners))
    head = "".join(
        f'<p class="outcome{" big" if i == 0 else ""}">{esc(line)}</p>'
        for i, line in enumerate(lines)
    )
    places = result.get("places", [])
    names = names_of(view, c.lang)
    rows = []
    for seat in result.get("ranking", range(len(names))):
        s = st["seats"][seat]
        place = places[seat] if seat < len(places) else ""
        rows.append(
            f'<tr class="seat-{seat}"><td>{esc(place)}</td>'
            f'<th scope="row">{colour_chip(lang, s["colour"], name_hidden=True)} '
            f"{esc(names[seat])}</th>"
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
    why = end_reason(lang, people, st)
    return (
        '<div class="panel wm-turn end">'
        f"<h2>{esc(t(lang, 'wm_game_over'))}</h2>{head}"
        + end_actions(lang)  # the way on right under the outcome, in the first screen
        + f'<p class="meta">{esc(why)} {esc(t(lang, "wm_count_rule"))}</p>'
        + table
        + "</div>"
    )


def announce(c: Table) -> str:
    """The latest move in words, then whose turn it is (or how the game ended)."""
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st: GameView = view["state"]
    people = people_of(c, view)
    said = " ".join(record_lines(lang, people, st["recent"][-1])) if st["recent"] else ""
    if view["over"]:
        return f"{said} {end_reason(lang, people, st)}".strip()
    assert st["turn"] is not None, "a game on has a player to move"
    return f"{said} {_whose(c, people, st['turn'])}".strip()
