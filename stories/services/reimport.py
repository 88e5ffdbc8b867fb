"""A new version of an imported article's document, written as an editor's edit would be.

`import_articles --replace` (and any caller of `importing.writer.write_documents(replace_changed=True)`)
reconciles the stored article with the new text instead of deleting and recreating it: paragraphs
go through the body form's plan, so quotes keep their ids while their words stay (a quote the new
text rewords is reworded, one the text drops is removed, its address answering 410); published
corrections and dispute accounts' passages are never deleted; readers' words change only with a
correction note, recorded once.
"""

import datetime
from dataclasses import dataclass

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Max

from people.models import Person

from ..body import join_body
from ..models import Article, Byline, EmbeddedPost, Quote, Update
from ..text import normalise_quote_marks
from . import corrections, quotes
from .body import place_posts
from .body_edits import body_edit_errors, plan_body_edit, readers_have_seen, save_body_edit
from .bylines import save_bylines


@dataclass(frozen=True)
class IncomingUpdate:
    kind: str
    dated_on: datetime.date
    text: str


@dataclass(frozen=True)
class IncomingPost:
    after_paragraph: int
    author_name: str
    handle: str
    posted_on: datetime.date | None
    text: str


@dataclass(frozen=True)
class IncomingQuote:
    text: str
    location: str  # "paragraph", "update" or "embedded_post"
    index: int  # 1-based, among the incoming paragraphs, updates or posts
    speaker: object  # a Person, or None for an unnamed source
    speaker_description: str = ""
    is_partial: bool = False
    continues: bool = False
    parent: int | None = None  # index into the incoming quotes


@dataclass(frozen=True)
class IncomingText:
    paragraphs: tuple[str, ...]
    updates: tuple[IncomingUpdate, ...] = ()
    posts: tuple[IncomingPost, ...] = ()
    quotes: tuple[IncomingQuote, ...] = ()
    writers: tuple[Person, ...] = ()  # the byline's people, in order; none leaves the bylines alone


def _key(text: str) -> str:
    return normalise_quote_marks(text).casefold()


def _reconcile_updates(article: Article, incoming, *, public: bool) -> list[Update]:
    """The stored update for each incoming one: the same words kept, new ones appended. An update the
    new text drops is kept when readers saw it (and always when it is a published correction)."""
    stored = list(article.updates.order_by("position"))
    free = {(u.kind, _key(u.text)): u for u in stored}
    last = max((u.position for u in stored), default=0)
    matched = []
    for new in incoming:
        found = free.pop((new.kind, _key(new.text)), None)
        if found is None:
            last += 1
            found = corrections.save_update(
                Update(
                    article=article,
                    position=last,
                    kind=new.kind,
                    dated_on=new.dated_on,
                    text=new.text,
                )
            )
        matched.append(found)
    if not public:
        for update in free.values():
            for quote in update.quotes.all():
                quotes.remove_quote(quote=quote)
            corrections.remove_update(update)
    return matched


def _reconcile_posts(article: Article, incoming, *, public: bool) -> list[EmbeddedPost]:
    stored = list(article.embedded_posts.order_by("position", "order"))
    free = {(p.handle, _key(p.text)): p for p in stored}
    matched, new_posts = [], []
    for new in incoming:
        found = free.pop((new.handle, _key(new.text)), None)
        if found is None:
            found = EmbeddedPost(
                article=article,
                position=new.after_paragraph,
                author_name=new.author_name,
                handle=new.handle,
                posted_on=new.posted_on,
                text=new.text,
            )
            new_posts.append(found)
        matched.append(found)
    if not public:
        for post in free.values():
            for quote in post.quotes.all():
                quotes.remove_quote(quote=quote)
            post.delete()
    if new_posts:
        kept = [p for p in article.embedded_posts.order_by("position", "order")]
        place_posts(
            article, [*((p, p.position) for p in kept), *((p, p.position) for p in new_posts)]
        )
    return matched


def _reconcile_bylines(article: Article, writers: tuple[Person, ...]) -> None:
    """The document's writers become the bylines, in its order; a writer already on the byline keeps
    their row."""
    current = list(article.bylines.all())
    if [byline.person_id for byline in current] == [person.pk for person in writers]:
        return
    by_person = {byline.person_id: byline for byline in current}
    kept = [by_person.pop(person.pk, None) or Byline(person=person) for person in writers]
    save_bylines(article=article, bylines=kept, deleted=list(by_person.values()))


@transaction.atomic
def replace_article_text(*, article: Article, text: IncomingText, note: str = "") -> list[Quote]:
    """Make the article's text `text`, as one edit (see the module's docstring). Raises
    ValidationError (nothing written) when published words change without a note, or when the new
    text drops words a dispute account cites. Returns the article's quotes, incoming ones first."""
    public = readers_have_seen(article)
    body = join_body(list(text.paragraphs))
    edit = plan_body_edit(article, body)
    if edit.plan.orphans:
        # Quotes whose words the new text no longer has go with their words.
        edit = plan_body_edit(
            article, body, removed_quotes={orphan.id for orphan in edit.plan.orphans}
        )
    errors = body_edit_errors(article, edit, note=note)
    if errors:
        raise ValidationError(" ".join(errors.values()))
    applied, correction = save_body_edit(article=article, edit=edit, note=note)
    for quote in Quote.objects.filter(pk__in=edit.removed_quotes):
        quotes.remove_quote(quote=quote, correction=correction)
    locations = {
        "paragraph": applied.paragraphs,
        "update": _reconcile_updates(article, text.updates, public=public),
        "embedded_post": _reconcile_posts(article, text.posts, public=public),
    }
    if text.writers:
        _reconcile_bylines(article, text.writers)
    stored = {}
    for quote in article.quotes.all():
        stored.setdefault((_key(quote.text), quote.location.pk), quote)
    last = article.quotes.aggregate(last=Max("position"))["last"] or 0
    result = []
    for new in text.quotes:
        location = locations[new.location][new.index - 1]
        quote = stored.pop((_key(new.text), location.pk), None)
        if quote is None:
            last += 1
            quote = Quote(
                article=article,
                position=last,
                text=new.text,
                speaker=new.speaker,
                speaker_description=""
                if new.speaker
                else (new.speaker_description or "unidentified"),
                is_partial=new.is_partial,
                continues=new.continues,
                parent=result[new.parent] if new.parent is not None else None,
                **{new.location: location},
            )
            quote.full_clean(validate_unique=False, validate_constraints=False)
            quotes.save_quote(quote=quote, before=None)
        result.append(quote)
    return result
