<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
    <context>
    <name>AiClient</name>
    <message>
        <location filename="../../app/ai_client.py" line="242" />
        <source>The computer player stopped unexpectedly (exit code %1).</source>
        <translation>L'ordinateur s'est arrêté de façon inattendue (code de sortie %1).</translation>
    </message>
    <message>
        <location filename="../../app/ai_client.py" line="259" />
        <source>The computer player failed: %1</source>
        <translation>L'ordinateur a échoué : %1</translation>
    </message>
</context><context>
    <name>Computer</name>
    <message>
        <location filename="../../app/computer.py" line="47" />
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location filename="../../app/computer.py" line="51" />
        <source>Looking for a hint…</source>
        <translation>Recherche d'un conseil…</translation>
    </message>
    <message>
        <location filename="../../app/computer.py" line="102" />
        <source>The evaluation stopped: %1</source>
        <translation>L'évaluation s'est arrêtée : %1</translation>
    </message>
</context><context>
    <name>GameController</name>
    <message>
        <source>Hint: %1 · %2</source>
        <translation>Conseil : %1 · %2</translation>
    </message>
    <message>
        <source>%1 to place a DVONN piece</source>
        <translation>%1 pose un pion DVONN</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="94" />
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="94" />
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="180" />
        <source>%1 cannot move and passes</source>
        <translation>%1 ne peut pas jouer et passe</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="190" />
        <source>%1 to place a piece</source>
        <translation>%1 pose un pion</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="192" />
        <source>%1 to move a stack</source>
        <translation>%1 déplace une pile</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="230" />
        <source>You are looking back at the game: press End to return to it</source>
        <translation>Vous revoyez la partie : appuyez sur Fin pour y revenir</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="234" />
        <source>The game is over: start a new game or a rematch (Ctrl+N)</source>
        <translation>La partie est finie : commencez une nouvelle partie ou une revanche (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="238" />
        <source>Wait: it is %1's turn</source>
        <translation>Patience : c'est à %1 de jouer</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="354" />
        <source>A hint is given when it is your turn to move</source>
        <translation>Un conseil n'est donné que lorsque c'est à vous de jouer</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="367" />
        <source>Hint: %1</source>
        <translation>Conseil : %1</translation>
    </message>
</context><context>
    <name>MainWindow</name>
    <message>
        <source>the comments</source>
        <translation>les commentaires</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Partie finie : %1</translation>
    </message>
    <message>
        <source>Looking back: after move %1 of %2 (End returns)</source>
        <translation>Retour en arrière : après le coup %1 sur %2 (Fin pour revenir)</translation>
    </message>
    <message>
        <source>Looking back: the start, before move 1 (End returns)</source>
        <translation>Retour en arrière : le début, avant le coup 1 (Fin pour revenir)</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <source>This game could not be opened: %1</source>
        <translation>Cette partie n'a pas pu être ouverte : %1</translation>
    </message>
    <message>
        <source>it is gone</source>
        <translation>elle n'existe plus</translation>
    </message>
    <message>
        <source>This game is open in another window of DVONN 3D.</source>
        <translation>Cette partie est ouverte dans une autre fenêtre de DVONN 3D.</translation>
    </message>
    <message>
        <source>This game is not saved. Save it before closing?</source>
        <translation>Cette partie n'est pas enregistrée. L'enregistrer avant de fermer ?</translation>
    </message>
    <message>
        <source>&amp;My games…</source>
        <translation>&amp;Mes parties…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="161" />
        <source>3D view unavailable (%1): using the flat board</source>
        <translation>Vue 3D indisponible (%1) : plateau à plat</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="165" />
        <source>The 3D board needs OpenGL 3.3, which this computer's graphics driver does not offer. You can play on the flat board instead; updating the graphics driver usually brings the 3D board back.</source>
        <translation>Le plateau 3D a besoin d'OpenGL 3.3, que le pilote graphique de cet ordinateur n'offre pas. Vous pouvez jouer sur le plateau à plat ; mettre à jour le pilote graphique rend généralement le plateau 3D.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="190" />
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="192" />
        <source>Computer · level %1, %2</source>
        <translation>Ordinateur · niveau %1, %2</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="197" />
        <source>Looking back: move %1 of %2 (End returns)</source>
        <translation>Retour en arrière : coup %1 sur %2 (Fin pour revenir)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="204" />
        <source>placement</source>
        <translation>pose</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="204" />
        <source>movement</source>
        <translation>déplacement</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="205" />
        <source>%1 to play · %2</source>
        <translation>À %1 de jouer · %2</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="214" />
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="235" />
        <source>Continue last game?</source>
        <translation>Reprendre la dernière partie ?</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="263" />
        <source>You can resign on your own turn</source>
        <translation>Vous pouvez abandonner quand c'est votre tour</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="328" />
        <source>The language changes when DVONN 3D starts again</source>
        <translation>La langue changera au prochain démarrage de DVONN 3D</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="338" />
        <source>About DVONN 3D</source>
        <translation>À propos de DVONN 3D</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="339" />
        <source>&lt;h3&gt;DVONN 3D&lt;/h3&gt;&lt;p&gt;DVONN, the abstract strategy game by Kris Burm from the GIPF project, on a 3D board: play a friend or the computer.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;DVONN 3D&lt;/h3&gt;&lt;p&gt;Le DVONN, jeu de stratégie abstrait de Kris Burm issu du projet GIPF, sur un plateau en 3D : jouez contre un ami ou contre l'ordinateur.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="66" />
        <source>Game records</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="68" />
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="78" />
        <source>This game could not be opened:
%1

The current game is unchanged.</source>
        <translation>Cette partie n'a pas pu être ouverte :
%1

La partie en cours n'a pas changé.</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="94" />
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="110" />
        <source>The game was not saved:
%1</source>
        <translation>La partie n'a pas été enregistrée :
%1</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="116" />
        <source>Saved %1</source>
        <translation>Enregistré : %1</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="130" />
        <source>Position copied</source>
        <translation>Position copiée</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="143" />
        <source>The clipboard does not hold a DVONN position:
%1</source>
        <translation>Le presse-papiers ne contient pas de position de DVONN :
%1</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="156" />
        <source>Export the board</source>
        <translation>Exporter le plateau</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="165" />
        <source>The picture could not be written:
%1</source>
        <translation>L'image n'a pas pu être écrite :
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
        <translation>&amp;Coups</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="110" />
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="111" />
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="116" />
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="118" />
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="121" />
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="122" />
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="124" />
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="128" />
        <source>&amp;Copy position</source>
        <translation>&amp;Copier la position</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="131" />
        <source>Copy position as CodeCup s&amp;tring</source>
        <translation>Copier la position en c&amp;haîne CodeCup</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="134" />
        <source>&amp;Paste position</source>
        <translation>Coller une pos&amp;ition</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="137" />
        <source>&amp;Export board as PNG…</source>
        <translation>E&amp;xporter le plateau en PNG…</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="140" />
        <source>Resi&amp;gn</source>
        <translation>Aban&amp;donner</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="141" />
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="143" />
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="145" />
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="149" />
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="152" />
        <source>Move &amp;now</source>
        <translation>&amp;Jouer maintenant</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="159" />
        <source>&amp;Back one move</source>
        <translation>Coup &amp;précédent</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="166" />
        <source>&amp;Forward one move</source>
        <translation>Coup &amp;suivant</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="173" />
        <source>Go to the &amp;start</source>
        <translation>Aller au &amp;début</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="180" />
        <source>Back to the &amp;game</source>
        <translation>Revenir à la par&amp;tie</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="186" />
        <source>&amp;Reset view</source>
        <translation>&amp;Vue initiale</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="189" />
        <source>&amp;Top-down view</source>
        <translation>Vue de &amp;dessus</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="195" />
        <source>Show &amp;coordinates</source>
        <translation>Afficher les &amp;coordonnées</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="202" />
        <source>Show stack &amp;heights</source>
        <translation>Afficher la &amp;hauteur des piles</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="209" />
        <source>High-contrast c&amp;olours</source>
        <translation>Couleurs très con&amp;trastées</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="214" />
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="216" />
        <source>&amp;Animation speed</source>
        <translation>Vitesse d'&amp;animation</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="220" />
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="221" />
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="222" />
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="223" />
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="236" />
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="241" />
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="254" />
        <source>&amp;Rules of DVONN</source>
        <translation>&amp;Règles du DVONN</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="259" />
        <source>&amp;About DVONN 3D</source>
        <translation>À propos &amp;de DVONN 3D</translation>
    </message>
    <message>
        <source>Some preferences could not be read and are back to their defaults: %1.</source>
        <translation>Certaines préférences étaient illisibles et ont repris leur valeur par défaut : %1.</translation>
    </message>
    <message>
        <source>A %1 file would not keep everything in this game: %2.</source>
        <translation>Un fichier au format %1 ne garderait pas tout de cette partie : %2.</translation>
    </message>
    <message>
        <source>A %1 cannot hold this game: %2.</source>
        <translation>Le format %1 ne peut pas contenir cette partie : %2.</translation>
    </message>
    <message>
        <source>Save as a DVONN game…</source>
        <translation>Enregistrer comme partie DVONN…</translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>Enregistrer quand même</translation>
    </message>
    <message>
        <source>This game is not autosaved. Save it before closing?</source>
        <translation>Cette partie n'est pas sauvegardée automatiquement. L'enregistrer avant de fermer ?</translation>
    </message>
</context><context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Move %1, %2: %3</source>
        <translation>Coup %1, %2 : %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 vers %2</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <location filename="../../app/widgets/move_list.py" line="37" />
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location filename="../../app/widgets/move_list.py" line="37" />
        <source>Black</source>
        <translation>Noir</translation>
    </message>
</context><context>
    <name>NewGameDialog</name>
    <message>
        <source>Ratings on a scale measured from real games on Boardspace.net, where its robot Dumbot is rated 1500 and newcomers about %1</source>
        <translation>Classements sur une échelle mesurée sur de vraies parties de Boardspace.net, où son robot Dumbot vaut 1500 et les débutants environ %1</translation>
    </message>
    <message>
        <source>rated about %1</source>
        <translation>classé environ %1</translation>
    </message>
    <message>
        <source>Stronger than any player on record</source>
        <translation>Plus fort que tous les joueurs répertoriés</translation>
    </message>
    <message>
        <source>Plays like one of the ten best players on record</source>
        <translation>Joue comme l'un des dix meilleurs joueurs répertoriés</translation>
    </message>
    <message>
        <source>Plays like a strong regular player</source>
        <translation>Joue comme un habitué de bon niveau</translation>
    </message>
    <message>
        <source>Plays like Boardspace's Dumbot or a typical regular player</source>
        <translation>Joue comme Dumbot de Boardspace ou un habitué moyen</translation>
    </message>
    <message>
        <source>Plays like a newcomer to DVONN</source>
        <translation>Joue comme un débutant au DVONN</translation>
    </message>
    <message>
        <source>After three wins or three losses in a row, propose the next level up or down</source>
        <translation>Après trois victoires ou trois défaites d'affilée, proposer le niveau au-dessus ou en dessous</translation>
    </message>
    <message>
        <source>Suggest a level from my record</source>
        <translation>Me proposer un niveau selon mes résultats</translation>
    </message>
    <message>
        <source>%1 – %2 (at most %3 s a move)</source>
        <translation>%1 – %2 (au plus %3 s par coup)</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="61" />
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="69" />
        <source>Human vs Human</source>
        <translation>Humain contre humain</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="70" />
        <source>Human vs Computer</source>
        <translation>Humain contre ordinateur</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="71" />
        <source>Computer vs Computer</source>
        <translation>Ordinateur contre ordinateur</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="78" />
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="82" />
        <source>White (moves first)</source>
        <translation>Blanc (commence)</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="119" />
        <location filename="../../app/widgets/new_game_dialog.py" line="83" />
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="84" />
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="88" />
        <source>Your colour:</source>
        <translation>Votre couleur :</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="101" />
        <source>Difficulty:</source>
        <translation>Difficulté :</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="104" />
        <source>Standard: place the pieces one by one</source>
        <translation>Standard : poser les pions un par un</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="105" />
        <source>Random setup: start with a full board</source>
        <translation>Placement aléatoire : commencer avec le plateau rempli</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="107" />
        <source>Setup:</source>
        <translation>Mise en place :</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="111" />
        <source>No clock</source>
        <translation>Sans pendule</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="112" />
        <source> min each</source>
        <translation> min chacun</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="114" />
        <source>Clock:</source>
        <translation>Pendule :</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="118" />
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="122" />
        <source>White's name:</source>
        <translation>Nom de Blanc :</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="123" />
        <source>Black's name:</source>
        <translation>Nom de Noir :</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="130" />
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
</context><context>
    <name>PlayerBox</name>
    <message>
        <source>To move</source>
        <translation>Au trait</translation>
    </message>
    <message>
        <source>Black's clock</source>
        <translation>Pendule de Noir</translation>
    </message>
    <message>
        <source>White's clock</source>
        <translation>Pendule de Blanc</translation>
    </message>
    <message>
        <source>Black player</source>
        <translation>Joueur Noir</translation>
    </message>
    <message>
        <source>White player</source>
        <translation>Joueur Blanc</translation>
    </message>
    <message numerus="yes">
        <source>To place: %n piece(s)</source>
        <translation>
            <numerusform>À poser : %n pion</numerusform>
            <numerusform>À poser : %n pions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="104" />
        <source>To place: %1 pieces</source>
        <translation>À poser : %1 pions</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="106" />
        <source> + %1 DVONN</source>
        <translation> + %1 DVONN</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="109" />
        <source>Controls %1 · lost %2</source>
        <translation>Contrôle %1 · perdus %2</translation>
    </message>
</context><context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/widgets/rules_dialog.py" line="21" />
        <source>Rules of DVONN</source>
        <translation>Règles du DVONN</translation>
    </message>
    <message>
        <location filename="../../app/widgets/rules_dialog.py" line="30" />
        <source>The rules file is missing: %1</source>
        <translation>Le fichier des règles est introuvable : %1</translation>
    </message>
</context><context>
    <name>SidePanel</name>
    <message>
        <source>Game status</source>
        <translation>État de la partie</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="142" />
        <source>Move now</source>
        <translation>Jouer maintenant</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="143" />
        <source>Ask the computer to play its best move so far</source>
        <translation>Demander à l'ordinateur de jouer tout de suite son meilleur coup</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="145" />
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="146" />
        <source>Show the computer's suggestion on the board (H)</source>
        <translation>Montrer la suggestion de l'ordinateur sur le plateau (H)</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="148" />
        <source>Evaluation</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="150" />
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="151" />
        <source>Play again with the same players, changing sides</source>
        <translation>Rejouer avec les mêmes joueurs, en changeant de côté</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="209" />
        <source>Evaluating…</source>
        <translation>Évaluation…</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="215" />
        <source>Depth %1 · %2 · %3</source>
        <translation>Profondeur %1 · %2 · %3</translation>
    </message>
</context><context>
    <name>engine</name>
    <message>
        <source>Black wins by at least %1</source>
        <translation>Noir gagne avec au moins %1 d'écart</translation>
    </message>
    <message>
        <source>White wins by at least %1</source>
        <translation>Blanc gagne avec au moins %1 d'écart</translation>
    </message>
    <message>
        <source>Black cannot lose</source>
        <translation>Noir ne peut pas perdre</translation>
    </message>
    <message>
        <source>White cannot lose</source>
        <translation>Blanc ne peut pas perdre</translation>
    </message>
    <message>
        <source>Game over: Black wins %1–%2</source>
        <translation>Partie finie : Noir gagne %1 à %2</translation>
    </message>
    <message>
        <source>Game over: White wins %1–%2</source>
        <translation>Partie finie : Blanc gagne %1 à %2</translation>
    </message>
    <message>
        <source>Game over: Draw %1–%2</source>
        <translation>Partie finie : nulle %1–%2</translation>
    </message>
    <message>
        <source>nobody passes during placement: place a piece on an empty space</source>
        <translation>personne ne passe pendant le placement : posez un pion sur une case libre</translation>
    </message>
    <message>
        <source>stacks move only once every piece is placed: place a piece on an empty space</source>
        <translation>les piles ne bougent qu'une fois tous les pions posés : posez un pion sur une case libre</translation>
    </message>
    <message>
        <source>%1 is already occupied: place on an empty space</source>
        <translation>%1 est déjà occupée : posez sur une case libre</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <source>you may pass only when you have no legal move</source>
        <translation>vous ne pouvez passer que si vous n'avez aucun coup légal</translation>
    </message>
    <message>
        <source>the placement phase is over: move a stack of your colour</source>
        <translation>la phase de placement est finie : déplacez une pile de votre couleur</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 est vide</translation>
    </message>
    <message>
        <source>the DVONN piece on %1 never moves on its own</source>
        <translation>le pion DVONN en %1 ne se déplace jamais seul</translation>
    </message>
    <message>
        <source>%1 is not yours: it belongs to white</source>
        <translation>%1 n'est pas à vous : elle appartient à Blanc</translation>
    </message>
    <message>
        <source>%1 is not yours: it belongs to black</source>
        <translation>%1 n'est pas à vous : elle appartient à Noir</translation>
    </message>
    <message>
        <source>%1 is not a straight line</source>
        <translation>%1 n'est pas une ligne droite</translation>
    </message>
    <message>
        <source>a stack of 1 must move exactly 1 space, not %1</source>
        <translation>une pile de 1 doit avancer d'exactement 1 case, pas %1</translation>
    </message>
    <message>
        <source>a stack of %1 must move exactly %1 spaces, not %2</source>
        <translation>une pile de %1 doit avancer d'exactement %1 cases, pas %2</translation>
    </message>
    <message>
        <source>%1 is surrounded on all six sides and cannot move</source>
        <translation>%1 est entourée sur ses six côtés et ne peut pas bouger</translation>
    </message>
    <message>
        <source>%1 is empty: a move must end on top of a piece</source>
        <translation>%1 est vide : un déplacement doit finir sur un pion</translation>
    </message>
    <message>
        <source>the stack on %1 has no stack to land on 1 space away</source>
        <translation>la pile en %1 n'a aucune pile où se poser à 1 case</translation>
    </message>
    <message>
        <source>the stack on %1 has no stack to land on %2 spaces away</source>
        <translation>la pile en %1 n'a aucune pile où se poser à %2 cases</translation>
    </message>
    <message>
        <source>Black resigns: white wins</source>
        <translation>Noir abandonne : Blanc gagne</translation>
    </message>
    <message>
        <source>White resigns: black wins</source>
        <translation>Blanc abandonne : Noir gagne</translation>
    </message>
    <message>
        <source>Black ran out of time: white wins</source>
        <translation>Noir a dépassé son temps : Blanc gagne</translation>
    </message>
    <message>
        <source>White ran out of time: black wins</source>
        <translation>Blanc a dépassé son temps : Noir gagne</translation>
    </message>
    <message>
        <source>Draw, %1–%2</source>
        <translation>Partie nulle, %1–%2</translation>
    </message>
    <message>
        <source>White wins %1–%2 (by %3)</source>
        <translation>Blanc gagne %1 à %2 (écart : %3)</translation>
    </message>
    <message>
        <source>Black wins %1–%2 (by %3)</source>
        <translation>Noir gagne %1 à %2 (écart : %3)</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie finie</translation>
    </message>
    <message>
        <source>White +%1</source>
        <translation>Blanc +%1</translation>
    </message>
    <message>
        <source>Black +%1</source>
        <translation>Noir +%1</translation>
    </message>
    <message>
        <source>White wins by %1</source>
        <translation>Blanc gagne de %1</translation>
    </message>
    <message>
        <source>Black wins by %1</source>
        <translation>Noir gagne de %1</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Blanc gagne</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Noir gagne</translation>
    </message>
</context><context>
    <name>main</name>
    <message>
        <location filename="../../app/__main__.py" line="72" />
        <source>Something went wrong inside DVONN 3D. The game goes on; saving it now is a good idea.</source>
        <translation>Une erreur s'est produite dans DVONN 3D. La partie continue ; l'enregistrer maintenant serait prudent.</translation>
    </message>
</context><context>
    <name>DataFolder</name>
    <message>
        <source>the data folder %1 cannot be written (%2)</source>
        <translation>le dossier de données %1 n'est pas accessible en écriture (%2)</translation>
    </message>
</context><context>
    <name>Settings</name>
    <message>
        <source>colours</source>
        <translation>couleurs</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>vitesse des animations</translation>
    </message>
    <message>
        <source>coordinates</source>
        <translation>coordonnées</translation>
    </message>
    <message>
        <source>stack heights</source>
        <translation>hauteurs des piles</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>son</translation>
    </message>
    <message>
        <source>language</source>
        <translation>langue</translation>
    </message>
    <message>
        <source>the choices for a new game</source>
        <translation>les choix pour une nouvelle partie</translation>
    </message>
    <message>
        <source>window size and place</source>
        <translation>taille et position de la fenêtre</translation>
    </message>
    <message>
        <source>board and panel layout</source>
        <translation>disposition du plateau et du panneau</translation>
    </message>
    <message>
        <source>last folder used</source>
        <translation>dernier dossier utilisé</translation>
    </message>
    <message>
        <source>the preferences file</source>
        <translation>le fichier des préférences</translation>
    </message>
</context><context>
    <name>StorageBanner</name>
    <message>
        <source>Save the game elsewhere…</source>
        <translation>Enregistrer la partie ailleurs…</translation>
    </message>
</context><!-- game review (issue 11) --><context>
    <name>BlunderWarning</name>
    <message>
        <source>%1 looks like a blunder: your winning chance drops from %2 % to %3 %.</source>
        <translation>%1 ressemble à une gaffe : vos chances de gagner passent de %2 % à %3 %.</translation>
    </message>
    <message>
        <source>Better: %1 (shown on the board if you say No).</source>
        <translation>Mieux : %1 (montré sur le plateau si vous répondez Non).</translation>
    </message>
    <message>
        <source>Play it anyway?</source>
        <translation>Le jouer quand même ?</translation>
    </message>
    <message>
        <source>The computer expects: %1.</source>
        <translation>L'ordinateur prévoit : %1.</translation>
    </message>
    <message>
        <source>Warn me before a blunder</source>
        <translation>M'avertir avant une gaffe</translation>
    </message>
</context><context>
    <name>GameController</name>
    <message>
        <source>Checking your move…</source>
        <translation>Vérification de votre coup…</translation>
    </message>
</context><context>
    <name>Learn</name>
    <message numerus="yes">
        <source>The stack on %1 is %n high and finds no stack %n space(s) away.</source>
        <translation>
            <numerusform>La pile en %1 fait %n de haut et ne trouve aucune pile à %n case.</numerusform>
            <numerusform>La pile en %1 fait %n de haut et ne trouve aucune pile à %n cases.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That cuts off your own stack on %1 too: you would lose %n piece(s).</source>
        <translation>
            <numerusform>Cela coupe aussi votre propre pile en %1 : vous perdriez %n pièce.</numerusform>
            <numerusform>Cela coupe aussi votre propre pile en %1 : vous perdriez %n pièces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your move cuts off your own pieces on %1: %n piece(s) lost.</source>
        <translation>
            <numerusform>Votre coup coupe vos propres pièces en %1 : %n pièce perdue.</numerusform>
            <numerusform>Votre coup coupe vos propres pièces en %1 : %n pièces perdues.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved %n of %1 · your rating %2</source>
        <translation>
            <numerusform>%n résolu sur %1 · votre cote %2</numerusform>
            <numerusform>%n résolus sur %1 · votre cote %2</numerusform>
        </translation>
    </message>
    <message>
        <source>First tries count; a retry does not.</source>
        <translation>Seul le premier essai compte, pas un nouvel essai.</translation>
    </message>
    <message>
        <source>Not counted again: you had solved it before.</source>
        <translation>Pas compté une seconde fois : vous l'aviez déjà résolu.</translation>
    </message>
    <message>
        <source>Not counted: only a first try counts, and it missed.</source>
        <translation>Non compté : seul le premier essai compte, et il a échoué.</translation>
    </message>
    <message>
        <source>Your move ends the game, and you lose %1–%2.</source>
        <translation>Votre coup termine la partie, et vous perdez %1–%2.</translation>
    </message>
    <message>
        <source>Your move ends the game in a draw, %1–%2.</source>
        <translation>Votre coup termine la partie sur une égalité, %1–%2.</translation>
    </message>
    <message>
        <source>%1 answers %2 (the red arrow).</source>
        <translation>%1 répond %2 (la flèche rouge).</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>That move is allowed, but it is not the one asked for.</source>
        <translation>Ce coup est permis, mais ce n'est pas celui demandé.</translation>
    </message>
    <message>
        <source>That cuts off your own stack on %1 too: you would lose %2 pieces.</source>
        <translation>Cela coupe aussi votre propre pile en %1 : vous perdriez %2 pièces.</translation>
    </message>
    <message>
        <source>That stack is 1 high: it must move exactly 1 space, not %1.</source>
        <translation>Cette pile fait 1 de haut : elle doit avancer d'exactement 1 case, pas %1.</translation>
    </message>
    <message>
        <source>That stack is %1 high: it must move exactly %1 spaces, not %2.</source>
        <translation>Cette pile fait %1 de haut : elle doit avancer d'exactement %1 cases, pas %2.</translation>
    </message>
    <message>
        <source>%1 is taken: place your piece on an empty space.</source>
        <translation>%1 est occupée : posez votre pièce sur une case vide.</translation>
    </message>
    <message>
        <source>%1 is empty: click one of your stacks (white on top).</source>
        <translation>%1 est vide : cliquez sur une de vos piles (blanc dessus).</translation>
    </message>
    <message>
        <source>A DVONN piece on its own never moves: click one of your stacks.</source>
        <translation>Une pièce DVONN seule ne bouge jamais : cliquez sur une de vos piles.</translation>
    </message>
    <message>
        <source>The stack on %1 is your opponent's: the top piece decides.</source>
        <translation>La pile en %1 est à l'adversaire : la pièce du dessus décide.</translation>
    </message>
    <message>
        <source>A stack moves in a straight line: %2 is not in line with %1.</source>
        <translation>Une pile avance en ligne droite : %2 n'est pas dans l'alignement de %1.</translation>
    </message>
    <message>
        <source>The stack on %1 has all six neighbours occupied: it cannot move.</source>
        <translation>La pile en %1 a ses six voisines occupées : elle ne peut pas bouger.</translation>
    </message>
    <message>
        <source>%1 is empty: a stack must land on another stack.</source>
        <translation>%1 est vide : une pile doit arriver sur une autre pile.</translation>
    </message>
    <message>
        <source>You can still move a stack, so you may not pass.</source>
        <translation>Vous pouvez encore déplacer une pile, vous ne pouvez donc pas passer.</translation>
    </message>
    <message>
        <source>None of your stacks can move: press Pass.</source>
        <translation>Aucune de vos piles ne peut bouger : appuyez sur Passer.</translation>
    </message>
    <message>
        <source>The stack on %1 is %2 high and finds no stack %2 spaces away.</source>
        <translation>La pile en %1 fait %2 de haut et ne trouve aucune pile à %2 cases.</translation>
    </message>
    <message>
        <source>That is not possible here.</source>
        <translation>Ce n'est pas possible ici.</translation>
    </message>
    <message>
        <source>That reply cuts off your pieces on %1 from the DVONN pieces: you lose %2.</source>
        <translation>Cette réponse coupe vos pièces en %1 des pièces DVONN : vous en perdez %2.</translation>
    </message>
    <message>
        <source>Your move cuts off your own pieces on %1: %2 pieces lost.</source>
        <translation>Votre coup coupe vos propres pièces en %1 : %2 pièces perdues.</translation>
    </message>
    <message>
        <source>After %1's best answer you can no longer win.</source>
        <translation>Après la meilleure réponse de %1, vous ne pouvez plus gagner.</translation>
    </message>
    <message>
        <source>Puzzles – DVONN 3D</source>
        <translation>Problèmes – DVONN 3D</translation>
    </message>
    <message>
        <source>The puzzles could not be read: %1</source>
        <translation>Les problèmes n'ont pas pu être lus : %1</translation>
    </message>
    <message>
        <source>All difficulties</source>
        <translation>Toutes difficultés</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>%1 to play and win</source>
        <translation>%1 joue et gagne</translation>
    </message>
    <message>
        <source>Find the only move that wins. Difficulty: %1 (rated %2). From a real game.</source>
        <translation>Trouvez le seul coup gagnant. Difficulté : %1 (cote %2). Tiré d'une vraie partie.</translation>
    </message>
    <message>
        <source>Find the only move that wins, then your next move after the best defence. Difficulty: %1 (rated %2). From a real game.</source>
        <translation>Trouvez le seul coup gagnant, puis votre coup suivant après la meilleure défense. Difficulté : %1 (cote %2). Tiré d'une vraie partie.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>Solved %1 of %2 · your rating %3</source>
        <translation>%1 résolus sur %2 · votre cote %3</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Exact !</translation>
    </message>
    <message>
        <source>Not this one.</source>
        <translation>Pas celui-là.</translation>
    </message>
    <message>
        <source>Right! %1's best defence is %2.</source>
        <translation>Exact ! La meilleure défense de %1 est %2.</translation>
    </message>
    <message>
        <source>Right! %1 cannot move and passes.</source>
        <translation>Exact ! %1 ne peut pas jouer et passe.</translation>
    </message>
    <message>
        <source>Now find the only move that still wins.</source>
        <translation>Trouvez maintenant le seul coup qui gagne encore.</translation>
    </message>
    <message>
        <source>Now find a move that still wins (%1 of them do).</source>
        <translation>Trouvez maintenant un coup qui gagne encore (il y en a %1).</translation>
    </message>
    <message>
        <source>You cannot move and pass. Solved! %1.</source>
        <translation>Vous ne pouvez pas jouer : vous passez. Résolu ! %1.</translation>
    </message>
    <message>
        <source>Solved! That move wins too.</source>
        <translation>Résolu ! Ce coup gagne aussi.</translation>
    </message>
    <message>
        <source>Solved! %1.</source>
        <translation>Résolu ! %1.</translation>
    </message>
    <message>
        <source>%1 answers %2.</source>
        <translation>%1 répond %2.</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 ne peut pas jouer et passe.</translation>
    </message>
    <message>
        <source>Press Retry to try again.</source>
        <translation>Appuyez sur Réessayer pour recommencer.</translation>
    </message>
    <message>
        <source>Hint: move the stack on %1.</source>
        <translation>Indice : déplacez la pile en %1.</translation>
    </message>
    <message>
        <source>Learn to play – DVONN 3D</source>
        <translation>Apprendre à jouer – DVONN 3D</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Montrez-moi</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 sur %3)</translation>
    </message>
    <message>
        <source>Press Pass.</source>
        <translation>Appuyez sur Passer.</translation>
    </message>
    <message>
        <source>For example: place the piece on %1.</source>
        <translation>Par exemple : posez la pièce en %1.</translation>
    </message>
    <message>
        <source>Move the stack on %1 to %2.</source>
        <translation>Déplacez la pile de %1 vers %2.</translation>
    </message>
    <message>
        <source>All lessons done</source>
        <translation>Toutes les leçons sont faites</translation>
    </message>
    <message>
        <source>You know the rules. Try the puzzles (Help → Puzzles) or play the computer.</source>
        <translation>Vous connaissez les règles. Essayez les problèmes (Aide → Problèmes) ou jouez contre l'ordinateur.</translation>
    </message>
</context><context>
    <name>MainWindow</name>
    <message>
        <source> (LittleGolem transcripts cannot hold the review)</source>
        <translation> (les transcriptions LittleGolem ne peuvent pas contenir le bilan)</translation>
    </message>
    <message>
        <source>the game review</source>
        <translation>le bilan de la partie</translation>
    </message>
    <message>
        <source>Better line: step bac&amp;k</source>
        <translation>Meilleure suite : c&amp;oup précédent</translation>
    </message>
    <message>
        <source>Better line: step f&amp;orward</source>
        <translation>Meilleure suite : coup sui&amp;vant</translation>
    </message>
    <message>
        <source>Next &amp;mistake</source>
        <translation>&amp;Erreur suivante</translation>
    </message>
    <message>
        <source>Previous m&amp;istake</source>
        <translation>Erreur précéde&amp;nte</translation>
    </message>
    <message>
        <source>Re&amp;view game</source>
        <translation>&amp;Bilan de la partie</translation>
    </message>
</context><context>
    <name>NewGameDialog</name>
    <message>
        <source>Before playing a move that throws the game away, ask, and show why</source>
        <translation>Avant de jouer un coup qui gâche la partie, demander, et montrer pourquoi</translation>
    </message>
    <message>
        <source>Warn me before a blunder</source>
        <translation>M'avertir avant une gaffe</translation>
    </message>
</context><context>
    <name>ReviewPane</name>
    <message>
        <source>Play the better line on the board (] or Alt+Shift+Right)</source>
        <translation>Jouer la meilleure suite sur le plateau (] ou Alt+Maj+Droite)</translation>
    </message>
    <message>
        <source>Step back along the better line ([ or Alt+Shift+Left)</source>
        <translation>Reculer dans la meilleure suite ([ ou Alt+Maj+Gauche)</translation>
    </message>
    <message>
        <source>Line ▶</source>
        <translation>Suite ▶</translation>
    </message>
    <message>
        <source>Next mistake ▶</source>
        <translation>Erreur suivante ▶</translation>
    </message>
    <message>
        <source>Play the better line on the board (Alt+Shift+Right)</source>
        <translation>Jouer la meilleure suite sur le plateau (Alt+Maj+Droite)</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Faire le bilan de cette partie</translation>
    </message>
    <message>
        <source>Step back along the better line (Alt+Shift+Left)</source>
        <translation>Revenir en arrière dans la meilleure suite (Alt+Maj+Gauche)</translation>
    </message>
    <message>
        <source>◀ Line</source>
        <translation>◀ Suite</translation>
    </message>
    <message>
        <source>◀ Previous mistake</source>
        <translation>◀ Erreur précédente</translation>
    </message>
</context><context>
    <name>GameReview</name>
    <message>
        <source>The review stopped: %1</source>
        <translation>Le bilan s'est arrêté : %1</translation>
    </message>
</context><context>
    <name>ReviewUi</name>
    <message>
        <source>pass %1 of %2</source>
        <translation>passe %1 sur %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: accuracy %2 % · %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : précision %2 % · %3</translation>
    </message>
    <message numerus="yes">
        <source>On the board: the better line, %1 of %n move(s) played</source>
        <translation>
            <numerusform>Sur le plateau : la meilleure suite, coup joué : %1 sur %n</numerusform>
            <numerusform>Sur le plateau : la meilleure suite, coups joués : %1 sur %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s) ??</source>
        <translation>
            <numerusform>%n gaffe ??</numerusform>
            <numerusform>%n gaffes ??</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s) ?</source>
        <translation>
            <numerusform>%n erreur ?</numerusform>
            <numerusform>%n erreurs ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies) ?!</source>
        <translation>
            <numerusform>%n imprécision ?!</numerusform>
            <numerusform>%n imprécisions ?!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review of %n move(s)</source>
        <translation>
            <numerusform>Bilan de %n coup</numerusform>
            <numerusform>Bilan de %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewing… pass %1 of %2 · %3 of %n move(s) judged</source>
        <translation>
            <numerusform>Bilan en cours… passe %1 sur %2 · coup jugé : %3 sur %n</numerusform>
            <numerusform>Bilan en cours… passe %1 sur %2 · coups jugés : %3 sur %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <translation>%1 gagne de %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: accuracy %2 % · %3 inaccuracies ?! · %4 mistakes ? · %5 blunders ??</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : précision %2 % · %3 imprécisions ?! · %4 erreurs ? · %5 gaffes ??</translation>
    </message>
    <message>
        <source>Better: &lt;b&gt;%1&lt;/b&gt; (arrow; the move played is dashed) · line %2</source>
        <translation>Mieux : &lt;b&gt;%1&lt;/b&gt; (flèche ; le coup joué est en pointillés) · suite %2</translation>
    </message>
    <message>
        <source>Black · %1 %</source>
        <translation>Noir · %1 %</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Bilan de la partie</translation>
    </message>
    <message>
        <source>Move %1: %2 %3 — &lt;b&gt;%4&lt;/b&gt; · after it: %5</source>
        <translation>Coup %1 : %2 %3 — &lt;b&gt;%4&lt;/b&gt; · ensuite : %5</translation>
    </message>
    <message>
        <source>On the board: the better line, %1 of %2 moves played</source>
        <translation>Sur le plateau : la meilleure suite, %1 coups joués sur %2</translation>
    </message>
    <message>
        <source>Review of %1 moves</source>
        <translation>Bilan de %1 coups</translation>
    </message>
    <message>
        <source>Reviewing… pass %1 of %2 · %3 of %4 moves judged</source>
        <translation>Bilan en cours… passe %1 sur %2 · %3 coups jugés sur %4</translation>
    </message>
    <message>
        <source>See where the game was won and lost: every move judged by the computer</source>
        <translation>Voir où la partie s'est gagnée et perdue : chaque coup jugé par l'ordinateur</translation>
    </message>
    <message>
        <source>There is no move to review yet</source>
        <translation>Il n'y a encore aucun coup dont faire le bilan</translation>
    </message>
    <message>
        <source>White · %1 %</source>
        <translation>Blanc · %1 %</translation>
    </message>
    <message>
        <source>best</source>
        <translation>meilleur</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>forcé</translation>
    </message>
    <message>
        <source>good</source>
        <translation>bon</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
</context><context>
    <name>MainWindow</name>
    <message>
        <source>New to DVONN? Eight short lessons teach the rules on the board.</source>
        <translation>Nouveau à DVONN ? Huit courtes leçons enseignent les règles sur le plateau.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Apprendre à jouer…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Problèmes…</translation>
    </message>
</context><context>
    <name>ContinueOffer</name>
    <message>
        <source>computer level %1</source>
        <translation>ordinateur niveau %1</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue your last game?</source>
        <translation>Reprendre votre dernière partie ?</translation>
    </message>
    <message numerus="yes">
        <source>You have %n other unfinished game(s), kept in My games:</source>
        <translation>
            <numerusform>Vous avez %n autre partie non terminée, gardée dans Mes parties :</numerusform>
            <numerusform>Vous avez %n autres parties non terminées, gardées dans Mes parties :</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>My games…</source>
        <translation>Mes parties…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Parties non terminées</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Mes parties</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Non terminée</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminées</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contre l'ordinateur</translation>
    </message>
    <message>
        <source>Between people</source>
        <translation>Entre joueurs</translation>
    </message>
    <message>
        <source>Any level</source>
        <translation>Tous les niveaux</translation>
    </message>
    <message>
        <source>Only games against the computer are chosen by level</source>
        <translation>Seules les parties contre l'ordinateur sont choisies par niveau</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Tous les résultats</translation>
    </message>
    <message>
        <source>Won by White</source>
        <translation>Gagnées par Blanc</translation>
    </message>
    <message>
        <source>Won by Black</source>
        <translation>Gagnées par Noir</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afficher :</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Niveau :</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Résultat :</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Faire le bilan</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Annuler la suppression</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>This is the game on the board: start another one to delete it.</source>
        <translation>C'est la partie en cours sur le plateau : commencez-en une autre pour la supprimer.</translation>
    </message>
    <message>
        <source>This game is open in another window.</source>
        <translation>Cette partie est ouverte dans une autre fenêtre.</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>The game could not be exported:
%1</source>
        <translation>La partie n'a pas pu être exportée :
%1</translation>
    </message>
    <message>
        <source>The game could not be deleted: %1</source>
        <translation>La partie n'a pas pu être supprimée : %1</translation>
    </message>
    <message>
        <source>This game is open in another window: close it there to delete it.</source>
        <translation>Cette partie est ouverte dans une autre fenêtre : fermez-la là-bas pour la supprimer.</translation>
    </message>
    <message>
        <source>The game could not be restored: %1</source>
        <translation>La partie n'a pas pu être restaurée : %1</translation>
    </message>
    <message>
        <source>The deleted game could not be restored.</source>
        <translation>La partie supprimée n'a pas pu être restaurée.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) shown of %1</source>
        <translation>
            <numerusform>%n partie affichée sur %1</numerusform>
            <numerusform>%n parties affichées sur %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>Bilan fait</translation>
    </message>
    <message>
        <source>Computer · level %1</source>
        <translation>Ordinateur · niveau %1</translation>
    </message>
    <message>
        <source>%1 · level %2</source>
        <translation>%1 · niveau %2</translation>
    </message>
    <message>
        <source>White resigned</source>
        <translation>Blanc a abandonné</translation>
    </message>
    <message>
        <source>Black resigned</source>
        <translation>Noir a abandonné</translation>
    </message>
    <message>
        <source>Draw %1–%2</source>
        <translation>Nulle %1–%2</translation>
    </message>
    <message>
        <source>White won %1–%2</source>
        <translation>Blanc a gagné %1–%2</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Blanc a gagné</translation>
    </message>
    <message>
        <source>Black won %1–%2</source>
        <translation>Noir a gagné %1–%2</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Noir a gagné</translation>
    </message>
    <message>
        <source>Cannot be read: %1</source>
        <translation>Illisible : %1</translation>
    </message>
    <message>
        <source>%1 (open in another window)</source>
        <translation>%1 (ouverte dans une autre fenêtre)</translation>
    </message>
</context>
<context>
    <name>LevelRecordLabel</name>
    <message>
        <source>You have not played level %1 yet</source>
        <translation>Vous n'avez pas encore joué contre le niveau %1</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n victoire</numerusform>
            <numerusform>%n victoires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s)</source>
        <translation>
            <numerusform>%n nulle</numerusform>
            <numerusform>%n nulles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n défaite</numerusform>
            <numerusform>%n défaites</numerusform>
        </translation>
    </message>
    <message>
        <source>Your record against level %1: %2, %3, %4</source>
        <translation>Votre bilan contre le niveau %1 : %2, %3, %4</translation>
    </message>
    <message>
        <source>You won your last three games against level %1 — try level %2?</source>
        <translation>Vous avez gagné vos trois dernières parties contre le niveau %1 : essayer le niveau %2 ?</translation>
    </message>
    <message>
        <source>You lost your last three games against level %1 — try level %2?</source>
        <translation>Vous avez perdu vos trois dernières parties contre le niveau %1 : essayer le niveau %2 ?</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>there is no home folder to keep games in</source>
        <translation>il n'y a pas de dossier personnel où garder les parties</translation>
    </message>
    <message>
        <source>The game is not being saved: %1. It is tried again after every move and every %2 seconds; save the game elsewhere to keep it.</source>
        <translation>La partie n'est pas enregistrée : %1. Un nouvel essai a lieu après chaque coup et toutes les %2 secondes ; enregistrez la partie ailleurs pour la garder.</translation>
    </message>
    <message>
        <source>the folder of your games %1 cannot be used (%2)</source>
        <translation>le dossier de vos parties %1 est inutilisable (%2)</translation>
    </message>
    <message>
        <source>the folder of your games %1 is read-only</source>
        <translation>le dossier de vos parties %1 est en lecture seule</translation>
    </message>
    <message>
        <source>The autosaved game could not be read (%1). It was left as it is at %2 and nothing was deleted (%3).</source>
        <translation>La partie sauvegardée automatiquement est illisible (%1). Elle a été laissée telle quelle en %2 et rien n'a été supprimé (%3).</translation>
    </message>
    <message>
        <source>The autosaved game could not be read (%1). The file was kept as %2 and nothing was deleted.</source>
        <translation>La partie sauvegardée automatiquement est illisible (%1). Le fichier a été gardé sous le nom %2 et rien n'a été supprimé.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Lessons and puzzles: reset view, top-down view, hint</source>
        <translation>Leçons et problèmes : vue initiale, vue de dessus, indice</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Reset the camera</source>
        <translation>Revenir à la vue initiale</translation>
    </message>
    <message>
        <source>Zoom in, zoom out</source>
        <translation>Zoom avant, zoom arrière</translation>
    </message>
    <message>
        <source>W A S D or Ctrl+arrows</source>
        <translation>W A S D ou Ctrl+flèches</translation>
    </message>
    <message>
        <source>Turn the board</source>
        <translation>Tourner le plateau</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Let go of the stack picked up</source>
        <translation>Lâcher la pile prise</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Entrée ou Espace</translation>
    </message>
    <message>
        <source>Pick up the stack under the cursor, or put it down</source>
        <translation>Prendre la pile sous le curseur, ou la poser</translation>
    </message>
    <message>
        <source>Move the cursor on the board</source>
        <translation>Déplacer le curseur sur le plateau</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Sur le plateau</translation>
    </message>
    <message>
        <source>or</source>
        <translation>ou</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keyboard shortcuts – DVONN 3D</source>
        <translation>Raccourcis clavier – DVONN 3D</translation>
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
        <translation>Prodige</translation>
    </message>
    <message>
        <source>Improver</source>
        <translation>En progrès</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Habitué</translation>
    </message>
    <message>
        <source>Skilled</source>
        <translation>Habile</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Virtuoso</source>
        <translation>Virtuose</translation>
    </message>
    <message>
        <source>Superhuman</source>
        <translation>Surhumain</translation>
    </message>
    <message>
        <source>Best human</source>
        <translation>Le meilleur</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Top player</source>
        <translation>Très fort</translation>
    </message>
    <message>
        <source>Seasoned</source>
        <translation>Confirmé</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Élève</translation>
    </message>
    <message>
        <source>Newcomer</source>
        <translation>Nouveau venu</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Grand maître</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maître</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Joueur de club</translation>
    </message>
    <message>
        <source>Apprentice</source>
        <translation>Apprenti</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Amateur</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Novice</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
</context>
<context>
    <name>BoardSpeech</name>
    <message>
        <source>A landing cell.</source>
        <translation>Case d'arrivée possible.</translation>
    </message>
    <message>
        <source>Picked up.</source>
        <translation>Prise.</translation>
    </message>
    <message>
        <source>The arrow keys move over the board's cells; Enter picks up a stack and drops it on the cell chosen; Escape lets go.</source>
        <translation>Les flèches parcourent les cases du plateau ; Entrée prend une pile et la pose sur la case choisie ; Échap la lâche.</translation>
    </message>
    <message>
        <source>DVONN board</source>
        <translation>Plateau de DVONN</translation>
    </message>
    <message numerus="yes">
        <source>It cut off %n stack(s): %1.</source>
        <translation>
            <numerusform>Cela a coupé %n pile : %1.</numerusform>
            <numerusform>Cela a coupé %n piles : %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moved the stack on %2 to %3.</source>
        <translation>%1 a déplacé la pile de %2 en %3.</translation>
    </message>
    <message>
        <source>%1 placed a piece on %2.</source>
        <translation>%1 a posé un pion en %2.</translation>
    </message>
    <message>
        <source>%1 placed a DVONN piece on %2.</source>
        <translation>%1 a posé un pion DVONN en %2.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 a passé.</translation>
    </message>
    <message>
        <source>Picked up: Enter puts it down again.</source>
        <translation>Prise : Entrée la repose.</translation>
    </message>
    <message numerus="yes">
        <source>It can move to %n cell(s): %1.</source>
        <translation>
            <numerusform>Elle peut aller sur %n case : %1.</numerusform>
            <numerusform>Elle peut aller sur %n cases : %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This cuts off %n stack(s): %1.</source>
        <translation>
            <numerusform>Cela coupe %n pile : %1.</numerusform>
            <numerusform>Cela coupe %n piles : %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter moves the stack on %1 here.</source>
        <translation>Entrée déplace ici la pile en %1.</translation>
    </message>
    <message>
        <source>Enter places a piece here.</source>
        <translation>Entrée pose un pion ici.</translation>
    </message>
    <message>
        <source>Enter places a DVONN piece here.</source>
        <translation>Entrée pose un pion DVONN ici.</translation>
    </message>
    <message numerus="yes">
        <source>It holds %n DVONN piece(s).</source>
        <translation>
            <numerusform>Elle contient %n pion DVONN.</numerusform>
            <numerusform>Elle contient %n pions DVONN.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a black stack of %n piece(s).</source>
        <translation>
            <numerusform>%1 : %n pion noir.</numerusform>
            <numerusform>%1 : une pile noire de %n pions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a white stack of %n piece(s).</source>
        <translation>
            <numerusform>%1 : %n pion blanc.</numerusform>
            <numerusform>%1 : une pile blanche de %n pions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a stack of %n DVONN piece(s).</source>
        <translation>
            <numerusform>%1 : %n pion DVONN.</numerusform>
            <numerusform>%1 : une pile de %n pions DVONN.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <translation>%1 : case vide.</translation>
    </message>
    <message numerus="yes">
        <source>%n DVONN piece(s)</source>
        <translation>
            <numerusform>%n pion DVONN</numerusform>
            <numerusform>%n pions DVONN</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black piece(s)</source>
        <translation>
            <numerusform>%n pion noir</numerusform>
            <numerusform>%n pions noirs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white piece(s)</source>
        <translation>
            <numerusform>%n pion blanc</numerusform>
            <numerusform>%n pions blancs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
</context>
<context>
    <name>FileType</name>
    <message>
        <source>Boardspace SGF</source>
        <translation>SGF Boardspace</translation>
    </message>
    <message>
        <source>LittleGolem transcript</source>
        <translation>Transcription LittleGolem</translation>
    </message>
    <message>
        <source>DVONN game</source>
        <translation>Partie DVONN</translation>
    </message>
</context>
<context>
    <name>PlayedLike</name>
    <message>
        <source>played like a player rated about %1 (%2–%3, where Boardspace's Dumbot is 1500)</source>
        <translation>a joué comme un joueur classé environ %1 (%2–%3, où Dumbot de Boardspace vaut 1500)</translation>
    </message>
</context>
<context>
    <name>SavePaths</name>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 existe déjà.
Voulez-vous le remplacer ?</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>The review kept in this game was left out: %1</source>
        <translation>Le bilan enregistré dans cette partie a été écarté : %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <translation>
            <numerusform>%n variante</numerusform>
            <numerusform>%n variantes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>the other games in the file</source>
        <translation>les autres parties du fichier</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>the properties %1</source>
        <translation>les propriétés %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Saving over %1 would drop what DVONN 3D does not read in it: %2.</source>
        <translation>Enregistrer par-dessus %1 supprimerait ce que DVONN 3D n'y lit pas : %2.</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message numerus="yes">
        <source>Reviewing… a first quick look: %1 of %n move(s)</source>
        <translation>
            <numerusform>Bilan en cours… premier coup d'œil rapide : %1 sur %n coup</numerusform>
            <numerusform>Bilan en cours… premier coup d'œil rapide : %1 sur %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewing… checking more deeply (%1 of %2): %3 of %n move(s)</source>
        <translation>
            <numerusform>Bilan en cours… vérification plus poussée (%1 sur %2) : %3 sur %n coup</numerusform>
            <numerusform>Bilan en cours… vérification plus poussée (%1 sur %2) : %3 sur %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review of %n move(s), as saved with the game</source>
        <translation>
            <numerusform>Bilan de %n coup, tel qu'enregistré avec la partie</numerusform>
            <numerusform>Bilan de %n coups, tel qu'enregistré avec la partie</numerusform>
        </translation>
    </message>
    <message>
        <source>The start</source>
        <translation>Le début</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>Après le coup %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;The start&lt;/b&gt;, before move 1: %1.</source>
        <translation>&lt;b&gt;Le début&lt;/b&gt;, avant le coup 1 : %1.</translation>
    </message>
    <message>
        <source>With &lt;b&gt;%1&lt;/b&gt; instead: %2.</source>
        <translation>Avec &lt;b&gt;%1&lt;/b&gt; à la place : %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After move %1&lt;/b&gt;: %2 played %3 (%4). %5.</source>
        <translation>&lt;b&gt;Après le coup %1&lt;/b&gt; : %2 a joué %3 (%4). %5.</translation>
    </message>
    <message>
        <source>(A first look: being checked more deeply.)</source>
        <translation>(Premier coup d'œil : vérification plus poussée en cours.)</translation>
    </message>
    <message>
        <source>Line ▶ shows it.</source>
        <translation>Suite ▶ le montre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Before move %1&lt;/b&gt;: %2 played %3 (%4, dashed); &lt;b&gt;%5&lt;/b&gt; (arrow) was better.</source>
        <translation>&lt;b&gt;Avant le coup %1&lt;/b&gt; : %2 a joué %3 (%4, en pointillés) ; &lt;b&gt;%5&lt;/b&gt; (flèche) était meilleur.</translation>
    </message>
    <message>
        <source>Line ▶ plays the better line: %1</source>
        <translation>Suite ▶ joue la meilleure suite : %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The better line&lt;/b&gt; instead of move %1: %2 of %n move(s) played</source>
        <translation>
            <numerusform>&lt;b&gt;La meilleure suite&lt;/b&gt; au lieu du coup %1 : %2 sur %n coup joué</numerusform>
            <numerusform>&lt;b&gt;La meilleure suite&lt;/b&gt; au lieu du coup %1 : %2 sur %n coups joués</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>result proven</source>
        <translation>résultat prouvé</translation>
    </message>
    <message>
        <source>on the board</source>
        <translation>sur le plateau</translation>
    </message>
    <message>
        <source>▲ White ahead</source>
        <translation>▲ Blanc mène</translation>
    </message>
    <message>
        <source>▼ Black ahead</source>
        <translation>▼ Noir mène</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>coup %1</translation>
    </message>
</context>
<context>
    <name>ReviewPane</name>
    <message>
        <source>Review again, more deeply</source>
        <translation>Refaire le bilan, plus en profondeur</translation>
    </message>
    <message>
        <source>Search every move again, longer than before: a verdict may change</source>
        <translation>Chercher de nouveau chaque coup, plus longtemps qu'avant : un verdict peut changer</translation>
    </message>
    <message>
        <source>Step back along the better line to the game ([ or Alt+Shift+Left)</source>
        <translation>Reculer dans la meilleure suite, jusqu'à la partie ([ ou Alt+Maj+Gauche)</translation>
    </message>
    <message>
        <source>Show the better move on the board, then play its line (] or Alt+Shift+Right)</source>
        <translation>Montrer le meilleur coup sur le plateau, puis jouer sa suite (] ou Alt+Maj+Droite)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message numerus="yes">
        <source>%1 · looking %n move(s) ahead: %2</source>
        <translation>
            <numerusform>%1 · en regardant %n coup plus loin : %2</numerusform>
            <numerusform>%1 · en regardant %n coups plus loin : %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Who is ahead: the light part is White's, the dark Black's</source>
        <translation>Qui mène : la partie claire est à Blanc, la sombre à Noir</translation>
    </message>
</context>
<context>
    <name>Standing</name>
    <message>
        <source>The game is even</source>
        <translation>La partie est équilibrée</translation>
    </message>
    <message>
        <source>A draw with best play</source>
        <translation>Nulle avec le meilleur jeu</translation>
    </message>
    <message>
        <source>White is slightly ahead</source>
        <translation>Blanc mène de peu</translation>
    </message>
    <message>
        <source>Black is slightly ahead</source>
        <translation>Noir mène de peu</translation>
    </message>
    <message numerus="yes">
        <source>White is ahead by about %n piece(s)</source>
        <translation>
            <numerusform>Blanc mène d'environ %n pion</numerusform>
            <numerusform>Blanc mène d'environ %n pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black is ahead by about %n piece(s)</source>
        <translation>
            <numerusform>Noir mène d'environ %n pion</numerusform>
            <numerusform>Noir mène d'environ %n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>White cannot lose with best play</source>
        <translation>Blanc ne peut pas perdre avec le meilleur jeu</translation>
    </message>
    <message>
        <source>Black cannot lose with best play</source>
        <translation>Noir ne peut pas perdre avec le meilleur jeu</translation>
    </message>
    <message numerus="yes">
        <source>White wins by at least %n piece(s) with best play</source>
        <translation>
            <numerusform>Blanc gagne d'au moins %n pion avec le meilleur jeu</numerusform>
            <numerusform>Blanc gagne d'au moins %n pions avec le meilleur jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins by at least %n piece(s) with best play</source>
        <translation>
            <numerusform>Noir gagne d'au moins %n pion avec le meilleur jeu</numerusform>
            <numerusform>Noir gagne d'au moins %n pions avec le meilleur jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins by %n piece(s) with best play</source>
        <translation>
            <numerusform>Blanc gagne de %n pion avec le meilleur jeu</numerusform>
            <numerusform>Blanc gagne de %n pions avec le meilleur jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins by %n piece(s) with best play</source>
        <translation>
            <numerusform>Noir gagne de %n pion avec le meilleur jeu</numerusform>
            <numerusform>Noir gagne de %n pions avec le meilleur jeu</numerusform>
        </translation>
    </message>
    <message>
        <source>White wins with best play</source>
        <translation>Blanc gagne avec le meilleur jeu</translation>
    </message>
    <message>
        <source>Black wins with best play</source>
        <translation>Noir gagne avec le meilleur jeu</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Looking back: before move %1 of %2, and the better move</source>
        <translation>Retour en arrière : avant le coup %1 sur %2, et le meilleur coup</translation>
    </message>
    <message>
        <source>Looking back: the better line instead of move %1</source>
        <translation>Retour en arrière : la meilleure suite au lieu du coup %1</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; lost, but the review found no mistake that decided it: the game slipped away gradually, or beyond what the review looked at · %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; a perdu, mais le bilan n'a trouvé aucune erreur décisive : la partie a échappé peu à peu, ou au-delà de ce que le bilan a examiné · %2</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>White %1 %</source>
        <translation>Blanc %1 %</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Black %1 %</source>
        <translation>Noir %1 %</translation>
    </message>
</context>
<context>
    <name>Standing</name>
    <message>
        <source>White is favoured: about %1 % to win</source>
        <translation>Blanc est favori : environ %1 % de chances de gagner</translation>
    </message>
</context>
<context>
    <name>Standing</name>
    <message>
        <source>Black is favoured: about %1 % to win</source>
        <translation>Noir est favori : environ %1 % de chances de gagner</translation>
    </message>
</context>
<context>
    <name>PlayedLike</name>
    <message>
        <source>played at least like a player rated about %1 (level %2's rating: beaten without an inaccuracy, a mistake or a blunder)</source>
        <translation>a joué au moins comme un joueur classé environ %1 (le classement du niveau %2 : battu sans imprécision, erreur ni gaffe)</translation>
    </message>
    <message>
        <source>not enough to go on for a rating from this game alone</source>
        <translation>pas assez d'indices dans cette seule partie pour un classement</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message numerus="yes">
        <source>%1 still wins, but by %n piece(s) fewer.</source>
        <translation>
            <numerusform>%1 gagne toujours, mais de %n pion de moins.</numerusform>
            <numerusform>%1 gagne toujours, mais de %n pions de moins.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Count the pieces</source>
        <translation>Compter les pions</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Final position</source>
        <translation>Position finale</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Show the final position again (Esc)</source>
        <translation>Revoir la position finale (Échap)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Gather each player's pieces into columns of ten to count them</source>
        <translation>Rassembler les pions de chaque joueur en colonnes de dix pour les compter</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Counting the pieces: %1 %2, %3 %4. Esc or a click shows the final position</source>
        <translation>Décompte des pions : %1 %2, %3 %4. Échap ou un clic montre la position finale</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>White moves first</source>
        <translation>Blanc déplace en premier</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Last opened</source>
        <translation>Dernière ouverture</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Analyse the position shown</source>
        <translation>Analyser la position affichée</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Every move</source>
        <translation>Tous les coups</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Mark each stack by its best result</source>
        <translation>Marquer chaque pile de son meilleur résultat</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Every move and its result</source>
        <translation>Chaque coup et son résultat</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Solving every move…</source>
        <translation>Résolution de chaque coup…</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Analysing…</source>
        <translation>Analyse en cours…</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>%1. %2: %3
%4</source>
        <translation>%1. %2 : %3
%4</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Line %1: %2, %3. Plays %4</source>
        <translation>Ligne %1 : %2, %3. Joue %4</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>The game is over: no move is left.</source>
        <translation>La partie est finie : il ne reste aucun coup.</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message numerus="yes">
        <source>Looking %n move(s) ahead; the best moves:</source>
        <translation>
            <numerusform>En regardant %n coup à l'avance ; les meilleurs coups :</numerusform>
            <numerusform>En regardant %n coups à l'avance ; les meilleurs coups :</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message numerus="yes">
        <source>%1 of %n move(s) proven.</source>
        <translation>
            <numerusform>Coups prouvés : %1 sur %n.</numerusform>
            <numerusform>Coups prouvés : %1 sur %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Moves and side lines</source>
        <translation>Coups et variantes</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>The start position</source>
        <translation>La position de départ</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>, side line</source>
        <translation>, variante</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Make main line</source>
        <translation>En faire la ligne principale</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Promote variation</source>
        <translation>Remonter la variante</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Comment…</source>
        <translation>Commenter…</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Delete from here</source>
        <translation>Supprimer à partir d'ici</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Analysis board – DVONN 3D</source>
        <translation>Plateau d'analyse – DVONN 3D</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Analysis board</source>
        <translation>Plateau d'analyse</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>The start position.</source>
        <translation>La position de départ.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>%1 (a side line)</source>
        <translation>%1 (une variante)</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>White to play.</source>
        <translation>Aux Blancs de jouer.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Black to play.</source>
        <translation>Aux Noirs de jouer.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Comment after %1:</source>
        <translation>Commentaire après %1 :</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Save the analysis</source>
        <translation>Enregistrer l'analyse</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Save the side lines and comments you added?</source>
        <translation>Enregistrer les variantes et commentaires ajoutés ?</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Analyse from &amp;here</source>
        <translation>&amp;Analyser à partir d'ici</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Analyse from here</source>
        <translation>Analyser à partir d'ici</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Try other moves from the position shown on an analysis board (Ctrl+Shift+A)</source>
        <translation>Essayer d'autres coups depuis la position affichée sur un plateau d'analyse (Ctrl+Maj+A)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>the side lines</source>
        <translation>les variantes</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Try other moves on an analysis board</source>
        <translation>Essayer d'autres coups sur un plateau d'analyse</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Try other moves on an analysis board</source>
        <translation>Essayer d'autres coups sur un plateau d'analyse</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You are looking back at the game: press End to return to it, or try other moves with Analyse from here</source>
        <translation>Vous revoyez la partie : appuyez sur Fin pour y revenir, ou essayez d'autres coups avec Analyser à partir d'ici</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1: unknown piece %2 (use W, B or D)</source>
        <translation>%1 : pion inconnu %2 (utilisez W, B ou D)</translation>
    </message>
    <message>
        <source>%1: a DVONN piece never moves by itself, so it is on top of a stack only when it stands alone</source>
        <translation>%1 : un pion DVONN ne se déplace jamais seul, il n'est donc au sommet d'une pile que s'il est seul sur sa case</translation>
    </message>
    <message>
        <source>%1 white pieces: there are only 23</source>
        <translation>%1 pions blancs : il n'y en a que 23</translation>
    </message>
    <message>
        <source>%1 black pieces: there are only 23</source>
        <translation>%1 pions noirs : il n'y en a que 23</translation>
    </message>
    <message>
        <source>%1 DVONN pieces: there are only 3</source>
        <translation>%1 pions DVONN : il n'y en a que 3</translation>
    </message>
    <message>
        <source>the board is full: placement is over</source>
        <translation>le plateau est plein : le placement est fini</translation>
    </message>
    <message>
        <source>%1: no stacks are built during placement</source>
        <translation>%1 : on ne construit pas de pile pendant le placement</translation>
    </message>
    <message>
        <source>the three DVONN pieces are placed first: no white or black piece before them</source>
        <translation>les trois pions DVONN sont posés en premier : aucun pion blanc ou noir avant eux</translation>
    </message>
    <message>
        <source>Black places the first white or black piece, then the players take turns: Black has as many pieces on the board as White or one more, not %2 against %1</source>
        <translation>Noir pose le premier pion blanc ou noir, puis les joueurs alternent : Noir a autant de pions sur le plateau que Blanc ou un de plus, pas %2 contre %1</translation>
    </message>
    <message>
        <source>placement %1 is white's to make</source>
        <translation>la pose n° %1 revient à Blanc</translation>
    </message>
    <message>
        <source>placement %1 is black's to make</source>
        <translation>la pose n° %1 revient à Noir</translation>
    </message>
    <message>
        <source>all three DVONN pieces stay on the board in the movement phase</source>
        <translation>les trois pions DVONN restent sur le plateau pendant la phase de déplacement</translation>
    </message>
    <message>
        <source>the stack on %1 is cut off from every DVONN piece</source>
        <translation>la pile en %1 est coupée de tous les pions DVONN</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Set &amp;up a position…</source>
        <translation>Composer une &amp;position…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game from this position</source>
        <translation>Nouvelle partie à partir de cette position</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Ready: play can reach this position.</source>
        <translation>Prêt : le jeu peut atteindre cette position.</translation>
    </message>
    <message>
        <source>Nothing is left to place.</source>
        <translation>Il ne reste rien à poser.</translation>
    </message>
    <message>
        <source>White places next. Still to place: %1.</source>
        <translation>Blanc pose ensuite. Reste à poser : %1.</translation>
    </message>
    <message>
        <source>Black places next. Still to place: %1.</source>
        <translation>Noir pose ensuite. Reste à poser : %1.</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>Le plateau est vide.</translation>
    </message>
    <message>
        <source>On the board: %1.</source>
        <translation>Sur le plateau : %1.</translation>
    </message>
    <message>
        <source>White (W)</source>
        <translation>Blanc (W)</translation>
    </message>
    <message>
        <source>Black (B)</source>
        <translation>Noir (B)</translation>
    </message>
    <message>
        <source>DVONN (D)</source>
        <translation>DVONN (D)</translation>
    </message>
    <message>
        <source>The arrow keys move over the board's cells; Enter adds the chosen piece on top of the stack there, Backspace takes its top piece off; W, B and D choose the piece.</source>
        <translation>Les flèches parcourent les cases du plateau ; Entrée ajoute le pion choisi au sommet de la pile, Retour arrière en retire le pion du dessus ; W, B et D choisissent le pion.</translation>
    </message>
    <message>
        <source>Enter adds a white piece on top.</source>
        <translation>Entrée ajoute un pion blanc au sommet.</translation>
    </message>
    <message>
        <source>Enter adds a black piece on top.</source>
        <translation>Entrée ajoute un pion noir au sommet.</translation>
    </message>
    <message>
        <source>Enter adds a DVONN piece on top.</source>
        <translation>Entrée ajoute un pion DVONN au sommet.</translation>
    </message>
    <message>
        <source>Backspace takes the top piece off.</source>
        <translation>Retour arrière retire le pion du dessus.</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>Composer une position</translation>
    </message>
    <message>
        <source>Click a space to add the chosen piece on top of its stack; right-click it, or press Backspace, to take the top piece off.</source>
        <translation>Cliquez sur une case pour ajouter le pion choisi au sommet de sa pile ; clic droit, ou Retour arrière, pour retirer le pion du dessus.</translation>
    </message>
    <message>
        <source>Piece to add</source>
        <translation>Pion à ajouter</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Placement</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Déplacement</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Au trait</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Vider le plateau</translation>
    </message>
    <message>
        <source>Fill at random</source>
        <translation>Remplir au hasard</translation>
    </message>
    <message>
        <source>The game's position</source>
        <translation>Position de la partie</translation>
    </message>
    <message>
        <source>Start again from the position the game shows</source>
        <translation>Repartir de la position affichée dans la partie</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d'ici</translation>
    </message>
    <message>
        <source>Start a new game from this position, choosing the players</source>
        <translation>Commencer une nouvelle partie à partir de cette position, en choisissant les joueurs</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Open this position on an analysis board</source>
        <translation>Ouvrir cette position sur un plateau d'analyse</translation>
    </message>
    <message>
        <source>In the placement phase the side to move follows from the board</source>
        <translation>Pendant le placement, le camp au trait découle du plateau</translation>
    </message>
    <message>
        <source>Board editor</source>
        <translation>Éditeur de position</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>The best lines: Enter plays one</source>
        <translation>Les meilleures lignes : Entrée en joue une</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The game is over: start a new game or a rematch (Ctrl+N), or try other moves with Analyse from here</source>
        <translation>La partie est finie : commencez une nouvelle partie ou une revanche (Ctrl+N), ou essayez d'autres coups avec Analyser à partir d'ici</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Move %1 · %2</source>
        <translation>Coup %1 · %2</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>A proven loss by 1 piece: every reply loses.</source>
        <translation>Une défaite prouvée d'un pion : chaque réponse perd.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>A proven loss by %1 pieces: every reply loses.</source>
        <translation>Une défaite prouvée de %1 pions : chaque réponse perd.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and cuts off 1 of your pieces.</source>
        <translation>Après ce coup, les Blancs jouent %1 et isolent 1 de vos pions.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and cuts off %2 of your pieces.</source>
        <translation>Après ce coup, les Blancs jouent %1 et isolent %2 de vos pions.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and cuts off 1 of your pieces.</source>
        <translation>Après ce coup, les Noirs jouent %1 et isolent 1 de vos pions.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and cuts off %2 of your pieces.</source>
        <translation>Après ce coup, les Noirs jouent %1 et isolent %2 de vos pions.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This cuts off 1 of your own pieces.</source>
        <translation>Ce coup isole 1 de vos propres pions.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This cuts off %1 of your own pieces.</source>
        <translation>Ce coup isole %1 de vos propres pions.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This leaves your piece on %1 with no move.</source>
        <translation>Ce coup laisse votre pion en %1 sans coup possible.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This leaves your stack of %2 on %1 with no move.</source>
        <translation>Ce coup laisse votre pile de %2 en %1 sans coup possible.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off 1 of White's pieces.</source>
        <translation>%1 aurait isolé 1 pion des Blancs.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off %2 of White's pieces.</source>
        <translation>%1 aurait isolé %2 pions des Blancs.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off 1 of Black's pieces.</source>
        <translation>%1 aurait isolé 1 pion des Noirs.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off %2 of Black's pieces.</source>
        <translation>%1 aurait isolé %2 pions des Noirs.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>A proven loss: every reply loses.</source>
        <translation>Une défaite prouvée : chaque réponse perd.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your training set could not be read (%1). It was left as it is at %2 and nothing is written over it (%3).</source>
        <translation>Votre série d'entraînement n'a pas pu être lue (%1). Elle a été laissée telle quelle en %2 et rien n'est écrit par-dessus (%3).</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your training set could not be read (%1). The file was kept as %2 and the training starts again from an empty set.</source>
        <translation>Votre série d'entraînement n'a pas pu être lue (%1). Le fichier a été conservé sous %2 et l'entraînement repart d'une série vide.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your training set could not be saved: %1</source>
        <translation>Votre série d'entraînement n'a pas pu être enregistrée : %1</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>found at the first try</source>
        <translation>trouvé du premier coup</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>found after a try</source>
        <translation>trouvé après un essai</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>shown</source>
        <translation>montré</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>due</source>
        <translation>à revoir</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>accuracy %1 %</source>
        <translation>précision %1 %</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>no training</source>
        <translation>pas d'entraînement</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Week of %1: %2.</source>
        <translation>Semaine du %1 : %2.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>The training by week</source>
        <translation>L'entraînement semaine par semaine</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your accuracy game by game</source>
        <translation>Votre précision partie après partie</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>No game against the computer has been reviewed yet.</source>
        <translation>Aucune partie contre l'ordinateur n'a encore eu son bilan.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>%1: accuracy %2 %.</source>
        <translation>%1 : précision %2 %.</translation>
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
        <translation>Votre série d'entraînement est vide. Les erreurs et les gaffes que le bilan relève dans vos parties contre l'ordinateur y entrent, et reviennent à intervalles croissants jusqu'à ce que vous les trouviez trois fois de suite.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Nothing to train now: the next position is due on %1.</source>
        <translation>Rien à revoir pour l'instant : la prochaine position revient le %1.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Game of %1 against %2</source>
        <translation>Partie du %1 contre %2</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Train now</source>
        <translation>S'entraîner</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Play the positions due: find the better move you missed in your games</source>
        <translation>Jouer les positions à revoir : trouvez le meilleur coup que vous avez manqué dans vos parties</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>The window that plays the positions is not in this version yet.</source>
        <translation>La fenêtre qui joue les positions n'est pas encore dans cette version.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Show the figures as text</source>
        <translation>Afficher les chiffres en texte</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>The figures of the charts</source>
        <translation>Les chiffres des graphiques</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Keep them</source>
        <translation>Les garder</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Take them out</source>
        <translation>Les retirer</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Review finished games in the &amp;background</source>
        <translation>Faire le bilan des parties &amp;terminées en arrière-plan</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Training…</source>
        <translation>En&amp;traînement…</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>background reviews</source>
        <translation>les bilans en arrière-plan</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n found at the first try</source>
        <translation>
            <numerusform>%n trouvée du premier coup</numerusform>
            <numerusform>%n trouvées du premier coup</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n found after a try</source>
        <translation>
            <numerusform>%n trouvée après un essai</numerusform>
            <numerusform>%n trouvées après un essai</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n montrée</numerusform>
            <numerusform>%n montrées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n position(s) due</source>
        <translation>
            <numerusform>%n position à revoir</numerusform>
            <numerusform>%n positions à revoir</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n position(s) in your training set.</source>
        <translation>
            <numerusform>%n position dans votre série d'entraînement.</numerusform>
            <numerusform>%n positions dans votre série d'entraînement.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n position(s) to train now.</source>
        <translation>
            <numerusform>%n position à revoir maintenant.</numerusform>
            <numerusform>%n positions à revoir maintenant.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>This game has %n position(s) in your training set. Keep them there?</source>
        <translation>
            <numerusform>Cette partie a %n position dans votre série d'entraînement. La garder ?</numerusform>
            <numerusform>Cette partie a %n positions dans votre série d'entraînement. Les garder ?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Move %1: %2</source>
        <translation>Coup %1 : %2</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, White played %1 here: a blunder that cost White %2 % of winning chance.</source>
        <translation>Dans la partie, les Blancs ont joué %1 ici : une gaffe qui leur a coûté %2 % de chances de gagner.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, White played %1 here: a mistake that cost White %2 % of winning chance.</source>
        <translation>Dans la partie, les Blancs ont joué %1 ici : une erreur qui leur a coûté %2 % de chances de gagner.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, Black played %1 here: a blunder that cost Black %2 % of winning chance.</source>
        <translation>Dans la partie, les Noirs ont joué %1 ici : une gaffe qui leur a coûté %2 % de chances de gagner.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, Black played %1 here: a mistake that cost Black %2 % of winning chance.</source>
        <translation>Dans la partie, les Noirs ont joué %1 ici : une erreur qui leur a coûté %2 % de chances de gagner.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Find a better move.</source>
        <translation>Trouvez un meilleur coup.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Checking %1…</source>
        <translation>Vérification de %1…</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is White's answer; the stacks it cuts off are red.</source>
        <translation>La flèche rouge est la réponse des Blancs ; les piles qu'elle isole sont en rouge.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is White's answer.</source>
        <translation>La flèche rouge est la réponse des Blancs.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is Black's answer; the stacks it cuts off are red.</source>
        <translation>La flèche rouge est la réponse des Noirs ; les piles qu'elle isole sont en rouge.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is Black's answer.</source>
        <translation>La flèche rouge est la réponse des Noirs.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Well found! %1 is the best move.</source>
        <translation>Bien trouvé ! %1 est le meilleur coup.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Well found! %1 is as good as the best move, %2.</source>
        <translation>Bien trouvé ! %1 vaut le meilleur coup, %2.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>%1 is better than %2, the move of the game, but not the best.</source>
        <translation>%1 est meilleur que %2, le coup de la partie, mais ce n'est pas le meilleur.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>%1 is no better than %2, the move of the game.</source>
        <translation>%1 n'est pas meilleur que %2, le coup de la partie.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Try again, or press Show me.</source>
        <translation>Réessayez, ou appuyez sur Montrez-moi.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The line: %1 (Line ▶ plays it on the board).</source>
        <translation>La suite : %1 (Suite ▶ la joue sur le plateau).</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The better move is %1.</source>
        <translation>Le meilleur coup est %1.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>This move could not be checked: %1</source>
        <translation>Ce coup n'a pas pu être vérifié : %1</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>There is no mistake or blunder to learn from here.</source>
        <translation>Il n'y a ici aucune erreur ni gaffe dont tirer une leçon.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Line ▶</source>
        <translation>Suite ▶</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Finish ▶</source>
        <translation>Terminer ▶</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The end</source>
        <translation>Terminé</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Apprendre de vos erreurs</translation>
    </message>
</context>
<context>
    <name>ReviewPane</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Apprendre de vos erreurs</translation>
    </message>
</context>
<context>
    <name>ReviewPane</name>
    <message>
        <source>Find the better move yourself, mistake after mistake</source>
        <translation>Trouvez vous-même le meilleur coup, erreur après erreur</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Apprendre de vos erreurs</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Learn from mistakes</source>
        <translation>Tirer les leçons</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Find the better moves of this reviewed game yourself</source>
        <translation>Trouvez vous-même les meilleurs coups que le bilan de cette partie a relevés</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The review of this game found no mistake to learn from.</source>
        <translation>Le bilan de cette partie n'a trouvé aucune erreur dont tirer une leçon.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Apprendre de vos erreurs</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>Position %1 of %n</source>
        <translation>
            <numerusform>Position %1 sur %n</numerusform>
            <numerusform>Position %1 sur %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>Line: move %1 of %n, %2</source>
        <translation>
            <numerusform>Suite : coup %1 sur %n, %2</numerusform>
            <numerusform>Suite : coup %1 sur %n, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>You found %1 of %n position(s).</source>
        <translation>
            <numerusform>Position trouvée : %1 sur %n.</numerusform>
            <numerusform>Positions trouvées : %1 sur %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>%n at the first try.</source>
        <translation>
            <numerusform>%n du premier coup.</numerusform>
            <numerusform>%n du premier coup.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>%n shown.</source>
        <translation>
            <numerusform>%n montrée.</numerusform>
            <numerusform>%n montrées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>%n not answered: Previous goes back.</source>
        <translation>
            <numerusform>%n sans réponse : Précédent y revient.</numerusform>
            <numerusform>%n sans réponse : Précédent y revient.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Show who is ahead and the computer's best line for the position on the board</source>
        <translation>Montrer qui mène et la meilleure suite de l'ordinateur pour la position affichée</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Play a friend on&amp;line…</source>
        <translation>Jouer avec un ami en &amp;ligne…</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a message longer than the game allows.</source>
        <translation>L’autre côté a envoyé un message plus long que le jeu ne le permet.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a message that is not part of the game.</source>
        <translation>L’autre côté a envoyé un message qui ne fait pas partie du jeu.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a move the rules do not allow: %1.</source>
        <translation>L’autre côté a envoyé un coup que les règles interdisent : %1.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a message out of turn.</source>
        <translation>L’autre côté a envoyé un message hors de son tour.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent too many messages.</source>
        <translation>L’autre côté a envoyé trop de messages.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>After reconnecting, the two sides do not have the same game.</source>
        <translation>Après la reconnexion, les deux côtés n’ont pas la même partie.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>This code is wrong: check it with your friend and try again.</source>
        <translation>Ce code est faux : vérifiez-le avec votre ami et réessayez.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Nobody is waiting with this code: check it with your friend.</source>
        <translation>Personne n’attend avec ce code : vérifiez-le avec votre ami.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The connection could not be made. Check the internet connection.</source>
        <translation>La connexion n’a pas pu être établie. Vérifiez la connexion à Internet.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend has left.</source>
        <translation>Votre ami est parti.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Connection lost — waiting</source>
        <translation>Connexion perdue — en attente</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Reconnecting — waiting for your friend</source>
        <translation>Reconnexion — en attente de votre ami</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Disconnected</source>
        <translation>Déconnecté</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend</source>
        <translation>Votre ami</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>%1 plays %2 (drawn at random).</source>
        <translation>%1 joue les %2 (tiré au sort).</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 joue les %2.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>You play %1.</source>
        <translation>Vous jouez les %1.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Random setup.</source>
        <translation>Placement aléatoire.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Standard placement.</source>
        <translation>Placement normal.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Clock: %1 min each, %2 s more a move.</source>
        <translation>Pendule : %1 min chacun, %2 s de plus par coup.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Clock: %1 min each.</source>
        <translation>Pendule : %1 min chacun.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>No clock.</source>
        <translation>Sans pendule.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Online game</source>
        <translation>Partie en ligne</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Your friend declined the takeback.</source>
        <translation>Votre ami a refusé de reprendre le coup.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Takeback offered: waiting for the answer.</source>
        <translation>Reprise proposée : en attente de la réponse.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You have no move to take back now.</source>
        <translation>Vous n’avez pas de coup à reprendre maintenant.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Friend</source>
        <translation>Ami</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>The game is kept in My games as it stood.</source>
        <translation>La partie est gardée dans Mes parties telle qu’elle était.</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Re&amp;connect</source>
        <translation>Se re&amp;connecter</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Offer a &amp;takeback</source>
        <translation>Proposer de &amp;reprendre</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Your friend asks to take back a move.</source>
        <translation>Votre ami demande à reprendre un coup.</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Say something to your friend</source>
        <translation>Dites quelque chose à votre ami</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Play a friend online</source>
        <translation>Jouer avec un ami en ligne</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Your name:</source>
        <translation>Votre nom :</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Invite a friend</source>
        <translation>&amp;Inviter un ami</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>the code your friend reads out, e.g. 7-crossover-clockwork</source>
        <translation>le code que votre ami vous lit, p. ex. 7-crossover-clockwork</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Code:</source>
        <translation>Code :</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>the public server</source>
        <translation>le serveur public</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Server:</source>
        <translation>Serveur :</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Read this code out to your friend:</source>
        <translation>Lisez ce code à votre ami :</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Drawn at random</source>
        <translation>Tiré au sort</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>You play:</source>
        <translation>Vous jouez :</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Standard placement</source>
        <translation>Placement normal</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Random setup</source>
        <translation>Placement aléatoire</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Start:</source>
        <translation>Début :</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>No clock</source>
        <translation>Sans pendule</translation>
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
        <translation> s par coup</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Clock:</source>
        <translation>Pendule :</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Propose</source>
        <translation>&amp;Proposer</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Accepter</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Refuser</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Getting a code…</source>
        <translation>Obtention d’un code…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>A code is a number and words, e.g. 7-crossover-clockwork.</source>
        <translation>Un code est un nombre suivi de mots, p. ex. 7-crossover-clockwork.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Waiting for your friend to accept…</source>
        <translation>En attente de l’accord de votre ami…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Declined: waiting for other terms…</source>
        <translation>Refusé : en attente d’autres conditions…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Waiting for your friend…</source>
        <translation>En attente de votre ami…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Someone tried a wrong code. The invitation stays open for the right one.</source>
        <translation>Quelqu’un a essayé un code faux. L’invitation reste ouverte pour le bon.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Your friend is here: choose the game.</source>
        <translation>Votre ami est là : choisissez la partie.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Connected: waiting for your friend's terms…</source>
        <translation>Connecté : en attente des conditions de votre ami…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Your friend declined: change the terms and propose again.</source>
        <translation>Votre ami a refusé : changez les conditions et proposez à nouveau.</translation>
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
        <translation>Revanche proposée : en attente de la réponse.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Your friend declined the rematch.</source>
        <translation>Votre ami a refusé la revanche.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend left the game</source>
        <translation>Votre ami a quitté la partie</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>%1 left the game</source>
        <translation>%1 a quitté la partie</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Continue &amp;online</source>
        <translation>Continuer en &amp;ligne</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>This online game was interrupted.</source>
        <translation>Cette partie en ligne a été interrompue.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>This game was played online, but what continuing it online needs could not be read from its record: it opens as an ordinary game.</source>
        <translation>Cette partie a été jouée en ligne, mais ce qu'il faut pour la continuer en ligne n'a pas pu être lu dans son enregistrement : elle s'ouvre comme une partie ordinaire.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Not connected: press Continue online to play on with your friend.</source>
        <translation>Pas connecté : appuyez sur Continuer en ligne pour poursuivre avec votre ami.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Wait a moment: the game is being matched with your friend's.</source>
        <translation>Un instant : la partie est mise en accord avec celle de votre ami.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your takeback offer waits for your friend's answer.</source>
        <translation>Votre demande de reprise attend la réponse de votre ami.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your time is up.</source>
        <translation>Votre temps est écoulé.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>It is your friend's turn: their moves come from their side.</source>
        <translation>C'est au tour de votre ami : ses coups viennent de son côté.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You stopped waiting. The game is kept in My games: Continue online when your friend is back.</source>
        <translation>Vous avez cessé d'attendre. La partie est gardée dans Mes parties : Continuer en ligne quand votre ami sera de retour.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You left the online game. It is kept in My games, where you can continue it online.</source>
        <translation>Vous avez quitté la partie en ligne. Elle est gardée dans Mes parties, d'où vous pouvez la continuer en ligne.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and takes your stack with a DVONN piece on %2.</source>
        <translation>Après ce coup, les Blancs jouent %1 et prennent votre pile contenant un pion DVONN en %2.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and takes your stack with a DVONN piece on %2.</source>
        <translation>Après ce coup, les Noirs jouent %1 et prennent votre pile contenant un pion DVONN en %2.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Your side lines and comments are kept with the game in My games.</source>
        <translation>Vos variantes et commentaires sont gardés avec la partie dans Mes parties.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Your side lines cannot be kept with the game in My games now (it is open in another window, or cannot be written): use Save as… to keep them.</source>
        <translation>Vos variantes ne peuvent pas être gardées avec la partie dans Mes parties pour l'instant (elle est ouverte dans une autre fenêtre, ou ne peut pas être écrite) : utilisez Enregistrer sous… pour les garder.</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>The review is there once the online game is over</source>
        <translation>Le bilan sera disponible une fois la partie en ligne terminée</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The analysis board opens once the online game is over.</source>
        <translation>Le plateau d'analyse s'ouvre une fois la partie en ligne terminée.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend's DVONN 3D %1 speaks a newer version of the online game (%2, this one speaks %3): install DVONN 3D %1 or later to play each other.</source>
        <translation>Le DVONN 3D %1 de votre ami parle une version plus récente du jeu en ligne (%2, celui-ci parle %3) : installez DVONN 3D %1 ou plus récent pour jouer ensemble.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend's DVONN 3D %1 speaks an older version of the online game (%2, this one speaks %3): your friend needs to install DVONN 3D %4 or later to play each other.</source>
        <translation>Le DVONN 3D %1 de votre ami parle une version plus ancienne du jeu en ligne (%2, celui-ci parle %3) : votre ami doit installer DVONN 3D %4 ou plus récent pour jouer ensemble.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Wrong codes were tried five times, so the invitation was ended: nobody can guess it. Invite again for a new code.</source>
        <translation>Des codes erronés ont été essayés cinq fois, l'invitation a donc été close : personne ne peut la deviner. Invitez à nouveau pour obtenir un nouveau code.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and cuts off %3 of your stacks (%2 pieces).</source>
        <translation>Après ce coup, les Blancs jouent %1 et isolent %3 de vos piles (%2 pions).</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and cuts off %3 of your stacks (%2 pieces).</source>
        <translation>Après ce coup, les Noirs jouent %1 et isolent %3 de vos piles (%2 pions).</translation>
    </message>
</context>
</TS>
