"""What one revision holds. Called from the app's ready() and before the admin registers (whichever is first)."""

import reversion


def register_versions() -> None:
    from .models import Organisation, Person, Role

    for model, options in [(Person, {"follow": ["roles"]}), (Role, {}), (Organisation, {})]:
        if not reversion.is_registered(model):
            reversion.register(model, **options)
