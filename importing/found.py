"""Quotes found in an article's body as it is written: proposed on the article form, saved only once confirmed."""

from collections.abc import Iterable

from django.conf import settings
from django.db import transaction
from django.db.models import Max

from people.models import Person
from stories.body import split_body
from stories.models import Article, Quote
from stories.services import quotes
from stories.text import occurs_verbatim

from .parsing.records import ParsedQuote, ProposedPerson
from .proposals import Proposal, propose, review_table, stored_quotes
from .review import QuoteChoice, ReviewRow, field_name
from .writer import known_people, unique_slug

PREFIX = "found"
COUNT_FIELD = f"{PREFIX}-count"


def found_quotes(article: Article, paragraph_ids: Iterable[int]) -> list[ReviewRow]:
    """Quotes the importer's finder sees in these stored paragraphs of the article that are not stored yet,
    nested ones with the quote they are in."""
    wanted = set(paragraph_ids)
    paragraphs = list(article.paragraphs.order_by("position"))
    if not wanted.intersection(p.pk for p in paragraphs):
        return []
    index = {p.pk: at for at, p in enumerate(paragraphs)}
    texts, ids = [p.text for p in paragraphs], [p.pk for p in paragraphs]
    stored = stored_quotes(
        (index[paragraph_id], pk, text, parent_id)
        for pk, paragraph_id, text, parent_id in article.quotes.filter(
            paragraph__isnull=False
        ).values_list("pk", "paragraph_id", "text", "parent_id")
    )
    proposals, people = propose(
        texts,
        wanted={index[pk] for pk in wanted if pk in index},
        stored=stored,
        dek=article.dek,
        people=known_people(on=article.published_on),
        paragraph_ids=ids,
    )
    return review_table(proposals, texts, on_file=on_file(proposals, people))


def on_file(proposals: list[Proposal], people: tuple[ProposedPerson, ...]) -> set[str]:
    """The proposed speakers who are in People: as the finder matched them, or (a speaker the editor typed)
    by name."""
    matched = {person.name for person in people if person.matched_slug}
    others = {p.quote.speaker for p in proposals if p.quote.speaker} - matched
    return matched | set(Person.objects.filter(name__in=others).values_list("name", flat=True))


def _posted(data, index: int, name: str) -> str:
    return data.get(field_name(PREFIX, index, name), "")


def found_count(data) -> int | None:
    """How many found quotes the form says it holds: 0 when none, None when the number is not one the
    form can have sent (over FOUND_QUOTES_MAX: a million took 15 s and 250 MB)."""
    count = data.get(COUNT_FIELD, "0")
    if not count.isdigit() or len(count) > 6:
        return None if count else 0
    return int(count) if int(count) <= settings.FOUND_QUOTES_MAX else None


def posted_proposals(data) -> list[Proposal]:
    """The review as the editor submitted it: each row's words, place, parent and choices."""
    by_index: dict[int, Proposal] = {}
    for index in range(found_count(data) or 0):
        text, at, ref = (_posted(data, index, name) for name in ("text", "at", "parent"))
        parent = (
            by_index.get(int(ref))
            if ref.isdigit()
            else int(ref[1:])
            if ref[:1] == "q" and ref[1:].isdigit()
            else None
        )
        if not text or not at.isdigit() or int(at) < 1 or (ref and parent is None):
            continue  # not a row this form can have sent
        paragraph = _posted(data, index, "paragraph")
        by_index[index] = Proposal(
            int(at) - 1,
            ParsedQuote(
                text=text,
                speaker=_posted(data, index, "speaker").strip() or None,
                location="paragraph",
                index=int(at),
                start=0,
                end=0,
                speaker_description=_posted(data, index, "description").strip(),
                partial=bool(_posted(data, index, "partial")),
                continues=bool(_posted(data, index, "continues")),
            ),
            parent,
            int(paragraph) if paragraph.isdigit() else None,
            keep=field_name(PREFIX, index, "include") in data,
            edited=bool(_posted(data, index, "edited")),
        )
    return list(by_index.values())


def posted_rows(data) -> list[ReviewRow]:
    """The review panel as the editor submitted it, to show again when the save is refused."""
    paragraphs = split_body(data.get("body", ""))
    proposals: list[Proposal] = []
    for proposal in posted_proposals(data):
        parent = proposal.parent
        if proposal.at < len(paragraphs) and (
            not isinstance(parent, Proposal) or parent in proposals
        ):
            proposals.append(proposal)
    return review_table(proposals, paragraphs, on_file=on_file(proposals, ()))


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


def parent_errors(data, choices: dict[int, QuoteChoice]) -> list[str]:
    """A quote inside a quote is kept only with the quote it is in."""
    errors = []
    for index, choice in sorted(choices.items()):
        ref = _posted(data, index, "parent")
        if choice.keep and ref.isdigit() and not getattr(choices.get(int(ref)), "keep", False):
            errors.append(
                f"Quote {index + 1} found in the body is inside quote {int(ref) + 1}: "
                "keep that one too, or untick this one."
            )
    return errors


def _parent(article: Article, ref: str, saved: dict[int, Quote]) -> Quote | None:
    if ref.isdigit():
        return saved.get(int(ref))
    if ref[:1] == "q" and ref[1:].isdigit():
        return article.quotes.filter(pk=int(ref[1:]), parent__isnull=True).first()
    return None


@transaction.atomic
def confirm_found_quotes(
    article: Article, data, choices: dict[int, QuoteChoice]
) -> tuple[list[Quote], list[str]]:
    """Save the quotes the editor kept, where their words are now (a nested one in its quote's paragraph,
    inside it); returns (saved, words no longer in the body)."""
    paragraphs = list(article.paragraphs.order_by("position"))
    last = article.quotes.aggregate(last=Max("position"))["last"] or 0
    saved: dict[int, Quote] = {}
    missing = []
    for index, choice in sorted(choices.items()):
        if not choice.keep:
            continue
        text, ref = _posted(data, index, "text"), _posted(data, index, "parent")
        parent = _parent(article, ref, saved) if ref else None
        candidates = [
            p
            for p in paragraphs
            if occurs_verbatim(text, p.text)
            and (
                parent is None
                or (parent.paragraph_id == p.pk and occurs_verbatim(text, parent.text))
            )
        ]
        # The row it was found in, else the paragraph at the same place in the body, else the first with the words.
        posted, at = _posted(data, index, "paragraph"), _posted(data, index, "at")
        home = (
            [p for p in candidates if str(p.pk) == posted]
            or [p for p in candidates if str(p.position) == at]
            or candidates
        )
        if not text or not home or (ref and parent is None):
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
            parent=parent,
        )
        quote.full_clean()
        quotes.save_quote(quote=quote, before=None)
        saved[index] = quote
    return list(saved.values()), missing
