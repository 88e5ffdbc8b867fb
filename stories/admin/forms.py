"""Admin forms: quotes that demand a correction note, articles with a described lead image."""

from django import forms

from imaging.forms import DescribedImageFormMixin
from revisions.admin import ConflictGuardForm

from ..models import Article
from ..permissions import may_edit_article

CORRECTION_REQUIRED = (
    "Readers have already seen this quote: changing its words needs a correction note saying what was wrong."
)
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

    def __init__(self, *args, submitted_texts=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.submitted_texts = submitted_texts or {}

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
        if self.needs_correction and not (cleaned.get("correction") or "").strip():
            self.add_error("correction", CORRECTION_REQUIRED)
        return cleaned

    @property
    def needs_correction(self) -> bool:
        if not self.instance.pk or "text" not in self.changed_data:
            return False
        return Article.objects.published().filter(pk=self.instance.article_id).exists()


class ArticleAdminForm(DescribedImageFormMixin, ConflictGuardForm):
    described_images = {"lead_image": ("lead_image_alt", "lead_image_caption", "lead_image_credit")}
