"""Abquetschen: title, players, options and computer levels, as data (the home screen and
the new-game form read these without loading the rules)."""

from __future__ import annotations

from ...core.spec import DICE_OPTION, BotLevel, GameSpec

SPEC = GameSpec(
    id="abquetschen",
    title={"nl": "Abquetschen", "en": "Abquetschen"},
    tagline={
        "nl": "Bouw de piramide samen op, steeds zoveel stenen als de turkooizen dobbelsteen "
        "zegt, en bouw de anderen in tot ze nergens meer bij kunnen.",
        "en": "Build the pyramid together, as many dice as the turquoise die says, and box "
        "the others in until they have nowhere left to build.",
    },
    min_players=2,
    max_players=3,
    minutes=(20, 30),
    options=(DICE_OPTION,),
    bot_levels=(
        BotLevel(
            "greedy",
            {"nl": "Gretig", "en": "Greedy"},
            {
                "nl": "Een beginner: bouwt netjes waar het kan en pakt een rij voor extra "
                "stenen als die er ligt, maar kijkt niet verder vooruit.",
                "en": "A beginner: builds tidily where it can and takes a row for bonus "
                "dice when one is there, but looks no further ahead.",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Houdt eigen stenen bereikbaar, bouwt de laatste open stenen van de "
                "anderen in als het zelf voorstaat, en zoekt rijen voor extra stenen.",
                "en": "Keeps its own dice within reach, buries the others' last open dice "
                "when it is ahead, and looks for rows that earn bonus dice.",
            },
        ),
        BotLevel(
            "expert",
            {"nl": "Expert", "en": "Expert"},
            {
                "nl": "Rekent twee beurten vooruit: welke worpen de volgende speler nog kan "
                "bouwen, wat die bouwt, rijen inbegrepen, en de eigen worp daarna; bouwt "
                "zijn laatste stenen zodra het kan.",
                "en": "Reckons two turns ahead: which throws the next player can still build, "
                "what that player builds, rows included, and its own next throw; plays its "
                "last dice when it can.",
            },
        ),
    ),
    hidden_information=False,
    throws=frozenset({"throw"}),
    table_size=3,  # a game for three; two is its variant
)
