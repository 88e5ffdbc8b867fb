"""The account a dispute's finding supports is marked on the account (Account.supported_by), no longer
pointed at from the dispute: each row needed the other first, so a natural-key dump could not load."""

import django.db.models.deletion
from django.db import migrations, models


def mark_accounts(apps, schema_editor):
    Account, Dispute = apps.get_model("stories", "Account"), apps.get_model("stories", "Dispute")
    for dispute in Dispute.objects.exclude(supported_account=None):
        Account.objects.filter(pk=dispute.supported_account_id).update(supported_by=dispute.pk)


def point_disputes(apps, schema_editor):
    Account, Dispute = apps.get_model("stories", "Account"), apps.get_model("stories", "Dispute")
    for account in Account.objects.exclude(supported_by=None):
        Dispute.objects.filter(pk=account.supported_by_id).update(supported_account=account.pk)


class Migration(migrations.Migration):
    dependencies = [
        ("people", "0004_prod_search_index"),
        ("stories", "0021_role_source_names"),
    ]

    operations = [
        migrations.AddField(
            model_name="account",
            name="supported_by",
            # No reverse accessor yet: the dispute's own supported_account field still holds the name.
            field=models.OneToOneField(
                blank=True,
                editable=False,
                null=True,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="+",
                to="stories.dispute",
            ),
        ),
        migrations.RemoveConstraint(
            model_name="dispute",
            name="dispute_finding_names_account",
        ),
        # After the constraint goes, before the field: undone, the disputes point again before it returns.
        migrations.RunPython(mark_accounts, point_disputes),
        migrations.RemoveField(
            model_name="dispute",
            name="supported_account",
        ),
        migrations.AlterField(
            model_name="account",
            name="supported_by",
            field=models.OneToOneField(
                blank=True,
                editable=False,
                help_text="Its own dispute, when the dispute's finding supports this account "
                "(stories.services.disputes.record_finding).",
                null=True,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="supported_account",
                to="stories.dispute",
            ),
        ),
        migrations.AddConstraint(
            model_name="account",
            constraint=models.CheckConstraint(
                condition=models.Q(
                    ("supported_by__isnull", True),
                    ("supported_by", models.F("dispute")),
                    _connector="OR",
                ),
                name="account_supported_by_its_own_dispute",
                violation_error_message="Only the dispute's own finding supports an account.",
            ),
        ),
    ]
