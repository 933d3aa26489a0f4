"""The app around the games: controller, screens, the new-game form, saves and the
catalog of games with a screen."""
