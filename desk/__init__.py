"""The editors' desk around the article form: autosaved drafts, live preview, presence, notes, calendar."""
