"""Public pages: storing, tagging, serving and invalidating them, and the headers they carry."""
