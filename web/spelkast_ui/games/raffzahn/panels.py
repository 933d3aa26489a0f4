"""The words and small panels of the Raffzahn screen: the throw, what to do in the race,
the round's outcome (who took how many, who grabbed after STOP), the players' dice and the
end. Pure functions of the views; sentences about the viewer speak to him."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.games.raffzahn.view import RaceView, TakeView
from pyengine.games.raffzahn.view import View as GameView

from ...kit.chrome import end_actions, outcome_lines, ranking_table
from ...kit.dice import die_svg
from ...kit.html import esc
from ...kit.i18n import Person, subjects
from ...kit.seats import computer_badge, names_of, token
from .i18n import t

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def who(names: list[str], seat: int, me: int | None) -> Person:
    """A seat as a sentence names it: "you" for ``me`` (the one person at the device, or a
    zone's own person on a shared tablet), else by name."""
    return Person(names[seat], you=seat == me)


def thrower_of_roll(st: GameView) -> int:
    """Who threw the number shown: the roller in a race, else the last round's."""
    last = st["last"]
    if st["phase"] == "race" or last is None:
        return int(st["roller"])
    return int(last["roller"])


def throw_line(lang: str, names: list[str], st: GameView, me: int | None) -> str:
    roll = st["roll"]
    if roll is None:
        return ""
    seat = thrower_of_roll(st)
    threw = t(lang, "rz_threw", about=who(names, seat, me))
    die = die_svg(int(roll), "die-face rz-turquoise")
    label = esc(t(lang, "rz_turquoise", n=roll))
    return (
        f'<p class="rz-throw">{token(seat)}<span>{esc(threw)}</span>'
        f'<span class="rz-roll" role="img" aria-label="{label}">{die}</span></p>'
    )


def race_lines(
    lang: str, names: list[str], st: GameView, me: int | None, stopped: bool
) -> list[str]:
    """What to do now in the race, for ``me`` (None: the whole table): the number to take
    and who calls STOP (or that he did)."""
    roller = who(names, int(st["roller"]), me)
    if stopped:
        return [t(lang, "rz_stopped", about=roller)]
    return [t(lang, "rz_find", n=st["roll"]), t(lang, "rz_wait_stop", about=roller)]


def take_lines(lang: str, names: list[str], takes: list[TakeView], me: int | None) -> list[str]:
    """Who took how many dice (so far), seat by seat."""
    counts = [0] * len(names)
    for take in takes:
        counts[int(take["seat"])] += 1
    return [
        t(lang, "rz_race", about=who(names, seat, me), n=n) for seat, n in enumerate(counts) if n
    ]


def round_lines(lang: str, names: list[str], last: RaceView, me: int | None) -> list[str]:
    """The round just ended: the STOP, each player's takes, and every foul."""
    lines = [t(lang, "rz_stopped", about=who(names, int(last["roller"]), me))]
    lines += take_lines(lang, names, last["takes"], me) or [
        t(lang, "rz_log_nothing").capitalize() + "."
    ]
    for foul in last["fouls"]:
        key = "rz_foul" if foul["gave"] else "rz_foul_free"
        lines.append(t(lang, key, about=who(names, int(foul["seat"]), me)))
    return lines


def score_table(lang: str, names: list[str], st: GameView, me: int | None) -> str:
    """Every player's dice: taken in this round (the race on, or the one just ended) and
    in all; the viewer's row first. The card's own scoreboard at a solo table."""
    last = st["last"]
    takes = st["takes"] if st["phase"] == "race" else (last["takes"] if last else [])
    won = [0] * len(names)
    for take in takes:
        won[int(take["seat"])] += 1
    order = sorted(range(len(names)), key=lambda s: s != me)
    rows = "".join(
        f'<tr class="seat-{s % 6}{" is-me" if s == me else ""}">'
        f'<th scope="row">{token(s)} {esc(names[s])}</th>'
        f"<td>{'+' + str(won[s]) if won[s] else '–'}</td>"
        f"<td><strong>{int(st['counts'][s])}</strong></td></tr>"
        for s in order
    )
    heads = "".join(
        f'<th scope="col">{esc(t(lang, key))}</th>' for key in ("rz_round_col", "rz_total_col")
    )
    return (
        f'<table class="rz-board-scores" aria-label="{esc(t(lang, "rz_score_table"))}">'
        f"<thead><tr><td></td>{heads}</tr></thead><tbody>{rows}</tbody></table>"
    )


def missed_line(lang: str, names: list[str], st: GameView, seat: int, you: bool = True) -> str:
    """After a round: how many loose dice showing the number ``seat`` (whose view ``st``
    is) left on his side, the board rings them; to him (``you``) or naming him."""
    last = st["last"]
    assert last is not None and last["roll"] is not None, "a round has been played"
    roll = last["roll"]
    n = sum(1 for d in st["dice"] if d["free"] and d["face"] == roll)
    about = who(names, seat, seat if you else None)
    if n:
        return t(lang, "rz_missed", about=about, n=n, k=roll)
    return t(lang, "rz_missed_none", about=about, k=roll)


def players_html(c: Table, view: View, st: GameView) -> str:
    lang = c.lang
    items = []
    names = names_of(view, lang)
    for seat, player in enumerate(view["players"]):
        bot = computer_badge(lang, names[seat]) if player["bot"] is not None else ""
        n = int(st["counts"][seat])
        cls = "rz-player" + (" is-roller" if seat == st["roller"] else "")
        items.append(
            f'<li class="{cls}">{token(seat)}<span class="rz-name">{esc(names[seat])}</span>'
            f"{bot}<strong>{esc(t(lang, 'rz_dice', n=n))}</strong></li>"
        )
    return (
        f'<section class="rz-players" aria-label="{esc(t(lang, "rz_players"))}">'
        f'<ul class="rz-player-list">{"".join(items)}</ul></section>'
    )


def outcome(lang: str, names: list[str], result: View, me: int | None) -> str:
    winners = list(result.get("winners", []))
    if len(winners) == 1:
        return t(lang, "rz_won", about=who(names, winners[0], me))
    return t(lang, "rz_shared", names=subjects(lang, [who(names, s, me) for s in winners]))


def end_panel(c: Table, view: View, st: GameView, me: int | None) -> str:
    lang = c.lang
    names = names_of(view, lang)
    result = view["result"] or {}
    lines = [outcome(lang, names, result, me)]
    if me is not None and me not in result.get("winners", []):
        lines.insert(0, t(lang, "rz_you_lost"))
    head = outcome_lines(lines)
    table = ranking_table(
        lang,
        names,
        result,
        [t(lang, "rz_rank"), t(lang, "rz_end_dice")],
        lambda seat: [f"<strong>{st['counts'][seat]}</strong>"],
        "rz-scores",
    )
    last = st["last"]
    summary = (  # spaced: a phone runs the sentences on in one line (web/pyramid.css)
        " ".join(f"<p>{esc(line)}</p>" for line in round_lines(lang, names, last, me))
        if last
        else ""
    )
    return (
        '<div class="panel rz-turn end">'
        f"<h2>{esc(t(lang, 'game_over'))}</h2>{head}{end_actions(lang)}"  # the way on, in view
        f'<div class="rz-summary">{summary}</div>{table}</div>'
    )
