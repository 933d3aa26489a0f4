"""Raffzahn's screen text in Dutch and English. Plural forms split on ``|`` by ``n``.
A message about a seat (``{name}``) has a second-person form ``<key>.you`` for the person
at the device (the one person of a solo game, or a zone's own person on a shared tablet);
``NAMED_ONLY`` lists those whose seat is never that person's."""

from __future__ import annotations

from ...kit.i18n import Pair, Words
from ...pyramid import words as pyramid

TEXT: dict[str, Pair] = {
    "rz_sub": ("Graai de losse stenen met jouw getal", "Grab the loose dice showing your number"),
    "rz_building": ("De piramide wordt opgebouwd…", "Building the pyramid…"),
    # the throw
    "rz_throw": ("Gooien", "Throw"),
    "rz_throw_long": ("Gooi de turquoise steen", "Throw the turquoise die"),
    "rz_throw_of": (
        "{name} gooit. Daarna graait iedereen tegelijk.",
        "{name} throws. Then everyone grabs at once.",
    ),
    "rz_throw_of.you": (
        "Jij gooit. Daarna graait iedereen tegelijk.",
        "Your throw. Then everyone grabs at once.",
    ),
    "rz_bot_throws": ("{name} gooit…", "{name} is throwing…"),
    "rz_bot_next": ("{name} gooit hierna.", "{name} throws next."),
    "rz_threw": ("{name} gooide", "{name} threw"),
    "rz_threw.you": ("Jij gooide", "You threw"),
    "rz_turquoise": ("turquoise steen met {n}", "turquoise die showing {n}"),
    # the race
    "rz_find": ("Pak de losse stenen met een {n}!", "Take the loose dice showing {n}!"),
    "rz_find_zone": ("Pak je {n}-en!", "Take your {n}s!"),
    "rz_stop": ("STOP", "STOP"),
    "rz_stop_long": ("STOP: niemand pakt nog iets", "STOP: nobody takes any more"),
    "rz_wait_stop": (
        "{name} roept STOP op een zelfgekozen moment.",
        "{name} calls STOP when it suits them.",
    ),
    "rz_wait_stop.you": ("Jij roept STOP wanneer je wilt.", "You call STOP when you like."),
    "rz_stopped": ("{name} riep STOP.", "{name} called STOP."),
    "rz_stopped.you": ("Jij riep STOP.", "You called STOP."),
    "rz_race": (
        "{name} pakte {n} steen.|{name} pakte {n} stenen.",
        "{name} took {n} die.|{name} took {n} dice.",
    ),
    "rz_race.you": (
        "Jij pakte {n} steen.|Jij pakte {n} stenen.",
        "You took {n} die.|You took {n} dice.",
    ),
    "rz_foul": (
        "{name} greep na STOP: de steen gaat terug en {name} geeft iedereen een steen.",
        "{name} grabbed after STOP: the die goes back and {name} gives everyone a die.",
    ),
    "rz_foul.you": (
        "Je greep na STOP: de steen gaat terug en je geeft iedereen een steen.",
        "You grabbed after STOP: the die goes back and you give everyone a die.",
    ),
    "rz_foul_free": (
        "{name} greep na STOP: de steen gaat terug ({name} had te weinig om weg te geven).",
        "{name} grabbed after STOP: the die goes back ({name} had too few to give any).",
    ),
    "rz_foul_free.you": (
        "Je greep na STOP: de steen gaat terug (je had te weinig stenen om weg te geven).",
        "You grabbed after STOP: the die goes back (you had too few dice to give any).",
    ),
    "rz_wrong": (
        "Die steen laat jou een {face} zien, geen {n}. Leg hem terug.",
        "That die shows you a {face}, not a {n}. Put it back.",
    ),
    "rz_hand_busy": ("Je hand legt nog een steen terug.", "Your hand is still putting a die back."),
    "rz_not_free": ("Op die steen ligt nog een andere.", "Another die still lies on that one."),
    "rz_not_racing": ("Er wordt nu niet gegraaid.", "Nobody is grabbing now."),
    "rz_not_thrower": ("Alleen de werper roept STOP.", "Only the thrower calls STOP."),
    "rz_not_yours": ("Dat is nu niet aan jou.", "That is not yours to do now."),
    "rz_too_late": ("Te laat: de ronde is voorbij.", "Too late: the round is over."),
    # the table
    "rz_dice": ("{n} steen|{n} stenen", "{n} die|{n} dice"),
    "rz_side_of": ("De kant van {name}", "{name}'s side"),
    "rz_side_of.you": ("Jouw kant van de piramide", "Your side of the pyramid"),
    "rz_die_label": ("losse steen met {n}", "loose die showing {n}"),
    "rz_plate_only": (
        "Alleen de onderste laag is nog over: de volgende STOP beëindigt het spel.",
        "Only the bottom layer is left: the next STOP ends the game.",
    ),
    "rz_seat_zone": ("Vak van {name}", "{name}'s zone"),
    "rz_players": ("Spelers", "Players"),
    "rz_log_nothing": ("niemand pakte iets", "nobody took anything"),
    "rz_edge_you": ("Jij", "You"),
    "rz_round_col": ("Ronde", "Round"),
    "rz_total_col": ("Totaal", "Total"),
    "rz_score_table": ("Stenen per speler", "Dice per player"),
    "rz_missed": (
        "Er lag nog {n} losse steen met een {k} aan de kant van {name}: omcirkeld.|Er lagen "
        "nog {n} losse stenen met een {k} aan de kant van {name}: omcirkeld.",
        "{n} loose die showing {k} was still on {name}'s side: it is ringed.|{n} loose dice "
        "showing {k} were still on {name}'s side: they are ringed.",
    ),
    "rz_missed.you": (
        "Er lag nog {n} losse steen met een {k} aan jouw kant: omcirkeld.|Er lagen nog {n} "
        "losse stenen met een {k} aan jouw kant: omcirkeld.",
        "{n} loose die showing {k} was still on your side: it is ringed.|{n} loose dice "
        "showing {k} were still on your side: they are ringed.",
    ),
    "rz_missed_none": (
        "{name} liet aan zijn kant niets met een {k} liggen.",
        "{name} left nothing showing {k} on their side.",
    ),
    "rz_missed_none.you": (
        "Je liet aan jouw kant niets met een {k} liggen.",
        "You left nothing showing {k} on your side.",
    ),
    # the end
    "rz_won": ("{name} wint met de meeste stenen.", "{name} wins with the most dice."),
    "rz_won.you": ("Je hebt gewonnen met de meeste stenen!", "You won with the most dice!"),
    "rz_shared": ("{names} winnen samen.", "{names} share the win."),
    "rz_you_lost": ("Deze keer niet gewonnen.", "Not this time."),
    "rz_rank": ("Plaats", "Place"),
    "rz_end_dice": ("Stenen", "Dice"),
}

# Whose {name} is never the person at the device: a computer's throw, a zone's label on a
# shared tablet (nobody is "you" there).
NAMED_ONLY = frozenset({"rz_bot_throws", "rz_bot_next", "rz_seat_zone"})

t = Words(TEXT, pyramid.TEXT)
