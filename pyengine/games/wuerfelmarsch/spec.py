"""Wuerfelmarsch: title, players, options and computer levels, as data (the
home screen and the new-game form read these without loading the rules)."""

from __future__ import annotations

from typing import Any

from ...core.spec import BotLevel, GameSpec, OptionSpec

# A funnel where two dice of one player show the highest number and a die of another
# player a lower one (docs/rules/wuerfelmarsch.md, rule 14). "captures": that player takes
# the lower die and keeps their own (the seed's "Een speler kan nooit zijn eigen
# dobbelstenen slaan"); "all_out": the tie sentence word for word, all three leave the
# game. Saves made before the option existed were played with "all_out".
TOP_PAIR = OptionSpec(
    key="top_pair",
    label={"nl": "Twee hoogste stenen van één speler", "en": "Two highest dice of one player"},
    default="captures",
    choices=("captures", "all_out"),
    choice_labels=(
        {"nl": "Slaan de lagere steen", "en": "Capture the lower die"},
        {"nl": "Alle drie uit het spel", "en": "All three leave the game"},
    ),
    help={
        "nl": "Een trechter waarin twee stenen van dezelfde speler het hoogste getal tonen en "
        "een steen van een ander een lager. Standaard slaat die speler de lagere steen en "
        "houdt hij de zijne: je eigen stenen sla je nooit. Of, met de regel voor gelijke "
        "getallen letterlijk genomen: alle drie gaan uit het spel.",
        "en": "A funnel where two dice of one player show the highest number and another "
        "player's die a lower one. By default that player captures the lower die and keeps "
        "their own: you never capture your own dice. Or, taking the rule for equal numbers "
        "word for word: all three leave the game.",
    },
    legacy="all_out",
)


def top_pair_captures(options: dict[str, Any]) -> bool:
    """Whether two highest dice of one player capture (``TOP_PAIR``), from a match's or a
    view's options; a save from before the option has no key and keeps its old reading."""
    return bool(options.get(TOP_PAIR.key, TOP_PAIR.legacy) == "captures")


SPEC = GameSpec(
    id="wuerfelmarsch",
    title={"nl": "Würfelmarsch", "en": "Würfelmarsch"},
    tagline={
        "nl": "Kantel je dobbelstenen over de grondplaat naar de overkant en sla onderweg.",
        "en": "Tilt your dice across the plate to the far corner, capturing on the way.",
    },
    min_players=2,
    max_players=3,
    minutes=(15, 25),
    options=(
        OptionSpec(
            key="quiet_rounds",
            label={"nl": "Rondes zonder voortgang", "en": "Rounds without progress"},
            default=5,
            minimum=2,
            maximum=20,
            help={
                "nl": "Het spel eindigt (en de telling beslist) als zoveel rondes na elkaar geen "
                "dobbelsteen vooruit kantelt en er geen van de grondplaat verdwijnt.",
                "en": "The game ends (the count decides) after this many rounds in a row in "
                "which no die tilts forward and none leaves the plate.",
            },
        ),
        TOP_PAIR,
    ),
    bot_levels=(
        BotLevel(
            "beginner",
            {"nl": "Beginner", "en": "Beginner"},
            {
                "nl": "Zoekt de beste zet voor zichzelf, maar kijkt niet wat de anderen erop "
                "antwoorden.",
                "en": "Looks for its own best move but not at how the others answer it.",
            },
        ),
        BotLevel(
            "sensible",
            {"nl": "Verstandig", "en": "Sensible"},
            {
                "nl": "Kijkt een ronde vooruit: elke tegenstander antwoordt zo slecht mogelijk "
                "voor hem.",
                "en": "Looks a round ahead, every opponent answering as badly for it as possible.",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Rekent dieper, ziet aankomen wat de anderen van plan zijn en bewaakt zijn"
                " hoek.",
                "en": "Searches deeper, sees what the others are up to and guards its corner.",
            },
        ),
    ),
    default_level="beginner",  # one a newcomer beats some of the time
    hidden_information=False,
    table_size=3,  # a game for three; two is its variant
)
