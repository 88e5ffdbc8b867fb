"""Who may change which article: the one rule the admin, its inlines and reverts all apply."""

from django.contrib.auth.models import AbstractBaseUser

from .models import Article, Status

PUBLISH_ARTICLE = "stories.publish_article"


def may_edit_article(user: AbstractBaseUser, article: Article | None) -> bool:
    """Editors (who may publish) edit anything; others edit drafts and the articles they created."""
    if article is None or user.has_perm(PUBLISH_ARTICLE):
        return True
    return article.status == Status.DRAFT or (article.created_by_id is not None and article.created_by_id == user.pk)
