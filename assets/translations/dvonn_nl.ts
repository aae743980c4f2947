<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
    <context>
    <name>AiClient</name>
    <message>
        <location filename="../../app/ai_client.py" line="242" />
        <source>The computer player stopped unexpectedly (exit code %1).</source>
        <translation>De computerspeler is onverwacht gestopt (afsluitcode %1).</translation>
    </message>
    <message>
        <location filename="../../app/ai_client.py" line="259" />
        <source>The computer player failed: %1</source>
        <translation>Er ging iets mis met de computerspeler: %1</translation>
    </message>
</context><context>
    <name>Computer</name>
    <message>
        <location filename="../../app/computer.py" line="47" />
        <source>%1 is thinking…</source>
        <translation>%1 denkt na…</translation>
    </message>
    <message>
        <location filename="../../app/computer.py" line="51" />
        <source>Looking for a hint…</source>
        <translation>Op zoek naar een tip…</translation>
    </message>
    <message>
        <location filename="../../app/computer.py" line="102" />
        <source>The evaluation stopped: %1</source>
        <translation>De evaluatie is gestopt: %1</translation>
    </message>
</context><context>
    <name>GameController</name>
    <message>
        <source>Hint: %1 · %2</source>
        <translation>Tip: %1 · %2</translation>
    </message>
    <message>
        <source>%1 to place a DVONN piece</source>
        <translation>%1 plaatst een DVONN-stuk</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="94" />
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="94" />
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="180" />
        <source>%1 cannot move and passes</source>
        <translation>%1 kan niet zetten en past</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="190" />
        <source>%1 to place a piece</source>
        <translation>%1 plaatst een stuk</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="192" />
        <source>%1 to move a stack</source>
        <translation>%1 verplaatst een stapel</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="230" />
        <source>You are looking back at the game: press End to return to it</source>
        <translation>Je kijkt terug in de partij: druk op End om terug te keren</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="234" />
        <source>The game is over: start a new game or a rematch (Ctrl+N)</source>
        <translation>De partij is afgelopen: begin een nieuwe partij of een revanche (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="238" />
        <source>Wait: it is %1's turn</source>
        <translation>Wacht even: %1 is aan zet</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="354" />
        <source>A hint is given when it is your turn to move</source>
        <translation>Je krijgt alleen een tip als je zelf aan zet bent</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="367" />
        <source>Hint: %1</source>
        <translation>Tip: %1</translation>
    </message>
</context><context>
    <name>MainWindow</name>
    <message>
        <source>the comments</source>
        <translation>de opmerkingen</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Partij afgelopen: %1</translation>
    </message>
    <message>
        <source>Looking back: after move %1 of %2 (End returns)</source>
        <translation>Terugkijken: na zet %1 van %2 (End keert terug)</translation>
    </message>
    <message>
        <source>Looking back: the start, before move 1 (End returns)</source>
        <translation>Terugkijken: het begin, vóór zet 1 (End keert terug)</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>S&amp;neltoetsen</translation>
    </message>
    <message>
        <source>This game could not be opened: %1</source>
        <translation>Deze partij kon niet worden geopend: %1</translation>
    </message>
    <message>
        <source>it is gone</source>
        <translation>die bestaat niet meer</translation>
    </message>
    <message>
        <source>This game is open in another window of DVONN 3D.</source>
        <translation>Deze partij is geopend in een ander venster van DVONN 3D.</translation>
    </message>
    <message>
        <source>This game is not saved. Save it before closing?</source>
        <translation>Deze partij is niet opgeslagen. Opslaan voor het afsluiten?</translation>
    </message>
    <message>
        <source>&amp;My games…</source>
        <translation>&amp;Mijn partijen…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="161" />
        <source>3D view unavailable (%1): using the flat board</source>
        <translation>3D-weergave niet beschikbaar (%1): het platte bord wordt gebruikt</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="165" />
        <source>The 3D board needs OpenGL 3.3, which this computer's graphics driver does not offer. You can play on the flat board instead; updating the graphics driver usually brings the 3D board back.</source>
        <translation>Het 3D-bord heeft OpenGL 3.3 nodig, en dat biedt het grafische stuurprogramma van deze computer niet. Je kunt in plaats daarvan op het platte bord spelen; na een update van het grafische stuurprogramma werkt het 3D-bord meestal weer.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="190" />
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="192" />
        <source>Computer · level %1, %2</source>
        <translation>Computer · niveau %1, %2</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="197" />
        <source>Looking back: move %1 of %2 (End returns)</source>
        <translation>Terugkijken: zet %1 van %2 (End keert terug)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="204" />
        <source>placement</source>
        <translation>plaatsingsfase</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="204" />
        <source>movement</source>
        <translation>verplaatsingsfase</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="205" />
        <source>%1 to play · %2</source>
        <translation>%1 aan zet · %2</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="214" />
        <source>Retry</source>
        <translation>Opnieuw proberen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="235" />
        <source>Continue last game?</source>
        <translation>Laatste partij voortzetten?</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="263" />
        <source>You can resign on your own turn</source>
        <translation>Je kunt alleen opgeven als je aan zet bent</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="328" />
        <source>The language changes when DVONN 3D starts again</source>
        <translation>De taal verandert wanneer DVONN 3D opnieuw start</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="338" />
        <source>About DVONN 3D</source>
        <translation>Over DVONN 3D</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="339" />
        <source>&lt;h3&gt;DVONN 3D&lt;/h3&gt;&lt;p&gt;DVONN, the abstract strategy game by Kris Burm from the GIPF project, on a 3D board: play a friend or the computer.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;DVONN 3D&lt;/h3&gt;&lt;p&gt;DVONN, het abstracte strategiespel van Kris Burm uit het GIPF-project, op een 3D-bord: speel tegen een vriend of tegen de computer.&lt;/p&gt;&lt;p&gt;Vrije software onder de MIT-licentie.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="66" />
        <source>Game records</source>
        <translation>Partijbestanden</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="68" />
        <source>Open a game</source>
        <translation>Partij openen</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="78" />
        <source>This game could not be opened:
%1

The current game is unchanged.</source>
        <translation>Deze partij kon niet worden geopend:
%1

De huidige partij is niet veranderd.</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="94" />
        <source>Save the game</source>
        <translation>Partij opslaan</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="110" />
        <source>The game was not saved:
%1</source>
        <translation>De partij is niet opgeslagen:
%1</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="116" />
        <source>Saved %1</source>
        <translation>Opgeslagen: %1</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="130" />
        <source>Position copied</source>
        <translation>Stelling gekopieerd</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="143" />
        <source>The clipboard does not hold a DVONN position:
%1</source>
        <translation>Het klembord bevat geen DVONN-stelling:
%1</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="156" />
        <source>Export the board</source>
        <translation>Bord exporteren</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="165" />
        <source>The picture could not be written:
%1</source>
        <translation>De afbeelding kon niet worden geschreven:
%1</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="108" />
        <source>&amp;Game</source>
        <translation>&amp;Partij</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="109" />
        <source>&amp;Move</source>
        <translation>&amp;Zetten</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="110" />
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="111" />
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="116" />
        <source>&amp;New game…</source>
        <translation>&amp;Nieuwe partij…</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="118" />
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="121" />
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="122" />
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="124" />
        <source>Save &amp;as…</source>
        <translation>Opslaan a&amp;ls…</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="128" />
        <source>&amp;Copy position</source>
        <translation>Stelling &amp;kopiëren</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="131" />
        <source>Copy position as CodeCup s&amp;tring</source>
        <translation>Stelling kopiëren als Code&amp;Cup-tekst</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="134" />
        <source>&amp;Paste position</source>
        <translation>Stelling &amp;plakken</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="137" />
        <source>&amp;Export board as PNG…</source>
        <translation>Bord &amp;exporteren als PNG…</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="140" />
        <source>Resi&amp;gn</source>
        <translation>Op&amp;geven</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="141" />
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="143" />
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="145" />
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;uitvoeren</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="149" />
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="152" />
        <source>Move &amp;now</source>
        <translation>&amp;Nu zetten</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="159" />
        <source>&amp;Back one move</source>
        <translation>Eén zet te&amp;rug</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="166" />
        <source>&amp;Forward one move</source>
        <translation>Eén zet &amp;vooruit</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="173" />
        <source>Go to the &amp;start</source>
        <translation>Naar het &amp;begin</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="180" />
        <source>Back to the &amp;game</source>
        <translation>Terug naar de &amp;partij</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="186" />
        <source>&amp;Reset view</source>
        <translation>Weergave &amp;herstellen</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="189" />
        <source>&amp;Top-down view</source>
        <translation>&amp;Bovenaanzicht</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="195" />
        <source>Show &amp;coordinates</source>
        <translation>&amp;Coördinaten tonen</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="202" />
        <source>Show stack &amp;heights</source>
        <translation>&amp;Stapelhoogtes tonen</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="209" />
        <source>High-contrast c&amp;olours</source>
        <translation>&amp;Kleuren met hoog contrast</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="214" />
        <source>&amp;Sound</source>
        <translation>&amp;Geluid</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="216" />
        <source>&amp;Animation speed</source>
        <translation>&amp;Animatiesnelheid</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="220" />
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="221" />
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="222" />
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="223" />
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="236" />
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="241" />
        <source>System</source>
        <translation>Systeem</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="254" />
        <source>&amp;Rules of DVONN</source>
        <translation>&amp;Spelregels van DVONN</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="259" />
        <source>&amp;About DVONN 3D</source>
        <translation>&amp;Over DVONN 3D</translation>
    </message>
    <message>
        <source>Some preferences could not be read and are back to their defaults: %1.</source>
        <translation>Sommige voorkeuren konden niet worden gelezen en staan weer op hun standaardwaarde: %1.</translation>
    </message>
    <message>
        <source>A %1 file would not keep everything in this game: %2.</source>
        <translation>Een bestand in de indeling %1 zou niet alles van deze partij bewaren: %2.</translation>
    </message>
    <message>
        <source>A %1 cannot hold this game: %2.</source>
        <translation>De indeling %1 kan deze partij niet bevatten: %2.</translation>
    </message>
    <message>
        <source>Save as a DVONN game…</source>
        <translation>Opslaan als DVONN-partij…</translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>Toch opslaan</translation>
    </message>
    <message>
        <source>This game is not autosaved. Save it before closing?</source>
        <translation>Deze partij wordt niet automatisch opgeslagen. Opslaan voor het afsluiten?</translation>
    </message>
</context><context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Move %1, %2: %3</source>
        <translation>Zet %1, %2: %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 naar %2</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>past</translation>
    </message>
    <message>
        <location filename="../../app/widgets/move_list.py" line="37" />
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <location filename="../../app/widgets/move_list.py" line="37" />
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
</context><context>
    <name>NewGameDialog</name>
    <message>
        <source>Ratings on a scale measured from real games on Boardspace.net, where its robot Dumbot is rated 1500 and newcomers about %1</source>
        <translation>Ratings op een schaal gemeten aan echte partijen op Boardspace.net, waarop de robot Dumbot 1500 heeft en nieuwkomers ongeveer %1</translation>
    </message>
    <message>
        <source>rated about %1</source>
        <translation>rating ongeveer %1</translation>
    </message>
    <message>
        <source>Stronger than any player on record</source>
        <translation>Sterker dan elke speler ooit gemeten</translation>
    </message>
    <message>
        <source>Plays like one of the ten best players on record</source>
        <translation>Speelt als een van de tien beste spelers ooit gemeten</translation>
    </message>
    <message>
        <source>Plays like a strong regular player</source>
        <translation>Speelt als een sterke vaste speler</translation>
    </message>
    <message>
        <source>Plays like Boardspace's Dumbot or a typical regular player</source>
        <translation>Speelt als Dumbot van Boardspace of een doorsnee vaste speler</translation>
    </message>
    <message>
        <source>Plays like a newcomer to DVONN</source>
        <translation>Speelt als een nieuwkomer in DVONN</translation>
    </message>
    <message>
        <source>After three wins or three losses in a row, propose the next level up or down</source>
        <translation>Na drie overwinningen of drie nederlagen op rij het niveau erboven of eronder voorstellen</translation>
    </message>
    <message>
        <source>Suggest a level from my record</source>
        <translation>Een niveau voorstellen op basis van mijn resultaten</translation>
    </message>
    <message>
        <source>%1 – %2 (at most %3 s a move)</source>
        <translation>%1 – %2 (hoogstens %3 s per zet)</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="61" />
        <source>New game</source>
        <translation>Nieuwe partij</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="69" />
        <source>Human vs Human</source>
        <translation>Mens tegen mens</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="70" />
        <source>Human vs Computer</source>
        <translation>Mens tegen computer</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="71" />
        <source>Computer vs Computer</source>
        <translation>Computer tegen computer</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="78" />
        <source>Players:</source>
        <translation>Spelers:</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="82" />
        <source>White (moves first)</source>
        <translation>Wit (begint)</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="119" />
        <location filename="../../app/widgets/new_game_dialog.py" line="83" />
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="84" />
        <source>Random</source>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="88" />
        <source>Your colour:</source>
        <translation>Jouw kleur:</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="101" />
        <source>Difficulty:</source>
        <translation>Moeilijkheid:</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="104" />
        <source>Standard: place the pieces one by one</source>
        <translation>Standaard: de stukken één voor één plaatsen</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="105" />
        <source>Random setup: start with a full board</source>
        <translation>Willekeurige opstelling: beginnen met een vol bord</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="107" />
        <source>Setup:</source>
        <translation>Opstelling:</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="111" />
        <source>No clock</source>
        <translation>Geen klok</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="112" />
        <source> min each</source>
        <translation> min per speler</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="114" />
        <source>Clock:</source>
        <translation>Klok:</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="118" />
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="122" />
        <source>White's name:</source>
        <translation>Naam van Wit:</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="123" />
        <source>Black's name:</source>
        <translation>Naam van Zwart:</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="130" />
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
</context><context>
    <name>PlayerBox</name>
    <message>
        <source>To move</source>
        <translation>Aan zet</translation>
    </message>
    <message>
        <source>Black's clock</source>
        <translation>Klok van Zwart</translation>
    </message>
    <message>
        <source>White's clock</source>
        <translation>Klok van Wit</translation>
    </message>
    <message>
        <source>Black player</source>
        <translation>Speler Zwart</translation>
    </message>
    <message>
        <source>White player</source>
        <translation>Speler Wit</translation>
    </message>
    <message numerus="yes">
        <source>To place: %n piece(s)</source>
        <translation>
            <numerusform>Te plaatsen: %n stuk</numerusform>
            <numerusform>Te plaatsen: %n stukken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="104" />
        <source>To place: %1 pieces</source>
        <translation>Te plaatsen: %1 stukken</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="106" />
        <source> + %1 DVONN</source>
        <translation> + %1 DVONN</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="109" />
        <source>Controls %1 · lost %2</source>
        <translation>In bezit %1 · verloren %2</translation>
    </message>
</context><context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/widgets/rules_dialog.py" line="21" />
        <source>Rules of DVONN</source>
        <translation>Spelregels van DVONN</translation>
    </message>
    <message>
        <location filename="../../app/widgets/rules_dialog.py" line="30" />
        <source>The rules file is missing: %1</source>
        <translation>Het bestand met de spelregels ontbreekt: %1</translation>
    </message>
</context><context>
    <name>SidePanel</name>
    <message>
        <source>Game status</source>
        <translation>Stand van de partij</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="142" />
        <source>Move now</source>
        <translation>Nu zetten</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="143" />
        <source>Ask the computer to play its best move so far</source>
        <translation>Laat de computer meteen zijn beste zet tot nu toe spelen</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="145" />
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="146" />
        <source>Show the computer's suggestion on the board (H)</source>
        <translation>Toon de suggestie van de computer op het bord (H)</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="148" />
        <source>Evaluation</source>
        <translation>Evaluatie</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="150" />
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="151" />
        <source>Play again with the same players, changing sides</source>
        <translation>Nog eens spelen met dezelfde spelers, met gewisselde kleuren</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="209" />
        <source>Evaluating…</source>
        <translation>Evalueren…</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="215" />
        <source>Depth %1 · %2 · %3</source>
        <translation>Diepte %1 · %2 · %3</translation>
    </message>
</context><context>
    <name>engine</name>
    <message>
        <source>Black wins by at least %1</source>
        <translation>Zwart wint met minstens %1 verschil</translation>
    </message>
    <message>
        <source>White wins by at least %1</source>
        <translation>Wit wint met minstens %1 verschil</translation>
    </message>
    <message>
        <source>Black cannot lose</source>
        <translation>Zwart kan niet verliezen</translation>
    </message>
    <message>
        <source>White cannot lose</source>
        <translation>Wit kan niet verliezen</translation>
    </message>
    <message>
        <source>Game over: Black wins %1–%2</source>
        <translation>Partij afgelopen: Zwart wint %1–%2</translation>
    </message>
    <message>
        <source>Game over: White wins %1–%2</source>
        <translation>Partij afgelopen: Wit wint %1–%2</translation>
    </message>
    <message>
        <source>Game over: Draw %1–%2</source>
        <translation>Partij afgelopen: gelijkspel %1–%2</translation>
    </message>
    <message>
        <source>nobody passes during placement: place a piece on an empty space</source>
        <translation>tijdens het plaatsen past niemand: plaats een stuk op een leeg veld</translation>
    </message>
    <message>
        <source>stacks move only once every piece is placed: place a piece on an empty space</source>
        <translation>stapels bewegen pas als alle stukken geplaatst zijn: plaats een stuk op een leeg veld</translation>
    </message>
    <message>
        <source>%1 is already occupied: place on an empty space</source>
        <translation>%1 is al bezet: plaats op een leeg veld</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>de partij is afgelopen</translation>
    </message>
    <message>
        <source>you may pass only when you have no legal move</source>
        <translation>je mag alleen passen als je geen geldige zet hebt</translation>
    </message>
    <message>
        <source>the placement phase is over: move a stack of your colour</source>
        <translation>de plaatsingsfase is voorbij: verplaats een stapel van jouw kleur</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 is leeg</translation>
    </message>
    <message>
        <source>the DVONN piece on %1 never moves on its own</source>
        <translation>het DVONN-stuk op %1 beweegt nooit in zijn eentje</translation>
    </message>
    <message>
        <source>%1 is not yours: it belongs to white</source>
        <translation>%1 is niet van jou: die is van Wit</translation>
    </message>
    <message>
        <source>%1 is not yours: it belongs to black</source>
        <translation>%1 is niet van jou: die is van Zwart</translation>
    </message>
    <message>
        <source>%1 is not a straight line</source>
        <translation>%1 is geen rechte lijn</translation>
    </message>
    <message>
        <source>a stack of 1 must move exactly 1 space, not %1</source>
        <translation>een stapel van 1 moet precies 1 veld ver gaan, niet %1</translation>
    </message>
    <message>
        <source>a stack of %1 must move exactly %1 spaces, not %2</source>
        <translation>een stapel van %1 moet precies %1 velden ver gaan, niet %2</translation>
    </message>
    <message>
        <source>%1 is surrounded on all six sides and cannot move</source>
        <translation>%1 is aan alle zes kanten ingesloten en kan niet bewegen</translation>
    </message>
    <message>
        <source>%1 is empty: a move must end on top of a piece</source>
        <translation>%1 is leeg: een zet moet boven op een stuk eindigen</translation>
    </message>
    <message>
        <source>the stack on %1 has no stack to land on 1 space away</source>
        <translation>de stapel op %1 heeft op 1 veld afstand geen stapel om op te landen</translation>
    </message>
    <message>
        <source>the stack on %1 has no stack to land on %2 spaces away</source>
        <translation>de stapel op %1 heeft op %2 velden afstand geen stapel om op te landen</translation>
    </message>
    <message>
        <source>Black resigns: white wins</source>
        <translation>Zwart geeft op: Wit wint</translation>
    </message>
    <message>
        <source>White resigns: black wins</source>
        <translation>Wit geeft op: Zwart wint</translation>
    </message>
    <message>
        <source>Black ran out of time: white wins</source>
        <translation>De tijd van Zwart is op: Wit wint</translation>
    </message>
    <message>
        <source>White ran out of time: black wins</source>
        <translation>De tijd van Wit is op: Zwart wint</translation>
    </message>
    <message>
        <source>Draw, %1–%2</source>
        <translation>Gelijkspel, %1–%2</translation>
    </message>
    <message>
        <source>White wins %1–%2 (by %3)</source>
        <translation>Wit wint %1–%2 (met %3 verschil)</translation>
    </message>
    <message>
        <source>Black wins %1–%2 (by %3)</source>
        <translation>Zwart wint %1–%2 (met %3 verschil)</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>Gelijk</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partij afgelopen</translation>
    </message>
    <message>
        <source>White +%1</source>
        <translation>Wit +%1</translation>
    </message>
    <message>
        <source>Black +%1</source>
        <translation>Zwart +%1</translation>
    </message>
    <message>
        <source>White wins by %1</source>
        <translation>Wit wint met %1</translation>
    </message>
    <message>
        <source>Black wins by %1</source>
        <translation>Zwart wint met %1</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Wit wint</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Zwart wint</translation>
    </message>
</context><context>
    <name>main</name>
    <message>
        <location filename="../../app/__main__.py" line="72" />
        <source>Something went wrong inside DVONN 3D. The game goes on; saving it now is a good idea.</source>
        <translation>Er is iets misgegaan in DVONN 3D. De partij gaat door, maar het is verstandig om nu op te slaan.</translation>
    </message>
</context><context>
    <name>DataFolder</name>
    <message>
        <source>the data folder %1 cannot be written (%2)</source>
        <translation>in de gegevensmap %1 kan niet worden geschreven (%2)</translation>
    </message>
</context><context>
    <name>Settings</name>
    <message>
        <source>colours</source>
        <translation>kleuren</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>animatiesnelheid</translation>
    </message>
    <message>
        <source>coordinates</source>
        <translation>coördinaten</translation>
    </message>
    <message>
        <source>stack heights</source>
        <translation>stapelhoogtes</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>geluid</translation>
    </message>
    <message>
        <source>language</source>
        <translation>taal</translation>
    </message>
    <message>
        <source>the choices for a new game</source>
        <translation>de keuzes voor een nieuwe partij</translation>
    </message>
    <message>
        <source>window size and place</source>
        <translation>grootte en positie van het venster</translation>
    </message>
    <message>
        <source>board and panel layout</source>
        <translation>indeling van bord en paneel</translation>
    </message>
    <message>
        <source>last folder used</source>
        <translation>laatst gebruikte map</translation>
    </message>
    <message>
        <source>the preferences file</source>
        <translation>het voorkeurenbestand</translation>
    </message>
</context><context>
    <name>StorageBanner</name>
    <message>
        <source>Save the game elsewhere…</source>
        <translation>Partij ergens anders opslaan…</translation>
    </message>
</context><!-- game review (issue 11) --><context>
    <name>BlunderWarning</name>
    <message>
        <source>%1 looks like a blunder: your winning chance drops from %2 % to %3 %.</source>
        <translation>%1 lijkt een blunder: je winstkans daalt van %2 % naar %3 %.</translation>
    </message>
    <message>
        <source>Better: %1 (shown on the board if you say No).</source>
        <translation>Beter: %1 (te zien op het bord als je Nee kiest).</translation>
    </message>
    <message>
        <source>Play it anyway?</source>
        <translation>Toch spelen?</translation>
    </message>
    <message>
        <source>The computer expects: %1.</source>
        <translation>De computer verwacht: %1.</translation>
    </message>
    <message>
        <source>Warn me before a blunder</source>
        <translation>Waarschuw me voor een blunder</translation>
    </message>
</context><context>
    <name>GameController</name>
    <message>
        <source>Checking your move…</source>
        <translation>Je zet wordt gecontroleerd…</translation>
    </message>
</context><context>
    <name>Learn</name>
    <message numerus="yes">
        <source>The stack on %1 is %n high and finds no stack %n space(s) away.</source>
        <translation>
            <numerusform>De stapel op %1 is %n hoog en vindt geen stapel op %n veld afstand.</numerusform>
            <numerusform>De stapel op %1 is %n hoog en vindt geen stapel op %n velden afstand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That cuts off your own stack on %1 too: you would lose %n piece(s).</source>
        <translation>
            <numerusform>Daarmee snijd je ook je eigen stapel op %1 af: je zou %n stuk verliezen.</numerusform>
            <numerusform>Daarmee snijd je ook je eigen stapel op %1 af: je zou %n stukken verliezen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your move cuts off your own pieces on %1: %n piece(s) lost.</source>
        <translation>
            <numerusform>Je zet snijdt je eigen stukken op %1 af: %n stuk verloren.</numerusform>
            <numerusform>Je zet snijdt je eigen stukken op %1 af: %n stukken verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved %n of %1 · your rating %2</source>
        <translation>
            <numerusform>%n van %1 opgelost · je rating %2</numerusform>
            <numerusform>%n van %1 opgelost · je rating %2</numerusform>
        </translation>
    </message>
    <message>
        <source>First tries count; a retry does not.</source>
        <translation>Alleen de eerste poging telt, een herkansing niet.</translation>
    </message>
    <message>
        <source>Not counted again: you had solved it before.</source>
        <translation>Niet opnieuw geteld: je had deze al eerder opgelost.</translation>
    </message>
    <message>
        <source>Not counted: only a first try counts, and it missed.</source>
        <translation>Niet geteld: alleen de eerste poging telt, en die was mis.</translation>
    </message>
    <message>
        <source>Your move ends the game, and you lose %1–%2.</source>
        <translation>Je zet beëindigt de partij, en je verliest met %1–%2.</translation>
    </message>
    <message>
        <source>Your move ends the game in a draw, %1–%2.</source>
        <translation>Je zet beëindigt de partij in een gelijkspel, %1–%2.</translation>
    </message>
    <message>
        <source>%1 answers %2 (the red arrow).</source>
        <translation>%1 antwoordt %2 (de rode pijl).</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>That move is allowed, but it is not the one asked for.</source>
        <translation>Die zet mag, maar het is niet de gevraagde zet.</translation>
    </message>
    <message>
        <source>That cuts off your own stack on %1 too: you would lose %2 pieces.</source>
        <translation>Daarmee snijd je ook je eigen stapel op %1 af: je zou %2 stukken verliezen.</translation>
    </message>
    <message>
        <source>That stack is 1 high: it must move exactly 1 space, not %1.</source>
        <translation>Die stapel is 1 hoog: hij moet precies 1 veld ver gaan, niet %1.</translation>
    </message>
    <message>
        <source>That stack is %1 high: it must move exactly %1 spaces, not %2.</source>
        <translation>Die stapel is %1 hoog: hij moet precies %1 velden ver gaan, niet %2.</translation>
    </message>
    <message>
        <source>%1 is taken: place your piece on an empty space.</source>
        <translation>%1 is bezet: plaats je stuk op een leeg veld.</translation>
    </message>
    <message>
        <source>%1 is empty: click one of your stacks (white on top).</source>
        <translation>%1 is leeg: klik op een van je stapels (wit bovenop).</translation>
    </message>
    <message>
        <source>A DVONN piece on its own never moves: click one of your stacks.</source>
        <translation>Een los DVONN-stuk beweegt nooit: klik op een van je stapels.</translation>
    </message>
    <message>
        <source>The stack on %1 is your opponent's: the top piece decides.</source>
        <translation>De stapel op %1 is van je tegenstander: het bovenste stuk beslist.</translation>
    </message>
    <message>
        <source>A stack moves in a straight line: %2 is not in line with %1.</source>
        <translation>Een stapel beweegt in een rechte lijn: %2 ligt niet op één lijn met %1.</translation>
    </message>
    <message>
        <source>The stack on %1 has all six neighbours occupied: it cannot move.</source>
        <translation>Alle zes buurvelden van de stapel op %1 zijn bezet: hij kan niet bewegen.</translation>
    </message>
    <message>
        <source>%1 is empty: a stack must land on another stack.</source>
        <translation>%1 is leeg: een stapel moet op een andere stapel landen.</translation>
    </message>
    <message>
        <source>You can still move a stack, so you may not pass.</source>
        <translation>Je kunt nog een stapel verplaatsen, dus je mag niet passen.</translation>
    </message>
    <message>
        <source>None of your stacks can move: press Pass.</source>
        <translation>Geen van je stapels kan bewegen: druk op Passen.</translation>
    </message>
    <message>
        <source>The stack on %1 is %2 high and finds no stack %2 spaces away.</source>
        <translation>De stapel op %1 is %2 hoog en vindt geen stapel op %2 velden afstand.</translation>
    </message>
    <message>
        <source>That is not possible here.</source>
        <translation>Dat kan hier niet.</translation>
    </message>
    <message>
        <source>That reply cuts off your pieces on %1 from the DVONN pieces: you lose %2.</source>
        <translation>Dat antwoord snijdt je stukken op %1 af van de DVONN-stukken: je verliest er %2.</translation>
    </message>
    <message>
        <source>Your move cuts off your own pieces on %1: %2 pieces lost.</source>
        <translation>Je zet snijdt je eigen stukken op %1 af: %2 stukken verloren.</translation>
    </message>
    <message>
        <source>After %1's best answer you can no longer win.</source>
        <translation>Na het beste antwoord van %1 kun je niet meer winnen.</translation>
    </message>
    <message>
        <source>Puzzles – DVONN 3D</source>
        <translation>Puzzels – DVONN 3D</translation>
    </message>
    <message>
        <source>The puzzles could not be read: %1</source>
        <translation>De puzzels konden niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>All difficulties</source>
        <translation>Alle moeilijkheidsgraden</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Volgende</translation>
    </message>
    <message>
        <source>%1 to play and win</source>
        <translation>%1 speelt en wint</translation>
    </message>
    <message>
        <source>Find the only move that wins. Difficulty: %1 (rated %2). From a real game.</source>
        <translation>Vind de enige winnende zet. Moeilijkheid: %1 (rating %2). Uit een echte partij.</translation>
    </message>
    <message>
        <source>Find the only move that wins, then your next move after the best defence. Difficulty: %1 (rated %2). From a real game.</source>
        <translation>Vind de enige winnende zet, en daarna je volgende zet na de beste verdediging. Moeilijkheid: %1 (rating %2). Uit een echte partij.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>makkelijk</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>gemiddeld</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>moeilijk</translation>
    </message>
    <message>
        <source>Solved %1 of %2 · your rating %3</source>
        <translation>%1 van %2 opgelost · je rating %3</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Goed zo!</translation>
    </message>
    <message>
        <source>Not this one.</source>
        <translation>Deze niet.</translation>
    </message>
    <message>
        <source>Right! %1's best defence is %2.</source>
        <translation>Goed zo! De beste verdediging van %1 is %2.</translation>
    </message>
    <message>
        <source>Right! %1 cannot move and passes.</source>
        <translation>Goed zo! %1 kan niet zetten en past.</translation>
    </message>
    <message>
        <source>Now find the only move that still wins.</source>
        <translation>Vind nu de enige zet die nog wint.</translation>
    </message>
    <message>
        <source>Now find a move that still wins (%1 of them do).</source>
        <translation>Vind nu een zet die nog wint (er zijn er %1).</translation>
    </message>
    <message>
        <source>You cannot move and pass. Solved! %1.</source>
        <translation>Je kunt niet zetten en past. Opgelost! %1.</translation>
    </message>
    <message>
        <source>Solved! That move wins too.</source>
        <translation>Opgelost! Die zet wint ook.</translation>
    </message>
    <message>
        <source>Solved! %1.</source>
        <translation>Opgelost! %1.</translation>
    </message>
    <message>
        <source>%1 answers %2.</source>
        <translation>%1 antwoordt %2.</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 kan niet zetten en past.</translation>
    </message>
    <message>
        <source>Press Retry to try again.</source>
        <translation>Druk op Opnieuw om het nog eens te proberen.</translation>
    </message>
    <message>
        <source>Hint: move the stack on %1.</source>
        <translation>Hint: verplaats de stapel op %1.</translation>
    </message>
    <message>
        <source>Learn to play – DVONN 3D</source>
        <translation>Leren spelen – DVONN 3D</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Laat zien</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Nog een keer</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 van %3)</translation>
    </message>
    <message>
        <source>Press Pass.</source>
        <translation>Druk op Passen.</translation>
    </message>
    <message>
        <source>For example: place the piece on %1.</source>
        <translation>Bijvoorbeeld: plaats het stuk op %1.</translation>
    </message>
    <message>
        <source>Move the stack on %1 to %2.</source>
        <translation>Verplaats de stapel op %1 naar %2.</translation>
    </message>
    <message>
        <source>All lessons done</source>
        <translation>Alle lessen voltooid</translation>
    </message>
    <message>
        <source>You know the rules. Try the puzzles (Help → Puzzles) or play the computer.</source>
        <translation>Je kent de regels. Probeer de puzzels (Help → Puzzels) of speel tegen de computer.</translation>
    </message>
</context><context>
    <name>MainWindow</name>
    <message>
        <source> (LittleGolem transcripts cannot hold the review)</source>
        <translation> (LittleGolem-transcripties kunnen de nabespreking niet bevatten)</translation>
    </message>
    <message>
        <source>the game review</source>
        <translation>de nabespreking van de partij</translation>
    </message>
    <message>
        <source>Better line: step bac&amp;k</source>
        <translation>Betere variant: stap &amp;achteruit</translation>
    </message>
    <message>
        <source>Better line: step f&amp;orward</source>
        <translation>Betere variant: &amp;stap vooruit</translation>
    </message>
    <message>
        <source>Next &amp;mistake</source>
        <translation>Volgende &amp;fout</translation>
    </message>
    <message>
        <source>Previous m&amp;istake</source>
        <translation>Vor&amp;ige fout</translation>
    </message>
    <message>
        <source>Re&amp;view game</source>
        <translation>Par&amp;tij nabespreken</translation>
    </message>
</context><context>
    <name>NewGameDialog</name>
    <message>
        <source>Before playing a move that throws the game away, ask, and show why</source>
        <translation>Vragen voordat een zet de partij weggooit, en laten zien waarom</translation>
    </message>
    <message>
        <source>Warn me before a blunder</source>
        <translation>Waarschuw me voor een blunder</translation>
    </message>
</context><context>
    <name>ReviewPane</name>
    <message>
        <source>Play the better line on the board (] or Alt+Shift+Right)</source>
        <translation>Speel de betere variant op het bord (] of Alt+Shift+Rechts)</translation>
    </message>
    <message>
        <source>Step back along the better line ([ or Alt+Shift+Left)</source>
        <translation>Stap terug in de betere variant ([ of Alt+Shift+Links)</translation>
    </message>
    <message>
        <source>Line ▶</source>
        <translation>Variant ▶</translation>
    </message>
    <message>
        <source>Next mistake ▶</source>
        <translation>Volgende fout ▶</translation>
    </message>
    <message>
        <source>Play the better line on the board (Alt+Shift+Right)</source>
        <translation>Speel de betere variant op het bord (Alt+Shift+Rechts)</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Deze partij nabespreken</translation>
    </message>
    <message>
        <source>Step back along the better line (Alt+Shift+Left)</source>
        <translation>Stap terug in de betere variant (Alt+Shift+Links)</translation>
    </message>
    <message>
        <source>◀ Line</source>
        <translation>◀ Variant</translation>
    </message>
    <message>
        <source>◀ Previous mistake</source>
        <translation>◀ Vorige fout</translation>
    </message>
</context><context>
    <name>GameReview</name>
    <message>
        <source>The review stopped: %1</source>
        <translation>De nabespreking is gestopt: %1</translation>
    </message>
</context><context>
    <name>ReviewUi</name>
    <message>
        <source>pass %1 of %2</source>
        <translation>ronde %1 van %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: accuracy %2 % · %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: nauwkeurigheid %2 % · %3</translation>
    </message>
    <message numerus="yes">
        <source>On the board: the better line, %1 of %n move(s) played</source>
        <translation>
            <numerusform>Op het bord: de betere variant, %1 van %n zet gespeeld</numerusform>
            <numerusform>Op het bord: de betere variant, %1 van %n zetten gespeeld</numerusform>
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
            <numerusform>%n fout ?</numerusform>
            <numerusform>%n fouten ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies) ?!</source>
        <translation>
            <numerusform>%n onnauwkeurigheid ?!</numerusform>
            <numerusform>%n onnauwkeurigheden ?!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review of %n move(s)</source>
        <translation>
            <numerusform>Nabespreking van %n zet</numerusform>
            <numerusform>Nabespreking van %n zetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewing… pass %1 of %2 · %3 of %n move(s) judged</source>
        <translation>
            <numerusform>Nabespreken… ronde %1 van %2 · %3 van %n zet beoordeeld</numerusform>
            <numerusform>Nabespreken… ronde %1 van %2 · %3 van %n zetten beoordeeld</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 wint</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <translation>%1 wint met %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: accuracy %2 % · %3 inaccuracies ?! · %4 mistakes ? · %5 blunders ??</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: nauwkeurigheid %2 % · %3 onnauwkeurigheden ?! · %4 fouten ? · %5 blunders ??</translation>
    </message>
    <message>
        <source>Better: &lt;b&gt;%1&lt;/b&gt; (arrow; the move played is dashed) · line %2</source>
        <translation>Beter: &lt;b&gt;%1&lt;/b&gt; (pijl; de gespeelde zet is gestippeld) · variant %2</translation>
    </message>
    <message>
        <source>Black · %1 %</source>
        <translation>Zwart · %1 %</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Nabespreking van de partij</translation>
    </message>
    <message>
        <source>Move %1: %2 %3 — &lt;b&gt;%4&lt;/b&gt; · after it: %5</source>
        <translation>Zet %1: %2 %3 — &lt;b&gt;%4&lt;/b&gt; · daarna: %5</translation>
    </message>
    <message>
        <source>On the board: the better line, %1 of %2 moves played</source>
        <translation>Op het bord: de betere variant, %1 van %2 zetten gespeeld</translation>
    </message>
    <message>
        <source>Review of %1 moves</source>
        <translation>Nabespreking van %1 zetten</translation>
    </message>
    <message>
        <source>Reviewing… pass %1 of %2 · %3 of %4 moves judged</source>
        <translation>Nabespreken… ronde %1 van %2 · %3 van %4 zetten beoordeeld</translation>
    </message>
    <message>
        <source>See where the game was won and lost: every move judged by the computer</source>
        <translation>Bekijk waar de partij gewonnen en verloren werd: elke zet beoordeeld door de computer</translation>
    </message>
    <message>
        <source>There is no move to review yet</source>
        <translation>Er is nog geen zet om na te bespreken</translation>
    </message>
    <message>
        <source>White · %1 %</source>
        <translation>Wit · %1 %</translation>
    </message>
    <message>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>blunder</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>gelijkspel</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>gedwongen</translation>
    </message>
    <message>
        <source>good</source>
        <translation>goed</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>onnauwkeurigheid</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>fout</translation>
    </message>
</context><context>
    <name>MainWindow</name>
    <message>
        <source>New to DVONN? Eight short lessons teach the rules on the board.</source>
        <translation>Nieuw bij DVONN? Acht korte lessen leren je de regels op het bord.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Leren spelen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Niet nu</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Leren spelen…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Puzzels…</translation>
    </message>
</context><context>
    <name>ContinueOffer</name>
    <message>
        <source>computer level %1</source>
        <translation>computer niveau %1</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n zet</numerusform>
            <numerusform>%n zetten</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue your last game?</source>
        <translation>Je laatste partij voortzetten?</translation>
    </message>
    <message numerus="yes">
        <source>You have %n other unfinished game(s), kept in My games:</source>
        <translation>
            <numerusform>Je hebt nog %n onafgemaakte partij, bewaard in Mijn partijen:</numerusform>
            <numerusform>Je hebt nog %n onafgemaakte partijen, bewaard in Mijn partijen:</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Voortzetten</translation>
    </message>
    <message>
        <source>My games…</source>
        <translation>Mijn partijen…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuwe partij</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Finished games</source>
        <translation>Afgelopen partijen</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Onafgemaakte partijen</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Mijn partijen</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle partijen</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Onafgemaakt</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Afgelopen</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Tegen de computer</translation>
    </message>
    <message>
        <source>Between people</source>
        <translation>Tussen mensen</translation>
    </message>
    <message>
        <source>Any level</source>
        <translation>Elk niveau</translation>
    </message>
    <message>
        <source>Only games against the computer are chosen by level</source>
        <translation>Alleen partijen tegen de computer zijn op niveau te kiezen</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Elke uitslag</translation>
    </message>
    <message>
        <source>Won by White</source>
        <translation>Gewonnen door Wit</translation>
    </message>
    <message>
        <source>Won by Black</source>
        <translation>Gewonnen door Zwart</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Tonen:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Niveau:</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Uitslag:</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Voortzetten</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Nabespreken</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporteren…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Verwijderen ongedaan maken</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>This is the game on the board: start another one to delete it.</source>
        <translation>Dit is de partij op het bord: begin een andere partij om deze te verwijderen.</translation>
    </message>
    <message>
        <source>This game is open in another window.</source>
        <translation>Deze partij is geopend in een ander venster.</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Partij exporteren</translation>
    </message>
    <message>
        <source>The game could not be exported:
%1</source>
        <translation>De partij kon niet worden geëxporteerd:
%1</translation>
    </message>
    <message>
        <source>The game could not be deleted: %1</source>
        <translation>De partij kon niet worden verwijderd: %1</translation>
    </message>
    <message>
        <source>This game is open in another window: close it there to delete it.</source>
        <translation>Deze partij is geopend in een ander venster: sluit haar daar om haar te verwijderen.</translation>
    </message>
    <message>
        <source>The game could not be restored: %1</source>
        <translation>De partij kon niet worden teruggezet: %1</translation>
    </message>
    <message>
        <source>The deleted game could not be restored.</source>
        <translation>De verwijderde partij kon niet worden teruggezet.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partij</numerusform>
            <numerusform>%n partijen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) shown of %1</source>
        <translation>
            <numerusform>Getoond: %n partij van %1</numerusform>
            <numerusform>Getoond: %n partijen van %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>Nabesproken</translation>
    </message>
    <message>
        <source>Computer · level %1</source>
        <translation>Computer · niveau %1</translation>
    </message>
    <message>
        <source>%1 · level %2</source>
        <translation>%1 · niveau %2</translation>
    </message>
    <message>
        <source>White resigned</source>
        <translation>Wit gaf op</translation>
    </message>
    <message>
        <source>Black resigned</source>
        <translation>Zwart gaf op</translation>
    </message>
    <message>
        <source>Draw %1–%2</source>
        <translation>Gelijkspel %1–%2</translation>
    </message>
    <message>
        <source>White won %1–%2</source>
        <translation>Wit won %1–%2</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Wit won</translation>
    </message>
    <message>
        <source>Black won %1–%2</source>
        <translation>Zwart won %1–%2</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Zwart won</translation>
    </message>
    <message>
        <source>Cannot be read: %1</source>
        <translation>Onleesbaar: %1</translation>
    </message>
    <message>
        <source>%1 (open in another window)</source>
        <translation>%1 (geopend in een ander venster)</translation>
    </message>
</context>
<context>
    <name>LevelRecordLabel</name>
    <message>
        <source>You have not played level %1 yet</source>
        <translation>Je hebt nog niet tegen niveau %1 gespeeld</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n overwinning</numerusform>
            <numerusform>%n overwinningen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s)</source>
        <translation>
            <numerusform>%n gelijkspel</numerusform>
            <numerusform>%n gelijke spelen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n nederlaag</numerusform>
            <numerusform>%n nederlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Your record against level %1: %2, %3, %4</source>
        <translation>Je resultaten tegen niveau %1: %2, %3, %4</translation>
    </message>
    <message>
        <source>You won your last three games against level %1 — try level %2?</source>
        <translation>Je hebt je laatste drie partijen tegen niveau %1 gewonnen — niveau %2 proberen?</translation>
    </message>
    <message>
        <source>You lost your last three games against level %1 — try level %2?</source>
        <translation>Je hebt je laatste drie partijen tegen niveau %1 verloren — niveau %2 proberen?</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>there is no home folder to keep games in</source>
        <translation>er is geen thuismap om partijen in te bewaren</translation>
    </message>
    <message>
        <source>The game is not being saved: %1. It is tried again after every move and every %2 seconds; save the game elsewhere to keep it.</source>
        <translation>De partij wordt niet opgeslagen: %1. Dit wordt na elke zet en elke %2 seconden opnieuw geprobeerd; sla de partij ergens anders op om haar te bewaren.</translation>
    </message>
    <message>
        <source>the folder of your games %1 cannot be used (%2)</source>
        <translation>de map met je partijen %1 is onbruikbaar (%2)</translation>
    </message>
    <message>
        <source>the folder of your games %1 is read-only</source>
        <translation>de map met je partijen %1 is alleen-lezen</translation>
    </message>
    <message>
        <source>The autosaved game could not be read (%1). It was left as it is at %2 and nothing was deleted (%3).</source>
        <translation>De automatisch opgeslagen partij kon niet worden gelezen (%1). Ze is ongewijzigd gelaten in %2 en er is niets verwijderd (%3).</translation>
    </message>
    <message>
        <source>The autosaved game could not be read (%1). The file was kept as %2 and nothing was deleted.</source>
        <translation>De automatisch opgeslagen partij kon niet worden gelezen (%1). Het bestand is bewaard als %2 en er is niets verwijderd.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Lessons and puzzles: reset view, top-down view, hint</source>
        <translation>Lessen en puzzels: weergave herstellen, bovenaanzicht, hint</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Reset the camera</source>
        <translation>De camera herstellen</translation>
    </message>
    <message>
        <source>Zoom in, zoom out</source>
        <translation>Inzoomen, uitzoomen</translation>
    </message>
    <message>
        <source>W A S D or Ctrl+arrows</source>
        <translation>W A S D of Ctrl+pijltjestoetsen</translation>
    </message>
    <message>
        <source>Turn the board</source>
        <translation>Het bord draaien</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Let go of the stack picked up</source>
        <translation>De opgepakte stapel loslaten</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter of spatie</translation>
    </message>
    <message>
        <source>Pick up the stack under the cursor, or put it down</source>
        <translation>De stapel onder de cursor oppakken of neerzetten</translation>
    </message>
    <message>
        <source>Move the cursor on the board</source>
        <translation>De cursor over het bord bewegen</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Op het bord</translation>
    </message>
    <message>
        <source>or</source>
        <translation>of</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
    <message>
        <source>Keyboard shortcuts – DVONN 3D</source>
        <translation>Sneltoetsen – DVONN 3D</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Titan</source>
        <translation>Titaan</translation>
    </message>
    <message>
        <source>Prodigy</source>
        <translation>Wonderkind</translation>
    </message>
    <message>
        <source>Improver</source>
        <translation>Opkomer</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Vaste speler</translation>
    </message>
    <message>
        <source>Skilled</source>
        <translation>Bedreven</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Sterk</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Kei</translation>
    </message>
    <message>
        <source>Virtuoso</source>
        <translation>Virtuoos</translation>
    </message>
    <message>
        <source>Superhuman</source>
        <translation>Fenomenaal</translation>
    </message>
    <message>
        <source>Best human</source>
        <translation>Wereldtop</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <source>Top player</source>
        <translation>Topspeler</translation>
    </message>
    <message>
        <source>Seasoned</source>
        <translation>Ervaren</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Leerling</translation>
    </message>
    <message>
        <source>Newcomer</source>
        <translation>Nieuwkomer</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Kampioen</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Grootmeester</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Meester</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Gevorderd</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Clubspeler</translation>
    </message>
    <message>
        <source>Apprentice</source>
        <translation>Leerling</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Recreant</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Nieuweling</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
</context>
<context>
    <name>BoardSpeech</name>
    <message>
        <source>A landing cell.</source>
        <translation>Een mogelijk landingsveld.</translation>
    </message>
    <message>
        <source>Picked up.</source>
        <translation>Opgepakt.</translation>
    </message>
    <message>
        <source>The arrow keys move over the board's cells; Enter picks up a stack and drops it on the cell chosen; Escape lets go.</source>
        <translation>De pijltjestoetsen gaan over de velden van het bord; Enter pakt een stapel op en zet hem op het gekozen veld; Escape laat hem los.</translation>
    </message>
    <message>
        <source>DVONN board</source>
        <translation>DVONN-bord</translation>
    </message>
    <message numerus="yes">
        <source>It cut off %n stack(s): %1.</source>
        <translation>
            <numerusform>Daarmee werd %n stapel afgesneden: %1.</numerusform>
            <numerusform>Daarmee werden %n stapels afgesneden: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moved the stack on %2 to %3.</source>
        <translation>%1 heeft de stapel van %2 naar %3 verplaatst.</translation>
    </message>
    <message>
        <source>%1 placed a piece on %2.</source>
        <translation>%1 heeft een stuk op %2 geplaatst.</translation>
    </message>
    <message>
        <source>%1 placed a DVONN piece on %2.</source>
        <translation>%1 heeft een DVONN-stuk op %2 geplaatst.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 heeft gepast.</translation>
    </message>
    <message>
        <source>Picked up: Enter puts it down again.</source>
        <translation>Opgepakt: Enter zet hem weer neer.</translation>
    </message>
    <message numerus="yes">
        <source>It can move to %n cell(s): %1.</source>
        <translation>
            <numerusform>Hij kan naar %n veld: %1.</numerusform>
            <numerusform>Hij kan naar %n velden: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This cuts off %n stack(s): %1.</source>
        <translation>
            <numerusform>Dit snijdt %n stapel af: %1.</numerusform>
            <numerusform>Dit snijdt %n stapels af: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter moves the stack on %1 here.</source>
        <translation>Enter verplaatst de stapel op %1 hierheen.</translation>
    </message>
    <message>
        <source>Enter places a piece here.</source>
        <translation>Enter plaatst hier een stuk.</translation>
    </message>
    <message>
        <source>Enter places a DVONN piece here.</source>
        <translation>Enter plaatst hier een DVONN-stuk.</translation>
    </message>
    <message numerus="yes">
        <source>It holds %n DVONN piece(s).</source>
        <translation>
            <numerusform>Er zit %n DVONN-stuk in.</numerusform>
            <numerusform>Er zitten %n DVONN-stukken in.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a black stack of %n piece(s).</source>
        <translation>
            <numerusform>%1: %n zwart stuk.</numerusform>
            <numerusform>%1: een zwarte stapel van %n stukken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a white stack of %n piece(s).</source>
        <translation>
            <numerusform>%1: %n wit stuk.</numerusform>
            <numerusform>%1: een witte stapel van %n stukken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a stack of %n DVONN piece(s).</source>
        <translation>
            <numerusform>%1: %n DVONN-stuk.</numerusform>
            <numerusform>%1: een stapel van %n DVONN-stukken.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <translation>%1: leeg veld.</translation>
    </message>
    <message numerus="yes">
        <source>%n DVONN piece(s)</source>
        <translation>
            <numerusform>%n DVONN-stuk</numerusform>
            <numerusform>%n DVONN-stukken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black piece(s)</source>
        <translation>
            <numerusform>%n zwart stuk</numerusform>
            <numerusform>%n zwarte stukken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white piece(s)</source>
        <translation>
            <numerusform>%n wit stuk</numerusform>
            <numerusform>%n witte stukken</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 en %2</translation>
    </message>
</context>
<context>
    <name>FileType</name>
    <message>
        <source>Boardspace SGF</source>
        <translation>Boardspace-SGF</translation>
    </message>
    <message>
        <source>LittleGolem transcript</source>
        <translation>LittleGolem-transcriptie</translation>
    </message>
    <message>
        <source>DVONN game</source>
        <translation>DVONN-partij</translation>
    </message>
</context>
<context>
    <name>PlayedLike</name>
    <message>
        <source>played like a player rated about %1 (%2–%3, where Boardspace's Dumbot is 1500)</source>
        <translation>speelde als een speler met een rating van ongeveer %1 (%2–%3, waarbij Dumbot van Boardspace 1500 is)</translation>
    </message>
</context>
<context>
    <name>SavePaths</name>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 bestaat al.
Wilt u het vervangen?</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>The review kept in this game was left out: %1</source>
        <translation>De in deze partij bewaarde nabespreking is weggelaten: %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <translation>
            <numerusform>%n variant</numerusform>
            <numerusform>%n varianten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>the other games in the file</source>
        <translation>de andere partijen in het bestand</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>the properties %1</source>
        <translation>de eigenschappen %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Saving over %1 would drop what DVONN 3D does not read in it: %2.</source>
        <translation>Opslaan over %1 zou weglaten wat DVONN 3D er niet in leest: %2.</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message numerus="yes">
        <source>Reviewing… a first quick look: %1 of %n move(s)</source>
        <translation>
            <numerusform>Nabespreken… een eerste snelle blik: %1 van %n zet</numerusform>
            <numerusform>Nabespreken… een eerste snelle blik: %1 van %n zetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewing… checking more deeply (%1 of %2): %3 of %n move(s)</source>
        <translation>
            <numerusform>Nabespreken… dieper controleren (%1 van %2): %3 van %n zet</numerusform>
            <numerusform>Nabespreken… dieper controleren (%1 van %2): %3 van %n zetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review of %n move(s), as saved with the game</source>
        <translation>
            <numerusform>Nabespreking van %n zet, zoals bewaard bij de partij</numerusform>
            <numerusform>Nabespreking van %n zetten, zoals bewaard bij de partij</numerusform>
        </translation>
    </message>
    <message>
        <source>The start</source>
        <translation>Het begin</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>Na zet %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;The start&lt;/b&gt;, before move 1: %1.</source>
        <translation>&lt;b&gt;Het begin&lt;/b&gt;, vóór zet 1: %1.</translation>
    </message>
    <message>
        <source>With &lt;b&gt;%1&lt;/b&gt; instead: %2.</source>
        <translation>Met &lt;b&gt;%1&lt;/b&gt; in plaats daarvan: %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After move %1&lt;/b&gt;: %2 played %3 (%4). %5.</source>
        <translation>&lt;b&gt;Na zet %1&lt;/b&gt;: %2 speelde %3 (%4). %5.</translation>
    </message>
    <message>
        <source>(A first look: being checked more deeply.)</source>
        <translation>(Een eerste blik: wordt dieper gecontroleerd.)</translation>
    </message>
    <message>
        <source>Line ▶ shows it.</source>
        <translation>Variant ▶ toont hem.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Before move %1&lt;/b&gt;: %2 played %3 (%4, dashed); &lt;b&gt;%5&lt;/b&gt; (arrow) was better.</source>
        <translation>&lt;b&gt;Vóór zet %1&lt;/b&gt;: %2 speelde %3 (%4, gestippeld); &lt;b&gt;%5&lt;/b&gt; (pijl) was beter.</translation>
    </message>
    <message>
        <source>Line ▶ plays the better line: %1</source>
        <translation>Variant ▶ speelt de betere variant: %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The better line&lt;/b&gt; instead of move %1: %2 of %n move(s) played</source>
        <translation>
            <numerusform>&lt;b&gt;De betere variant&lt;/b&gt; in plaats van zet %1: %2 van %n zet gespeeld</numerusform>
            <numerusform>&lt;b&gt;De betere variant&lt;/b&gt; in plaats van zet %1: %2 van %n zetten gespeeld</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>result proven</source>
        <translation>resultaat bewezen</translation>
    </message>
    <message>
        <source>on the board</source>
        <translation>op het bord</translation>
    </message>
    <message>
        <source>▲ White ahead</source>
        <translation>▲ Wit staat voor</translation>
    </message>
    <message>
        <source>▼ Black ahead</source>
        <translation>▼ Zwart staat voor</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>zet %1</translation>
    </message>
</context>
<context>
    <name>ReviewPane</name>
    <message>
        <source>Review again, more deeply</source>
        <translation>Opnieuw nabespreken, dieper</translation>
    </message>
    <message>
        <source>Search every move again, longer than before: a verdict may change</source>
        <translation>Elke zet opnieuw doorzoeken, langer dan eerst: een oordeel kan veranderen</translation>
    </message>
    <message>
        <source>Step back along the better line to the game ([ or Alt+Shift+Left)</source>
        <translation>Stap terug in de betere variant, tot de partij ([ of Alt+Shift+Links)</translation>
    </message>
    <message>
        <source>Show the better move on the board, then play its line (] or Alt+Shift+Right)</source>
        <translation>Toon de betere zet op het bord en speel daarna zijn variant (] of Alt+Shift+Rechts)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message numerus="yes">
        <source>%1 · looking %n move(s) ahead: %2</source>
        <translation>
            <numerusform>%1 · %n zet vooruit gekeken: %2</numerusform>
            <numerusform>%1 · %n zetten vooruit gekeken: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Who is ahead: the light part is White's, the dark Black's</source>
        <translation>Wie staat voor: het lichte deel is van Wit, het donkere van Zwart</translation>
    </message>
</context>
<context>
    <name>Standing</name>
    <message>
        <source>The game is even</source>
        <translation>De partij staat gelijk</translation>
    </message>
    <message>
        <source>A draw with best play</source>
        <translation>Remise bij het beste spel</translation>
    </message>
    <message>
        <source>White is slightly ahead</source>
        <translation>Wit staat iets voor</translation>
    </message>
    <message>
        <source>Black is slightly ahead</source>
        <translation>Zwart staat iets voor</translation>
    </message>
    <message numerus="yes">
        <source>White is ahead by about %n piece(s)</source>
        <translation>
            <numerusform>Wit staat ongeveer %n stuk voor</numerusform>
            <numerusform>Wit staat ongeveer %n stukken voor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black is ahead by about %n piece(s)</source>
        <translation>
            <numerusform>Zwart staat ongeveer %n stuk voor</numerusform>
            <numerusform>Zwart staat ongeveer %n stukken voor</numerusform>
        </translation>
    </message>
    <message>
        <source>White cannot lose with best play</source>
        <translation>Wit kan bij het beste spel niet verliezen</translation>
    </message>
    <message>
        <source>Black cannot lose with best play</source>
        <translation>Zwart kan bij het beste spel niet verliezen</translation>
    </message>
    <message numerus="yes">
        <source>White wins by at least %n piece(s) with best play</source>
        <translation>
            <numerusform>Wit wint bij het beste spel met minstens %n stuk</numerusform>
            <numerusform>Wit wint bij het beste spel met minstens %n stukken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins by at least %n piece(s) with best play</source>
        <translation>
            <numerusform>Zwart wint bij het beste spel met minstens %n stuk</numerusform>
            <numerusform>Zwart wint bij het beste spel met minstens %n stukken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins by %n piece(s) with best play</source>
        <translation>
            <numerusform>Wit wint bij het beste spel met %n stuk</numerusform>
            <numerusform>Wit wint bij het beste spel met %n stukken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins by %n piece(s) with best play</source>
        <translation>
            <numerusform>Zwart wint bij het beste spel met %n stuk</numerusform>
            <numerusform>Zwart wint bij het beste spel met %n stukken</numerusform>
        </translation>
    </message>
    <message>
        <source>White wins with best play</source>
        <translation>Wit wint bij het beste spel</translation>
    </message>
    <message>
        <source>Black wins with best play</source>
        <translation>Zwart wint bij het beste spel</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Looking back: before move %1 of %2, and the better move</source>
        <translation>Terugkijken: vóór zet %1 van %2, met de betere zet</translation>
    </message>
    <message>
        <source>Looking back: the better line instead of move %1</source>
        <translation>Terugkijken: de betere variant in plaats van zet %1</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; lost, but the review found no mistake that decided it: the game slipped away gradually, or beyond what the review looked at · %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; verloor, maar de nabespreking vond geen beslissende fout: de partij glipte geleidelijk weg, of verder dan de nabespreking keek · %2</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>White %1 %</source>
        <translation>Wit %1 %</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Black %1 %</source>
        <translation>Zwart %1 %</translation>
    </message>
</context>
<context>
    <name>Standing</name>
    <message>
        <source>White is favoured: about %1 % to win</source>
        <translation>Wit staat er beter voor: ongeveer %1 % kans om te winnen</translation>
    </message>
</context>
<context>
    <name>Standing</name>
    <message>
        <source>Black is favoured: about %1 % to win</source>
        <translation>Zwart staat er beter voor: ongeveer %1 % kans om te winnen</translation>
    </message>
</context>
<context>
    <name>PlayedLike</name>
    <message>
        <source>played at least like a player rated about %1 (level %2's rating: beaten without an inaccuracy, a mistake or a blunder)</source>
        <translation>speelde minstens als een speler met een rating van ongeveer %1 (de rating van niveau %2: verslagen zonder onnauwkeurigheid, fout of blunder)</translation>
    </message>
    <message>
        <source>not enough to go on for a rating from this game alone</source>
        <translation>te weinig om op af te gaan voor een rating uit deze ene partij</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message numerus="yes">
        <source>%1 still wins, but by %n piece(s) fewer.</source>
        <translation>
            <numerusform>%1 wint nog steeds, maar met %n stuk minder.</numerusform>
            <numerusform>%1 wint nog steeds, maar met %n stukken minder.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Count the pieces</source>
        <translation>Stukken tellen</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Final position</source>
        <translation>Eindstelling</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Show the final position again (Esc)</source>
        <translation>De eindstelling weer tonen (Esc)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Gather each player's pieces into columns of ten to count them</source>
        <translation>De stukken van elke speler in zuilen van tien zetten om ze te tellen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Counting the pieces: %1 %2, %3 %4. Esc or a click shows the final position</source>
        <translation>Stukken tellen: %1 %2, %3 %4. Esc of een klik toont de eindstelling</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>White moves first</source>
        <translation>Wit verplaatst als eerste</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Last opened</source>
        <translation>Laatst geopend</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Analyse the position shown</source>
        <translation>De getoonde stelling analyseren</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Every move</source>
        <translation>Alle zetten</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Mark each stack by its best result</source>
        <translation>Elke stapel met zijn beste resultaat markeren</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Every move and its result</source>
        <translation>Elke zet en zijn resultaat</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Solving every move…</source>
        <translation>Elke zet wordt opgelost…</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Analysing…</source>
        <translation>Bezig met analyseren…</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>%1. %2: %3
%4</source>
        <translation>%1. %2: %3
%4</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Line %1: %2, %3. Plays %4</source>
        <translation>Lijn %1: %2, %3. Speelt %4</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>The game is over: no move is left.</source>
        <translation>De partij is voorbij: er is geen zet meer.</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message numerus="yes">
        <source>Looking %n move(s) ahead; the best moves:</source>
        <translation>
            <numerusform>%n zet vooruitgekeken; de beste zetten:</numerusform>
            <numerusform>%n zetten vooruitgekeken; de beste zetten:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message numerus="yes">
        <source>%1 of %n move(s) proven.</source>
        <translation>
            <numerusform>%1 van %n zet bewezen.</numerusform>
            <numerusform>%1 van %n zetten bewezen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Moves and side lines</source>
        <translation>Zetten en zijvarianten</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>pass</source>
        <translation>past</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Start</source>
        <translation>Begin</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>The start position</source>
        <translation>De beginstelling</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>, side line</source>
        <translation>, zijvariant</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Make main line</source>
        <translation>Tot hoofdvariant maken</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Promote variation</source>
        <translation>Variant promoveren</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Comment…</source>
        <translation>Commentaar…</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Delete from here</source>
        <translation>Vanaf hier verwijderen</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Analysis board – DVONN 3D</source>
        <translation>Analysebord – DVONN 3D</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Analysis board</source>
        <translation>Analysebord</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Save as…</source>
        <translation>Opslaan als…</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>The start position.</source>
        <translation>De beginstelling.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>%1 (a side line)</source>
        <translation>%1 (een zijvariant)</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>The game is over.</source>
        <translation>De partij is afgelopen.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>White to play.</source>
        <translation>Wit aan zet.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Black to play.</source>
        <translation>Zwart aan zet.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Comment</source>
        <translation>Commentaar</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Comment after %1:</source>
        <translation>Commentaar na %1:</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Save the analysis</source>
        <translation>Analyse opslaan</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Save the side lines and comments you added?</source>
        <translation>De toegevoegde zijvarianten en commentaren opslaan?</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Analyse from &amp;here</source>
        <translation>Vanaf &amp;hier analyseren</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Analyse from here</source>
        <translation>Vanaf hier analyseren</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Try other moves from the position shown on an analysis board (Ctrl+Shift+A)</source>
        <translation>Andere zetten proberen vanaf de getoonde stelling op een analysebord (Ctrl+Shift+A)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>the side lines</source>
        <translation>de zijvarianten</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Analyse</source>
        <translation>Analyseren</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Try other moves on an analysis board</source>
        <translation>Andere zetten proberen op een analysebord</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Analyse</source>
        <translation>Analyseren</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Try other moves on an analysis board</source>
        <translation>Andere zetten proberen op een analysebord</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You are looking back at the game: press End to return to it, or try other moves with Analyse from here</source>
        <translation>U bekijkt de partij terug: druk op End om terug te keren, of probeer andere zetten met Vanaf hier analyseren</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1: unknown piece %2 (use W, B or D)</source>
        <translation>%1: onbekend stuk %2 (gebruik W, B of D)</translation>
    </message>
    <message>
        <source>%1: a DVONN piece never moves by itself, so it is on top of a stack only when it stands alone</source>
        <translation>%1: een DVONN-stuk beweegt nooit in zijn eentje, dus ligt het alleen bovenop een stapel als het alleen staat</translation>
    </message>
    <message>
        <source>%1 white pieces: there are only 23</source>
        <translation>%1 witte stukken: er zijn er maar 23</translation>
    </message>
    <message>
        <source>%1 black pieces: there are only 23</source>
        <translation>%1 zwarte stukken: er zijn er maar 23</translation>
    </message>
    <message>
        <source>%1 DVONN pieces: there are only 3</source>
        <translation>%1 DVONN-stukken: er zijn er maar 3</translation>
    </message>
    <message>
        <source>the board is full: placement is over</source>
        <translation>het bord is vol: het plaatsen is voorbij</translation>
    </message>
    <message>
        <source>%1: no stacks are built during placement</source>
        <translation>%1: tijdens het plaatsen worden geen stapels gebouwd</translation>
    </message>
    <message>
        <source>the three DVONN pieces are placed first: no white or black piece before them</source>
        <translation>de drie DVONN-stukken worden eerst geplaatst: geen wit of zwart stuk ervoor</translation>
    </message>
    <message>
        <source>Black places the first white or black piece, then the players take turns: Black has as many pieces on the board as White or one more, not %2 against %1</source>
        <translation>Zwart plaatst het eerste witte of zwarte stuk, daarna om de beurt: Zwart heeft evenveel stukken op het bord als Wit of één meer, niet %2 tegen %1</translation>
    </message>
    <message>
        <source>placement %1 is white's to make</source>
        <translation>plaatsing %1 is aan Wit</translation>
    </message>
    <message>
        <source>placement %1 is black's to make</source>
        <translation>plaatsing %1 is aan Zwart</translation>
    </message>
    <message>
        <source>all three DVONN pieces stay on the board in the movement phase</source>
        <translation>alle drie DVONN-stukken blijven in de verplaatsingsfase op het bord</translation>
    </message>
    <message>
        <source>the stack on %1 is cut off from every DVONN piece</source>
        <translation>de stapel op %1 is van alle DVONN-stukken afgesneden</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Set &amp;up a position…</source>
        <translation>Stelling op&amp;zetten…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game from this position</source>
        <translation>Nieuwe partij vanaf deze stelling</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Ready: play can reach this position.</source>
        <translation>Klaar: deze stelling kan in een partij ontstaan.</translation>
    </message>
    <message>
        <source>Nothing is left to place.</source>
        <translation>Er valt niets meer te plaatsen.</translation>
    </message>
    <message>
        <source>White places next. Still to place: %1.</source>
        <translation>Wit plaatst nu. Nog te plaatsen: %1.</translation>
    </message>
    <message>
        <source>Black places next. Still to place: %1.</source>
        <translation>Zwart plaatst nu. Nog te plaatsen: %1.</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>Het bord is leeg.</translation>
    </message>
    <message>
        <source>On the board: %1.</source>
        <translation>Op het bord: %1.</translation>
    </message>
    <message>
        <source>White (W)</source>
        <translation>Wit (W)</translation>
    </message>
    <message>
        <source>Black (B)</source>
        <translation>Zwart (B)</translation>
    </message>
    <message>
        <source>DVONN (D)</source>
        <translation>DVONN (D)</translation>
    </message>
    <message>
        <source>The arrow keys move over the board's cells; Enter adds the chosen piece on top of the stack there, Backspace takes its top piece off; W, B and D choose the piece.</source>
        <translation>De pijltjestoetsen gaan over de velden van het bord; Enter legt het gekozen stuk boven op de stapel daar, Backspace haalt het bovenste stuk eraf; W, B en D kiezen het stuk.</translation>
    </message>
    <message>
        <source>Enter adds a white piece on top.</source>
        <translation>Enter legt er een wit stuk bovenop.</translation>
    </message>
    <message>
        <source>Enter adds a black piece on top.</source>
        <translation>Enter legt er een zwart stuk bovenop.</translation>
    </message>
    <message>
        <source>Enter adds a DVONN piece on top.</source>
        <translation>Enter legt er een DVONN-stuk bovenop.</translation>
    </message>
    <message>
        <source>Backspace takes the top piece off.</source>
        <translation>Backspace haalt het bovenste stuk eraf.</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>Stelling opzetten</translation>
    </message>
    <message>
        <source>Click a space to add the chosen piece on top of its stack; right-click it, or press Backspace, to take the top piece off.</source>
        <translation>Klik op een veld om het gekozen stuk boven op de stapel te leggen; klik met rechts, of druk op Backspace, om het bovenste stuk eraf te halen.</translation>
    </message>
    <message>
        <source>Piece to add</source>
        <translation>Toe te voegen stuk</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Verplaatsen</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Aan zet</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Bord leegmaken</translation>
    </message>
    <message>
        <source>Fill at random</source>
        <translation>Willekeurig vullen</translation>
    </message>
    <message>
        <source>The game's position</source>
        <translation>Stelling van de partij</translation>
    </message>
    <message>
        <source>Start again from the position the game shows</source>
        <translation>Opnieuw beginnen vanaf de stelling die de partij toont</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Vanaf hier spelen</translation>
    </message>
    <message>
        <source>Start a new game from this position, choosing the players</source>
        <translation>Een nieuwe partij vanaf deze stelling beginnen en de spelers kiezen</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyseren</translation>
    </message>
    <message>
        <source>Open this position on an analysis board</source>
        <translation>Deze stelling openen op een analysebord</translation>
    </message>
    <message>
        <source>In the placement phase the side to move follows from the board</source>
        <translation>Tijdens het plaatsen volgt de kant aan zet uit het bord</translation>
    </message>
    <message>
        <source>Board editor</source>
        <translation>Stellingeditor</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>The best lines: Enter plays one</source>
        <translation>De beste varianten: Enter speelt er een</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The game is over: start a new game or a rematch (Ctrl+N), or try other moves with Analyse from here</source>
        <translation>De partij is afgelopen: begin een nieuwe partij of een revanche (Ctrl+N), of probeer andere zetten met Vanaf hier analyseren</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Move %1 · %2</source>
        <translation>Zet %1 · %2</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>A proven loss by 1 piece: every reply loses.</source>
        <translation>Een bewezen verlies met 1 stuk: elk antwoord verliest.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>A proven loss by %1 pieces: every reply loses.</source>
        <translation>Een bewezen verlies met %1 stukken: elk antwoord verliest.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and cuts off 1 of your pieces.</source>
        <translation>Hierna speelt Wit %1 en snijdt 1 van uw stukken af.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and cuts off %2 of your pieces.</source>
        <translation>Hierna speelt Wit %1 en snijdt %2 van uw stukken af.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and cuts off 1 of your pieces.</source>
        <translation>Hierna speelt Zwart %1 en snijdt 1 van uw stukken af.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and cuts off %2 of your pieces.</source>
        <translation>Hierna speelt Zwart %1 en snijdt %2 van uw stukken af.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This cuts off 1 of your own pieces.</source>
        <translation>Deze zet snijdt 1 van uw eigen stukken af.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This cuts off %1 of your own pieces.</source>
        <translation>Deze zet snijdt %1 van uw eigen stukken af.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This leaves your piece on %1 with no move.</source>
        <translation>Hierna kan uw stuk op %1 niet meer zetten.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This leaves your stack of %2 on %1 with no move.</source>
        <translation>Hierna kan uw stapel van %2 op %1 niet meer zetten.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off 1 of White's pieces.</source>
        <translation>%1 had 1 stuk van Wit afgesneden.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off %2 of White's pieces.</source>
        <translation>%1 had %2 stukken van Wit afgesneden.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off 1 of Black's pieces.</source>
        <translation>%1 had 1 stuk van Zwart afgesneden.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off %2 of Black's pieces.</source>
        <translation>%1 had %2 stukken van Zwart afgesneden.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>A proven loss: every reply loses.</source>
        <translation>Een bewezen verlies: elk antwoord verliest.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your training set could not be read (%1). It was left as it is at %2 and nothing is written over it (%3).</source>
        <translation>Je trainingsset kon niet worden gelezen (%1). Het is ongewijzigd gelaten op %2 en er wordt niets overheen geschreven (%3).</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your training set could not be read (%1). The file was kept as %2 and the training starts again from an empty set.</source>
        <translation>Je trainingsset kon niet worden gelezen (%1). Het bestand is bewaard als %2 en de training begint opnieuw met een lege set.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your training set could not be saved: %1</source>
        <translation>Je trainingsset kon niet worden opgeslagen: %1</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>found at the first try</source>
        <translation>in één keer gevonden</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>found after a try</source>
        <translation>gevonden na een poging</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>shown</source>
        <translation>getoond</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>due</source>
        <translation>te herhalen</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>accuracy %1 %</source>
        <translation>nauwkeurigheid %1 %</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>no training</source>
        <translation>geen training</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Week of %1: %2.</source>
        <translation>Week van %1: %2.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>The training by week</source>
        <translation>De training per week</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your accuracy game by game</source>
        <translation>Je nauwkeurigheid per partij</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>No game against the computer has been reviewed yet.</source>
        <translation>Er is nog geen partij tegen de computer nabesproken.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>%1: accuracy %2 %.</source>
        <translation>%1: nauwkeurigheid %2 %.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your training set is empty. The mistakes and blunders of your reviewed games against the computer join it, and come back at growing intervals until you find them three times in a row.</source>
        <translation>Je trainingsset is leeg. De fouten en blunders uit je nabesproken partijen tegen de computer komen erin, en keren terug met steeds langere tussenpozen tot je ze drie keer op rij vindt.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Nothing to train now: the next position is due on %1.</source>
        <translation>Nu niets te herhalen: de volgende stelling komt terug op %1.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Game of %1 against %2</source>
        <translation>Partij van %1 tegen %2</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Train now</source>
        <translation>Nu trainen</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Play the positions due: find the better move you missed in your games</source>
        <translation>Speel de stellingen die aan de beurt zijn: vind de betere zet die je in je partijen miste</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>The window that plays the positions is not in this version yet.</source>
        <translation>Het venster dat de stellingen speelt, zit nog niet in deze versie.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Show the figures as text</source>
        <translation>De cijfers als tekst tonen</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>The figures of the charts</source>
        <translation>De cijfers van de grafieken</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Keep them</source>
        <translation>Houden</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Take them out</source>
        <translation>Verwijderen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Review finished games in the &amp;background</source>
        <translation>Afgelopen partijen op de achtergron&amp;d nabespreken</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Training…</source>
        <translation>&amp;Training…</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>background reviews</source>
        <translation>nabesprekingen op de achtergrond</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n found at the first try</source>
        <translation>
            <numerusform>%n in één keer gevonden</numerusform>
            <numerusform>%n in één keer gevonden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n found after a try</source>
        <translation>
            <numerusform>%n gevonden na een poging</numerusform>
            <numerusform>%n gevonden na een poging</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n getoond</numerusform>
            <numerusform>%n getoond</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n position(s) due</source>
        <translation>
            <numerusform>%n stelling te herhalen</numerusform>
            <numerusform>%n stellingen te herhalen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n position(s) in your training set.</source>
        <translation>
            <numerusform>%n stelling in je trainingsset.</numerusform>
            <numerusform>%n stellingen in je trainingsset.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n position(s) to train now.</source>
        <translation>
            <numerusform>%n stelling om nu te trainen.</numerusform>
            <numerusform>%n stellingen om nu te trainen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>This game has %n position(s) in your training set. Keep them there?</source>
        <translation>
            <numerusform>Deze partij heeft %n stelling in je trainingsset. Houden?</numerusform>
            <numerusform>Deze partij heeft %n stellingen in je trainingsset. Houden?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Move %1: %2</source>
        <translation>Zet %1: %2</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, White played %1 here: a blunder that cost White %2 % of winning chance.</source>
        <translation>In de partij speelde Wit hier %1: een blunder die Wit %2 % winstkans kostte.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, White played %1 here: a mistake that cost White %2 % of winning chance.</source>
        <translation>In de partij speelde Wit hier %1: een fout die Wit %2 % winstkans kostte.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, Black played %1 here: a blunder that cost Black %2 % of winning chance.</source>
        <translation>In de partij speelde Zwart hier %1: een blunder die Zwart %2 % winstkans kostte.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, Black played %1 here: a mistake that cost Black %2 % of winning chance.</source>
        <translation>In de partij speelde Zwart hier %1: een fout die Zwart %2 % winstkans kostte.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Find a better move.</source>
        <translation>Zoek een betere zet.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Checking %1…</source>
        <translation>%1 wordt gecontroleerd…</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is White's answer; the stacks it cuts off are red.</source>
        <translation>De rode pijl is het antwoord van Wit; de stapels die het afsnijdt zijn rood.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is White's answer.</source>
        <translation>De rode pijl is het antwoord van Wit.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is Black's answer; the stacks it cuts off are red.</source>
        <translation>De rode pijl is het antwoord van Zwart; de stapels die het afsnijdt zijn rood.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is Black's answer.</source>
        <translation>De rode pijl is het antwoord van Zwart.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Well found! %1 is the best move.</source>
        <translation>Goed gevonden! %1 is de beste zet.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Well found! %1 is as good as the best move, %2.</source>
        <translation>Goed gevonden! %1 is even goed als de beste zet, %2.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>%1 is better than %2, the move of the game, but not the best.</source>
        <translation>%1 is beter dan %2, de zet uit de partij, maar niet de beste.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>%1 is no better than %2, the move of the game.</source>
        <translation>%1 is niet beter dan %2, de zet uit de partij.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Try again, or press Show me.</source>
        <translation>Probeer het nog eens, of druk op Laat zien.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The line: %1 (Line ▶ plays it on the board).</source>
        <translation>De variant: %1 (Variant ▶ speelt hem op het bord).</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The better move is %1.</source>
        <translation>De betere zet is %1.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>This move could not be checked: %1</source>
        <translation>Deze zet kon niet worden gecontroleerd: %1</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>There is no mistake or blunder to learn from here.</source>
        <translation>Er is hier geen fout of blunder om van te leren.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Line ▶</source>
        <translation>Variant ▶</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Vorige</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Next ▶</source>
        <translation>Volgende ▶</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Finish ▶</source>
        <translation>Afronden ▶</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The end</source>
        <translation>Klaar</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Leer van je fouten</translation>
    </message>
</context>
<context>
    <name>ReviewPane</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Leer van je fouten</translation>
    </message>
</context>
<context>
    <name>ReviewPane</name>
    <message>
        <source>Find the better move yourself, mistake after mistake</source>
        <translation>Zoek zelf de betere zet, fout na fout</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Leer van je fouten</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Learn from mistakes</source>
        <translation>Leren van fouten</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Find the better moves of this reviewed game yourself</source>
        <translation>Zoek zelf de betere zetten van deze nabesproken partij</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The review of this game found no mistake to learn from.</source>
        <translation>De nabespreking van deze partij vond geen fout om van te leren.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Leer van je fouten</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>Position %1 of %n</source>
        <translation>
            <numerusform>Stelling %1 van %n</numerusform>
            <numerusform>Stelling %1 van %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>Line: move %1 of %n, %2</source>
        <translation>
            <numerusform>Variant: zet %1 van %n, %2</numerusform>
            <numerusform>Variant: zet %1 van %n, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>You found %1 of %n position(s).</source>
        <translation>
            <numerusform>Je hebt %1 van %n stelling gevonden.</numerusform>
            <numerusform>Je hebt %1 van %n stellingen gevonden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>%n at the first try.</source>
        <translation>
            <numerusform>%n bij de eerste poging.</numerusform>
            <numerusform>%n bij de eerste poging.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>%n shown.</source>
        <translation>
            <numerusform>%n getoond.</numerusform>
            <numerusform>%n getoond.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>%n not answered: Previous goes back.</source>
        <translation>
            <numerusform>%n niet beantwoord: Vorige gaat terug.</numerusform>
            <numerusform>%n niet beantwoord: Vorige gaat terug.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Show who is ahead and the computer's best line for the position on the board</source>
        <translation>Tonen wie er voor staat en de beste voortzetting van de computer voor de getoonde stelling</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt na…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Play a friend on&amp;line…</source>
        <translation>Online tegen een &amp;vriend spelen…</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a message longer than the game allows.</source>
        <translation>De andere kant stuurde een bericht dat langer is dan het spel toestaat.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a message that is not part of the game.</source>
        <translation>De andere kant stuurde een bericht dat niet bij het spel hoort.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a move the rules do not allow: %1.</source>
        <translation>De andere kant stuurde een zet die de regels niet toestaan: %1.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a message out of turn.</source>
        <translation>De andere kant stuurde een bericht op het verkeerde moment.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent too many messages.</source>
        <translation>De andere kant stuurde te veel berichten.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>After reconnecting, the two sides do not have the same game.</source>
        <translation>Na het opnieuw verbinden hebben de twee kanten niet dezelfde partij.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>This code is wrong: check it with your friend and try again.</source>
        <translation>Deze code klopt niet: controleer hem met je vriend en probeer het opnieuw.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Nobody is waiting with this code: check it with your friend.</source>
        <translation>Niemand wacht met deze code: controleer hem met je vriend.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The connection could not be made. Check the internet connection.</source>
        <translation>De verbinding kon niet worden gemaakt. Controleer de internetverbinding.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend has left.</source>
        <translation>Je vriend is weg.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Connected</source>
        <translation>Verbonden</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Connection lost — waiting</source>
        <translation>Verbinding verbroken — wachten</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Reconnecting — waiting for your friend</source>
        <translation>Opnieuw verbinden — wachten op je vriend</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Disconnected</source>
        <translation>Verbinding verbroken</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend</source>
        <translation>Je vriend</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>%1 plays %2 (drawn at random).</source>
        <translation>%1 speelt met %2 (geloot).</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 speelt met %2.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>You play %1.</source>
        <translation>Jij speelt met %1.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Random setup.</source>
        <translation>Willekeurige opstelling.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Standard placement.</source>
        <translation>Gewone plaatsing.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Clock: %1 min each, %2 s more a move.</source>
        <translation>Klok: %1 min elk, %2 s erbij per zet.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Clock: %1 min each.</source>
        <translation>Klok: %1 min elk.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>No clock.</source>
        <translation>Zonder klok.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Online game</source>
        <translation>Onlinepartij</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Your friend declined the takeback.</source>
        <translation>Je vriend weigerde de zet terug te nemen.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Takeback offered: waiting for the answer.</source>
        <translation>Terugname voorgesteld: wachten op het antwoord.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You have no move to take back now.</source>
        <translation>Je hebt nu geen zet om terug te nemen.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You</source>
        <translation>Jij</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Friend</source>
        <translation>Vriend</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>The game is kept in My games as it stood.</source>
        <translation>De partij blijft bewaard in Mijn partijen zoals ze stond.</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Re&amp;connect</source>
        <translation>Opnieuw &amp;verbinden</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Offer a &amp;takeback</source>
        <translation>&amp;Terugname voorstellen</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Resign</source>
        <translation>Opgeven</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Your friend asks to take back a move.</source>
        <translation>Je vriend vraagt een zet terug te nemen.</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Accept</source>
        <translation>Aannemen</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Decline</source>
        <translation>Weigeren</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Say something to your friend</source>
        <translation>Zeg iets tegen je vriend</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Play a friend online</source>
        <translation>Online tegen een vriend spelen</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Your name:</source>
        <translation>Je naam:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Invite a friend</source>
        <translation>Een vriend &amp;uitnodigen</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>the code your friend reads out, e.g. 7-crossover-clockwork</source>
        <translation>de code die je vriend voorleest, bv. 7-crossover-clockwork</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Meedoen</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Code:</source>
        <translation>Code:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>the public server</source>
        <translation>de openbare server</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Read this code out to your friend:</source>
        <translation>Lees deze code voor aan je vriend:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiëren</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Drawn at random</source>
        <translation>Geloot</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>You play:</source>
        <translation>Jij speelt met:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Standard placement</source>
        <translation>Gewone plaatsing</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Random setup</source>
        <translation>Willekeurige opstelling</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Start:</source>
        <translation>Begin:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>No clock</source>
        <translation>Zonder klok</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source> s a move</source>
        <translation> s per zet</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Clock:</source>
        <translation>Klok:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Propose</source>
        <translation>&amp;Voorstellen</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Aannemen</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Weigeren</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Getting a code…</source>
        <translation>Code ophalen…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>A code is a number and words, e.g. 7-crossover-clockwork.</source>
        <translation>Een code is een getal met woorden, bv. 7-crossover-clockwork.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Waiting for your friend to accept…</source>
        <translation>Wachten tot je vriend akkoord gaat…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Declined: waiting for other terms…</source>
        <translation>Geweigerd: wachten op andere voorwaarden…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Waiting for your friend…</source>
        <translation>Wachten op je vriend…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Someone tried a wrong code. The invitation stays open for the right one.</source>
        <translation>Iemand probeerde een verkeerde code. De uitnodiging blijft open voor de juiste.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Your friend is here: choose the game.</source>
        <translation>Je vriend is er: kies de partij.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Connected: waiting for your friend's terms…</source>
        <translation>Verbonden: wachten op de voorwaarden van je vriend…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Your friend declined: change the terms and propose again.</source>
        <translation>Je vriend weigerde: wijzig de voorwaarden en stel opnieuw voor.</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Re&amp;match</source>
        <translation>&amp;Revanche</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Rematch proposed: waiting for the answer.</source>
        <translation>Revanche voorgesteld: wachten op het antwoord.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Your friend declined the rematch.</source>
        <translation>Je vriend weigerde de revanche.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend left the game</source>
        <translation>Je vriend heeft de partij verlaten</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>%1 left the game</source>
        <translation>%1 heeft de partij verlaten</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stoppen</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Continue &amp;online</source>
        <translation>&amp;Online verder spelen</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>This online game was interrupted.</source>
        <translation>Deze onlinepartij is onderbroken.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>This game was played online, but what continuing it online needs could not be read from its record: it opens as an ordinary game.</source>
        <translation>Deze partij is online gespeeld, maar wat nodig is om haar online voort te zetten kon niet uit haar opname worden gelezen: ze wordt geopend als een gewone partij.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Not connected: press Continue online to play on with your friend.</source>
        <translation>Niet verbonden: druk op Online verder spelen om met je vriend verder te spelen.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Wait a moment: the game is being matched with your friend's.</source>
        <translation>Even geduld: de partij wordt afgestemd op die van je vriend.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your takeback offer waits for your friend's answer.</source>
        <translation>Je voorstel tot terugname wacht op het antwoord van je vriend.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your time is up.</source>
        <translation>Je tijd is om.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>It is your friend's turn: their moves come from their side.</source>
        <translation>Je vriend is aan de beurt: zijn zetten komen van zijn kant.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You stopped waiting. The game is kept in My games: Continue online when your friend is back.</source>
        <translation>Je wacht niet meer. De partij blijft bewaard in Mijn partijen: Online verder spelen zodra je vriend terug is.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You left the online game. It is kept in My games, where you can continue it online.</source>
        <translation>Je hebt de online partij verlaten. Ze blijft bewaard in Mijn partijen, waar je haar online kunt voortzetten.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The game is over.</source>
        <translation>De partij is afgelopen.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and takes your stack with a DVONN piece on %2.</source>
        <translation>Hierna speelt Wit %1 en neemt uw stapel met een DVONN-stuk op %2 over.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and takes your stack with a DVONN piece on %2.</source>
        <translation>Hierna speelt Zwart %1 en neemt uw stapel met een DVONN-stuk op %2 over.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Your side lines and comments are kept with the game in My games.</source>
        <translation>Je zijvarianten en commentaar worden met de partij bewaard in Mijn partijen.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Your side lines cannot be kept with the game in My games now (it is open in another window, or cannot be written): use Save as… to keep them.</source>
        <translation>Je zijvarianten kunnen nu niet met de partij in Mijn partijen bewaard worden (ze is open in een ander venster, of kan niet geschreven worden): gebruik Opslaan als… om ze te bewaren.</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>The review is there once the online game is over</source>
        <translation>De nabespreking is er zodra de online partij voorbij is</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The analysis board opens once the online game is over.</source>
        <translation>Het analysebord gaat open zodra de online partij voorbij is.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend's DVONN 3D %1 speaks a newer version of the online game (%2, this one speaks %3): install DVONN 3D %1 or later to play each other.</source>
        <translation>De DVONN 3D %1 van je vriend spreekt een nieuwere versie van het onlinespel (%2, deze spreekt %3): installeer DVONN 3D %1 of nieuwer om samen te spelen.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend's DVONN 3D %1 speaks an older version of the online game (%2, this one speaks %3): your friend needs to install DVONN 3D %4 or later to play each other.</source>
        <translation>De DVONN 3D %1 van je vriend spreekt een oudere versie van het onlinespel (%2, deze spreekt %3): je vriend moet DVONN 3D %4 of nieuwer installeren om samen te spelen.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Wrong codes were tried five times, so the invitation was ended: nobody can guess it. Invite again for a new code.</source>
        <translation>Er zijn vijf keer verkeerde codes geprobeerd, dus de uitnodiging is beëindigd: zo kan niemand haar raden. Nodig opnieuw uit voor een nieuwe code.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and cuts off %3 of your stacks (%2 pieces).</source>
        <translation>Hierna speelt Wit %1 en snijdt %3 van uw stapels af (%2 stukken).</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and cuts off %3 of your stacks (%2 pieces).</source>
        <translation>Hierna speelt Zwart %1 en snijdt %3 van uw stapels af (%2 stukken).</translation>
    </message>
</context>
</TS>
