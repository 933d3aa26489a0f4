"""Cui bono?: title, players, options and computer levels, as data (the
home screen and the new-game form read these without loading the rules)."""

from __future__ import annotations

from typing import Any

from ...core.spec import BotLevel, GameSpec, OptionSpec

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
    options=(PULL_AGAIN,),
    bot_levels=(
        BotLevel(
            "sensible",
            {"nl": "Verstandig", "en": "Sensible"},
            {
                "nl": "Trekt de steen die hij het best kan terugleggen en houdt goedkope "
                "stenen als de volgende dan een dure moet nemen.",
                "en": "Pulls the die it can best lay back, and keeps a cheap one when that "
                "leaves the next player a costly pull.",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Kijkt vooruit: rekent bij elke steen die hij kan trekken uit waar hij "
                "past en wat de spelers na hem dan overhouden.",
                "en": "Looks ahead: for every die it can pull it works out where it fits and "
                "what that leaves the players after it.",
            },
        ),
    ),
)
