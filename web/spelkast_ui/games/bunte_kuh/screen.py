"""The Bunte Kuh table.

One person at the device (a phone, solo against computers): a card at the top with the
throw and what happened (the calls as they come in, the verdict, until the next throw), the
pyramid under it, and a bar at the bottom of the screen, where the thumb is, with whatever
acts now: the throw, a big STOP and NERGENS, or turn, tip and place for the die in hand.
All of it fits one phone screen; on a landscape tablet the card and the bar stand beside
the pyramid. Several people around a tablet: each gets a zone at their own edge, turned
towards them, with their own STOP and NERGENS (and their throw and their die to lay), and
the pyramid in the middle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine import GAMES
from pyengine.games.bunte_kuh.view import View as GameView

from ...kit.chrome import back_button, game_tools, notice, screen
from ...kit.dice import die_svg
from ...kit.entry_panel import plain_entry_body
from ...kit.html import attrs, button, esc, next_step
from ...kit.i18n import Person, pick
from ...kit.seats import names_of, person, token
from ...kit.seats import only_person as you
from ...pyramid.frame import pyramid_arena, pyramid_frame
from ...pyramid.race import next_controls
from ...pyramid.svg import die_svg as pyramid_die
from .board import board_html
from .i18n import t
from .panels import (
    call_word,
    calls_so_far,
    end_panel,
    log_html,
    margin_text,
    outcome,
    pearls,
    players_html,
    throw_line,
    verdict_html,
    verdict_text,
    who,
)
from .play import NOWHERE, PLAY, POINT_MS
from .seen import placer_of

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def render_game(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st: GameView = view["state"]
    race = view.get("race")
    names = names_of(view, c.lang)
    humans = c.humans()
    zones = len(humans) > 1
    if view["over"]:
        top = end_panel(c, view, st, race)
    elif c.entry is not None:
        top = _entry(c, names)
    else:
        top = _status(c, names, st, race, zones)
    below = log_html(c, names, st) + game_tools(lang, view["game"])
    if zones and not view["over"]:
        # The card faces nobody: each zone says it all to its own person. Real dice being
        # entered and a refusal lie over the middle for this moment.
        over = (top if c.entry is not None else "") + notice(c)
        zone_list = [_zone(c, names, st, race, seat) for seat in humans]
        body = pyramid_arena("bk", zone_list, board_html(c, st), over)
        body += players_html(c, view, st) + below
    elif zones:  # the end: the verdict, the ranking and the pyramid as it ended
        side = top + notice(c) + players_html(c, view, st)
        body = pyramid_frame(board_html(c, st), side, below)
    else:
        bar = "" if view["over"] or c.entry is not None else _solo_bar(c, names, st)
        if view["over"] or c.entry is not None:
            top += notice(c)  # else a refusal shows in the card, right under the pyramid
        side = top + bar + players_html(c, view, st)
        body = pyramid_frame(board_html(c, st), side, below, cls="bk-solo")
    title = pick(GAMES[view["game"]].title, lang)
    cls = "game-bunte-kuh pyr-game" + (" has-zones" if zones else "")
    return screen("game", title, body, back_button(c), t(lang, "bk_sub"), cls=cls)


# -- the card at the top ----------------------------------------------------------------------
def _status(c: Table, names: list[str], st: GameView, race: View | None, zones: bool) -> str:
    lang = c.lang
    phase = st["phase"]
    parts = []
    if phase == "race":
        parts.append(throw_line(c, names, st))
        heard = calls_so_far(c, names, race)  # once a call is heard, it is the news
        find = f'<p class="bk-find">{esc(t(lang, "bk_find_short"))}</p>'
        p = PLAY.pointing(c)
        if not zones and p is not None and p.seat in c.humans():  # his STOP: now the funnel
            find += f'<p class="meta">{esc(t(lang, "bk_stopped_point"))}</p>'
        elif not zones and PLAY.human_callers(c):
            find += f'<p class="meta">{esc(t(lang, "bk_tap_or_stop"))}</p>'
        parts.append(heard or find)
    elif phase in ("roll", "place"):
        if zones or st["last"] is None:  # with one person the verdict is the news now
            parts.append(throw_line(c, names, st))
        parts.append(verdict_html(c, names, st, race))
        if phase == "place" and not zones:
            parts.append(_laying(c, names, st, zones=False))
        elif phase == "place":
            parts.append(f'<p class="bk-next">{esc(_place_line(c, names, st))}</p>')
        else:
            parts.append(_throw_prompt(c, names, st, zones))
    else:  # the plate is being filled
        parts.append(f'<p class="bk-next">{esc(t(lang, "bk_building"))}</p>')
    if not zones:  # a refusal, in the card: over the pyramid, never over its funnels
        parts.append(notice(c))
    seat = st["roller"] if phase != "place" else placer_of(st)
    return f'<div class="panel bk-turn seat-{seat % 6}" aria-live="off">{"".join(parts)}</div>'


def _throw_prompt(c: Table, names: list[str], st: GameView, zones: bool) -> str:
    lang = c.lang
    roller = int(st["roller"])
    if c.game().players[roller]["bot"] is not None:
        key = "bk_bot_next" if PLAY.waiting(c) else "bk_bot_throws"  # at the person's Next
        return f'<p class="bk-next">{esc(t(lang, key, name=names[roller]))}</p>'
    if zones:  # on a shared tablet, names
        line = t(lang, "bk_throw_of", name=names[roller])
    elif st["last"] is None:  # the first throw; later the throw button in the bar says it
        line = t(lang, "bk_throw_of", about=who(names, roller, you(c)))
    else:
        return ""
    return f'<p class="bk-next">{esc(line)}</p>'


def _throw_button(lang: str, seat: int) -> str:
    return next_step(
        button(
            t(lang, "bk_throw"),
            "bk_throw",
            seat,
            cls="btn btn-primary bk-throw-btn",
            content=f"{die_svg(5, 'die-face bk-die-icon')}<span>{esc(t(lang, 'bk_throw'))}</span>",
            aria_label=t(lang, "bk_throw_long"),
        )
    )


def _place_line(c: Table, names: list[str], st: GameView) -> str:
    placer = placer_of(st)
    if c.game().players[placer]["bot"] is not None:
        key = "bk_place_next" if PLAY.waiting(c) else "bk_place_of"  # at the person's Next
        return t(c.lang, key, name=names[placer])
    return t(c.lang, "bk_place_wait", name=names[placer])


def _laying(c: Table, names: list[str], st: GameView, zones: bool = True) -> str:
    """The die in hand: where it goes and how it lies (drawn, and in words); in a zone also
    turn, tip and place (with one person these are in the bar at the bottom)."""
    lang = c.lang
    lay = PLAY.laying(c)
    if lay is None:
        return f'<p class="bk-next">{esc(_place_line(c, names, st))}</p>'
    key = "bk_place_you" if st["place_at"] is not None else "bk_place_any_you"
    a, b, f = lay.faces
    # Where it goes is ringed on the pyramid (and the chosen funnel pressed, for a reader).
    faces = t(lang, "bk_faces", a=a, b=b, c=f)
    colour = ("red", "yellow")[len(st["placed"]) % 2]
    tools = _lay_tools(c) if zones else ""
    return (
        f'<div class="bk-lay"><p class="bk-next">{esc(t(lang, key, about=_placer(c, st)))}</p>'
        f'<div class="bk-lay-die">{pyramid_die(colour, lay.faces, cls="bk-preview")}'
        f'<p class="meta">{esc(faces)}</p></div>'
        + (f'<div class="actions">{tools}</div>' if tools else "")
        + "</div>"
    )


def _placer(c: Table, st: GameView) -> Person:
    """Who lays the die: "you" for the one person at a table of computers, else by name."""
    return person(c, placer_of(st))


def _lay_tools(c: Table) -> str:
    """Turn, tip over and place the die in hand (and undo, when it may)."""
    lang = c.lang
    lay = PLAY.laying(c)
    if lay is None:
        return ""
    tools = (
        button(
            t(lang, "bk_turn"),
            "bk_turn",
            cls="btn btn-secondary",
            content=f'<span aria-hidden="true">↻</span> {esc(t(lang, "bk_turn"))}',
            aria_label=t(lang, "bk_turn_long"),
        )
        + button(
            t(lang, "bk_tip"),
            "bk_tip",
            cls="btn btn-secondary",
            content=f'<span aria-hidden="true">⤵</span> {esc(t(lang, "bk_tip"))}',
            aria_label=t(lang, "bk_tip_long"),
        )
        + next_step(
            button(t(lang, "bk_place"), "bk_place", cls="btn btn-primary", disabled=lay.at is None)
        )
    )
    undo = button(t(lang, "undo"), "undo", cls="btn btn-quiet") if c.can_undo() else ""
    return tools + undo


# -- calling: one person ------------------------------------------------------------------------
def _countdown(c: Table, seat: int) -> str:
    """The pointing time left, drawn as a shrinking bar (an SVG animation: the page allows
    no inline styles) and said in words."""
    p = PLAY.pointing(c)
    if p is None or p.seat != seat:
        return ""
    left = max(0, p.t + POINT_MS - c.race_now())
    width = f"{100 * left / POINT_MS:.1f}"
    return (
        '<svg class="bk-countdown" viewBox="0 0 100 8" preserveAspectRatio="none" '
        f'aria-hidden="true"><rect height="8" width="{width}">'
        f'<animate attributeName="width" from="{width}" to="0" dur="{left}ms" '
        'fill="freeze"/></rect></svg>'
    )


def _call_buttons(c: Table, _seat: int, arg: object) -> str:
    lang = c.lang
    return button(
        t(lang, "bk_stop"), "bk_stop", arg, cls="btn bk-stop", aria_label=t(lang, "bk_stop_long")
    ) + button(
        t(lang, "bk_nowhere"),
        "bk_nowhere",
        arg,
        val=NOWHERE,
        cls="btn bk-nowhere",
        aria_label=t(lang, "bk_nowhere_long"),
    )


def _solo_bar(c: Table, _names: list[str], st: GameView) -> str:
    """The bar at the bottom of a phone, with what acts now: the throw; STOP and NERGENS,
    or the pointing time; turn, tip and place."""
    lang = c.lang
    seat = c.humans()[0] if c.humans() else None
    if seat is None:
        return ""
    phase = st["phase"]
    inner = ""
    if phase == "race":
        p = PLAY.pointing(c)
        if p is not None and p.seat == seat:
            inner = (
                f'<p class="bk-point">{esc(t(lang, "bk_point", s=POINT_MS // 1000))}</p>'
                + _countdown(c, seat)
            )
        elif seat in PLAY.human_callers(c):
            inner = f'<div class="bk-calls-bar">{_call_buttons(c, seat, "")}</div>'
        else:
            inner = f'<p class="bk-point">{esc(t(lang, "bk_wait_verdict"))}</p>'
    elif phase == "roll" and int(st["roller"]) == seat:
        inner = f'<div class="bk-calls-bar">{_throw_button(lang, seat)}</div>'
    elif phase == "place" and st["placer"] == seat:
        tools = _lay_tools(c)
        inner = f'<div class="bk-lay-bar">{tools}</div>' if tools else ""
    elif PLAY.between_races(c):  # a computer throws or lays next: when the person says so
        inner = next_controls(c)
    if not inner:
        return ""
    label = esc(t(lang, "bk_sub"))
    return f'<div class="bk-bar" role="group" aria-label="{label}">{inner}</div>'


# -- calling: several people around a tablet -------------------------------------------------------
def _zone_lines(
    c: Table, names: list[str], st: GameView, race: View | None, seat: int
) -> list[str]:
    """What the zone of ``seat`` says: in a race the calls heard so far and what he may
    do; after it the verdict (who called what, right or wrong, who was first and by how
    much) and what comes next. On a shared tablet every sentence names its person."""
    lang = c.lang
    phase = st["phase"]
    if phase == "build":
        return [t(lang, "bk_building")]
    if phase == "race":
        heard = [
            t(
                lang,
                "bk_called",
                about=who(names, int(p["seat"]), None),
                call=call_word(lang, p["type"]),
            )
            for p in (race or {}).get("pending", [])
        ]
        p = PLAY.pointing(c)
        if p is not None and p.seat == seat:
            return [t(lang, "bk_point", s=POINT_MS // 1000)]
        if p is not None:
            return [*heard, t(lang, "bk_called_first", name=names[p.seat])]
        if seat not in PLAY.human_callers(c):
            return [*heard, t(lang, "bk_wait_verdict")]
        return [*heard, t(lang, "bk_find_short")]
    last = st["last"]
    lines = [] if last is None else verdict_text(lang, names, last, None)
    margin = margin_text(lang, names, race, None)
    if margin:
        lines.append(margin)
    if phase == "place" and st["placer"] != seat:
        lines.append(_place_line(c, names, st))
    elif phase == "roll" and int(st["roller"]) != seat:
        roller = int(st["roller"])
        if c.game().players[roller]["bot"] is not None:
            key = "bk_bot_next" if PLAY.waiting(c) else "bk_bot_throws"
            lines.append(t(lang, key, name=names[roller]))
        else:
            lines.append(t(lang, "bk_throw_of", name=names[roller]))
    return lines


def _zone(c: Table, names: list[str], st: GameView, race: View | None, seat: int) -> str:
    """A person's zone at his edge of the tablet, turned towards him: his name and dice,
    the throw, his buttons (STOP and NOWHERE, his throw, or the die he lays) and what is
    going on, all in his words."""
    lang = c.lang
    left = int(st["supply"][seat])
    roll = st["roll"] if st["phase"] != "build" else None
    head = (
        f'<p class="bk-zone-head">{token(seat)}<strong>{esc(names[seat])}</strong>'
        f' <span class="meta">{esc(t(lang, "bk_dice_left", n=left))}</span>'
        + (pearls(roll["values"]) if roll else "")
        + "</p>"
    )
    actions = ""
    if c.entry is None:
        if st["phase"] == "race" and seat in PLAY.human_callers(c) and PLAY.pointing(c) is None:
            actions = _call_buttons(c, seat, seat)
        elif st["phase"] == "roll" and int(st["roller"]) == seat:
            actions = _throw_button(lang, seat)
    laying = _laying(c, names, st) if st["phase"] == "place" and st["placer"] == seat else ""
    lines = _zone_lines(c, names, st, race, seat)
    status = "".join(f"<p>{esc(line)}</p>" for line in lines)
    return (
        "<section"
        + attrs(
            class_=f"pyr-zone bk-zone seat-{seat % 6}",
            data_seat=str(seat),
            aria_label=t(lang, "bk_seat_zone", name=names[seat]),
        )
        + f">{head}"
        + (f'<div class="bk-zone-buttons">{actions}</div>' if actions else "")
        + laying
        + f'<div class="bk-zone-status">{status}</div>'
        + _countdown(c, seat)
        + "</section>"
    )


# -- real dice on the table ------------------------------------------------------------------------
def _entry(c: Table, names: list[str]) -> str:
    lang = c.lang
    entry = c.entry
    assert entry is not None
    body = plain_entry_body(
        lang,
        entry,
        legend=t(lang, "bk_pearl"),
        shows=lambda v: t(lang, "bk_die_shows", n=v),
        yours=t(lang, "bk_enter_for", about=person(c, entry.seat)),
        for_bot=t(lang, "bk_enter_for", name=names[entry.seat]),
        hint=t(lang, "bk_entry_hint"),
        pick_class="bk-pick",
    )
    return f'<div class="panel bk-turn entry seat-{entry.seat % 6}">{body}</div>'


# -- news for screen readers -----------------------------------------------------------------------
def announce(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    view = c.match.view(None)
    st: GameView = view["state"]
    names = names_of(view, c.lang)
    me = you(c)
    if view["over"]:
        return outcome(lang, names, view["result"] or {}, me)
    race = view.get("race")
    if st["phase"] == "race":
        heard = [
            t(
                lang,
                "bk_called",
                about=who(names, int(p["seat"]), me),
                call=call_word(lang, str(p["type"])),
            )
            for p in (race or {}).get("pending", [])
        ]
        roll = st["roll"]["values"] if st["roll"] else []
        dice = ", ".join(str(v) for v in roll)
        return " ".join([f"{t(lang, 'bk_find_short')} {dice}.", *heard]).strip()
    if st["last"] is not None:
        return " ".join(verdict_text(lang, names, st["last"], me))
    return ""
