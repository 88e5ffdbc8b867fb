"""The person page. It lives in `stories` because what a person said is story content; `people` stays independent."""

from django.core.paginator import InvalidPage
from django.db.models import Q
from django.db.models.functions import Coalesce
from django.http import Http404
from django.template.loader import render_to_string
from django.views.generic import DetailView

from people.models import Person, Role
from sitewide.prepared import Prepared

from ..metadata import person_structured_data
from ..models import Account, ArcEntry, Article, Quote, StoryArc
from ..models.naming import ids_of_articles_naming, people_with_page
from ..models.publishing import READERS
from ..models.role_source import STATED_AS_OF, source_article_id
from ..pagination import WindowCountPaginator, with_total
from .mixins import PublishedQuerysetMixin

QUOTES_PER_PAGE = 50
# Quotes about the person and articles naming them: the latest few here, the rest in the browse lists.
LATEST_SHOWN = 10


class PersonDetailView(PublishedQuerysetMixin, DetailView):
    """Seven queries: the person, the latest articles naming them, their arcs, their accounts, roles, a page of
    what they said and the latest quotes about them. The person and each section of the page are parts kept for
    the next render (`pagecache.fragments`): an edit rebuilds only the sections showing what it changed."""

    model = Person
    template_name = "people/person_detail.html"

    def get_object(self, queryset=None):
        slug = self.kwargs["slug"]
        # Who has a page also changes when an arc with an event involving them is published: that edit stales "arcs".
        return self.part(
            f"person:{slug}", lambda: self.prepared_object(person_named, slug), tags=("arcs",)
        )

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        person = self.object
        # Whatever moves onto or off their page (a quote, an article naming them, a role) stales their tag.
        owner = (f"person-{person.pk}",)
        profile = self.part(f"person:{person.pk}:profile", lambda: self.profile(person), tags=owner)
        said = self.part(
            f"person:{person.pk}:said:{self.request.get_full_path()}",
            lambda: self.said(person, profile["roles"]),
            tags=owner,
        )
        context.update(
            said_html=said["html"],
            page_number=said["number"],
            quotes_total=said["total"],
            said_about_html=profile["said_about_html"],
            side_html=profile["side_html"],
            articles_total=profile["articles_total"],
            structured_data=person_structured_data(self.request, person, profile["roles"]),
        )
        return context

    def profile(self, person: Person) -> dict:
        """Everything on the page but what they said: their roles, quotes about them, accounts, arcs and articles."""
        articles, articles_total = with_total(self.articles_naming(person), 0, LATEST_SHOWN)
        arcs = list(self.prepared(arcs_involving, person.pk))
        accounts = list(self.prepared(accounts_given_by, person.pk))
        roles = list(self.prepared(roles_of, person.pk))
        quotes_about, quotes_about_total = with_total(self.said_about(person), 0, LATEST_SHOWN)
        context = {
            "request": self.request,
            "person": person,
            "roles": roles,
            "arcs": arcs,
            "accounts": accounts,
            "articles": articles,
            "articles_total": articles_total,
            "quotes_about": quotes_about,
            "quotes_about_total": quotes_about_total,
            # The roles whose stating article this reader may see: shown "as of" its date, linked.
            "visible_sources": {
                role.pk
                for role in roles
                if source_article_id(role) and self.shows(role.source.article)
            },
        }
        return {
            "roles": roles,
            "articles_total": articles_total,
            "said_about_html": render_to_string("people/person_said_about.html", context),
            "side_html": render_to_string("people/person_side.html", context),
        }

    def said(self, person: Person, roles: list[Role]) -> dict:
        """The page of what they said this request asks for, rendered."""
        page = self.said_page(person)
        quotes = [(quote, quote.role_when_said(roles)) for quote in page]
        context = {
            "request": self.request,
            "person": person,
            "page_obj": page,
            "quotes": quotes,
            "quotes_total": page.paginator.count,
        }
        return {
            "html": render_to_string("people/person_said.html", context),
            "number": page.number,
            "total": page.paginator.count,
        }

    def said_page(self, person: Person):
        """One page of what they said, in the order they said it; a quote without its own date counts from its article's."""
        quotes = (
            self.visible(Quote)
            .filter(speaker=person)
            .select_related("article__outlet", "parent__speaker")
            .order_by(
                Coalesce("said_on", "article__published_on"),
                "article__published_on",
                "article_id",
                "position",
            )
        )
        try:
            return WindowCountPaginator(quotes, QUOTES_PER_PAGE).page(
                self.request.GET.get("page") or 1
            )
        except InvalidPage as error:
            raise Http404(str(error)) from None

    def said_about(self, person: Person):
        """Newest first, like the quote list they lead to."""
        return (
            self.visible(Quote)
            .filter(about=person)
            .select_related("speaker", "article", "parent__speaker")
            .order_by("-article__published_on", "article_id", "position")
        )

    def articles_naming(self, person: Person):
        """Newest first, like the article list they lead to."""
        return (
            self.visible(Article)
            .filter(pk__in=ids_of_articles_naming([person]))
            .select_related("outlet")
            .order_by("-published_on", "headline")
        )


# Compiled once for readers (`PublishedQuerysetMixin.prepared`, sitewide/prepared.py).


@Prepared
def person_named(slug: str, rule=READERS):
    # Someone named only in drafts has no public page yet: even their name would leak the story.
    people = Person.objects.all() if rule is not READERS else people_with_page()
    return people.filter(slug=slug)


@Prepared
def accounts_given_by(person_id: int, rule=READERS):
    return (
        rule.visible(Account)
        .filter(person_id=person_id)
        .for_display()
        .order_by("dispute_id", "position")
    )


@Prepared
def roles_of(person_id: int, rule=READERS):
    return (
        Role.objects.filter(person_id=person_id)
        .select_related("organisation", "source__article")
        .chronological(STATED_AS_OF)
    )


@Prepared
def arcs_involving(person_id: int, rule=READERS):
    """Arcs with a visible article naming them or an event involving them."""
    named = ArcEntry.objects.filter(
        article__in=rule.visible(Article).filter(pk__in=ids_of_articles_naming([person_id]))
    ).values("arc_id")
    involved = ArcEntry.objects.filter(event__persons=person_id).values("arc_id")
    return (
        rule.visible(StoryArc)
        .filter(Q(pk__in=named) | Q(pk__in=involved))
        .only("title", "slug")
        .order_by("title")
    )
