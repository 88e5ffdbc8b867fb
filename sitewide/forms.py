"""Pieces shared by the public forms (following, reports)."""

from django import forms


class HoneypotMixin(forms.Form):
    # Hidden from people (CSS and aria-hidden) and left empty by them; bots fill every field.
    website = forms.CharField(required=False, label="Leave this empty")

    def is_bot(self) -> bool:
        return bool(self.data.get("website"))
