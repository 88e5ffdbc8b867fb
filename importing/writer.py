"""Turning parsed documents into rows, in one transaction.

Parsing itself is pure and lives in `importing.parsing`; reading the files is `importing.sources`;
what an import writes is worked out and checked, without writing, by `importing.plan`.
"""

import datetime
from collections import defaultdict
from dataclasses import replace

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.text import slugify

from pagecache.registry import created
from people.models import Person, Role
from stories.search_text import one_search_refresh
from stories.services import imported, reimport

from .parsing import parse_document
from .parsing.records import KnownPerson, ParsedDocument
from .parsing.roles import office
from .plan import DocumentPlan, ImportForbidden, ImportRefused, check_plans, plan_documents
from .sources import SourceText

__all__ = [
    "ImportForbidden",
    "ImportRefused",
    "apply_review",
    "check_documents",
    "parse_sources",
    "write_documents",
]


def known_people(*, on: datetime.date | None = None) -> list[KnownPerson]:
    """The people on file for the finder; with `on`, each with the roles People gives them that day
    (`the general manager said` may then name the one person the text names who held it)."""
    offices = defaultdict(set)
    if on is not None:
        for name, title in Role.objects.held_on(on).values_list("person__name", "title"):
            if role := office(title):
                offices[name].add(role)
    return [
        KnownPerson(p.name, p.slug, tuple(p.alias_list), tuple(sorted(offices[p.name])))
        for p in Person.objects.all()
    ]


def parse_sources(sources: list[SourceText]) -> list[ParsedDocument]:
    people = known_people()
    return [
        parse_document(source.text, name=source.name, known_people=people) for source in sources
    ]


def unique_slug(model, text: str, *, fallback: str) -> str:
    """A slug for `text` not yet taken in `model`: "name", then "name-2", "name-3"..."""
    base = slugify(text)[:180] or fallback
    slug, n = base, 2
    while model.objects.filter(slug=slug).exists():
        slug, n = f"{base}-{n}", n + 1
    return slug


def check_documents(
    documents: list[tuple[SourceText, ParsedDocument]], *, by=None, replace_changed: bool = False
) -> list[DocumentPlan]:
    """A dry run: what `write_documents` would write, refused as it would be. Reads only, and opens
    no transaction (on SQLite one would take the write lock editors' saves wait for)."""
    plans, new_people = plan_documents(documents, replace_changed=replace_changed, by=by)
    check_plans(plans, new_people, by=by)
    return plans


@transaction.atomic
def write_documents(
    documents: list[tuple[SourceText, ParsedDocument]],
    *,
    by=None,
    replace_changed: bool = False,
    correction: str = "",
) -> list[DocumentPlan]:
    """Write reviewed documents as draft articles, all or nothing, as the account `by`.

    Every row needs `by`'s permission for it (adding people included) and must pass its model's
    field checks, or ImportRefused is raised and nothing is written: importing.plan checks them all
    before the first write. A document already imported with the same text is left alone; one
    whose text changed is reported and left alone unless `replace_changed`, which reconciles the
    article with the new text as an editor's edit (stories.services.reimport): quotes keep their
    ids, published corrections stay, and changing published words needs `correction`, the note
    readers get (one correction per article).
    """
    plans, new_people = plan_documents(documents, replace_changed=replace_changed, by=by)
    check_plans(plans, new_people, by=by)
    Person.objects.bulk_create(new_people)
    created(new_people)
    for plan in plans:
        if plan.rows is not None:
            imported.create_article(plan.rows)
        elif plan.status == "replaced":
            _replace_text(plan, note=correction)
    return plans


def _replace_text(plan: DocumentPlan, *, note) -> None:
    article, doc, source = plan.article, plan.doc, plan.source
    text = reimport.IncomingText(
        paragraphs=doc.paragraphs,
        updates=tuple(
            reimport.IncomingUpdate(u.kind, u.date or article.published_on, u.text)
            for u in doc.updates
        ),
        posts=tuple(
            reimport.IncomingPost(p.after_paragraph, p.author_name, p.handle, p.posted_on, p.text)
            for p in doc.embedded_posts
        ),
        quotes=tuple(
            reimport.IncomingQuote(
                text=q.text,
                location=q.location,
                index=q.index,
                speaker=speaker,
                speaker_description=q.speaker_description,
                is_partial=q.partial,
                continues=q.continues,
                parent=q.parent,
            )
            for q, speaker in zip(doc.quotes, plan.speakers, strict=True)
        ),
        writers=tuple(plan.writers),
    )
    try:
        with one_search_refresh([article.pk]):
            reimport.replace_article_text(article=article, text=text, note=note)
    except ValidationError as error:
        raise ImportRefused(f"{source.name}: {' '.join(error.messages)}") from None
    # Once readers have seen the headline it is the newsroom's; a draft takes the document's.
    headline = article.headline if article.is_published else (doc.headline or article.headline)
    imported.record_new_version(article=article, checksum=source.checksum, headline=headline)


def apply_review(
    doc: ParsedDocument,
    *,
    excluded_quotes: set[int],
    speakers: dict[int, str],
    descriptions: dict[int, str] | None = None,
) -> ParsedDocument:
    """An editor's corrections: drop some quotes, rename some speakers, describe unnamed sources (by quote index)."""
    kept, renumber, descriptions = [], {}, descriptions or {}
    for index, quote in enumerate(doc.quotes):
        if index in excluded_quotes:
            continue
        if index in descriptions:
            quote = replace(quote, speaker_description=descriptions[index].strip())
        if index in speakers:
            name = speakers[index].strip()
            quote = replace(
                quote,
                speaker=name or None,
                speaker_description="" if name else quote.speaker_description,
            )
        renumber[index] = len(kept)
        kept.append(quote)
    kept = [replace(q, parent=renumber.get(q.parent)) if q.parent is not None else q for q in kept]
    return replace(doc, quotes=tuple(kept))
