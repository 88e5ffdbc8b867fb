from adminsortable2.admin import SortableAdminBase, SortableStackedInline
from django import forms
from django.contrib import admin
from django.db.models import Count
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.text import Truncator

from revisions.admin import ConflictGuardForm, HistoryAdmin

from ..models import Account, ArcEntry, Dispute, Paragraph
from ..services import disputes, publishing, reverts
from .ordering import DraggableInlineMixin
from .publishing import PublicationStateFilter, PublishingAdminMixin

# The change-form address an article's paragraph links to: "start a dispute from this paragraph".
START_FROM_PARAGRAPH = "paragraph"


def start_dispute_links(article) -> str:
    """For the article form: each paragraph, with a link that starts a dispute from it."""
    if not article.pk:
        return ""
    add = reverse("admin:stories_dispute_add")
    return format_html(
        '<ol class="start-dispute">{}</ol>',
        format_html_join(
            "",
            '<li>¶{}: {} <a href="{}?paragraph={}">Start a dispute from this paragraph</a></li>',
            (
                (p.position, Truncator(p.text).words(12), add, p.pk)
                for p in article.paragraphs.all()
            ),
        ),
    )


class AccountInline(DraggableInlineMixin, admin.StackedInline):
    """Accounts dragged into order (usually the order they were given); new ones go last."""

    model = Account
    fk_name = "dispute"
    template = SortableStackedInline.template
    extra = 0
    autocomplete_fields = ["article", "person", "outlet"]
    # Raw ids keep the form fast however many paragraphs and quotes the site holds.
    raw_id_fields = ["paragraph", "update", "embedded_post", "quote"]
    fieldsets = [
        (
            None,
            {
                "fields": [
                    "claim",
                    "article",
                    ("paragraph", "update", "embedded_post", "quote"),
                    "excerpt",
                ]
            },
        ),
        (
            "Who gives it, and when",
            {
                "fields": [
                    ("voice", "person", "outlet"),
                    "source_description",
                    ("given_on", "given_precision"),
                    "note",
                ]
            },
        ),
    ]

    def get_extra(self, request, obj=None, **kwargs):
        # Started from a paragraph: its account, prefilled, and one for the answer that contradicts it.
        return 2 if obj is None and request.GET.get(START_FROM_PARAGRAPH) else 0


class DisputeAdminForm(ConflictGuardForm):
    supported_account = forms.ModelChoiceField(
        Account.objects.none(),
        required=False,
        help_text="The account the newsroom's finding supports (required unless the dispute is open). "
        "Accounts giving the same answer, in the same words, are supported with it.",
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # One of this dispute's own accounts; a new dispute has none yet.
        field = self.fields["supported_account"]
        field.queryset = Account.objects.filter(dispute_id=self.instance.pk)
        field.initial = self.instance.supported if self.instance.pk else None

    def clean(self):
        cleaned = super().clean()
        self.instance.finding = cleaned.get("finding", self.instance.finding)
        error = disputes.finding_error(self.instance, cleaned.get("supported_account"))
        if error:
            self.add_error("supported_account", error)
        return cleaned


@admin.register(Dispute)
class DisputeAdmin(SortableAdminBase, PublishingAdminMixin, HistoryAdmin):
    form = DisputeAdminForm
    list_display = [
        "question",
        "arc",
        "finding",
        "publication_state",
        "account_count",
        "updated_at",
    ]
    list_filter = [PublicationStateFilter, "finding", "arc"]
    list_select_related = ["arc"]
    search_fields = ["question", "summary", "accounts__claim", "accounts__excerpt"]
    prepopulated_fields = {"slug": ["question"]}
    autocomplete_fields = ["arc", "event"]
    raw_id_fields = ["correction"]
    inlines = [AccountInline]
    fieldsets = [
        (None, {"fields": ["question", "slug", "arc", "event", "summary"]}),
        (
            "The newsroom's finding",
            {
                "fields": [
                    "finding",
                    "supported_account",
                    "finding_note",
                    "finding_on",
                    "correction",
                ]
            },
        ),
        ("Publication", {"fields": [("status", "publish_at")]}),
    ]

    def get_queryset(self, request):
        return (
            super()
            .get_queryset(request)
            .annotate(account_total=Count("accounts"))
            .order_by("arc__title", "question")
        )

    def revert(self, request, version):
        reverts.restore_revision(version=version)

    def publish_one(self, dispute, *, by):
        publishing.publish_dispute(dispute=dispute, by=by)

    def schedule_one(self, dispute, *, by, at):
        publishing.schedule_dispute(dispute=dispute, by=by, at=at)

    def unpublish_one(self, dispute, *, by):
        publishing.unpublish_dispute(dispute=dispute, by=by)

    def save_related(self, request, form, formsets, change):
        form.save_m2m()
        # The accounts: written by the dispute service, which checks each one's passage.
        for formset in formsets:
            formset.save(commit=False)
            disputes.save_accounts(
                dispute=form.instance,
                accounts=formset.ordered_rows(),
                deleted=formset.deleted_objects,
                seen=form.seen,
            )
            formset.save_m2m()
        # After the accounts: the finding marks one of them (stories/services/disputes.py).
        disputes.record_finding(form.instance, supported=form.cleaned_data.get("supported_account"))

    def view_on_site(self, dispute):
        return (
            dispute.get_absolute_url()
            if dispute.is_published
            else f"{dispute.get_absolute_url()}?preview"
        )

    # Starting from a paragraph: the article page's paragraphs link to the add form with ?paragraph=<id>.

    def _starting_paragraph(self, request) -> Paragraph | None:
        pk = request.GET.get(START_FROM_PARAGRAPH, "")
        return (
            Paragraph.objects.select_related("article").filter(pk=pk).first()
            if pk.isdigit()
            else None
        )

    def get_changeform_initial_data(self, request):
        initial = super().get_changeform_initial_data(request)
        initial.pop(START_FROM_PARAGRAPH, None)
        if paragraph := self._starting_paragraph(request):
            entry = (
                ArcEntry.objects.filter(article=paragraph.article).order_by("arc__title").first()
            )
            if entry:
                initial.setdefault("arc", entry.arc_id)
        return initial

    def get_formset_kwargs(self, request, obj, inline, prefix):
        kwargs = super().get_formset_kwargs(request, obj, inline, prefix)
        if isinstance(inline, AccountInline) and request.method == "GET" and obj.pk is None:
            if paragraph := self._starting_paragraph(request):
                # The first account, citing the paragraph: the editor trims the excerpt to the words that give it.
                kwargs["initial"] = [
                    {
                        "article": paragraph.article_id,
                        "paragraph": paragraph.pk,
                        "excerpt": paragraph.text,
                    }
                ]
        return kwargs

    @admin.display(description="Accounts", ordering="account_total")
    def account_count(self, dispute):
        return dispute.account_total
