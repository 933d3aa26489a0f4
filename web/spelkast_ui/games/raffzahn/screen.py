"""The Raffzahn table.

One person at the device (a phone, against two computers): a card at the top with the
throw, what to do and what happened (who took how many, as it happens; after STOP the
round, until the next throw), his own side of the pyramid under it, and a bar at the
bottom of the screen with the throw or STOP, where the thumb is. It all fits one phone
screen, and the card keeps one height so the pyramid never moves; on a landscape tablet
the card and the bar stand beside the pyramid. Several people around a tablet: each gets a zone with
his own side of the pyramid turned towards him (the second person's zone upside down at the
top edge, the others along the bottom edge), his own throw and STOP; they grab at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine import GAMES
from pyengine.games.raffzahn.view import View as GameView

from ...kit.chrome import back_button, game_tools, notice, screen
from ...kit.dice import die_svg
from ...kit.html import attrs, button, esc, next_step
from ...kit.i18n import pick
from ...kit.seats import names_of, token
from ...kit.seats import only_person as you
from ...pyramid.frame import pyramid_arena, pyramid_frame
from ...pyramid.race import next_controls
from .board import side_board
from .i18n import t
from .panels import (
    end_panel,
    missed_line,
    outcome,
    players_html,
    race_lines,
    round_lines,
    score_table,
    take_lines,
    throw_line,
    who,
)
from .play import PLAY, STOP

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def render_game(c: Table) -> str:
    match = c.game()
    lang = c.lang
    table = match.view(None)
    names = names_of(table, c.lang)
    humans = c.humans()
    zones = len(humans) > 1
    if zones:
        top = end_panel(c, table, table["state"], None) if table["over"] else ""
        zone_list = [_zone(c, names, seat, table["over"]) for seat in humans]
        body = top + pyramid_arena("rz", zone_list, over=notice(c))  # a refusal on top
        body += players_html(c, table, table["state"]) + game_tools(lang, table["game"])
    else:
        seat = humans[0] if humans else None
        view = table if seat is None else match.view(seat)
        st: GameView = view["state"]
        me = you(c)
        top = end_panel(c, view, st, me) if view["over"] else _card(c, names, st, me)
        title = t(lang, "pyr_name")
        if seat is not None:
            title = t(lang, "rz_side_of", about=who(names, seat, me))
        board = side_board(c, st, seat, title, t(lang, "rz_edge_you"))
        bar = "" if view["over"] or seat is None else _bar(c, st, seat)
        if view["over"]:
            top += notice(c)  # else a refusal shows in the card, right under the pyramid
        side = top + bar  # the card has everybody's dice
        body = pyramid_frame(board, side, game_tools(lang, table["game"]), cls="rz-solo")
    title = pick(GAMES[table["game"]].title, lang)
    cls = "game-raffzahn pyr-game" + (" has-zones" if zones else "")
    return screen("game", title, body, back_button(c), t(lang, "rz_sub"), cls=cls)


# -- one person: the card and the bar ---------------------------------------------------------
def _card(c: Table, names: list[str], st: GameView, me: int | None) -> str:
    """What the throw asks, what the round did (the STOP, fouls, what the viewer left on
    his side) and everybody's dice in a small table: this round's, and in all. After a
    round the table comes first: the sentences under it may run long (a foul), and on a
    phone they, not the table's last row, then go under the bar at the screen's foot."""
    lang = c.lang
    phase = st["phase"]
    parts = []
    after_round = phase not in ("build", "race") and st["last"] is not None
    if phase == "build":
        parts.append(f'<p class="rz-next">{esc(t(lang, "rz_building"))}</p>')
    elif phase == "race":
        parts.append(throw_line(lang, names, st, me))
        lines = race_lines(lang, names, st, me, PLAY.stop_called(c))
        parts.append(f'<p class="rz-find">{esc(lines[0])}</p>')
        parts += [f'<p class="meta">{esc(line)}</p>' for line in lines[1:]]
    else:
        last = st["last"]
        if last is None:
            parts.append(throw_line(lang, names, st, me))
        else:
            # The STOP and the fouls (the takes are in the table), what he left.
            lines = round_lines(lang, names, last, me)
            n_takes = len(take_lines(lang, names, last["takes"], me)) or 1
            said = [lines[0], *lines[1 + n_takes :]]
            if me is not None:
                said.append(missed_line(lang, names, st, me))
            parts.append(score_table(lang, names, st, me))
            # One paragraph a sentence; a phone runs them on (web/pyramid.css), spaced.
            parts.append(
                '<div class="rz-summary">'
                + " ".join(f"<p>{esc(line)}</p>" for line in said)
                + "</div>"
            )
        words = _throw_words(c, names, st, me)
        if words:
            parts.append(f'<p class="rz-next">{esc(words)}</p>')
    if phase != "build" and not after_round:  # after a round it came first
        parts.append(score_table(lang, names, st, me))
    if st["plate_only"] and phase != "build":
        parts.append(f'<p class="meta rz-last-layer">{esc(t(lang, "rz_plate_only"))}</p>')
    parts.append(notice(c))  # a refusal: right under the pyramid, never over its dice
    seat = int(st["roller"])
    return f'<div class="panel rz-turn seat-{seat % 6}">{"".join(parts)}</div>'


def _throw_words(c: Table, names: list[str], st: GameView, me: int | None) -> str:
    """Who throws next; for one person, only before the first round (later the throw
    button in the bar says it, and the card keeps the room for the round)."""
    roller = int(st["roller"])
    if c.game().players[roller]["bot"] is not None:
        key = "rz_bot_next" if PLAY.waiting(c) else "rz_bot_throws"  # at the person's Next
        return t(c.lang, key, name=names[roller])
    if roller == me and st["last"] is not None and you(c) is not None:
        return ""
    return t(c.lang, "rz_throw_of", about=who(names, roller, me))


def _throw_button(lang: str, seat: int) -> str:
    return next_step(
        button(
            t(lang, "rz_throw"),
            "rz_throw",
            seat,
            cls="btn btn-primary rz-throw-btn",
            content=f"{die_svg(5, 'die-face rz-turquoise')}<span>{esc(t(lang, 'rz_throw'))}</span>",
            aria_label=t(lang, "rz_throw_long"),
        )
    )


def _stop_button(lang: str, seat: int) -> str:
    return button(
        t(lang, "rz_stop"),
        "rz_stop",
        seat,
        val=STOP,
        cls="btn rz-stop",
        aria_label=t(lang, "rz_stop_long"),
    )


def _controls(c: Table, st: GameView, seat: int) -> str:
    """The throw, or STOP, for ``seat`` when they are his; else nothing."""
    if c.entry is not None:
        return ""
    phase = st["phase"]
    mine = int(st["roller"]) == seat
    if phase == "throw" and mine:
        return _throw_button(c.lang, seat)
    if phase == "race" and mine and not PLAY.stop_called(c):
        return _stop_button(c.lang, seat)
    return ""


def _bar(c: Table, st: GameView, seat: int) -> str:
    """The bar at the bottom of a phone: the throw, or STOP, or what to look for."""
    lang = c.lang
    inner = _controls(c, st, seat)
    if not inner and st["phase"] == "race":
        inner = f'<p class="rz-bar-line">{esc(t(lang, "rz_find_zone", n=st["roll"]))}</p>'
    elif not inner and st["phase"] == "throw" and PLAY.between_races(c):
        inner = next_controls(c)  # a computer throws next: when he says so
    if not inner:
        return ""
    label = esc(t(lang, "rz_sub"))
    return f'<div class="rz-bar" role="group" aria-label="{label}">{inner}</div>'


# -- several people around a tablet ---------------------------------------------------------------
def _zone_lines(c: Table, names: list[str], st: GameView, seat: int) -> list[str]:
    """What the zone of ``seat`` says: in a race what to take, who calls STOP and who took
    how many so far; after it the round (the STOP, the takes, the fouls, what he left on
    his side) and who throws next. On a shared tablet every sentence names its person."""
    lang = c.lang
    if st["phase"] == "race":
        lines = race_lines(lang, names, st, None, PLAY.stop_called(c))
        return lines + take_lines(lang, names, st["takes"], None)
    last = st["last"]
    if st["phase"] == "over" or (st["phase"] == "throw" and last is None):
        return [_throw_words(c, names, st, None)] if st["phase"] == "throw" else []
    if st["phase"] == "throw" and last is not None:
        lines = round_lines(lang, names, last, None)
        missed = missed_line(lang, names, st, seat, you=False)
        return [*lines, missed, _throw_words(c, names, st, None)]
    return [t(lang, "rz_building")]


def _zone(c: Table, names: list[str], seat: int, over: bool) -> str:
    """A person's zone: his side of the pyramid and, beside it, his name and dice, the
    throw, his buttons and what is going on."""
    lang = c.lang
    st: GameView = c.game().view(seat)["state"]
    n = int(st["counts"][seat])
    head = (
        f'<p class="rz-zone-head">{token(seat)}<strong>{esc(names[seat])}</strong>'
        f' <span class="meta">{esc(t(lang, "rz_dice", n=n))}</span></p>'
    )
    lines = [line for line in _zone_lines(c, names, st, seat) if line]
    status = "".join(f"<p>{esc(line)}</p>" for line in lines)
    controls = "" if over else _controls(c, st, seat)
    board = side_board(
        c, st, seat, t(lang, "rz_side_of", about=who(names, seat, None)), names[seat]
    )
    return (
        "<section"
        + attrs(
            class_=f"pyr-zone rz-zone seat-{seat % 6}",
            data_seat=str(seat),
            aria_label=t(lang, "rz_seat_zone", name=names[seat]),
        )
        + f'>{board}<div class="rz-zone-side">{head}{throw_line(lang, names, st, None)}'
        + (f'<div class="rz-zone-buttons">{controls}</div>' if controls else "")
        + f'<div class="rz-zone-status">{status}</div></div></section>'
    )


# -- news for screen readers -----------------------------------------------------------------------
def announce(c: Table) -> str:
    match = c.game()
    lang = c.lang
    view = match.view(None)
    st: GameView = view["state"]
    names = names_of(view, c.lang)
    me = you(c)
    if view["over"]:
        return outcome(lang, names, view["result"] or {}, me)
    if st["phase"] == "race":
        return " ".join(race_lines(lang, names, st, me, PLAY.stop_called(c)))
    if st["last"] is not None:
        return " ".join(round_lines(lang, names, st["last"], me))
    return ""
