"""Pieces of the Cui bono? screen: turns in words, the players' kept dice, the unseen
colours, the game log and the end panel with the ranking."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.games.cui_bono.view import PullRecord, PullView
from pyengine.games.cui_bono.view import View as GameView
from pyengine.pyramid.geometry import COLOURS

from ...kit.chrome import end_actions
from ...kit.html import esc
from ...kit.i18n import Person, join_words
from ...kit.seats import computer_badge, names_of, person, token
from ...pyramid.words import colour_adj, colour_letter, colour_name
from .i18n import die_name, t
from .play import layer_no

if TYPE_CHECKING:
    from ...kit.gameplay import Table

View = dict[str, Any]


def chip(lang: str, colour: str, count: int | None = None) -> str:
    """A small swatch of a die colour with its letter (colour-blind players read the letter)."""
    times = f'<span class="cb-n">{count}×</span>' if count is not None else ""
    return (
        f'<span class="cb-chip-wrap">{times}<span class="cb-chip cb-{esc(colour)}" '
        f'aria-hidden="true">{esc(colour_letter(lang, colour))}</span></span>'
    )


def people_of(c: Table) -> list[Person]:
    """Every seat as the sentences name it ("you" for the seat whose view is on screen)."""
    return [person(c, seat) for seat in range(len(c.game().players))]


# -- turns in words --------------------------------------------------------------------------
def turn_text(lang: str, people: list[Person], turn: PullRecord, minus: dict[str, int]) -> str:
    """One pull as a sentence: which die was pulled and where it went (or that it was
    kept). With the option ``pull_again`` (``turn["again"]``) a die laid back is followed
    by another pull of the same player, and the sentence says so."""
    who = people[turn["seat"]]
    die = die_name(lang, turn["colour"])
    again = "_again" if turn.get("again") else ""
    if turn["kept"]:
        return t(lang, "cb_did_keep", about=who, die=die, n=minus[turn["colour"]])
    if turn["placed"] == [0, 0, 0]:
        return t(lang, f"cb_did_top{again}", about=who, die=die)
    if turn["placed"] is not None:
        layer = layer_no(turn["placed"])
        return t(lang, f"cb_did_place{again}", about=who, die=die, layer=layer)
    return t(lang, "cb_did_pull", about=who, die=die)


def whole_turn_text(
    lang: str, people: list[Person], pulls: list[PullRecord], minus: dict[str, int]
) -> str:
    """The pulls of one finished turn as one sentence: with ``pull_again`` a turn of several
    pulls is told as the dice laid back and the one kept, so the news stays short."""
    last = pulls[-1]
    if len(pulls) == 1 or not last["kept"]:
        return " ".join(turn_text(lang, people, p, minus) for p in pulls)
    cost = t(lang, "cb_cost", n=minus[last["colour"]])
    return t(
        lang,
        "cb_did_turn_again",
        about=people[last["seat"]],
        n=len(pulls) - 1,
        die=die_name(lang, last["colour"]),
        cost=cost,
    )


def last_turn(st: GameView) -> PullRecord | None:
    """The view's latest pull, marked with the option ``pull_again`` for ``turn_text``."""
    last = st["last"]
    if last is None:
        return None
    return {**last, "pull": st["history"][-1]["pull"], "again": bool(st.get("pull_again"))}


def slid_text(lang: str, turn: PullView | None) -> str:
    n = 0 if turn is None else len(turn["slides"])
    return t(lang, "cb_slid", n=n) if n else t(lang, "cb_slid_none")


def pull_label(lang: str, turn: PullRecord) -> str:
    """ "Turn 3", or "Turn 3, pull 2" for a later pull of a turn (option ``pull_again``)."""
    n = turn.get("pull", 1)
    return (
        t(lang, "cb_turn_pull", turn=turn["turn"], n=n)
        if n > 1
        else t(lang, "cb_turn_n", n=turn["turn"])
    )


def log_html(
    lang: str, people: list[Person], turns: list[PullRecord], minus: dict[str, int]
) -> str:
    if not turns:
        return ""
    items = "".join(
        f"<li>{token(tr['seat'])}<span>{esc(pull_label(lang, tr))}: "
        f"{esc(turn_text(lang, people, tr, minus))}</span></li>"
        for tr in reversed(turns)
    )
    return (
        f'<details class="history"><summary>{esc(t(lang, "log"))}</summary>'
        f'<ol class="log cb-log">{items}</ol></details>'
    )


# -- the players ---------------------------------------------------------------------------
def kept_chips(lang: str, kept: list[str]) -> str:
    """A swatch for each colour kept, with its count; nothing before the first die (the
    line under the name says "Dice: 0 of 10", and "no dice yet" beside the name pushed
    itself onto a line of its own in a tablet's side column, for some names only)."""
    counts = {c: kept.count(c) for c in COLOURS if c in kept}
    return "".join(chip(lang, c, n) for c, n in counts.items())


def kept_words(lang: str, kept: list[str]) -> str:
    counts = [(c, kept.count(c)) for c in COLOURS if c in kept]
    return join_words(
        lang, [t(lang, "cb_n_dice_of", n=n, colour=colour_adj(lang, c)) for c, n in counts]
    )


def players_html(c: Table, view: View, st: GameView) -> str:
    lang = c.lang
    names = names_of(view, c.lang)
    active = st["active"]
    cards = []
    for seat, kept in enumerate(st["kept"]):
        bot = view["players"][seat]["bot"] is not None
        badge = " " + computer_badge(lang, names[seat]) if bot else ""
        count = t(lang, "cb_dice_of", n=len(kept), limit=st["dice_limit"])
        minus = t(lang, "cb_minus_n", n=st["minus"][seat])
        words = kept_words(lang, kept) or t(lang, "cb_none_kept")
        cls = "cb-player" + (" is-active" if seat == active else "")
        # The swatches are for the eye; screen readers get the same in words.
        cards.append(
            f'<li class="{cls} seat-{seat % 6}">'
            f'<span class="cb-who">{token(seat)}<span>{esc(names[seat])}</span>{badge}</span>'
            f'<span class="cb-kept" aria-hidden="true">{kept_chips(lang, kept)}</span>'
            f'<span class="sr-only">: {esc(words)}, </span>'
            f'<span class="cb-count">{esc(count)} · <strong>{esc(minus)}</strong></span></li>'
        )
    scale = " · ".join(f"{colour_name(lang, col)} {n}" for col, n in st["minus_points"].items())
    return (
        '<section class="card cb-players" aria-labelledby="cb-players-h">'
        f'<h2 id="cb-players-h">{esc(t(lang, "cb_kept_head"))}</h2>'
        f'<p class="meta">{esc(t(lang, "cb_scale", scale=scale))}</p>'
        f'<ul class="cb-player-list">{"".join(cards)}</ul>'
        f'<p class="meta">{esc(unseen_text(lang, st))}</p></section>'
    )


def unseen_text(lang: str, st: GameView) -> str:
    counts = st["hidden_colours"]
    parts = [f"{counts[c]} {colour_name(lang, c)}" for c in COLOURS]
    return t(lang, "cb_unseen", n=sum(counts.values()), list=join_words(lang, parts))


# -- the end -------------------------------------------------------------------------------------
def together(lang: str, people: list[Person]) -> str:
    """Several seats as the subject of a sentence: "You and Ann", "Jij en Ann"."""
    words = [t(lang, "you") if p.you else p.name for p in people]
    return join_words(lang, sorted(words, key=lambda w: w != t(lang, "you")))


def outcome(lang: str, people: list[Person], result: View) -> str:
    winners: list[int] = result.get("winners", [])
    scores: list[int] = result.get("scores", [])
    if not winners:
        return ""
    if len(winners) == 1:
        w = winners[0]
        said = t(lang, "cb_winner", about=people[w], n=scores[w])
        if scores.count(scores[w]) > 1:  # equal minus points: fewer dice decided
            said += " " + t(lang, "cb_fewer_dice", n=result["dice"][w])
        return said
    names = together(lang, [people[s] for s in winners])
    return t(lang, "cb_shared", names=names, n=scores[winners[0]])


def end_panel(c: Table, view: View, st: GameView) -> str:
    lang = c.lang
    names = names_of(view, c.lang)
    people = people_of(c)
    result = view["result"] or {}
    lines = [outcome(lang, people, result)]
    humans = c.humans()
    if len(humans) == 1:
        won = humans[0] in result.get("winners", [])
        lines.insert(0, t(lang, "you_won") if won else t(lang, "cb_you_lost"))
    last = st["last"]
    if result.get("end") == "turns":
        why = t(lang, "cb_why_turns", n=st["turn_limit"])
    elif last is not None:
        why = t(lang, "cb_why_dice", about=people[last["seat"]], n=st["dice_limit"])
    else:
        why = ""
    head = "".join(
        f'<p class="outcome{" big" if i == 0 else ""}">{esc(line)}</p>'
        for i, line in enumerate(lines)
    )
    cols = "".join(
        f'<th scope="col"><span class="sr-only">{esc(colour_name(lang, col))}</span>'
        f"{chip(lang, col)}</th>"
        for col in COLOURS
    )
    rows = []
    for seat in result.get("ranking", range(len(names))):
        kept = st["kept"][seat]
        cells = "".join(f"<td>{kept.count(col)}</td>" for col in COLOURS)
        place = result["places"][seat]
        rows.append(
            f'<tr class="seat-{seat % 6}"><td>{place}</td><th scope="row">'
            f'<span class="cb-who">{token(seat)}<span>{esc(names[seat])}</span></span></th>'
            f"{cells}<td><strong>{st['minus'][seat]}</strong></td></tr>"
        )
    table = (
        '<div class="table-wrap"><table class="scores cb-scores"><thead><tr>'
        f'<th scope="col"><span class="sr-only">{esc(t(lang, "cb_place"))}</span>'
        '<span aria-hidden="true">#</span></th>'
        f'<th scope="col">{esc(t(lang, "player"))}</th>{cols}'
        f'<th scope="col">{esc(t(lang, "cb_minus_head"))}</th>'
        f"</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
    )
    return (
        '<div class="panel cb-turn end">'
        f"<h2>{esc(t(lang, 'game_over'))}</h2>{head}"
        # the way on right under the outcome, in the first screen under the pyramid
        + end_actions(lang)
        + f'<p class="meta">{esc(why)}</p>'
        + table
        + "</div>"
    )
