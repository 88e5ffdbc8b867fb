"""Which article states a person's role.

A role (people.Role) is the person's own record and needs no article; the citation that an article
states it belongs to the story, so it lives here: `people` knows nothing of stories.
"""

from django.db import models

from people.models import Role

from .article import Article

# What a role with no dates of its own is shown "as of", and sorts by: the date of the article stating it
# (`Role.objects.chronological(STATED_AS_OF)`).
STATED_AS_OF = "source__article__published_on"


class RoleSourceManager(models.Manager):
    def get_by_natural_key(self, person_slug, organisation_slug, title):
        return self.get(
            role__person__slug=person_slug,
            role__organisation__slug=organisation_slug,
            role__title=title,
        )


class RoleSource(models.Model):
    role = models.OneToOneField(
        Role,
        on_delete=models.CASCADE,
        related_name="source",
        help_text="The role the article states: one article per role.",
    )
    article = models.ForeignKey(
        Article,
        on_delete=models.CASCADE,
        related_name="stated_roles",
        help_text="The article that states this role; a role it states is shown “as of” its date.",
    )

    objects = RoleSourceManager()

    class Meta:
        verbose_name = "role stated by this article"
        verbose_name_plural = "roles stated by this article"

    def __str__(self):
        return f"{self.role} (stated in {self.article})"

    def natural_key(self):
        return self.role.natural_key()

    natural_key.dependencies = ["people.role", "stories.article"]


def source_article_id(role: Role) -> int | None:
    """The id of the article stating `role`, or None; no query when `source` was selected with it."""
    try:
        return role.source.article_id
    except RoleSource.DoesNotExist:
        return None
