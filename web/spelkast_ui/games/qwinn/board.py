"""The Qwinn board as HTML: the yellow track with both pawns, each player's score track
and red boycott fields, the turn log and the end panel.

While the human on the move chooses where the pawn goes, every track field is a button:
the fields the throw allows are marked with their points and how they are reached (a
step, free from Topper, or a jump that needs the red die); a tap on another field
explains why it cannot be taken.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.games.qwinn import board
from pyengine.games.qwinn.throws import TOPPER
from pyengine.games.qwinn.view import PlayerView, TurnView
from pyengine.games.qwinn.view import View as GameView

from ...kit.chrome import end_actions
from ...kit.gameplay import move_val
from ...kit.html import attrs, esc
from ...kit.i18n import Person, join_words
from ...kit.seats import computer_badge, names_of, person, token
from .i18n import FIELD_NEEDS, t
from .news import dice_words, news_html
from .play import boycott_name, field_name, go_action
from .seen import active_seat

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def sr(text: str) -> str:
    """Words only a screen reader speaks, between the pieces the screen shows."""
    return f'<span class="sr-only"> {esc(text)} </span>'


# -- the yellow track ----------------------------------------------------------------------
def reachable(c: Table, st: GameView) -> dict[str, tuple[int, str, int]]:
    """Fields the acting human may take now: field -> (points, how, distance)."""
    seat = c.acting_human()
    if seat is None or c.match is None or st["phase"] != "throw" or not st["throws"]:
        return {}
    at = st["players"][seat]["field"]
    out: dict[str, tuple[int, str, int]] = {}
    for action in c.match.legal_actions(seat):
        if action["type"] not in ("move", "jump"):
            continue
        target = action["field"]
        steps = board.distance(at, target)
        how = "jump" if action["type"] == "jump" else ("step" if steps is not None else "free")
        out[target] = (st["fits"][target], how, steps or 0)
    return out


def reachable_by_mover(c: Table, st: GameView) -> set[str]:
    """Fields the seat on the move (a computer, or a person not holding the device) may
    take with the dice on the table: Qwinn hides nothing, so the track shows them."""
    seat = c.seat_to_move()
    if seat is None or c.match is None or st["phase"] != "throw" or not st["throws"]:
        return set()
    moves = [a for a in c.match.legal_actions(seat) if a["type"] in ("move", "jump")]
    return {a["field"] for a in moves}


def track_html(c: Table, view: View, st: GameView) -> str:
    """The yellow track in its order, Topper last. On a phone it is a grid of four
    fields a row (read like a text), so the whole track and its marked fields fit next
    to the dice; on a tablet lying flat it runs top to bottom."""
    lang = c.lang
    people = [person(c, s) for s in range(len(view["players"]))]
    choosing = reachable(c, st)
    acting = c.acting_human()
    interactive = acting is not None and st["phase"] == "throw" and st["throws"] > 0
    here = st["players"][acting]["field"] if acting is not None else None
    # What a throw scores is shown only where the pawn on the move can go: a field the
    # dice fit but the pawn cannot reach shows no points (issue 33: "+18" on such a field
    # read as an offer while the panel said the pawn could go nowhere).
    shown = set(choosing) if interactive else reachable_by_mover(c, st)
    rows = []
    for field in (*board.TRACK, TOPPER):
        pawns = [s for s, p in enumerate(st["players"]) if p["field"] == field]
        reach = choosing.get(field)
        if interactive and field == here and field in st["fits"]:
            reach = (st["fits"][field], "stay", 0)
        tile = _Tile(field, pawns, reach, field == here)
        rows.append(_row(lang, people, st, tile, interactive, field in shown))
    return (
        f'<section class="qn-board" aria-labelledby="qn-track-h">'
        f'<div class="qn-board-top"><h2 id="qn-track-h">{esc(t(lang, "qn_track"))}</h2>'
        f'<p class="meta">{esc(t(lang, "qn_goal_full", n=st["target"]))}</p></div>'
        f'<ol class="qn-track">{"".join(rows)}</ol></section>'
    )


class _Tile:
    """One field of the track as drawn: who stands on it, and how the pawn reaches it."""

    def __init__(
        self, field: str, pawns: list[int], reach: tuple[int, str, int] | None, here: bool
    ) -> None:
        self.field = field
        self.pawns = pawns
        self.reach = reach
        self.here = here


def _row(
    lang: str, people: list[Person], st: GameView, tile: _Tile, interactive: bool, scored: bool
) -> str:
    """A field: its name, what it needs, the pawns on it and what it scores now. As a
    button its accessible name is its visible text, joined by a few spoken words."""
    field, reach = tile.field, tile.reach
    name = field_name(lang, field)
    fits = None if st["phase"] == "over" else st["fits"].get(field)
    cls = "qn-field" + (" is-topper" if field == TOPPER else "")
    cls += " is-fit" if fits is not None else ""
    pawns = ""
    if tile.pawns:
        words = join_words(lang, [t(lang, "qn_pawn_of", about=people[s]) for s in tile.pawns])
        pawns = f'<span class="qn-pawns">{"".join(token(s) for s in tile.pawns)}{sr(words)}</span>'
    tag = ""
    if reach is not None:
        points, how, steps = reach
        cls += " is-reach"
        how_text = t(lang, "qn_jump", d=steps) if how == "jump" else t(lang, f"qn_{how}")
        needs_red = sr(t(lang, "qn_jump_needs", d=steps)) if how == "jump" else ""
        tag = (
            f'<span class="qn-pts">{esc(t(lang, "qn_pts", n=points))}'
            f"{sr(t(lang, 'qn_pts_words', n=points))}</span> "
            f'<span class="qn-how qn-how-{how}">{esc(how_text)}{needs_red}</span>'
        )
    elif fits is not None and scored:
        tag = (
            f'<span class="qn-pts is-quiet">{esc(t(lang, "qn_pts", n=fits))}'
            f"{sr(t(lang, 'qn_pts_words', n=fits))}</span>"
        )
    needs = FIELD_NEEDS[field][1 if lang == "en" else 0]
    inner = (
        f'<span class="qn-fname">{esc(name)}</span> '
        # what the field needs: read out on a phone, shown on a tablet's long track
        f'<small class="qn-needs sr-only">{esc(needs)}</small> '
        f'<span class="qn-fmeta">{pawns}{tag}</span>'
    )
    if not interactive:
        return f'<li><div class="{cls}">{inner}</div></li>'
    if reach is None:
        cls += " is-unreachable"
        inner += sr(t(lang, "qn_field_off"))
    if tile.here:
        cls += " is-here"
    stay = reach is not None and reach[1] == "stay"
    act = "stay" if stay else "go"
    move = {"type": "stay"} if stay else go_action(st, active_seat(st), field)
    # Named by its content (no aria-label): what a speech user reads is what it is called.
    button_attrs = attrs(
        type="button",
        class_=f"qn-fbtn {cls}",
        data_act=act,
        data_arg=field,
        data_val=move_val(move),
    )
    return f"<li><button{button_attrs}>{inner}</button></li>"


# -- the players -----------------------------------------------------------------------------
def player_card(c: Table, view: View, st: GameView, seat: int, far: bool) -> str:
    lang = c.lang
    names = names_of(view, c.lang)
    p = st["players"][seat]
    marks = []
    if view["players"][seat]["bot"] is not None:
        marks.append(computer_badge(lang, names[seat]))
    if not view["over"] and seat in (c.seat_to_move(),) and st["phase"] != "start":
        marks.append(f'<span class="badge badge-turn">{esc(t(lang, "qn_to_move"))}</span>')
    cls = f"qn-side seat-{seat % 6}" + (" is-far" if far else " is-near")
    if not view["over"] and st["active"] == seat:
        cls += " is-active"
    head = (
        f'<h2 class="qn-name" id="qn-p{seat}">{token(seat)}<span>{esc(names[seat])}</span>'
        f"{''.join(marks)}</h2>"
    )
    score = (
        f'<p class="qn-score"><strong>{esc(t(lang, "qn_points_n", n=p["score"]))}</strong>'
        f'<span class="meta">{esc(t(lang, "qn_on_field", field=field_name(lang, p["field"])))}'
        "</span></p>"
    )
    who = person(c, seat)
    return (
        f'<section class="{cls}" aria-labelledby="qn-p{seat}">{head}{score}'
        f"{_green(lang, who, p)}{_red_fields(lang, who, names[1 - seat], p)}</section>"
    )


def _green(lang: str, who: Person, p: PlayerView) -> str:
    """The green score track: one picture, named by where the score pawn stands."""
    at = p["green"]
    cells = [f'<span class="qn-g qn-g0{" is-on" if at is None else ""}">0</span>']
    cells += [
        f'<span class="qn-g{" is-on" if g == at else ""}{" is-past" if at and g < at else ""}">'
        f"{g}</span>"
        for g in board.GREEN_FIELDS
    ]
    where = t(lang, "qn_score_at", n=at) if at is not None else t(lang, "qn_score_start")
    label = f"{t(lang, 'qn_score_track', about=who)}: {where}"
    return f'<div class="qn-green" role="img" aria-label="{esc(label)}">{"".join(cells)}</div>'


def _red_fields(lang: str, who: Person, other: str, p: PlayerView) -> str:
    """The red boycott fields: one picture, named by the boycott lying on this player."""
    items = []
    for kind in board.BOYCOTTS:
        on = p["boycott"] == kind
        word = boycott_name(lang, kind)
        mark = f'<span class="qn-bpawn">{esc(other[:1].upper())}</span>' if on else ""
        items.append(
            f'<span class="qn-b{" is-on" if on else ""}"><span>{esc(word)}</span>{mark}</span>'
        )
    status = (
        t(lang, "qn_boycott_here", about=who, kind=boycott_name(lang, p["boycott"]))
        if p["boycott"]
        else t(lang, "qn_no_boycott")
    )
    label = f"{t(lang, 'qn_boycotts_on', about=who)}: {status}"
    return f'<div class="qn-reds" role="img" aria-label="{esc(label)}">{"".join(items)}</div>'


# -- the log ----------------------------------------------------------------------------------
def turn_text(lang: str, people: list[Person], turn: TurnView) -> str:
    me, other = people[turn["seat"]], people[1 - turn["seat"]]
    to = turn["to"]
    field = field_name(lang, to) if to else ""
    if turn["failed"]:
        parts = [t(lang, "qn_log_fail", about=me, t=turn["turn"])]
        if turn["minus"]:
            parts.append(t(lang, "qn_log_minus", n=turn["minus"]))
        lost = turn["boycott_lost"]
        if lost:
            kind = boycott_name(lang, lost)
            parts.append(t(lang, "qn_log_lost", about=other, kind=kind))
    else:
        key = "qn_log_jump" if turn["jump"] else "qn_log_move"
        if turn["to"] == turn["from"]:
            key = "qn_log_stay"
        parts = [t(lang, key, about=me, t=turn["turn"], field=field, n=turn["points"])]
        red = turn.get("red")
        laid = red["kind"] if red else None
        if red and red["use"] == "boycott" and laid:
            kind = boycott_name(lang, laid)
            parts.append(t(lang, "qn_log_placed", about=other, kind=kind))
        elif red and red["use"] == "remove" and laid:
            parts.append(t(lang, "qn_log_removed", kind=boycott_name(lang, laid)))
    dice = turn["dice"]
    if dice:
        parts.append(t(lang, "qn_log_dice", dice=dice_words(lang, dice)))
    return " · ".join(parts)


def people_of(c: Table) -> list[Person]:
    """Every seat as sentences name it ("you" for the viewer's own)."""
    assert c.match is not None
    return [person(c, s) for s in range(len(c.match.players))]


def log_html(c: Table, st: GameView) -> str:
    people = people_of(c)
    turns = list(reversed(st["history"]))
    if not turns:
        return ""
    items = "".join(
        f"<li>{token(turn['seat'])}<span>{esc(turn_text(c.lang, people, turn))}</span></li>"
        for turn in turns
    )
    return (
        f'<details class="history"><summary>{esc(t(c.lang, "log"))}</summary>'
        f'<ol class="log qn-log">{items}</ol></details>'
    )


# -- the end ----------------------------------------------------------------------------------
def outcome(lang: str, people: list[Person], result: View) -> str:
    winners: list[int] = result.get("winners", [])
    scores: list[int] = result.get("scores", [])
    if not winners:
        return ""
    if len(winners) == 1:
        return t(lang, "qn_winner", about=people[winners[0]], n=scores[winners[0]])
    names = join_words(lang, [people[s].name for s in winners])
    return t(lang, "qn_shared", names=names, n=scores[0])


def end_panel(c: Table, view: View, st: GameView) -> str:
    """The end: the last moves that decided it on top, who won and why, the scores."""
    lang = c.lang
    names = names_of(view, c.lang)
    people = people_of(c)
    result = view["result"] or {}
    if st["winner"] is not None:
        why = t(lang, "qn_why_target", about=people[st["winner"]], n=st["target"])
    else:
        why = t(lang, "qn_why_limit", n=st["turns_total"])
    rows = "".join(
        f'<tr class="seat-{s % 6}"><th scope="row">{token(s)} {esc(names[s])}</th>'
        f"<td>{st['players'][s]['score']}</td></tr>"
        for s in result.get("ranking", range(len(names)))
    )
    table = (
        '<div class="table-wrap"><table class="scores qn-scores"><thead><tr>'
        f'<th scope="col">{esc(t(lang, "player"))}</th>'
        f'<th scope="col">{esc(t(lang, "qn_points_head"))}</th>'
        f"</tr></thead><tbody>{rows}</tbody></table></div>"
    )
    return (
        '<div class="panel qn-turn end">'
        + news_html(c)
        + f"<h2>{esc(t(lang, 'qn_game_over'))}</h2>"
        + f'<p class="outcome big">{esc(outcome(lang, people, result))}</p>'
        + f'<p class="meta">{esc(why)} {esc(t(lang, "qn_turns_played", n=st["turns_total"]))}</p>'
        + table
        + end_actions(lang)
        + "</div>"
    )
