"""The tests of tools/: its scripts are imported as top-level modules (``import bench``), as
they import each other when run, so tools/ goes on the path once here."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
