"""Quotes found in an article's body as it is written: proposed on the article form, saved only once confirmed."""

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import replace

from django.conf import settings
from django.db import transaction
from django.db.models import Max

from people.models import Person
from stories.models import Article, Paragraph, Quote
from stories.services import quotes
from stories.text import normalise_quote_marks, occurs_verbatim

from .parsing import find_quotes
from .parsing.records import ParsedQuote, ProposedPerson
from .review import QuoteChoice, ReviewRow, field_name, review_rows
from .writer import known_people, unique_slug

PREFIX = "found"
COUNT_FIELD = f"{PREFIX}-count"


def _where(paragraph: Paragraph) -> str:
    text = paragraph.text if len(paragraph.text) <= 70 else paragraph.text[:69].rstrip() + "…"
    return f"Paragraph {paragraph.position}: {text}"


def _already_stored(quote: ParsedQuote, stored: list[str]) -> bool:
    words = normalise_quote_marks(quote.text)
    return any(words in other or other in words for other in stored)


def found_quotes(article: Article, paragraph_ids: Iterable[int]) -> list[ReviewRow]:
    """Quotes the importer's finder sees in these paragraphs of the article that are not stored yet.

    The finder reads the whole body (who "he" is depends on the paragraphs before) and the dek; quotes
    inside quotes are left to the quote's own form.
    """
    wanted = set(paragraph_ids)
    paragraphs = list(article.paragraphs.order_by("position"))
    if not wanted.intersection(p.pk for p in paragraphs):
        return []
    quotes, people = find_quotes(
        [p.text for p in paragraphs],
        dek=article.dek,
        known_people=known_people(on=article.published_on),
    )
    stored = defaultdict(list)
    for paragraph_id, text in article.quotes.filter(paragraph__isnull=False).values_list(
        "paragraph_id", "text"
    ):
        stored[paragraph_id].append(normalise_quote_marks(text))
    proposals = []
    for quote in quotes:
        paragraph = paragraphs[quote.index - 1] if quote.location == "paragraph" else None
        if (
            paragraph
            and paragraph.pk in wanted
            and quote.parent is None
            and not _already_stored(quote, stored[paragraph.pk])
        ):
            proposals.append((len(proposals), paragraph, quote))
    # One review holds at most FOUND_QUOTES_MAX (the bound its form is checked against).
    return _rows(proposals[: settings.FOUND_QUOTES_MAX], people)


def _rows(
    proposals: list[tuple[int, Paragraph, ParsedQuote]], people: tuple[ProposedPerson, ...]
) -> list[ReviewRow]:
    entries = (
        (
            index,
            quote,
            _where(paragraph),
            {
                "text": quote.text,
                "paragraph": str(paragraph.pk),
                "partial": "1" if quote.partial else "",
                "continues": "1" if quote.continues else "",
            },
        )
        for index, paragraph, quote in proposals
    )
    return review_rows(entries, people)


def _posted(data, index: int, name: str) -> str:
    return data.get(field_name(PREFIX, index, name), "")


def found_count(data) -> int | None:
    """How many found quotes the form says it holds: 0 when none, None when the number is not one the
    form can have sent (over FOUND_QUOTES_MAX: a million took 15 s and 250 MB)."""
    count = data.get(COUNT_FIELD, "0")
    if not count.isdigit() or len(count) > 6:
        return None if count else 0
    return int(count) if int(count) <= settings.FOUND_QUOTES_MAX else None


def posted_rows(data, article: Article) -> list[ReviewRow]:
    """The review panel as the editor submitted it, to show again when the save is refused."""
    paragraphs = {str(p.pk): p for p in article.paragraphs.all()} if article.pk else {}
    proposals = []
    for index in range(found_count(data) or 0):
        paragraph = paragraphs.get(_posted(data, index, "paragraph"))
        if paragraph is not None:
            proposals.append(
                (
                    index,
                    paragraph,
                    ParsedQuote(
                        text=_posted(data, index, "text"),
                        speaker=_posted(data, index, "speaker").strip() or None,
                        location="paragraph",
                        index=paragraph.position,
                        start=0,
                        end=0,
                        speaker_description=_posted(data, index, "description"),
                        partial=bool(_posted(data, index, "partial")),
                        continues=bool(_posted(data, index, "continues")),
                    ),
                )
            )
    names = [quote.speaker for _, _, quote in proposals if quote.speaker]
    on_file = set(Person.objects.filter(name__in=names).values_list("name", flat=True))
    rows = _rows(
        proposals, tuple(ProposedPerson(name, name if name in on_file else None) for name in names)
    )
    return [replace(row, keep=field_name(PREFIX, row.index, "include") in data) for row in rows]


def person_on_file(name: str) -> Person | None:
    """The person with this name or alias, whatever its case."""
    match = Person.objects.filter(name__iexact=name).first()
    if match is None:
        wanted = name.casefold()
        match = next(
            (
                p
                for p in Person.objects.filter(aliases__icontains=name)
                if wanted in map(str.casefold, p.alias_list)
            ),
            None,
        )
    return match


def person_named(name: str) -> Person:
    """The person on file with this name or alias; a new person when nobody has it."""
    return person_on_file(name) or Person.objects.create(
        name=name, slug=unique_slug(Person, name, fallback="person")
    )


def choice_error(choice: QuoteChoice, *, may_add_people: bool) -> str | None:
    if not choice.keep:
        return None
    if not choice.speaker and not choice.description:
        return "Name the speaker or describe the unnamed source, or untick the quote."
    if choice.speaker and not may_add_people and person_on_file(choice.speaker) is None:
        return f"{choice.speaker} is not in People, and only editors add people: choose someone on file or describe the source."
    return None


@transaction.atomic
def confirm_found_quotes(
    article: Article, data, choices: dict[int, QuoteChoice]
) -> tuple[list[Quote], list[str]]:
    """Save the quotes the editor kept, where their words are now; returns (saved, words no longer in the body)."""
    paragraphs = list(article.paragraphs.order_by("position"))
    last = article.quotes.aggregate(last=Max("position"))["last"] or 0
    saved, missing = [], []
    for index, choice in sorted(choices.items()):
        if not choice.keep:
            continue
        text, posted = _posted(data, index, "text"), _posted(data, index, "paragraph")
        home = [p for p in paragraphs if str(p.pk) == posted and occurs_verbatim(text, p.text)] or [
            p for p in paragraphs if occurs_verbatim(text, p.text)
        ]
        if not text or not home:
            missing.append(text)
            continue
        speaker = person_named(choice.speaker) if choice.speaker else None
        last += 1
        quote = Quote(
            article=article,
            paragraph=home[0],
            position=last,
            text=text,
            speaker=speaker,
            speaker_description="" if speaker else choice.description,
            is_partial=bool(_posted(data, index, "partial")),
            continues=bool(_posted(data, index, "continues")),
        )
        quote.full_clean()
        quotes.save_quote(quote=quote, before=None)
        saved.append(quote)
    return saved, missing
