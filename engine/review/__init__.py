"""Game review: every position of a game searched, every move judged and classified.

``analysis`` searches the positions (pass after pass, quick first), ``judgement`` turns the
verdicts into per-move reviews and per-player summaries, ``annotations`` keeps a review in a
record's comments and ``command`` is ``dvonn-engine review``.  The app's reviews run in the
engine's analysis process (a ``ReviewRequest`` to ``engine.service.worker.serve_analysis``).
See docs/review.md.
"""
