"""The screens read the view, not the match's log (issue 37): a view carries the history its
screens show, so no game's UI rebuilds it from ``match.log``. The check reads the source: an
attribute ``log`` on anything (``match.log``, ``c.match.log``, ``replay.log``) or a
``getattr(x, "log")`` anywhere under web/spelkast_ui/games is refused; outside the games only
the modules below may read a log, each for a reason that is not a game's history."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "web" / "spelkast_ui"

# Outside the games: who reads a match's (or a save's) log, and why that is not a screen
# rebuilding a game's history.
ALLOWED = {
    "app/replay.py": "the replay viewer steps through a finished game's saved moves",
    "app/history_screens.py": "the replay screen names the saved move it has just replayed",
    "app/transfer.py": "an import compares a file's moves with the stored game's",
    "app/saves.py": "a save's summary counts the moves; a game without one is not kept",
    "app/open_game.py": "a kept draft belongs to the position: its number of moves",
    "app/playing.py": "caches and the hint are keyed by the number of moves",
    "app/device.py": "the throws since the last drawing sound and tumble once",
    "kit/gameplay.py": "the default undo asks who made the move it would take back",
    "net/session.py": "the sealed copy for joined devices follows the log move by move",
}


def log_reads(path: Path) -> list[int]:
    """Lines of ``path`` that read an attribute ``log`` (also through ``getattr``)."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if (isinstance(node, ast.Attribute) and node.attr == "log") or (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "hasattr")
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and node.args[1].value == "log"
        ):
            lines.append(node.lineno)
    return sorted(lines)


def reads() -> dict[str, list[int]]:
    found = {}
    for path in sorted(UI.rglob("*.py")):
        lines = log_reads(path)
        if lines:
            found[path.relative_to(UI).as_posix()] = lines
    return found


def test_the_check_finds_a_log_read(tmp_path: Path) -> None:
    """The check itself sees every way of writing it, and not a word "log" in text."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "a = c.match.log[-1]\n"
        "b = len(m.log)\n"
        "d = getattr(match, 'log')\n"
        "e = t(lang, 'log')  # a sentence's key, not a log\n"
        "f = view['state']['history']\n",
        encoding="utf-8",
    )
    assert log_reads(sample) == [1, 2, 3]


def test_no_game_screen_reads_a_matchs_log() -> None:
    games = {name: lines for name, lines in reads().items() if name.startswith("games/")}
    assert not games, f"a game's UI reads the match's log (carry it in the view): {games}"


def test_only_the_listed_modules_read_a_log_and_each_still_does() -> None:
    found = reads()
    outside = {name for name in found if not name.startswith("games/")}
    assert outside <= set(ALLOWED), f"reads a log without a reason listed: {outside - set(ALLOWED)}"
    # A module that no longer reads a log leaves the list, so it never grows stale.
    assert set(ALLOWED) <= outside, f"listed but reading no log: {set(ALLOWED) - outside}"
