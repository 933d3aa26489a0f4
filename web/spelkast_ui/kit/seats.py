"""What every game screen says about its seats: the players' names and their tokens.

Names are stored as typed, except the seat of "the player" (``THE_PLAYER``, the form's
default for the one person at a table of computers): a mark that each screen shows in its
own language. Builds before the mark stored the word itself ("You", "Jij"); a person's seat
with that name is the player too, so a save made in English reads "Jij" in Dutch. The
form's numbered names for several people ("Player 2", "Speler 2") are stored as words of
the language it was filled in; every screen words them in its own (``shown_names``): a phone
at an English table, a Dutch screen of a game set up in English, read "Speler 2".

Who is "you": only the one person at a table of computers, the device's owner, in play and
in the replay alike. On a shared device (several people pass it around, pass-and-play)
every sentence, label and log line names its person: whoever reads the screen, "You" would
be nobody in particular.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from pyengine.core.names import THE_PLAYER

from .html import esc
from .i18n import LANGS, Person, t

if TYPE_CHECKING:
    from .gameplay import Table

# The form's default name before the mark existed, in each language: the player too.
OLD_PLAYER_NAMES = frozenset({"You", "Jij"})
COMPUTER_WORDS = ("computer",)  # a name that says it already needs no "computer" badge


def is_the_player(name: str, person: bool = True) -> bool:
    """Whether a stored name is the seat of "the player" (only a person's seat can be)."""
    return person and (name == THE_PLAYER or name in OLD_PLAYER_NAMES)


@cache
def _numbered() -> dict[str, int]:
    """Every numbered name the new-game form gives a person (as setup.py does), in every
    language: the name -> its number."""
    return {t(lang, "player_n", n=n): n for lang in LANGS for n in range(1, 10)}


def shown_names(lang: str, names: Sequence[str], bots: Sequence[str | None]) -> list[str]:
    """Stored names as the screen shows them in ``lang`` (plain text: escape before use in
    HTML). The player is "You"/"Jij"; on a shared device, where "you" is nobody in
    particular, "Player n"/"Speler n" after the seat's number. The form's "Player n" is
    worded in ``lang`` too."""
    people = sum(1 for b in bots if b is None) if bots else 1
    shown = []
    for seat, name in enumerate(names):
        person = seat >= len(bots) or bots[seat] is None
        # the form's "Player n" in any language (a person who typed exactly that name
        # reads it the same way); a computer's name stays its own
        number = _numbered().get(str(name)) if person else None
        if number is not None:
            shown.append(t(lang, "player_n", n=number))
        elif not is_the_player(str(name), person):
            shown.append(str(name))
        elif people > 1:
            shown.append(t(lang, "player_n", n=seat + 1))
        else:
            shown.append(t(lang, "you"))
    return shown


def _of_players(lang: str, players: Sequence[Mapping[str, Any]]) -> list[str]:
    return shown_names(lang, [str(p["name"]) for p in players], [p["bot"] for p in players])


def names_of(view: dict[str, Any], lang: str) -> list[str]:
    """The players' names in ``view``, seat by seat, as shown in ``lang`` (plain text)."""
    return _of_players(lang, view["players"])


def name_of(c: Table, seat: int) -> str:
    """The name of ``seat`` at the open match, as shown in the table's language."""
    return _of_players(c.lang, c.game().players)[seat]


def token(seat: int) -> str:
    """The seat's coloured, numbered token (decorative: the name is always nearby)."""
    return f'<span class="tok tok-{seat % 6}" aria-hidden="true">{seat + 1}</span>'


def says_computer(name: str) -> bool:
    folded = name.casefold()
    return any(word in folded for word in COMPUTER_WORDS)


def computer_badge(lang: str, name: str = "") -> str:
    """The small "computer" label next to a computer player's name; none when the name
    says so already ("Computer 2 computer" reads twice)."""
    if name and says_computer(name):
        return ""
    return f'<span class="badge">{esc(t(lang, "computer_badge"))}</span>'


def only_person(c: Table) -> int | None:
    """The one human at the table, addressed as "you" (None with several humans)."""
    humans = c.humans()
    return humans[0] if len(humans) == 1 else None


def you_seat(bots: Sequence[str | None]) -> int | None:
    """The seat called "you": the one person at a table of computers (None on a shared
    device, or with no person at all)."""
    people = [seat for seat, bot in enumerate(bots) if bot is None]
    return people[0] if len(people) == 1 else None


def person(c: Table, seat: int) -> Person:
    """The seat as sentences name it: "you" for the one person at a table of computers,
    else (also on a shared device, for the person holding it) by name."""
    return Person(name_of(c, seat), you=seat == only_person(c))


def people_in(view: dict[str, Any], lang: str) -> list[Person]:
    """Every seat of ``view`` as sentences name it (``person`` for a view)."""
    you = you_seat([p["bot"] for p in view["players"]])
    return [Person(name, you=seat == you) for seat, name in enumerate(names_of(view, lang))]
