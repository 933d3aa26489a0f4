"""Raffzahn: title, players, options and computer levels, as data (the home screen and the
new-game form read these without loading the rules)."""

from __future__ import annotations

from ...core.spec import BotLevel, GameSpec
from ...pyramid.option import PYRAMID_OPTION

SPEC = GameSpec(
    id="raffzahn",
    title={"nl": "Raffzahn", "en": "Raffzahn"},
    tagline={
        "nl": "Ieder kijkt naar de eigen kant van de piramide en graait tegelijk de "
        "losse stenen met het gegooide getal weg, tot de werper STOP roept.",
        "en": "Each player watches their own side of the pyramid and grabs the loose dice "
        "showing the number thrown, all at once, until the thrower calls STOP.",
    },
    min_players=3,
    max_players=3,
    minutes=(10, 20),
    options=(PYRAMID_OPTION,),
    bot_levels=(
        BotLevel(
            "beginner",
            {"nl": "Beginner", "en": "Beginner"},
            {
                "nl": "Zoekt en grijpt wat trager, ziet vaker een steen over het hoofd en roept "
                "als werper pas STOP als de anderen ruim voor liggen.",
                "en": "Searches and grabs a little slower, overlooks more dice and, as the "
                "thrower, calls STOP only when the others are well ahead.",
            },
        ),
        BotLevel(
            "sensible",
            {"nl": "Verstandig", "en": "Sensible"},
            {
                "nl": "Zoekt en grijpt in een gewoon tempo; als werper roept hij STOP als de "
                "anderen twee stenen voor liggen.",
                "en": "Searches and grabs at an ordinary pace; as the thrower it calls STOP when"
                " the others are two dice ahead.",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Vlot en zorgvuldig; als werper roept hij STOP zodra de anderen meer "
                "pakken dan hij.",
                "en": "Quick and careful; as the thrower it calls STOP as soon as the others "
                "take more than it does.",
            },
        ),
    ),
    default_level="beginner",  # one a newcomer beats some of the time
    realtime=True,
    race_once=False,
    throws=frozenset({"throw"}),
)
