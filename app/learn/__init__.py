"""Learning to play: the lessons (data, feedback, window), the puzzles window and progress."""
