"""Spelkast's user interface in pure Python: text, screen state and HTML rendering.

Nothing here touches the browser; ``spelkast_ui/page`` mounts the controller on the page.
"""

__all__ = ["__version__"]
__version__ = "0.1.0"
