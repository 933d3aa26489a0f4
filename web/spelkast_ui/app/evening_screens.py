"""An evening on screen (app/evening.py): the "Play on" offer and the evening's table under
a building game's result, the table before the evening's next game starts, and an evening
as one entry of the results. Pure renderers; the words are this module's own (nl, en)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pyengine import GAMES, Match
from pyengine.pyramid.board import Pyramid
from pyengine.pyramid.given import missing

from ..kit.chrome import back_button, end_actions, screen
from ..kit.html import button, esc, next_step
from ..kit.i18n import Pair, Person, Words, join_words, pick
from ..kit.seats import person, token
from . import evening
from .evening import DELETE_PREFIX, PARTS, Evening
from .history import person_key

if TYPE_CHECKING:
    from .controller import Controller

TEXT: dict[str, Pair] = {
    "ev_offer_head": ("Speel verder op deze piramide", "Play on with this pyramid"),
    "ev_offer_text": (
        "{game} breekt de piramide van dit spel weer af, met dezelfde spelers op dezelfde "
        "plaatsen.",
        "{game} takes this game's pyramid down again, with the same players in the same seats.",
    ),
    "ev_next_text": (
        "{game} breekt de piramide van {built} weer af, met dezelfde spelers op dezelfde plaatsen.",
        "{game} takes the pyramid of {built} down again, with the same players in the same seats.",
    ),
    "ev_missing": (
        "Eerst wordt de {n} steen die nog ontbreekt willekeurig aangevuld.|Eerst worden de "
        "{n} stenen die nog ontbreken willekeurig aangevuld.",
        "First the {n} die still missing is added at random.|First the {n} dice still "
        "missing are added at random.",
    ),
    "ev_offer_btn": ("Verder: {game}", "Play on: {game}"),
    "ev_blocked": (
        "{game} breekt deze piramide af met {n} spelers; met {k} kan dat niet.",
        "{game} takes this pyramid down with {n} players; with {k} it cannot.",
    ),
    "ev_so_far": ("De avond tot nu toe", "The evening so far"),
    "ev_final": ("De avond", "The evening"),
    "ev_rule": (
        "De plaatsen van elk spel tellen op: het kleinste totaal wint de avond.",
        "The places of each game add up: the smallest total wins the evening.",
    ),
    "ev_place": ("Plaats", "Place"),
    "ev_total": ("Totaal", "Total"),
    "ev_winner": ("{name} wint de avond.", "{name} wins the evening."),
    "ev_winner.you": ("Je wint de avond!", "You win the evening!"),
    "ev_leads": ("{name} staat voor.", "{name} is in the lead."),
    "ev_leads.you": ("Je staat voor.", "You are in the lead."),
    "ev_shared": ("{names} winnen de avond samen.", "{names} win the evening together."),
    "ev_shared_lead": ("{names} staan samen voor.", "{names} share the lead."),
    "ev_intro_title": ("Avond: spel {k} van {n}", "Evening: game {k} of {n}"),
    "ev_next_head": ("Nu: {game}", "Next: {game}"),
    "ev_start": ("Begin {game}", "Start {game}"),
    "ev_rules_of": ("Spelregels van {game}", "Rules of {game}"),
    "ev_card_title": ("Avond: {games}", "Evening: {games}"),
    "ev_open": ("Bekijk {game}", "View {game}"),
    "ev_open_of": ("Bekijk {game} van de avond van {date}", "View {game} of the evening of {date}"),
    "ev_unfinished": ("{game} is nog niet uitgespeeld.", "{game} is not finished yet."),
    "ev_delete_of": ("Verwijder de avond van {date}", "Delete the evening of {date}"),
    "ev_stats": (
        "Avonden: {n} gespeeld, {won} gewonnen|Avonden: {n} gespeeld, {won} gewonnen",
        "Evenings: {n} played, {won} won|Evenings: {n} played, {won} won",
    ),
}

t = Words(TEXT)


def _title(lang: str, game: str | None) -> str:
    return pick(GAMES[game].title, lang) if game in GAMES else str(game)


# -- under a result -------------------------------------------------------------------------
def with_evening(c: Controller, page: str) -> str:
    """A finished game's screen with the evening's parts: "Play on" when a game takes its
    pyramid down (leading the end's buttons), and the table of the evening it belongs to
    (under them, at the evening's end)."""
    match = c.match
    if match is None or not match.is_over:
        return page
    lang = c.lang
    parts = ""
    here = evening.current(c)
    if here is not None and here.places():
        final = len(here.games) >= PARTS
        parts += evening_table(lang, here, _people(c, here), final=final)
    actions = end_actions(lang)
    at = page.rfind(actions)
    if evening.follower(match) is not None and at >= 0:
        # "Play on" is the step forward: it leads the end's buttons, and its words come
        # after them, so all three stay in the first screen under the outcome on a phone.
        quiet = actions.replace("btn btn-primary", "btn btn-quiet", 1)
        return page[:at] + parts + _offer(c, match, quiet) + page[at + len(actions) :]
    note = _offer(c, match, "")  # why this pyramid cannot be played on, if so
    if not parts and not note:
        return page
    if at < 0:  # a result without the usual buttons: the parts go at its end
        cut = page.rfind("</section>")
        return page[:cut] + note + parts + page[cut:]
    # The evening's table under the end's buttons: they stay in the first screen under the
    # outcome on a phone (a table of three to six rows above them pushed them below it),
    # and the evening's winner is said right under them.
    return page[:at] + note + actions + parts + page[at + len(actions) :]


def _offer(c: Controller, match: Match, actions: str) -> str:
    """'Play on' with the end's other buttons (``actions``: a row of them) beside it, then
    what it means; or why a building game's pyramid cannot be played on."""
    lang = c.lang
    follow = evening.follower(match)
    if follow is None:
        blocked = evening.blocked_follower(match)
        if blocked is None:
            return ""
        need, have = GAMES[blocked].min_players, len(match.players)
        text = t(lang, "ev_blocked", game=_title(lang, blocked), n=need, k=have)
        return f'<p class="meta evening-note">{esc(text)}</p>'
    name = _title(lang, follow)
    pyramid = Pyramid.from_json(match.rules.handed_on(match.state))
    n = missing(pyramid)
    lines = [t(lang, "ev_offer_text", game=name)]
    if n:
        lines.append(t(lang, "ev_missing", n=n))
    go = next_step(button(t(lang, "ev_offer_btn", game=name), "play_on", cls="btn btn-primary"))
    row = (
        actions.replace('<div class="actions">', f'<div class="actions">{go}', 1) if actions else go
    )
    return (
        f'<div class="evening-offer">{row}'
        f"<h3>{esc(t(lang, 'ev_offer_head'))}</h3>"
        f"<p>{esc(' '.join(lines))}</p></div>"
    )


def _people(c: Controller, ev: Evening) -> list[Person]:
    """The evening's seats as sentences name them: "you" for the viewer's own seat."""
    match = c.match
    if match is None:
        return [Person(name) for name in ev.players]
    return [person(c, seat) for seat in range(len(match.players))]


def evening_table(
    lang: str, ev: Evening, people: Sequence[Person], final: bool, titled: bool = True
) -> str:
    """The evening's table: each game's places, their total and the evening's places, with
    who wins (or leads) in words, and the rule that says the numbers are places.
    ``people``: the seats as sentences name them; without ``titled`` (a card that names the
    evening already) no heading."""
    table = ev.table()
    totals, places, winners = table["totals"], table["places"], table["winners"]
    games = [s.game for s in ev.games if s.over][: len(ev.places())]
    # Each game's place, added up in the row itself: "2 + 3", then the total.
    sums = " + ".join(_title(lang, g) for g in games)
    # The place column says "#" (its name is read out): a phone has room for four columns.
    place = f'<th scope="col" aria-label="{esc(t(lang, "ev_place"))}">#</th>'
    heads = [t(lang, "player"), sums, t(lang, "ev_total")]
    head = place + "".join(f'<th scope="col">{esc(h)}</th>' for h in heads)
    order = sorted(range(len(totals)), key=lambda s: (places[s], s))
    played = ev.places()
    rows = "".join(
        f'<tr class="seat-{seat % 6}"><td>{places[seat]}</td>'
        f'<th scope="row"><span class="ev-who">{token(seat)}'
        f"<span>{esc(ev.players[seat])}</span></span></th>"
        f"<td>{' + '.join(str(game[seat]) for game in played)}</td>"
        f"<td><strong>{totals[seat]}</strong></td></tr>"
        for seat in order
    )
    if len(winners) == 1:
        key = "ev_winner" if final else "ev_leads"
        said = t(lang, key, about=people[winners[0]])
    else:
        names = join_words(lang, [people[s].name for s in winners])
        said = t(lang, "ev_shared" if final else "ev_shared_lead", names=names)
    title = t(lang, "ev_final" if final else "ev_so_far")
    return (
        '<div class="evening-table">'
        + (f"<h3>{esc(title)}</h3>" if titled else "")
        + f'<p class="outcome">{esc(said)}</p>'
        f'<div class="table-wrap"><table class="scores ev-scores"><thead><tr>{head}</tr>'
        f"</thead><tbody>{rows}</tbody></table></div>"
        + f'<p class="meta">{esc(t(lang, "ev_rule"))}</p>'
        + "</div>"
    )


# -- before the evening's next game ---------------------------------------------------------
def intro_page(c: Controller) -> str | None:
    """While the evening's next game waits (``Controller.evening_intro``): the table so far,
    what comes next, and the button that starts it. Nothing moves meanwhile."""
    match = c.match
    if not c.evening_intro or match is None or match.is_over or c.evening is None:
        return None
    lang = c.lang
    game = match.game_id
    name = _title(lang, game)
    here = evening.current(c)
    table = ""
    if here is not None and here.places():
        table = evening_table(lang, here, _people(c, here), final=False)
    built = _title(lang, here.games[0].game) if here is not None else ""
    key = "ev_next_text" if built else "ev_offer_text"
    lines = [t(lang, key, game=name, built=built)]
    n = missing(Pyramid.from_json(match.options["pyramid"]))
    if n:
        lines.append(t(lang, "ev_missing", n=n))
    # What comes next and its button first: a table of five or six rows above it pushed
    # "Start" below the fold of a phone (the table repeats the places just seen).
    body = (
        '<div class="panel evening-next">'
        f"<h2>{esc(t(lang, 'ev_next_head', game=name))}</h2>"
        f"<p>{esc(' '.join(lines))}</p>"
        '<div class="actions">'
        + next_step(button(t(lang, "ev_start", game=name), "evening_go", cls="btn btn-primary"))
        + button(t(lang, "ev_rules_of", game=name), "rules", game, cls="btn btn-quiet")
        + "</div></div>"
        + (f'<div class="panel evening-so-far">{table}</div>' if table else "")
    )
    title = t(lang, "ev_intro_title", k=c.evening[1] + 1, n=PARTS)
    return screen("game", title, body, back_button(c), cls="evening-intro")


# -- in the results ---------------------------------------------------------------------------
def evening_card(c: Controller, ev: Evening, date: str) -> str:
    """An evening as one entry of the results: its games, the table, and a way into each
    game's replay; "Delete" removes the whole evening (with "Undo")."""
    lang = c.lang
    games = join_words(lang, [_title(lang, s.game) for s in ev.games])
    title = t(lang, "ev_card_title", games=games)
    people = [Person(n) for n in ev.players]
    table = evening_table(lang, ev, people, final=ev.complete, titled=False)
    unfinished = "".join(
        f'<p class="meta">{esc(t(lang, "ev_unfinished", game=_title(lang, s.game)))}</p>'
        for s in ev.games
        if not s.over
    )
    views = "".join(
        button(
            t(lang, "ev_open", game=_title(lang, s.game)),
            "replay",
            s.id,
            cls="btn btn-secondary",
            aria_label=t(lang, "ev_open_of", game=_title(lang, s.game), date=date),
        )
        for s in ev.games
        if s.over
    )
    delete = button(
        t(lang, "delete"),
        "delete",
        DELETE_PREFIX + ev.id,
        cls="btn btn-quiet",
        aria_label=t(lang, "ev_delete_of", date=date),
    )
    return (
        '<li class="card result-card evening-card">'
        f"<h3>{esc(title)}</h3>"
        f'<p class="meta">{esc(date)}</p>'
        f"{table}{unfinished}"
        f'<div class="actions">{views}{delete}</div></li>'
    )


def evening_stats(lang: str, evenings: Sequence[Evening], person: str) -> str:
    """A person's evenings (finished ones, every game played by a person of that name):
    how many played and won; nothing when there are none."""
    played = won = 0
    for ev in evenings:
        if not ev.complete:
            continue
        seats = [s for s, name in enumerate(ev.players) if person_key(name) == person]
        humans = [s for s in seats if all(g.bots and g.bots[s] is None for g in ev.games)]
        if not humans:
            continue
        played += 1
        won += any(s in ev.table()["winners"] for s in humans)
    if not played:
        return ""
    return f'<p class="meta evening-stats">{esc(t(lang, "ev_stats", n=played, won=won))}</p>'
