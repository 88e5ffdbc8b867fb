"""The import page's confirm step: what the first step checked travels, signed, to it.

The confirm step never re-reads article text from the browser. The checked sources (names, texts,
warnings) are signed, compressed, into one hidden field; the confirm step accepts them only with a
valid signature, for the account that uploaded them, within REVIEW_MAX_AGE. What the editor may
change there (headlines, speakers, which quotes to keep) is a form, checked like any other.
"""

import hashlib
from dataclasses import dataclass, replace

from django import forms
from django.core import signing

from people.models import Person
from stories.models import Article, Quote

from .parsing.records import ParsedDocument, ParsedQuote
from .plan import DocumentPlan, plan_documents
from .sources import SourceError, SourceText, is_control_character
from .writer import apply_review

SALT = "importing.review"
REVIEW_MAX_AGE = 12 * 60 * 60  # a working day's review; after that, upload again
EXPIRED = "This review has expired or was changed: upload the articles again."


def sign_review(documents: list[tuple[SourceText, ParsedDocument]], *, user) -> str:
    """The token the confirm step needs: the sources as checked, and the quotes found in each."""
    payload = {
        "user": user.pk,
        "sources": [
            [s.name, s.path, s.text, list(s.warnings), quotes_digest(doc)] for s, doc in documents
        ],
    }
    return signing.dumps(payload, salt=SALT, compress=True)


def load_review(token: str, *, user) -> list[tuple[SourceText, str]]:
    """(source, digest of its quotes at review) for a token from `sign_review`; SourceError otherwise."""
    try:
        payload = signing.loads(token, salt=SALT, max_age=REVIEW_MAX_AGE)
    except signing.BadSignature:  # altered, truncated or expired
        raise SourceError(EXPIRED) from None
    if payload.get("user") != user.pk:
        raise SourceError(EXPIRED)
    return [
        (
            SourceText(
                name, path, text, hashlib.sha256(text.encode("utf-8")).hexdigest(), tuple(warnings)
            ),
            digest,
        )
        for name, path, text, warnings, digest in payload["sources"]
    ]


def quotes_digest(doc: ParsedDocument) -> str:
    """Identifies the quotes found, so review choices (made by quote number) meet the same quotes."""
    return hashlib.sha256(
        repr([(q.text, q.location, q.index, q.start) for q in doc.quotes]).encode()
    ).hexdigest()


def _printable(value: str) -> None:
    if any(is_control_character(ch) for ch in value):
        raise forms.ValidationError(
            "Remove the control characters from this text.", code="control_characters"
        )


@dataclass
class QuoteReview:
    quote: ParsedQuote
    include: forms.BoundField
    speaker: forms.BoundField
    description: forms.BoundField

    @property
    def errors(self) -> list[tuple[str, list[str]]]:
        """(label, messages) of this row's fields; the shared review table shows none itself."""
        return [
            (field.label, field.errors)
            for field in (self.speaker, self.description)
            if field.errors
        ]


@dataclass
class DocumentReview:
    source: SourceText
    doc: ParsedDocument
    headline: forms.BoundField
    quotes: list[QuoteReview]
    plan: DocumentPlan | None = None  # what the import will write (importing.plan), as parsed


class ReviewForm(forms.Form):
    """The editor's corrections to what the import found, one set of fields per document."""

    review = forms.CharField(widget=forms.HiddenInput)

    def __init__(self, *args, documents: list[tuple[SourceText, ParsedDocument]], **kwargs):
        super().__init__(*args, **kwargs)
        self.documents = documents
        headline_max = Article._meta.get_field("headline").max_length
        name_max = Person._meta.get_field("name").max_length
        description_max = Quote._meta.get_field("speaker_description").max_length
        for n, (_source, doc) in enumerate(documents):
            self.fields[f"doc{n}-headline"] = forms.CharField(
                label="Headline",
                max_length=headline_max,
                initial=doc.headline,
                validators=[_printable],
                widget=forms.TextInput(attrs={"size": 80}),
            )
            for i in range(len(doc.quotes)):
                self.fields[f"doc{n}-quote{i}-include"] = forms.BooleanField(required=False)
                self.fields[f"doc{n}-quote{i}-speaker"] = forms.CharField(
                    label=f"Speaker of quote {i + 1}",
                    required=False,
                    max_length=name_max,
                    validators=[_printable],
                )
                self.fields[f"doc{n}-quote{i}-description"] = forms.CharField(
                    label=f"Description of the source of quote {i + 1}",
                    required=False,
                    max_length=description_max,
                    validators=[_printable],
                )

    def document_reviews(self) -> list[DocumentReview]:
        plans, _new_people = plan_documents(self.documents)  # reads only
        return [
            DocumentReview(
                source,
                doc,
                self[f"doc{n}-headline"],
                [
                    QuoteReview(
                        quote,
                        *(
                            self[f"doc{n}-quote{i}-{name}"]
                            for name in ("include", "speaker", "description")
                        ),
                    )
                    for i, quote in enumerate(doc.quotes)
                ],
                plans[n],
            )
            for n, (source, doc) in enumerate(self.documents)
        ]

    def reviewed_documents(self) -> list[tuple[SourceText, ParsedDocument]]:
        """The documents with the editor's corrections applied; call after is_valid().

        The rows are the shared review table's (importing/review.py); a speaker or description the
        post does not carry keeps the proposal, as read_choices has it.
        """
        reviewed = []
        for n, (source, doc) in enumerate(self.documents):
            data = self.cleaned_data

            def posted(i, name, n=n):
                return self.add_prefix(f"doc{n}-quote{i}-{name}") in self.data

            quotes = range(len(doc.quotes))
            doc = apply_review(
                doc,
                excluded_quotes={i for i in quotes if not data[f"doc{n}-quote{i}-include"]},
                speakers={
                    i: data[f"doc{n}-quote{i}-speaker"] for i in quotes if posted(i, "speaker")
                },
                descriptions={
                    i: data[f"doc{n}-quote{i}-description"]
                    for i in quotes
                    if posted(i, "description")
                },
            )
            reviewed.append((source, replace(doc, headline=data[f"doc{n}-headline"])))
        return reviewed
