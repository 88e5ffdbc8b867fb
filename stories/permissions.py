"""Who may do what in the newsroom: the editorial groups and their permissions, and the rules the admin applies.

`GROUPS` is the one declaration of the groups. `sync_groups()` makes the database match it; the
`sync_groups` command runs it for operators (and `make run`, `make serve`). Migrations never call it:
each one that changes the groups writes their permissions as of that migration (stories 0002, 0005,
0016, 0020), so a fresh database gets today's groups as it is migrated and an old migration means
the same whatever this file says later. A change to GROUPS ships with such a migration;
tests/stories/test_groups.py checks that a migrated database matches GROUPS.
"""

from django.apps import apps
from django.contrib.auth.management import create_permissions
from django.contrib.auth.models import AbstractBaseUser, Group, Permission

from .models import Article, Dispute, Status, StoryArc

EDITORS, REPORTERS = "Editors", "Reporters"
ALL = ("add", "change", "delete", "view")

# Permission codenames by app and model. Editors: everything editorial, including publishing.
# Reporters write articles with their parts and quotes (no deletes); they look people and arcs up.
GROUPS: dict[str, dict[str, dict[str, tuple[str, ...]]]] = {
    EDITORS: {
        "people": {model: ALL for model in ("person", "organisation", "role")},
        "stories": {
            **{
                model: ALL
                for model in (
                    "paragraph",
                    "byline",
                    "update",
                    "embeddedpost",
                    "quote",
                    "event",
                    "arcentry",
                    "rolesource",
                )
            },
            "article": (*ALL, "publish"),
            "storyarc": (*ALL, "publish"),
            "dispute": (*ALL, "publish"),
            "account": ALL,
        },
        # Readers' error reports, which editors triage; the followers' counts (addresses masked).
        "reports": {"errorreport": ("view", "change")},
        "following": {"follow": ("view",)},
    },
    REPORTERS: {
        "people": {model: ("view",) for model in ("person", "organisation", "role")},
        "stories": {
            **{
                model: ("add", "change", "view")
                for model in ("article", "paragraph", "byline", "update", "embeddedpost", "quote")
            },
            **{
                model: ("view",)
                for model in ("storyarc", "event", "arcentry", "dispute", "account", "rolesource")
            },
        },
    },
}

PUBLISH_PERMISSION = {
    Article: "stories.publish_article",
    StoryArc: "stories.publish_storyarc",
    Dispute: "stories.publish_dispute",
}


def codenames(group: str) -> dict[str, set[str]]:
    """The group's permission codenames by app label ({"stories": {"add_article", ...}})."""
    return {
        app: {f"{action}_{model}" for model, actions in models.items() for action in actions}
        for app, models in GROUPS[group].items()
    }


def sync_groups(using: str = "default") -> None:
    """Create the groups and give each exactly the permissions `GROUPS` declares (others are removed).

    Runs during migrations too, where Django has not created the permissions yet: it creates them
    first, from the current models.
    """
    for app_config in apps.get_app_configs():
        create_permissions(app_config, verbosity=0, using=using)
    for name in GROUPS:
        group, _ = Group.objects.using(using).get_or_create(name=name)
        wanted = [
            permission.pk
            for app, names in codenames(name).items()
            for permission in Permission.objects.using(using).filter(
                content_type__app_label=app, codename__in=names
            )
        ]
        group.permissions.set(wanted)


# A staff preview (`?preview` on a reader page) shows draft articles and arcs together, an arc page
# with its draft articles: it needs the permission to view both.
PREVIEW_PERMISSIONS = ("stories.view_article", "stories.view_storyarc")


def can_preview(user: AbstractBaseUser | None) -> bool:
    return user is not None and user.is_staff and user.has_perms(PREVIEW_PERMISSIONS)


def can_publish(user: AbstractBaseUser | None, model: type) -> bool:
    """May publish, schedule and unpublish items of `model` (Article, StoryArc or Dispute)."""
    return user is not None and user.has_perm(PUBLISH_PERMISSION[model])


def may_edit_article(user: AbstractBaseUser, article: Article | None) -> bool:
    """Editors (who may publish) edit anything; others edit drafts and the articles they created."""
    if article is None or can_publish(user, Article):
        return True
    return article.status == Status.DRAFT or (
        article.created_by_id is not None and article.created_by_id == user.pk
    )
