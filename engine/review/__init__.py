"""Game review: every position of a game searched, every move judged and classified.

``analysis`` searches the positions (pass after pass, quick first), ``judgement`` turns the
verdicts into per-move reviews and per-player summaries, ``annotations`` keeps a review in a
record's comments, ``command`` is ``dvonn-engine review`` and ``worker`` serves the app's
review process.  See docs/review.md.
"""
