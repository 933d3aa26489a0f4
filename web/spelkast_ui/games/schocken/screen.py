"""The Schocken table: dice, cup, chips, the pot, round results and the end of the game.

Only ``match.view(controller.viewer())`` is read for the table, so another seat's
hidden dice can never reach the page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine import GAMES
from pyengine.games.schocken.view import CupView, RoundView, View

from ...kit.chrome import back_button, end_actions, game_tools, notice, screen
from ...kit.dice import blank_die_svg, cup_svg, dice_row, die_svg
from ...kit.entry_panel import entry_body, pick_groups
from ...kit.gameplay import move_val
from ...kit.html import button, esc, next_step
from ...kit.i18n import join_words, pick, you_or_name
from ...kit.seats import computer_badge, name_of, names_of, person
from .i18n import hand_name, t
from .play import CupEvent

if TYPE_CHECKING:
    from ...kit.gameplay import Table

HALF_KEYS = {1: "half_1", 2: "half_2", 3: "half_3"}


def _names(view: dict[str, Any], lang: str) -> list[str]:
    return names_of(view, lang)


def render_game(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    seat = c.viewer()
    view = c.match.view(seat)
    st: View = view["state"]
    names = _names(view, c.lang)
    last = ""  # at the end: the last round's cups, under the table
    if view["over"]:
        main, last = _end(c, view)
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
    # The title bar names the round on the table: while its cups are up, the round just
    # played (the state has moved on to the next one already).
    shown = st["rounds"][-1] if c.reveal_pending() and st["rounds"] else st
    half = (
        ""
        if view["over"]
        else t(lang, HALF_KEYS[shown["half"]]) + " · " + t(lang, "round_n", n=shown["round"])
    )
    # The turn's card, then the table: on a phone the card keeps one height all game
    # (app.css), so the table stays where it is, the end included.
    body = notice(c) + main + _table(c, view, st, names) + last + _history(c, st, names) + tools
    title = pick(GAMES[view["game"]].title, lang)
    return screen("game", title, body, nav, half, cls="game-schocken")


# -- panels -------------------------------------------------------------------------
def _panel(cls: str, content: str) -> str:
    return f'<div class="panel {cls}">{content}</div>'


def _throws_line(c: Table, st: View, throws: int) -> str:
    lang = c.lang
    limit = st["limit"]
    if throws:
        text = t(lang, "throw_of", n=throws, limit=limit)
    else:
        text = t(lang, "up_to_throws", n=limit)
    if st["limit_set"] and st["order"]:
        text += " · " + t(lang, "limit_by", about=person(c, st["order"][0]))
    return text


def _news(c: Table, seat: int | None) -> str:
    """What another seat just did, at the top of the card until the next move: its throw
    or its cup put down; a six turned into a one only with real dice (the table turns it
    over; with the app's dice that would tell that it threw two sixes)."""
    ev = c.last_event
    if ev is None or ev.seat == seat:
        return ""
    lang = c.lang
    who = person(c, ev.seat)
    flipped = isinstance(ev, CupEvent) and ev.flipped and c.game().physical_dice
    lines = [t(lang, "ev_flip", about=who)] if flipped else []
    if ev.kind == "roll":
        lines.append(t(lang, "ev_roll", about=who, n=ev.throws))
    elif ev.kind == "stand":
        lines.append(t(lang, "ev_stand", about=who, n=ev.throws))
    return _news_line(" ".join(lines)) if lines else ""


def _news_line(text: str, extra: str = "") -> str:
    return f'<p class="news">{esc(text)}{extra}</p>'


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


def _my_turn(c: Table, view: dict[str, Any], st: View) -> str:
    lang = c.lang
    seat = view["seat"]
    cup = st["cups"][seat]
    throws = cup["throws"]
    legal = c.match.legal_actions(seat) if c.match else []
    heading = t(lang, "turn_of", about=person(c, seat))
    can_roll = any(a["type"] == "roll" for a in legal)
    if throws:
        faces = [
            _die(c, i, v, bool(cup["fresh"][i]), tappable=can_roll)
            for i, v in enumerate(cup["dice"])
        ]
        if can_roll:  # after a throw the next step is choosing the dice to throw again
            faces[0] = next_step(faces[0])
        dice = "".join(faces)
        hand = (
            f'<p class="hand">{esc(t(lang, "your_hand", about=person(c, seat)))} '
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
            actions.append(next_step(button(label, "roll", cls="btn btn-primary")))
        else:
            n = len(c.selected)
            label = t(lang, "enter_rethrow", n=n) if physical else t(lang, "reroll", n=n)
            actions.append(button(label, "roll", cls="btn btn-primary", disabled=n == 0))
    if {"type": "flip"} in legal:
        flip = move_val({"type": "flip"})
        actions.append(button(t(lang, "flip"), "flip", val=flip, cls="btn btn-accent"))
    if {"type": "stand"} in legal:
        stand = move_val({"type": "stand"})
        actions.append(button(t(lang, "stand"), "stand", val=stand, cls="btn btn-secondary"))
    if c.can_undo():
        actions.append(button(t(lang, "undo"), "undo", cls="btn btn-quiet"))
    hint = f'<p class="meta">{esc(t(lang, "tap_dice_hint"))}</p>' if throws and can_roll else ""
    dice_label = t(lang, "your_dice", about=person(c, seat))
    return _panel(
        "turn-panel is-mine",
        _news(c, seat) + f"<h2>{esc(heading)}</h2>"
        f'<p class="throws">{esc(_throws_line(c, st, throws))}</p>'
        f'<div class="dice" role="group" aria-label="{esc(dice_label)}">{dice}</div>'
        f"{hand}{hint}"
        f'<div class="actions">{"".join(actions)}</div>',
    )


def _waiting(c: Table, view: dict[str, Any], st: View) -> str:
    lang = c.lang
    active = st["active"]
    if active is None:
        return ""
    throws = st["cups"][active]["throws"]
    status = t(lang, "is_throwing" if throws else "about_to_throw", about=person(c, active))
    seat = view["seat"]
    mine = ""
    own = st["cups"][seat] if seat is not None else None
    if own is not None and own.get("dice"):
        mine = (
            f'<p class="hand own-hand">{esc(t(lang, "your_hand", about=person(c, seat)))} '
            f"{dice_row(own['dice'])} "
            f"<strong>{esc(hand_name(lang, own['hand']['kind'], own['dice']))}</strong></p>"
        )
    return _panel(
        "turn-panel is-waiting",
        _news(c, seat) + f"<h2>{esc(status)}</h2>"
        f'<div class="cup-wrap">{cup_svg()}</div>'
        f'<p class="throws">{esc(_throws_line(c, st, throws))}</p>{mine}',
    )


def _handover(c: Table, view: dict[str, Any], seat: int | None) -> str:
    lang = c.lang
    assert seat is not None
    name = _names(view, c.lang)[seat]
    take = button(t(lang, "i_am", name=name), "iam", seat, cls="btn btn-primary btn-wide")
    return _panel(
        "handover",
        f"<h2>{esc(t(lang, 'pass_to', name=name))}</h2>"
        f'<div class="cup-wrap">{cup_svg()}</div>'
        f"<p>{esc(t(lang, 'pass_hint', name=name))}</p>"
        '<div class="actions">' + next_step(take) + "</div>",
    )


def _entry(c: Table, view: dict[str, Any]) -> str:
    lang = c.lang
    entry = c.entry
    assert entry is not None
    name = _names(view, c.lang)[entry.seat]
    groups = pick_groups(
        entry,
        legend=lambda die: t(lang, "die_n", n=die + 1),
        aria_label=lambda die, v: t(lang, "die_value", n=die + 1, value=v),
        face=lambda _die, v: die_svg(v),
    )
    heading = (
        t(lang, "enter_for_bot", name=name)
        if entry.for_bot
        else t(lang, "enter_yours", about=person(c, entry.seat))
    )
    hint = t(lang, "entry_hint", n=len(entry.dice))
    news = ""
    if entry.for_bot:
        text, kept = _bot_keeps(c, entry.seat, entry.dice)
        news = _news_line(text, f" {dice_row(kept)}" if kept else "") if text else ""
    return _panel("entry", news + entry_body(lang, entry, esc(heading), hint, groups))


def _bot_keeps(c: Table, seat: int, thrown: list[int]) -> tuple[str, list[int]]:
    """Real dice thrown for a computer again: which it keeps (the table leaves those
    lying) and, if it did, that it turned a six into a one (the table turns it over)."""
    lang = c.lang
    name = name_of(c, seat)
    cup: CupView = c.game().view(seat)["state"]["cups"][seat]
    if not cup["throws"]:
        return "", []
    kept = sorted((v for i, v in enumerate(cup["dice"]) if i not in thrown), reverse=True)
    ev = c.last_event
    lines = []
    if isinstance(ev, CupEvent) and ev.flipped and (ev.seat, ev.throws) == (seat, cup["throws"]):
        lines.append(t(lang, "bot_flipped", name=name))
    if kept:
        keep = "-".join(str(v) for v in kept)
        lines.append(t(lang, "bot_keeps", name=name, kept=keep, n=len(thrown)))
    else:
        lines.append(t(lang, "bot_keeps_none", name=name))
    return " ".join(lines), kept


def _round_text(c: Table, rnd: RoundView) -> str:
    lang = c.lang
    loser, n = person(c, rnd["loser"]), rnd["chips"]
    if rnd["source"] == "all":
        text = t(lang, "took_all", about=loser)
    elif rnd["source"] == "pot":
        text = t(lang, "took_pot", about=loser, n=n)
    else:
        winner = you_or_name(lang, person(c, rnd["winner"]))
        text = t(lang, "took_from", about=loser, winner=winner, n=n)
    if rnd["half_lost"] is not None:
        text += " " + t(lang, f"lost_half_{rnd['half']}", about=loser)
    return text


def _reveal(c: Table, view: dict[str, Any], rnd: RoundView, final: bool) -> str:
    lang = c.lang
    names = _names(view, c.lang)
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
            + next_step(button(t(lang, "next_round"), "next", cls="btn btn-primary btn-wide"))
            + "</div>"
        )
    )
    return _panel(
        "reveal",
        f"<h2>{esc(t(lang, 'reveal_title', title=title))}</h2>"
        f'<p class="outcome">{esc(_round_text(c, rnd))}</p>'
        f'<ul class="hands">{"".join(rows)}</ul>{next_btn}',
    )


def _end(c: Table, view: dict[str, Any]) -> tuple[str, str]:
    """The result's card, and the last round's cups (drawn under the table)."""
    lang = c.lang
    names = _names(view, c.lang)
    result = view["result"] or {}
    st: View = view["state"]
    loser = result.get("loser")
    winners: list[int] = list(result.get("winners", []))
    scores = result.get("scores", [])
    rows = "".join(
        f'<tr><th scope="row">{esc(names[s])}</th>'
        f"<td>{scores[s] if s < len(scores) else 0}</td></tr>"
        for s in result.get("ranking", range(len(names)))
    )
    last = _reveal(c, view, st["rounds"][-1], final=True) if st["rounds"] else ""
    viewer = c.viewer()
    lines = []
    if viewer is not None and viewer != loser and viewer in winners:
        lines.append(t(lang, "you_won"))
    if loser is not None:
        lines.append(t(lang, "lost_game", about=person(c, loser)))
    if winners and winners != [viewer]:
        # The viewer first, as "You"; the others by name.
        won = [t(lang, "you")] if viewer in winners else []
        won += [names[s] for s in winners if s != viewer]
        lines.append(t(lang, "winners", names=join_words(lang, won)))
    outcome = "".join(
        f'<p class="outcome{" big" if i == 0 else ""}">{esc(line)}</p>'
        for i, line in enumerate(lines)
    )
    card = _panel(
        "end",
        f"<h2>{esc(t(lang, 'game_over'))}</h2>{outcome}"
        f'<p class="meta">{esc(t(lang, "lost_game_why"))}</p>'
        f'<table class="scores"><thead><tr><th scope="col">{esc(t(lang, "player"))}</th>'
        f'<th scope="col">{esc(t(lang, "halves_lost"))}</th></tr></thead>'
        f"<tbody>{rows}</tbody></table>" + end_actions(lang),
    )
    return card, last


# -- the table and the history ----------------------------------------------------------
def _table(c: Table, view: dict[str, Any], st: View, names: list[str]) -> str:
    lang = c.lang
    rows = []
    for s, name in enumerate(names):
        cup = st["cups"][s]
        marks = []
        if view["players"][s]["bot"] is not None:
            marks.append(computer_badge(lang, name))
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


def _history(c: Table, st: View, names: list[str]) -> str:
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
            f"<li><strong>{esc(title)}</strong> — {esc(hands)}. {esc(_round_text(c, rnd))}</li>"
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
    st: View = view["state"]
    names = _names(view, c.lang)
    if view["over"]:
        loser = (view["result"] or {}).get("loser")
        return t(lang, "lost_game", about=person(c, loser)) if loser is not None else ""
    if c.reveal_pending():
        return _round_text(c, st["rounds"][-1])
    handover = c.handover_seat()
    if handover is not None:
        return t(lang, "pass_to", name=names[handover])
    entry = c.entry
    if entry is not None:
        if not entry.for_bot:
            return t(lang, "enter_yours", about=person(c, entry.seat))
        news, _ = _bot_keeps(c, entry.seat, entry.dice)
        heading = t(lang, "enter_for_bot", name=names[entry.seat])
        return " ".join(x for x in (news, heading + ".") if x)
    active = st["active"]
    if active is None:
        return ""
    throws = st["cups"][active]["throws"]
    line = _throws_line(c, st, throws)
    if c.acting_human() is not None:
        cup = st["cups"][active]
        hand = hand_name(lang, cup["hand"]["kind"], cup["dice"]) if throws else ""
        turn = t(lang, "turn_of", about=person(c, active))
        return " ".join(x for x in (turn + ".", line + ".", hand) if x)
    status = t(lang, "is_throwing" if throws else "about_to_throw", about=person(c, active))
    return f"{status} {line}."
