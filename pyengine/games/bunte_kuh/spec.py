"""Bunte Kuh: title, players, options and computer levels, as data (the home screen and
the new-game form read these without loading the rules)."""

from __future__ import annotations

from ...core.spec import DICE_OPTION, BotLevel, GameSpec, OptionSpec

SHOW_SUMS = OptionSpec(
    key="show_sums",
    label={"nl": "Oefenen: toon de sommen", "en": "Practice: show the sums"},
    default=False,
    help={
        "nl": "Toont bij elke trechter de som van zijn drie vlakken. Om te leren; het "
        "zoeken is het spel.",
        "en": "Shows each funnel's sum of its three faces. For learning; finding them is the game.",
    },
)

SPEC = GameSpec(
    id="bunte-kuh",
    title={"nl": "Bunte Kuh", "en": "Bunte Kuh"},
    tagline={
        "nl": "Tel de drie parelmoeren stenen op en zoek, sneller dan de anderen, een "
        "trechter met dezelfde som. Wie zich vergist, krijgt van iedereen een steen.",
        "en": "Add up the three pearl dice and find a funnel with the same sum before "
        "anyone else. Call wrongly and everyone hands you a die.",
    },
    min_players=2,
    max_players=6,
    minutes=(20, 40),
    options=(DICE_OPTION, SHOW_SUMS),
    bot_levels=(
        BotLevel(
            "sensible",
            {"nl": "Verstandig", "en": "Sensible"},
            {
                "nl": "Zoekt in een gewoon tempo, ziet soms een trechter over het hoofd en "
                "vergist zich af en toe.",
                "en": "Searches at an ordinary pace, sometimes overlooks a funnel and now "
                "and then calls wrongly.",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Snel en nauwkeurig; kijkt eerst bij zijn eigen stenen en legt ze zo "
                "dat er trechters met veelvoorkomende sommen ontstaan.",
                "en": "Quick and accurate; looks at its own dice first and lays them so "
                "that funnels with common sums appear.",
            },
        ),
    ),
    realtime=True,
)
