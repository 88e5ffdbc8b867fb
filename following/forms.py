from django import forms

from sitewide.forms import HoneypotMixin


class FollowForm(HoneypotMixin):
    email = forms.EmailField(
        label="Your email address", max_length=254, help_text="We send a link to confirm it first."
    )
