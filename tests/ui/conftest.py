"""UI tests run the pure-Python UI on CPython: make ``pyengine`` and ``spelkast_ui`` importable."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
for path in (ROOT, ROOT / "web"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))
