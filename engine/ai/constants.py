"""Score bounds shared by the evaluation and the search (hundredths of a piece)."""

# Finished games score WIN + 100·margin: above every estimate, larger for larger margins.
WIN = 100_000
INFINITE_SCORE = 1_000_000
