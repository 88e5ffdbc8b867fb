"""Disputes and their accounts; Editors manage and publish them, Reporters may read them.

The groups' permissions as of this migration are written here (not read from today's
stories/permissions.py, so the migration keeps its meaning).
"""

import django.db.models.deletion
from django.db import migrations, models

GROUPS = {
    "Editors": {
        "people": {
            "person": ("add", "change", "delete", "view"),
            "organisation": ("add", "change", "delete", "view"),
            "role": ("add", "change", "delete", "view"),
        },
        "stories": {
            "paragraph": ("add", "change", "delete", "view"),
            "byline": ("add", "change", "delete", "view"),
            "update": ("add", "change", "delete", "view"),
            "embeddedpost": ("add", "change", "delete", "view"),
            "quote": ("add", "change", "delete", "view"),
            "event": ("add", "change", "delete", "view"),
            "arcentry": ("add", "change", "delete", "view"),
            "article": ("add", "change", "delete", "view", "publish"),
            "storyarc": ("add", "change", "delete", "view", "publish"),
            "dispute": ("add", "change", "delete", "view", "publish"),
            "account": ("add", "change", "delete", "view"),
        },
    },
    "Reporters": {
        "people": {
            "person": ("view",),
            "organisation": ("view",),
            "role": ("view",),
        },
        "stories": {
            "article": ("add", "change", "view"),
            "paragraph": ("add", "change", "view"),
            "byline": ("add", "change", "view"),
            "update": ("add", "change", "view"),
            "embeddedpost": ("add", "change", "view"),
            "quote": ("add", "change", "view"),
            "storyarc": ("view",),
            "event": ("view",),
            "arcentry": ("view",),
            "dispute": ("view",),
            "account": ("view",),
        },
    },
}


def set_group_permissions(apps, schema_editor):
    """Give each group exactly the permissions GROUPS lists, creating any this migration's models
    need (Django creates permissions only after the last migration)."""
    db = schema_editor.connection.alias
    ContentType = apps.get_model("contenttypes", "ContentType")
    Permission = apps.get_model("auth", "Permission")
    Group = apps.get_model("auth", "Group")
    for group_name, by_app in GROUPS.items():
        group, _ = Group.objects.using(db).get_or_create(name=group_name)
        wanted = []
        for app_label, by_model in by_app.items():
            for model_name, actions in by_model.items():
                options = apps.get_model(app_label, model_name)._meta
                content_type, _ = ContentType.objects.using(db).get_or_create(
                    app_label=app_label, model=model_name
                )
                declared = dict(options.permissions)
                for action in actions:
                    codename = f"{action}_{model_name}"
                    name = declared.get(codename, f"Can {action} {options.verbose_name_raw}")
                    permission, _ = Permission.objects.using(db).get_or_create(
                        content_type=content_type, codename=codename, defaults={"name": name}
                    )
                    wanted.append(permission)
        group.permissions.set(wanted)


class Migration(migrations.Migration):
    dependencies = [
        ("people", "0004_prod_search_index"),
        ("stories", "0015_update_timestamps"),
    ]

    operations = [
        migrations.CreateModel(
            name="Account",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "position",
                    models.PositiveIntegerField(
                        help_text="Order among the dispute's accounts, from 1: usually the order they were given."
                    ),
                ),
                (
                    "claim",
                    models.CharField(
                        help_text="The answer it gives, in a few plain words that stand on their own: “Backman stepped down.”",
                        max_length=300,
                    ),
                ),
                (
                    "excerpt",
                    models.TextField(
                        help_text="The words that give this account, exactly as they appear in the cited paragraph, update, post or quote."
                    ),
                ),
                (
                    "voice",
                    models.CharField(
                        choices=[
                            ("person", "A person"),
                            ("outlet", "An outlet"),
                            ("article", "The article's own voice"),
                            ("unnamed", "An unnamed source"),
                        ],
                        help_text="Who gives the account. Never guess a name.",
                        max_length=10,
                        verbose_name="given by",
                    ),
                ),
                (
                    "source_description",
                    models.CharField(
                        blank=True,
                        help_text="For an unnamed source, the article's own words: “a non-Mets executive”.",
                        max_length=300,
                    ),
                ),
                (
                    "given_on",
                    models.DateField(
                        blank=True,
                        help_text="Leave empty for the date of the article it appears in.",
                        null=True,
                        verbose_name="date given",
                    ),
                ),
                (
                    "given_precision",
                    models.CharField(
                        choices=[
                            ("day", "Exact day"),
                            ("month", "Month only"),
                            ("year", "Year only"),
                        ],
                        default="day",
                        max_length=5,
                        verbose_name="date precision",
                    ),
                ),
                (
                    "note",
                    models.TextField(
                        blank=True,
                        help_text="Optional, for readers: how the account is made (“reported, not quoted”).",
                    ),
                ),
                (
                    "article",
                    models.ForeignKey(
                        help_text="The article it appears in.",
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="accounts",
                        to="stories.article",
                    ),
                ),
                (
                    "embedded_post",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="accounts",
                        to="stories.embeddedpost",
                    ),
                ),
                (
                    "outlet",
                    models.ForeignKey(
                        blank=True,
                        help_text="When the article cites another outlet's report.",
                        limit_choices_to={"kind": "news_outlet"},
                        null=True,
                        on_delete=django.db.models.deletion.PROTECT,
                        related_name="accounts",
                        to="people.organisation",
                    ),
                ),
                (
                    "paragraph",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="accounts",
                        to="stories.paragraph",
                    ),
                ),
                (
                    "person",
                    models.ForeignKey(
                        blank=True,
                        help_text="When a person gives it.",
                        null=True,
                        on_delete=django.db.models.deletion.PROTECT,
                        related_name="accounts",
                        to="people.person",
                    ),
                ),
                (
                    "quote",
                    models.ForeignKey(
                        blank=True,
                        help_text="When a recorded quote gives the account: cite the quote instead of its paragraph.",
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="accounts",
                        to="stories.quote",
                    ),
                ),
                (
                    "update",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="accounts",
                        to="stories.update",
                    ),
                ),
            ],
            options={
                "ordering": ["dispute", "position"],
            },
        ),
        migrations.CreateModel(
            name="Dispute",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "status",
                    models.CharField(
                        choices=[("draft", "Draft"), ("published", "Published")],
                        db_index=True,
                        default="draft",
                        help_text="Only published items appear on the public site.",
                        max_length=10,
                    ),
                ),
                (
                    "publish_at",
                    models.DateTimeField(
                        blank=True,
                        db_index=True,
                        help_text="Optional: a published item stays hidden until this time. Leave empty to publish at once.",
                        null=True,
                    ),
                ),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                ("updated_at", models.DateTimeField(auto_now=True)),
                (
                    "question",
                    models.CharField(
                        help_text="The question the accounts answer differently, as readers would ask it.",
                        max_length=300,
                    ),
                ),
                (
                    "slug",
                    models.SlugField(
                        help_text="Used in the dispute's web address. Do not change once published.",
                        max_length=200,
                        unique=True,
                    ),
                ),
                (
                    "summary",
                    models.TextField(
                        blank=True,
                        help_text="For readers: what is in question and why it matters, in a sentence or two.",
                    ),
                ),
                (
                    "finding",
                    models.CharField(
                        choices=[
                            ("open", "Open: the newsroom has not settled it"),
                            ("supported", "One account supported"),
                            ("corrected", "Corrected: the record was corrected"),
                        ],
                        default="open",
                        help_text="Where the newsroom stands. Leave open until it has established which account holds.",
                        max_length=10,
                    ),
                ),
                (
                    "finding_note",
                    models.TextField(
                        blank=True,
                        help_text="Required with a finding: how the newsroom established it, citing its sources.",
                    ),
                ),
                (
                    "finding_on",
                    models.DateField(
                        blank=True,
                        help_text="Required with a finding: when it was made.",
                        null=True,
                        verbose_name="finding date",
                    ),
                ),
                (
                    "arc",
                    models.ForeignKey(
                        help_text="The running story whose record disagrees.",
                        on_delete=django.db.models.deletion.PROTECT,
                        related_name="disputes",
                        to="stories.storyarc",
                    ),
                ),
                (
                    "correction",
                    models.ForeignKey(
                        blank=True,
                        help_text="For a corrected record: the published correction.",
                        limit_choices_to={"kind": "correction"},
                        null=True,
                        on_delete=django.db.models.deletion.SET_NULL,
                        related_name="disputes_corrected",
                        to="stories.update",
                    ),
                ),
                (
                    "event",
                    models.ForeignKey(
                        blank=True,
                        help_text="Optional: the event on the arc's timeline the accounts describe.",
                        null=True,
                        on_delete=django.db.models.deletion.SET_NULL,
                        related_name="disputes",
                        to="stories.event",
                    ),
                ),
                (
                    "supported_account",
                    models.ForeignKey(
                        blank=True,
                        help_text="The account the newsroom's finding supports (required unless the dispute is open). Accounts giving the same answer, in the same words, are supported with it.",
                        null=True,
                        on_delete=django.db.models.deletion.SET_NULL,
                        related_name="+",
                        to="stories.account",
                    ),
                ),
            ],
            options={
                "ordering": ["arc", "question"],
                "permissions": [
                    ("publish_dispute", "Can publish, schedule and unpublish disputes")
                ],
            },
        ),
        migrations.AddField(
            model_name="account",
            name="dispute",
            field=models.ForeignKey(
                on_delete=django.db.models.deletion.CASCADE,
                related_name="accounts",
                to="stories.dispute",
            ),
        ),
        migrations.AddConstraint(
            model_name="dispute",
            constraint=models.CheckConstraint(
                condition=models.Q(
                    ("finding", "open"),
                    models.Q(
                        models.Q(("finding_note", ""), _negated=True), ("finding_on__isnull", False)
                    ),
                    _connector="OR",
                ),
                name="dispute_finding_has_note_and_date",
                violation_error_message="A finding needs a note and a date.",
            ),
        ),
        migrations.AddConstraint(
            model_name="dispute",
            constraint=models.CheckConstraint(
                condition=models.Q(
                    models.Q(("finding", "open"), ("supported_account__isnull", True)),
                    models.Q(
                        models.Q(("finding", "open"), _negated=True),
                        ("supported_account__isnull", False),
                    ),
                    _connector="OR",
                ),
                name="dispute_finding_names_account",
                violation_error_message="Choose the supported account for a finding; an open dispute supports none.",
            ),
        ),
        migrations.AddConstraint(
            model_name="dispute",
            constraint=models.CheckConstraint(
                condition=models.Q(
                    ("correction__isnull", True), ("finding", "corrected"), _connector="OR"
                ),
                name="dispute_correction_only_when_corrected",
                violation_error_message="Only a corrected record cites a correction.",
            ),
        ),
        migrations.AddConstraint(
            model_name="account",
            constraint=models.UniqueConstraint(
                fields=("dispute", "position"), name="account_unique_position"
            ),
        ),
        migrations.AddConstraint(
            model_name="account",
            constraint=models.CheckConstraint(
                condition=models.Q(
                    models.Q(
                        ("embedded_post__isnull", True),
                        ("paragraph__isnull", False),
                        ("quote__isnull", True),
                        ("update__isnull", True),
                    ),
                    models.Q(
                        ("embedded_post__isnull", True),
                        ("paragraph__isnull", True),
                        ("quote__isnull", True),
                        ("update__isnull", False),
                    ),
                    models.Q(
                        ("embedded_post__isnull", False),
                        ("paragraph__isnull", True),
                        ("quote__isnull", True),
                        ("update__isnull", True),
                    ),
                    models.Q(
                        ("embedded_post__isnull", True),
                        ("paragraph__isnull", True),
                        ("quote__isnull", False),
                        ("update__isnull", True),
                    ),
                    _connector="OR",
                ),
                name="account_has_exactly_one_location",
                violation_error_message="Choose exactly one of paragraph, update, embedded post or quote.",
            ),
        ),
        migrations.AddConstraint(
            model_name="account",
            constraint=models.CheckConstraint(
                condition=models.Q(
                    models.Q(
                        ("outlet__isnull", True), ("person__isnull", False), ("voice", "person")
                    ),
                    models.Q(
                        ("outlet__isnull", False), ("person__isnull", True), ("voice", "outlet")
                    ),
                    models.Q(
                        ("outlet__isnull", True), ("person__isnull", True), ("voice", "article")
                    ),
                    models.Q(
                        ("outlet__isnull", True),
                        ("person__isnull", True),
                        ("voice", "unnamed"),
                        models.Q(("source_description", ""), _negated=True),
                    ),
                    _connector="OR",
                ),
                name="account_voice_is_identified",
                violation_error_message="Name the person or outlet, or describe the unnamed source, as the voice requires.",
            ),
        ),
        migrations.RunPython(set_group_permissions, migrations.RunPython.noop),
    ]
