from django.core.management.base import BaseCommand

from stories.models import Quote
from stories.quote_cards import ensure_quote_card


class Command(BaseCommand):
    help = "Draw the share card of every quote whose card is missing or out of date (e.g. after loading fixtures)."

    def handle(self, *args, **options):
        drawn = sum(
            ensure_quote_card(quote)
            for quote in Quote.objects.select_related("speaker", "article__outlet")
        )
        self.stdout.write(f"Drew {drawn} quote cards.")
