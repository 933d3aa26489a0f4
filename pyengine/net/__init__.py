"""One table across several devices, without a server (issue 38).

The host device's Match is the referee; joined devices send their seats' taps and show
what is drawn for their seats. Everything here is pure and UI-free: the short codes that
carry a WebRTC offer or answer (``codes``), the messages and their checks (``wire``), who
holds which seat and the sequence numbers that make a resend harmless (``seats``), the
clock offset of each device (``clock``) and the sealed copy of the game a joined device
keeps in case the host is lost (``seal``). See docs/architecture.md, "Several devices".
"""
