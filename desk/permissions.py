"""Who may use the desk: staff who may see articles; writing follows the article's own edit rule."""

from django.contrib.auth.models import AbstractBaseUser

from stories.models import Article
from stories.permissions import may_edit_article


def may_see_desk(user: AbstractBaseUser) -> bool:
    return user.is_active and user.is_staff and user.has_perm("stories.view_article")


def may_write(user: AbstractBaseUser, article: Article | None) -> bool:
    """May type into this article's form (or the add form, article None): autosave and live preview."""
    if not (user.is_active and user.is_staff):
        return False
    if article is None:
        return user.has_perm("stories.add_article")
    return user.has_perm("stories.change_article") and may_edit_article(user, article)


def may_resolve(user: AbstractBaseUser, note) -> bool:
    """Whoever may edit the article resolves its notes."""
    return may_write(user, note.article) and note.article_id is not None
