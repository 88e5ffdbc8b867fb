"""Raw article text in, reviewed drafts out: the pure parser (`parsing/`), the transactional writer, the admin import page and the import_articles command."""
