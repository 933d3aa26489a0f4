"""Bunte Kuh's screen text in Dutch and English. Plural forms split on ``|`` by ``n``.
A message about a seat (``{name}``) has a second-person form ``<key>.you`` for the person
at the device (the one person of a solo game, or a zone's own person on a shared tablet);
``NAMED_ONLY`` lists those whose seat is never that person's."""

from __future__ import annotations

from ...kit.i18n import Pair, Words
from ...pyramid import words as pyramid

TEXT: dict[str, Pair] = {
    "bk_sub": ("Vind de trechter met de som van de drie stenen", "Find the funnel with the sum"),
    # the throw
    "bk_throw": ("Gooien", "Throw"),
    "bk_throw_long": ("Gooi de drie parelmoeren stenen", "Throw the three pearl dice"),
    "bk_throw_of": (
        "{name} gooit. Daarna zoekt iedereen tegelijk.",
        "{name} throws. Then everyone searches at once.",
    ),
    "bk_throw_of.you": (
        "Jij gooit. Daarna zoekt iedereen tegelijk.",
        "Your throw. Then everyone searches at once.",
    ),
    "bk_bot_throws": ("{name} gooit…", "{name} is throwing…"),
    "bk_bot_next": ("{name} gooit hierna.", "{name} throws next."),
    "bk_pearl": ("Parelmoeren steen", "Pearl die"),
    "bk_die_shows": ("Parelmoeren steen met {n}", "Pearl die showing {n}"),
    "bk_enter_for": (
        "Welke drie getallen gooide {name}?",
        "Which three numbers did {name} throw?",
    ),
    "bk_enter_for.you": ("Welke drie getallen gooide je?", "Which three numbers did you throw?"),
    "bk_entry_hint": (
        "Tik per steen het getal aan dat boven ligt.",
        "Tap the number on top of each pearl die.",
    ),
    # the race
    "bk_threw": ("{name} gooide", "{name} threw"),
    "bk_threw.you": ("Jij gooide", "You threw"),
    "bk_sum_is": ("= {sum}", "= {sum}"),
    "bk_find_short": ("Zoek een trechter met deze som!", "Find a funnel with this sum!"),
    "bk_stop": ("STOP", "STOP"),
    "bk_stop_long": ("STOP: ik zie een trechter", "STOP: I see a funnel"),
    "bk_nowhere": ("NERGENS", "NOWHERE"),
    "bk_nowhere_long": (
        "NERGENS: geen enkele trechter heeft deze som",
        "NOWHERE: no funnel has this sum",
    ),
    "bk_point": ("Tik op de trechter: {s} s", "Tap the funnel: {s} s"),
    "bk_tap_or_stop": ("Tik op de trechter, of eerst STOP.", "Tap the funnel, or STOP first."),
    "bk_stopped_point": (
        "Je riep STOP: tik nu op die trechter.",
        "You called STOP: now tap that funnel.",
    ),
    "bk_funnel": ("Trechter {where}", "Funnel {where}"),
    "bk_called": ("{name}: {call}!", "{name}: {call}!"),
    "bk_called.you": ("Jij: {call}!", "You: {call}!"),
    "bk_called_at": ("{call} na {s} s", "{call} after {s} s"),
    "bk_wait_verdict": ("Even kijken…", "Checking…"),
    "bk_called_first": ("{name} riep als eerste.", "{name} called first."),
    "bk_you_called_already": ("Je hebt al geroepen.", "You have already called."),
    "bk_too_late": ("Te laat: {name} was eerder.", "Too late: {name} was first."),
    "bk_not_racing": ("Er wordt nu niet gezocht.", "Nobody is searching now."),
    "bk_not_a_funnel": (
        "Daar is geen open trechter. Tik op een lege plek die op drie stenen rust.",
        "That is not an open funnel. Tap an empty spot resting on three dice.",
    ),
    "bk_stop_first": (
        "Met meer spelers aan tafel: eerst STOP in je eigen vak, dan de trechter.",
        "With several people at the table: STOP in your own zone first, then the funnel.",
    ),
    # the verdict
    "bk_right_stop": (
        "{name} vond een trechter met {target}: goed!",
        "{name} found a funnel with {target}: right!",
    ),
    "bk_right_stop.you": (
        "Je vond een trechter met {target}: goed!",
        "You found a funnel with {target}: right!",
    ),
    "bk_right_nowhere": (
        "{name} riep NERGENS, en inderdaad: geen trechter heeft {target}.",
        "{name} called NOWHERE, and indeed: no funnel has {target}.",
    ),
    "bk_right_nowhere.you": (
        "Je riep NERGENS, en inderdaad: geen trechter heeft {target}.",
        "You called NOWHERE, and indeed: no funnel has {target}.",
    ),
    "bk_wrong_sum": (
        "{name} wees een trechter met {sum} aan, maar er was {target} gegooid.",
        "{name} pointed at a funnel with {sum}, but {target} was thrown.",
    ),
    "bk_wrong_sum.you": (
        "Je wees een trechter met {sum} aan, maar er was {target} gegooid.",
        "You pointed at a funnel with {sum}, but {target} was thrown.",
    ),
    "bk_wrong_nowhere": (
        "{name} riep NERGENS, maar er is een trechter met {target}.|{name} riep NERGENS, "
        "maar er zijn {n} trechters met {target}.",
        "{name} called NOWHERE, but a funnel has {target}.|{name} called NOWHERE, but {n} "
        "funnels have {target}.",
    ),
    "bk_wrong_nowhere.you": (
        "Je riep NERGENS, maar er is een trechter met {target}.|Je riep NERGENS, maar er "
        "zijn {n} trechters met {target}.",
        "You called NOWHERE, but a funnel has {target}.|You called NOWHERE, but {n} funnels "
        "have {target}.",
    ),
    "bk_wrong_late": (
        "{name} riep STOP maar wees geen trechter aan.",
        "{name} called STOP but pointed at no funnel.",
    ),
    "bk_wrong_late.you": (
        "Je riep STOP maar wees geen trechter aan.",
        "You called STOP but pointed at no funnel.",
    ),
    "bk_penalty": (
        "Iedereen geeft {name} een steen: {n} erbij.|Iedereen geeft {name} een steen: {n} erbij.",
        "Everyone gives {name} a die: {n} more.|Everyone gives {name} a die: {n} more.",
    ),
    "bk_penalty.you": (
        "Iedereen geeft jou een steen: {n} erbij.|Iedereen geeft jou een steen: {n} erbij.",
        "Everyone gives you a die: {n} more.|Everyone gives you a die: {n} more.",
    ),
    "bk_first_by": ("{s} s eerder dan {name}", "{s} s before {name}"),
    "bk_first_by.you": ("{s} s eerder dan jij", "{s} s before you"),
    "bk_alone": ("als enige", "the only call"),
    "bk_matching_shown": (
        "De goede trechter is groen omrand.|De goede trechters zijn groen omrand.",
        "The right funnel is ringed in green.|The right funnels are ringed in green.",
    ),
    # placing
    "bk_place_you": (
        "De steen van {name} ligt in de trechter: draai of kantel hem, dan Plaats.",
        "{name}'s die is in the funnel: turn or tip it, then Place.",
    ),
    "bk_place_you.you": (
        "Je steen ligt in de trechter: draai of kantel hem, dan Plaats.",
        "Your die is in the funnel: turn or tip it, then Place.",
    ),
    "bk_place_any_you": (
        "{name}: tik op een trechter, draai of kantel de steen, dan Plaats.",
        "{name}: tap a funnel, turn or tip the die, then Place.",
    ),
    "bk_place_any_you.you": (
        "Tik op een trechter, draai of kantel je steen, dan Plaats.",
        "Tap a funnel, turn or tip your die, then Place.",
    ),
    "bk_place_of": ("{name} legt een steen…", "{name} is laying a die…"),
    "bk_place_next": ("{name} legt hierna een steen.", "{name} lays a die next."),
    "bk_place_wait": ("{name} legt een steen in de trechter.", "{name} lays a die."),
    "bk_place_wait.you": ("Jij legt een steen in de trechter.", "You lay a die."),
    "bk_turn": ("Draaien", "Turn"),
    "bk_turn_long": ("Draai de steen om zijn punt", "Turn the die about its point"),
    "bk_tip": ("Kantelen", "Tip over"),
    "bk_tip_long": ("Kantel de steen: een andere hoek boven", "Tip the die: another corner up"),
    "bk_place": ("Plaats", "Place"),
    "bk_faces": ("Vlakken: {a}, {b} en {c}", "Faces: {a}, {b} and {c}"),
    # players and the end
    "bk_dice_left": ("{n} steen|{n} stenen", "{n} die|{n} dice"),
    "bk_calls": ("{right} goed, {wrong} fout", "{right} right, {wrong} wrong"),
    "bk_won": ("{name} wint: alle stenen zijn weg!", "{name} wins: all dice gone!"),
    "bk_won.you": ("Je hebt gewonnen: al je stenen zijn weg!", "You won: all your dice are gone!"),
    "bk_shared": ("{names} winnen samen.", "{names} share the win."),
    "bk_you_lost": ("Deze keer niet gewonnen.", "Not this time."),
    "bk_end_table": ("Stenen over", "Dice left"),
    "bk_log": ("Verloop", "How it went"),
    "bk_log_right": ("{name}: {call}, goed", "{name}: {call}, right"),
    "bk_log_right.you": ("Jij: {call}, goed", "You: {call}, right"),
    "bk_log_wrong": ("{name}: {call}, fout", "{name}: {call}, wrong"),
    "bk_log_wrong.you": ("Jij: {call}, fout", "You: {call}, wrong"),
    "bk_seat_zone": ("Vak van {name}", "{name}'s zone"),
    "bk_where": (
        "laag {layer}, rij {row}, plek {place}",
        "layer {layer}, row {row}, place {place}",
    ),
    "bk_pyramid_title": ("De piramide met zijn trechters", "The pyramid and its funnels"),
    "bk_building": ("De plaat wordt gevuld…", "Filling the plate…"),
    "bk_rank": ("Plaats", "Place"),
    "bk_right_head": ("Goed", "Right"),
    "bk_wrong_head": ("Fout", "Wrong"),
    "bk_not_yours": ("Dat is nu niet aan jou.", "That is not yours to do now."),
    "bk_choose_funnel": ("Tik eerst op een trechter.", "Tap a funnel first."),
}

# Whose {name} is never the person at the device: a computer's throw or laying, the
# caller a later caller lost to, a zone's label on a shared tablet (nobody is "you" there).
NAMED_ONLY = frozenset(
    {
        "bk_bot_throws",
        "bk_bot_next",
        "bk_place_of",
        "bk_place_next",
        "bk_called_first",
        "bk_too_late",
        "bk_seat_zone",
    }
)

t = Words(TEXT, pyramid.TEXT)
