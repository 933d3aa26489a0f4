"""One package per game's screen: play.py (its moves), screen.py (its HTML), i18n.py,
rulebook.py and its own parts."""
