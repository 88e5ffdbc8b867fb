"""Every JSON-LD block on every public page of the seed story, checked against what schema.org
defines for its type: the properties it requires (Google's structured-data rules where schema.org
itself requires none) and the properties the type has at all, so a misspelt or invented one fails."""

import re

import pytest
from django.urls import reverse

from stories.models import Article, Dispute, Quote, StoryArc
from stories.models.naming import people_with_page

from .pages import structured_data

pytestmark = pytest.mark.django_db

CREATIVE_WORK = {
    "headline", "url", "datePublished", "dateModified", "dateCreated", "author", "publisher",
    "creator", "description", "sameAs", "correction", "provider", "isBasedOn", "text", "name",
}  # fmt: skip
# type: (required properties, every property the type may have)
SCHEMA = {
    "NewsArticle": ({"headline", "datePublished", "url"}, CREATIVE_WORK),
    "Quotation": ({"text", "creator"}, CREATIVE_WORK),
    "CorrectionComment": ({"text", "datePublished"}, CREATIVE_WORK),
    # A person is named, or, as an unnamed source, described (checked below).
    "Person": (set(), {"name", "url", "description", "alternateName", "hasOccupation"}),
    "Organization": ({"name"}, {"name", "url", "description"}),
    "NewsMediaOrganization": ({"name"}, {"name", "url", "description"}),
    "Occupation": ({"name"}, {"name", "description"}),
    "ItemList": (
        {"itemListElement"},
        {"name", "url", "numberOfItems", "itemListOrder", "itemListElement"},
    ),
    "ListItem": ({"position"}, {"position", "name", "url", "item"}),
    "ClaimReview": (
        {"claimReviewed", "reviewRating", "url", "author"},
        {"url", "claimReviewed", "itemReviewed", "author", "datePublished", "reviewRating"},
    ),
    "Claim": ({"appearance"}, {"datePublished", "appearance", "author", "firstAppearance"}),
    "Rating": (
        {"ratingValue"},
        {"ratingValue", "bestRating", "worstRating", "alternateName"},
    ),
}
DATE = re.compile(r"^\d{4}(-\d{2}(-\d{2})?)?$")
URL_PROPERTIES = {"url", "sameAs"}
DATE_PROPERTIES = {"datePublished", "dateModified", "dateCreated"}


def problems(node, path="$") -> list[str]:
    """What is wrong with one JSON-LD node and everything inside it."""
    if isinstance(node, list):
        return [p for i, item in enumerate(node) for p in problems(item, f"{path}[{i}]")]
    if not isinstance(node, dict):
        return []
    kind = node.get("@type")
    if kind not in SCHEMA:
        return [f"{path}: unknown or missing @type {kind!r}"]
    required, allowed = SCHEMA[kind]
    found = [
        f"{path} {kind}: no {name}" for name in sorted(required) if node.get(name) in (None, "", [])
    ]
    for name, value in node.items():
        if name.startswith("@"):
            continue
        if name not in allowed:
            found.append(f"{path} {kind}: {name} is not a property of {kind}")
        if name in URL_PROPERTIES and not str(value).startswith(("http://", "https://")):
            found.append(f"{path}.{name}: not an absolute URL: {value!r}")
        if name in DATE_PROPERTIES and not DATE.match(str(value)):
            found.append(f"{path}.{name}: not an ISO 8601 date: {value!r}")
        found += problems(value, f"{path}.{name}")
    if kind == "Person" and not (node.get("name") or node.get("description")):
        found.append(f"{path} Person: neither a name nor, for an unnamed source, a description")
    if kind == "NewsArticle":
        for name in ("author", "publisher"):
            for party in node.get(name) if isinstance(node.get(name), list) else [node.get(name)]:
                if party and party.get("name") == "Throughline":
                    found.append(
                        f"{path}.{name}: this site neither wrote nor published the article"
                    )
    return found


def public_pages() -> list[str]:
    return [
        reverse("stories:home"),
        reverse("stories:arcs"),
        reverse("stories:corrections"),
        *(arc.get_absolute_url() for arc in StoryArc.objects.published()),
        *(article.get_absolute_url() for article in Article.objects.published()),
        *(quote.get_absolute_url() for quote in Quote.objects.published()),
        *(person.get_absolute_url() for person in people_with_page()),
        *(dispute.get_absolute_url() for dispute in Dispute.objects.published()),
    ]


def test_the_checker_catches_what_schema_org_does_not_allow():
    assert problems({"@type": "NewsArticle", "headline": "x", "url": "/a/"}) == [
        "$ NewsArticle: no datePublished",
        "$.url: not an absolute URL: '/a/'",
    ]
    assert problems({"@type": "Person", "name": "A", "jobTitle2": "x"}) == [
        "$ Person: jobTitle2 is not a property of Person"
    ]
    assert problems({"@type": "Quotation", "text": "x", "creator": {"@type": "Thing"}}) == [
        "$.creator: unknown or missing @type 'Thing'"
    ]


def test_every_json_ld_block_on_every_public_page_is_valid(client, seeded):
    pages = public_pages()
    checked, found = 0, []
    for url in pages:
        response = client.get(url)
        assert response.status_code == 200, url
        for block in structured_data(response):
            checked += 1
            assert block.get("@context") == "https://schema.org" or isinstance(block, list), url
            found += [f"{url}: {problem}" for problem in problems(block)]
    assert found == [], "\n".join(found)
    assert checked >= 20  # articles, quotes, people, the arc and the dispute's reviews


def test_an_article_naming_its_outlet_has_it_as_publisher_and_author(client, seeded):
    article = Article.objects.published().filter(outlet__isnull=False).first()
    (data,) = structured_data(client.get(article.get_absolute_url()))
    outlet = {"@type": "NewsMediaOrganization", "name": article.outlet.name}
    assert data["publisher"] == outlet and data["author"] == [outlet]
