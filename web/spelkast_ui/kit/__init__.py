"""Shared UI pieces below the games: the gameplay base and table API, page frame, HTML,
words, seats, dice and the physical-dice entry, storage."""
