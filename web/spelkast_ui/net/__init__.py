"""One table across several devices (issue 38): the app's side. The protocol itself is
``pyengine.net``; here are the joined devices' tables on the host (``remote``), the
controller's one contact with the feature (``session.Net``), its screens and words."""
