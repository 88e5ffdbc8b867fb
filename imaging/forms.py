"""Form pieces for models with a described image (alt text, caption, credit)."""

from django import forms
from django.core.files.uploadedfile import UploadedFile
from django.utils.functional import lazy

from .uploads import clean_uploaded_image, limits_help_text

# Admin formfield_overrides for ImageField: a plain file field, so that every check (and its message)
# is ours, made once, by clean_uploaded_image.
IMAGE_UPLOAD_FIELD = {
    "form_class": forms.FileField,
    "help_text": lazy(
        lambda: (
            f"{limits_help_text()} Stored re-encoded, without its camera and location metadata."
        ),
        str,
    )(),
    "widget": forms.ClearableFileInput(
        attrs={"accept": "image/jpeg,image/png,image/webp,image/gif"}
    ),
}


class DescribedImageFormMixin:
    """Checks new uploads by decoding them and requires each image's description fields.

    `described_images` maps an image field name to the names of the fields it requires.
    """

    described_images: dict[str, tuple[str, ...]] = {}

    def _clean_image_field(self, name: str):
        value = self.cleaned_data.get(name)
        if isinstance(value, UploadedFile):
            try:
                return clean_uploaded_image(value)
            except forms.ValidationError as error:
                self.add_error(name, error)
                return None
        return value

    def clean(self):
        cleaned = super().clean()
        for image_field, required in self.described_images.items():
            if image_field not in self.fields:
                continue
            cleaned[image_field] = self._clean_image_field(image_field)
            if cleaned.get(image_field):
                for name in required:
                    if name in self.fields and not (cleaned.get(name) or "").strip():
                        self.add_error(name, "Required when there is an image.")
        return cleaned
