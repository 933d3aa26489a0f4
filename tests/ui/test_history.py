"""Results on the home screen, deleting with undo, the history screen and its statistics."""

from __future__ import annotations

import json
import re
from typing import Any

from helpers import make, page, parse
from spelkast_ui.app import history
from spelkast_ui.app.history_screens import HOME_RESULTS, bar_chart, render_history
from spelkast_ui.app.home import HOME_RESUME
from spelkast_ui.app.saves import PREFIX, SaveError, SaveStore, SaveSummary
from spelkast_ui.kit.storage import MemoryStorage
from test_replay import finished_save

from pyengine import GAMES, load_match


def summary(
    gid: str,
    game: str = "schocken",
    players: tuple[str, ...] = ("Ann", "Computer"),
    bots: tuple[str | None, ...] = (None, "strong"),
    winners: tuple[int, ...] = (0,),
    scores: tuple[int, ...] | None = (0, 2),
    label: str = "halves_lost",
    updated: float = 0.0,
    hints: int = 0,
    over: bool = True,
) -> SaveSummary:
    result: dict[str, Any] | None = None
    if over:
        n = len(players)
        places = [1 if i in winners else 2 for i in range(n)]
        result = {
            "ranking": sorted(range(n), key=lambda s: (places[s], s)),
            "places": places,
            "winners": list(winners),
            "scores": list(scores) if scores is not None else None,
            "score_label": label,
        }
    return SaveSummary(gid, game, players, updated, 30, over, None, updated, bots, result, hints)


def sample() -> list[SaveSummary]:
    return [
        summary("a", updated=1, winners=(0,), scores=(1, 2)),  # Ann beats Strong
        summary("b", updated=2, winners=(1,), scores=(2, 0)),  # Strong beats Ann
        summary("c", updated=3, bots=(None, "heuristic"), scores=(0, 2)),  # Ann beats Casual
        summary("d", updated=4, bots=(None, "heuristic"), scores=(0, 1)),
        summary("e", updated=5, players=(" ann ", "Bob"), bots=(None, None), scores=(1, 2)),
        summary(
            "f",
            updated=6,
            players=("Ann", "Bob", "C"),
            bots=(None, None, "strong"),
            winners=(1,),
            scores=(2, 0, 2),
        ),
        summary("g", updated=7, hints=2, winners=(0,)),  # with hints: counted apart
        summary("h", updated=8, over=False),  # in progress: not a result
        SaveSummary("x", None, (), 9, 0, False, SaveError("broken", "bad")),  # damaged
        summary(
            "k",
            game="kwist",
            updated=10,
            bots=(None, "casual"),
            scores=(30, 20),
            label="points",
        ),
        summary(
            "l",
            game="kwist",
            updated=11,
            bots=(None, "casual"),
            winners=(1,),
            scores=(10, 25),
            label="points",
        ),
    ]


def test_statistics_per_person_level_and_game() -> None:
    items = history.outcomes(sample())
    assert [p[:2] for p in history.people(items)] == [("ann", "Ann"), ("bob", "Bob")]
    ann = history.stats(items, "ann", "schocken")
    assert (ann.total.played, ann.total.won, ann.total.lost) == (6, 4, 2)
    got = {k: (v.played, v.won) for k, v in ann.against.items()}
    assert got == {"strong": (2, 1), "heuristic": (2, 2), "people": (1, 1), "mixed": (1, 0)}
    assert (ann.best, ann.average, ann.score_label) == (0, 1.0, "halves_lost")  # fewer: better
    assert (ann.streak, ann.longest) == (0, 3)  # won c, d, e; lost f
    assert (ann.hinted.played, ann.hinted.won) == (1, 1)
    kwist = history.stats(items, "ann", "kwist")
    assert (kwist.best, kwist.average, kwist.total.won) == (30, 20.0, 1)  # more: better
    overall = history.stats(items, "ann")
    assert overall.total.played == 8 and overall.best is None  # no score across games
    bob = history.stats(items, "bob")
    assert (bob.total.played, bob.total.won, dict(bob.against).keys()) == (
        2,
        1,
        {"people", "mixed"},
    )
    assert [(g, t.played) for g, t in history.per_game(items, "ann")] == [
        ("schocken", 6),
        ("kwist", 2),
    ]


def test_every_score_label_has_a_direction_and_words() -> None:
    from spelkast_ui.app.words import TEXT

    labels = {"halves_lost", "minus_points", "dice_left", "points", "red_dice", "dice"}
    for label in labels:
        assert "label_" + label in TEXT
    assert labels >= history.LOWER_IS_BETTER
    for game in GAMES:  # every game's result names one of these
        save = finished_save(game)
        assert load_match(save).result["score_label"] in labels  # type: ignore[index]


def test_the_chart_is_svg_with_words() -> None:
    svg = bar_chart("en", [("Schocken", history.Tally(6, 4)), ("Kwis 't!", history.Tally(2, 1))])
    assert (
        svg.count('class="bar-won"') == 2 and '<svg viewBox="0 0 320 56" aria-hidden="true"' in svg
    )
    # The same in words, for screen readers only (on screen the bars say it).
    assert '<ul id="chart-words" class="chart-words sr-only">' in svg
    assert "Schocken: won 4 of 6" in svg and "Kwis &#x27;t!: won 1 of 2" in svg
    assert "<script" not in svg


def _store_with_results(games: list[str]) -> MemoryStorage:
    """Storage with a finished game of each of ``games``, ids r0, r1, ... (newest last)."""
    storage = MemoryStorage()
    saves = SaveStore(storage)
    for i, game in enumerate(games):
        match = load_match(finished_save(game))
        saves.write(f"r{i}", match, 1000.0 * i, 1_750_000_000_000.0 + i, 0)
    return storage


def test_home_lists_games_in_progress_first_and_results_as_results() -> None:
    storage = _store_with_results(["schocken", "qwinn", "eintrichtern"] * 3)
    c = make(storage)
    c.dispatch("new", "schocken")
    c.dispatch("start")
    c.dispatch("roll")
    c.dispatch("home")
    html = page(c)
    assert html.count('data-act="continue"') == 1  # only the game in progress
    assert html.index('data-act="continue"') < html.index('class="game-list"')
    assert html.count('class="card result-card"') == HOME_RESULTS  # the rest on history
    assert "All results and statistics (9)" in html
    tags = parse(html)
    opened = [a.get("data-arg") for a, _ in tags.buttons if a.get("data-act") == "replay"]
    assert opened == ["r8", "r7", "r6", "r5", "r4"]
    assert "Won by" in html and "★" in html


def test_thousands_of_results_render_a_page_at_a_time() -> None:
    c = make()
    many = [summary(f"s{i}", updated=i, winners=(i % 2,)) for i in range(3000)]
    c.saves.summaries = lambda: many  # type: ignore[method-assign]
    home = page(c)
    c.dispatch("history")
    html = render_history(c)
    assert home.count("result-card") == HOME_RESULTS
    assert html.count('class="card result-card"') == 20
    assert "20 of 3000 results" in html and 'data-act="history_more"' in html
    c.dispatch("history_more")
    assert render_history(c).count('class="card result-card"') == 40


def test_delete_hides_at_once_offers_undo_and_is_final_later() -> None:
    storage = _store_with_results(["schocken", "qwinn"])
    c = make(storage)
    c.dispatch("delete", "r1")
    assert "r1" not in [s.id for s in c.listed()] and PREFIX + "r1" in storage.data
    html = page(c)
    assert 'data-act="undo_delete"' in html and "Game deleted." in html
    # a page closed now loses nothing: the record is still there for the next visit
    assert [s.id for s in make(storage).listed()] == ["r1", "r0"]
    c.dispatch("undo_delete")
    assert [s.id for s in c.listed()] == ["r1", "r0"] and c.removal_ms() is None
    c.dispatch("delete", "r1")
    assert c.removal_ms() == 6000 and not c.removal_due()
    c.now.ms += 6000  # type: ignore[attr-defined]
    assert c.removal_due() and PREFIX + "r1" not in storage.data
    c.dispatch("delete", "r0")
    c.dispatch("history")  # the next action makes it final
    assert PREFIX + "r0" not in storage.data and "Game deleted." not in page(c)


def _tile_rows(html: str) -> list[str]:
    """The statistics tiles' row classes; a third and a half of the grid's six columns add up
    to whole rows (app.css), so no tile is left alone on a row."""
    grid = html.split('<dl class="stat-grid">', 1)[1].split("</dl>", 1)[0]
    kinds = re.findall(r'<div class="(stat-\w+)">', grid)
    assert sum({"stat-third": 2, "stat-half": 3}[k] for k in kinds) % 6 == 0
    return kinds


def test_history_screen_shows_statistics_results_and_transfer() -> None:
    storage = _store_with_results(["schocken", "schocken", "qwinn"])
    c = make(storage)
    c.dispatch("history")
    html = page(c)
    assert c.screen == "history" and "<h1" in html and "Results and statistics" in html
    assert "Statistics" in html and 'data-act="export"' in html
    assert 'data-file-act="import_file"' in html and 'class="bar-chart"' in html
    assert "Computer: Beginner" in html  # the games were played by the first level
    assert _tile_rows(html) == ["stat-third"] * 3 + ["stat-half"] * 2
    c.dispatch("history_game", "qwinn")
    html = page(c)
    assert html.count('class="card result-card"') == 1 and "Best score" in html
    assert "points" in html
    assert _tile_rows(html) == ["stat-third"] * 3 + ["stat-half"] * 4  # with the scores
    c.dispatch("history_game", "nonsense")
    assert c.history_game is None
    nl = make(storage, lang="nl")
    nl.dispatch("history")
    assert "Uitslagen en statistieken" in page(nl) and "Gespeeld" in page(nl)


def test_a_result_opens_its_replay_and_steps() -> None:
    storage = _store_with_results(["schocken"])
    c = make(storage)
    c.dispatch("replay", "r0")
    assert c.screen == "replay" and c.replay is not None
    total = c.replay.total
    assert c.replay.k == total  # opens at the result
    html = page(c)
    assert f"Move {total} of {total}" in html and "Replay: Schocken" in html
    for act, arg, k in (
        ("replay_step", "back", total - 1),
        ("replay_step", "start", 0),
        ("replay_step", "forward", 1),
        ("replay_step", "end", total),
    ):
        c.dispatch(act, arg)
        assert c.replay.k == k
    c.dispatch("replay_to", "", "5")
    assert c.replay.k == 5 and "Move 5 of" in page(c)
    from spelkast_ui.app.screens import announcement

    assert announcement(c).startswith("5. ")
    assert 'selected value="5"' in page(c) or '<option value="5" selected' in page(c)
    c.dispatch("replay_to", "", "abc")
    assert c.notice and c.replay.k == 5  # bad input is refused, nothing lost
    c.dispatch("replay_close")
    assert c.screen == "home"
    c.dispatch("history")
    c.dispatch("replay", "r0")
    c.dispatch("replay_close")
    assert c.screen == "history"


def test_a_damaged_record_cannot_be_replayed_and_says_so() -> None:
    storage = MemoryStorage()
    storage.data[PREFIX + "bad"] = json.dumps({"save": {"format": "x"}})
    c = make(storage)
    c.dispatch("replay", "bad")
    assert c.screen == "replay" and c.replay is None and "cannot be replayed" in page(c)


def test_a_replay_answered_later_shows_loading_first() -> None:
    storage = _store_with_results(["qwinn"])
    c = make(storage)
    waiting: list[Any] = []
    real = c.saves.fetch
    c.saves.fetch = lambda gid, ready: waiting.append((gid, ready))  # type: ignore[method-assign]
    c.dispatch("replay", "r0")
    assert "Loading the game" in page(c)
    gid, ready = waiting.pop()
    real(gid, ready)
    assert c.replay is not None and "Move" in page(c)


def test_levels_that_read_the_same_are_one_row_over_every_game() -> None:
    c = make()
    both = [
        summary("a", bots=(None, "heuristic"), updated=1),  # Schocken's Casual
        summary("b", game="kwist", bots=(None, "casual"), updated=2, label="points"),
    ]
    c.saves.summaries = lambda: both  # type: ignore[method-assign]
    c.dispatch("history")
    html = render_history(c)
    assert html.count(">Computer: Casual</th>") == 1
    assert '<th scope="row">Computer: Casual</th><td>2</td><td>0</td>' in html
    assert ">2 results</p>" in html and "2 of 2" not in html  # all of them: no "of"


def test_the_default_name_is_one_person_in_both_languages() -> None:
    items = history.outcomes(
        [
            summary("a", players=("You", "Computer"), updated=1),
            summary("b", players=("Jij", "Computer"), updated=2),
            summary("c", players=(" YOU ", "Computer"), updated=3, winners=(1,)),
        ]
    )
    assert [(k, n) for k, _, n in history.people(items)] == [("you", 3)]
    st = history.stats(items, "you")
    assert (st.total.played, st.total.won, st.streak, st.longest) == (3, 2, 0, 2)


def test_a_reload_on_the_history_screen_stays_there() -> None:
    storage = _store_with_results(["schocken"])
    c = make(storage)
    c.dispatch("history")
    assert make(storage).screen == "history"
    c.dispatch("replay", "r0")  # so is an open replay (issue 35; test_reload_returns.py)
    assert make(storage).screen == "replay"


def test_names_from_storage_are_text_on_every_new_screen() -> None:
    from pyengine.core.referee import next_bot_move

    hostile = '<img src=x onerror=alert(1)>"&'
    match = load_match(
        {
            **finished_save("eintrichtern"),
            "players": [
                {"name": hostile, "bot": None},
                {"name": "</script>", "bot": "memory"},
                {"name": "C", "bot": "memory"},
            ],
            "log": [],
        }
    )
    while not match.is_over:
        seat, action = next_bot_move(match)
        match.play(seat, action)
    storage = MemoryStorage()
    SaveStore(storage).write("h", match, 1.0, 2.0, 0)
    c = make(storage)
    pages = [page(c)]
    c.dispatch("history")
    pages.append(page(c))
    c.dispatch("replay", "h")
    for k in (0, 5, c.replay.total):  # type: ignore[union-attr]
        c.dispatch("replay_to", "", str(k))
        pages.append(page(c))
    for html in pages:
        assert "<img src=x" not in html and "</script>" not in html
        assert "&lt;img src=x onerror=alert(1)&gt;" in html


def test_games_with_hints_are_marked() -> None:
    c = make()
    both = [summary("a", updated=2, hints=3), summary("b", updated=1)]
    c.saves.summaries = lambda: both  # type: ignore[method-assign]
    assert page(c).count('class="hint-badge"') == 1
    c.dispatch("history")
    html = render_history(c)
    assert html.count('class="hint-badge"') == 1
    assert "Played with hints (counted apart): 1 played, 1 won" in html
    assert "<dt>Played</dt><dd>1</dd>" in html


# -- home: one game in progress per game, the rest in Results (issue 33) ------------------------


def test_home_lists_the_newest_game_in_progress_of_each_game_and_results_lists_all() -> None:
    c = make()
    games = ["schocken", "qwinn", "schocken", "kwist", "qwinto", "schocken", "cui-bono"]
    many = [
        summary(f"p{i}", game=g, updated=100 - i, over=False) for i, g in enumerate(games)
    ]  # newest first, as the store lists them
    c.saves.summaries = lambda: many  # type: ignore[method-assign]
    html = page(c)
    tags = parse(html)
    shown = [a.get("data-arg") for a, _ in tags.buttons if a.get("data-act") == "continue"]
    # The newest of each game, newest first, as many as home has room for.
    assert shown == ["p0", "p1", "p3", "p4", "p6"][:HOME_RESUME]
    assert 'data-act="history">All 7<span class="sr-only"> unfinished games</span>' in html
    c.dispatch("history")
    listed = [
        a.get("data-arg")
        for a, _ in parse(render_history(c)).buttons
        if a.get("data-act") == "continue"
    ]
    assert listed == [f"p{i}" for i in range(7)]  # every one, the older Schocken too


def test_a_result_says_what_its_scores_count_and_the_player_in_each_language() -> None:
    c = make(forced="nl")
    done = [
        summary("a", players=("\ue000", "Computer"), winners=(1,), scores=(2, 0)),
        summary(
            "b",
            game="qwinto",
            players=("You", "Computer"),
            winners=(0,),
            scores=(7, -3),
            label="points",
        ),
    ]
    c.saves.summaries = lambda: done  # type: ignore[method-assign]
    html = page(c)
    assert 'Jij: <span class="score">2 helften verloren</span>' in html
    assert 'Computer: <span class="score">0 helften verloren</span>' in html
    assert "-3 punten" in html and "Gewonnen door jou" in html and "You" not in html
    c.forced_lang = "en"
    html = page(c)
    assert 'You: <span class="score">1 half lost</span>' not in html
    assert 'You: <span class="score">2 halves lost</span>' in html and "Won by you" in html
    assert "Jij" not in html
