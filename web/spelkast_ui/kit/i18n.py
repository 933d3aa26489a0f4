"""The general user-interface text in Dutch and English, and the helpers every screen uses.

``t(lang, key, **values)`` formats a message. A message with ``|`` has a singular and
a plural form, chosen by the value ``n``. A message about a seat takes ``about=Person(..)``:
it fills ``{name}``, and when the seat is the viewer's own the key's second-person form
``<key>.you`` is used ("You get 1 chip", "Jij krijgt", never "You gets"). Each game keeps
its own texts in
``games/<game>/i18n.py`` with its own ``t = Words(TEXT)``, which falls back to the
general table here; so this module knows no game and a new game edits nothing here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pyengine import IllegalAction

LANGS = ("nl", "en")
LANG_NAMES = {"nl": "Nederlands", "en": "English"}

Pair = tuple[str, str]  # (nl, en)
YOU = ".you"  # suffix of a message's form about the viewer's own seat


@dataclass(frozen=True)
class Person:
    """A seat as a sentence names it: by its name, or as "you" when the sentence speaks
    about the seat whose view is on screen (the one person at a solo game, or the person
    holding the device in pass-and-play)."""

    name: str
    you: bool = False


TEXT: dict[str, Pair] = {
    # general
    "welcome": ("Kies een spel", "Pick a game"),
    # the page's <meta name="description"> (tools/prerender.py)
    "app_description": (
        "Spelkast: {games}. Dobbelspellen en een quiz op je telefoon of tablet, ook offline.",
        "Spelkast: {games}. Dice games and a quiz on your phone or tablet, offline too.",
    ),
    "games": ("Spellen", "Games"),
    "saved_games": ("Verder spelen", "Continue a game"),
    "no_saves": ("Nog geen opgeslagen spellen.", "No saved games yet."),
    "new_game": ("Nieuw spel", "New game"),
    "new_game_of": ("Nieuw spel: {game}", "New game: {game}"),
    "rules": ("Spelregels", "Rules"),
    "rules_of": ("Spelregels: {game}", "Rules: {game}"),
    "settings": ("Instellingen", "Settings"),
    "more": ("Meer", "More"),
    "home": ("Start", "Home"),
    "back": ("Terug", "Back"),
    "close": ("Sluiten", "Close"),
    "cancel": ("Annuleren", "Cancel"),
    "players_range": ("{lo}–{hi} spelers", "{lo}–{hi} players"),
    "players_n": ("{n} speler|{n} spelers", "{n} player|{n} players"),
    "minutes_range": ("{lo}–{hi} min", "{lo}–{hi} min"),
    "just_now": ("zojuist", "just now"),
    "minutes_ago": ("{n} minuut geleden|{n} minuten geleden", "{n} minute ago|{n} minutes ago"),
    "hours_ago": ("{n} uur geleden|{n} uur geleden", "{n} hour ago|{n} hours ago"),
    "days_ago": ("{n} dag geleden|{n} dagen geleden", "{n} day ago|{n} days ago"),
    "moves_n": ("{n} zet|{n} zetten", "{n} move|{n} moves"),
    "finished": ("afgelopen", "finished"),
    "continue": ("Verder", "Continue"),
    "continue_of": ("Verder met {game}", "Continue {game}"),
    "delete": ("Verwijderen", "Delete"),
    "delete_of": ("Verwijderen: {game}", "Delete {game}"),
    "damaged_save": ("Beschadigd spel", "Damaged save"),
    "save_unreadable": (
        "Dit opgeslagen spel kan niet worden geopend. Je andere spellen zijn in orde.",
        "This saved game cannot be opened. Your other games are fine.",
    ),
    "save_cannot_open": (
        "Dat spel kon niet worden geopend; het is beschadigd of van een andere versie.",
        "That game could not be opened; it is damaged or from another version.",
    ),
    "storage_full": (
        "De opslag van dit apparaat is vol: het spel gaat door, maar wordt nu niet bewaard. "
        "Verwijder oude spellen om weer op te slaan.",
        "This device's storage is full: the game goes on but is not being saved. "
        "Delete old games to save again.",
    ),
    "unexpected": (
        "Er ging iets mis; je bent terug op het startscherm. Je opgeslagen spellen zijn er nog.",
        "Something went wrong; you are back on the home screen. Your saved games are still there.",
    ),
    "bad_input": ("Dat ging niet: probeer het opnieuw.", "That did not work: please try again."),
    # new game
    "players": ("Spelers", "Players"),
    "player": ("Speler", "Player"),
    "player_label": ("Naam speler {n}", "Player {n} name"),
    "plays_as": ("Speelt als", "Plays as"),
    "human": ("Mens", "Human"),
    "computer_level": ("Computer ({level})", "Computer ({level})"),
    "level_random": ("Willekeurig", "Random"),
    "level_random_about": (
        "Kiest zomaar een toegestane zet.",
        "Picks any allowed move at random.",
    ),
    "you": ("Jij", "You"),
    "computer": ("Computer", "Computer"),
    "computer_n": ("Computer {n}", "Computer {n}"),
    "player_n": ("Speler {n}", "Player {n}"),
    "add_player": ("+ Speler toevoegen", "+ Add player"),
    "remove": ("Weg", "Remove"),
    "remove_player": ("Verwijder speler {n}", "Remove player {n}"),
    "options": ("Opties", "Options"),
    "start": ("Start het spel", "Start the game"),
    "play_this": ("Speel dit spel", "Play this game"),
    # settings
    "language": ("Taal", "Language"),
    "lang_auto": ("Automatisch (de taal van dit apparaat)", "Automatic (this device's language)"),
    "motion": ("Animaties", "Animations"),
    "motion_auto": ("Aan (volgt het apparaat)", "On (follows the device)"),
    "motion_off": ("Uit", "Off"),
    "motion_help": (
        "Met animaties uit verschuift of beweegt er niets op het scherm.",
        "With animations off nothing slides or moves on screen.",
    ),
    # settings: the device during a game (app/device.py, web/device.js)
    "device": ("Tijdens een spel", "During a game"),
    "set_wake": ("Scherm aan houden", "Keep the screen on"),
    "set_wake_help": (
        "Het scherm gaat niet uit zolang een spel open is.",
        "The screen does not turn off while a game is open.",
    ),
    "set_sound": ("Geluid", "Sound"),
    "set_sound_help": (
        "Een kort dobbelgeluid bij elke worp en een toon bij een strafpunt, een geslagen "
        "steen en het eind van een ronde of spel.",
        "A short dice sound on every throw and a tone for a penalty, a capture and the end "
        "of a round or game.",
    ),
    "set_vibrate": ("Trillen", "Vibration"),
    "set_vibrate_help": (
        "Een korte tik bij elke worp, een strafpunt, een geslagen steen en het eind van een "
        "ronde of spel; uit zolang animaties uit staan.",
        "A short buzz on every throw, penalty and capture and at the end of a round or "
        "game; off while animations are off.",
    ),
    "about": ("Over Spelkast", "About Spelkast"),
    "about_text": (
        "Spelkast werkt zonder internet. Je spellen worden alleen op dit apparaat bewaard; "
        "de app stuurt nergens iets heen.",
        "Spelkast works without internet. Your games are kept on this device only; "
        "the app never sends anything anywhere.",
    ),
    "version": ("Versie {v}", "Version {v}"),
    # shared by the game screens
    "undo": ("Ongedaan maken", "Undo"),
    "i_am": ("Ik ben {name}", "I am {name}"),
    "confirm_throw": ("Worp bevestigen", "Confirm throw"),
    "enter_all_dice": ("Kies voor elke dobbelsteen een waarde.", "Pick a value for every die."),
    "game_over": ("Einde van het spel", "Game over"),
    "you_won": ("Je hebt gewonnen!", "You won!"),
    "play_again": ("Nog een keer", "Play again"),
    "computer_badge": ("computer", "computer"),
    "log": ("Verloop van het spel", "Game log"),
    # where saves live (issue 16: storage faults, two tabs)
    "unsaved_failed": (
        "De laatste zet is nog niet bewaard: opslaan lukte niet. Het wordt opnieuw geprobeerd."
        "|De laatste {n} zetten zijn nog niet bewaard: opslaan lukte niet. "
        "Het wordt opnieuw geprobeerd.",
        "The last move is not saved yet: saving failed. It is tried again."
        "|The last {n} moves are not saved yet: saving failed. It is tried again.",
    ),
    "storage_volatile": (
        "Deze browser laat Spelkast niets bewaren: je spellen verdwijnen als je deze pagina sluit.",
        "This browser does not let Spelkast keep anything: your games are gone when this "
        "page closes.",
    ),
    "to_saved_games": ("Naar je spellen", "To your games"),
    "elsewhere_title": ("Open in een ander tabblad", "Open in another tab"),
    "elsewhere_text": (
        "Dit spel is open in een ander tabblad. Je kunt het hier verder spelen; het andere "
        "tabblad bewaart dan eerst zijn zetten en stopt ermee.",
        "This game is open in another tab. You can play it here instead; the other tab "
        "then saves its moves first and lets go of it.",
    ),
    "play_here": ("Hier spelen", "Play it here"),
    "delete_elsewhere": (
        "Dit spel is open in een ander tabblad; sluit het daar eerst.",
        "This game is open in another tab; close it there first.",
    ),
    "taking_over": (
        "Het andere tabblad bewaart zijn zetten…",
        "The other tab is saving its moves…",
    ),
    "moved_title": ("Verder in een ander tabblad", "Moved to another tab"),
    "moved_text": (
        "Dit spel wordt nu in een ander tabblad gespeeld. Alle zetten van hier zijn bewaard.",
        "This game is now played in another tab. Every move made here is saved.",
    ),
    "moved_text_unsaved": (
        "Dit spel wordt nu in een ander tabblad gespeeld, vanaf de laatst bewaarde stand: "
        "de laatste zet van hier kon niet worden bewaard (het apparaat was vol)."
        "|Dit spel wordt nu in een ander tabblad gespeeld, vanaf de laatst bewaarde stand: "
        "de laatste {n} zetten van hier konden niet worden bewaard (het apparaat was vol).",
        "This game is now played in another tab, from where it was last saved: the last "
        "move made here could not be saved (the device was full)."
        "|This game is now played in another tab, from where it was last saved: the last "
        "{n} moves made here could not be saved (the device was full).",
    ),
    # The hint (kit/hint.py): the button in a solo game's header, and its card.
    "hint_ask": (
        "Tip: wat zou jij doen? Vraag het de sterkste computer",
        "Hint: what would you do? Ask the strongest computer",
    ),
    "hint_title": ("Tip van de sterkste computer", "Hint from the strongest computer"),
    "hint.best": (
        "Dit is de zet die hij het best vindt.",
        "This is the move it rates highest.",
    ),
    "hint_marked": ("Hij staat gemarkeerd.", "It is marked on the board."),
    "hint_counted": (
        "Met tips telt dit spel apart in je statistieken.",
        "With hints, this game counts apart in your statistics.",
    ),
}

# Messages whose {name} is never the viewer's own seat, so they need no ".you" form.
NAMED_ONLY = frozenset({"i_am"})  # the button a person taps to say who holds the device

# Dutch wording for engine refusals; others fall back to the engine's English message.
ENGINE_NL: dict[str, str] = {
    "not_your_turn": "Je bent nu niet aan de beurt.",
    "illegal_action": "Die zet mag nu niet.",
    "values_required": "Voer de waarde van elke gegooide dobbelsteen in.",
    "bad_value": "Een dobbelsteen toont 1 tot en met 6.",
    "undo_blocked": "Er is niets terug te nemen sinds de laatste worp.",
    "no_hint": "Er is nu geen tip te geven.",
    "bad_player": "Elke speler heeft een naam nodig.",
    "bad_name": "Elke speler heeft een naam nodig die je kunt zien: letters, cijfers of tekens.",
    "bad_player_count": "Dit aantal spelers kan niet.",
    "bad_option": "Die waarde kan niet voor deze optie.",
    "game_over": "Het spel is al afgelopen.",
    "no_such_field": "Dat is geen vakje van het blad.",
    "field_taken": "Dat vakje is al ingevuld.",
    "not_ascending": "Een rij moet van links naar rechts oplopen.",
    "column_taken": "Dat getal staat al in deze kolom.",
    "colour_not_rolled": "Die kleur is deze beurt niet gegooid.",
}


def lang_index(lang: str) -> int:
    """Where ``lang``'s text stands in a (nl, en) pair: Dutch unless English."""
    return 1 if lang == "en" else 0


def _format(text: str, values: Mapping[str, object]) -> str:
    if "|" in text:
        one, other = text.split("|", 1)
        text = one if values.get("n") == 1 else other
    return text.format(**values)


class Words:
    """``t(lang, key, **values)`` over some tables of texts, with the general ``TEXT`` as
    fallback. ``texts`` holds every key it knows (the tests check the keys in use)."""

    def __init__(self, *tables: Mapping[str, Pair]) -> None:
        self.texts: dict[str, Pair] = dict(TEXT)
        for table in tables:
            self.texts.update(table)

    def __call__(
        self, lang: str, key: str, /, about: Person | None = None, **values: object
    ) -> str:
        if about is not None:
            values = {"name": about.name, **values}
            if about.you and key + YOU in self.texts:
                key += YOU
        return _format(self.texts[key][lang_index(lang)], values)


t = Words()


def pick(text: dict[str, str], lang: str) -> str:
    """A game spec's own text (``{"nl": ..., "en": ...}``) in ``lang``."""
    return text.get(lang) or text.get("en") or next(iter(text.values()), "")


def engine_message(lang: str, err: IllegalAction) -> str:
    if lang == "nl" and err.code in ENGINE_NL:
        return ENGINE_NL[err.code]
    return err.message


def you_or_name(lang: str, who: Person) -> str:
    """A seat as the object of a sentence: "you" / "jou" for the viewer's own, else its name."""
    if who.you:
        return "you" if lang == "en" else "jou"
    return who.name


def subjects(lang: str, people: Sequence[Person]) -> str:
    """Seats as the subject of one sentence: "Jij en Computer", "Player 1 and Player 2";
    the viewer goes first, as people say it."""
    ordered = sorted(people, key=lambda who: not who.you)
    words = [("You" if lang == "en" else "Jij") if who.you else who.name for who in ordered]
    return join_words(lang, words)


def ordinal(lang: str, n: int) -> str:
    """1st, 2nd, 3rd ... in English; 1e, 2e ... in Dutch."""
    if lang != "en":
        return f"{n}e"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def join_words(lang: str, words: Sequence[str]) -> str:
    """ "a, b and c" / "a, b en c"."""
    items = list(words)
    if len(items) <= 1:
        return "".join(items)
    last = " en " if lang != "en" else " and "
    return ", ".join(items[:-1]) + last + items[-1]
