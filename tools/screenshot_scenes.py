"""Games in the middle, for the documentation's screenshots (tools/make_screenshots.py --docs).

A scene is a game played by computers on CPython, move by move, until it is the person's
turn (seat 0) at a moment worth showing: after at least ``after`` moves, with every one of
the ``need`` moves open to seat 0 and none of the ``without`` (Qwinto: a sum someone else
threw, not seat 0's own throw), outside a race. Its save, with seat 0 made a person, is
written into the app as a saved game and opened with "Continue": the picture shows the
real app in that state, the same on every run (the seed is fixed).

The names are the language's: a person's name and the computers' as the new-game form
gives them. Kwis 't! asks its questions in the language of the picture (option ``lang``).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyengine import GAMES, Match, load_match, new_match
from pyengine.core.referee import next_bot_move
from pyengine.registry import GAME_IDS

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

SEED = 7
MAX_MOVES = 2_000
PERSON = {"nl": "Sanne", "en": "Sam"}
RECORD_VERSION = 1  # app/saves.py: the record the store keeps (and the old localStorage held)
# Every round counts as seen: opening the game shows the table, not a round's summary.
SEEN_ROUNDS = 1_000_000


@dataclass(frozen=True)
class Scene:
    game: str
    players: int
    after: int  # at least this many moves played
    need: frozenset[str]  # these moves are open to seat 0
    shows: str  # what the picture shows, for the index
    without: frozenset[str] = frozenset()  # none of these is open to seat 0
    options: dict[str, Any] = field(default_factory=dict)


# The moments chosen for the games; a game without one here is shown at the person's turn
# once every seat has moved (``default_scene``).
CHOSEN: dict[str, Scene] = {
    s.game: s
    for s in (
        Scene("schocken", 3, 12, frozenset({"roll", "stand"}), "your throw, the table's chips"),
        Scene(
            "qwinto",
            3,
            30,
            frozenset({"enter"}),
            "a computer's throw to enter on your sheet",
            without=frozenset({"reroll", "roll"}),
        ),
        Scene("qwinn", 2, 40, frozenset({"move"}), "your throw, the fields your pawn can take"),
        Scene("kwist", 3, 40, frozenset({"answer"}), "your answers in the fourth round"),
        Scene("cui-bono", 3, 20, frozenset({"pull"}), "your pull from the pyramid"),
        Scene("abquetschen", 3, 30, frozenset({"place"}), "your dice to build in"),
        Scene("bunte-kuh", 3, 30, frozenset({"roll"}), "your throw of the pearl dice"),
        Scene("raffzahn", 3, 30, frozenset({"throw"}), "your throw before the race"),
        Scene("eintrichtern", 3, 20, frozenset({"lift"}), "a red die to lift"),
        Scene("wuerfelmarsch", 3, 20, frozenset({"tilt"}), "your march"),
    )
}


def default_scene(game: str) -> Scene:
    """A game's scene when none is chosen: at the table the new-game form sets, the
    person's turn once every seat has moved."""
    size = GAMES[game].table_size
    return Scene(game, size, size, frozenset(), "the game in play")


# One scene per game, in the registry's order.
SCENES: dict[str, Scene] = {g: CHOSEN.get(g) or default_scene(g) for g in GAME_IDS}


def _seats(scene: Scene, lang: str) -> list[dict[str, Any]]:
    levels = [b.key for b in GAMES[scene.game].bot_levels] or ["random"]
    level = levels[len(levels) // 2]  # a middle level: quick on CPython, a fair opponent
    names = [PERSON[lang], "Computer"] + [f"Computer {i}" for i in range(2, scene.players)]
    return [{"name": name, "bot": level} for name in names]


def _worth_showing(scene: Scene, match: Match) -> bool:
    if match.racing or match.to_move != [0] or len(match.log) < scene.after:
        return False
    open_now = {action["type"] for action in match.legal_actions(0)}
    return scene.need <= open_now and not open_now & scene.without


def scene_save(game: str, lang: str, scene: Scene | None = None) -> dict[str, Any]:
    """The save of ``game``'s scene (or of ``scene``, another moment of it) in ``lang``:
    seat 0 (a person) to move."""
    scene = scene or SCENES[game]
    options = dict(scene.options)
    if "lang" in {opt.key for opt in GAMES[game].options}:
        options["lang"] = lang
    seats = _seats(scene, lang)
    match = new_match(game, seats, SEED, options)
    while not _worth_showing(scene, match):
        if match.is_over or len(match.log) >= MAX_MOVES:
            raise RuntimeError(f"{game}: no moment worth showing in seed {SEED}")
        match.play(*next_bot_move(match))
    save = match.to_json()
    save["players"][0]["bot"] = None  # the log does not say who chose the moves
    assert load_match(save).to_move == [0]
    return save


def scene_id(scene: Scene) -> str:
    """The saved game's id: the game's for its own scene, with the moment for another."""
    own = SCENES[scene.game] == scene
    return f"docs-{scene.game}" if own else f"docs-{scene.game}-{scene.after}"


def scene_record(
    game: str, lang: str, now_ms: float, scene: Scene | None = None
) -> tuple[str, str]:
    """The id and the stored record (JSON text) of the scene, as the app keeps a game."""
    scene = scene or SCENES[game]
    gid = scene_id(scene)
    record = {
        "v": RECORD_VERSION,
        "id": gid,
        "game": game,
        "created": now_ms - 600_000,
        "updated": now_ms,
        "seen_rounds": SEEN_ROUNDS,
        "save": scene_save(game, lang, scene),
    }
    return gid, json.dumps(record)


# Put saved games where an older version of the app kept them (web/store.js moves them
# into the database at start), once per tab, before the app's scripts run.
_PLACE = """(records) => {
  if (!sessionStorage.getItem('scenes-placed')) {
    for (const [key, record] of records) localStorage.setItem(key, record);
    sessionStorage.setItem('scenes-placed', '1');
  }
}"""
READY = "html[data-app-ready]"


def place_scenes(context: BrowserContext, games: list[str | Scene], lang: str) -> list[str]:
    """Every page ``context`` opens next starts with these games' scenes (or these scenes)
    saved in ``lang``; their ids, in order, for "Continue"."""
    scenes = [SCENES[g] if isinstance(g, str) else g for g in games]
    records = [
        scene_record(scene.game, lang, now_ms=1.8e12 + i, scene=scene)
        for i, scene in enumerate(scenes)
    ]
    placed = [["spelkast.save." + gid, record] for gid, record in records]
    context.add_init_script(f"({_PLACE})({json.dumps(placed)})")
    return [gid for gid, _ in records]


def continue_game(page: Page, gid: str) -> None:
    """From home, open the saved game ``gid`` and wait for its screen: home shows the newest
    few games to continue, Results all of them."""
    go = page.locator(f"#app [data-act=continue][data-arg={gid}]")
    if go.count() == 0:
        page.locator("#app [data-act=history]").first.click()
        page.wait_for_selector("#app #unfinished")
    go.click()
    page.wait_for_selector("#app .screen-game")


def open_scene(
    context: BrowserContext, base_url: str, game: str, lang: str, query: str = "pace=0"
) -> Page:
    """A new page of ``context`` with the app showing ``game``'s scene in ``lang``."""
    (gid,) = place_scenes(context, [game], lang)
    page = context.new_page()
    page.goto(f"{base_url}?lang={lang}&{query}")
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    continue_game(page, gid)
    return page
