from django import forms


class HoneypotMixin(forms.Form):
    # Hidden from people (CSS and aria-hidden) and left empty by them; bots fill every field.
    website = forms.CharField(required=False, label="Leave this empty")

    def is_bot(self) -> bool:
        return bool(self.data.get("website"))


class FollowForm(HoneypotMixin):
    email = forms.EmailField(
        label="Your email address", max_length=254, help_text="We send a link to confirm it first."
    )
