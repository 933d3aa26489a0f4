"""Cui bono?: title, players, options and computer levels, as data (the
home screen and the new-game form read these without loading the rules)."""

from __future__ import annotations

from typing import Any

from ...core.spec import BotLevel, GameSpec, OptionSpec
from ...pyramid.option import PYRAMID_OPTION

# "Als dit niet lukt dan moet hij de dobbelsteen behouden en is zijn linkerbuurman aan de
# beurt": off (the default), one pull per turn; on, a player who lays his die back pulls
# again until he keeps one (docs/rules/cui-bono.md, rule 4). Saves from before the option
# were played with one pull per turn.
PULL_AGAIN = OptionSpec(
    key="pull_again",
    label={"nl": "Na terugleggen opnieuw trekken", "en": "Pull again after laying back"},
    default=False,
    help={
        "nl": "Uit: één steen per beurt; na terugleggen of houden is de volgende speler aan "
        "de beurt. Aan: wie een steen teruglegt, trekt opnieuw, tot er een steen gehouden "
        "wordt. "
        "Elke beurt kost dan een steen.",
        "en": "Off: one die per turn; after laying it back or keeping it, the next player is "
        "on. On: a player who lays a die back pulls again, until they keep one. Every turn "
        "then costs a die.",
    },
    legacy=False,
)


def pulls_again(options: dict[str, Any]) -> bool:
    """Whether the option ``pull_again`` is on, from a match's or a view's options."""
    return bool(options.get(PULL_AGAIN.key, PULL_AGAIN.legacy))


SPEC = GameSpec(
    id="cui-bono",
    title={"nl": "Cui bono?", "en": "Cui bono?"},
    tagline={
        "nl": "Trek een steen onder uit de piramide en leg hem terug waar de kleuren het "
        "toelaten, of houd hem voor minpunten.",
        "en": "Pull a die from the bottom of the pyramid and lay it back where the colours "
        "allow, or keep it for minus points.",
    },
    min_players=2,
    max_players=6,
    minutes=(15, 30),
    options=(PULL_AGAIN, PYRAMID_OPTION),
    bot_levels=(
        BotLevel(
            "beginner",
            {"nl": "Beginner", "en": "Beginner"},
            {
                "nl": "Trekt de steen die het best terugpast. Met twee spelers let hij op de "
                "volgende; met meer mist hij wat het schuiven verandert, vanaf vier ook wat een "
                "steen kost.",
                "en": "Pulls the die most likely to fit back. Two players: minds the next player. "
                "More: misses what the slide changes; from four on, also what a die costs.",
            },
        ),
        BotLevel(
            "sensible",
            {"nl": "Verstandig", "en": "Sensible"},
            {
                "nl": "Let op wat zijn zet de volgende speler laat; met twee spelers rekent hij "
                "elke kleur van de verborgen stenen door. Vanaf vier: alleen zijn eigen trek, "
                "op het oog.",
                "en": "Minds what its move leaves the next player, with two players over every "
                "colour the hidden dice may have. From four players on: only its own pull, at a "
                "glance.",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Kijkt drie spelers vooruit, let op de stand en houdt soms met opzet een "
                "steen.",
                "en": "Looks three players ahead, minds the standings and sometimes keeps a die "
                "on purpose.",
            },
        ),
    ),
    default_level="beginner",  # one a newcomer beats some of the time
)
