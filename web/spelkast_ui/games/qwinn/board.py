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

from ...kit.chrome import end_actions
from ...kit.html import button, esc
from ...kit.i18n import join_words
from ...kit.seats import computer_badge, names_of, token
from .i18n import BOYCOTT_NAMES, FIELD_NEEDS, t
from .play import field_name

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def boycott_name(lang: str, kind: str) -> str:
    return BOYCOTT_NAMES[kind][1 if lang == "en" else 0]


def dice_words(lang: str, dice: list[int]) -> str:
    white = "-".join(str(v) for v in dice[: board.RED])
    return f"{white} + {t(lang, 'qn_red')} {dice[board.RED]}"


# -- the yellow track ----------------------------------------------------------------------
def reachable(c: Table, st: View) -> dict[str, tuple[int, str, int]]:
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


def track_html(c: Table, view: View, st: View) -> str:
    lang = c.lang
    names = names_of(view)
    choosing = reachable(c, st)
    acting = c.acting_human()
    interactive = acting is not None and st["phase"] == "throw" and st["throws"] > 0
    here = st["players"][acting]["field"] if acting is not None else None
    rows = []
    for field in (*board.TRACK, TOPPER):
        pawns = [s for s, p in enumerate(st["players"]) if p["field"] == field]
        reach = choosing.get(field)
        if interactive and field == here and field in st["fits"]:
            reach = (st["fits"][field], "stay", 0)
        row = _row(lang, names, st, field, pawns, reach, interactive)
        rows.append(row.replace("qn-fbtn ", "qn-fbtn is-here ", 1) if field == here else row)
    return (
        f'<section class="qn-board" aria-labelledby="qn-track-h">'
        f'<h2 id="qn-track-h" class="qn-board-head">{esc(t(lang, "qn_track"))}</h2>'
        f'<ol class="qn-track">{"".join(rows)}</ol></section>'
    )


def _row(
    lang: str,
    names: list[str],
    st: View,
    field: str,
    pawns: list[int],
    reach: tuple[int, str, int] | None,
    interactive: bool,
) -> str:
    name = field_name(lang, field)
    fits = None if st["phase"] == "over" else st["fits"].get(field)
    topper = field == TOPPER
    cls = "qn-field" + (" is-topper" if topper else "") + (" is-fit" if fits is not None else "")
    pawn_html = "".join(token(s) for s in pawns)
    pawn_words = [t(lang, "qn_pawn_of", name=names[s]) for s in pawns]
    tag = ""
    if reach is not None:
        points, how, steps = reach
        cls += " is-reach"
        tag_text = t(lang, "qn_jump", d=steps) if how == "jump" else t(lang, f"qn_{how}")
        tag = (
            f'<span class="qn-pts">{esc(t(lang, "qn_pts", n=points))}</span>'
            f'<span class="qn-how qn-how-{how}">{esc(tag_text)}</span>'
        )
        label = t(lang, f"qn_go_{how}", field=name, n=points, d=steps)
    elif fits is not None:
        tag = f'<span class="qn-pts is-quiet">{esc(t(lang, "qn_pts", n=fits))}</span>'
        label = f"{name}: {t(lang, 'qn_fits_n', n=fits)}"
    else:
        label = name
    if pawn_words:
        label += " (" + join_words(lang, pawn_words) + ")"
    needs = FIELD_NEEDS[field][1 if lang == "en" else 0]
    inner = (
        f'<span class="qn-fname">{esc(name)}<small>{esc(needs)}</small></span>'
        f'<span class="qn-pawns">{pawn_html}</span><span class="qn-tag">{tag}</span>'
    )
    if interactive:
        if reach is None:
            cls += " is-off"
            label = t(lang, "qn_field_off", field=label)
        act = "stay" if reach is not None and reach[1] == "stay" else "go"
        body = button(label, act, field, cls=f"qn-fbtn {cls}", content=inner)
        return f"<li>{body}</li>"
    return f'<li class="{cls}" aria-label="{esc(label)}">{inner}</li>'


# -- the players -----------------------------------------------------------------------------
def player_card(c: Table, view: View, st: View, seat: int, far: bool) -> str:
    lang = c.lang
    names = names_of(view)
    p = st["players"][seat]
    other = names[1 - seat]
    marks = []
    if view["players"][seat]["bot"] is not None:
        marks.append(computer_badge(lang))
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
    return (
        f'<section class="{cls}" aria-labelledby="qn-p{seat}">{head}{score}'
        f"{_green(lang, names[seat], p)}{_red_fields(lang, names[seat], other, p)}</section>"
    )


def _green(lang: str, name: str, p: View) -> str:
    at = p["green"]
    cells = [f'<li class="qn-g qn-g0{" is-on" if at is None else ""}">0</li>']
    cells += [
        f'<li class="qn-g{" is-on" if g == at else ""}{" is-past" if at and g < at else ""}">'
        f"{g}</li>"
        for g in board.GREEN_FIELDS
    ]
    where = t(lang, "qn_score_at", n=at) if at is not None else t(lang, "qn_score_start")
    label = f"{t(lang, 'qn_score_track', name=name)}: {where}"
    return f'<ol class="qn-green" role="img" aria-label="{esc(label)}">{"".join(cells)}</ol>'


def _red_fields(lang: str, name: str, other: str, p: View) -> str:
    items = []
    for kind in board.BOYCOTTS:
        on = p["boycott"] == kind
        word = boycott_name(lang, kind)
        mark = f'<span class="qn-bpawn">{esc(other[:1].upper())}</span>' if on else ""
        items.append(
            f'<li class="qn-b{" is-on" if on else ""}"><span>{esc(word)}</span>{mark}</li>'
        )
    status = (
        t(lang, "qn_boycott_here", kind=boycott_name(lang, p["boycott"]), name=name)
        if p["boycott"]
        else t(lang, "qn_no_boycott")
    )
    label = f"{t(lang, 'qn_boycotts_on', name=name)}: {status}"
    return f'<ul class="qn-reds" role="img" aria-label="{esc(label)}">{"".join(items)}</ul>'


# -- the log ----------------------------------------------------------------------------------
def turn_text(lang: str, names: list[str], turn: View) -> str:
    name = names[turn["seat"]]
    field = field_name(lang, turn["to"]) if turn.get("to") else ""
    if turn["failed"]:
        parts = [t(lang, "qn_log_fail", t=turn["turn"], name=name)]
        if turn["minus"]:
            parts.append(t(lang, "qn_log_minus", n=turn["minus"]))
        if turn["boycott_lost"]:
            kind = boycott_name(lang, turn["boycott_lost"])
            parts.append(t(lang, "qn_log_lost", kind=kind, name=names[1 - turn["seat"]]))
    else:
        key = "qn_log_jump" if turn["jump"] else "qn_log_move"
        if turn["to"] == turn["from"]:
            key = "qn_log_stay"
        parts = [t(lang, key, t=turn["turn"], name=name, field=field, n=turn["points"])]
        red = turn.get("red")
        if red and red["use"] == "boycott":
            kind = boycott_name(lang, red["kind"])
            parts.append(t(lang, "qn_log_placed", kind=kind, name=names[1 - turn["seat"]]))
        elif red and red["use"] == "remove":
            parts.append(t(lang, "qn_log_removed", kind=boycott_name(lang, red["kind"])))
    if turn.get("dice"):
        parts.append(t(lang, "qn_log_dice", dice=dice_words(lang, turn["dice"])))
    return " · ".join(parts)


def log_html(lang: str, view: View, st: View) -> str:
    names = names_of(view)
    turns = list(reversed(st["history"]))
    if not turns:
        return ""
    items = "".join(
        f"<li>{token(turn['seat'])}<span>{esc(turn_text(lang, names, turn))}</span></li>"
        for turn in turns
    )
    return (
        f'<details class="history"><summary>{esc(t(lang, "log"))}</summary>'
        f'<ol class="log qn-log">{items}</ol></details>'
    )


# -- the end ----------------------------------------------------------------------------------
def outcome(lang: str, names: list[str], result: View) -> str:
    winners: list[int] = result.get("winners", [])
    scores: list[int] = result.get("scores", [])
    if not winners:
        return ""
    if len(winners) == 1:
        return t(lang, "qn_winner", name=names[winners[0]], n=scores[winners[0]])
    return t(lang, "qn_shared", names=join_words(lang, [names[s] for s in winners]), n=scores[0])


def end_panel(c: Table, view: View, st: View) -> str:
    lang = c.lang
    names = names_of(view)
    result = view["result"] or {}
    winners: list[int] = result.get("winners", [])
    lines = [outcome(lang, names, result)]
    humans = c.humans()
    if len(humans) == 1:
        lines.insert(0, t(lang, "qn_you_won" if humans[0] in winners else "qn_you_lost"))
    if st["winner"] is not None:
        why = t(lang, "qn_why_target", name=names[st["winner"]], target=st["target"])
    else:
        why = t(lang, "qn_why_limit", n=st["turns_total"])
    head = "".join(
        f'<p class="outcome{" big" if i == 0 else ""}">{esc(line)}</p>'
        for i, line in enumerate(lines)
    )
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
        f"<h2>{esc(t(lang, 'qn_game_over'))}</h2>{head}"
        f'<p class="meta">{esc(why)} {esc(t(lang, "qn_turns_played", n=st["turns_total"]))}</p>'
        + table
        + end_actions(lang)
        + "</div>"
    )
