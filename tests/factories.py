import datetime

import factory

from people.models import Organisation, Person, Role
from stories.models import ArcEntry, Article, EmbeddedPost, Event, Paragraph, Quote, Status, StoryArc, Update


class PersonFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Person

    name = factory.Sequence(lambda n: f"Person {n}")
    slug = factory.Sequence(lambda n: f"person-{n}")


class OrganisationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Organisation

    name = factory.Sequence(lambda n: f"Organisation {n}")
    slug = factory.Sequence(lambda n: f"organisation-{n}")


class RoleFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Role

    person = factory.SubFactory(PersonFactory)
    organisation = factory.SubFactory(OrganisationFactory)
    title = "Manager"


class ArticleFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Article

    headline = factory.Sequence(lambda n: f"Headline {n}")
    slug = factory.Sequence(lambda n: f"article-{n}")
    published_on = datetime.date(2017, 1, 12)
    status = Status.PUBLISHED


class ParagraphFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Paragraph

    article = factory.SubFactory(ArticleFactory)
    position = factory.Sequence(lambda n: n + 1)
    text = "“It’s not going to happen,” Backman said."


class UpdateFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Update

    article = factory.SubFactory(ArticleFactory)
    position = factory.Sequence(lambda n: n + 1)
    dated_on = datetime.date(2017, 1, 12)
    text = "Alderson said, “Nobody has called about Wally.”"


class EmbeddedPostFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = EmbeddedPost

    article = factory.SubFactory(ArticleFactory)
    position = factory.Sequence(lambda n: n)
    author_name = "NY Daily News Sports"
    handle = "@NYDNSports"
    posted_on = datetime.date(2017, 10, 30)
    text = "Backman reached out to Mets for job"


class QuoteFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Quote

    paragraph = factory.SubFactory(ParagraphFactory)
    article = factory.SelfAttribute("paragraph.article")
    position = factory.Sequence(lambda n: n + 1)
    text = "It’s not going to happen"
    speaker = factory.SubFactory(PersonFactory)


class StoryArcFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = StoryArc

    title = factory.Sequence(lambda n: f"Arc {n}")
    slug = factory.Sequence(lambda n: f"arc-{n}")
    status = Status.PUBLISHED


class EventFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Event

    title = factory.Sequence(lambda n: f"Event {n}")
    slug = factory.Sequence(lambda n: f"event-{n}")
    happened_on = datetime.date(2016, 1, 1)
    happened_precision = "year"


class ArcEntryFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ArcEntry

    arc = factory.SubFactory(StoryArcFactory)
    position = factory.Sequence(lambda n: n + 1)


def staff_user(group_name: str, username: str | None = None):
    """A staff account in one of the newsroom groups created by the migrations (Editors, Reporters)."""
    from django.contrib.auth.models import Group, User

    user = User.objects.create_user(username or f"{group_name.lower()}-{User.objects.count() + 1}", password="pw", is_staff=True)
    user.groups.add(Group.objects.get(name=group_name))
    return user
