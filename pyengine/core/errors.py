"""The one error type the public API raises for a refused action or bad input."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action (or save, or option) was refused; the match is left exactly as it was.

    ``code`` is a stable machine-readable identifier (e.g. ``"not_your_turn"``);
    ``message`` is a readable English sentence; ``details`` carries the facts behind it.
    """

    def __init__(self, code: str, message: str, **details: Any) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.details = details

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, "details": self.details}
