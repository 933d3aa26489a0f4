"""Eintrichtern: title, players, options and computer levels, as data (the
home screen and the new-game form read these without loading the rules)."""

from __future__ import annotations

from ...core.spec import BotLevel, GameSpec, OptionSpec

# How long the app shows a sum that was said aloud. A presentation option: at the table
# the sum is said once and heard by all; the app shows it for the time the players chose,
# to whoever moves next (docs/rules/eintrichtern.md, "The memory game").
REVEAL_SECONDS = OptionSpec(
    key="reveal_seconds",
    label={"nl": "Hoe lang een som te zien is", "en": "How long a sum is shown"},
    default=4,
    choices=(2, 4, 6, 10),
    choice_labels=(
        {"nl": "2 seconden", "en": "2 seconds"},
        {"nl": "4 seconden", "en": "4 seconds"},
        {"nl": "6 seconden", "en": "6 seconds"},
        {"nl": "10 seconden", "en": "10 seconds"},
    ),
    help={
        "nl": "Zo lang blijft de som van een opgetilde trechter staan, met een aftelling; "
        "niemand speelt verder voor ze weg is. De spelregels veranderen niet.",
        "en": "The sum of a lifted funnel stays this long, with a countdown; nobody plays "
        "on before it is gone. The rules do not change.",
    },
    # Saves made before the option existed keep replaying and re-saving byte for byte.
    legacy=4,
)

SPEC = GameSpec(
    id="eintrichtern",
    title={"nl": "Eintrichtern", "en": "Eintrichtern"},
    tagline={
        "nl": "Til een rode steen op, hoor de som van zijn trechter en onthoud haar: wie "
        "de juiste trechter vindt, houdt de steen.",
        "en": "Lift a red die, hear the sum of its funnel and remember it: find the funnel "
        "that matches the throw and keep the die.",
    },
    min_players=2,
    max_players=8,
    minutes=(10, 20),
    options=(REVEAL_SECONDS,),
    bot_levels=(
        BotLevel(
            "beginner",
            {"nl": "Beginner", "en": "Beginner"},
            {
                "nl": "Onthoudt wat hij hoort, maar na drie onthullingen is de helft weer weg.",
                "en": "Remembers what it hears, but half of it is gone after three reveals.",
            },
        ),
        BotLevel(
            "forgetful",
            {"nl": "Vergeetachtig", "en": "Forgetful"},
            {
                "nl": "Onthoudt wat hij hoort; na zes onthullingen is de helft weg.",
                "en": "Remembers what it hears; half of it is gone after six reveals.",
            },
        ),
        BotLevel(
            "memory",
            {"nl": "Olifantengeheugen", "en": "Perfect memory"},
            {
                "nl": "Onthoudt elke som die werd uitgesproken.",
                "en": "Remembers every sum that was said aloud.",
            },
        ),
    ),
    default_level="beginner",  # one a newcomer beats some of the time
    throws=frozenset({"roll"}),
)
