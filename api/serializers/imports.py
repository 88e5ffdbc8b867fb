"""The import endpoint's request, and the structure it proposes (as `import_articles --dry-run --format json`)."""

from rest_framework import serializers


class SourceDocumentSerializer(serializers.Serializer):
    name = serializers.CharField(
        max_length=200,
        help_text="The document's name (its file name without .txt): importing the same name again is recognised.",
    )
    text = serializers.CharField(
        trim_whitespace=False,
        help_text="Raw article text: headline, blank line, the article as published.",
    )


class ImportRequestSerializer(serializers.Serializer):
    """One document as `text` (named after its first line unless `name` is given), or several as `documents`."""

    text = serializers.CharField(required=False, trim_whitespace=False)
    name = serializers.CharField(required=False, max_length=200)
    documents = SourceDocumentSerializer(many=True, required=False)
    commit = serializers.BooleanField(
        default=False, help_text="Write the documents as drafts; otherwise only check them."
    )

    def validate(self, data):
        if bool(data.get("text")) == bool(data.get("documents")):
            raise serializers.ValidationError("Give either `text` or `documents`.")
        return data


class ParsedQuoteSerializer(serializers.Serializer):
    text = serializers.CharField()
    speaker = serializers.CharField(
        allow_null=True, help_text="A name; null for an unnamed source."
    )
    speaker_description = serializers.CharField(allow_blank=True)
    speaker_organisation = serializers.CharField(
        allow_blank=True,
        help_text="When an organisation speaks (“Reuters said”): its name. Never proposed as a person.",
    )
    location = serializers.ChoiceField(choices=["paragraph", "update", "embedded_post"])
    index = serializers.IntegerField(
        help_text="The paragraph's, update's or post's number, from 1."
    )
    partial = serializers.BooleanField()
    continues = serializers.BooleanField()
    parent = serializers.IntegerField(
        allow_null=True,
        help_text="For reported words: the index in `quotes` of the quote holding them.",
    )
    start = serializers.IntegerField(
        help_text="Where the words start in their paragraph, update or post."
    )
    end = serializers.IntegerField()


class ParsedUpdateSerializer(serializers.Serializer):
    date = serializers.DateField(allow_null=True)
    kind = serializers.CharField()
    text = serializers.CharField()


class ParsedPostSerializer(serializers.Serializer):
    text = serializers.CharField()
    author_name = serializers.CharField()
    handle = serializers.CharField()
    posted_on = serializers.DateField(allow_null=True)
    after_paragraph = serializers.IntegerField()


class ProposedPersonSerializer(serializers.Serializer):
    name = serializers.CharField()
    matched_slug = serializers.CharField(
        allow_null=True, help_text="The person on file the name matched; null for a new person."
    )


class ParsedDocumentSerializer(serializers.Serializer):
    """What the importer found in one document (importing.parsing.document_to_json)."""

    headline = serializers.CharField(allow_null=True)
    headline_missing = serializers.BooleanField()
    dek = serializers.CharField(allow_blank=True)
    bylines = serializers.ListField(
        child=serializers.CharField(), help_text="The writers the byline names, in order."
    )
    paragraphs = serializers.ListField(child=serializers.CharField())
    updates = ParsedUpdateSerializer(many=True)
    embedded_posts = ParsedPostSerializer(many=True)
    teasers = serializers.ListField(child=serializers.CharField())
    quotes = ParsedQuoteSerializer(many=True)
    people = ProposedPersonSerializer(many=True)
    warnings = serializers.ListField(child=serializers.CharField())


class OutcomeSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["created", "unchanged", "changed"])
    article = serializers.CharField(help_text="The draft article's slug.")
    admin_url = serializers.URLField(help_text="Where an editor reviews and publishes it.")
    new_people = serializers.ListField(
        child=serializers.CharField(),
        help_text="People the import added, for an editor to confirm.",
    )
    warnings = serializers.ListField(child=serializers.CharField())


class ImportResultSerializer(serializers.Serializer):
    committed = serializers.BooleanField()
    documents = serializers.DictField(
        child=ParsedDocumentSerializer(), help_text="By document name: what the importer found."
    )
    outcomes = serializers.DictField(
        child=OutcomeSerializer(),
        required=False,
        help_text="By document name, when committed: what was written.",
    )
