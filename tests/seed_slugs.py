"""Slugs of the shipped seed story, for tests that read its pages."""

ARC = "wally-backman-sandy-alderson-feud"
BETRAYED = "wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets"
COME_HOME = "wally-backman-asked-to-come-home-back-to-the-new-york-mets"
FEUD = "wally-backman-sandy-alderson-feud-is-still-going-quite-strong"
