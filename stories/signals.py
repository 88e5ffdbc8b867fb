"""What the stories side tells other apps, without knowing them (following listens)."""

from django.dispatch import Signal

# Sent once the transaction that published or scheduled an article, or placed a public one in an
# arc, has committed, with `article` and `public_at` (when readers can see it there: now, or the
# scheduled time). Edits and
# drafts send nothing; receivers must check the article is still public when they act.
article_made_public = Signal()
