"""Spelkast's user interface in pure Python: text, screen state and HTML rendering.

Nothing here touches the browser; ``web/main.py`` mounts the controller on the page.
"""

__all__ = ["__version__"]
__version__ = "0.1.0"
