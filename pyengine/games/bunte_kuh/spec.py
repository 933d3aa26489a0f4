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
            "beginner",
            {"nl": "Beginner", "en": "Beginner"},
            {
                "nl": "Telt op in een rustig tempo, net wat trager dan Verstandig, en legt zijn "
                "stenen zoals ze komen.",
                "en": "Adds up at an easy pace, a touch slower than Sensible, and lays its dice "
                "as they come.",
            },
        ),
        BotLevel(
            "sensible",
            {"nl": "Verstandig", "en": "Sensible"},
            {
                "nl": "Telt op zo vlot als een gewone volwassene en ziet soms een trechter over "
                "het hoofd.",
                "en": "Adds up as fast as an ordinary adult and sometimes overlooks a funnel.",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Net wat vlotter; kijkt eerst bij zijn eigen stenen en legt ze zo dat er "
                "sommen bijkomen die vaak vallen.",
                "en": "A touch quicker; looks at its own dice first and lays them to add sums "
                "that are often thrown.",
            },
        ),
    ),
    default_level="beginner",  # one a newcomer beats some of the time
    realtime=True,
    hidden_information=False,
    throws=frozenset({"roll"}),
    table_size=3,  # a race of three is livelier
)
