"""Learning to play: the lessons (data, judge, window), the puzzles window and progress."""
