"""Bunte Kuh's screen text in Dutch and English. Plural forms split on ``|`` by ``n``.
Sentences about the viewer's own seat speak to him (``*_you``)."""

from __future__ import annotations

from ...kit.i18n import Pair, Words
from ...pyramid import words as pyramid

TEXT: dict[str, Pair] = {
    "bk_sub": ("Vind de trechter met de som van de drie stenen", "Find the funnel with the sum"),
    # the throw
    "bk_throw": ("Gooien", "Throw"),
    "bk_throw_long": ("Gooi de drie parelmoeren stenen", "Throw the three pearl dice"),
    "bk_your_throw": (
        "Jij gooit. Daarna zoekt iedereen tegelijk.",
        "Your throw. Then everyone searches at once.",
    ),
    "bk_throw_of": (
        "{name} gooit. Daarna zoekt iedereen tegelijk.",
        "{name} throws. Then everyone searches at once.",
    ),
    "bk_bot_throws": ("{name} gooit…", "{name} is throwing…"),
    "bk_pearl": ("Parelmoeren steen", "Pearl die"),
    "bk_die_shows": ("Parelmoeren steen met {n}", "Pearl die showing {n}"),
    "bk_enter_yours": ("Welke drie getallen gooide je?", "Which three numbers did you throw?"),
    "bk_enter_for": (
        "Welke drie getallen gooide {name}?",
        "Which three numbers did {name} throw?",
    ),
    "bk_entry_hint": (
        "Tik voor elke parelmoeren steen het getal aan dat boven ligt.",
        "Tap the number on top of each pearl die.",
    ),
    # the race
    "bk_thrown_by": ("{name} gooide", "{name} threw"),
    "bk_you_threw": ("Jij gooide", "You threw"),
    "bk_sum_is": ("samen {sum}", "together {sum}"),
    "bk_find_short": ("Zoek een trechter met deze som!", "Find a funnel with this sum!"),
    "bk_stop": ("STOP", "STOP"),
    "bk_stop_long": ("STOP: ik zie een trechter", "STOP: I see a funnel"),
    "bk_nowhere": ("NERGENS", "NOWHERE"),
    "bk_nowhere_long": (
        "NERGENS: geen enkele trechter heeft deze som",
        "NOWHERE: no funnel has this sum",
    ),
    "bk_point": ("Tik op de trechter: {s} s", "Tap the funnel: {s} s"),
    "bk_tap_or_stop": (
        "Tik meteen op de trechter, of eerst op STOP.",
        "Tap the funnel straight away, or STOP first.",
    ),
    "bk_funnel": ("Trechter {where}", "Funnel {where}"),
    "bk_called": ("{name}: {call}!", "{name}: {call}!"),
    "bk_called_at": ("{call} na {s} s", "{call} after {s} s"),
    "bk_you_called": ("Jij: {call}!", "You: {call}!"),
    "bk_wait_verdict": ("Even kijken…", "Checking…"),
    "bk_called_first": ("{name} riep al eerder.", "{name} called first."),
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
    "bk_right_stop_you": (
        "Je vond een trechter met {target}: goed!",
        "You found a funnel with {target}: right!",
    ),
    "bk_right_nowhere": (
        "{name} riep NERGENS, en inderdaad: geen trechter heeft {target}.",
        "{name} called NOWHERE, and indeed: no funnel has {target}.",
    ),
    "bk_right_nowhere_you": (
        "Je riep NERGENS, en inderdaad: geen trechter heeft {target}.",
        "You called NOWHERE, and indeed: no funnel has {target}.",
    ),
    "bk_wrong_sum": (
        "{name} wees een trechter met {sum} aan, maar er was {target} gegooid.",
        "{name} pointed at a funnel with {sum}, but {target} was thrown.",
    ),
    "bk_wrong_sum_you": (
        "Je wees een trechter met {sum} aan, maar er was {target} gegooid.",
        "You pointed at a funnel with {sum}, but {target} was thrown.",
    ),
    "bk_wrong_nowhere": (
        "{name} riep NERGENS, maar er is een trechter met {target}.|{name} riep NERGENS, "
        "maar er zijn {n} trechters met {target}.",
        "{name} called NOWHERE, but a funnel has {target}.|{name} called NOWHERE, but {n} "
        "funnels have {target}.",
    ),
    "bk_wrong_nowhere_you": (
        "Je riep NERGENS, maar er is een trechter met {target}.|Je riep NERGENS, maar er "
        "zijn {n} trechters met {target}.",
        "You called NOWHERE, but a funnel has {target}.|You called NOWHERE, but {n} funnels "
        "have {target}.",
    ),
    "bk_wrong_late": (
        "{name} riep STOP maar wees geen trechter aan.",
        "{name} called STOP but pointed at no funnel.",
    ),
    "bk_wrong_late_you": (
        "Je riep STOP maar wees geen trechter aan.",
        "You called STOP but pointed at no funnel.",
    ),
    "bk_penalty": (
        "Iedereen geeft {name} een steen: {n} erbij.|Iedereen geeft {name} een steen: {n} erbij.",
        "Everyone gives {name} a die: {n} more.|Everyone gives {name} a die: {n} more.",
    ),
    "bk_penalty_you": (
        "Iedereen geeft jou een steen: {n} erbij.|Iedereen geeft jou een steen: {n} erbij.",
        "Everyone gives you a die: {n} more.|Everyone gives you a die: {n} more.",
    ),
    "bk_first_by": ("{s} s eerder dan {name}", "{s} s before {name}"),
    "bk_first_by_you": ("{s} s eerder dan jij", "{s} s before you"),
    "bk_alone": ("als enige", "the only call"),
    "bk_matching_shown": (
        "De goede trechter is groen omrand.|De goede trechters zijn groen omrand.",
        "The right funnel is ringed in green.|The right funnels are ringed in green.",
    ),
    # placing
    "bk_place_you": (
        "Leg een steen in de trechter. Kies hoe hij ligt: zijn vlakken tellen mee voor "
        "de trechters erboven.",
        "Put a die in the funnel. Choose how it lies: its faces count for the funnels above.",
    ),
    "bk_place_any_you": (
        "Leg een steen in een trechter naar keuze: tik op een trechter en kies hoe hij ligt.",
        "Put a die in any funnel: tap a funnel and choose how the die lies.",
    ),
    "bk_place_of": ("{name} legt een steen…", "{name} is laying a die…"),
    "bk_place_wait": ("{name} legt een steen in de trechter.", "{name} lays a die."),
    "bk_turn": ("Draaien", "Turn"),
    "bk_turn_long": ("Draai de steen om zijn punt", "Turn the die about its point"),
    "bk_tip": ("Kantelen", "Tip over"),
    "bk_tip_long": ("Kantel de steen: een andere hoek boven", "Tip the die: another corner up"),
    "bk_place": ("Plaats", "Place"),
    "bk_faces": ("Vlakken: {a}, {b} en {c}", "Faces: {a}, {b} and {c}"),
    "bk_chosen_funnel": ("Gekozen: trechter {where}.", "Chosen: funnel {where}."),
    # players and the end
    "bk_dice_left": ("{n} steen|{n} stenen", "{n} die|{n} dice"),
    "bk_calls": ("{right} goed, {wrong} fout", "{right} right, {wrong} wrong"),
    "bk_you_won": ("Je hebt gewonnen: al je stenen zijn weg!", "You won: all your dice are gone!"),
    "bk_won": ("{name} wint: alle stenen zijn weg!", "{name} wins: all dice gone!"),
    "bk_shared": ("{names} winnen samen.", "{names} share the win."),
    "bk_you_lost": ("Deze keer niet gewonnen.", "Not this time."),
    "bk_end_table": ("Stenen over", "Dice left"),
    "bk_log": ("Verloop", "How it went"),
    "bk_log_right": ("{name} {call} goed", "{name} {call} right"),
    "bk_log_wrong": ("{name} {call} fout", "{name} {call} wrong"),
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

t = Words(TEXT, pyramid.TEXT)
