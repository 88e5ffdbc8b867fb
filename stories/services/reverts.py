"""History → revert, and Recover: a saved version's rows come back here, before its form is shown.

The admin then shows the restored version in its change form, and saving that form is an edit like
any other (the article, its parts and their rules through the other services); a form only shown,
or refused, rolls the restore back (revisions.admin.HistoryAdmin._revert_form_view).
"""

from reversion.models import Version

from .corrections import corrections_kept


def restore_article(*, version: Version) -> None:
    """The article's whole revision comes back (rows added to its parts since go); the corrections
    readers have seen stay as published."""
    with corrections_kept(article_id=int(version.object_id)):
        version.revision.revert(delete=True)


def restore_quote(*, version: Version) -> None:
    """Only the quote comes back. Its revision may hold its whole article (an article save, or
    save_quote adding the article), whose other parts and corrections its page neither shows nor owns."""
    version.revert()


def restore_revision(*, version: Version) -> None:
    """An arc or a dispute with its entries or accounts as they were (rows added since go)."""
    version.revision.revert(delete=True)
