"""Reader search over published articles, quotes, people and disputes: backends, view and templates."""
