"""The Kwis 't! table: the turn card (what just happened on top, then what to do: answering,
the reveal, the count, the bet, a ruling, checks, declaring, action cards), the summary
between rounds, the question card, the board, the players, the viewer's own bonus cards and
the round's log.

Only ``match.view(controller.viewer())`` is read, so another seat's answers, count or cards
never reach the page; between private turns of two humans a hand-over screen shows nothing
but whose turn it is. Two screens are drawn from a chosen view: the summary between rounds
from pyengine.games.kwist.shown import View as GameView
from the table's (public facts for everyone), and in pass-and-play a checker's outcome from
his own, before the device goes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine import GAMES
from pyengine.games.kwist.shown import View as GameView

from ...kit.chrome import back_button, game_tools, notice, screen
from ...kit.gameplay import move_val
from ...kit.html import button, esc, next_step
from ...kit.i18n import Person, pick
from ...kit.seats import names_of, only_person, person, token
from .answers import answer_form, card_html, count_picker
from .bets import actions_panel, bet_panel, check_panel, declare_panel, rule_panel
from .board import board_html, hand_html, log_html, players_html
from .end import end_panel
from .i18n import t
from .play import PLAY
from .seen import me_of
from .summary import summary_panel
from .words import Line, View, news, people, round_lines

REVEAL = move_val({"type": "reveal"})  # what the quizmaster's "Show the answers" carries

if TYPE_CHECKING:
    from ...kit.gameplay import Table


def render_game(c: Table) -> str:
    assert c.match is not None
    lang = c.lang
    checked = PLAY.shown_check(c)
    between = c.reveal_pending() and not c.match.is_over
    handover = c.handover_seat() if c.game().view(None)["state"]["phase"] != "deal" else None
    # Screens the whole table (or a checker alone) looks at show nobody's private parts:
    # in pass-and-play they are drawn from the table's view, with names, never "you".
    private = checked is not None or between or handover is not None
    seat = only_person(c) if private else c.viewer()
    view = c.match.view(seat)
    st: GameView = view["state"]
    who = people(view, lang)
    lines = round_lines(lang, view, who)
    acting = None if private else c.acting_human()
    if view["over"]:
        main = end_panel(c, view)
    elif checked is not None:
        main = _check_outcome(c, checked)
    elif between:
        main = summary_panel(c, st, who)
    elif handover is not None:
        main = _handover(c, view, handover, lines)
    elif acting is not None and st["phase"] != "deal":
        main = _turn(c, view, acting, lines)
    else:
        main = _waiting(c, view, lines)
    # Two columns on a tablet lying down: the turn and the questions, beside the board,
    # the players and the hand (one column elsewhere: the wrappers draw nothing). On a
    # phone kwist.css puts the board first, under the title bar, where it stays all game.
    turn = [main]
    side = []
    if not view["over"]:
        answering = acting is not None and st["phase"] == "answer"
        if not answering and not private:
            turn.append(card_html(c, view))
        side.append(board_html(c, view))
        side.append(players_html(c, view))
        if not private:
            side.append(hand_html(c, view))
    parts = [notice(c)]
    if side:
        parts.append(
            f'<div class="kw-columns"><div class="kw-main">{"".join(turn)}</div>'
            f'<div class="kw-side">{"".join(side)}</div></div>'
        )
    else:
        parts += turn
    before = round_lines(lang, view, who, previous=True)
    parts += [log_html(c, view, lines, before), game_tools(lang, view["game"])]
    title = pick(GAMES[view["game"]].title, lang)
    sub = "" if view["over"] else _subtitle(lang, view, who)
    return screen("game", title, "".join(parts), back_button(c), sub, cls="game-kwist")


def _subtitle(lang: str, view: View, who: list[Person]) -> str:
    st: GameView = view["state"]
    return (
        t(lang, "kw_round", n=st["round"], total=st["rounds"])
        + " · "
        + t(lang, "kw_qm_is", about=who[st["quizmaster"]])
    )


def _panel(cls: str, seat: int | None, content: str) -> str:
    seat_cls = f" seat-{seat % 6}" if seat is not None else ""
    return f'<div class="panel kw-turn {cls}{seat_cls}">{content}</div>'


def _news(c: Table, view: View, lines: list[Line]) -> str:
    """What just happened, at the top of the turn card: the outcome of the viewer's own last
    move (his check, with the count only he saw) until his next move, then the others'
    moves since, one more each time a computer moves."""
    if view["state"]["phase"] == "deal":
        return ""  # between rounds: the summary told it all
    mine, others = news(lines, view["seat"])
    items = []
    if mine is not None:
        text = mine.text
        if mine.kind == "check":
            target = int(mine.action["target"])
            count = view["state"]["counts"][target]
            if count is not None and not _was_bluff(view, target):
                names = names_of(view, c.lang)
                # On a shared device: whose secret it is, by name.
                shared = len(c.humans()) > 1
                key = "kw_saw_count_named" if shared else "kw_saw_count"
                checker = names[view["seat"]]
                text += " " + t(c.lang, key, name=names[target], n=count, checker=checker)
        items.append(_news_item(mine.seat, text, " is-mine"))
    items += [_news_item(line.seat, line.text, "") for line in others]
    if not items:
        return ""
    return f'<ul class="kw-news" aria-label="{esc(t(c.lang, "kw_news"))}">{"".join(items)}</ul>'


def _was_bluff(view: View, target: int) -> bool:
    """A bluff found out moves the disc to the real count: then the count is public."""
    st: GameView = view["state"]
    field, bet = st["fields"][target], st["bets"][target]
    return field is not None and bet is not None and field < bet


def _news_item(seat: int, text: str, cls: str) -> str:
    return f'<li class="kw-said{cls}">{token(seat)}<span>{esc(text)}</span></li>'


def _handover(c: Table, view: View, seat: int, lines: list[Line]) -> str:
    lang = c.lang
    name = names_of(view, c.lang)[seat]
    return _panel(
        "kw-handover",
        seat,
        _news(c, view, lines) + f"<h2>{esc(t(lang, 'kw_give_to', name=name))}</h2>"
        f"<p>{esc(t(lang, 'kw_give_hint', name=name))}</p>"
        '<div class="actions">'
        + next_step(button(t(lang, "i_am", name=name), "iam", seat, cls="btn btn-primary btn-wide"))
        + "</div>",
    )


def _check_outcome(c: Table, index: int) -> str:
    """Pass-and-play: the checker reads what he found (his own view) before handing on."""
    assert c.match is not None
    lang = c.lang
    checker = _mover(c, index)
    view = c.match.view(checker)
    lines = round_lines(lang, view, people(view, lang))
    mine = [line for line in lines if line.index == index]
    body = _news(c, view, mine) if mine else ""
    return _panel(
        "is-mine kw-outcome",
        checker,
        f"<h2>{_heading(c, checker, 'kw_h_outcome')}</h2>"
        + body
        + f'<p class="meta">{esc(t(lang, "kw_outcome_hint", about=person(c, checker)))}</p>'
        + '<div class="actions">'
        + next_step(button(t(lang, "kw_seen"), "kw_seen", cls="btn btn-primary btn-wide"))
        + "</div>",
    )


def _mover(c: Table, n: int) -> int:
    """The seat that made move ``n`` of this round or the one before (a check being read)."""
    assert c.match is not None
    st: GameView = c.match.view(None)["state"]
    seats = [m["seat"] for m in [*st["last_moves"], *st["moves"]] if m["n"] == n]
    assert seats, "a check is read before the round after it is dealt"
    return seats[0]


def _heading(c: Table, seat: int, key: str) -> str:
    return f"{token(seat)}<span>{esc(t(c.lang, key, about=person(c, seat)))}</span>"


def _turn(c: Table, view: View, seat: int, lines: list[Line]) -> str:
    lang = c.lang
    st: GameView = view["state"]
    phase = st["phase"]
    if phase == "answer":
        body = answer_form(c, st, seat, _heading(c, seat, "kw_h_answer"))
    elif phase == "reveal":
        key = "kw_reveal_device" if st["answering"] == "device" else "kw_reveal_paper"
        body = (
            f"<h2>{_heading(c, seat, 'kw_h_reveal')}</h2>"
            f'<p class="kw-line">{esc(t(lang, key))}</p><div class="actions">'
            + next_step(
                button(
                    t(lang, "kw_reveal"), "kw_reveal", val=REVEAL, cls="btn btn-primary btn-wide"
                )
            )
            + "</div>"
        )
    elif phase == "bet" and me_of(st)["count"] is None:
        body = count_picker(c, _heading(c, seat, "kw_h_count"))
    elif phase == "bet":
        body = bet_panel(c, view, seat, _heading(c, seat, "kw_h_bet"))
    elif phase == "dispute":
        body = rule_panel(c, view, _heading(c, seat, "kw_h_rule"))
    elif phase == "check":
        body = check_panel(c, view, seat, _heading(c, seat, "kw_h_check"))
    elif phase == "declare":
        body = declare_panel(c, view, seat, _heading(c, seat, "kw_h_declare"))
    else:
        body = actions_panel(c, view, seat, _heading(c, seat, "kw_h_actions"))
    return _panel("is-mine", seat, _news(c, view, lines) + body)


def _waiting(c: Table, view: View, lines: list[Line]) -> str:
    lang = c.lang
    st: GameView = view["state"]
    active = st["active"]
    key = f"kw_w_{st['phase']}"
    if st["phase"] == "bet" and st["answering"] == "paper":
        key = "kw_w_bet_paper"
    head = ""
    if active is not None:
        who = people(view, lang)
        head = f"<h2>{token(active)}<span>{esc(t(lang, key, about=who[active]))}</span></h2>"
    return _panel("is-waiting", active, _news(c, view, lines) + head)


def announce(c: Table) -> str:
    """A short sentence for the live region: whose turn, or what just happened."""
    if c.match is None:
        return ""
    lang = c.lang
    seat = c.viewer()
    view = c.match.view(seat)
    names = names_of(view, c.lang)
    who = people(view, lang)
    if view["over"]:
        result = view["result"] or {}
        winners = result.get("winners", [])
        one = len(winners) == 1
        won = (
            t(lang, "kw_wins", about=who[winners[0]], n=result["scores"][winners[0]]) if one else ""
        )
        # two sentences ("Game over Computer 2 wins ..." ran on, in the replay and read out)
        return " ".join(x for x in (t(lang, "kw_game_over") + ".", won) if x)
    checked = PLAY.shown_check(c)
    if checked is not None:
        mine = round_lines(lang, view, people(view, lang))
        return next((line.text for line in mine if line.index == checked), "")
    if c.reveal_pending():
        return t(lang, "kw_sum_head", n=len(view["state"]["history"]))
    handover = c.handover_seat()
    if handover is not None and view["state"]["phase"] != "deal":
        return t(lang, "kw_give_to", name=names[handover])
    lines = round_lines(lang, view, who)
    said = lines[-1].text if lines else ""
    if c.acting_human() is not None:
        turn = t(lang, "kw_your_turn", about=person(c, c.acting_human() or 0))
        return " ".join(x for x in (said, turn) if x)
    return said
