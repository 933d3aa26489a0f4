"""A joined device's clock, as the host sees it (NTP's offset and its clock filter).

The host pings each device about once a second on a channel of its own: it notes its own
time ``t1`` when the ping leaves, the device answers at once with its time ``t2``, and the
host notes ``t3`` when the answer arrives. With the same delay each way, the device's
``t2`` was the host's ``(t1 + t3) / 2``, so

    offset = (t1 + t3) / 2 - t2        host time = device time + offset
    round trip = t3 - t1

The estimate is off by half the difference of the two one-way delays, which is at most
half the round trip; NTP's clock filter therefore takes the offset of the sample with the
shortest round trip among the recent ones (a slow answer was queued somewhere, and its
offset is worst). A race move carries the touch's time on the device's clock; the host
adds the offset, so calls from all devices are ordered on one clock, whatever the delays
in between, and the race's grace window covers what remains.

A touch's time is the device's word, so it is bounded on both sides: never after its
message arrived (a touch cannot be later than the news of it), and never earlier than a
message could plausibly take to come: the round trip's 95th percentile (the way here, with
room for one way slower than the other) plus ``LAG_MS`` for the device's own delay between
the touch and its message leaving (a busy main thread, a frame being drawn: what the
race's grace window allows a tap on the table itself). A touch claimed earlier than that
(a modified device back-dating its taps to win every race, or a tap resent after a quiet
spell) counts at that earliest plausible moment: it is played, but it can gain at most
what an honest slow device could.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field

from ..core.race import GRACE_MS

WINDOW = 32  # samples kept: about half a minute, far less than two clocks drift apart
MAX_RTT = 5_000.0  # ms: an answer later than this tells nothing about the offset
LAG_MS = float(GRACE_MS)  # a device's own delay from a touch to its message leaving


@dataclass
class ClockSync:
    """The offset of one device's clock, from its recent ping samples."""

    samples: deque[tuple[float, float]] = field(default_factory=lambda: deque(maxlen=WINDOW))
    rtts: deque[float] = field(default_factory=lambda: deque(maxlen=4 * WINDOW))

    def add(self, t1: float, t2: float, t3: float) -> bool:
        """Note one ping: sent at host time ``t1``, answered at device time ``t2``, back
        at host time ``t3``. A sample that cannot be (negative or huge round trip, not a
        number) is dropped; returns whether it was kept."""
        values = (t1, t2, t3)
        if not all(isinstance(v, int | float) and math.isfinite(v) for v in values):
            return False
        rtt = t3 - t1
        if not 0 <= rtt <= MAX_RTT:
            return False
        self.samples.append((rtt, (t1 + t3) / 2 - t2))
        self.rtts.append(rtt)
        return True

    @property
    def known(self) -> bool:
        return bool(self.samples)

    @property
    def offset(self) -> float:
        """Host time minus device time (ms), from the quickest recent sample."""
        if not self.samples:
            return 0.0
        return min(self.samples)[1]

    @property
    def rtt(self) -> float | None:
        """The shortest recent round trip (ms), None before the first ping came back."""
        return min(self.samples)[0] if self.samples else None

    def host_time(self, device_time: float, arrived: float) -> float:
        """When a touch at ``device_time`` (the device's clock) happened on the host's
        clock; never after ``arrived`` (the host's time when its message came in: a touch
        cannot be later than the news of it), nor before ``earliest(arrived)`` (no message
        takes longer to come). Before any ping came back: ``arrived``."""
        if not self.samples:
            return arrived
        return max(min(device_time + self.offset, arrived), self.earliest(arrived))

    def earliest(self, arrived: float) -> float:
        """The earliest host time a touch can plausibly have had if its message arrived at
        ``arrived``: the round trip's p95 plus ``LAG_MS`` before it."""
        return arrived - ((self.percentile(95) or 0.0) + LAG_MS)

    def percentile(self, p: float) -> float | None:
        """The ``p``-th percentile (0-100) of the round trips seen lately (ms)."""
        if not self.rtts:
            return None
        ordered = sorted(self.rtts)
        at = min(len(ordered) - 1, max(0, math.ceil(p / 100 * len(ordered)) - 1))
        return ordered[at]
