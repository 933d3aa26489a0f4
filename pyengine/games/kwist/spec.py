"""Kwis 't!: title, players, options and computer levels, as data (the
home screen and the new-game form read these without loading the rules)."""

from __future__ import annotations

from ...core.spec import BotLevel, GameSpec, OptionSpec

SPEC = GameSpec(
    id="kwist",
    title={"nl": "Kwis 't!", "en": "Kwis 't!"},
    tagline={
        "nl": "Beantwoord vijf vragen, zet in op je score en bluf je medespelers voorbij.",
        "en": "Answer five questions, bet on your score and bluff past the others.",
    },
    min_players=2,
    max_players=6,
    minutes=(30, 60),
    options=(
        OptionSpec(
            key="answering",
            label={"nl": "Antwoorden", "en": "Answers"},
            default="device",
            choices=("device", "paper"),
            choice_labels=(
                {"nl": "Om de beurt op dit toestel", "en": "In turn on this device"},
                {
                    "nl": "Op papier: voer alleen je aantal goed in",
                    "en": "On paper: enter only how many you got right",
                },
            ),
        ),
        OptionSpec(
            key="lang",
            label={"nl": "Taal van de vragen", "en": "Language of the questions"},
            default="nl",
            choices=("nl", "en"),
            choice_labels=({"nl": "Nederlands", "en": "Dutch"}, {"nl": "Engels", "en": "English"}),
        ),
        OptionSpec(
            key="pack",
            label={"nl": "Vragenset", "en": "Question pack"},
            default=None,
            help={
                "nl": "Leeg: de vragen van Spelkast. Een geïmporteerde set (spelkast-quiz/1) "
                "reist mee in het opgeslagen spel.",
                "en": "Empty: Spelkast's own questions. An imported pack (spelkast-quiz/1) "
                "travels inside the saved game.",
            },
        ),
    ),
    bot_levels=(
        BotLevel(
            "casual",
            {"nl": "Gewoon", "en": "Casual"},
            {
                "nl": "Weet de makkelijke vragen, zet meestal eerlijk in.",
                "en": "Knows the easy questions, mostly bets honestly.",
            },
        ),
        BotLevel(
            "strong",
            {"nl": "Sterk", "en": "Strong"},
            {
                "nl": "Weet veel, bluft berekend en controleert wie verdacht hoog inzet.",
                "en": "Knows a lot, bluffs with care and checks suspiciously high bets.",
            },
        ),
        BotLevel(
            "sly",
            {"nl": "Sluw", "en": "Sly"},
            {
                "nl": "Weet evenveel als Sterk, maar leest de inzetten: bluft en controleert "
                "waar het loont.",
                "en": "Knows as much as Strong, but reads the bets: bluffs and checks where "
                "it pays.",
            },
        ),
    ),
)
