"""The words and small panels of the Bunte Kuh screen: the throw, the calls of the race as
they come in, the verdict with who was first and by how much, the players' dice left, the
log and the end. Pure functions of the view; sentences about the viewer speak to him."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.games.bunte_kuh.view import VerdictView
from pyengine.games.bunte_kuh.view import View as GameView

from ...kit.chrome import end_actions, outcome_lines, ranking_table
from ...kit.dice import dice_row
from ...kit.html import esc
from ...kit.i18n import Person, subjects
from ...kit.seats import computer_badge, names_of, token
from ...kit.seats import only_person as you
from .i18n import t

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]
CALL_WORD = {"stop": "bk_stop", "nowhere": "bk_nowhere"}


def who(names: list[str], seat: int, me: int | None) -> Person:
    """A seat as a sentence names it: "you" for ``me`` (the one person at the device, or a
    zone's own person on a shared tablet), else by name."""
    return Person(names[seat], you=seat == me)


def seconds(lang: str, ms: int) -> str:
    """A race time in seconds to the hundredth, with the language's decimal sign."""
    text = f"{ms / 1000:.2f}"
    return text.replace(".", ",") if lang == "nl" else text


def pearls(values: list[int]) -> str:
    return f'<span class="bk-pearls">{dice_row(values, "dice-row")}</span>'


def throw_line(c: Table, names: list[str], st: GameView) -> str:
    """The three pearl dice just thrown (and, practising, their sum)."""
    roll = st["roll"]
    roller = st["thrower"]
    if roll is None or roller is None:
        return ""
    threw = t(c.lang, "bk_threw", about=who(names, roller, you(c)))
    total = ""
    if st["sums"] is not None:  # practising: the sum after the dice
        total = f'<span class="bk-sum">{esc(t(c.lang, "bk_sum_is", sum=roll["sum"]))}</span>'
    return (
        f'<p class="bk-throw">{token(roller)}<span>{esc(threw)}</span>'
        f"{pearls(roll['values'])}{total}</p>"
    )


def call_word(lang: str, call: str) -> str:
    return t(lang, CALL_WORD.get(call, "bk_stop"))


def calls_so_far(c: Table, names: list[str], race: View | None) -> str:
    """The calls heard in the open race, each with its time (the verdict follows)."""
    if not race or not race.get("open"):
        return ""
    items = []
    for p in race["pending"]:
        seat = int(p["seat"])
        call = call_word(c.lang, str(p["type"]))
        head = t(c.lang, "bk_called", about=who(names, seat, you(c)), call=call)
        items.append(
            f'<li>{token(seat)}<strong>{esc(head)}</strong> <span class="meta">'
            f"{esc(seconds(c.lang, int(p['t'])))} s</span></li>"
        )
    if not items:
        return ""
    return f'<ul class="bk-calls" aria-live="off">{"".join(items)}</ul>'


def verdict_text(lang: str, names: list[str], last: VerdictView, me: int | None) -> list[str]:
    """The judged call in sentences: what was called, whether it was right, what follows."""
    caller = who(names, int(last["seat"]), me)
    target = last["target"]
    if last["right"]:
        key = "bk_right_stop" if last["call"] == "stop" else "bk_right_nowhere"
        lines = [t(lang, key, about=caller, target=target)]
        if me is not None and int(last["seat"]) != me and last["matching"]:
            lines.append(t(lang, "bk_matching_shown", n=len(last["matching"])))  # to learn
        return lines
    if last["call"] == "nowhere":
        n = len(last["matching"])
        lines = [t(lang, "bk_wrong_nowhere", about=caller, target=target, n=n)]
    elif last["at"] is None:
        lines = [t(lang, "bk_wrong_late", about=caller)]
    else:
        lines = [t(lang, "bk_wrong_sum", about=caller, sum=last["sum"], target=target)]
    if last["gave"]:
        lines.append(t(lang, "bk_penalty", about=caller, n=len(last["gave"])))
    if last["matching"]:
        lines.append(t(lang, "bk_matching_shown", n=len(last["matching"])))
    return lines


def margin_text(lang: str, names: list[str], race: View | None, me: int | None) -> str:
    """Who was first, and by how much before the next call (or that he was alone)."""
    if not race or race.get("open"):
        return ""
    settled = sorted(race["settled"], key=lambda s: (int(s["t"]), 0))
    applied = [s for s in settled if s["outcome"] == "applied"]
    if not applied:
        return ""
    first = applied[0]
    others = [s for s in settled if s is not first]
    at = t(
        lang, "bk_called_at", call=call_word(lang, str(first["type"])), s=seconds(lang, first["t"])
    )
    if not others:
        return f"{at} · {t(lang, 'bk_alone')}"
    second = others[0]
    gap = seconds(lang, int(second["t"]) - int(first["t"]))
    return f"{at} · {t(lang, 'bk_first_by', about=who(names, int(second['seat']), me), s=gap)}"


def verdict_html(c: Table, names: list[str], st: GameView, race: View | None) -> str:
    last = st["last"]
    if last is None:
        return ""
    me = you(c)
    lines = verdict_text(c.lang, names, last, me)
    margin = margin_text(c.lang, names, race, me)
    cls = "bk-verdict is-right" if last["right"] else "bk-verdict is-wrong"
    # Compact for a phone: what follows from the verdict (the penalty, the funnels ringed)
    # in one paragraph, then who was first and by how much.
    body = f'<p class="bk-follows">{esc(" ".join(lines[1:]))}</p>' if lines[1:] else ""
    return (
        f'<div class="{cls}"><p class="bk-verdict-head">{token(int(last["seat"]))}'
        f"<strong>{esc(lines[0])}</strong></p>{body}"
        + (f'<p class="meta">{esc(margin)}</p>' if margin else "")
        + "</div>"
    )


def players_html(c: Table, view: View, st: GameView) -> str:
    """Each player's dice left (fewest wins) and calls right and wrong, at a glance."""
    lang = c.lang
    cards = []
    names = names_of(view, lang)
    for seat, player in enumerate(view["players"]):
        left = int(st["supply"][seat])
        bot = computer_badge(lang, names[seat]) if player["bot"] is not None else ""
        calls = t(lang, "bk_calls", right=st["right_calls"][seat], wrong=st["wrong_calls"][seat])
        cls = "bk-player" + (" is-roller" if seat == st["roller"] else "")
        cls += " is-low" if left <= 3 else ""
        cards.append(
            f'<li class="{cls}">{token(seat)}<span class="bk-name">{esc(names[seat])}</span>'
            f'{bot}<strong class="bk-left">{esc(t(lang, "bk_dice_left", n=left))}</strong>'
            f'<span class="meta">{esc(calls)}</span></li>'
        )
    return (
        f'<section class="bk-players" aria-label="{esc(t(lang, "bk_end_table"))}">'
        f'<ul class="bk-player-list">{"".join(cards)}</ul></section>'
    )


def log_html(c: Table, names: list[str], st: GameView) -> str:
    """Every judged call, latest first."""
    lang = c.lang
    decided = st["calls"]
    if not decided:
        return ""
    items = []
    me = you(c)
    for race in reversed(decided[-40:]):
        key = "bk_log_right" if race["right"] else "bk_log_wrong"
        call = call_word(lang, race["call"])
        verdict = t(lang, key, about=who(names, race["seat"], me), call=call)
        items.append(f"<li>{token(race['seat'])}<span>{esc(verdict)}</span></li>")
    return (
        f'<details class="bk-log"><summary>{esc(t(lang, "bk_log"))}</summary>'
        f'<ol class="bk-log-list" reversed>{"".join(items)}</ol></details>'
    )


def outcome(lang: str, names: list[str], result: View, me: int | None) -> str:
    winners = list(result.get("winners", []))
    if len(winners) == 1:
        return t(lang, "bk_won", about=who(names, winners[0], me))
    return t(lang, "bk_shared", names=subjects(lang, [who(names, s, me) for s in winners]))


def end_panel(c: Table, view: View, st: GameView, race: View | None) -> str:
    lang = c.lang
    names = names_of(view, lang)
    result = view["result"] or {}
    me = you(c)
    lines = [outcome(lang, names, result, me)]
    if me is not None and me not in result.get("winners", []):
        lines.insert(0, t(lang, "bk_you_lost"))
    head = outcome_lines(lines)
    table = ranking_table(
        lang,
        names,
        result,
        [
            t(lang, "bk_rank"),
            t(lang, "bk_end_table"),
            t(lang, "bk_right_head"),
            t(lang, "bk_wrong_head"),
        ],
        lambda seat: [
            f"<strong>{st['supply'][seat]}</strong>",
            str(st["right_calls"][seat]),
            str(st["wrong_calls"][seat]),
        ],
        "bk-scores",
    )
    last = verdict_html(c, names, st, race)
    return (
        '<div class="panel bk-turn end">'
        f"<h2>{esc(t(lang, 'game_over'))}</h2>{head}{end_actions(lang)}{last}{table}</div>"
    )
