"""What an import will write, worked out and checked without writing anything.

`plan_documents` reads what it needs (who is on file, what was imported before) and builds every row
the import would write, unsaved; `check_plans` refuses what the account may not write or a field
cannot hold. The review page shows plans, a dry run (`import_articles --dry-run`, the API without
`commit`) checks them, and `importing.writer.write_documents` writes them. Both only read, outside any
transaction: SQLite's transactions here begin IMMEDIATE, taking the write lock, so a dry run that
wrote and rolled back made editors' saves wait, or fail with "database is locked".
"""

import datetime
from collections import Counter
from dataclasses import dataclass, field

from django.core.exceptions import ValidationError
from django.utils import timezone
from django.utils.text import slugify

from people.models import Person
from people.partial_dates import DatePrecision
from stories.models import Article, Byline, EmbeddedPost, Paragraph, Quote, Update
from stories.services.imported import NewArticle

from .parsing.records import ParsedDocument
from .sources import SourceText


class ImportRefused(Exception):
    """The batch cannot be written as reviewed (a permission, a field too long); nothing was written."""


class ImportForbidden(ImportRefused):
    """The account importing lacks a permission the batch needs (the API answers 403, not 400)."""


@dataclass
class DocumentPlan:
    """One document's part in the import: what becomes of it, and for a new article, every row."""

    name: str
    status: str  # created, unchanged, changed, replaced
    article: Article | None = None  # the new draft (unsaved until written), or the one on file
    new_people: list[str] = field(default_factory=list)  # names this document adds to People
    warnings: list[str] = field(default_factory=list)
    source: SourceText | None = None
    doc: ParsedDocument | None = None
    rows: NewArticle | None = None  # status "created" only
    speakers: list[Person | None] = field(default_factory=list)  # "replaced": each quote's speaker
    # "replaced": the people the document's byline names, once each, in order (none: bylines stay)
    writers: list[Person] = field(default_factory=list)


class _People:
    """People on file by name and alias, and the people the batch adds, by name (read once per batch)."""

    def __init__(self, slugs: "_Slugs"):
        self.on_file = list(Person.objects.all())
        self.by_slug = {p.slug: p for p in self.on_file}
        # A name or an alias on file is that person (a byline may sign with the name a person goes by).
        self.index = {alias.casefold(): p for p in self.on_file for alias in p.alias_list}
        self.index.update((p.name.casefold(), p) for p in self.on_file)
        self.new: list[Person] = []
        self.slugs = slugs

    def for_document(self, doc: ParsedDocument) -> dict[str, Person]:
        index = dict(self.index)
        for proposed in doc.people:
            if proposed.matched_slug in self.by_slug:
                index[proposed.name.casefold()] = self.by_slug[proposed.matched_slug]
        return index

    def named(self, name: str | None, index: dict[str, Person], plan: DocumentPlan):
        """The Person for a speaker's or a writer's name; a new one (unsaved) when no one matches."""
        if not name:
            return None
        key = name.casefold()
        if key not in index:
            person = self.index.get(key) or next((p for p in self.new if p.name == name), None)
            if person is None:
                person = Person(name=name, slug=self.slugs.take(Person, name, fallback="person"))
                self.new.append(person)
                self.index[key] = person
                plan.new_people.append(name)
            index[key] = person
        return index[key]


class _Slugs:
    """Slugs not taken on file nor by another row of the batch: "name", then "name-2", "name-3"..."""

    def __init__(self):
        self.taken: set[tuple[type, str]] = set()

    def take(self, model, text: str, *, fallback: str) -> str:
        base = slugify(text)[:180] or fallback
        slug, n = base, 2
        while (model, slug) in self.taken or model.objects.filter(slug=slug).exists():
            slug, n = f"{base}-{n}", n + 1
        self.taken.add((model, slug))
        return slug


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


def plan_documents(
    documents: list[tuple[SourceText, ParsedDocument]], *, replace_changed: bool = False, by=None
) -> tuple[list[DocumentPlan], list[Person]]:
    """Each document's plan, and the people the batch would add. Reads only.

    A document already imported with the same text (under its name or another: a paste, a renamed
    file) is left alone; one whose text changed is "changed", or "replaced" with `replace_changed`.
    """
    slugs = _Slugs()
    people = _People(slugs)
    names = [source.name for source, _doc in documents]
    checksums = [source.checksum for source, _doc in documents]
    by_name = {a.source_name: a for a in Article.objects.filter(source_name__in=names)}
    by_text = {}
    for article in Article.objects.filter(source_checksum__in=checksums).order_by("pk"):
        by_text.setdefault(article.source_checksum, article)
    plans = []
    for source, doc in documents:
        plan = DocumentPlan(
            source.name,
            "created",
            warnings=[*source.warnings, *doc.warnings],
            source=source,
            doc=doc,
        )
        existing = by_name.get(source.name)
        same_text = None if existing else by_text.get(source.checksum)
        if existing and existing.source_checksum == source.checksum:
            plan.status, plan.article = "unchanged", existing
        elif same_text:
            plan.status, plan.article = "unchanged", same_text
            plan.warnings.append(
                f"The same text was imported before as “{same_text.source_name}”: nothing written."
            )
        elif existing:
            plan.status, plan.article = ("replaced" if replace_changed else "changed"), existing
            if replace_changed:
                index = people.for_document(doc)
                plan.speakers = [people.named(q.speaker, index, plan) for q in doc.quotes]
                plan.writers = _writers(doc, people, index, plan)
        else:
            plan.rows = _new_article(source, doc, plan, people, slugs, by)
            plan.article = plan.rows.article
            by_text.setdefault(source.checksum, plan.article)
        plans.append(plan)
    return plans, people.new


def _new_article(source, doc, plan, people: _People, slugs: _Slugs, by) -> NewArticle:
    published_on, precision, note = estimated_date(doc)
    headline = doc.headline or "Untitled import"
    if doc.headline_missing:
        note += " The document has no headline: this one is its first sentence."
    article = Article(
        headline=headline,
        slug=slugs.take(Article, headline, fallback="article"),
        dek=doc.dek,
        published_on=published_on,
        published_precision=precision,
        source_notes=note,
        source_name=source.name,
        source_checksum=source.checksum,
        created_by=by,
    )
    new = NewArticle(article)
    new.paragraphs = [
        Paragraph(article=article, position=i, text=text)
        for i, text in enumerate(doc.paragraphs, 1)
    ]
    new.updates = [
        Update(
            article=article,
            position=i,
            kind=u.kind,
            dated_on=u.date or published_on,
            text=u.text,
        )
        for i, u in enumerate(doc.updates, 1)
    ]
    orders = Counter()
    for p in doc.embedded_posts:
        # Posts in a row (a thread, a round of reactions) follow the same paragraph, in order.
        orders[p.after_paragraph] += 1
        new.posts.append(
            EmbeddedPost(
                article=article,
                position=p.after_paragraph,
                order=orders[p.after_paragraph],
                author_name=p.author_name,
                handle=p.handle,
                posted_on=p.posted_on,
                text=p.text,
            )
        )
    index = people.for_document(doc)
    new.bylines = [
        Byline(article=article, position=i, person=person)
        for i, person in enumerate(_writers(doc, people, index, plan), 1)
    ]
    locations = {"paragraph": new.paragraphs, "update": new.updates, "embedded_post": new.posts}
    for position, parsed in enumerate(doc.quotes, 1):
        new.quotes.append(
            Quote(
                article=article,
                position=position,
                text=parsed.text,
                speaker=people.named(parsed.speaker, index, plan),
                speaker_description=""
                if parsed.speaker
                else (parsed.speaker_description or "unidentified"),
                is_partial=parsed.partial,
                continues=parsed.continues,
                parent=new.quotes[parsed.parent] if parsed.parent is not None else None,
                **{parsed.location: locations[parsed.location][parsed.index - 1]},
            )
        )
    return new


def _writers(doc: ParsedDocument, people: _People, index, plan: DocumentPlan) -> list[Person]:
    """The people the byline names, in order, each once though named twice (new people are not hashable)."""
    writers = []
    for name in doc.bylines:
        person = people.named(name, index, plan)
        if all(person is not writer for writer in writers):
            writers.append(person)
    return writers


def check_plans(plans: list[DocumentPlan], new_people: list[Person], *, by) -> None:
    """Refuse (ImportRefused, ImportForbidden) what `by` may not write or a field cannot hold; reads only.

    `by` is the account importing (the admin page, the API); None is the command line's operator.
    """
    if new_people and not _may(by, Person, "add"):
        names = [p.name for p in new_people]
        raise ImportForbidden(
            f"Nothing imported: you may not add people, and {', '.join(names)} {'is' if len(names) == 1 else 'are'} "
            "not on file. Choose a person on file for each quote, or leave the speaker empty for an unnamed source."
        )
    for plan in plans:
        if plan.status == "replaced":
            for model in (Article, Paragraph, Update, EmbeddedPost, Quote):
                allow(by, model, "change")
            if plan.writers:
                allow(by, Byline, "change")
        if plan.rows is None:
            continue
        allow(by, Article, "add")
        for rows in (plan.rows.paragraphs, plan.rows.updates, plan.rows.posts, plan.rows.bylines):
            if rows:
                allow(by, type(rows[0]), "add")
        allow(by, Quote, "add")
        validate(plan.rows.article, label=plan.source.path)
        for row in plan.rows.parts():
            validate(row, label=plan.name)
    for person in new_people:
        validate(person, label=person.name)


def _may(by, model, action: str) -> bool:
    opts = model._meta
    return by is None or by.has_perm(f"{opts.app_label}.{action}_{opts.model_name}")


def allow(by, model, action: str) -> None:
    if not _may(by, model, action):
        raise ImportForbidden(
            f"Nothing imported: you may not {action} {model._meta.verbose_name_plural}."
        )


def validate(row, *, label: str) -> None:
    """The row's own field checks. Its links point at rows this import builds or read: not looked up again."""
    links = [f.name for f in row._meta.concrete_fields if f.is_relation]
    try:
        row.full_clean(exclude=links, validate_unique=False, validate_constraints=False)
    except ValidationError as error:
        problems = "; ".join(
            f"{name}: {' '.join(messages)}" for name, messages in error.message_dict.items()
        )
        raise ImportRefused(f"{label}: {problems}") from None
