"""The Kwis 't! table: the turn panel (answering, the reveal, the count, the bet, a ruling,
checks, declaring, action cards), the question card, the board, the players, the viewer's
own bonus cards and the round's log.

Only ``match.view(controller.viewer())`` is read, so another seat's answers, count or
cards never reach the page; between private turns of two humans a hand-over screen
shows nothing but whose turn it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine import GAMES

from ...kit.chrome import back_button, game_tools, notice, screen
from ...kit.html import button, esc
from ...kit.i18n import pick
from ...kit.seats import names_of, token
from .answers import answer_form, card_html, count_picker
from .bets import actions_panel, bet_panel, check_panel, declare_panel, rule_panel
from .end import end_panel
from .i18n import t
from .table import board_html, hand_html, log_html, players_html
from .words import View, last_move

if TYPE_CHECKING:
    from ...kit.gameplay import Table


def render_game(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    seat = c.viewer()
    view = c.match.view(seat)
    st = view["state"]
    acting = c.acting_human()
    if view["over"]:
        main = end_panel(c, view)
    elif st["phase"] != "deal" and c.handover_seat() is not None:
        main = _handover(c, view, c.handover_seat())
    elif acting is not None and st["phase"] != "deal":
        main = _turn(c, view, acting)
    else:
        main = _waiting(c, view)
    hidden = c.handover_seat() is not None and not view["over"]
    show_card = not (acting is not None and st["phase"] == "answer")
    tools = game_tools(lang, view["game"])
    parts = [notice(c), main]
    if not view["over"]:
        if show_card and not hidden:
            parts.append(card_html(c, view, acting is not None))
        parts.append(board_html(c, view))
    if not view["over"]:
        parts.append(players_html(c, view, seat))
    if not hidden and not view["over"]:
        parts.append(hand_html(c, view))
    parts += [log_html(c, view), tools]
    title = pick(GAMES[view["game"]].title, lang)
    sub = "" if view["over"] else _subtitle(lang, view)
    return screen("game", title, "".join(parts), back_button(c), sub, cls="game-kwist")


def _subtitle(lang: str, view: View) -> str:
    st = view["state"]
    qm = names_of(view)[st["quizmaster"]]
    return (
        t(lang, "kw_round", n=st["round"], total=st["rounds"])
        + " · "
        + t(lang, "kw_qm_is", name=qm)
    )


def _panel(cls: str, seat: int | None, content: str) -> str:
    seat_cls = f" seat-{seat % 6}" if seat is not None else ""
    return f'<div class="panel kw-turn {cls}{seat_cls}">{content}</div>'


def _said(c: Table, view: View) -> str:
    """What the last move did, in words (a check's outcome, a card's effect, ...)."""
    assert c.match is not None
    last = last_move(c.lang, view, c.match.log)
    if last is None:
        return ""
    return f'<p class="kw-said">{token(last[0])} <span>{esc(last[1])}</span></p>'


def _handover(c: Table, view: View, seat: int | None) -> str:
    lang = c.lang
    assert seat is not None
    name = names_of(view)[seat]
    return _panel(
        "kw-handover",
        seat,
        f"<h2>{esc(t(lang, 'kw_give_to', name=name))}</h2>"
        f"<p>{esc(t(lang, 'kw_give_hint', name=name))}</p>"
        '<div class="actions">'
        + button(t(lang, "i_am", name=name), "iam", seat, cls="btn btn-primary btn-wide")
        + "</div>",
    )


def _heading(c: Table, view: View, seat: int, key: str) -> str:
    text = t(c.lang, key)
    if len(c.humans()) > 1:
        text = f"{names_of(view)[seat]}: {text}"
    return f"{token(seat)}<span>{esc(text)}</span>"


def _turn(c: Table, view: View, seat: int) -> str:
    lang = c.lang
    st = view["state"]
    phase = st["phase"]
    said = _said(c, view)
    if phase == "answer":
        body = answer_form(c, st, seat, _heading(c, view, seat, "kw_h_answer"))
    elif phase == "reveal":
        key = "kw_reveal_device" if st["answering"] == "device" else "kw_reveal_paper"
        body = (
            f"<h2>{_heading(c, view, seat, 'kw_h_reveal')}</h2>"
            f'<p class="kw-line">{esc(t(lang, key))}</p><div class="actions">'
            + button(t(lang, "kw_reveal"), "kw_reveal", cls="btn btn-primary btn-wide")
            + "</div>"
        )
    elif phase == "bet" and st["me"]["count"] is None:
        body = count_picker(c, _heading(c, view, seat, "kw_h_count"))
    elif phase == "bet":
        body = bet_panel(c, view, seat, _heading(c, view, seat, "kw_h_bet"))
    elif phase == "dispute":
        body = rule_panel(c, view, _heading(c, view, seat, "kw_h_rule"))
    elif phase == "check":
        body = check_panel(c, view, seat, _heading(c, view, seat, "kw_h_check"))
    elif phase == "declare":
        body = declare_panel(c, view, seat, _heading(c, view, seat, "kw_h_declare"))
    else:
        body = actions_panel(c, view, seat, _heading(c, view, seat, "kw_h_actions"))
    return _panel("is-mine", seat, said + body)


def _waiting(c: Table, view: View) -> str:
    lang = c.lang
    st = view["state"]
    active = st["active"]
    names = names_of(view)
    key = f"kw_w_{st['phase']}"
    if st["phase"] == "bet" and st["answering"] == "paper" and active is not None:
        key = "kw_w_bet_paper"
    text = t(lang, key, name=names[active]) if active is not None else ""
    head = f"<h2>{token(active)}<span>{esc(text)}</span></h2>" if active is not None else ""
    return _panel("is-waiting", active, head + _said(c, view))


def announce(c: Table) -> str:
    """A short sentence for the live region: whose turn, or what just happened."""
    if c.match is None:
        return ""
    lang = c.lang
    view = c.match.view(c.viewer())
    names = names_of(view)
    if view["over"]:
        result = view["result"] or {}
        winners = result.get("winners", [])
        return t(lang, "kw_game_over") + (
            " " + t(lang, "kw_wins", name=names[winners[0]], n=result["scores"][winners[0]])
            if len(winners) == 1
            else ""
        )
    handover = c.handover_seat()
    if handover is not None and view["state"]["phase"] != "deal":
        return t(lang, "kw_give_to", name=names[handover])
    last = last_move(lang, view, c.match.log)
    said = last[1] if last else ""
    if c.acting_human() is not None:
        return " ".join(x for x in (said, t(lang, "kw_your_turn")) if x)
    return said
