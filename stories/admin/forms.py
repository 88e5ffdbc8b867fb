"""Admin forms: an article with its body in one field and a described lead image; quotes that demand a correction note."""

from django import forms
from django.conf import settings

from imaging.forms import DescribedImageFormMixin
from revisions.admin import ConflictGuardForm

from ..body import BodyPlan, join_body, word_count
from ..models import Paragraph, StoryArc
from ..permissions import may_edit_article
from ..services import quotes
from ..services.arcs import arcs_error, may_place_in_arcs
from ..services.body import article_body
from ..services.body_edits import body_edit_errors, plan_body_edit
from ..text import occurs_verbatim
from .shared_choices import know_labels

CORRECTION_HELP = "Published with today's date on the article and on the corrections page."
# The inline formsets that hold a quote's possible locations besides the body: (POST prefix, Quote field).
LOCATION_FORMSETS = (("updates", "update"), ("embedded_posts", "embedded_post"))
QUOTES_PREFIX = "quotes"


def submitted_location_texts(data) -> dict[tuple[str, str], str]:
    """Texts of paragraphs, updates and posts as submitted in the same article form, keyed by (field, pk)."""
    texts = {}
    for prefix, field in LOCATION_FORMSETS:
        total = data.get(f"{prefix}-TOTAL_FORMS", "0")
        for index in range(int(total) if total.isdigit() else 0):
            pk, text = data.get(f"{prefix}-{index}-id"), data.get(f"{prefix}-{index}-text")
            if pk and text is not None:
                texts[(field, pk)] = text
    return texts


def submitted_quote_edits(data) -> tuple[dict[int, str], set[int]]:
    """The article form's quote inline as submitted: (words of each stored quote by id, ids of quotes being deleted)."""
    texts, deleted = {}, set()
    total = data.get(f"{QUOTES_PREFIX}-TOTAL_FORMS", "0")
    for index in range(int(total) if total.isdigit() else 0):
        pk = data.get(f"{QUOTES_PREFIX}-{index}-id", "")
        if not pk.isdigit():
            continue
        if data.get(f"{QUOTES_PREFIX}-{index}-DELETE"):
            deleted.add(int(pk))
        elif data.get(f"{QUOTES_PREFIX}-{index}-text") is not None:
            texts[int(pk)] = data[f"{QUOTES_PREFIX}-{index}-text"]
    return texts, deleted


def quote_label(text: str, speaker: str) -> str:
    """A quote named in a message: its opening words and speaker, without quotation marks of its own."""
    words = text if len(text) <= 60 else text[:59].rstrip() + "…"
    return f"{speaker}: {words}" if speaker else words


class QuoteForm(forms.ModelForm):
    correction = forms.CharField(
        label="Correction note",
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
        help_text=f"Required when you change the words of a quote readers have seen. {CORRECTION_HELP}",
    )
    editor = (
        None  # set by QuoteAdmin.get_form: the user saving, whose rights on the article are checked
    )
    baseline = None  # during a revert: the quotes as stored before it began (services.quotes.stored_quotes)

    def __init__(self, *args, submitted_texts=None, baseline=None, article=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.submitted_texts = submitted_texts or {}
        self.article = (
            article  # on the article's page: the article being saved, with its planned body
        )
        if baseline is not None:
            self.baseline = baseline
        # What the correction rule compares with; a revert has already changed self.instance.
        self.before = (
            self.baseline.get(self.instance.pk)
            if self.baseline is not None
            else quotes.stored_quote(self.instance)
        )

    def clean(self):
        cleaned = super().clean()
        # Check the quote against its paragraph, update or post as edited in this same save, not as stored.
        for _, field in LOCATION_FORMSETS:
            location = cleaned.get(field)
            if location is not None and (field, str(location.pk)) in self.submitted_texts:
                location.text = self.submitted_texts[(field, str(location.pk))]
        self._check_against_planned_body(cleaned)
        article = cleaned.get("article") or getattr(self.instance, "article", None)
        if (
            self.editor is not None
            and article is not None
            and not may_edit_article(self.editor, article)
        ):
            self.add_error("article", "You may not change this article's quotes.")
        text = cleaned.get("text", self.before.text if self.before else "")
        edit = getattr(self.article, "body_edit", None)
        if edit and self.before and self.instance.pk in edit.carried and text == self.before.text:
            # Corrected in the body: the quote takes the body's words (one place to edit).
            text = cleaned["text"] = edit.carried[self.instance.pk]
        # A quote rewritten with its paragraph is the same edit as the body's: its note covers it.
        body_note = getattr(self.article, "body_note", "")
        self.body_note = body_note if edit and self.instance.pk in edit.rewritten_quotes else ""
        error = quotes.correction_error(
            before=self.before, text=text, note=cleaned.get("correction") or self.body_note
        )
        if error:
            self.add_error("correction", error)
        return cleaned

    def save_quote(self) -> None:
        """Write the validated quote through the one quote-editing service; the note the body's
        correction already published is not published twice."""
        note = (self.cleaned_data.get("correction") or "").strip()
        quotes.save_quote(
            quote=self.instance,
            before=self.before,
            note="" if note == getattr(self, "body_note", "") else note,
            covered=bool(getattr(self, "body_note", "")),
        )

    def _check_against_planned_body(self, cleaned) -> None:
        """On the article's page a quote in the body goes where its words are in the body being saved."""
        plan: BodyPlan | None = getattr(self.article, "planned_body", None)
        if (
            plan is None
            or cleaned.get("update")
            or cleaned.get("embedded_post")
            or cleaned.get("DELETE")
        ):
            return
        if (
            self.instance.pk
            and self.instance.pk in plan.quote_targets
            and self.instance.paragraph_id
        ):
            self.instance.paragraph.text = plan.paragraphs[
                plan.quote_targets[self.instance.pk]
            ].text
        elif not self.instance.pk and cleaned.get("text"):
            if not any(occurs_verbatim(cleaned["text"], p.text) for p in plan.paragraphs):
                self.add_error(
                    "text",
                    "These words are not in the body, nor in an update or post chosen below.",
                )


class ArticleAdminForm(DescribedImageFormMixin, ConflictGuardForm):
    """The article with its body as one text. Its clean() plans the body (kept on the instance as `planned_body`,
    which the quote inline reads) and refuses a body that would leave a quote without its words."""

    body = forms.CharField(
        required=False,
        strip=False,
        widget=forms.Textarea(attrs={"rows": 24, "class": "vLargeTextField article-body"}),
        help_text="The article's text as readers see it. Leave a blank line between paragraphs. Quotes stay "
        "with their words: move or edit paragraphs freely, but keep a quote's words or delete the quote.",
    )
    body_correction = forms.CharField(
        label="Correction note",
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
        help_text=f"Required when you change or take out words readers have seen. {CORRECTION_HELP}",
    )
    arcs = forms.ModelMultipleChoiceField(
        StoryArc.objects.all(),
        label="Story arcs",
        required=False,
        help_text="The running stories this article belongs to. A new one places it by its date among the arc's "
        "entries; reorder entries on the arc's page.",
    )
    # The arcs the form showed: saving changes of arcs over a colleague's newer ones is refused.
    loaded_arcs = forms.CharField(widget=forms.HiddenInput, required=False)
    described_images = {"lead_image": ("lead_image_alt", "lead_image_caption", "lead_image_credit")}
    editor = None  # set by ArticleAdmin.get_form: the user saving, whose role the services check
    # Set during a revert: the paragraphs readers saw before it restored older ones (the edit is judged
    # against these, so restoring old words is a change like any other).
    body_baseline = None

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        arcs = []
        if self.instance.pk:
            self.fields["body"].initial = article_body(self.instance)
            arcs = self.fields["arcs"].initial = list(
                StoryArc.objects.filter(entries__article=self.instance)
            )
        # The same arcs: the ones shown (their names, not read again) and the ones a stale form is checked against.
        know_labels(self.fields["arcs"], arcs)
        self.fields["loaded_arcs"].initial = ",".join(map(str, sorted(arc.pk for arc in arcs)))
        if not may_place_in_arcs(self.editor):
            # Shown, not editable: the arc service refuses a change from this role whatever is posted.
            self.fields["arcs"].disabled = True
            self.fields["arcs"].help_text = "Only editors place articles in story arcs."
        body = (
            self.data.get(self.add_prefix("body")) if self.is_bound else self.fields["body"].initial
        )
        words = word_count(body or "")
        self.fields[
            "body"
        ].help_text = f"{words:,} word{'s' if words != 1 else ''}. {self.fields['body'].help_text}"

    # A stale form's body is merged as one field (revisions.merge): the paragraphs it writes with it.
    merged_part_models = (Paragraph,)

    def revision_values(self, revision) -> dict:
        paragraphs = [
            version._object_version.object
            for version in revision.version_set.all()
            if version._model is Paragraph
        ]
        return {"body": join_body([p.text for p in sorted(paragraphs, key=lambda p: p.position)])}

    def current_values(self, current) -> dict:
        return {"body": article_body(current)}

    def clean_body(self):
        body = self.cleaned_data.get("body") or ""
        limit = settings.ARTICLE_BODY_MAX_CHARACTERS
        if len(body) > limit:
            raise forms.ValidationError(
                f"The body has {len(body):,} characters; an article's body may have at most {limit:,} "
                f"(about {limit // 6:,} words). Split the story into several articles.",
                code="too_long",
            )
        return body

    def shown_arcs(self) -> set[int]:
        loaded = self.cleaned_data.get("loaded_arcs") or ""
        return {int(pk) for pk in loaded.split(",") if pk.isdigit()}

    def clean(self):
        cleaned = super().clean()
        quote_texts, deleted = submitted_quote_edits(self.data)
        existing = self.instance if self.instance.pk else None
        if "arcs" in cleaned:
            error = arcs_error(
                article=existing, arcs=cleaned["arcs"], by=self.editor, shown=self.shown_arcs()
            )
            if error:
                self.add_error("arcs", error)
        if "body" not in cleaned:
            return cleaned  # refused (too long): nothing to plan
        note = (cleaned.get("body_correction") or "").strip()
        edit = plan_body_edit(
            existing,
            cleaned.get("body") or "",
            quote_texts=quote_texts,
            removed_quotes=deleted,
            baseline=self.body_baseline,
        )
        plan = self.instance.planned_body = edit.plan
        self.instance.body_edit, self.instance.body_note = edit, note
        if plan.orphans:
            orphans = self.instance.quotes.filter(
                pk__in=[q.id for q in plan.orphans]
            ).select_related("speaker")
            speakers = {quote.pk: quote.speaker_name for quote in orphans}
            named = "; ".join(quote_label(q.text, speakers.get(q.id, "")) for q in plan.orphans)
            self.add_error(
                "body",
                f"Nothing was saved: this takes out the words of a quote ({named}). Put its words "
                "back, or delete the quote below in the same save.",
            )
        for name, error in body_edit_errors(existing, edit, note=note).items():
            self.add_error(name, error)
        return cleaned
