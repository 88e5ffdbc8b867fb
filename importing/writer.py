"""Turning parsed documents into rows, in one transaction.

Parsing itself is pure and lives in `importing.parsing`; reading the files is `importing.sources`.
"""

import datetime
from collections import Counter, defaultdict
from dataclasses import dataclass, field, replace

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify

from people.models import Person, Role
from people.partial_dates import DatePrecision
from stories.models import Article, EmbeddedPost, Paragraph, Quote, Update
from stories.search_text import one_search_refresh
from stories.services import reimport

from .parsing import parse_document
from .parsing.records import KnownPerson, ParsedDocument
from .parsing.roles import office
from .sources import SourceText


@dataclass
class Outcome:
    name: str
    status: str  # created, unchanged, changed, replaced
    article: Article | None = None
    new_people: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


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


def estimated_date(doc: ParsedDocument) -> tuple[datetime.date, str, str]:
    """The publication date a document supports: the month of its latest dated update or post.

    Returns (date, precision, note for editors). Undated documents get today's date, flagged.
    """
    dates = [u.date for u in doc.updates if u.date] + [
        p.posted_on for p in doc.embedded_posts if p.posted_on
    ]
    if dates:
        latest = max(dates)
        note = f"No dateline: dated to the month of its latest dated update or embedded post ({latest:%B %-d, %Y})."
        return latest.replace(day=1), DatePrecision.MONTH, note
    today = timezone.localdate()
    return (
        today,
        DatePrecision.DAY,
        "No date in the document: set to the import date. Correct it before publishing.",
    )


def unique_slug(model, text: str, *, fallback: str) -> str:
    """A slug for `text` not yet taken in `model`: "name", then "name-2", "name-3"..."""
    base = slugify(text)[:180] or fallback
    slug, n = base, 2
    while model.objects.filter(slug=slug).exists():
        slug, n = f"{base}-{n}", n + 1
    return slug


class ImportRefused(Exception):
    """The batch cannot be written as reviewed (a permission, a field too long); nothing was written."""


class ImportForbidden(ImportRefused):
    """The account importing lacks a permission the batch needs (the API answers 403, not 400)."""


class _Rows:
    """Every row the import writes goes through here, after the permission it needs is checked.

    `by` is the account importing (the admin page, the API); None is the command line's operator.
    """

    def __init__(self, by):
        self.by = by

    def allow(self, model, action: str) -> None:
        opts = model._meta
        if self.by is not None and not self.by.has_perm(
            f"{opts.app_label}.{action}_{opts.model_name}"
        ):
            raise ImportForbidden(
                f"Nothing imported: you may not {action} {opts.verbose_name_plural}."
            )

    def save(self, row, *, label: str):
        self.allow(type(row), "add")
        try:
            row.full_clean(validate_unique=False, validate_constraints=False)
        except ValidationError as error:
            problems = "; ".join(
                f"{name}: {' '.join(messages)}" for name, messages in error.message_dict.items()
            )
            raise ImportRefused(f"{label}: {problems}") from None
        row.save()
        return row

    def bulk_create(self, model, rows) -> list:
        rows = list(rows)
        if rows:
            self.allow(model, "add")
        return model.objects.bulk_create(rows)

    def delete(self, queryset) -> None:
        self.allow(queryset.model, "delete")
        queryset.delete()

    def update(self, queryset, **fields) -> None:
        self.allow(queryset.model, "change")
        queryset.update(**fields)


def new_speakers(documents: list[tuple[SourceText, ParsedDocument]]) -> list[str]:
    """Speaker names the batch would add to People (no one on file matches them)."""
    names = {}
    for _source, doc in documents:
        people = _people_index(doc)
        for quote in doc.quotes:
            if quote.speaker and quote.speaker.casefold() not in people:
                names.setdefault(quote.speaker.casefold(), quote.speaker)
    return list(names.values())


def _check_new_people(documents, rows: _Rows) -> None:
    if rows.by is None or rows.by.has_perm("people.add_person"):
        return
    names = new_speakers(documents)
    if names:
        raise ImportForbidden(
            f"Nothing imported: you may not add people, and {', '.join(names)} {'is' if len(names) == 1 else 'are'} "
            "not on file. Choose a person on file for each quote, or leave the speaker empty for an unnamed source."
        )


def _speaker(
    name: str | None, people: dict[str, Person], outcome: Outcome, rows: _Rows
) -> Person | None:
    """The Person for a speaker's name, creating a proposed new person when none matches."""
    if not name:
        return None
    key = name.casefold()
    if key not in people:
        people[key] = rows.save(
            Person(name=name, slug=unique_slug(Person, name, fallback="person")), label=outcome.name
        )
        outcome.new_people.append(name)
    return people[key]


def _people_index(doc: ParsedDocument) -> dict[str, Person]:
    by_slug = {p.slug: p for p in Person.objects.all()}
    index = {p.name.casefold(): p for p in by_slug.values()}
    for proposed in doc.people:
        if proposed.matched_slug in by_slug:
            index[proposed.name.casefold()] = by_slug[proposed.matched_slug]
    return index


def _write_parts(article: Article, doc: ParsedDocument, outcome: Outcome, rows: _Rows) -> None:
    with one_search_refresh([article.pk]):
        paragraphs = rows.bulk_create(
            Paragraph,
            (
                Paragraph(article=article, position=i, text=text)
                for i, text in enumerate(doc.paragraphs, 1)
            ),
        )
    updates = rows.bulk_create(
        Update,
        (
            Update(
                article=article,
                position=i,
                kind=u.kind,
                dated_on=u.date or article.published_on,
                text=u.text,
            )
            for i, u in enumerate(doc.updates, 1)
        ),
    )
    posts, orders = [], Counter()
    for p in doc.embedded_posts:
        # Posts in a row (a thread, a round of reactions) follow the same paragraph, in order.
        orders[p.after_paragraph] += 1
        posts.append(
            rows.save(
                EmbeddedPost(
                    article=article,
                    position=p.after_paragraph,
                    order=orders[p.after_paragraph],
                    author_name=p.author_name,
                    handle=p.handle,
                    posted_on=p.posted_on,
                    text=p.text,
                ),
                label=outcome.name,
            )
        )
    locations = {"paragraph": paragraphs, "update": updates, "embedded_post": posts}
    people, saved = _people_index(doc), []
    for position, parsed in enumerate(doc.quotes, 1):
        quote = Quote(
            article=article,
            position=position,
            text=parsed.text,
            speaker=_speaker(parsed.speaker, people, outcome, rows),
            speaker_description=""
            if parsed.speaker
            else (parsed.speaker_description or "unidentified"),
            is_partial=parsed.partial,
            continues=parsed.continues,
            parent=saved[parsed.parent] if parsed.parent is not None else None,
            **{parsed.location: locations[parsed.location][parsed.index - 1]},
        )
        saved.append(rows.save(quote, label=outcome.name))


def _create_article(
    source: SourceText, doc: ParsedDocument, outcome: Outcome, rows: _Rows
) -> Article:
    published_on, precision, note = estimated_date(doc)
    headline = doc.headline or "Untitled import"
    if doc.headline_missing:
        note += " The document has no headline: this one is its first sentence."
    article = rows.save(
        Article(
            headline=headline,
            slug=unique_slug(Article, headline, fallback="article"),
            dek=doc.dek,
            published_on=published_on,
            published_precision=precision,
            source_notes=note,
            source_name=source.name,
            source_checksum=source.checksum,
            created_by=rows.by,
        ),
        label=source.path,
    )
    _write_parts(article, doc, outcome, rows)
    return article


@transaction.atomic
def write_documents(
    documents: list[tuple[SourceText, ParsedDocument]],
    *,
    by=None,
    replace_changed: bool = False,
    correction: str = "",
) -> list[Outcome]:
    """Write reviewed documents as draft articles, all or nothing, as the account `by`.

    Every row needs `by`'s permission for it (adding people included) and must pass its model's
    field checks, or ImportRefused is raised and nothing is written. A document already imported
    with the same text is left alone; one whose text changed is reported and left alone unless
    `replace_changed`, which reconciles the article with the new text as an editor's edit
    (stories.services.reimport): quotes keep their ids, published corrections stay, and changing
    published words needs `correction`, the note readers get (one correction per article).
    """
    rows, outcomes = _Rows(by), []
    _check_new_people(documents, rows)
    for source, doc in documents:
        outcome = Outcome(source.name, "created", warnings=[*source.warnings, *doc.warnings])
        existing = Article.objects.filter(source_name=source.name).first()
        # The same text under another name (a paste, a renamed file) is the article already imported.
        same_text = (
            None if existing else Article.objects.filter(source_checksum=source.checksum).first()
        )
        if existing and existing.source_checksum == source.checksum:
            outcome.status, outcome.article = "unchanged", existing
        elif same_text:
            outcome.status, outcome.article = "unchanged", same_text
            outcome.warnings.append(
                f"The same text was imported before as “{same_text.source_name}”: nothing written."
            )
        elif existing and not replace_changed:
            outcome.status, outcome.article = "changed", existing
        elif existing:
            _replace_text(existing, source, doc, outcome, rows, note=correction)
            outcome.status, outcome.article = "replaced", existing
        else:
            outcome.article = _create_article(source, doc, outcome, rows)
        outcomes.append(outcome)
    return outcomes


def _replace_text(
    article: Article,
    source: SourceText,
    doc: ParsedDocument,
    outcome: Outcome,
    rows: _Rows,
    *,
    note,
) -> None:
    for model in (Paragraph, Update, EmbeddedPost, Quote):
        rows.allow(model, "change")
    people = _people_index(doc)
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
                speaker=_speaker(q.speaker, people, outcome, rows),
                speaker_description=q.speaker_description,
                is_partial=q.partial,
                continues=q.continues,
                parent=q.parent,
            )
            for q in doc.quotes
        ),
    )
    try:
        with one_search_refresh([article.pk]):
            reimport.replace_article_text(article=article, text=text, note=note)
    except ValidationError as error:
        raise ImportRefused(f"{source.name}: {' '.join(error.messages)}") from None
    # Once readers have seen the headline it is the newsroom's; a draft takes the document's.
    headline = article.headline if article.is_published else (doc.headline or article.headline)
    rows.update(
        Article.objects.filter(pk=article.pk), source_checksum=source.checksum, headline=headline
    )
    outcome.status, outcome.article = "replaced", article


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
