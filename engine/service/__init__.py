"""Services that sit above the engine's other folders and use both of them.

``worker`` is the computer's worker process: one request loop that serves the computer
player's moves and hints (``engine.ai``) and the game review's searches
(``engine.review``), so that neither of those folders imports the other's way back.
"""
