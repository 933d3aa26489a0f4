"""Finished games on screen: results on the home screen, the history screen (statistics, a
chart, every result, export and import) and the replay viewer. Pure renderers."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from pyengine import GAMES

from ..kit.chrome import notice, screen
from ..kit.html import attrs, button, esc, unbroken
from ..kit.i18n import YOU, Person, join_words, pick
from ..kit.seats import shown_names, you_seat
from . import history, transfer
from .cards import icon, save_card
from .evening import Evening, grouped
from .evening_screens import evening_card, evening_stats
from .history import MIXED, PEOPLE, SOLO, Stats, Tally
from .replay import Replay, board_html
from .saves import SaveSummary, is_result
from .words import t

if TYPE_CHECKING:
    from .controller import Controller

HOME_RESULTS = 5  # the newest results on the home screen; the rest on the history screen


def _game_name(lang: str, game: str | None) -> str:
    return pick(GAMES[game].title, lang) if game in GAMES else str(game)


def date_text(lang: str, stamp: float) -> str:
    """A result's date, "24 Nov 2026" (the device's records carry no time zone: UTC)."""
    day = time.gmtime(max(0.0, stamp) / 1000)
    month = t(lang, "months").split()[day.tm_mon - 1]
    return f"{day.tm_mday} {month} {day.tm_year}"


def removal_notice(c: Controller) -> str:
    """The line after a delete, with its "Undo" (role status: heard, not an alarm)."""
    if c.removing is None:
        return ""
    return (
        '<div class="notice undo-notice" role="status">'
        f"<p>{esc(t(c.lang, 'deleted'))}</p>"
        + button(t(c.lang, "undo_delete"), "undo_delete", cls="btn btn-primary btn-small")
        + "</div>"
    )


def _count_line(lang: str, page: int, n: int) -> str:
    """How many results the list shows: "3 of 12 results", or all of them ("1 result"; it
    said "1 of 1 results")."""
    if page == n:
        return t(lang, "shown_all", n=n)
    return t(lang, "shown_of", shown=page, n=n)


# -- a result -------------------------------------------------------------------------------
def result_card(c: Controller, s: SaveSummary) -> str:
    lang = c.lang
    result: dict[str, Any] = s.result or {}
    name = _game_name(lang, s.game)
    players = shown_names(lang, s.players, s.bots)
    scores = result.get("scores") if isinstance(result.get("scores"), list) else None
    winners = [w for w in result.get("winners") or [] if isinstance(w, int)]
    order = [i for i in result.get("ranking") or range(len(players)) if isinstance(i, int)]
    rows = []
    for seat in order:
        if not 0 <= seat < len(players):
            continue
        score = score_words(lang, result, scores[seat]) if scores and seat < len(scores) else ""
        won = seat in winners
        rows.append(
            f'<li class="{"winner" if won else ""}">'
            + ('<span aria-hidden="true">★ </span>' if won else "")
            # "Computer 2: 34 points" (it read "Computer 2 34 points", one number run on)
            + esc(players[seat] + (":" if score else ""))
            + f' <span class="score">{esc(score)}</span></li>'
        )
    you = you_seat(s.bots or (None,) * len(players))
    if winners == [you]:
        who = t(lang, "won_by_you")
    else:
        names = [players[w] for w in winners if w < len(players)]
        who = t(lang, "won_by", names=join_words(lang, names)) if names else ""
    badge = f'<span class="hint-badge">{esc(t(lang, "with_hints"))}</span>'
    hints = f" · {badge}" if s.hints > 0 else ""
    label = f"{name}, {date_text(lang, s.updated)}"
    actions = button(
        t(lang, "result_open"),
        "replay",
        s.id,
        cls="btn btn-primary",
        aria_label=t(lang, "result_open_of", game=label),
    ) + button(
        t(lang, "delete"),
        "delete",
        s.id,
        cls="btn btn-quiet",
        aria_label=t(lang, "delete_of", game=label),
    )
    return (
        '<li class="card result-card">'
        f"<h3>{esc(name)}</h3>"
        f'<p class="meta">{esc(date_text(lang, s.updated))} · {esc(t(lang, "finished"))}'
        f" · {esc(who)}{hints}</p>"
        f'<ol class="result-seats">{"".join(rows)}</ol>'
        f'<div class="actions">{actions}</div></li>'
    )


def score_words(lang: str, result: dict[str, Any], score: Any) -> str:
    """A seat's score in the game's own unit: "2 halves lost", "-5 points"."""
    key = f"unit_{result.get('score_label')}"
    if key in t.texts and isinstance(score, int) and not isinstance(score, bool):
        return t(lang, key, n=score)
    return str(score)


def home_results(c: Controller, listed: list[SaveSummary]) -> str:
    """The home screen's newest results and the way to all of them."""
    results = [s for s in listed if is_result(s)]
    if not results:
        return ""
    lang = c.lang
    cards = "".join(_entry(c, item) for item in grouped(results, listed)[:HOME_RESULTS])
    return (
        f'<h2 class="section-title">{esc(t(lang, "results"))}</h2>'
        f'<ul class="save-list result-list">{cards}</ul>'
        '<div class="actions">'
        + button(t(lang, "all_results", n=len(results)), "history", cls="btn btn-secondary")
        + "</div>"
    )


# -- the history screen -------------------------------------------------------------------
def render_history(c: Controller) -> str:
    lang = c.lang
    results = [s for s in c.listed() if is_result(s)]
    games = [g for g in GAMES if any(s.game == g for s in results)]
    game = c.history_game if c.history_game in games else None
    body = notice(c) + removal_notice(c) + _unfinished(c)
    if not results:
        body += f'<p class="empty">{esc(t(lang, "no_results"))}</p>'
    else:
        body += _game_choice(lang, games, game) + _statistics(c, results, game)
        shown = [e for e in grouped(results, c.listed()) if game is None or _has(e, game)]
        page = shown[: c.history_shown]
        more = (
            button(t(lang, "show_more"), "history_more", cls="btn btn-quiet")
            if len(shown) > len(page)
            else ""
        )
        body += (
            f'<h2 class="section-title">{esc(t(lang, "results"))}</h2>'
            f'<ul class="save-list result-list">{"".join(_entry(c, e) for e in page)}</ul>'
            f'<p class="meta">{esc(_count_line(lang, len(page), len(shown)))}</p>'
            f'<div class="actions">{more}</div>'
        )
    body += _transfer(c)
    back = button(
        t(lang, "home"), "home", cls="btn btn-quiet btn-back", content=f"‹ {esc(t(lang, 'home'))}"
    )
    return screen("history", t(lang, "history"), body, back)


def _unfinished(c: Controller) -> str:
    """Every game in progress, newest first (home lists the newest of each game)."""
    playing = [s for s in c.listed() if not is_result(s)]
    if not playing:
        return ""
    cards = "".join(save_card(c, s) for s in playing)
    return (
        f'<h2 class="section-title" id="unfinished">{esc(t(c.lang, "unfinished"))}</h2>'
        f'<ul class="save-list">{cards}</ul>'
    )


def _entry(c: Controller, item: SaveSummary | Evening) -> str:
    """One entry of the results: a game, or an evening with its games (app/evening.py)."""
    if isinstance(item, Evening):
        return evening_card(c, item, date_text(c.lang, item.updated))
    return result_card(c, item)


def _has(item: SaveSummary | Evening, game: str) -> bool:
    if isinstance(item, Evening):
        return any(s.game == game for s in item.games)
    return item.game == game


def _game_choice(lang: str, games: list[str], game: str | None) -> str:
    if len(games) < 2:
        return ""
    choices = button(
        t(lang, "all_games"), "history_game", "", cls="btn btn-choice", pressed=game is None
    ) + "".join(
        button(_game_name(lang, g), "history_game", g, cls="btn btn-choice", pressed=g == game)
        for g in games
    )
    return (
        f'<fieldset class="option"><legend>{esc(t(lang, "which_game"))}</legend>'
        f'<div class="choices">{choices}</div></fieldset>'
    )


def _statistics(c: Controller, results: list[SaveSummary], game: str | None) -> str:
    lang = c.lang
    items = history.outcomes(results)
    people = history.people(items)
    head = (
        f'<h2 class="section-title">{esc(t(lang, "statistics"))}'
        f"{': ' + esc(_game_name(lang, game)) if game else ''}</h2>"
    )
    if not people:
        return head + f'<p class="empty">{esc(t(lang, "no_people"))}</p>'
    keys = [p[0] for p in people]
    person = c.history_person if c.history_person in keys else keys[0]
    chooser = ""
    if len(people) > 1:
        chooser = (
            f'<fieldset class="option"><legend>{esc(t(lang, "stats_of"))}</legend>'
            '<div class="choices">'
            + "".join(
                button(
                    history.shown_person(lang, key, name),
                    "history_person",
                    key,
                    cls="btn btn-choice",
                    pressed=key == person,
                )
                for key, name, _ in people
            )
            + "</div></fieldset>"
        )
    st = history.stats(items, person, game)
    chart = ""
    if game is None:
        rows = [(_game_name(lang, g), tally) for g, tally in history.per_game(items, person)]
        chart = bar_chart(lang, rows) if len(rows) > 1 else ""
    evenings = [e for e in grouped(results, c.listed()) if isinstance(e, Evening)]
    return (
        head
        + chooser
        + _summary(lang, st, game)
        + (evening_stats(lang, evenings, person) if game is None else "")
        + _against_table(lang, st, game)
        + chart
        + f'<p class="meta">{esc(t(lang, "whose_note"))}</p>'
    )


def _summary(lang: str, st: Stats, game: str | None) -> str:
    # Tiles in rows of their kind, each row full (no tile left alone on a row): the games
    # three to a row, the streaks and the scores two.
    tiles = [
        ("stat-third", t(lang, "played"), str(st.total.played)),
        ("stat-third", t(lang, "won"), str(st.total.won)),
        ("stat-third", t(lang, "lost"), str(st.total.lost)),
        ("stat-half", t(lang, "streak"), str(st.streak)),
        ("stat-half", t(lang, "longest"), str(st.longest)),
    ]
    if game is not None and st.best is not None:
        tiles.append(("stat-half", t(lang, "best_score"), str(st.best)))
        tiles.append(("stat-half", t(lang, "average_score"), _decimal(lang, st.average)))
    items = "".join(
        f'<div class="{cls}"><dt>{esc(k)}</dt><dd>{esc(v)}</dd></div>' for cls, k, v in tiles
    )
    label = ""
    if game is not None and st.score_label:
        key = "label_" + st.score_label
        words = t(lang, key) if key in t.texts else st.score_label
        label = f'<p class="meta">{esc(t(lang, "score_is", label=words))}</p>'
    hinted = ""
    if st.hinted.played:
        text = t(lang, "hinted_games", n=st.hinted.played, won=st.hinted.won)
        hinted = f'<p class="meta">{esc(text)}</p>'
    return f'<dl class="stat-grid">{items}</dl>{label}{hinted}'


def _decimal(lang: str, value: float | None) -> str:
    if value is None:
        return "–"
    text = f"{value:.1f}"
    return text.replace(".", ",") if lang == "nl" else text


def against_label(lang: str, key: str, game: str | None) -> str:
    if key == PEOPLE:
        return t(lang, "vs_people")
    if key == MIXED:
        return t(lang, "vs_mixed")
    if key == SOLO:
        return t(lang, "vs_solo")
    if key == "random":
        return t(lang, "vs_level", level=t(lang, "level_random"))
    label = history.level_label(key, game)
    return t(lang, "vs_level", level=pick(label, lang) if label else key)


def _against_table(lang: str, st: Stats, game: str | None) -> str:
    """Won and lost per opponent. Over every game, levels that read the same (Schocken's
    and Kwis 't!'s "Casual") are one row."""
    if not st.against:
        return ""
    order = history.level_key_order(game)
    keys = sorted(st.against, key=lambda k: order.index(k) if k in order else len(order))
    merged: dict[str, Tally] = {}
    for k in keys:
        row = merged.setdefault(against_label(lang, k, game), Tally())
        row.played += st.against[k].played
        row.won += st.against[k].won
    # won and lost only: played is their sum (and in the summary above), and a phone has
    # room for two numbers next to a level's name
    rows = "".join(
        f'<tr><th scope="row">{esc(label)}</th><td>{tally.won}</td><td>{tally.lost}</td></tr>'
        for label, tally in merged.items()
    )
    heads = "".join(f'<th scope="col">{esc(t(lang, k))}</th>' for k in ("against", "won", "lost"))
    return (
        f'<div class="table-wrap"><table class="scores stat-table"><thead><tr>{heads}</tr>'
        f"</thead><tbody>{rows}</tbody></table></div>"
    )


def bar_chart(lang: str, rows: list[tuple[str, Tally]]) -> str:
    """Won and lost per row as horizontal bars (inline SVG, no script). The SVG is one
    image named by the list under it, which says the same in words to screen readers (on
    screen the bars and their numbers say it)."""
    width, label_w, bar_h, gap = 320, 120, 18, 10
    most = max((tally.played for _, tally in rows), default=0) or 1
    scale = (width - label_w - 40) / most
    parts = []
    for i, (label, tally) in enumerate(rows):
        y = i * (bar_h + gap)
        won_w = tally.won * scale
        lost_w = tally.lost * scale
        short = label if len(label) <= 16 else label[:15] + "…"
        parts.append(
            f'<text x="0" y="{y + bar_h - 4}" class="chart-label">{esc(short)}</text>'
            f'<rect x="{label_w}" y="{y}" width="{won_w:.1f}" height="{bar_h}" class="bar-won"/>'
            f'<rect x="{label_w + won_w:.1f}" y="{y}" width="{lost_w:.1f}" height="{bar_h}"'
            ' class="bar-lost"/>'
            f'<text x="{label_w + won_w + lost_w + 4:.1f}" y="{y + bar_h - 4}"'
            f' class="chart-value">{tally.won}/{tally.played}</text>'
        )
    height = len(rows) * (bar_h + gap)
    words = "".join(
        f"<li>{esc(t(lang, 'chart_row', label=label, won=tally.won, n=tally.played))}</li>"
        for label, tally in rows
    )
    title = t(lang, "chart_title")
    legend = (
        '<p class="chart-legend" aria-hidden="true">'
        f'<span class="key-won"></span>{esc(t(lang, "won"))} '
        f'<span class="key-lost"></span>{esc(t(lang, "lost"))}</p>'
    )
    return (
        '<figure class="chart">'
        f"<figcaption>{esc(title)}</figcaption>{legend}"
        f'<svg viewBox="0 0 {width} {height}" aria-hidden="true" focusable="false"'
        f' class="bar-chart">{"".join(parts)}</svg>'
        f'<ul id="chart-words" class="chart-words sr-only">{words}</ul></figure>'
    )


def _transfer(c: Controller) -> str:
    lang = c.lang
    # The file field covers its drop zone, unseen: a tap on the zone opens the picker and a
    # file dropped on it lands in the field (the browser's own drop), read like a pick.
    picker = "<input" + attrs(
        id="import-file",
        type="file",
        accept=".json,application/json",
        data_file_act="import_file",
        data_max_bytes=transfer.MAX_BYTES,
        aria_describedby="import-drop",
    )
    report = ""
    if c.waiting:
        report = f'<p class="meta" role="status">{esc(t(lang, "import_busy"))}</p>'
    elif c.report is not None:
        r = c.report
        lines = "".join(f"<p>{esc(line)}</p>" for line in r.lines)
        problems = "".join(f"<li>{esc(p)}</li>" for p in r.problems)
        more = f"<p>{esc(t(lang, 'import_more', n=r.more))}</p>" if r.more else ""
        cls = "transfer-report error-box" if r.failed or r.problems else "transfer-report"
        report = (
            f'<div class="{cls}" role="{"alert" if r.failed else "status"}">{lines}'
            + (f"<ul>{problems}</ul>" if problems else "")
            + f"{more}</div>"
        )
    return (
        f'<h2 class="section-title" id="transfer">{esc(t(lang, "transfer"))}</h2>'
        f'<p class="meta">{esc(t(lang, "transfer_help"))}</p>'
        '<div class="actions">'
        + button(t(lang, "export"), "export", cls="btn btn-secondary")
        + "</div>"
        f'<h3 class="import-title"><label for="import-file">{esc(t(lang, "import_file"))}'
        '</label></h3><div class="drop-zone">'
        f'{picker}><span class="btn btn-secondary drop-button" aria-hidden="true">'
        f"{icon('import')}{esc(t(lang, 'import_choose'))}</span>"
        f'<span class="meta" id="import-drop">{esc(t(lang, "import_drop"))}</span></div>'
        f"{report}"
    )


# -- the replay screen ----------------------------------------------------------------------
def move_line(lang: str, replay: Replay, k: int, numbered: bool = True) -> str:
    """What move ``k`` (from 1) did, in words: who, and the kind of move; never its values
    (a logged throw may be hidden under a cup). ``numbered``: "2. " before it."""
    number = f"{k}. " if numbered else ""
    entry = replay.log[k - 1]
    action = entry.get("action") or {}
    kind = str(action.get("type", ""))
    if kind == "tick":
        return number + t(lang, "replay_tick")
    seat = entry.get("seat")
    players = _names(lang, replay)
    index = seat if isinstance(seat, int) and 0 <= seat < len(players) else None
    # The one person at a table of computers is "you", as in the game itself.
    you = index is not None and index == you_seat([p["bot"] for p in replay.match.players])
    who = Person(players[index] if index is not None else "?", you=you)
    key = "act_" + kind + (YOU if you and "act_" + kind + YOU in t.texts else "")
    what = t(lang, key) if key in t.texts else kind.replace("_", " ")
    return number + t(lang, "replay_line", about=who, what=what)


def _names(lang: str, replay: Replay) -> list[str]:
    players = replay.match.players
    return shown_names(lang, [p["name"] for p in players], [p["bot"] for p in players])


def render_replay(c: Controller) -> str:
    lang = c.lang
    replay = c.replay
    back = button(
        t(lang, "back"),
        "replay_close",
        cls="btn btn-quiet btn-back",
        content=f"‹ {esc(t(lang, 'back'))}",
    )
    if replay is None:
        said = t(lang, "replay_broken") if c.replay_error else t(lang, "replay_loading")
        detail = f'<p class="meta detail">{esc(c.replay_error)}</p>' if c.replay_error else ""
        role = "alert" if c.replay_error else "status"
        body = notice(c) + f'<p role="{role}">{esc(said)}</p>{detail}'
        return screen("replay", t(lang, "replay"), body, back)
    game = replay.match.game_id
    board, news = replay.drawn(lang, board_html)
    k, n = replay.k, replay.total
    at = t(lang, "replay_move", k=k, n=n) if k else t(lang, "replay_at_start")
    line = move_line(lang, replay, k, numbered=False) if k else ""  # "Move 2 of 9" says k
    steps = "".join(
        button(
            t(lang, f"replay_{name}"),
            "replay_step",
            name,
            cls="btn btn-secondary btn-step",
            disabled=(k == 0) if name in ("start", "back") else (k == n),
            content=f'<span aria-hidden="true">{icon}</span>',
        )
        for name, icon in (("start", "«"), ("back", "◀"), ("forward", "▶"), ("end", "»"))
    )
    options = "".join(
        f"<option{attrs(value=i, selected=i == k)}>"
        f"{esc(move_line(lang, replay, i) if i else t(lang, 'replay_at_start'))}</option>"
        for i in range(n + 1)
    )
    jump = (
        '<label class="field replay-jump" for="replay-to">'
        f"<span>{esc(t(lang, 'replay_jump'))}</span></label>"
        f'<select id="replay-to"{attrs(data_act="replay_to")}>{options}</select>'
    )
    players = ", ".join(_names(lang, replay))
    # The board first, whole; the steps in a bar held at the foot of the screen (beside
    # the board on a tablet), so stepping through a game never needs a scroll.
    body = (
        notice(c)
        + '<div class="replay-view"><section class="replay-board" aria-label="'
        + f'{esc(t(lang, "replay_board"))}">{board}</section>'
        + '<div class="replay-bar">'
        + f'<p class="replay-where"><strong class="replay-at">{esc(at)}</strong>'
        + (f' · <span class="replay-line">{esc(line)}</span>' if line else "")
        + "</p>"
        + (f'<p class="replay-news">{esc(news)}</p>' if news else "")
        + f'<div class="replay-steps">{steps}</div></div>'
        + f'<div class="replay-more">{jump}</div></div>'
    )
    name = unbroken(_game_name(lang, game))
    return screen("replay", t(lang, "replay_of", game=name), body, back, players)


def replay_announcement(c: Controller) -> str:
    """The live region's words on the replay screen: where the replay stands."""
    replay = c.replay
    if c.screen != "replay" or replay is None or replay.k == 0:
        return ""
    _, news = replay.drawn(c.lang, board_html)
    return " ".join(x for x in (move_line(c.lang, replay, replay.k), news) if x)
