"""Slugs of the shipped seed story, for tests that read its pages, and the folder of its source documents."""

from pathlib import Path

ARC = "wally-backman-sandy-alderson-feud"
BETRAYED = "wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets"
COME_HOME = "wally-backman-asked-to-come-home-back-to-the-new-york-mets"
FEUD = "wally-backman-sandy-alderson-feud-is-still-going-quite-strong"
DOCUMENTS = Path(__file__).resolve().parents[1] / "fixtures" / "documents"
