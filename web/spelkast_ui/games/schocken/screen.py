"""The Schocken table: dice, cup, chips, the pot, round results and the end of the game.

Only ``match.view(controller.viewer())`` is read for the table, so another seat's
hidden dice can never reach the page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine import GAMES

from ...kit.chrome import back_button, end_actions, game_tools, notice, screen
from ...kit.dice import blank_die_svg, cup_svg, dice_row, die_svg
from ...kit.entry_panel import entry_body, pick_groups
from ...kit.html import button, esc
from ...kit.i18n import pick
from ...kit.seats import computer_badge
from .i18n import hand_name, t

if TYPE_CHECKING:
    from ...kit.gameplay import Table

HALF_KEYS = {1: "half_1", 2: "half_2", 3: "half_3"}


def _names(view: dict[str, Any]) -> list[str]:
    return [p["name"] for p in view["players"]]


def render_game(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    seat = c.viewer()
    view = c.match.view(seat)
    st = view["state"]
    names = _names(view)
    if view["over"]:
        main = _end(c, view)
    elif c.reveal_pending():
        main = _reveal(c, view, st["rounds"][-1], final=False)
    elif c.handover_seat() is not None:
        main = _handover(c, view, c.handover_seat())
    elif c.entry is not None:
        main = _entry(c, view)
    elif c.acting_human() is not None:
        main = _my_turn(c, view, st)
    else:
        main = _waiting(c, view, st)
    nav = back_button(c)
    tools = game_tools(lang, view["game"])
    half = (
        ""
        if view["over"]
        else t(lang, HALF_KEYS[st["half"]]) + " · " + t(lang, "round_n", n=st["round"])
    )
    body = notice(c) + main + _table(c, view, st, names) + _history(c, st, names) + tools
    title = pick(GAMES[view["game"]].title, lang)
    return screen("game", title, body, nav, half, cls="game-schocken")


# -- panels -------------------------------------------------------------------------
def _panel(cls: str, content: str) -> str:
    return f'<div class="panel {cls}">{content}</div>'


def _throws_line(lang: str, st: dict[str, Any], names: list[str], throws: int) -> str:
    limit = st["limit"]
    text = (
        t(lang, "throw_of", n=throws, limit=limit)
        if throws
        else t(lang, "up_to_throws", limit=limit)
    )
    if st["limit_set"] and st["order"]:
        text += " · " + t(lang, "limit_by", name=names[st["order"][0]])
    return text


def _die(c: Table, index: int, value: int, fresh: bool, tappable: bool) -> str:
    """One of the player's dice: a toggle while it may be thrown again."""
    label = t(c.lang, "die_label", n=index + 1, value=value)
    if not tappable:
        return (
            f'<span class="die die-static" role="img" aria-label="{esc(label)}">'
            f"{die_svg(value)}</span>"
        )
    chosen = index in c.selected
    cls = "die" + (" is-selected" if chosen else "") + (" is-fresh" if fresh else "")
    return button(
        "", "die", index, cls=cls, pressed=chosen, aria_label=label, content=die_svg(value)
    )


def _my_turn(c: Table, view: dict[str, Any], st: dict[str, Any]) -> str:
    lang = c.lang
    seat = view["seat"]
    names = _names(view)
    cup = st["cups"][seat]
    throws = cup["throws"]
    legal = c.match.legal_actions(seat) if c.match else []
    heading = t(lang, "your_turn") if len(c.humans()) == 1 else t(lang, "turn_of", name=names[seat])
    can_roll = any(a["type"] == "roll" for a in legal)
    if throws:
        dice = "".join(
            _die(c, i, v, bool(cup["fresh"][i]), tappable=can_roll)
            for i, v in enumerate(cup["dice"])
        )
        hand = (
            f'<p class="hand">{esc(t(lang, "your_hand"))} '
            f"<strong>{esc(hand_name(lang, cup['hand']['kind'], cup['dice']))}</strong></p>"
        )
    else:
        dice = "".join(f'<span class="die die-static">{blank_die_svg()}</span>' for _ in range(3))
        hand = f'<p class="hand">{esc(t(lang, "first_throw_hint"))}</p>'
    physical = c.match is not None and c.match.physical_dice
    actions = []
    if can_roll:
        if throws == 0:
            label = t(lang, "enter_throw") if physical else t(lang, "roll_all")
            actions.append(button(label, "roll", cls="btn btn-primary"))
        else:
            n = len(c.selected)
            label = t(lang, "enter_rethrow", n=n) if physical else t(lang, "reroll", n=n)
            actions.append(button(label, "roll", cls="btn btn-primary", disabled=n == 0))
    if {"type": "flip"} in legal:
        actions.append(button(t(lang, "flip"), "flip", cls="btn btn-accent"))
    if {"type": "stand"} in legal:
        actions.append(button(t(lang, "stand"), "stand", cls="btn btn-secondary"))
    if c.can_undo():
        actions.append(button(t(lang, "undo"), "undo", cls="btn btn-quiet"))
    hint = f'<p class="meta">{esc(t(lang, "tap_dice_hint"))}</p>' if throws and can_roll else ""
    return _panel(
        "turn-panel is-mine",
        f"<h2>{esc(heading)}</h2>"
        f'<p class="throws">{esc(_throws_line(lang, st, names, throws))}</p>'
        f'<div class="dice" role="group" aria-label="{esc(t(lang, "your_dice"))}">{dice}</div>'
        f"{hand}{hint}"
        f'<div class="actions">{"".join(actions)}</div>',
    )


def _waiting(c: Table, view: dict[str, Any], st: dict[str, Any]) -> str:
    lang = c.lang
    names = _names(view)
    active = st["active"]
    if active is None:
        return ""
    throws = st["cups"][active]["throws"]
    status = (
        t(lang, "is_throwing", name=names[active])
        if throws
        else t(lang, "about_to_throw", name=names[active])
    )
    last = ""
    ev = c.last_event
    # Another seat's flip would tell that it threw two sixes: only throws and stands show.
    if ev is not None and ev.seat != view["seat"] and ev.kind in ("roll", "stand"):
        key = {"roll": "ev_roll", "stand": "ev_stand"}[ev.kind]
        last = f'<p class="meta">{esc(t(lang, key, name=names[ev.seat], n=ev.throws))}</p>'
    mine = ""
    seat = view["seat"]
    own = st["cups"][seat] if seat is not None else {}
    if own.get("dice"):
        mine = (
            f'<p class="hand own-hand">{esc(t(lang, "your_hand"))} '
            f"{dice_row(own['dice'])} "
            f"<strong>{esc(hand_name(lang, own['hand']['kind'], own['dice']))}</strong></p>"
        )
    return _panel(
        "turn-panel is-waiting",
        f"<h2>{esc(status)}</h2>"
        f'<div class="cup-wrap">{cup_svg()}</div>'
        f'<p class="throws">{esc(_throws_line(lang, st, names, throws))}</p>{last}{mine}',
    )


def _handover(c: Table, view: dict[str, Any], seat: int | None) -> str:
    lang = c.lang
    assert seat is not None
    name = _names(view)[seat]
    return _panel(
        "handover",
        f"<h2>{esc(t(lang, 'pass_to', name=name))}</h2>"
        f'<div class="cup-wrap">{cup_svg()}</div>'
        f"<p>{esc(t(lang, 'pass_hint', name=name))}</p>"
        '<div class="actions">'
        + button(t(lang, "i_am", name=name), "iam", seat, cls="btn btn-primary btn-wide")
        + "</div>",
    )


def _entry(c: Table, view: dict[str, Any]) -> str:
    lang = c.lang
    entry = c.entry
    assert entry is not None
    name = _names(view)[entry.seat]
    groups = pick_groups(
        entry,
        legend=lambda die: t(lang, "die_n", n=die + 1),
        aria_label=lambda die, v: t(lang, "die_value", n=die + 1, value=v),
        face=lambda die, v: die_svg(v),
    )
    heading = t(lang, "enter_for_bot", name=name) if entry.for_bot else t(lang, "enter_yours")
    hint = t(lang, "entry_hint", n=len(entry.dice))
    return _panel("entry", entry_body(lang, entry, esc(heading), hint, groups))


def _round_text(lang: str, rnd: dict[str, Any], names: list[str]) -> str:
    loser, winner, n = names[rnd["loser"]], names[rnd["winner"]], rnd["chips"]
    if rnd["source"] == "all":
        text = t(lang, "took_all", loser=loser, n=n)
    elif rnd["source"] == "pot":
        text = t(lang, "took_pot", loser=loser, n=n)
    else:
        text = t(lang, "took_from", loser=loser, winner=winner, n=n)
    if rnd["half_lost"] is not None:
        text += " " + t(lang, f"lost_half_{rnd['half']}", name=loser)
    return text


def _reveal(c: Table, view: dict[str, Any], rnd: dict[str, Any], final: bool) -> str:
    lang = c.lang
    names = _names(view)
    rows = []
    for h in rnd["hands"]:
        s = h["seat"]
        badge = ""
        if s == rnd["winner"]:
            badge = f'<span class="badge badge-best">{esc(t(lang, "best"))}</span>'
        elif s == rnd["loser"]:
            badge = f'<span class="badge badge-low">{esc(t(lang, "lowest"))}</span>'
        rows.append(
            f'<li class="hand-row{" is-loser" if s == rnd["loser"] else ""}">'
            f'<span class="who">{esc(names[s])} {badge}</span>'
            f"{dice_row(h['dice'])}"
            f'<span class="hand-name">{esc(hand_name(lang, h["kind"], h["dice"]))}'
            f' <span class="meta">· {esc(t(lang, "in_throws", n=h["throws"]))}</span></span></li>'
        )
    title = t(lang, HALF_KEYS[rnd["half"]]) + " · " + t(lang, "round_n", n=rnd["round"])
    next_btn = (
        ""
        if final
        else (
            '<div class="actions">'
            + button(t(lang, "next_round"), "next", cls="btn btn-primary btn-wide")
            + "</div>"
        )
    )
    return _panel(
        "reveal",
        f"<h2>{esc(t(lang, 'reveal_title', title=title))}</h2>"
        f'<ul class="hands">{"".join(rows)}</ul>'
        f'<p class="outcome">{esc(_round_text(lang, rnd, names))}</p>{next_btn}',
    )


def _end(c: Table, view: dict[str, Any]) -> str:
    lang = c.lang
    names = _names(view)
    result = view["result"] or {}
    st = view["state"]
    loser = result.get("loser")
    winners = [names[s] for s in result.get("winners", [])]
    scores = result.get("scores", [])
    rows = "".join(
        f'<tr><th scope="row">{esc(names[s])}</th>'
        f"<td>{scores[s] if s < len(scores) else 0}</td></tr>"
        for s in result.get("ranking", range(len(names)))
    )
    last = _reveal(c, view, st["rounds"][-1], final=True) if st["rounds"] else ""
    lost = t(lang, "lost_game", name=names[loser]) if loser is not None else ""
    who_won = t(lang, "winners", names=", ".join(winners)) if winners else ""
    humans = c.humans()
    personal = ""
    if len(humans) == 1 and loser is not None:
        personal = t(lang, "you_lost") if humans[0] == loser else t(lang, "you_won")
    headline = f'<p class="outcome big">{esc(personal)}</p>' if personal else ""
    return (
        _panel(
            "end",
            f"<h2>{esc(t(lang, 'game_over'))}</h2>{headline}"
            f'<p class="outcome{"" if personal else " big"}">{esc(lost)}</p>'
            f"<p>{esc(who_won)}</p>"
            f'<table class="scores"><thead><tr><th scope="col">{esc(t(lang, "player"))}</th>'
            f'<th scope="col">{esc(t(lang, "halves_lost"))}</th></tr></thead>'
            f"<tbody>{rows}</tbody></table>" + end_actions(lang),
        )
        + last
    )


# -- the table and the history ----------------------------------------------------------
def _table(c: Table, view: dict[str, Any], st: dict[str, Any], names: list[str]) -> str:
    lang = c.lang
    rows = []
    for s, name in enumerate(names):
        cup = st["cups"][s]
        marks = []
        if view["players"][s]["bot"] is not None:
            marks.append(computer_badge(lang))
        if st["red_disc"] == s:
            marks.append(
                f'<span class="badge badge-red" title="{esc(t(lang, "red_disc_help"))}">'
                '<span class="red-disc" aria-hidden="true"></span>'
                f"{esc(t(lang, 'red_disc'))}</span>"
            )
        if view["over"] or c.reveal_pending():
            status = ""
        elif not st["in_half"][s]:
            status = t(lang, "out_of_half")
        elif st["active"] == s:
            status = (
                t(lang, "status_turn", n=cup["throws"]) if cup["throws"] else t(lang, "status_up")
            )
        elif cup["done"]:
            status = t(lang, "status_stood", n=cup["throws"])
        else:
            status = t(lang, "status_waiting")
        active = st["active"] == s and not c.reveal_pending()
        cls = (
            "seat" + (" is-active" if active else "") + (" is-out" if not st["in_half"][s] else "")
        )
        rows.append(
            f'<li class="{cls}"><span class="who">{esc(name)} {"".join(marks)}</span>'
            f'<span class="status">{esc(status)}</span>'
            '<span class="chips"><span class="chip" aria-hidden="true"></span>'
            f'<span aria-hidden="true">{st["chips"][s]}</span>'
            f'<span class="sr-only">{esc(t(lang, "chips_n", n=st["chips"][s]))}</span></span></li>'
        )
    pot = (
        f'<p class="pot"><span class="chip" aria-hidden="true"></span>'
        f"{esc(t(lang, 'pot_n', n=st['pot'], total=st['chips_total']))}</p>"
    )
    return (
        f'<section class="table" aria-label="{esc(t(lang, "table"))}">'
        f'{pot}<ul class="seats">{"".join(rows)}</ul></section>'
    )


def _history(c: Table, st: dict[str, Any], names: list[str]) -> str:
    lang = c.lang
    rounds = st["rounds"]
    if not rounds:
        return ""
    items = []
    for rnd in reversed(rounds[-12:]):
        title = t(lang, HALF_KEYS[rnd["half"]]) + " · " + t(lang, "round_n", n=rnd["round"])
        hands = "; ".join(
            f"{names[h['seat']]}: {hand_name(lang, h['kind'], h['dice'])}" for h in rnd["hands"]
        )
        items.append(
            f"<li><strong>{esc(title)}</strong> — {esc(hands)}. "
            f"{esc(_round_text(lang, rnd, names))}</li>"
        )
    return (
        f'<details class="history"><summary>{esc(t(lang, "log"))}</summary>'
        f'<ol class="log">{"".join(items)}</ol></details>'
    )


def announce(c: Table) -> str:
    """One sentence for screen readers about what just changed on the table."""
    assert c.match is not None
    lang = c.lang
    view = c.match.view(c.viewer())
    st = view["state"]
    names = _names(view)
    if view["over"]:
        loser = (view["result"] or {}).get("loser")
        return t(lang, "lost_game", name=names[loser]) if loser is not None else ""
    if c.reveal_pending():
        rnd = st["rounds"][-1]
        return _round_text(lang, rnd, names)
    handover = c.handover_seat()
    if handover is not None:
        return t(lang, "pass_to", name=names[handover])
    if c.entry is not None:
        return ""
    active = st["active"]
    if active is None:
        return ""
    throws = st["cups"][active]["throws"]
    line = _throws_line(lang, st, names, throws)
    if c.acting_human() is not None:
        cup = st["cups"][active]
        hand = hand_name(lang, cup["hand"]["kind"], cup["dice"]) if throws else ""
        return " ".join(x for x in (t(lang, "your_turn") + ".", line + ".", hand) if x)
    status = t(lang, "is_throwing" if throws else "about_to_throw", name=names[active])
    return f"{status} {line}."
