"""schema.org descriptions of public pages, as plain dicts for the `json_ld` template tag."""

from django.conf import settings
from django.http import HttpRequest

from people.models import Person
from people.partial_dates import iso_partial_date

from .models import Account, Article, Dispute, Quote, StoryArc, Update


def _site(request: HttpRequest) -> dict:
    return {
        "@type": "Organization",
        "name": settings.SITE_NAME,
        "url": request.build_absolute_uri("/"),
    }


def _person(request: HttpRequest, person: Person) -> dict:
    return {
        "@type": "Person",
        "name": person.name,
        "url": request.build_absolute_uri(person.get_absolute_url()),
    }


def article_corrections_jsonld(updates, *, versions_url: str | None = None) -> list[dict]:
    """schema.org CorrectionComment entries for an article's `correction` property; with the versions
    page's address, each one's `url` is the version it made there (stories/versions.py)."""
    return [
        {
            "@type": "CorrectionComment",
            "text": update.text,
            "datePublished": update.dated_on.isoformat(),
            **({"url": f"{versions_url}#update-{update.position}"} if versions_url else {}),
        }
        for update in updates
        if update.kind == Update.Kind.CORRECTION
    ]


def article_structured_data(request: HttpRequest, article: Article, *, bylines, updates) -> dict:
    """NewsArticle, saying only what the document supports: its authors are the byline, else the
    outlet; its publisher the outlet. This site republishes it and is neither: an article whose
    document names no outlet and no writer has no author or publisher here; this site is named
    as the page's `provider` instead."""
    outlet = (
        {"@type": "NewsMediaOrganization", "name": article.outlet.name} if article.outlet else None
    )
    authors = [_person(request, byline.person) for byline in bylines] or (
        [outlet] if outlet else []
    )
    modified = max((update.dated_on for update in updates), default=None)
    data = {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": article.headline,
        "url": request.build_absolute_uri(article.get_absolute_url()),
        "datePublished": iso_partial_date(article.published_on, article.published_precision),
        "dateModified": modified.isoformat()
        if modified
        else iso_partial_date(article.published_on, article.published_precision),
        # The site that shows this copy: true whatever the document says.
        "provider": _site(request),
    }
    if authors:
        data["author"] = authors
    if outlet:
        data["publisher"] = outlet
    if article.dek:
        data["description"] = article.dek
    if article.original_url:
        data["sameAs"] = article.original_url
    versions_url = request.build_absolute_uri(article.get_versions_url())
    if corrections := article_corrections_jsonld(updates, versions_url=versions_url):
        data["correction"] = corrections
    return data


def quote_structured_data(request: HttpRequest, quote: Quote) -> dict:
    creator = (
        _person(request, quote.speaker)
        if quote.speaker_id
        else {"@type": "Person", "description": quote.speaker_description}
    )
    data = {
        "@context": "https://schema.org",
        "@type": "Quotation",
        "text": quote.text,
        "url": request.build_absolute_uri(quote.get_absolute_url()),
        "creator": creator,
        "isBasedOn": {
            "@type": "NewsArticle",
            "headline": quote.article.headline,
            "url": request.build_absolute_uri(quote.article.get_absolute_url()),
            "datePublished": iso_partial_date(
                quote.article.published_on, quote.article.published_precision
            ),
        },
    }
    if quote.said_on:
        data["dateCreated"] = iso_partial_date(quote.said_on, quote.said_precision)
    return data


def person_structured_data(request: HttpRequest, person: Person, roles) -> dict:
    data = {"@context": "https://schema.org", **_person(request, person)}
    if person.bio:
        data["description"] = person.bio
    if person.alias_list:
        data["alternateName"] = person.alias_list
    titles = [
        {"@type": "Role", "roleName": role.title, "affiliation": role.organisation.name}
        for role in roles
    ]
    if titles:
        data["hasOccupation"] = [
            {"@type": "Occupation", "name": f"{t['roleName']}, {t['affiliation']}"} for t in titles
        ]
    return data


def arc_structured_data(
    request: HttpRequest, arc: StoryArc, listed: list[tuple[int, str, str]], total: int
) -> dict:
    """The arc as an ordered ItemList of its visible articles: `total` of them, `listed` on this page
    as (place in the whole list, headline, address): a long arc's timeline comes in pages."""
    return {
        "@context": "https://schema.org",
        "@type": "ItemList",
        "name": arc.title,
        "url": request.build_absolute_uri(arc.get_absolute_url()),
        "numberOfItems": total,
        "itemListOrder": "https://schema.org/ItemListOrderAscending",
        "itemListElement": [
            {
                "@type": "ListItem",
                "position": position,
                "name": headline,
                "url": request.build_absolute_uri(path),
            }
            for position, headline, path in listed
        ],
    }


# How each account rates under the newsroom's finding: (textual rating, value on a 1-5 scale).
_RATINGS = {
    (Dispute.Finding.SUPPORTED, True): ("Supported by the record", 5),
    (Dispute.Finding.SUPPORTED, False): ("Not supported by the record", 1),
    (Dispute.Finding.CORRECTED, True): ("Correct", 5),
    (Dispute.Finding.CORRECTED, False): ("Incorrect: corrected", 1),
}


def _claim_author(request: HttpRequest, account: Account) -> dict | None:
    if account.voice == Account.Voice.PERSON:
        return _person(request, account.person)
    if account.voice == Account.Voice.OUTLET:
        return {"@type": "NewsMediaOrganization", "name": account.outlet.name}
    if account.voice == Account.Voice.UNNAMED:
        return {"@type": "Person", "description": account.source_description}
    outlet = account.article.outlet
    return {"@type": "NewsMediaOrganization", "name": outlet.name} if outlet else None


def dispute_structured_data(
    request: HttpRequest, dispute: Dispute, accounts: list[Account]
) -> list[dict] | None:
    """One schema.org ClaimReview per account shown, once the newsroom has a finding (none while it is open).

    Google's fact-check markup reads claimReviewed, reviewRating (its alternateName is the verdict readers
    see), url (this page, with the account's anchor: one page, several claims) and author (who checked).
    """
    if not dispute.is_settled:
        return None
    page = request.build_absolute_uri(dispute.get_absolute_url())
    reviews = []
    for account in accounts:
        verdict, value = _RATINGS[dispute.finding, dispute.supports(account)]
        claim = {
            "@type": "Claim",
            "datePublished": account.iso_date,
            "appearance": {
                "@type": "NewsArticle",
                "headline": account.article.headline,
                "url": request.build_absolute_uri(account.passage_url),
            },
        }
        if author := _claim_author(request, account):
            claim["author"] = author
        reviews.append(
            {
                "@context": "https://schema.org",
                "@type": "ClaimReview",
                "url": f"{page}#{account.anchor}",
                "claimReviewed": account.claim,
                "itemReviewed": claim,
                "author": _site(request),
                "datePublished": dispute.finding_on.isoformat(),
                "reviewRating": {
                    "@type": "Rating",
                    "ratingValue": value,
                    "bestRating": 5,
                    "worstRating": 1,
                    "alternateName": verdict,
                },
            }
        )
    return reviews
