"""Image handling shared by `people` and `stories`: upload checks, re-encoding, responsive renditions.

Not an app: it has no models, and imports nothing from either app, so both can use it.
"""
