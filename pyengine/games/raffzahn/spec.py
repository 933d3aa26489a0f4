"""Raffzahn: title, players, options and computer levels, as data (the home screen and the
new-game form read these without loading the rules)."""

from __future__ import annotations

from ...core.spec import BotLevel, GameSpec

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
    options=(),
    bot_levels=(
        BotLevel(
            "sensible",
            {"nl": "Verstandig", "en": "Sensible"},
            {
                "nl": "Zoekt in een gewoon tempo, ziet weleens een steen over het hoofd en "
                "hoort STOP wat later.",
                "en": "Searches at an ordinary pace, now and then overlooks a die and "
                "hears STOP a little later.",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Snel en zorgvuldig; als werper roept hij STOP zodra de anderen meer "
                "winnen dan hij.",
                "en": "Quick and careful; as the thrower it calls STOP as soon as the "
                "others gain more than it does.",
            },
        ),
    ),
    realtime=True,
    race_once=False,
)
