<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>AiClient</name>
        <message>
            <location filename="../../app/ai_client.py" line="242" />
            <source>The computer player stopped unexpectedly (exit code %1).</source>
            <translation>Der Computerspieler wurde unerwartet beendet (Exit-Code %1).</translation>
        </message>
        <message>
            <location filename="../../app/ai_client.py" line="259" />
            <source>The computer player failed: %1</source>
            <translation>Der Computerspieler ist gescheitert: %1</translation>
        </message>
    </context>
    <context>
        <name>Computer</name>
        <message>
            <location filename="../../app/computer.py" line="47" />
            <source>%1 is thinking…</source>
            <translation>%1 denkt nach…</translation>
        </message>
        <message>
            <location filename="../../app/computer.py" line="51" />
            <source>Looking for a hint…</source>
            <translation>Suche nach einem Tipp…</translation>
        </message>
        <message>
            <location filename="../../app/computer.py" line="102" />
            <source>The evaluation stopped: %1</source>
            <translation>Die Bewertung wurde beendet: %1</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>Hint: %1 · %2</source>
            <translation>Tipp: %1 · %2</translation>
        </message>
        <message>
            <source>%1 to place a DVONN piece</source>
            <translation>%1 setzt einen DVONN-Stein</translation>
        </message>
        <message>
            <location filename="../../app/controller.py" line="94" />
            <source>White</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <location filename="../../app/controller.py" line="94" />
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <location filename="../../app/controller.py" line="180" />
            <source>%1 cannot move and passes</source>
            <translation>%1 kann nicht ziehen und passt</translation>
        </message>
        <message>
            <location filename="../../app/controller.py" line="190" />
            <source>%1 to place a piece</source>
            <translation>%1 setzt einen Stein</translation>
        </message>
        <message>
            <location filename="../../app/controller.py" line="192" />
            <source>%1 to move a stack</source>
            <translation>%1 zieht einen Stapel</translation>
        </message>
        <message>
            <location filename="../../app/controller.py" line="230" />
            <source>You are looking back at the game: press End to return to it</source>
            <translation>Sie sehen sich die Partie noch einmal an: Ende drücken, um zurückzukehren</translation>
        </message>
        <message>
            <location filename="../../app/controller.py" line="234" />
            <source>The game is over: start a new game or a rematch (Ctrl+N)</source>
            <translation>Die Partie ist vorbei: neue Partie oder Revanche beginnen (Strg+N)</translation>
        </message>
        <message>
            <location filename="../../app/controller.py" line="238" />
            <source>Wait: it is %1's turn</source>
            <translation>Warten Sie: %1 ist am Zug</translation>
        </message>
        <message>
            <location filename="../../app/controller.py" line="354" />
            <source>A hint is given when it is your turn to move</source>
            <translation>Einen Tipp gibt es, wenn Sie am Zug sind</translation>
        </message>
        <message>
            <location filename="../../app/controller.py" line="367" />
            <source>Hint: %1</source>
            <translation>Tipp: %1</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Game over: %1</source>
            <translation>Partie vorbei: %1</translation>
        </message>
        <message>
            <source>Looking back: after move %1 of %2 (End returns)</source>
            <translation>Rückblick: nach Zug %1 von %2 (zurück mit Ende)</translation>
        </message>
        <message>
            <source>Looking back: the start, before move 1 (End returns)</source>
            <translation>Rückblick: der Anfang, vor Zug 1 (zurück mit Ende)</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>Tasten&amp;kürzel</translation>
        </message>
        <message>
            <source>This game could not be opened: %1</source>
            <translation>Diese Partie konnte nicht geöffnet werden: %1</translation>
        </message>
        <message>
            <source>it is gone</source>
            <translation>sie existiert nicht mehr</translation>
        </message>
        <message>
            <source>This game is open in another window of DVONN 3D.</source>
            <translation>Diese Partie ist in einem anderen Fenster von DVONN 3D geöffnet.</translation>
        </message>
        <message>
            <source>This game is not saved. Save it before closing?</source>
            <translation>Diese Partie ist nicht gespeichert. Vor dem Schließen speichern?</translation>
        </message>
        <message>
            <source>&amp;My games…</source>
            <translation>&amp;Meine Partien…</translation>
        </message>
        <message>
            <location filename="../../app/main_window.py" line="161" />
            <source>3D view unavailable (%1): using the flat board</source>
            <translation>3D-Ansicht nicht verfügbar (%1): flaches Brett wird verwendet</translation>
        </message>
        <message>
            <location filename="../../app/main_window.py" line="165" />
            <source>The 3D board needs OpenGL 3.3, which this computer's graphics driver does not offer. You can play on the flat board instead; updating the graphics driver usually brings the 3D board back.</source>
            <translation>Das 3D-Brett braucht OpenGL 3.3, das der Grafiktreiber dieses Computers nicht bietet. Sie können stattdessen auf dem flachen Brett spielen; ein aktualisierter Grafiktreiber bringt das 3D-Brett meist zurück.</translation>
        </message>
        <message>
            <location filename="../../app/main_window.py" line="190" />
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <location filename="../../app/main_window.py" line="192" />
            <source>Computer · level %1, %2</source>
            <translation>Computer · Stufe %1, %2</translation>
        </message>
        <message>
            <location filename="../../app/main_window.py" line="197" />
            <source>Looking back: move %1 of %2 (End returns)</source>
            <translation>Rückblick: Zug %1 von %2 (zurück mit Ende)</translation>
        </message>
        <message>
            <location filename="../../app/main_window.py" line="204" />
            <source>placement</source>
            <translation>Setzphase</translation>
        </message>
        <message>
            <location filename="../../app/main_window.py" line="204" />
            <source>movement</source>
            <translation>Zugphase</translation>
        </message>
        <message>
            <location filename="../../app/main_window.py" line="205" />
            <source>%1 to play · %2</source>
            <translation>%1 am Zug · %2</translation>
        </message>
        <message>
            <location filename="../../app/main_window.py" line="214" />
            <source>Retry</source>
            <translation>Erneut versuchen</translation>
        </message>
        <message>
            <location filename="../../app/main_window.py" line="235" />
            <source>Continue last game?</source>
            <translation>Letzte Partie fortsetzen?</translation>
        </message>
        <message>
            <location filename="../../app/main_window.py" line="263" />
            <source>You can resign on your own turn</source>
            <translation>Sie können aufgeben, wenn Sie am Zug sind</translation>
        </message>
        <message>
            <location filename="../../app/main_window.py" line="328" />
            <source>The language changes when DVONN 3D starts again</source>
            <translation>Die Sprache wechselt beim nächsten Start von DVONN 3D</translation>
        </message>
        <message>
            <location filename="../../app/main_window.py" line="338" />
            <source>About DVONN 3D</source>
            <translation>Über DVONN 3D</translation>
        </message>
        <message>
            <location filename="../../app/main_window.py" line="339" />
            <source>&lt;h3&gt;DVONN 3D&lt;/h3&gt;&lt;p&gt;DVONN, the abstract strategy game by Kris Burm from the GIPF project, on a 3D board: play a friend or the computer.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;DVONN 3D&lt;/h3&gt;&lt;p&gt;DVONN, das abstrakte Strategiespiel von Kris Burm aus dem GIPF-Projekt, auf einem 3D-Brett: Spielen Sie gegen Freunde oder gegen den Computer.&lt;/p&gt;&lt;p&gt;Freie Software unter der MIT-Lizenz.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../app/file_actions.py" line="66" />
            <source>Game records</source>
            <translation>Gespeicherte Partien</translation>
        </message>
        <message>
            <location filename="../../app/file_actions.py" line="68" />
            <source>Open a game</source>
            <translation>Partie öffnen</translation>
        </message>
        <message>
            <location filename="../../app/file_actions.py" line="78" />
            <source>This game could not be opened:
%1

The current game is unchanged.</source>
            <translation>Diese Partie konnte nicht geöffnet werden:
%1

Die laufende Partie bleibt unverändert.</translation>
        </message>
        <message>
            <location filename="../../app/file_actions.py" line="94" />
            <source>Save the game</source>
            <translation>Partie speichern</translation>
        </message>
        <message>
            <location filename="../../app/file_actions.py" line="110" />
            <source>The game was not saved:
%1</source>
            <translation>Die Partie wurde nicht gespeichert:
%1</translation>
        </message>
        <message>
            <location filename="../../app/file_actions.py" line="116" />
            <source>Saved %1</source>
            <translation>Gespeichert: %1</translation>
        </message>
        <message>
            <location filename="../../app/file_actions.py" line="130" />
            <source>Position copied</source>
            <translation>Stellung kopiert</translation>
        </message>
        <message>
            <location filename="../../app/file_actions.py" line="143" />
            <source>The clipboard does not hold a DVONN position:
%1</source>
            <translation>Die Zwischenablage enthält keine DVONN-Stellung:
%1</translation>
        </message>
        <message>
            <location filename="../../app/file_actions.py" line="156" />
            <source>Export the board</source>
            <translation>Brett exportieren</translation>
        </message>
        <message>
            <location filename="../../app/file_actions.py" line="165" />
            <source>The picture could not be written:
%1</source>
            <translation>Das Bild konnte nicht geschrieben werden:
%1</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="108" />
            <source>&amp;Game</source>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="109" />
            <source>&amp;Move</source>
            <translation>&amp;Zug</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="110" />
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="111" />
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="116" />
            <source>&amp;New game…</source>
            <translation>&amp;Neue Partie…</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="118" />
            <source>&amp;Rematch</source>
            <translation>&amp;Revanche</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="121" />
            <source>&amp;Open…</source>
            <translation>Ö&amp;ffnen…</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="122" />
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="124" />
            <source>Save &amp;as…</source>
            <translation>Speichern &amp;unter…</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="128" />
            <source>&amp;Copy position</source>
            <translation>Stellung &amp;kopieren</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="131" />
            <source>Copy position as CodeCup s&amp;tring</source>
            <translation>Stellung als Code&amp;Cup-Zeichenkette kopieren</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="134" />
            <source>&amp;Paste position</source>
            <translation>Stellung &amp;einfügen</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="137" />
            <source>&amp;Export board as PNG…</source>
            <translation>Brett als PNG e&amp;xportieren…</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="140" />
            <source>Resi&amp;gn</source>
            <translation>Auf&amp;geben</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="141" />
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="143" />
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="145" />
            <source>&amp;Redo</source>
            <translation>&amp;Wiederholen</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="149" />
            <source>&amp;Hint</source>
            <translation>&amp;Tipp</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="152" />
            <source>Move &amp;now</source>
            <translation>&amp;Jetzt ziehen</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="159" />
            <source>&amp;Back one move</source>
            <translation>&amp;Einen Zug zurück</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="166" />
            <source>&amp;Forward one move</source>
            <translation>Einen Zug &amp;vor</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="173" />
            <source>Go to the &amp;start</source>
            <translation>Zum &amp;Anfang</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="180" />
            <source>Back to the &amp;game</source>
            <translation>Zurück zur &amp;Partie</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="186" />
            <source>&amp;Reset view</source>
            <translation>Ansicht &amp;zurücksetzen</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="189" />
            <source>&amp;Top-down view</source>
            <translation>&amp;Draufsicht</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="195" />
            <source>Show &amp;coordinates</source>
            <translation>&amp;Koordinaten anzeigen</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="202" />
            <source>Show stack &amp;heights</source>
            <translation>Stapel&amp;höhen anzeigen</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="209" />
            <source>High-contrast c&amp;olours</source>
            <translation>Kontrast&amp;reiche Farben</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="214" />
            <source>&amp;Sound</source>
            <translation>&amp;Ton</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="216" />
            <source>&amp;Animation speed</source>
            <translation>&amp;Animationstempo</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="220" />
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="221" />
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="222" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="223" />
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="236" />
            <source>&amp;Language</source>
            <translation>&amp;Sprache</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="241" />
            <source>System</source>
            <translation>System</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="254" />
            <source>&amp;Rules of DVONN</source>
            <translation>DVONN-&amp;Regeln</translation>
        </message>
        <message>
            <location filename="../../app/widgets/menus.py" line="259" />
            <source>&amp;About DVONN 3D</source>
            <translation>Ü&amp;ber DVONN 3D</translation>
        </message>
        <message>
            <source>Some preferences could not be read and are back to their defaults: %1.</source>
            <translation>Einige Einstellungen waren nicht lesbar und stehen wieder auf ihren Standardwerten: %1.</translation>
        </message>
        <message>
            <source>A %1 file would not keep everything in this game: %2.</source>
            <translation>Eine %1-Datei würde nicht alles aus dieser Partie behalten: %2.</translation>
        </message>
        <message>
            <source>A %1 cannot hold this game: %2.</source>
            <translation>Das Format %1 kann diese Partie nicht aufnehmen: %2.</translation>
        </message>
        <message>
            <source>Save as a DVONN game…</source>
            <translation>Als DVONN-Partie speichern…</translation>
        </message>
        <message>
            <source>Save anyway</source>
            <translation>Trotzdem speichern</translation>
        </message>
        <message>
            <source>This game is not autosaved. Save it before closing?</source>
            <translation>Diese Partie wird nicht automatisch gespeichert. Vor dem Schließen speichern?</translation>
        </message>
    </context>
    <context>
        <name>MoveList</name>
        <message>
            <source>Moves</source>
            <translation>Züge</translation>
        </message>
        <message>
            <source>Move %1, %2: %3</source>
            <translation>Zug %1, %2: %3</translation>
        </message>
        <message>
            <source>%1 to %2</source>
            <translation>%1 nach %2</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>passt</translation>
        </message>
        <message>
            <location filename="../../app/widgets/move_list.py" line="37" />
            <source>White</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <location filename="../../app/widgets/move_list.py" line="37" />
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
    <message>
        <source>Ratings on a scale measured from real games on Boardspace.net, where its robot Dumbot is rated 1500 and newcomers about %1</source>
        <translation>Wertungen auf einer Skala aus echten Partien auf Boardspace.net, auf der sein Roboter Dumbot 1500 hat und Neulinge etwa %1</translation>
    </message>
    <message>
        <source>rated about %1</source>
        <translation>Wertung etwa %1</translation>
    </message>
    <message>
        <source>Stronger than any player on record</source>
        <translation>Stärker als jeder erfasste Spieler</translation>
    </message>
    <message>
        <source>Plays like one of the ten best players on record</source>
        <translation>Spielt wie einer der zehn besten erfassten Spieler</translation>
    </message>
    <message>
        <source>Plays like a strong regular player</source>
        <translation>Spielt wie ein starker Stammspieler</translation>
    </message>
    <message>
        <source>Plays like Boardspace's Dumbot or a typical regular player</source>
        <translation>Spielt wie Boardspaces Dumbot oder ein typischer Stammspieler</translation>
    </message>
    <message>
        <source>Plays like a newcomer to DVONN</source>
        <translation>Spielt wie ein DVONN-Neuling</translation>
    </message>
    <message>
        <source>After three wins or three losses in a row, propose the next level up or down</source>
        <translation>Nach drei Siegen oder drei Niederlagen in Folge die nächsthöhere oder -niedrigere Stufe vorschlagen</translation>
    </message>
    <message>
        <source>Suggest a level from my record</source>
        <translation>Eine Stufe nach meiner Bilanz vorschlagen</translation>
    </message>
        <message>
            <source>%1 – %2 (at most %3 s a move)</source>
            <translation>%1 – %2 (höchstens %3 s pro Zug)</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="61" />
            <source>New game</source>
            <translation>Neue Partie</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="69" />
            <source>Human vs Human</source>
            <translation>Mensch gegen Mensch</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="70" />
            <source>Human vs Computer</source>
            <translation>Mensch gegen Computer</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="71" />
            <source>Computer vs Computer</source>
            <translation>Computer gegen Computer</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="78" />
            <source>Players:</source>
            <translation>Spieler:</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="82" />
            <source>White (moves first)</source>
            <translation>Weiß (beginnt)</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="119" />
            <location filename="../../app/widgets/new_game_dialog.py" line="83" />
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="84" />
            <source>Random</source>
            <translation>Zufällig</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="88" />
            <source>Your colour:</source>
            <translation>Ihre Farbe:</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="101" />
            <source>Difficulty:</source>
            <translation>Spielstärke:</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="104" />
            <source>Standard: place the pieces one by one</source>
            <translation>Standard: Steine einzeln setzen</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="105" />
            <source>Random setup: start with a full board</source>
            <translation>Zufällige Aufstellung: mit vollem Brett beginnen</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="107" />
            <source>Setup:</source>
            <translation>Aufstellung:</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="111" />
            <source>No clock</source>
            <translation>Ohne Uhr</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="112" />
            <source> min each</source>
            <translation> Min. je Spieler</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="114" />
            <source>Clock:</source>
            <translation>Bedenkzeit:</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="118" />
            <source>White</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="122" />
            <source>White's name:</source>
            <translation>Name von Weiß:</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="123" />
            <source>Black's name:</source>
            <translation>Name von Schwarz:</translation>
        </message>
        <message>
            <location filename="../../app/widgets/new_game_dialog.py" line="130" />
            <source>Start</source>
            <translation>Starten</translation>
        </message>
    </context>
    <context>
        <name>PlayerBox</name>
        <message>
            <source>To move</source>
            <translation>Am Zug</translation>
        </message>
        <message>
            <source>Black's clock</source>
            <translation>Uhr von Schwarz</translation>
        </message>
        <message>
            <source>White's clock</source>
            <translation>Uhr von Weiß</translation>
        </message>
        <message>
            <source>Black player</source>
            <translation>Spieler Schwarz</translation>
        </message>
        <message>
            <source>White player</source>
            <translation>Spieler Weiß</translation>
        </message>
        <message numerus="yes">
            <source>To place: %n piece(s)</source>
            <translation>
                <numerusform>Zu setzen: %n Stein</numerusform>
                <numerusform>Zu setzen: %n Steine</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/widgets/side_panel.py" line="104" />
            <source>To place: %1 pieces</source>
            <translation>Zu setzen: %1 Steine</translation>
        </message>
        <message>
            <location filename="../../app/widgets/side_panel.py" line="106" />
            <source> + %1 DVONN</source>
            <translation> + %1 DVONN</translation>
        </message>
        <message>
            <location filename="../../app/widgets/side_panel.py" line="109" />
            <source>Controls %1 · lost %2</source>
            <translation>Kontrolliert %1 · verloren %2</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../../app/widgets/rules_dialog.py" line="21" />
            <source>Rules of DVONN</source>
            <translation>DVONN-Regeln</translation>
        </message>
        <message>
            <location filename="../../app/widgets/rules_dialog.py" line="30" />
            <source>The rules file is missing: %1</source>
            <translation>Die Regeldatei fehlt: %1</translation>
        </message>
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Game status</source>
            <translation>Stand der Partie</translation>
        </message>
        <message>
            <location filename="../../app/widgets/side_panel.py" line="142" />
            <source>Move now</source>
            <translation>Jetzt ziehen</translation>
        </message>
        <message>
            <location filename="../../app/widgets/side_panel.py" line="143" />
            <source>Ask the computer to play its best move so far</source>
            <translation>Den Computer seinen bisher besten Zug spielen lassen</translation>
        </message>
        <message>
            <location filename="../../app/widgets/side_panel.py" line="145" />
            <source>Hint</source>
            <translation>Tipp</translation>
        </message>
        <message>
            <location filename="../../app/widgets/side_panel.py" line="146" />
            <source>Show the computer's suggestion on the board (H)</source>
            <translation>Den Vorschlag des Computers auf dem Brett zeigen (H)</translation>
        </message>
        <message>
            <location filename="../../app/widgets/side_panel.py" line="148" />
            <source>Evaluation</source>
            <translation>Bewertung</translation>
        </message>
        <message>
            <location filename="../../app/widgets/side_panel.py" line="150" />
            <source>Rematch</source>
            <translation>Revanche</translation>
        </message>
        <message>
            <location filename="../../app/widgets/side_panel.py" line="151" />
            <source>Play again with the same players, changing sides</source>
            <translation>Mit denselben Spielern noch einmal spielen, Farben getauscht</translation>
        </message>
        <message>
            <location filename="../../app/widgets/side_panel.py" line="209" />
            <source>Evaluating…</source>
            <translation>Bewertung läuft…</translation>
        </message>
        <message>
            <location filename="../../app/widgets/side_panel.py" line="215" />
            <source>Depth %1 · %2 · %3</source>
            <translation>Tiefe %1 · %2 · %3</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>Black wins by at least %1</source>
            <translation>Schwarz gewinnt (Vorsprung mindestens %1)</translation>
        </message>
        <message>
            <source>White wins by at least %1</source>
            <translation>Weiß gewinnt (Vorsprung mindestens %1)</translation>
        </message>
        <message>
            <source>Black cannot lose</source>
            <translation>Schwarz kann nicht verlieren</translation>
        </message>
        <message>
            <source>White cannot lose</source>
            <translation>Weiß kann nicht verlieren</translation>
        </message>
        <message>
            <source>Game over: Black wins %1–%2</source>
            <translation>Partie vorbei: Schwarz gewinnt %1:%2</translation>
        </message>
        <message>
            <source>Game over: White wins %1–%2</source>
            <translation>Partie vorbei: Weiß gewinnt %1:%2</translation>
        </message>
        <message>
            <source>Game over: Draw %1–%2</source>
            <translation>Partie vorbei: Unentschieden %1:%2</translation>
        </message>
        <message>
            <source>nobody passes during placement: place a piece on an empty space</source>
            <translation>in der Setzphase passt niemand: setzen Sie einen Stein auf ein leeres Feld</translation>
        </message>
        <message>
            <source>stacks move only once every piece is placed: place a piece on an empty space</source>
            <translation>Stapel ziehen erst, wenn alle Steine gesetzt sind: setzen Sie einen Stein auf ein leeres Feld</translation>
        </message>
        <message>
            <source>%1 is already occupied: place on an empty space</source>
            <translation>%1 ist schon besetzt: setzen Sie auf ein leeres Feld</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>die Partie ist vorbei</translation>
        </message>
        <message>
            <source>you may pass only when you have no legal move</source>
            <translation>Sie dürfen nur passen, wenn Sie keinen regelgerechten Zug haben</translation>
        </message>
        <message>
            <source>the placement phase is over: move a stack of your colour</source>
            <translation>die Setzphase ist vorbei: ziehen Sie einen Stapel Ihrer Farbe</translation>
        </message>
        <message>
            <source>%1 is empty</source>
            <translation>%1 ist leer</translation>
        </message>
        <message>
            <source>the DVONN piece on %1 never moves on its own</source>
            <translation>der DVONN-Stein auf %1 zieht nie allein</translation>
        </message>
        <message>
            <source>%1 is not yours: it belongs to white</source>
            <translation>%1 gehört nicht Ihnen: der Stapel gehört Weiß</translation>
        </message>
        <message>
            <source>%1 is not yours: it belongs to black</source>
            <translation>%1 gehört nicht Ihnen: der Stapel gehört Schwarz</translation>
        </message>
        <message>
            <source>%1 is not a straight line</source>
            <translation>%1 ist keine gerade Linie</translation>
        </message>
        <message>
            <source>a stack of 1 must move exactly 1 space, not %1</source>
            <translation>ein Stapel der Höhe 1 muss genau 1 Feld weit ziehen, nicht %1</translation>
        </message>
        <message>
            <source>a stack of %1 must move exactly %1 spaces, not %2</source>
            <translation>ein Stapel der Höhe %1 muss genau %1 Felder weit ziehen, nicht %2</translation>
        </message>
        <message>
            <source>%1 is surrounded on all six sides and cannot move</source>
            <translation>%1 ist auf allen sechs Seiten umgeben und kann nicht ziehen</translation>
        </message>
        <message>
            <source>%1 is empty: a move must end on top of a piece</source>
            <translation>%1 ist leer: ein Zug muss auf einem Stein enden</translation>
        </message>
        <message>
            <source>the stack on %1 has no stack to land on 1 space away</source>
            <translation>der Stapel auf %1 hat in 1 Feld Entfernung keinen Stapel zum Landen</translation>
        </message>
        <message>
            <source>the stack on %1 has no stack to land on %2 spaces away</source>
            <translation>der Stapel auf %1 hat in %2 Feldern Entfernung keinen Stapel zum Landen</translation>
        </message>
        <message>
            <source>Black resigns: white wins</source>
            <translation>Schwarz gibt auf: Weiß gewinnt</translation>
        </message>
        <message>
            <source>White resigns: black wins</source>
            <translation>Weiß gibt auf: Schwarz gewinnt</translation>
        </message>
        <message>
            <source>Black ran out of time: white wins</source>
            <translation>Schwarz hat die Zeit überschritten: Weiß gewinnt</translation>
        </message>
        <message>
            <source>White ran out of time: black wins</source>
            <translation>Weiß hat die Zeit überschritten: Schwarz gewinnt</translation>
        </message>
        <message>
            <source>Draw, %1–%2</source>
            <translation>Unentschieden, %1:%2</translation>
        </message>
        <message>
            <source>White wins %1–%2 (by %3)</source>
            <translation>Weiß gewinnt %1:%2 (Vorsprung %3)</translation>
        </message>
        <message>
            <source>Black wins %1–%2 (by %3)</source>
            <translation>Schwarz gewinnt %1:%2 (Vorsprung %3)</translation>
        </message>
        <message>
            <source>Even</source>
            <translation>Ausgeglichen</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Unentschieden</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Partie vorbei</translation>
        </message>
        <message>
            <source>White +%1</source>
            <translation>Weiß +%1</translation>
        </message>
        <message>
            <source>Black +%1</source>
            <translation>Schwarz +%1</translation>
        </message>
        <message>
            <source>White wins by %1</source>
            <translation>Weiß gewinnt (Vorsprung %1)</translation>
        </message>
        <message>
            <source>Black wins by %1</source>
            <translation>Schwarz gewinnt (Vorsprung %1)</translation>
        </message>
        <message>
            <source>White wins</source>
            <translation>Weiß gewinnt</translation>
        </message>
        <message>
            <source>Black wins</source>
            <translation>Schwarz gewinnt</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <location filename="../../app/__main__.py" line="72" />
            <source>Something went wrong inside DVONN 3D. The game goes on; saving it now is a good idea.</source>
            <translation>In DVONN 3D ist ein Fehler aufgetreten. Die Partie geht weiter; jetzt zu speichern ist eine gute Idee.</translation>
        </message>
    </context>
    <context>
        <name>DataFolder</name>
        <message>
            <source>the data folder %1 cannot be written (%2)</source>
            <translation>in den Datenordner %1 kann nicht geschrieben werden (%2)</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>colours</source>
            <translation>Farben</translation>
        </message>
        <message>
            <source>animation speed</source>
            <translation>Animationstempo</translation>
        </message>
        <message>
            <source>coordinates</source>
            <translation>Koordinaten</translation>
        </message>
        <message>
            <source>stack heights</source>
            <translation>Stapelhöhen</translation>
        </message>
        <message>
            <source>sound</source>
            <translation>Ton</translation>
        </message>
        <message>
            <source>language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>the choices for a new game</source>
            <translation>die Auswahl für eine neue Partie</translation>
        </message>
        <message>
            <source>window size and place</source>
            <translation>Fenstergröße und -position</translation>
        </message>
        <message>
            <source>board and panel layout</source>
            <translation>Anordnung von Brett und Leiste</translation>
        </message>
        <message>
            <source>last folder used</source>
            <translation>zuletzt verwendeter Ordner</translation>
        </message>
        <message>
            <source>the preferences file</source>
            <translation>die Einstellungsdatei</translation>
        </message>
    </context>
    <context>
        <name>StorageBanner</name>
        <message>
            <source>Save the game elsewhere…</source>
            <translation>Partie anderswo speichern…</translation>
        </message>
    </context>
    <context>
        <name>BlunderWarning</name>
        <message>
            <source>%1 looks like a blunder: your winning chance drops from %2 % to %3 %.</source>
            <translation>%1 sieht nach einem Patzer aus: Ihre Gewinnchance fällt von %2 % auf %3 %.</translation>
        </message>
        <message>
            <source>Better: %1 (shown on the board if you say No).</source>
            <translation>Besser: %1 (wird auf dem Brett gezeigt, wenn Sie Nein sagen).</translation>
        </message>
        <message>
            <source>Play it anyway?</source>
            <translation>Trotzdem spielen?</translation>
        </message>
        <message>
            <source>The computer expects: %1.</source>
            <translation>Der Computer erwartet: %1.</translation>
        </message>
        <message>
            <source>Warn me before a blunder</source>
            <translation>Vor einem Patzer warnen</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>Checking your move…</source>
            <translation>Ihr Zug wird geprüft…</translation>
        </message>
    </context>
    <context>
        <name>Learn</name>
        <message numerus="yes">
            <source>The stack on %1 is %n high and finds no stack %n space(s) away.</source>
            <translation>
                <numerusform>Der Stapel auf %1 ist %n hoch und findet keinen Stapel in %n Feld Entfernung.</numerusform>
                <numerusform>Der Stapel auf %1 ist %n hoch und findet keinen Stapel in %n Feldern Entfernung.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>That cuts off your own stack on %1 too: you would lose %n piece(s).</source>
            <translation>
                <numerusform>Damit schneiden Sie auch Ihren eigenen Stapel auf %1 ab: Sie würden %n Stein verlieren.</numerusform>
                <numerusform>Damit schneiden Sie auch Ihren eigenen Stapel auf %1 ab: Sie würden %n Steine verlieren.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your move cuts off your own pieces on %1: %n piece(s) lost.</source>
            <translation>
                <numerusform>Ihr Zug schneidet Ihre eigenen Steine auf %1 ab: %n Stein verloren.</numerusform>
                <numerusform>Ihr Zug schneidet Ihre eigenen Steine auf %1 ab: %n Steine verloren.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Solved %n of %1 · your rating %2</source>
            <translation>
                <numerusform>%n von %1 gelöst · Ihre Wertung %2</numerusform>
                <numerusform>%n von %1 gelöst · Ihre Wertung %2</numerusform>
            </translation>
        </message>
        <message>
            <source>First tries count; a retry does not.</source>
            <translation>Nur der erste Versuch zählt.</translation>
        </message>
        <message>
            <source>Not counted again: you had solved it before.</source>
            <translation>Nicht noch einmal gezählt: Sie hatten sie schon gelöst.</translation>
        </message>
        <message>
            <source>Not counted: only a first try counts, and it missed.</source>
            <translation>Nicht gezählt: Nur der erste Versuch zählt, und der ging daneben.</translation>
        </message>
        <message>
            <source>Your move ends the game, and you lose %1–%2.</source>
            <translation>Ihr Zug beendet die Partie, und Sie verlieren %1:%2.</translation>
        </message>
        <message>
            <source>Your move ends the game in a draw, %1–%2.</source>
            <translation>Ihr Zug beendet die Partie unentschieden, %1:%2.</translation>
        </message>
        <message>
            <source>%1 answers %2 (the red arrow).</source>
            <translation>%1 antwortet %2 (der rote Pfeil).</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>That move is allowed, but it is not the one asked for.</source>
            <translation>Dieser Zug ist erlaubt, aber nicht der gesuchte.</translation>
        </message>
        <message>
            <source>That cuts off your own stack on %1 too: you would lose %2 pieces.</source>
            <translation>Damit schneiden Sie auch Ihren eigenen Stapel auf %1 ab: Sie würden %2 Steine verlieren.</translation>
        </message>
        <message>
            <source>That stack is 1 high: it must move exactly 1 space, not %1.</source>
            <translation>Dieser Stapel ist 1 hoch: Er muss genau 1 Feld weit ziehen, nicht %1.</translation>
        </message>
        <message>
            <source>That stack is %1 high: it must move exactly %1 spaces, not %2.</source>
            <translation>Dieser Stapel ist %1 hoch: Er muss genau %1 Felder weit ziehen, nicht %2.</translation>
        </message>
        <message>
            <source>%1 is taken: place your piece on an empty space.</source>
            <translation>%1 ist besetzt: Setzen Sie Ihren Stein auf ein leeres Feld.</translation>
        </message>
        <message>
            <source>%1 is empty: click one of your stacks (white on top).</source>
            <translation>%1 ist leer: Klicken Sie auf einen Ihrer Stapel (Weiß oben).</translation>
        </message>
        <message>
            <source>A DVONN piece on its own never moves: click one of your stacks.</source>
            <translation>Ein DVONN-Stein allein zieht nie: Klicken Sie auf einen Ihrer Stapel.</translation>
        </message>
        <message>
            <source>The stack on %1 is your opponent's: the top piece decides.</source>
            <translation>Der Stapel auf %1 gehört Ihrem Gegner: Der oberste Stein entscheidet.</translation>
        </message>
        <message>
            <source>A stack moves in a straight line: %2 is not in line with %1.</source>
            <translation>Ein Stapel zieht in gerader Linie: %2 liegt nicht in einer Linie mit %1.</translation>
        </message>
        <message>
            <source>The stack on %1 has all six neighbours occupied: it cannot move.</source>
            <translation>Alle sechs Nachbarfelder des Stapels auf %1 sind besetzt: Er kann nicht ziehen.</translation>
        </message>
        <message>
            <source>%1 is empty: a stack must land on another stack.</source>
            <translation>%1 ist leer: Ein Stapel muss auf einem anderen Stapel landen.</translation>
        </message>
        <message>
            <source>You can still move a stack, so you may not pass.</source>
            <translation>Sie können noch einen Stapel ziehen, also dürfen Sie nicht passen.</translation>
        </message>
        <message>
            <source>None of your stacks can move: press Pass.</source>
            <translation>Keiner Ihrer Stapel kann ziehen: Drücken Sie auf Passen.</translation>
        </message>
        <message>
            <source>The stack on %1 is %2 high and finds no stack %2 spaces away.</source>
            <translation>Der Stapel auf %1 ist %2 hoch und findet keinen Stapel in %2 Feldern Entfernung.</translation>
        </message>
        <message>
            <source>That is not possible here.</source>
            <translation>Das geht hier nicht.</translation>
        </message>
        <message>
            <source>That reply cuts off your pieces on %1 from the DVONN pieces: you lose %2.</source>
            <translation>Diese Antwort schneidet Ihre Steine auf %1 von den DVONN-Steinen ab: Sie verlieren %2.</translation>
        </message>
        <message>
            <source>Your move cuts off your own pieces on %1: %2 pieces lost.</source>
            <translation>Ihr Zug schneidet Ihre eigenen Steine auf %1 ab: %2 Steine verloren.</translation>
        </message>
        <message>
            <source>After %1's best answer you can no longer win.</source>
            <translation>Nach der besten Antwort von %1 können Sie nicht mehr gewinnen.</translation>
        </message>
        <message>
            <source>Puzzles – DVONN 3D</source>
            <translation>Aufgaben – DVONN 3D</translation>
        </message>
        <message>
            <source>The puzzles could not be read: %1</source>
            <translation>Die Aufgaben konnten nicht gelesen werden: %1</translation>
        </message>
        <message>
            <source>All difficulties</source>
            <translation>Alle Schwierigkeitsgrade</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Leicht</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Mittel</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Schwer</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Tipp</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Noch mal</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <source>%1 to play and win</source>
            <translation>%1 zieht und gewinnt</translation>
        </message>
        <message>
            <source>Find the only move that wins. Difficulty: %1 (rated %2). From a real game.</source>
            <translation>Finden Sie den einzigen Gewinnzug. Schwierigkeit: %1 (Wertung %2). Aus einer echten Partie.</translation>
        </message>
        <message>
            <source>Find the only move that wins, then your next move after the best defence. Difficulty: %1 (rated %2). From a real game.</source>
            <translation>Finden Sie den einzigen Gewinnzug und danach Ihren nächsten Zug nach der besten Verteidigung. Schwierigkeit: %1 (Wertung %2). Aus einer echten Partie.</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>leicht</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>mittel</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>schwer</translation>
        </message>
        <message>
            <source>Solved %1 of %2 · your rating %3</source>
            <translation>%1 von %2 gelöst · Ihre Wertung %3</translation>
        </message>
        <message>
            <source>Right!</source>
            <translation>Richtig!</translation>
        </message>
        <message>
            <source>Not this one.</source>
            <translation>Der ist es nicht.</translation>
        </message>
        <message>
            <source>Right! %1's best defence is %2.</source>
            <translation>Richtig! Die beste Verteidigung von %1 ist %2.</translation>
        </message>
        <message>
            <source>Right! %1 cannot move and passes.</source>
            <translation>Richtig! %1 kann nicht ziehen und passt.</translation>
        </message>
        <message>
            <source>Now find the only move that still wins.</source>
            <translation>Finden Sie jetzt den einzigen Zug, der noch gewinnt.</translation>
        </message>
        <message>
            <source>Now find a move that still wins (%1 of them do).</source>
            <translation>Finden Sie jetzt einen Zug, der noch gewinnt (%1 Züge tun es).</translation>
        </message>
        <message>
            <source>You cannot move and pass. Solved! %1.</source>
            <translation>Sie können nicht ziehen und passen. Gelöst! %1.</translation>
        </message>
        <message>
            <source>Solved! That move wins too.</source>
            <translation>Gelöst! Dieser Zug gewinnt auch.</translation>
        </message>
        <message>
            <source>Solved! %1.</source>
            <translation>Gelöst! %1.</translation>
        </message>
        <message>
            <source>%1 answers %2.</source>
            <translation>%1 antwortet %2.</translation>
        </message>
        <message>
            <source>%1 cannot move and passes.</source>
            <translation>%1 kann nicht ziehen und passt.</translation>
        </message>
        <message>
            <source>Press Retry to try again.</source>
            <translation>Drücken Sie auf Noch mal, um es erneut zu versuchen.</translation>
        </message>
        <message>
            <source>Hint: move the stack on %1.</source>
            <translation>Tipp: Ziehen Sie den Stapel auf %1.</translation>
        </message>
        <message>
            <source>Learn to play – DVONN 3D</source>
            <translation>Spielen lernen – DVONN 3D</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Zeigen</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Noch einmal</translation>
        </message>
        <message>
            <source>%1 (%2 of %3)</source>
            <translation>%1 (%2 von %3)</translation>
        </message>
        <message>
            <source>Press Pass.</source>
            <translation>Drücken Sie auf Passen.</translation>
        </message>
        <message>
            <source>For example: place the piece on %1.</source>
            <translation>Zum Beispiel: Setzen Sie den Stein auf %1.</translation>
        </message>
        <message>
            <source>Move the stack on %1 to %2.</source>
            <translation>Ziehen Sie den Stapel von %1 nach %2.</translation>
        </message>
        <message>
            <source>All lessons done</source>
            <translation>Alle Lektionen geschafft</translation>
        </message>
        <message>
            <source>You know the rules. Try the puzzles (Help → Puzzles) or play the computer.</source>
            <translation>Sie kennen die Regeln. Versuchen Sie die Aufgaben (Hilfe → Aufgaben) oder spielen Sie gegen den Computer.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source> (LittleGolem transcripts cannot hold the review)</source>
            <translation> (LittleGolem-Mitschriften können die Besprechung nicht aufnehmen)</translation>
        </message>
        <message>
            <source>the game review</source>
            <translation>die Partiebesprechung</translation>
        </message>
        <message>
            <source>Better line: step bac&amp;k</source>
            <translation>Bessere Variante: einen Schritt zur&amp;ück</translation>
        </message>
        <message>
            <source>Better line: step f&amp;orward</source>
            <translation>Bessere Variante: einen &amp;Schritt vor</translation>
        </message>
        <message>
            <source>Next &amp;mistake</source>
            <translation>Nächster &amp;Fehler</translation>
        </message>
        <message>
            <source>Previous m&amp;istake</source>
            <translation>Vorheriger Fe&amp;hler</translation>
        </message>
        <message>
            <source>Re&amp;view game</source>
            <translation>Partie bes&amp;prechen</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Before playing a move that throws the game away, ask, and show why</source>
            <translation>Vor einem Zug, der die Partie verschenkt, nachfragen und zeigen, warum</translation>
        </message>
        <message>
            <source>Warn me before a blunder</source>
            <translation>Vor einem Patzer warnen</translation>
        </message>
    </context>
    <context>
        <name>ReviewPane</name>
        <message>
            <source>Play the better line on the board (] or Alt+Shift+Right)</source>
            <translation>Die bessere Variante auf dem Brett spielen (] oder Alt+Umschalt+Rechts)</translation>
        </message>
        <message>
            <source>Step back along the better line ([ or Alt+Shift+Left)</source>
            <translation>In der besseren Variante zurückgehen ([ oder Alt+Umschalt+Links)</translation>
        </message>
        <message>
            <source>Line ▶</source>
            <translation>Variante ▶</translation>
        </message>
        <message>
            <source>Next mistake ▶</source>
            <translation>Nächster Fehler ▶</translation>
        </message>
        <message>
            <source>Play the better line on the board (Alt+Shift+Right)</source>
            <translation>Die bessere Variante auf dem Brett spielen (Alt+Umschalt+Rechts)</translation>
        </message>
        <message>
            <source>Review this game</source>
            <translation>Diese Partie besprechen</translation>
        </message>
        <message>
            <source>Step back along the better line (Alt+Shift+Left)</source>
            <translation>In der besseren Variante zurückgehen (Alt+Umschalt+Links)</translation>
        </message>
        <message>
            <source>◀ Line</source>
            <translation>◀ Variante</translation>
        </message>
        <message>
            <source>◀ Previous mistake</source>
            <translation>◀ Vorheriger Fehler</translation>
        </message>
    </context>
    <context>
        <name>GameReview</name>
        <message>
            <source>The review stopped: %1</source>
            <translation>Die Besprechung wurde beendet: %1</translation>
        </message>
    </context>
    <context>
        <name>ReviewUi</name>
        <message>
            <source>pass %1 of %2</source>
            <translation>Durchgang %1 von %2</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;: accuracy %2 % · %3</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;: Genauigkeit %2 % · %3</translation>
        </message>
        <message numerus="yes">
            <source>On the board: the better line, %1 of %n move(s) played</source>
            <translation>
                <numerusform>Auf dem Brett: die bessere Variante, %1 von %n Zug gespielt</numerusform>
                <numerusform>Auf dem Brett: die bessere Variante, %1 von %n Zügen gespielt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n blunder(s) ??</source>
            <translation>
                <numerusform>%n Patzer ??</numerusform>
                <numerusform>%n Patzer ??</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistake(s) ?</source>
            <translation>
                <numerusform>%n Fehler ?</numerusform>
                <numerusform>%n Fehler ?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n inaccuracy(-ies) ?!</source>
            <translation>
                <numerusform>%n Ungenauigkeit ?!</numerusform>
                <numerusform>%n Ungenauigkeiten ?!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Review of %n move(s)</source>
            <translation>
                <numerusform>Besprechung von %n Zug</numerusform>
                <numerusform>Besprechung von %n Zügen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Reviewing… pass %1 of %2 · %3 of %n move(s) judged</source>
            <translation>
                <numerusform>Besprechung läuft… Durchgang %1 von %2 · %3 von %n Zug bewertet</numerusform>
                <numerusform>Besprechung läuft… Durchgang %1 von %2 · %3 von %n Zügen bewertet</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 wins</source>
            <translation>%1 gewinnt</translation>
        </message>
        <message>
            <source>%1 wins by %2</source>
            <translation>%1 gewinnt (Vorsprung %2)</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;: accuracy %2 % · %3 inaccuracies ?! · %4 mistakes ? · %5 blunders ??</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;: Genauigkeit %2 % · %3 Ungenauigkeiten ?! · %4 Fehler ? · %5 Patzer ??</translation>
        </message>
        <message>
            <source>Better: &lt;b&gt;%1&lt;/b&gt; (arrow; the move played is dashed) · line %2</source>
            <translation>Besser: &lt;b&gt;%1&lt;/b&gt; (Pfeil; der gespielte Zug ist gestrichelt) · Variante %2</translation>
        </message>
        <message>
            <source>Black · %1 %</source>
            <translation>Schwarz · %1 %</translation>
        </message>
        <message>
            <source>Game review</source>
            <translation>Partiebesprechung</translation>
        </message>
        <message>
            <source>Move %1: %2 %3 — &lt;b&gt;%4&lt;/b&gt; · after it: %5</source>
            <translation>Zug %1: %2 %3 — &lt;b&gt;%4&lt;/b&gt; · danach: %5</translation>
        </message>
        <message>
            <source>On the board: the better line, %1 of %2 moves played</source>
            <translation>Auf dem Brett: die bessere Variante, %1 von %2 Zügen gespielt</translation>
        </message>
        <message>
            <source>Review of %1 moves</source>
            <translation>Besprechung von %1 Zügen</translation>
        </message>
        <message>
            <source>Reviewing… pass %1 of %2 · %3 of %4 moves judged</source>
            <translation>Besprechung läuft… Durchgang %1 von %2 · %3 von %4 Zügen bewertet</translation>
        </message>
        <message>
            <source>See where the game was won and lost: every move judged by the computer</source>
            <translation>Sehen, wo die Partie gewonnen und verloren wurde: jeder Zug vom Computer bewertet</translation>
        </message>
        <message>
            <source>There is no move to review yet</source>
            <translation>Es gibt noch keinen Zug zum Besprechen</translation>
        </message>
        <message>
            <source>White · %1 %</source>
            <translation>Weiß · %1 %</translation>
        </message>
        <message>
            <source>best</source>
            <translation>bester Zug</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>Patzer</translation>
        </message>
        <message>
            <source>draw</source>
            <translation>unentschieden</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>erzwungen</translation>
        </message>
        <message>
            <source>good</source>
            <translation>guter Zug</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>Ungenauigkeit</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>Fehler</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>New to DVONN? Eight short lessons teach the rules on the board.</source>
            <translation>Neu bei DVONN? Acht kurze Lektionen erklären die Regeln auf dem Brett.</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Spielen lernen</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Jetzt nicht</translation>
        </message>
        <message>
            <source>&amp;Learn to play…</source>
            <translation>Spielen &amp;lernen…</translation>
        </message>
        <message>
            <source>&amp;Puzzles…</source>
            <translation>&amp;Aufgaben…</translation>
        </message>
        <message>
            <source>the comments</source>
            <translation>die Kommentare</translation>
        </message>
    </context>
    <context>
        <name>ContinueOffer</name>
        <message>
            <source>computer level %1</source>
            <translation>Computer Stufe %1</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message numerus="yes">
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n Zug</numerusform>
                <numerusform>%n Züge</numerusform>
            </translation>
        </message>
        <message>
            <source>Continue your last game?</source>
            <translation>Ihre letzte Partie fortsetzen?</translation>
        </message>
        <message numerus="yes">
            <source>You have %n other unfinished game(s), kept in My games:</source>
            <translation>
                <numerusform>Sie haben %n weitere nicht beendete Partie, aufbewahrt in Meine Partien:</numerusform>
                <numerusform>Sie haben %n weitere nicht beendete Partien, aufbewahrt in Meine Partien:</numerusform>
            </translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <source>My games…</source>
            <translation>Meine Partien…</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Neue Partie</translation>
        </message>
    </context>
    <context>
        <name>GamesWindow</name>
        <message>
            <source>Finished games</source>
            <translation>Beendete Partien</translation>
        </message>
        <message>
            <source>Unfinished games</source>
            <translation>Nicht beendete Partien</translation>
        </message>
        <message>
            <source>My games</source>
            <translation>Meine Partien</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Alle Partien</translation>
        </message>
        <message>
            <source>Unfinished</source>
            <translation>Nicht beendet</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Beendet</translation>
        </message>
        <message>
            <source>Against the computer</source>
            <translation>Gegen den Computer</translation>
        </message>
        <message>
            <source>Between people</source>
            <translation>Zwischen Menschen</translation>
        </message>
        <message>
            <source>Any level</source>
            <translation>Jede Stufe</translation>
        </message>
        <message>
            <source>Only games against the computer are chosen by level</source>
            <translation>Nur Partien gegen den Computer lassen sich nach Stufe auswählen</translation>
        </message>
        <message>
            <source>Any result</source>
            <translation>Jedes Ergebnis</translation>
        </message>
        <message>
            <source>Won by White</source>
            <translation>Von Weiß gewonnen</translation>
        </message>
        <message>
            <source>Won by Black</source>
            <translation>Von Schwarz gewonnen</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Unentschieden</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>Anzeigen:</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>Stufe:</translation>
        </message>
        <message>
            <source>Result:</source>
            <translation>Ergebnis:</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Öffnen</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Besprechen</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportieren…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <source>Undo delete</source>
            <translation>Löschen rückgängig</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>This is the game on the board: start another one to delete it.</source>
            <translation>Das ist die Partie auf dem Brett: Beginnen Sie eine andere, um sie zu löschen.</translation>
        </message>
        <message>
            <source>This game is open in another window.</source>
            <translation>Diese Partie ist in einem anderen Fenster geöffnet.</translation>
        </message>
        <message>
            <source>Export the game</source>
            <translation>Partie exportieren</translation>
        </message>
        <message>
            <source>The game could not be exported:
%1</source>
            <translation>Die Partie konnte nicht exportiert werden:
%1</translation>
        </message>
        <message>
            <source>The game could not be deleted: %1</source>
            <translation>Die Partie konnte nicht gelöscht werden: %1</translation>
        </message>
        <message>
            <source>This game is open in another window: close it there to delete it.</source>
            <translation>Diese Partie ist in einem anderen Fenster geöffnet: Schließen Sie sie dort, um sie zu löschen.</translation>
        </message>
        <message>
            <source>The game could not be restored: %1</source>
            <translation>Die Partie konnte nicht wiederhergestellt werden: %1</translation>
        </message>
        <message>
            <source>The deleted game could not be restored.</source>
            <translation>Die gelöschte Partie konnte nicht wiederhergestellt werden.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n Partie</numerusform>
                <numerusform>%n Partien</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) shown of %1</source>
            <translation>
                <numerusform>%n Partie von %1 angezeigt</numerusform>
                <numerusform>%n Partien von %1 angezeigt</numerusform>
            </translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Züge</translation>
        </message>
        <message>
            <source>Reviewed</source>
            <translation>Besprochen</translation>
        </message>
        <message>
            <source>Computer · level %1</source>
            <translation>Computer · Stufe %1</translation>
        </message>
        <message>
            <source>%1 · level %2</source>
            <translation>%1 · Stufe %2</translation>
        </message>
        <message>
            <source>White resigned</source>
            <translation>Weiß hat aufgegeben</translation>
        </message>
        <message>
            <source>Black resigned</source>
            <translation>Schwarz hat aufgegeben</translation>
        </message>
        <message>
            <source>Draw %1–%2</source>
            <translation>Unentschieden %1:%2</translation>
        </message>
        <message>
            <source>White won %1–%2</source>
            <translation>Weiß gewann %1:%2</translation>
        </message>
        <message>
            <source>White won</source>
            <translation>Weiß gewann</translation>
        </message>
        <message>
            <source>Black won %1–%2</source>
            <translation>Schwarz gewann %1:%2</translation>
        </message>
        <message>
            <source>Black won</source>
            <translation>Schwarz gewann</translation>
        </message>
        <message>
            <source>Cannot be read: %1</source>
            <translation>Nicht lesbar: %1</translation>
        </message>
        <message>
            <source>%1 (open in another window)</source>
            <translation>%1 (in einem anderen Fenster geöffnet)</translation>
        </message>
    </context>
    <context>
        <name>LevelRecordLabel</name>
        <message>
            <source>You have not played level %1 yet</source>
            <translation>Sie haben noch nicht gegen Stufe %1 gespielt</translation>
        </message>
        <message numerus="yes">
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n Sieg</numerusform>
                <numerusform>%n Siege</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n draw(s)</source>
            <translation>
                <numerusform>%n Unentschieden</numerusform>
                <numerusform>%n Unentschieden</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n loss(es)</source>
            <translation>
                <numerusform>%n Niederlage</numerusform>
                <numerusform>%n Niederlagen</numerusform>
            </translation>
        </message>
        <message>
            <source>Your record against level %1: %2, %3, %4</source>
            <translation>Ihre Bilanz gegen Stufe %1: %2, %3, %4</translation>
        </message>
        <message>
            <source>You won your last three games against level %1 — try level %2?</source>
            <translation>Sie haben Ihre letzten drei Partien gegen Stufe %1 gewonnen – Stufe %2 versuchen?</translation>
        </message>
        <message>
            <source>You lost your last three games against level %1 — try level %2?</source>
            <translation>Sie haben Ihre letzten drei Partien gegen Stufe %1 verloren – Stufe %2 versuchen?</translation>
        </message>
    </context>
    <context>
        <name>Library</name>
        <message>
            <source>there is no home folder to keep games in</source>
            <translation>es gibt keinen persönlichen Ordner, in dem Partien aufbewahrt werden können</translation>
        </message>
        <message>
            <source>The game is not being saved: %1. It is tried again after every move and every %2 seconds; save the game elsewhere to keep it.</source>
            <translation>Die Partie wird nicht gespeichert: %1. Nach jedem Zug und alle %2 Sekunden wird es erneut versucht; speichern Sie die Partie anderswo, um sie zu behalten.</translation>
        </message>
        <message>
            <source>the folder of your games %1 cannot be used (%2)</source>
            <translation>der Ordner Ihrer Partien %1 ist nicht verwendbar (%2)</translation>
        </message>
        <message>
            <source>the folder of your games %1 is read-only</source>
            <translation>der Ordner Ihrer Partien %1 ist schreibgeschützt</translation>
        </message>
        <message>
            <source>The autosaved game could not be read (%1). It was left as it is at %2 and nothing was deleted (%3).</source>
            <translation>Die automatisch gespeicherte Partie konnte nicht gelesen werden (%1). Sie wurde unverändert in %2 gelassen, und nichts wurde gelöscht (%3).</translation>
        </message>
        <message>
            <source>The autosaved game could not be read (%1). The file was kept as %2 and nothing was deleted.</source>
            <translation>Die automatisch gespeicherte Partie konnte nicht gelesen werden (%1). Die Datei wurde als %2 aufbewahrt, und nichts wurde gelöscht.</translation>
        </message>
    </context>
    <context>
        <name>Shortcuts</name>
        <message>
            <source>Lessons and puzzles: reset view, top-down view, hint</source>
            <translation>Lektionen, Aufgaben: Ansicht zurücksetzen, Draufsicht, Tipp</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Pos1</translation>
        </message>
        <message>
            <source>Reset the camera</source>
            <translation>Kamera zurücksetzen</translation>
        </message>
        <message>
            <source>Zoom in, zoom out</source>
            <translation>Vergrößern, verkleinern</translation>
        </message>
        <message>
            <source>W A S D or Ctrl+arrows</source>
            <translation>W A S D oder Strg+Pfeiltasten</translation>
        </message>
        <message>
            <source>Turn the board</source>
            <translation>Brett drehen</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Let go of the stack picked up</source>
            <translation>Den aufgenommenen Stapel loslassen</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Eingabe oder Leertaste</translation>
        </message>
        <message>
            <source>Pick up the stack under the cursor, or put it down</source>
            <translation>Den Stapel unter dem Cursor aufnehmen oder absetzen</translation>
        </message>
        <message>
            <source>Move the cursor on the board</source>
            <translation>Den Cursor auf dem Brett bewegen</translation>
        </message>
        <message>
            <source>On the board</source>
            <translation>Auf dem Brett</translation>
        </message>
        <message>
            <source>or</source>
            <translation>oder</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Tasten</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Aktion</translation>
        </message>
        <message>
            <source>Keyboard shortcuts – DVONN 3D</source>
            <translation>Tastenkürzel – DVONN 3D</translation>
        </message>
    </context>
    <context>
        <name>Level</name>
    <message>
        <source>Titan</source>
        <translation>Titan</translation>
    </message>
    <message>
        <source>Prodigy</source>
        <translation>Wunderkind</translation>
    </message>
    <message>
        <source>Improver</source>
        <translation>Aufsteiger</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Stammspieler</translation>
    </message>
    <message>
        <source>Skilled</source>
        <translation>Geübt</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Virtuoso</source>
        <translation>Virtuose</translation>
    </message>
    <message>
        <source>Superhuman</source>
        <translation>Überragend</translation>
    </message>
    <message>
        <source>Best human</source>
        <translation>Weltklasse</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <source>Top player</source>
        <translation>Topspieler</translation>
    </message>
    <message>
        <source>Seasoned</source>
        <translation>Erfahren</translation>
    </message>
        <message>
            <source>Champion</source>
            <translation>Champion</translation>
        </message>
        <message>
            <source>Grandmaster</source>
            <translation>Großmeister</translation>
        </message>
        <message>
            <source>Master</source>
            <translation>Meister</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Experte</translation>
        </message>
        <message>
            <source>Advanced</source>
            <translation>Fortgeschritten</translation>
        </message>
        <message>
            <source>Club player</source>
            <translation>Vereinsspieler</translation>
        </message>
        <message>
            <source>Apprentice</source>
            <translation>Lehrling</translation>
        </message>
        <message>
            <source>Casual</source>
            <translation>Hobbyspieler</translation>
        </message>
        <message>
            <source>Novice</source>
            <translation>Neuling</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Anfänger</translation>
        </message>
        <message>
            <source>Learner</source>
            <translation>Lernender</translation>
        </message>
        <message>
            <source>Newcomer</source>
            <translation>Neueinsteiger</translation>
        </message>
    </context>
    <context>
        <name>BoardSpeech</name>
        <message>
            <source>A landing cell.</source>
            <translation>Ein mögliches Zielfeld.</translation>
        </message>
        <message>
            <source>Picked up.</source>
            <translation>Aufgenommen.</translation>
        </message>
        <message>
            <source>The arrow keys move over the board's cells; Enter picks up a stack and drops it on the cell chosen; Escape lets go.</source>
            <translation>Die Pfeiltasten bewegen über die Felder des Bretts; Eingabe nimmt einen Stapel auf und setzt ihn auf dem gewählten Feld ab; Escape lässt los.</translation>
        </message>
        <message>
            <source>DVONN board</source>
            <translation>DVONN-Brett</translation>
        </message>
        <message numerus="yes">
            <source>It cut off %n stack(s): %1.</source>
            <translation>
                <numerusform>Der Zug hat %n Stapel abgeschnitten: %1.</numerusform>
                <numerusform>Der Zug hat %n Stapel abgeschnitten: %1.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 moved the stack on %2 to %3.</source>
            <translation>%1 hat den Stapel von %2 nach %3 gezogen.</translation>
        </message>
        <message>
            <source>%1 placed a piece on %2.</source>
            <translation>%1 hat einen Stein auf %2 gesetzt.</translation>
        </message>
        <message>
            <source>%1 placed a DVONN piece on %2.</source>
            <translation>%1 hat einen DVONN-Stein auf %2 gesetzt.</translation>
        </message>
        <message>
            <source>%1 passed.</source>
            <translation>%1 hat gepasst.</translation>
        </message>
        <message>
            <source>Picked up: Enter puts it down again.</source>
            <translation>Aufgenommen: Eingabe setzt ihn wieder ab.</translation>
        </message>
        <message numerus="yes">
            <source>It can move to %n cell(s): %1.</source>
            <translation>
                <numerusform>Er kann auf %n Feld ziehen: %1.</numerusform>
                <numerusform>Er kann auf %n Felder ziehen: %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This cuts off %n stack(s): %1.</source>
            <translation>
                <numerusform>Das schneidet %n Stapel ab: %1.</numerusform>
                <numerusform>Das schneidet %n Stapel ab: %1.</numerusform>
            </translation>
        </message>
        <message>
            <source>Enter moves the stack on %1 here.</source>
            <translation>Eingabe zieht den Stapel von %1 hierher.</translation>
        </message>
        <message>
            <source>Enter places a piece here.</source>
            <translation>Eingabe setzt hier einen Stein.</translation>
        </message>
        <message>
            <source>Enter places a DVONN piece here.</source>
            <translation>Eingabe setzt hier einen DVONN-Stein.</translation>
        </message>
        <message numerus="yes">
            <source>It holds %n DVONN piece(s).</source>
            <translation>
                <numerusform>Er enthält %n DVONN-Stein.</numerusform>
                <numerusform>Er enthält %n DVONN-Steine.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: a black stack of %n piece(s).</source>
            <translation>
                <numerusform>%1: ein schwarzer Stapel aus %n Stein.</numerusform>
                <numerusform>%1: ein schwarzer Stapel aus %n Steinen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: a white stack of %n piece(s).</source>
            <translation>
                <numerusform>%1: ein weißer Stapel aus %n Stein.</numerusform>
                <numerusform>%1: ein weißer Stapel aus %n Steinen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: a stack of %n DVONN piece(s).</source>
            <translation>
                <numerusform>%1: ein Stapel aus %n DVONN-Stein.</numerusform>
                <numerusform>%1: ein Stapel aus %n DVONN-Steinen.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: empty.</source>
            <translation>%1: leer.</translation>
        </message>
        <message numerus="yes">
            <source>%n DVONN piece(s)</source>
            <translation>
                <numerusform>%n DVONN-Stein</numerusform>
                <numerusform>%n DVONN-Steine</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n black piece(s)</source>
            <translation>
                <numerusform>%n schwarzer Stein</numerusform>
                <numerusform>%n schwarze Steine</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n white piece(s)</source>
            <translation>
                <numerusform>%n weißer Stein</numerusform>
                <numerusform>%n weiße Steine</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 und %2</translation>
        </message>
    </context>
    <context>
        <name>FileType</name>
        <message>
            <source>DVONN game</source>
            <translation>DVONN-Partie</translation>
        </message>
        <message>
            <source>LittleGolem transcript</source>
            <translation>LittleGolem-Mitschrift</translation>
        </message>
        <message>
            <source>Boardspace SGF</source>
            <translation>Boardspace-SGF</translation>
        </message>
    </context>
    <context>
        <name>PlayedLike</name>
        <message>
            <source>played like a player rated about %1 (%2–%3, where Boardspace's Dumbot is 1500)</source>
            <translation>spielte wie ein Spieler mit einer Wertung um %1 (%2–%3; Dumbot auf Boardspace hat 1500)</translation>
        </message>
    </context>
<context>
    <name>SavePaths</name>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 existiert bereits.
Möchten Sie die Datei ersetzen?</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>The review kept in this game was left out: %1</source>
        <translation>Die in dieser Partie gespeicherte Besprechung wurde weggelassen: %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <translation>
            <numerusform>%n Variante</numerusform>
            <numerusform>%n Varianten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>the other games in the file</source>
        <translation>die anderen Partien der Datei</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>the properties %1</source>
        <translation>die Eigenschaften %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Saving over %1 would drop what DVONN 3D does not read in it: %2.</source>
        <translation>Beim Speichern über %1 ginge verloren, was DVONN 3D darin nicht liest: %2.</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message numerus="yes">
        <source>Reviewing… a first quick look: %1 of %n move(s)</source>
        <translation>
            <numerusform>Besprechung läuft… erster schneller Blick: %1 von %n Zug</numerusform>
            <numerusform>Besprechung läuft… erster schneller Blick: %1 von %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewing… checking more deeply (%1 of %2): %3 of %n move(s)</source>
        <translation>
            <numerusform>Besprechung läuft… gründlichere Prüfung (%1 von %2): %3 von %n Zug</numerusform>
            <numerusform>Besprechung läuft… gründlichere Prüfung (%1 von %2): %3 von %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review of %n move(s), as saved with the game</source>
        <translation>
            <numerusform>Besprechung von %n Zug, wie mit der Partie gespeichert</numerusform>
            <numerusform>Besprechung von %n Zügen, wie mit der Partie gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>The start</source>
        <translation>Der Anfang</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>Nach Zug %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;The start&lt;/b&gt;, before move 1: %1.</source>
        <translation>&lt;b&gt;Der Anfang&lt;/b&gt;, vor Zug 1: %1.</translation>
    </message>
    <message>
        <source>With &lt;b&gt;%1&lt;/b&gt; instead: %2.</source>
        <translation>Mit &lt;b&gt;%1&lt;/b&gt; stattdessen: %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After move %1&lt;/b&gt;: %2 played %3 (%4). %5.</source>
        <translation>&lt;b&gt;Nach Zug %1&lt;/b&gt;: %2 spielte %3 (%4). %5.</translation>
    </message>
    <message>
        <source>(A first look: being checked more deeply.)</source>
        <translation>(Erster Blick: wird gründlicher geprüft.)</translation>
    </message>
    <message>
        <source>Line ▶ shows it.</source>
        <translation>Variante ▶ zeigt ihn.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Before move %1&lt;/b&gt;: %2 played %3 (%4, dashed); &lt;b&gt;%5&lt;/b&gt; (arrow) was better.</source>
        <translation>&lt;b&gt;Vor Zug %1&lt;/b&gt;: %2 spielte %3 (%4, gestrichelt); &lt;b&gt;%5&lt;/b&gt; (Pfeil) war besser.</translation>
    </message>
    <message>
        <source>Line ▶ plays the better line: %1</source>
        <translation>Variante ▶ spielt die bessere Variante: %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The better line&lt;/b&gt; instead of move %1: %2 of %n move(s) played</source>
        <translation>
            <numerusform>&lt;b&gt;Die bessere Variante&lt;/b&gt; statt Zug %1: %2 von %n Zug gespielt</numerusform>
            <numerusform>&lt;b&gt;Die bessere Variante&lt;/b&gt; statt Zug %1: %2 von %n Zügen gespielt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>result proven</source>
        <translation>Ergebnis bewiesen</translation>
    </message>
    <message>
        <source>on the board</source>
        <translation>auf dem Brett</translation>
    </message>
    <message>
        <source>▲ White ahead</source>
        <translation>▲ Weiß vorn</translation>
    </message>
    <message>
        <source>▼ Black ahead</source>
        <translation>▼ Schwarz vorn</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>Zug %1</translation>
    </message>
</context>
<context>
    <name>ReviewPane</name>
    <message>
        <source>Review again, more deeply</source>
        <translation>Noch einmal gründlicher besprechen</translation>
    </message>
    <message>
        <source>Search every move again, longer than before: a verdict may change</source>
        <translation>Jeden Zug noch einmal länger durchsuchen als zuvor: ein Urteil kann sich ändern</translation>
    </message>
    <message>
        <source>Step back along the better line to the game ([ or Alt+Shift+Left)</source>
        <translation>In der besseren Variante zurück bis zur Partie ([ oder Alt+Umschalt+Links)</translation>
    </message>
    <message>
        <source>Show the better move on the board, then play its line (] or Alt+Shift+Right)</source>
        <translation>Den besseren Zug auf dem Brett zeigen, dann seine Variante spielen (] oder Alt+Umschalt+Rechts)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message numerus="yes">
        <source>%1 · looking %n move(s) ahead: %2</source>
        <translation>
            <numerusform>%1 · %n Zug vorausgeschaut: %2</numerusform>
            <numerusform>%1 · %n Züge vorausgeschaut: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Who is ahead: the light part is White's, the dark Black's</source>
        <translation>Wer vorn liegt: der helle Teil gehört Weiß, der dunkle Schwarz</translation>
    </message>
</context>
<context>
    <name>Standing</name>
    <message>
        <source>The game is even</source>
        <translation>Die Partie ist ausgeglichen</translation>
    </message>
    <message>
        <source>A draw with best play</source>
        <translation>Remis bei bestem Spiel</translation>
    </message>
    <message>
        <source>White is slightly ahead</source>
        <translation>Weiß liegt knapp vorn</translation>
    </message>
    <message>
        <source>Black is slightly ahead</source>
        <translation>Schwarz liegt knapp vorn</translation>
    </message>
    <message numerus="yes">
        <source>White is ahead by about %n piece(s)</source>
        <translation>
            <numerusform>Weiß liegt etwa %n Stein vorn</numerusform>
            <numerusform>Weiß liegt etwa %n Steine vorn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black is ahead by about %n piece(s)</source>
        <translation>
            <numerusform>Schwarz liegt etwa %n Stein vorn</numerusform>
            <numerusform>Schwarz liegt etwa %n Steine vorn</numerusform>
        </translation>
    </message>
    <message>
        <source>White cannot lose with best play</source>
        <translation>Weiß kann bei bestem Spiel nicht verlieren</translation>
    </message>
    <message>
        <source>Black cannot lose with best play</source>
        <translation>Schwarz kann bei bestem Spiel nicht verlieren</translation>
    </message>
    <message numerus="yes">
        <source>White wins by at least %n piece(s) with best play</source>
        <translation>
            <numerusform>Weiß gewinnt bei bestem Spiel mit mindestens %n Stein</numerusform>
            <numerusform>Weiß gewinnt bei bestem Spiel mit mindestens %n Steinen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins by at least %n piece(s) with best play</source>
        <translation>
            <numerusform>Schwarz gewinnt bei bestem Spiel mit mindestens %n Stein</numerusform>
            <numerusform>Schwarz gewinnt bei bestem Spiel mit mindestens %n Steinen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins by %n piece(s) with best play</source>
        <translation>
            <numerusform>Weiß gewinnt bei bestem Spiel mit %n Stein</numerusform>
            <numerusform>Weiß gewinnt bei bestem Spiel mit %n Steinen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins by %n piece(s) with best play</source>
        <translation>
            <numerusform>Schwarz gewinnt bei bestem Spiel mit %n Stein</numerusform>
            <numerusform>Schwarz gewinnt bei bestem Spiel mit %n Steinen</numerusform>
        </translation>
    </message>
    <message>
        <source>White wins with best play</source>
        <translation>Weiß gewinnt bei bestem Spiel</translation>
    </message>
    <message>
        <source>Black wins with best play</source>
        <translation>Schwarz gewinnt bei bestem Spiel</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Looking back: before move %1 of %2, and the better move</source>
        <translation>Rückblick: vor Zug %1 von %2, mit dem besseren Zug</translation>
    </message>
    <message>
        <source>Looking back: the better line instead of move %1</source>
        <translation>Rückblick: die bessere Variante statt Zug %1</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; lost, but the review found no mistake that decided it: the game slipped away gradually, or beyond what the review looked at · %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; hat verloren, aber die Besprechung fand keinen entscheidenden Fehler: Die Partie ging nach und nach verloren oder jenseits dessen, was die Besprechung betrachtet hat · %2</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>White %1 %</source>
        <translation>Weiß %1 %</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Black %1 %</source>
        <translation>Schwarz %1 %</translation>
    </message>
</context>
<context>
    <name>Standing</name>
    <message>
        <source>White is favoured: about %1 % to win</source>
        <translation>Weiß ist im Vorteil: etwa %1 % Gewinnchance</translation>
    </message>
</context>
<context>
    <name>Standing</name>
    <message>
        <source>Black is favoured: about %1 % to win</source>
        <translation>Schwarz ist im Vorteil: etwa %1 % Gewinnchance</translation>
    </message>
</context>
<context>
    <name>PlayedLike</name>
    <message>
        <source>played at least like a player rated about %1 (level %2's rating: beaten without an inaccuracy, a mistake or a blunder)</source>
        <translation>spielte mindestens wie ein Spieler mit einer Wertung um %1 (die Wertung der Stufe %2: ohne Ungenauigkeit, Fehler oder Patzer besiegt)</translation>
    </message>
    <message>
        <source>not enough to go on for a rating from this game alone</source>
        <translation>diese eine Partie reicht für keine Wertung aus</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message numerus="yes">
        <source>%1 still wins, but by %n piece(s) fewer.</source>
        <translation>
            <numerusform>%1 gewinnt weiterhin, aber mit %n Stein weniger.</numerusform>
            <numerusform>%1 gewinnt weiterhin, aber mit %n Steinen weniger.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Count the pieces</source>
        <translation>Steine zählen</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Final position</source>
        <translation>Endstellung</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Show the final position again (Esc)</source>
        <translation>Die Endstellung wieder zeigen (Esc)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Gather each player's pieces into columns of ten to count them</source>
        <translation>Die Steine jedes Spielers zum Zählen in Zehnersäulen sammeln</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Counting the pieces: %1 %2, %3 %4. Esc or a click shows the final position</source>
        <translation>Steine zählen: %1 %2, %3 %4. Esc oder ein Klick zeigt die Endstellung</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>White moves first</source>
        <translation>Weiß zieht zuerst</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Last opened</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Analyse the position shown</source>
        <translation>Die gezeigte Stellung analysieren</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Every move</source>
        <translation>Alle Züge</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Mark each stack by its best result</source>
        <translation>Jeden Stapel mit seinem besten Ergebnis markieren</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Every move and its result</source>
        <translation>Jeder Zug und sein Ergebnis</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Solving every move…</source>
        <translation>Jeder Zug wird gelöst…</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Analysing…</source>
        <translation>Analyse läuft…</translation>
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
        <translation>Linie %1: %2, %3. Spielt %4</translation>
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
        <translation>Die Partie ist vorbei: Es bleibt kein Zug.</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message numerus="yes">
        <source>Looking %n move(s) ahead; the best moves:</source>
        <translation>
            <numerusform>%n Zug vorausgeschaut; die besten Züge:</numerusform>
            <numerusform>%n Züge vorausgeschaut; die besten Züge:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message numerus="yes">
        <source>%1 of %n move(s) proven.</source>
        <translation>
            <numerusform>%1 von %n Zug bewiesen.</numerusform>
            <numerusform>%1 von %n Zügen bewiesen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Moves and side lines</source>
        <translation>Züge und Nebenvarianten</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>pass</source>
        <translation>passt</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>The start position</source>
        <translation>Die Anfangsstellung</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>, side line</source>
        <translation>, Nebenvariante</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Make main line</source>
        <translation>Zur Hauptvariante machen</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Promote variation</source>
        <translation>Variante nach oben</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Comment…</source>
        <translation>Kommentieren…</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Delete from here</source>
        <translation>Ab hier löschen</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Analysis board – DVONN 3D</source>
        <translation>Analysebrett – DVONN 3D</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Analysis board</source>
        <translation>Analysebrett</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>The start position.</source>
        <translation>Die Anfangsstellung.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>%1 (a side line)</source>
        <translation>%1 (eine Nebenvariante)</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>White to play.</source>
        <translation>Weiß ist am Zug.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Black to play.</source>
        <translation>Schwarz ist am Zug.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Comment after %1:</source>
        <translation>Kommentar nach %1:</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Save the analysis</source>
        <translation>Analyse speichern</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Save the side lines and comments you added?</source>
        <translation>Die hinzugefügten Nebenvarianten und Kommentare speichern?</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Analyse from &amp;here</source>
        <translation>Ab hier &amp;analysieren</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Analyse from here</source>
        <translation>Ab hier analysieren</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Try other moves from the position shown on an analysis board (Ctrl+Shift+A)</source>
        <translation>Andere Züge ab der gezeigten Stellung auf einem Analysebrett ausprobieren (Strg+Umschalt+A)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>the side lines</source>
        <translation>die Nebenvarianten</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Try other moves on an analysis board</source>
        <translation>Andere Züge auf einem Analysebrett ausprobieren</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Try other moves on an analysis board</source>
        <translation>Andere Züge auf einem Analysebrett ausprobieren</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You are looking back at the game: press End to return to it, or try other moves with Analyse from here</source>
        <translation>Sie sehen sich die Partie noch einmal an: Ende drücken, um zurückzukehren, oder mit „Ab hier analysieren“ andere Züge ausprobieren</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1: unknown piece %2 (use W, B or D)</source>
        <translation>%1: unbekannter Stein %2 (W, B oder D verwenden)</translation>
    </message>
    <message>
        <source>%1: a DVONN piece never moves by itself, so it is on top of a stack only when it stands alone</source>
        <translation>%1: ein DVONN-Stein zieht nie allein, daher liegt er nur oben auf einem Stapel, wenn er allein steht</translation>
    </message>
    <message>
        <source>%1 white pieces: there are only 23</source>
        <translation>%1 weiße Steine: es gibt nur 23</translation>
    </message>
    <message>
        <source>%1 black pieces: there are only 23</source>
        <translation>%1 schwarze Steine: es gibt nur 23</translation>
    </message>
    <message>
        <source>%1 DVONN pieces: there are only 3</source>
        <translation>%1 DVONN-Steine: es gibt nur 3</translation>
    </message>
    <message>
        <source>the board is full: placement is over</source>
        <translation>das Brett ist voll: die Setzphase ist vorbei</translation>
    </message>
    <message>
        <source>%1: no stacks are built during placement</source>
        <translation>%1: in der Setzphase werden keine Stapel gebaut</translation>
    </message>
    <message>
        <source>the three DVONN pieces are placed first: no white or black piece before them</source>
        <translation>die drei DVONN-Steine werden zuerst gesetzt: kein weißer oder schwarzer Stein vor ihnen</translation>
    </message>
    <message>
        <source>Black places the first white or black piece, then the players take turns: Black has as many pieces on the board as White or one more, not %2 against %1</source>
        <translation>Schwarz setzt den ersten weißen oder schwarzen Stein, dann wechseln sich die Spieler ab: Schwarz hat so viele Steine auf dem Brett wie Weiß oder einen mehr, nicht %2 gegen %1</translation>
    </message>
    <message>
        <source>placement %1 is white's to make</source>
        <translation>Setzzug %1 gehört Weiß</translation>
    </message>
    <message>
        <source>placement %1 is black's to make</source>
        <translation>Setzzug %1 gehört Schwarz</translation>
    </message>
    <message>
        <source>all three DVONN pieces stay on the board in the movement phase</source>
        <translation>alle drei DVONN-Steine bleiben in der Zugphase auf dem Brett</translation>
    </message>
    <message>
        <source>the stack on %1 is cut off from every DVONN piece</source>
        <translation>der Stapel auf %1 ist von allen DVONN-Steinen abgeschnitten</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Set &amp;up a position…</source>
        <translation>S&amp;tellung aufbauen…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game from this position</source>
        <translation>Neue Partie aus dieser Stellung</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Ready: play can reach this position.</source>
        <translation>Bereit: diese Stellung kann im Spiel entstehen.</translation>
    </message>
    <message>
        <source>Nothing is left to place.</source>
        <translation>Es ist nichts mehr zu setzen.</translation>
    </message>
    <message>
        <source>White places next. Still to place: %1.</source>
        <translation>Weiß setzt als Nächstes. Noch zu setzen: %1.</translation>
    </message>
    <message>
        <source>Black places next. Still to place: %1.</source>
        <translation>Schwarz setzt als Nächstes. Noch zu setzen: %1.</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>Das Brett ist leer.</translation>
    </message>
    <message>
        <source>On the board: %1.</source>
        <translation>Auf dem Brett: %1.</translation>
    </message>
    <message>
        <source>White (W)</source>
        <translation>Weiß (W)</translation>
    </message>
    <message>
        <source>Black (B)</source>
        <translation>Schwarz (B)</translation>
    </message>
    <message>
        <source>DVONN (D)</source>
        <translation>DVONN (D)</translation>
    </message>
    <message>
        <source>The arrow keys move over the board's cells; Enter adds the chosen piece on top of the stack there, Backspace takes its top piece off; W, B and D choose the piece.</source>
        <translation>Die Pfeiltasten bewegen über die Felder des Bretts; Eingabe legt den gewählten Stein oben auf den Stapel dort, Rücktaste nimmt seinen obersten Stein weg; W, B und D wählen den Stein.</translation>
    </message>
    <message>
        <source>Enter adds a white piece on top.</source>
        <translation>Eingabe legt einen weißen Stein obenauf.</translation>
    </message>
    <message>
        <source>Enter adds a black piece on top.</source>
        <translation>Eingabe legt einen schwarzen Stein obenauf.</translation>
    </message>
    <message>
        <source>Enter adds a DVONN piece on top.</source>
        <translation>Eingabe legt einen DVONN-Stein obenauf.</translation>
    </message>
    <message>
        <source>Backspace takes the top piece off.</source>
        <translation>Rücktaste nimmt den obersten Stein weg.</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>Click a space to add the chosen piece on top of its stack; right-click it, or press Backspace, to take the top piece off.</source>
        <translation>Klicken Sie auf ein Feld, um den gewählten Stein oben auf seinen Stapel zu legen; Rechtsklick oder Rücktaste nimmt den obersten Stein weg.</translation>
    </message>
    <message>
        <source>Piece to add</source>
        <translation>Hinzuzufügender Stein</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Setzphase</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Zugphase</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <source>Fill at random</source>
        <translation>Zufällig füllen</translation>
    </message>
    <message>
        <source>The game's position</source>
        <translation>Stellung der Partie</translation>
    </message>
    <message>
        <source>Start again from the position the game shows</source>
        <translation>Neu von der Stellung beginnen, die die Partie zeigt</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Ab hier spielen</translation>
    </message>
    <message>
        <source>Start a new game from this position, choosing the players</source>
        <translation>Eine neue Partie aus dieser Stellung beginnen und die Spieler wählen</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Open this position on an analysis board</source>
        <translation>Diese Stellung auf einem Analysebrett öffnen</translation>
    </message>
    <message>
        <source>In the placement phase the side to move follows from the board</source>
        <translation>In der Setzphase ergibt sich die Seite am Zug aus dem Brett</translation>
    </message>
    <message>
        <source>Board editor</source>
        <translation>Stellungseditor</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>The best lines: Enter plays one</source>
        <translation>Die besten Varianten: Eingabe spielt eine</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The game is over: start a new game or a rematch (Ctrl+N), or try other moves with Analyse from here</source>
        <translation>Die Partie ist vorbei: neue Partie oder Revanche beginnen (Strg+N) oder mit „Ab hier analysieren“ andere Züge ausprobieren</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Move %1 · %2</source>
        <translation>Zug %1 · %2</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>A proven loss by 1 piece: every reply loses.</source>
        <translation>Ein bewiesener Verlust um 1 Stein: jede Antwort verliert.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>A proven loss by %1 pieces: every reply loses.</source>
        <translation>Ein bewiesener Verlust um %1 Steine: jede Antwort verliert.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and cuts off 1 of your pieces.</source>
        <translation>Danach spielt Weiß %1 und schneidet 1 Ihrer Steine ab.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and cuts off %2 of your pieces.</source>
        <translation>Danach spielt Weiß %1 und schneidet %2 Ihrer Steine ab.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and cuts off 1 of your pieces.</source>
        <translation>Danach spielt Schwarz %1 und schneidet 1 Ihrer Steine ab.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and cuts off %2 of your pieces.</source>
        <translation>Danach spielt Schwarz %1 und schneidet %2 Ihrer Steine ab.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This cuts off 1 of your own pieces.</source>
        <translation>Dieser Zug schneidet 1 Ihrer eigenen Steine ab.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This cuts off %1 of your own pieces.</source>
        <translation>Dieser Zug schneidet %1 Ihrer eigenen Steine ab.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This leaves your piece on %1 with no move.</source>
        <translation>Danach kann Ihr Stein auf %1 nicht mehr ziehen.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This leaves your stack of %2 on %1 with no move.</source>
        <translation>Danach kann Ihr Stapel von %2 auf %1 nicht mehr ziehen.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off 1 of White's pieces.</source>
        <translation>%1 hätte 1 Stein von Weiß abgeschnitten.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off %2 of White's pieces.</source>
        <translation>%1 hätte %2 Steine von Weiß abgeschnitten.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off 1 of Black's pieces.</source>
        <translation>%1 hätte 1 Stein von Schwarz abgeschnitten.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off %2 of Black's pieces.</source>
        <translation>%1 hätte %2 Steine von Schwarz abgeschnitten.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>A proven loss: every reply loses.</source>
        <translation>Ein bewiesener Verlust: jede Antwort verliert.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your training set could not be read (%1). It was left as it is at %2 and nothing is written over it (%3).</source>
        <translation>Ihr Trainingssatz konnte nicht gelesen werden (%1). Er wurde unter %2 unverändert gelassen und wird nicht überschrieben (%3).</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your training set could not be read (%1). The file was kept as %2 and the training starts again from an empty set.</source>
        <translation>Ihr Trainingssatz konnte nicht gelesen werden (%1). Die Datei wurde als %2 aufbewahrt, und das Training beginnt mit einem leeren Satz neu.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your training set could not be saved: %1</source>
        <translation>Ihr Trainingssatz konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>found at the first try</source>
        <translation>im ersten Versuch gefunden</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>found after a try</source>
        <translation>nach einem Versuch gefunden</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>shown</source>
        <translation>gezeigt</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>due</source>
        <translation>fällig</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>accuracy %1 %</source>
        <translation>Genauigkeit %1 %</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>no training</source>
        <translation>kein Training</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Week of %1: %2.</source>
        <translation>Woche vom %1: %2.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>The training by week</source>
        <translation>Das Training Woche für Woche</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your accuracy game by game</source>
        <translation>Ihre Genauigkeit Partie für Partie</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>No game against the computer has been reviewed yet.</source>
        <translation>Noch keine Partie gegen den Computer wurde besprochen.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>%1: accuracy %2 %.</source>
        <translation>%1: Genauigkeit %2 %.</translation>
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
        <translation>Ihr Trainingssatz ist leer. Die Fehler und groben Fehler Ihrer besprochenen Partien gegen den Computer kommen hinein und kehren in wachsenden Abständen wieder, bis Sie sie dreimal hintereinander finden.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Nothing to train now: the next position is due on %1.</source>
        <translation>Jetzt ist nichts fällig: Die nächste Stellung ist am %1 fällig.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Game of %1 against %2</source>
        <translation>Partie vom %1 gegen %2</translation>
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
        <translation>Jetzt trainieren</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Play the positions due: find the better move you missed in your games</source>
        <translation>Die fälligen Stellungen spielen: Finden Sie den besseren Zug, den Sie in Ihren Partien verpasst haben</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>The window that plays the positions is not in this version yet.</source>
        <translation>Das Fenster, das die Stellungen spielt, ist in dieser Version noch nicht enthalten.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Show the figures as text</source>
        <translation>Die Zahlen als Text zeigen</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>The figures of the charts</source>
        <translation>Die Zahlen der Diagramme</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Keep them</source>
        <translation>Behalten</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Take them out</source>
        <translation>Herausnehmen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Review finished games in the &amp;background</source>
        <translation>Beendete Partien im &amp;Hintergrund besprechen</translation>
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
        <translation>Besprechungen im Hintergrund</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n found at the first try</source>
        <translation>
            <numerusform>%n im ersten Versuch gefunden</numerusform>
            <numerusform>%n im ersten Versuch gefunden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n found after a try</source>
        <translation>
            <numerusform>%n nach einem Versuch gefunden</numerusform>
            <numerusform>%n nach einem Versuch gefunden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n gezeigt</numerusform>
            <numerusform>%n gezeigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n position(s) due</source>
        <translation>
            <numerusform>%n Stellung fällig</numerusform>
            <numerusform>%n Stellungen fällig</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n position(s) in your training set.</source>
        <translation>
            <numerusform>%n Stellung in Ihrem Trainingssatz.</numerusform>
            <numerusform>%n Stellungen in Ihrem Trainingssatz.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n position(s) to train now.</source>
        <translation>
            <numerusform>%n Stellung jetzt zu trainieren.</numerusform>
            <numerusform>%n Stellungen jetzt zu trainieren.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>This game has %n position(s) in your training set. Keep them there?</source>
        <translation>
            <numerusform>Diese Partie hat %n Stellung in Ihrem Trainingssatz. Behalten?</numerusform>
            <numerusform>Diese Partie hat %n Stellungen in Ihrem Trainingssatz. Behalten?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Move %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, White played %1 here: a blunder that cost White %2 % of winning chance.</source>
        <translation>In der Partie spielte Weiß hier %1: ein Patzer, der Weiß %2 % Gewinnchance gekostet hat.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, White played %1 here: a mistake that cost White %2 % of winning chance.</source>
        <translation>In der Partie spielte Weiß hier %1: ein Fehler, der Weiß %2 % Gewinnchance gekostet hat.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, Black played %1 here: a blunder that cost Black %2 % of winning chance.</source>
        <translation>In der Partie spielte Schwarz hier %1: ein Patzer, der Schwarz %2 % Gewinnchance gekostet hat.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, Black played %1 here: a mistake that cost Black %2 % of winning chance.</source>
        <translation>In der Partie spielte Schwarz hier %1: ein Fehler, der Schwarz %2 % Gewinnchance gekostet hat.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Find a better move.</source>
        <translation>Finden Sie einen besseren Zug.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Checking %1…</source>
        <translation>%1 wird geprüft …</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is White's answer; the stacks it cuts off are red.</source>
        <translation>Der rote Pfeil ist die Antwort von Weiß; die Stapel, die sie abschneidet, sind rot.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is White's answer.</source>
        <translation>Der rote Pfeil ist die Antwort von Weiß.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is Black's answer; the stacks it cuts off are red.</source>
        <translation>Der rote Pfeil ist die Antwort von Schwarz; die Stapel, die sie abschneidet, sind rot.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is Black's answer.</source>
        <translation>Der rote Pfeil ist die Antwort von Schwarz.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Well found! %1 is the best move.</source>
        <translation>Gut gefunden! %1 ist der beste Zug.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Well found! %1 is as good as the best move, %2.</source>
        <translation>Gut gefunden! %1 ist so gut wie der beste Zug, %2.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>%1 is better than %2, the move of the game, but not the best.</source>
        <translation>%1 ist besser als %2, der Zug der Partie, aber nicht der beste.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>%1 is no better than %2, the move of the game.</source>
        <translation>%1 ist nicht besser als %2, der Zug der Partie.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Try again, or press Show me.</source>
        <translation>Versuchen Sie es noch einmal, oder drücken Sie auf Zeigen.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The line: %1 (Line ▶ plays it on the board).</source>
        <translation>Die Variante: %1 (Variante ▶ spielt sie auf dem Brett).</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The better move is %1.</source>
        <translation>Der bessere Zug ist %1.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>This move could not be checked: %1</source>
        <translation>Dieser Zug konnte nicht geprüft werden: %1</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>There is no mistake or blunder to learn from here.</source>
        <translation>Hier gibt es keinen Fehler und keinen Patzer, aus dem Sie lernen könnten.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Line ▶</source>
        <translation>Variante ▶</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Finish ▶</source>
        <translation>Abschließen ▶</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The end</source>
        <translation>Fertig</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Aus Ihren Fehlern lernen</translation>
    </message>
</context>
<context>
    <name>ReviewPane</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Aus Ihren Fehlern lernen</translation>
    </message>
</context>
<context>
    <name>ReviewPane</name>
    <message>
        <source>Find the better move yourself, mistake after mistake</source>
        <translation>Finden Sie den besseren Zug selbst, Fehler für Fehler</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Aus Ihren Fehlern lernen</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Learn from mistakes</source>
        <translation>Aus Fehlern lernen</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Find the better moves of this reviewed game yourself</source>
        <translation>Finden Sie die besseren Züge dieser besprochenen Partie selbst</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The review of this game found no mistake to learn from.</source>
        <translation>Die Besprechung dieser Partie hat keinen Fehler gefunden, aus dem Sie lernen könnten.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Aus Ihren Fehlern lernen</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>Position %1 of %n</source>
        <translation>
            <numerusform>Stellung %1 von %n</numerusform>
            <numerusform>Stellung %1 von %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>Line: move %1 of %n, %2</source>
        <translation>
            <numerusform>Variante: Zug %1 von %n, %2</numerusform>
            <numerusform>Variante: Zug %1 von %n, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>You found %1 of %n position(s).</source>
        <translation>
            <numerusform>Sie haben %1 von %n Stellung gefunden.</numerusform>
            <numerusform>Sie haben %1 von %n Stellungen gefunden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>%n at the first try.</source>
        <translation>
            <numerusform>%n beim ersten Versuch.</numerusform>
            <numerusform>%n beim ersten Versuch.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>%n shown.</source>
        <translation>
            <numerusform>%n gezeigt.</numerusform>
            <numerusform>%n gezeigt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>%n not answered: Previous goes back.</source>
        <translation>
            <numerusform>%n nicht beantwortet: Zurück geht dorthin.</numerusform>
            <numerusform>%n nicht beantwortet: Zurück geht dorthin.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Show who is ahead and the computer's best line for the position on the board</source>
        <translation>Zeigen, wer vorne liegt, und die beste Fortsetzung des Computers für die gezeigte Stellung</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Play a friend on&amp;line…</source>
        <translation>&amp;Online gegen einen Freund spielen…</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a message longer than the game allows.</source>
        <translation>Die Gegenseite hat eine Nachricht geschickt, die länger ist als erlaubt.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a message that is not part of the game.</source>
        <translation>Die Gegenseite hat eine Nachricht geschickt, die nicht zum Spiel gehört.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a move the rules do not allow: %1.</source>
        <translation>Die Gegenseite hat einen regelwidrigen Zug geschickt: %1.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a message out of turn.</source>
        <translation>Die Gegenseite hat eine Nachricht zur falschen Zeit geschickt.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent too many messages.</source>
        <translation>Die Gegenseite hat zu viele Nachrichten geschickt.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>After reconnecting, the two sides do not have the same game.</source>
        <translation>Nach der Wiederverbindung haben beide Seiten nicht dieselbe Partie.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>This code is wrong: check it with your friend and try again.</source>
        <translation>Dieser Code ist falsch: Prüfen Sie ihn mit Ihrem Freund und versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Nobody is waiting with this code: check it with your friend.</source>
        <translation>Niemand wartet mit diesem Code: Prüfen Sie ihn mit Ihrem Freund.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The connection could not be made. Check the internet connection.</source>
        <translation>Die Verbindung konnte nicht hergestellt werden. Prüfen Sie die Internetverbindung.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend has left.</source>
        <translation>Ihr Freund hat das Spiel verlassen.</translation>
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
        <translation>Verbunden</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Connection lost — waiting</source>
        <translation>Verbindung verloren — warten</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Reconnecting — waiting for your friend</source>
        <translation>Neu verbinden — warten auf Ihren Freund</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Disconnected</source>
        <translation>Getrennt</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend</source>
        <translation>Ihr Freund</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>%1 plays %2 (drawn at random).</source>
        <translation>%1 spielt %2 (ausgelost).</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>You play %1.</source>
        <translation>Sie spielen %1.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Random setup.</source>
        <translation>Zufällige Aufstellung.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Standard placement.</source>
        <translation>Normale Einsetzphase.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Clock: %1 min each, %2 s more a move.</source>
        <translation>Uhr: je %1 Min., %2 s mehr pro Zug.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Clock: %1 min each.</source>
        <translation>Uhr: je %1 Min.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>No clock.</source>
        <translation>Ohne Uhr.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Online game</source>
        <translation>Online-Partie</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Your friend declined the takeback.</source>
        <translation>Ihr Freund hat die Zugrücknahme abgelehnt.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Takeback offered: waiting for the answer.</source>
        <translation>Zugrücknahme angeboten: warten auf die Antwort.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You have no move to take back now.</source>
        <translation>Sie haben jetzt keinen Zug zurückzunehmen.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Friend</source>
        <translation>Freund</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>The game is kept in My games as it stood.</source>
        <translation>Die Partie bleibt so, wie sie stand, in Meine Partien.</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Re&amp;connect</source>
        <translation>Neu &amp;verbinden</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Offer a &amp;takeback</source>
        <translation>&amp;Zugrücknahme anbieten</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Your friend asks to take back a move.</source>
        <translation>Ihr Freund möchte einen Zug zurücknehmen.</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Say something to your friend</source>
        <translation>Schreiben Sie Ihrem Freund etwas</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Play a friend online</source>
        <translation>Online gegen einen Freund spielen</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Your name:</source>
        <translation>Ihr Name:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Invite a friend</source>
        <translation>Freund &amp;einladen</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>the code your friend reads out, e.g. 7-crossover-clockwork</source>
        <translation>der Code, den Ihr Freund vorliest, z. B. 7-crossover-clockwork</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
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
        <translation>der öffentliche Server</translation>
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
        <translation>Lesen Sie Ihrem Freund diesen Code vor:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Drawn at random</source>
        <translation>Ausgelost</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>You play:</source>
        <translation>Sie spielen:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Standard placement</source>
        <translation>Normale Einsetzphase</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Random setup</source>
        <translation>Zufällige Aufstellung</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Start:</source>
        <translation>Beginn:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source> s a move</source>
        <translation> s pro Zug</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Clock:</source>
        <translation>Uhr:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Propose</source>
        <translation>&amp;Vorschlagen</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Annehmen</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Decline</source>
        <translation>A&amp;blehnen</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Getting a code…</source>
        <translation>Code wird geholt…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>A code is a number and words, e.g. 7-crossover-clockwork.</source>
        <translation>Ein Code ist eine Zahl mit Wörtern, z. B. 7-crossover-clockwork.</translation>
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
        <translation>Warten, bis Ihr Freund zustimmt…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Declined: waiting for other terms…</source>
        <translation>Abgelehnt: warten auf andere Bedingungen…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Waiting for your friend…</source>
        <translation>Warten auf Ihren Freund…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Someone tried a wrong code. The invitation stays open for the right one.</source>
        <translation>Jemand hat einen falschen Code versucht. Die Einladung bleibt für den richtigen offen.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Your friend is here: choose the game.</source>
        <translation>Ihr Freund ist da: Wählen Sie die Partie.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Connected: waiting for your friend's terms…</source>
        <translation>Verbunden: warten auf die Bedingungen Ihres Freundes…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Your friend declined: change the terms and propose again.</source>
        <translation>Ihr Freund hat abgelehnt: Ändern Sie die Bedingungen und schlagen Sie erneut vor.</translation>
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
        <translation>Revanche vorgeschlagen: warten auf die Antwort.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Your friend declined the rematch.</source>
        <translation>Ihr Freund hat die Revanche abgelehnt.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend left the game</source>
        <translation>Ihr Freund hat die Partie verlassen</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>%1 left the game</source>
        <translation>%1 hat die Partie verlassen</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Aufhören</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Continue &amp;online</source>
        <translation>&amp;Online weiterspielen</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>This online game was interrupted.</source>
        <translation>Diese Online-Partie wurde unterbrochen.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>This game was played online, but what continuing it online needs could not be read from its record: it opens as an ordinary game.</source>
        <translation>Diese Partie wurde online gespielt, aber was zum Online-Weiterspielen nötig ist, konnte nicht aus ihrer Aufzeichnung gelesen werden: Sie wird als gewöhnliche Partie geöffnet.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Not connected: press Continue online to play on with your friend.</source>
        <translation>Nicht verbunden: Drücken Sie „Online weiterspielen“, um mit Ihrem Freund weiterzuspielen.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Wait a moment: the game is being matched with your friend's.</source>
        <translation>Einen Moment: Die Partie wird mit der Ihres Freundes abgeglichen.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your takeback offer waits for your friend's answer.</source>
        <translation>Ihr Angebot zur Zugrücknahme wartet auf die Antwort Ihres Freundes.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your time is up.</source>
        <translation>Ihre Zeit ist abgelaufen.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>It is your friend's turn: their moves come from their side.</source>
        <translation>Ihr Freund ist am Zug: Seine Züge kommen von seiner Seite.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You stopped waiting. The game is kept in My games: Continue online when your friend is back.</source>
        <translation>Sie warten nicht mehr. Die Partie bleibt in „Meine Partien“: „Online weiterspielen“, sobald Ihr Freund zurück ist.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You left the online game. It is kept in My games, where you can continue it online.</source>
        <translation>Sie haben die Online-Partie verlassen. Sie bleibt in „Meine Partien“, wo Sie sie online fortsetzen können.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and takes your stack with a DVONN piece on %2.</source>
        <translation>Danach spielt Weiß %1 und übernimmt Ihren Stapel mit einem DVONN-Stein auf %2.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and takes your stack with a DVONN piece on %2.</source>
        <translation>Danach spielt Schwarz %1 und übernimmt Ihren Stapel mit einem DVONN-Stein auf %2.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Your side lines and comments are kept with the game in My games.</source>
        <translation>Ihre Nebenvarianten und Kommentare werden mit der Partie in „Meine Partien“ aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Your side lines cannot be kept with the game in My games now (it is open in another window, or cannot be written): use Save as… to keep them.</source>
        <translation>Ihre Nebenvarianten können jetzt nicht mit der Partie in „Meine Partien“ aufbewahrt werden (sie ist in einem anderen Fenster geöffnet oder kann nicht geschrieben werden): Speichern Sie sie mit „Speichern unter…“.</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>The review is there once the online game is over</source>
        <translation>Die Besprechung gibt es, sobald die Online-Partie beendet ist</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The analysis board opens once the online game is over.</source>
        <translation>Das Analysebrett öffnet sich, sobald die Online-Partie beendet ist.</translation>
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
        <translation>DVONN 3D %1 Ihres Freundes spricht eine neuere Version des Online-Spiels (%2, dieses spricht %3): Installieren Sie DVONN 3D %1 oder neuer, um miteinander zu spielen.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend's DVONN 3D %1 speaks an older version of the online game (%2, this one speaks %3): your friend needs to install DVONN 3D %4 or later to play each other.</source>
        <translation>DVONN 3D %1 Ihres Freundes spricht eine ältere Version des Online-Spiels (%2, dieses spricht %3): Ihr Freund muss DVONN 3D %4 oder neuer installieren, damit Sie miteinander spielen können.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Wrong codes were tried five times, so the invitation was ended: nobody can guess it. Invite again for a new code.</source>
        <translation>Es wurden fünfmal falsche Codes versucht, darum wurde die Einladung beendet: So kann sie niemand erraten. Laden Sie erneut ein, um einen neuen Code zu erhalten.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and cuts off %3 of your stacks (%2 pieces).</source>
        <translation>Danach spielt Weiß %1 und schneidet %3 Ihrer Stapel ab (%2 Steine).</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and cuts off %3 of your stacks (%2 pieces).</source>
        <translation>Danach spielt Schwarz %1 und schneidet %3 Ihrer Stapel ab (%2 Steine).</translation>
    </message>
</context>
</TS>
