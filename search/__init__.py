"""Reader search over published articles, quotes and people: backends, view and templates."""
