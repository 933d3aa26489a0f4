"""Abquetschen's screen text in Dutch and English. Plural forms split on ``|`` by ``n``."""

from __future__ import annotations

from ...kit.i18n import Pair, Words
from ...pyramid import words as pyramid

TEXT: dict[str, Pair] = {
    "aq_sub": ("Minste stenen over wint", "Fewest dice left wins"),
    # whose turn
    "aq_turn_of": ("{name} is aan de beurt", "{name}'s turn"),
    "aq_turn_of.you": ("Jij bent aan de beurt", "Your turn"),
    "aq_bot_playing": ("{name} is aan zet…", "{name} is playing…"),
    "aq_now": ("Nu aan de beurt.", "To move now."),
    # the turquoise die
    "aq_turquoise": ("Turkooizen steen", "Turquoise die"),
    "aq_throw": ("Gooien", "Throw"),
    "aq_throw_long": ("Gooi de turkooizen steen", "Throw the turquoise die"),
    "aq_opening_hint": (
        "Wie het eerst een 4 gooit met de turkooizen steen, bouwt de startpiramide en begint.",
        "The first to throw a 4 with the turquoise die builds the start pyramid and begins.",
    ),
    "aq_throw_hint": (
        "Er komen zoveel stenen bij als de worp toont; passen ze niet allemaal, dan geen.",
        "The throw says how many dice go in; if they cannot all be built, none do.",
    ),
    "aq_you_have": (
        "{name} heeft nog {n} steen.|{name} heeft nog {n} stenen.",
        "{name} has {n} die left.|{name} has {n} dice left.",
    ),
    "aq_you_have.you": (
        "Je hebt nog {n} steen.|Je hebt nog {n} stenen.",
        "You have {n} die left.|You have {n} dice left.",
    ),
    "aq_throw_wins": (
        "Gooi je meer dan je nog hebt, dan win je meteen.",
        "Throw more than you have left and you win at once.",
    ),
    # the start pyramid
    "aq_start_you": (
        "{name} gooide een 4 en is startspeler. Tik op een van de drie plekken in het midden "
        "voor de startpiramide van 4 stenen.",
        "{name} threw a 4 and is the start player. Tap one of the three spots in the middle "
        "for the start pyramid of 4 dice.",
    ),
    "aq_start_you.you": (
        "Je gooide een 4: jij bent startspeler. Tik op een van de drie plekken in het midden "
        "voor je startpiramide van 4 stenen.",
        "You threw a 4: you are the start player. Tap one of the three spots in the middle "
        "for your start pyramid of 4 dice.",
    ),
    "aq_start_at": ("Startpiramide {where}", "Start pyramid {where}"),
    "aq_at_top": ("bovenaan in het midden", "in the middle, at the top"),
    "aq_at_bottom": ("onderaan in het midden", "in the middle, at the bottom"),
    "aq_at_top_left": ("linksboven in het midden", "in the middle, top left"),
    "aq_at_top_right": ("rechtsboven in het midden", "in the middle, top right"),
    "aq_at_bottom_left": ("linksonder in het midden", "in the middle, bottom left"),
    "aq_at_bottom_right": ("rechtsonder in het midden", "in the middle, bottom right"),
    "aq_at_left": ("links in het midden", "in the middle, on the left"),
    "aq_at_right": ("rechts in het midden", "in the middle, on the right"),
    # building
    "aq_build_need": (
        "Bouw {n} steen ({placed} gezet)|Bouw {n} stenen ({placed} gezet)",
        "Build {n} die ({placed} in)|Build {n} dice ({placed} in)",
    ),
    "aq_build_hint": (
        "Tik op een omcirkelde plek om er een steen te zetten.",
        "Tap a ringed spot to put a die there.",
    ),
    "aq_build_done": (
        "Je steen staat: bevestig, of neem hem terug.|Alle stenen staan: bevestig, of neem "
        "er een terug.",
        "Your die is in: confirm, or take it back.|All in: confirm, or take one back.",
    ),
    "aq_confirm": ("Bevestigen", "Confirm"),
    "aq_take_back": ("Steen terug", "Take back"),
    "aq_bonus_head": (
        "Rij van {row}! Extra: {n} steen|Rij van {row}! Extra: {n} stenen",
        "A row of {row}! Bonus: {n} die|A row of {row}! Bonus: {n} dice",
    ),
    "aq_skip": ("Geen extra", "No bonus"),
    "aq_skip_long": ("Geen extra stenen inbouwen", "Build no bonus dice"),
    # a computer at work
    "aq_bot_throwing": ("{name} gooit…", "{name} is throwing…"),
    "aq_bot_building": (
        "{name} gooide {throw} en bouwt: {placed} van {need}.",
        "{name} threw {throw} and is building: {placed} of {need}.",
    ),
    "aq_bot_bonus": (
        "{name} bouwt extra stenen: {placed} van {need}.",
        "{name} is building bonus dice: {placed} of {need}.",
    ),
    "aq_bot_starting": (
        "{name} gooide een 4 en kiest een plek voor de startpiramide.",
        "{name} threw a 4 and is choosing a spot for the start pyramid.",
    ),
    # what happened, turn by turn
    "aq_since": ("Sinds je laatste beurt", "Since your last turn"),
    "aq_n_threw": ("{name} gooide {throw}.", "{name} threw {throw}."),
    "aq_n_threw.you": ("Je gooide {throw}.", "You threw {throw}."),
    "aq_n_opening": ("{name} gooide {throw}.", "{name} threw {throw}."),
    "aq_n_opening.you": ("Je gooide {throw}.", "You threw {throw}."),
    "aq_n_opening4": ("{name} gooide een 4 en begint.", "{name} threw a 4 and begins."),
    "aq_n_opening4.you": ("Je gooide een 4 en begint.", "You threw a 4 and begin."),
    "aq_n_start": ("{name} bouwde de startpiramide.", "{name} built the start pyramid."),
    "aq_n_start.you": ("Je bouwde de startpiramide.", "You built the start pyramid."),
    "aq_n_none": (
        "{name} gooide {throw}: geen bouwsel mogelijk.",
        "{name} threw {throw}: no build possible.",
    ),
    "aq_n_none.you": (
        "Je gooide {throw}: geen bouwsel mogelijk.",
        "You threw {throw}: no build possible.",
    ),
    "aq_n_built": (
        "{name} gooide {n} en bouwde {n} steen in.|{name} gooide {n} en bouwde {n} stenen in.",
        "{name} threw {n} and built {n} die.|{name} threw {n} and built {n} dice.",
    ),
    "aq_n_built.you": (
        "Je gooide {n} en bouwde {n} steen in.|Je gooide {n} en bouwde {n} stenen in.",
        "You threw {n} and built {n} die.|You threw {n} and built {n} dice.",
    ),
    "aq_n_building": (
        "{name} gooide {throw} en bouwt nog.",
        "{name} threw {throw} and is still building.",
    ),
    "aq_n_building.you": (
        "Je gooide {throw} en bent aan het bouwen.",
        "You threw {throw} and are building.",
    ),
    "aq_n_bonus": (
        "Een rij van {row} leverde {n} extra steen op, die er ook staat.|Een rij van {row} "
        "leverde {n} extra stenen op, die er ook staan.",
        "A row of {row} earned {n} bonus die, built as well.|A row of {row} earned {n} bonus "
        "dice, built as well.",
    ),
    "aq_n_bonus_skipped": (
        "Een rij van {row} leverde extra stenen op; die bleven liggen.",
        "A row of {row} earned bonus dice; they were left unbuilt.",
    ),
    "aq_n_bonus_nowhere": (
        "Een rij van {row} leverde extra stenen op, maar die konden nergens.",
        "A row of {row} earned bonus dice, but there was nowhere to build them.",
    ),
    "aq_n_wins": (
        "{name} gooide {throw} met nog {n} steen over en wint meteen.|{name} gooide {throw} "
        "met nog {n} stenen over en wint meteen.",
        "{name} threw {throw} with only {n} die left and wins at once.|{name} threw {throw} "
        "with only {n} dice left and wins at once.",
    ),
    "aq_n_wins.you": (
        "Je gooide {throw} met nog {n} steen over en wint meteen.|Je gooide {throw} met nog "
        "{n} stenen over en wint meteen.",
        "You threw {throw} with only {n} die left and win at once.|You threw {throw} with "
        "only {n} dice left and win at once.",
    ),
    # the players
    "aq_supply_head": ("Voorraad", "Dice left"),
    "aq_left_word": ("over", "left"),
    "aq_open": (
        "{n} plek om aan te bouwen|{n} plekken om aan te bouwen",
        "{n} spot to build against|{n} spots to build against",
    ),
    "aq_not_built": ("nog niet gebouwd", "not built yet"),
    "aq_start_player": ("startspeler", "start player"),
    "aq_player_label": (
        "{name}, {colour}: {n} steen over, {reach}.|{name}, {colour}: {n} stenen over, {reach}.",
        "{name}, {colour}: {n} die left, {reach}.|{name}, {colour}: {n} dice left, {reach}.",
    ),
    "aq_player_label.you": (
        "Jij, {colour}: je hebt {n} steen over, {reach}.|Jij, {colour}: je hebt {n} stenen "
        "over, {reach}.",
        "You, {colour}: you have {n} die left, {reach}.|You, {colour}: you have {n} dice "
        "left, {reach}.",
    ),
    # the pyramid
    "aq_pyramid": ("De piramide", "The pyramid"),
    "aq_legend": ("Wat de tekens betekenen", "What the marks mean"),
    "aq_key_ring": ("hier kan een steen", "a die can go here"),
    "aq_key_new": (
        "je nieuwe stenen (‘Steen terug’ neemt de laatste terug)",
        "your new dice (‘Take back’ takes the last one back)",
    ),
    "aq_key_last": ("het laatste bouwsel", "the latest build"),
    "aq_spot": (
        "laag {layer}, rij {row}, plaats {place}",
        "layer {layer}, row {row}, place {place}",
    ),
    "aq_spot_ok": ("Zet een steen op {where}", "Put a die at {where}"),
    "aq_spot_no": ("{where}: hier niet (tik voor de reden)", "{where}: not here (tap for why)"),
    "aq_new_die": ("Neem je nieuwe steen terug van {where}", "Take back your new die at {where}"),
    "aq_list": ("Plekken als lijst", "Spots as a list"),
    "aq_sides_note": (
        "Elke speler zit aan een eigen kant. De piramide staat schuin, met de kant van wie "
        "het apparaat vasthoudt rechtsonder; met de draaiknop zie je hem van een andere kant.",
        "Every player sits at their own side. The pyramid is drawn at a slant, with the side "
        "of whoever holds the device at the lower right; the turn button shows it from "
        "another side.",
    ),
    # refusals
    "aq_r_wait": ("{name} is aan de beurt.", "It is {name}'s turn."),
    "aq_r_throw_first": ("Gooi eerst de turkooizen steen.", "Throw the turquoise die first."),
    "aq_r_start_spot": (
        "Kies een van de drie omcirkelde plekken in het midden.",
        "Choose one of the three ringed spots in the middle.",
    ),
    "aq_r_occupied": ("Daar staat al een steen.", "There is a die there already."),
    "aq_r_no_support": (
        "Daar zou een steen niet op drie stenen rusten.",
        "A die there would not rest on three dice.",
    ),
    "aq_r_all_placed": (
        "Je steen staat al. Bevestig, of neem hem eerst terug.|Alle {n} stenen staan al. "
        "Bevestig, of neem er eerst een terug.",
        "Your die is in already. Confirm, or take it back first.|All {n} dice are in. "
        "Confirm, or take one back first.",
    ),
    "aq_r_must_keep_start_free": (
        "Tot {name} opnieuw heeft gebouwd, moet minstens één steen van de startpiramide vrij "
        "blijven. Met een steen hier lukt dat niet.",
        "Until {name} has built again, at least one die of the start pyramid must stay free. "
        "A die here does not allow that.",
    ),
    "aq_r_must_keep_start_free.you": (
        "Tot je opnieuw hebt gebouwd, moet minstens één steen van je startpiramide vrij "
        "blijven. Met een steen hier lukt dat niet.",
        "Until you have built again, at least one die of your start pyramid must stay free. "
        "A die here does not allow that.",
    ),
    "aq_r_not_touching_own": (
        "Geen bouwsel door deze plek raakt een eigen steen uit een eerdere beurt.",
        "No build through this spot touches a die of yours from an earlier turn.",
    ),
    "aq_r_not_touching_own_bonus": (
        "Geen extra stenen door deze plek raken een eigen steen.",
        "No bonus dice through this spot touch a die of yours.",
    ),
    "aq_r_not_touching_any": (
        "Je eerste bouwsel moet een steen raken die al in de piramide staat; door deze plek "
        "lukt dat niet.",
        "Your first build must touch a die already in the pyramid; through this spot it cannot.",
    ),
    "aq_r_not_touching_new": (
        "Deze steen zou geen van je andere nieuwe stenen raken.",
        "This die would touch none of your other new dice.",
    ),
    "aq_r_not_connected": (
        "Je nieuwe stenen moeten samen één geheel vormen.",
        "Your new dice must hang together as one group.",
    ),
    "aq_r_cannot_complete": (
        "Met een steen hier lukt geen geldig bouwsel van {n} steen.|Met een steen hier lukt "
        "geen geldig bouwsel van {n} stenen.",
        "With a die here no legal build of {n} die can be finished.|With a die here no legal "
        "build of {n} dice can be finished.",
    ),
    "aq_r_carries_new_die": (
        "Op deze steen rust een nieuwe steen: neem die eerst terug.",
        "A new die rests on this one: take that one back first.",
    ),
    "aq_r_not_new": (
        "Alleen stenen van deze beurt kun je terugnemen.",
        "You can only take back dice from this turn.",
    ),
    "aq_r_incomplete": (
        "Er staat {placed} van {n} steen: zet er nog {left}.|Er staan {placed} van {n} "
        "stenen: zet er nog {left}.",
        "{placed} of {n} die is in: put {left} more.|{placed} of {n} dice are in: put {left} more.",
    ),
    "aq_r_thrown": (
        "Je hebt al gegooid: bouw nu je stenen in.",
        "You have thrown already: build your dice now.",
    ),
    # physical dice
    "aq_enter_yours": ("Voer de worp van {name} in", "Enter {name}'s throw"),
    "aq_enter_yours.you": ("Voer je worp in", "Enter your throw"),
    "aq_enter_for_bot": ("Voer de worp van {name} in", "Enter {name}'s throw"),
    "aq_entry_hint": (
        "Gooi de echte turkooizen steen en tik het getal dat boven ligt.",
        "Throw the real turquoise die and tap the number on top.",
    ),
    "aq_die_shows": ("Turkooizen steen: {n}", "Turquoise die: {n}"),
    # the end
    "aq_winner": (
        "{name} wint met {n} steen over.|{name} wint met {n} stenen over.",
        "{name} wins with {n} die left.|{name} wins with {n} dice left.",
    ),
    "aq_winner.you": (
        "Je wint met {n} steen over!|Je wint met {n} stenen over!",
        "You win with {n} die left!|You win with {n} dice left!",
    ),
    "aq_winner_throw": ("{name} wint.", "{name} wins."),
    "aq_winner_throw.you": ("Je hebt gewonnen!", "You won!"),
    "aq_shared": (
        "{names} winnen samen, elk met {n} steen over.|{names} winnen samen, elk met {n} "
        "stenen over.",
        "{names} share the win, each with {n} die left.|{names} share the win, each with {n} "
        "dice left.",
    ),
    "aq_you_lost": ("Deze keer niet gewonnen.", "Not this time."),
    "aq_end_buried": (
        "Alle stenen van {name} in de piramide zijn overbouwd: het spel is uit en wie de minste "
        "stenen over heeft, wint.",
        "All of {name}'s dice in the pyramid are buried: the game is over and the fewest dice "
        "left wins.",
    ),
    "aq_end_buried.you": (
        "Al je stenen in de piramide zijn overbouwd: het spel is uit en wie de minste stenen "
        "over heeft, wint.",
        "All your dice in the pyramid are buried: the game is over and the fewest dice left wins.",
    ),
    "aq_end_emptied": (
        "{name} heeft de laatste steen ingebouwd: wie als eerste alles heeft gebouwd, wint.",
        "{name} has built the last die: the first to build them all wins.",
    ),
    "aq_end_emptied.you": (
        "Je hebt je laatste steen ingebouwd: wie als eerste alles heeft gebouwd, wint.",
        "You have built your last die: the first to build them all wins.",
    ),
    "aq_end_stuck": (
        "Niemand kan nog bouwen: het spel is uit en wie de minste stenen over heeft, wint.",
        "Nobody can build any more: the game is over and the fewest dice left wins.",
    ),
    "aq_place": ("Plaats", "Place"),
    # the hint: why the strongest computer would make this move (pyengine abquetschen/bots.py)
    "hint.throw": ("Gooi de turkooizen steen.", "Throw the turquoise die."),
    "hint.start": (
        "Bouw je startpiramide in het midden.",
        "Build your start pyramid in the middle.",
    ),
    "hint.confirm": ("Je set is compleet: bevestig hem.", "Your set is complete: confirm it."),
    "hint.build": ("Bouw een steen op een gemarkeerde plek.", "Build a die on a marked spot."),
    "hint.skip_bonus": ("Sla de bonusstenen over.", "Skip the bonus dice."),
    "hint.bury": (
        "Bouw zo: een tegenspeler kan nergens meer tegen een eigen steen bouwen, dus het spel "
        "eindigt bij zijn beurt en jij hebt de minste stenen over ({left}).",
        "Build like this: an opponent can no longer build against their own dice, so the "
        "game ends at their turn, with the fewest dice left in your supply ({left}).",
    ),
    "hint.bury_forced": (
        "Elke set die je kunt bouwen sluit een tegenspeler in; deze is de beste daarvan.",
        "Every set you can build shuts an opponent in; this one is the best of them.",
    ),
    "hint.row": (
        "Bouw je stenen in een rij: dat levert {n} bonussteen op. Plekken om later tegen je "
        "eigen stenen te bouwen: {spots}.|Bouw je stenen in een rij: dat levert {n} "
        "bonusstenen op. Plekken om later tegen je eigen stenen te bouwen: {spots}.",
        "Build your dice in a row: that earns {n} bonus die. Spots left to build against "
        "your own dice: {spots}.|Build your dice in a row: that earns {n} bonus dice. Spots "
        "left to build against your own dice: {spots}.",
    ),
    "hint.bonus": (
        "Bouw je bonusstenen hier: daarna kun je nog op {n} plek tegen je eigen stenen "
        "bouwen.|Bouw je bonusstenen hier: daarna kun je nog op {n} plekken tegen je eigen "
        "stenen bouwen.",
        "Build your bonus dice here: afterwards you can build against your own dice at {n} "
        "spot.|Build your bonus dice here: afterwards you can build against your own dice at "
        "{n} spots.",
    ),
    "hint.place": (
        "Bouw je set hier: daarna kun je op {n} plek tegen je eigen stenen bouwen; de "
        "krapste tegenspeler heeft er nog {theirs}.|Bouw je set hier: daarna kun je op {n} "
        "plekken tegen je eigen stenen bouwen; de krapste tegenspeler heeft er nog {theirs}.",
        "Build your set here: afterwards you can build against your own dice at {n} spot; "
        "the most squeezed opponent has {theirs} left.|Build your set here: afterwards you "
        "can build against your own dice at {n} spots; the most squeezed opponent has "
        "{theirs} left.",
    ),
    "hint.place_open": (
        "Bouw je set hier: daarna kun je op {n} plek tegen je eigen stenen bouwen.|"
        "Bouw je set hier: daarna kun je op {n} plekken tegen je eigen stenen bouwen.",
        "Build your set here: afterwards you can build against your own dice at {n} spot.|"
        "Build your set here: afterwards you can build against your own dice at {n} spots.",
    ),
}

# Messages whose {name} is never the viewer's own seat: a computer at work (people's turns
# are theirs to play), a tap while another seat moves, a computer's throw entered by hand.
NAMED_ONLY = frozenset(
    {
        "aq_bot_playing",
        "aq_bot_throwing",
        "aq_bot_building",
        "aq_bot_bonus",
        "aq_bot_starting",
        "aq_r_wait",
        "aq_enter_for_bot",
    }
)

t = Words(TEXT, pyramid.TEXT)
