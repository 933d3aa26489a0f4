"""The words and small panels of the Raffzahn screen: the throw, what to do in the race,
the round's outcome (who took how many, who grabbed after STOP), the players' dice and the
end. Pure functions of the views; sentences about the viewer speak to him."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...kit.chrome import end_actions, outcome_lines, ranking_table
from ...kit.dice import die_svg
from ...kit.html import esc
from ...kit.i18n import join_words
from ...kit.seats import computer_badge, token
from .i18n import t

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def thrower_of_roll(st: View) -> int:
    """Who threw the number shown: the roller in a race, else the last round's."""
    last = st["last"]
    if st["phase"] == "race" or last is None:
        return int(st["roller"])
    return int(last["roller"])


def throw_line(lang: str, names: list[str], st: View, me: int | None) -> str:
    roll = st["roll"]
    if roll is None:
        return ""
    seat = thrower_of_roll(st)
    who = t(lang, "rz_you_threw") if seat == me else t(lang, "rz_threw", name=names[seat])
    die = die_svg(int(roll), "die-face rz-turquoise")
    label = esc(t(lang, "rz_turquoise", n=roll))
    return (
        f'<p class="rz-throw">{token(seat)}<span>{esc(who)}</span>'
        f'<span class="rz-roll" role="img" aria-label="{label}">{die}</span></p>'
    )


def race_lines(lang: str, names: list[str], st: View, me: int | None, stopped: bool) -> list[str]:
    """What to do now in the race, for ``me`` (None: the whole table)."""
    roller = int(st["roller"])
    lines = [t(lang, "rz_find", n=st["roll"])]
    if stopped:
        lines = [
            t(lang, "rz_stopped_you") if roller == me else t(lang, "rz_stopped", name=names[roller])
        ]
    elif roller == me:
        lines.append(t(lang, "rz_stop_hint"))
    else:
        lines.append(t(lang, "rz_wait_stop", name=names[roller]))
    return lines


def round_lines(lang: str, names: list[str], last: View, me: int | None) -> list[str]:
    """The round just ended: the STOP, each player's takes, and every foul."""
    roller = int(last["roller"])
    lines = [
        t(lang, "rz_stopped_you") if roller == me else t(lang, "rz_stopped", name=names[roller])
    ]
    counts = [0] * len(names)
    for take in last["takes"]:
        counts[int(take["seat"])] += 1
    for seat, n in enumerate(counts):
        if n:
            key = "rz_race_you" if seat == me else "rz_race"
            lines.append(t(lang, key, name=names[seat], n=n))
    if not any(counts):
        lines.append(t(lang, "rz_log_nothing").capitalize() + ".")
    for foul in last["fouls"]:
        seat = int(foul["seat"])
        key = "rz_foul" if foul["gave"] else "rz_foul_free"
        lines.append(t(lang, key + ("_you" if seat == me else ""), name=names[seat]))
    return lines


def players_html(c: Table, view: View, st: View) -> str:
    lang = c.lang
    items = []
    for seat, player in enumerate(view["players"]):
        bot = computer_badge(lang) if player["bot"] is not None else ""
        n = int(st["counts"][seat])
        cls = "rz-player" + (" is-roller" if seat == st["roller"] else "")
        items.append(
            f'<li class="{cls}">{token(seat)}<span class="rz-name">{esc(player["name"])}</span>'
            f"{bot}<strong>{esc(t(lang, 'rz_dice', n=n))}</strong></li>"
        )
    return (
        f'<section class="rz-players" aria-label="{esc(t(lang, "rz_players"))}">'
        f'<ul class="rz-player-list">{"".join(items)}</ul></section>'
    )


def outcome(lang: str, names: list[str], result: View, me: int | None) -> str:
    winners = list(result.get("winners", []))
    if me is not None and winners == [me]:
        return t(lang, "rz_you_won")
    if len(winners) == 1:
        return t(lang, "rz_won", name=names[winners[0]])
    return t(lang, "rz_shared", names=join_words(lang, [names[w] for w in winners]))


def end_panel(c: Table, view: View, st: View, me: int | None) -> str:
    lang = c.lang
    names = [str(p["name"]) for p in view["players"]]
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
    summary = (
        "".join(f"<p>{esc(line)}</p>" for line in round_lines(lang, names, last, me))
        if last
        else ""
    )
    return (
        '<div class="panel rz-turn end">'
        f"<h2>{esc(t(lang, 'game_over'))}</h2>{head}"
        f'<div class="rz-summary">{summary}</div>{table}{end_actions(lang)}</div>'
    )
