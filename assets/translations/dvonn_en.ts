<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<!-- English plural forms only: every other text is its own source. -->
<context>
    <name>ContinueOffer</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n other unfinished game(s), kept in My games:</source>
        <translation>
            <numerusform>You have %n other unfinished game, kept in My games:</numerusform>
            <numerusform>You have %n other unfinished games, kept in My games:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) shown of %1</source>
        <translation>
            <numerusform>%n game shown of %1</numerusform>
            <numerusform>%n games shown of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LevelRecordLabel</name>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s)</source>
        <translation>
            <numerusform>%n draw</numerusform>
            <numerusform>%n draws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n loss</numerusform>
            <numerusform>%n losses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>The stack on %1 is %n high and finds no stack %n space(s) away.</source>
        <translation>
            <numerusform>The stack on %1 is %n high and finds no stack %n space away.</numerusform>
            <numerusform>The stack on %1 is %n high and finds no stack %n spaces away.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That cuts off your own stack on %1 too: you would lose %n piece(s).</source>
        <translation>
            <numerusform>That cuts off your own stack on %1 too: you would lose %n piece.</numerusform>
            <numerusform>That cuts off your own stack on %1 too: you would lose %n pieces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your move cuts off your own pieces on %1: %n piece(s) lost.</source>
        <translation>
            <numerusform>Your move cuts off your own pieces on %1: %n piece lost.</numerusform>
            <numerusform>Your move cuts off your own pieces on %1: %n pieces lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved %n of %1 · your rating %2</source>
        <translation>
            <numerusform>Solved %n of %1 · your rating %2</numerusform>
            <numerusform>Solved %n of %1 · your rating %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerBox</name>
    <message numerus="yes">
        <source>To place: %n piece(s)</source>
        <translation>
            <numerusform>To place: %n piece</numerusform>
            <numerusform>To place: %n pieces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message numerus="yes">
        <source>On the board: the better line, %1 of %n move(s) played</source>
        <translation>
            <numerusform>On the board: the better line, %1 of %n move played</numerusform>
            <numerusform>On the board: the better line, %1 of %n moves played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s) ??</source>
        <translation>
            <numerusform>%n blunder ??</numerusform>
            <numerusform>%n blunders ??</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s) ?</source>
        <translation>
            <numerusform>%n mistake ?</numerusform>
            <numerusform>%n mistakes ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies) ?!</source>
        <translation>
            <numerusform>%n inaccuracy ?!</numerusform>
            <numerusform>%n inaccuracies ?!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review of %n move(s)</source>
        <translation>
            <numerusform>Review of %n move</numerusform>
            <numerusform>Review of %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewing… pass %1 of %2 · %3 of %n move(s) judged</source>
        <translation>
            <numerusform>Reviewing… pass %1 of %2 · %3 of %n move judged</numerusform>
            <numerusform>Reviewing… pass %1 of %2 · %3 of %n moves judged</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardSpeech</name>
    <message numerus="yes">
        <source>It cut off %n stack(s): %1.</source>
        <translation>
            <numerusform>It cut off %n stack: %1.</numerusform>
            <numerusform>It cut off %n stacks: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It can move to %n cell(s): %1.</source>
        <translation>
            <numerusform>It can move to %n cell: %1.</numerusform>
            <numerusform>It can move to %n cells: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This cuts off %n stack(s): %1.</source>
        <translation>
            <numerusform>This cuts off %n stack: %1.</numerusform>
            <numerusform>This cuts off %n stacks: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It holds %n DVONN piece(s).</source>
        <translation>
            <numerusform>It holds %n DVONN piece.</numerusform>
            <numerusform>It holds %n DVONN pieces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a black stack of %n piece(s).</source>
        <translation>
            <numerusform>%1: %n black piece.</numerusform>
            <numerusform>%1: a black stack of %n pieces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a white stack of %n piece(s).</source>
        <translation>
            <numerusform>%1: %n white piece.</numerusform>
            <numerusform>%1: a white stack of %n pieces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a stack of %n DVONN piece(s).</source>
        <translation>
            <numerusform>%1: %n DVONN piece.</numerusform>
            <numerusform>%1: a stack of %n DVONN pieces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n DVONN piece(s)</source>
        <translation>
            <numerusform>%n DVONN piece</numerusform>
            <numerusform>%n DVONN pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black piece(s)</source>
        <translation>
            <numerusform>%n black piece</numerusform>
            <numerusform>%n black pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white piece(s)</source>
        <translation>
            <numerusform>%n white piece</numerusform>
            <numerusform>%n white pieces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <translation>
            <numerusform>%n variation</numerusform>
            <numerusform>%n variations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message numerus="yes">
        <source>Reviewing… a first quick look: %1 of %n move(s)</source>
        <translation>
            <numerusform>Reviewing… a first quick look: %1 of %n move</numerusform>
            <numerusform>Reviewing… a first quick look: %1 of %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewing… checking more deeply (%1 of %2): %3 of %n move(s)</source>
        <translation>
            <numerusform>Reviewing… checking more deeply (%1 of %2): %3 of %n move</numerusform>
            <numerusform>Reviewing… checking more deeply (%1 of %2): %3 of %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review of %n move(s), as saved with the game</source>
        <translation>
            <numerusform>Review of %n move, as saved with the game</numerusform>
            <numerusform>Review of %n moves, as saved with the game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The better line&lt;/b&gt; instead of move %1: %2 of %n move(s) played</source>
        <translation>
            <numerusform>&lt;b&gt;The better line&lt;/b&gt; instead of move %1: %2 of %n move played</numerusform>
            <numerusform>&lt;b&gt;The better line&lt;/b&gt; instead of move %1: %2 of %n moves played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message numerus="yes">
        <source>%1 · looking %n move(s) ahead: %2</source>
        <translation>
            <numerusform>%1 · looking %n move ahead: %2</numerusform>
            <numerusform>%1 · looking %n moves ahead: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Standing</name>
    <message numerus="yes">
        <source>White is ahead by about %n piece(s)</source>
        <translation>
            <numerusform>White is ahead by about %n piece</numerusform>
            <numerusform>White is ahead by about %n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black is ahead by about %n piece(s)</source>
        <translation>
            <numerusform>Black is ahead by about %n piece</numerusform>
            <numerusform>Black is ahead by about %n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins by at least %n piece(s) with best play</source>
        <translation>
            <numerusform>White wins by at least %n piece with best play</numerusform>
            <numerusform>White wins by at least %n pieces with best play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins by at least %n piece(s) with best play</source>
        <translation>
            <numerusform>Black wins by at least %n piece with best play</numerusform>
            <numerusform>Black wins by at least %n pieces with best play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins by %n piece(s) with best play</source>
        <translation>
            <numerusform>White wins by %n piece with best play</numerusform>
            <numerusform>White wins by %n pieces with best play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins by %n piece(s) with best play</source>
        <translation>
            <numerusform>Black wins by %n piece with best play</numerusform>
            <numerusform>Black wins by %n pieces with best play</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message numerus="yes">
        <source>%1 still wins, but by %n piece(s) fewer.</source>
        <translation>
            <numerusform>%1 still wins, but by %n piece fewer.</numerusform>
            <numerusform>%1 still wins, but by %n pieces fewer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message numerus="yes">
        <source>Looking %n move(s) ahead; the best moves:</source>
        <translation>
            <numerusform>Looking %n move ahead; the best moves:</numerusform>
            <numerusform>Looking %n moves ahead; the best moves:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message numerus="yes">
        <source>%1 of %n move(s) proven.</source>
        <translation>
            <numerusform>%1 of %n move proven.</numerusform>
            <numerusform>%1 of %n moves proven.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n found at the first try</source>
        <translation>
            <numerusform>%n found at the first try</numerusform>
            <numerusform>%n found at the first try</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n found after a try</source>
        <translation>
            <numerusform>%n found after a try</numerusform>
            <numerusform>%n found after a try</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n shown</numerusform>
            <numerusform>%n shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n position(s) due</source>
        <translation>
            <numerusform>%n position due</numerusform>
            <numerusform>%n positions due</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n position(s) in your training set.</source>
        <translation>
            <numerusform>%n position in your training set.</numerusform>
            <numerusform>%n positions in your training set.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n position(s) to train now.</source>
        <translation>
            <numerusform>%n position to train now.</numerusform>
            <numerusform>%n positions to train now.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>This game has %n position(s) in your training set. Keep them there?</source>
        <translation>
            <numerusform>This game has %n position in your training set. Keep it there?</numerusform>
            <numerusform>This game has %n positions in your training set. Keep them there?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>Position %1 of %n</source>
        <translation>
            <numerusform>Position %1 of %n</numerusform>
            <numerusform>Position %1 of %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>Line: move %1 of %n, %2</source>
        <translation>
            <numerusform>Line: move %1 of %n, %2</numerusform>
            <numerusform>Line: move %1 of %n, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>You found %1 of %n position(s).</source>
        <translation>
            <numerusform>You found %1 of %n position.</numerusform>
            <numerusform>You found %1 of %n positions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>%n at the first try.</source>
        <translation>
            <numerusform>%n at the first try.</numerusform>
            <numerusform>%n at the first try.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>%n shown.</source>
        <translation>
            <numerusform>%n shown.</numerusform>
            <numerusform>%n shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>%n not answered: Previous goes back.</source>
        <translation>
            <numerusform>%n not answered: Previous goes back.</numerusform>
            <numerusform>%n not answered: Previous goes back.</numerusform>
        </translation>
    </message>
</context>
</TS>
