"""Admin forms: quotes that demand a correction note, articles with a described lead image."""

from django import forms

from imaging.forms import DescribedImageFormMixin
from revisions.admin import ConflictGuardForm

from ..permissions import may_edit_article
from ..services import quotes
# The inline formsets that hold a quote's possible locations: (POST prefix, Quote field).
LOCATION_FORMSETS = (("paragraphs", "paragraph"), ("updates", "update"), ("embedded_posts", "embedded_post"))


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


class QuoteForm(forms.ModelForm):
    correction = forms.CharField(
        label="Correction note",
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
        help_text="Required when you change the words of a quote readers have seen. Published with today's date "
        "on the article and on the corrections page.",
    )
    editor = None  # set by QuoteAdmin.get_form: the user saving, whose rights on the article are checked
    baseline = None  # during a revert: the quotes as stored before it began (services.quotes.stored_quotes)

    def __init__(self, *args, submitted_texts=None, baseline=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.submitted_texts = submitted_texts or {}
        if baseline is not None:
            self.baseline = baseline
        # What the correction rule compares with; a revert has already changed self.instance.
        self.before = self.baseline.get(self.instance.pk) if self.baseline is not None else quotes.stored_quote(self.instance)

    def clean(self):
        cleaned = super().clean()
        # Check the quote against its paragraph as edited in this same save, not as stored.
        for _, field in LOCATION_FORMSETS:
            location = cleaned.get(field)
            if location is not None and (field, str(location.pk)) in self.submitted_texts:
                location.text = self.submitted_texts[(field, str(location.pk))]
        article = cleaned.get("article") or getattr(self.instance, "article", None)
        if self.editor is not None and article is not None and not may_edit_article(self.editor, article):
            self.add_error("article", "You may not change this article's quotes.")
        text = cleaned.get("text", self.before.text if self.before else "")
        error = quotes.correction_error(before=self.before, text=text, note=cleaned.get("correction") or "")
        if error:
            self.add_error("correction", error)
        return cleaned

    def save_quote(self) -> None:
        """Write the validated quote through the one quote-editing service."""
        quotes.save_quote(quote=self.instance, before=self.before, note=self.cleaned_data.get("correction") or "")


class ArticleAdminForm(DescribedImageFormMixin, ConflictGuardForm):
    described_images = {"lead_image": ("lead_image_alt", "lead_image_caption", "lead_image_credit")}
