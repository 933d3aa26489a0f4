"""Dice and the dice cup drawn as inline SVG."""

from __future__ import annotations

from pyengine import GAMES

_CORNERS = [(27, 27), (73, 73), (73, 27), (27, 73)]
PIPS: dict[int, list[tuple[int, int]]] = {
    1: [(50, 50)],
    2: _CORNERS[:2],
    3: [*_CORNERS[:2], (50, 50)],
    4: _CORNERS,
    5: [*_CORNERS, (50, 50)],
    6: [*_CORNERS, (27, 50), (73, 50)],
}


def die_svg(value: int, cls: str = "die-face") -> str:
    """A die showing ``value`` (1-6); decorative, the caller supplies the text."""
    pips = "".join(f'<circle cx="{x}" cy="{y}" r="9"/>' for x, y in PIPS.get(value, []))
    return (
        f'<svg class="{cls}" viewBox="0 0 100 100" aria-hidden="true" focusable="false">'
        '<rect class="die-body" x="4" y="4" width="92" height="92" rx="18"/>'
        f'<g class="die-pips">{pips}</g></svg>'
    )


def blank_die_svg(cls: str = "die-face die-blank") -> str:
    """A die not thrown yet."""
    return (
        f'<svg class="{cls}" viewBox="0 0 100 100" aria-hidden="true" focusable="false">'
        '<rect class="die-body" x="4" y="4" width="92" height="92" rx="18"/></svg>'
    )


def cup_svg(cls: str = "cup") -> str:
    """The dice cup turned upside down over hidden dice."""
    return (
        f'<svg class="{cls}" viewBox="0 0 120 100" aria-hidden="true" focusable="false">'
        '<path class="cup-body" d="M22 92 L34 10 Q60 2 86 10 L98 92 Q60 100 22 92 Z"/>'
        '<path class="cup-rim" d="M22 92 Q60 100 98 92" fill="none"/>'
        '<path class="cup-band" d="M27 60 Q60 67 93 60" fill="none"/></svg>'
    )


def dice_row(values: list[int], cls: str = "dice-small") -> str:
    """Small, non-interactive dice for the reveal and the log."""
    faces = "".join(die_svg(v, "die-face") for v in values)
    label = ", ".join(str(v) for v in values)
    return f'<span class="{cls}" role="img" aria-label="{label}">{faces}</span>'


# -- throws the table sees ----------------------------------------------------------------
# The logged move types that throw dice in front of the players: each game names its own
# (``GameSpec.throws``: a roll of Schocken, Qwinto, Qwinn, Bunte Kuh and Eintrichtern,
# Qwinto's throw again, Qwinn's first throw for who starts, the turquoise die of Abquetschen
# and Raffzahn). Not among them: a pyramid's build (its dice are set out, not thrown) and
# Kwis 't!'s shuffles (dice as a seed only). tests/ui/test_device.py checks every game's
# chance moves against its spec. THROW_TYPES: those of every game.
THROW_TYPES: frozenset[str] = frozenset().union(*(spec.throws for spec in GAMES.values()))


def is_throw(entry: dict[str, object], throws: frozenset[str] = THROW_TYPES) -> bool:
    """Whether a log entry of a match threw dice in front of the table (``throws``: the
    game's move types that throw, ``GameSpec.throws``)."""
    action = entry.get("action")
    return isinstance(action, dict) and "values" in action and action.get("type") in throws


def throws_in(log: list[dict[str, object]], throws: frozenset[str] = THROW_TYPES) -> int:
    """How many throws a match's log holds."""
    return sum(1 for entry in log if is_throw(entry, throws))
