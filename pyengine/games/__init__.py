"""One package per game: ``spec.py`` (data), ``rules.py`` (``RULES``), ``bots.py`` (``BOTS``)
and the game's own parts. ``pyengine.registry`` lists the games and loads these."""
