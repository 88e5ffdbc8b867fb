from django import forms

from sitewide.forms import HoneypotMixin


class ErrorReportForm(HoneypotMixin):
    text = forms.CharField(
        label="What is wrong?",
        max_length=5000,
        widget=forms.Textarea(attrs={"rows": 6}),
        help_text="Quote the words that are wrong and say what is right, with a source if you have one.",
    )
    email = forms.EmailField(
        label="Your email address (optional)",
        required=False,
        max_length=254,
        help_text="Only if you would like an answer. We use it for nothing else.",
    )
