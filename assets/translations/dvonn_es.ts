<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
    <name>AiClient</name>
    <message>
        <location filename="../../app/ai_client.py" line="242" />
        <source>The computer player stopped unexpectedly (exit code %1).</source>
        <translation>El ordenador se ha detenido inesperadamente (código de salida %1).</translation>
    </message>
    <message>
        <location filename="../../app/ai_client.py" line="259" />
        <source>The computer player failed: %1</source>
        <translation>El ordenador ha fallado: %1</translation>
    </message>
</context><context>
    <name>Computer</name>
    <message>
        <location filename="../../app/computer.py" line="47" />
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location filename="../../app/computer.py" line="51" />
        <source>Looking for a hint…</source>
        <translation>Buscando una sugerencia…</translation>
    </message>
    <message>
        <location filename="../../app/computer.py" line="102" />
        <source>The evaluation stopped: %1</source>
        <translation>La evaluación se ha detenido: %1</translation>
    </message>
</context><context>
    <name>GameController</name>
    <message>
        <source>Hint: %1 · %2</source>
        <translation>Sugerencia: %1 · %2</translation>
    </message>
    <message>
        <source>%1 to place a DVONN piece</source>
        <translation>%1 coloca una pieza DVONN</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="94" />
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="94" />
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="180" />
        <source>%1 cannot move and passes</source>
        <translation>%1 no puede mover y pasa</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="190" />
        <source>%1 to place a piece</source>
        <translation>%1 coloca una pieza</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="192" />
        <source>%1 to move a stack</source>
        <translation>%1 mueve una pila</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="230" />
        <source>You are looking back at the game: press End to return to it</source>
        <translation>Estás repasando la partida: pulsa Fin para volver a ella</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="234" />
        <source>The game is over: start a new game or a rematch (Ctrl+N)</source>
        <translation>La partida ha terminado: empieza una partida nueva o una revancha (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="238" />
        <source>Wait: it is %1's turn</source>
        <translation>Espera: es el turno de %1</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="354" />
        <source>A hint is given when it is your turn to move</source>
        <translation>Las sugerencias se dan cuando es tu turno</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="367" />
        <source>Hint: %1</source>
        <translation>Sugerencia: %1</translation>
    </message>
</context><context>
    <name>MainWindow</name>
    <message>
        <source>the comments</source>
        <translation>los comentarios</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Partida terminada: %1</translation>
    </message>
    <message>
        <source>Looking back: after move %1 of %2 (End returns)</source>
        <translation>Repasando: tras la jugada %1 de %2 (Fin para volver)</translation>
    </message>
    <message>
        <source>Looking back: the start, before move 1 (End returns)</source>
        <translation>Repasando: el inicio, antes de la jugada 1 (Fin para volver)</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Atajos de tec&amp;lado</translation>
    </message>
    <message>
        <source>This game could not be opened: %1</source>
        <translation>No se ha podido abrir esta partida: %1</translation>
    </message>
    <message>
        <source>it is gone</source>
        <translation>ya no existe</translation>
    </message>
    <message>
        <source>This game is open in another window of DVONN 3D.</source>
        <translation>Esta partida está abierta en otra ventana de DVONN 3D.</translation>
    </message>
    <message>
        <source>This game is not saved. Save it before closing?</source>
        <translation>Esta partida no está guardada. ¿Guardarla antes de cerrar?</translation>
    </message>
    <message>
        <source>&amp;My games…</source>
        <translation>&amp;Mis partidas…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="161" />
        <source>3D view unavailable (%1): using the flat board</source>
        <translation>Vista 3D no disponible (%1): se usa el tablero plano</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="165" />
        <source>The 3D board needs OpenGL 3.3, which this computer's graphics driver does not offer. You can play on the flat board instead; updating the graphics driver usually brings the 3D board back.</source>
        <translation>El tablero 3D necesita OpenGL 3.3, que el controlador gráfico de este ordenador no ofrece. Puedes jugar en el tablero plano; actualizar el controlador gráfico suele devolver el tablero 3D.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="190" />
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="192" />
        <source>Computer · level %1, %2</source>
        <translation>Ordenador · nivel %1, %2</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="197" />
        <source>Looking back: move %1 of %2 (End returns)</source>
        <translation>Repasando: jugada %1 de %2 (Fin para volver)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="204" />
        <source>placement</source>
        <translation>colocación</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="204" />
        <source>movement</source>
        <translation>movimiento</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="205" />
        <source>%1 to play · %2</source>
        <translation>Turno de %1 · %2</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="214" />
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="235" />
        <source>Continue last game?</source>
        <translation>¿Continuar la última partida?</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="263" />
        <source>You can resign on your own turn</source>
        <translation>Solo puedes abandonar en tu turno</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="328" />
        <source>The language changes when DVONN 3D starts again</source>
        <translation>El idioma cambiará la próxima vez que se inicie DVONN 3D</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="338" />
        <source>About DVONN 3D</source>
        <translation>Acerca de DVONN 3D</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="339" />
        <source>&lt;h3&gt;DVONN 3D&lt;/h3&gt;&lt;p&gt;DVONN, the abstract strategy game by Kris Burm from the GIPF project, on a 3D board: play a friend or the computer.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;DVONN 3D&lt;/h3&gt;&lt;p&gt;DVONN, el juego de estrategia abstracto de Kris Burm del proyecto GIPF, en un tablero 3D: juega contra un amigo o contra el ordenador.&lt;/p&gt;&lt;p&gt;Software libre con licencia MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="66" />
        <source>Game records</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="68" />
        <source>Open a game</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="78" />
        <source>This game could not be opened:
%1

The current game is unchanged.</source>
        <translation>No se ha podido abrir esta partida:
%1

La partida actual no ha cambiado.</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="94" />
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="110" />
        <source>The game was not saved:
%1</source>
        <translation>La partida no se ha guardado:
%1</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="116" />
        <source>Saved %1</source>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="130" />
        <source>Position copied</source>
        <translation>Posición copiada</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="143" />
        <source>The clipboard does not hold a DVONN position:
%1</source>
        <translation>El portapapeles no contiene una posición de DVONN:
%1</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="156" />
        <source>Export the board</source>
        <translation>Exportar el tablero</translation>
    </message>
    <message>
        <location filename="../../app/file_actions.py" line="165" />
        <source>The picture could not be written:
%1</source>
        <translation>No se ha podido escribir la imagen:
%1</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="108" />
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="109" />
        <source>&amp;Move</source>
        <translation>&amp;Jugadas</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="110" />
        <source>&amp;View</source>
        <translation>&amp;Vista</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="111" />
        <source>&amp;Help</source>
        <translation>&amp;Ayuda</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="116" />
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="118" />
        <source>&amp;Rematch</source>
        <translation>&amp;Revancha</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="121" />
        <source>&amp;Open…</source>
        <translation>A&amp;brir…</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="122" />
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="124" />
        <source>Save &amp;as…</source>
        <translation>Guardar c&amp;omo…</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="128" />
        <source>&amp;Copy position</source>
        <translation>Co&amp;piar la posición</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="131" />
        <source>Copy position as CodeCup s&amp;tring</source>
        <translation>Copiar la posición como cadena Code&amp;Cup</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="134" />
        <source>&amp;Paste position</source>
        <translation>P&amp;egar una posición</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="137" />
        <source>&amp;Export board as PNG…</source>
        <translation>E&amp;xportar el tablero como PNG…</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="140" />
        <source>Resi&amp;gn</source>
        <translation>Aban&amp;donar</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="141" />
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="143" />
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="145" />
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="149" />
        <source>&amp;Hint</source>
        <translation>Su&amp;gerencia</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="152" />
        <source>Move &amp;now</source>
        <translation>&amp;Jugar ya</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="159" />
        <source>&amp;Back one move</source>
        <translation>Jugada &amp;anterior</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="166" />
        <source>&amp;Forward one move</source>
        <translation>Jugada &amp;siguiente</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="173" />
        <source>Go to the &amp;start</source>
        <translation>Ir al &amp;inicio</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="180" />
        <source>Back to the &amp;game</source>
        <translation>&amp;Volver a la partida</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="186" />
        <source>&amp;Reset view</source>
        <translation>Vista i&amp;nicial</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="189" />
        <source>&amp;Top-down view</source>
        <translation>Vista desde a&amp;rriba</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="195" />
        <source>Show &amp;coordinates</source>
        <translation>Mostrar c&amp;oordenadas</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="202" />
        <source>Show stack &amp;heights</source>
        <translation>Mostrar la &amp;altura de las pilas</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="209" />
        <source>High-contrast c&amp;olours</source>
        <translation>&amp;Colores de alto contraste</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="214" />
        <source>&amp;Sound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="216" />
        <source>&amp;Animation speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="220" />
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="221" />
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="222" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="223" />
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="236" />
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="241" />
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="254" />
        <source>&amp;Rules of DVONN</source>
        <translation>&amp;Reglas del DVONN</translation>
    </message>
    <message>
        <location filename="../../app/widgets/menus.py" line="259" />
        <source>&amp;About DVONN 3D</source>
        <translation>A&amp;cerca de DVONN 3D</translation>
    </message>
    <message>
        <source>Some preferences could not be read and are back to their defaults: %1.</source>
        <translation>Algunas preferencias no se han podido leer y han vuelto a sus valores predeterminados: %1.</translation>
    </message>
    <message>
        <source>A %1 file would not keep everything in this game: %2.</source>
        <translation>Un archivo %1 no conservaría todo lo de esta partida: %2.</translation>
    </message>
    <message>
        <source>A %1 cannot hold this game: %2.</source>
        <translation>El formato %1 no puede contener esta partida: %2.</translation>
    </message>
    <message>
        <source>Save as a DVONN game…</source>
        <translation>Guardar como partida DVONN…</translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>Guardar de todos modos</translation>
    </message>
    <message>
        <source>This game is not autosaved. Save it before closing?</source>
        <translation>Esta partida no se guarda automáticamente. ¿Guardarla antes de cerrar?</translation>
    </message>
</context><context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Move %1, %2: %3</source>
        <translation>Jugada %1, %2: %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasa</translation>
    </message>
    <message>
        <location filename="../../app/widgets/move_list.py" line="37" />
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location filename="../../app/widgets/move_list.py" line="37" />
        <source>Black</source>
        <translation>Negro</translation>
    </message>
</context><context>
    <name>NewGameDialog</name>
    <message>
        <source>Ratings on a scale measured from real games on Boardspace.net, where its robot Dumbot is rated 1500 and newcomers about %1</source>
        <translation>Puntuaciones en una escala medida con partidas reales de Boardspace.net, donde su robot Dumbot tiene 1500 y los novatos unos %1</translation>
    </message>
    <message>
        <source>rated about %1</source>
        <translation>puntuación de unos %1</translation>
    </message>
    <message>
        <source>Stronger than any player on record</source>
        <translation>Más fuerte que cualquier jugador registrado</translation>
    </message>
    <message>
        <source>Plays like one of the ten best players on record</source>
        <translation>Juega como uno de los diez mejores jugadores registrados</translation>
    </message>
    <message>
        <source>Plays like a strong regular player</source>
        <translation>Juega como un jugador habitual fuerte</translation>
    </message>
    <message>
        <source>Plays like Boardspace's Dumbot or a typical regular player</source>
        <translation>Juega como Dumbot de Boardspace o un jugador habitual típico</translation>
    </message>
    <message>
        <source>Plays like a newcomer to DVONN</source>
        <translation>Juega como un novato en DVONN</translation>
    </message>
    <message>
        <source>After three wins or three losses in a row, propose the next level up or down</source>
        <translation>Tras tres victorias o tres derrotas seguidas, proponer el nivel superior o inferior</translation>
    </message>
    <message>
        <source>Suggest a level from my record</source>
        <translation>Sugerir un nivel según mi historial</translation>
    </message>
    <message>
        <source>%1 – %2 (at most %3 s a move)</source>
        <translation>%1 – %2 (como máximo %3 s por jugada)</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="61" />
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="69" />
        <source>Human vs Human</source>
        <translation>Humano contra humano</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="70" />
        <source>Human vs Computer</source>
        <translation>Humano contra ordenador</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="71" />
        <source>Computer vs Computer</source>
        <translation>Ordenador contra ordenador</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="78" />
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="82" />
        <source>White (moves first)</source>
        <translation>Blanco (empieza)</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="119" />
        <location filename="../../app/widgets/new_game_dialog.py" line="83" />
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="84" />
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="88" />
        <source>Your colour:</source>
        <translation>Tu color:</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="101" />
        <source>Difficulty:</source>
        <translation>Dificultad:</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="104" />
        <source>Standard: place the pieces one by one</source>
        <translation>Estándar: colocar las piezas una a una</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="105" />
        <source>Random setup: start with a full board</source>
        <translation>Colocación aleatoria: empezar con el tablero lleno</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="107" />
        <source>Setup:</source>
        <translation>Preparación:</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="111" />
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="112" />
        <source> min each</source>
        <translation> min cada uno</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="114" />
        <source>Clock:</source>
        <translation>Reloj:</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="118" />
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="122" />
        <source>White's name:</source>
        <translation>Nombre de Blanco:</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="123" />
        <source>Black's name:</source>
        <translation>Nombre de Negro:</translation>
    </message>
    <message>
        <location filename="../../app/widgets/new_game_dialog.py" line="130" />
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
</context><context>
    <name>PlayerBox</name>
    <message>
        <source>To move</source>
        <translation>Le toca jugar</translation>
    </message>
    <message>
        <source>Black's clock</source>
        <translation>Reloj de Negro</translation>
    </message>
    <message>
        <source>White's clock</source>
        <translation>Reloj de Blanco</translation>
    </message>
    <message>
        <source>Black player</source>
        <translation>Jugador Negro</translation>
    </message>
    <message>
        <source>White player</source>
        <translation>Jugador Blanco</translation>
    </message>
    <message numerus="yes">
        <source>To place: %n piece(s)</source>
        <translation>
            <numerusform>Por colocar: %n pieza</numerusform>
            <numerusform>Por colocar: %n piezas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="104" />
        <source>To place: %1 pieces</source>
        <translation>Por colocar: %1 piezas</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="106" />
        <source> + %1 DVONN</source>
        <translation> + %1 DVONN</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="109" />
        <source>Controls %1 · lost %2</source>
        <translation>Controla %1 · perdidas %2</translation>
    </message>
</context><context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/widgets/rules_dialog.py" line="21" />
        <source>Rules of DVONN</source>
        <translation>Reglas del DVONN</translation>
    </message>
    <message>
        <location filename="../../app/widgets/rules_dialog.py" line="30" />
        <source>The rules file is missing: %1</source>
        <translation>Falta el archivo de las reglas: %1</translation>
    </message>
</context><context>
    <name>SidePanel</name>
    <message>
        <source>Game status</source>
        <translation>Estado de la partida</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="142" />
        <source>Move now</source>
        <translation>Jugar ya</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="143" />
        <source>Ask the computer to play its best move so far</source>
        <translation>Pedir al ordenador que haga ya la mejor jugada que ha encontrado</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="145" />
        <source>Hint</source>
        <translation>Sugerencia</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="146" />
        <source>Show the computer's suggestion on the board (H)</source>
        <translation>Mostrar la sugerencia del ordenador en el tablero (H)</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="148" />
        <source>Evaluation</source>
        <translation>Evaluación</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="150" />
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="151" />
        <source>Play again with the same players, changing sides</source>
        <translation>Volver a jugar con los mismos jugadores, cambiando de color</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="209" />
        <source>Evaluating…</source>
        <translation>Evaluando…</translation>
    </message>
    <message>
        <location filename="../../app/widgets/side_panel.py" line="215" />
        <source>Depth %1 · %2 · %3</source>
        <translation>Profundidad %1 · %2 · %3</translation>
    </message>
</context><context>
    <name>engine</name>
    <message>
        <source>Black wins by at least %1</source>
        <translation>Negro gana por al menos %1</translation>
    </message>
    <message>
        <source>White wins by at least %1</source>
        <translation>Blanco gana por al menos %1</translation>
    </message>
    <message>
        <source>Black cannot lose</source>
        <translation>Negro no puede perder</translation>
    </message>
    <message>
        <source>White cannot lose</source>
        <translation>Blanco no puede perder</translation>
    </message>
    <message>
        <source>Game over: Black wins %1–%2</source>
        <translation>Partida terminada: Negro gana %1–%2</translation>
    </message>
    <message>
        <source>Game over: White wins %1–%2</source>
        <translation>Partida terminada: Blanco gana %1–%2</translation>
    </message>
    <message>
        <source>Game over: Draw %1–%2</source>
        <translation>Partida terminada: empate %1–%2</translation>
    </message>
    <message>
        <source>nobody passes during placement: place a piece on an empty space</source>
        <translation>nadie pasa durante la colocación: coloca una pieza en una casilla vacía</translation>
    </message>
    <message>
        <source>stacks move only once every piece is placed: place a piece on an empty space</source>
        <translation>las pilas solo se mueven cuando todas las piezas están colocadas: coloca una pieza en una casilla vacía</translation>
    </message>
    <message>
        <source>%1 is already occupied: place on an empty space</source>
        <translation>%1 ya está ocupada: coloca en una casilla vacía</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>you may pass only when you have no legal move</source>
        <translation>solo puedes pasar cuando no tienes ninguna jugada legal</translation>
    </message>
    <message>
        <source>the placement phase is over: move a stack of your colour</source>
        <translation>la fase de colocación ha terminado: mueve una pila de tu color</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 está vacía</translation>
    </message>
    <message>
        <source>the DVONN piece on %1 never moves on its own</source>
        <translation>la pieza DVONN de %1 nunca se mueve sola</translation>
    </message>
    <message>
        <source>%1 is not yours: it belongs to white</source>
        <translation>%1 no es tuya: pertenece a Blanco</translation>
    </message>
    <message>
        <source>%1 is not yours: it belongs to black</source>
        <translation>%1 no es tuya: pertenece a Negro</translation>
    </message>
    <message>
        <source>%1 is not a straight line</source>
        <translation>%1 no es una línea recta</translation>
    </message>
    <message>
        <source>a stack of 1 must move exactly 1 space, not %1</source>
        <translation>una pila de 1 debe moverse exactamente 1 casilla, no %1</translation>
    </message>
    <message>
        <source>a stack of %1 must move exactly %1 spaces, not %2</source>
        <translation>una pila de %1 debe moverse exactamente %1 casillas, no %2</translation>
    </message>
    <message>
        <source>%1 is surrounded on all six sides and cannot move</source>
        <translation>%1 está rodeada por sus seis lados y no puede moverse</translation>
    </message>
    <message>
        <source>%1 is empty: a move must end on top of a piece</source>
        <translation>%1 está vacía: un movimiento debe terminar encima de una pieza</translation>
    </message>
    <message>
        <source>the stack on %1 has no stack to land on 1 space away</source>
        <translation>la pila de %1 no tiene ninguna pila a 1 casilla sobre la que caer</translation>
    </message>
    <message>
        <source>the stack on %1 has no stack to land on %2 spaces away</source>
        <translation>la pila de %1 no tiene ninguna pila a %2 casillas sobre la que caer</translation>
    </message>
    <message>
        <source>Black resigns: white wins</source>
        <translation>Negro abandona: gana Blanco</translation>
    </message>
    <message>
        <source>White resigns: black wins</source>
        <translation>Blanco abandona: gana Negro</translation>
    </message>
    <message>
        <source>Black ran out of time: white wins</source>
        <translation>Negro se ha quedado sin tiempo: gana Blanco</translation>
    </message>
    <message>
        <source>White ran out of time: black wins</source>
        <translation>Blanco se ha quedado sin tiempo: gana Negro</translation>
    </message>
    <message>
        <source>Draw, %1–%2</source>
        <translation>Empate, %1–%2</translation>
    </message>
    <message>
        <source>White wins %1–%2 (by %3)</source>
        <translation>Blanco gana %1–%2 (por %3)</translation>
    </message>
    <message>
        <source>Black wins %1–%2 (by %3)</source>
        <translation>Negro gana %1–%2 (por %3)</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>Igualdad</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>White +%1</source>
        <translation>Blanco +%1</translation>
    </message>
    <message>
        <source>Black +%1</source>
        <translation>Negro +%1</translation>
    </message>
    <message>
        <source>White wins by %1</source>
        <translation>Blanco gana por %1</translation>
    </message>
    <message>
        <source>Black wins by %1</source>
        <translation>Negro gana por %1</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Blanco gana</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Negro gana</translation>
    </message>
</context><context>
    <name>main</name>
    <message>
        <location filename="../../app/__main__.py" line="72" />
        <source>Something went wrong inside DVONN 3D. The game goes on; saving it now is a good idea.</source>
        <translation>Algo ha fallado dentro de DVONN 3D. La partida continúa; conviene guardarla ahora.</translation>
    </message>
</context><context>
    <name>DataFolder</name>
    <message>
        <source>the data folder %1 cannot be written (%2)</source>
        <translation>no se puede escribir en la carpeta de datos %1 (%2)</translation>
    </message>
</context><context>
    <name>Settings</name>
    <message>
        <source>colours</source>
        <translation>colores</translation>
    </message>
    <message>
        <source>animation speed</source>
        <translation>velocidad de animación</translation>
    </message>
    <message>
        <source>coordinates</source>
        <translation>coordenadas</translation>
    </message>
    <message>
        <source>stack heights</source>
        <translation>alturas de las pilas</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>sonido</translation>
    </message>
    <message>
        <source>language</source>
        <translation>idioma</translation>
    </message>
    <message>
        <source>the choices for a new game</source>
        <translation>las opciones para una partida nueva</translation>
    </message>
    <message>
        <source>window size and place</source>
        <translation>tamaño y posición de la ventana</translation>
    </message>
    <message>
        <source>board and panel layout</source>
        <translation>disposición del tablero y del panel</translation>
    </message>
    <message>
        <source>last folder used</source>
        <translation>última carpeta usada</translation>
    </message>
    <message>
        <source>the preferences file</source>
        <translation>el archivo de preferencias</translation>
    </message>
</context><context>
    <name>StorageBanner</name>
    <message>
        <source>Save the game elsewhere…</source>
        <translation>Guardar la partida en otro sitio…</translation>
    </message>
</context><!-- game review (issue 11) --><context>
    <name>BlunderWarning</name>
    <message>
        <source>%1 looks like a blunder: your winning chance drops from %2 % to %3 %.</source>
        <translation>%1 parece un error grave: tus posibilidades de ganar bajan del %2 % al %3 %.</translation>
    </message>
    <message>
        <source>Better: %1 (shown on the board if you say No).</source>
        <translation>Mejor: %1 (se muestra en el tablero si respondes No).</translation>
    </message>
    <message>
        <source>Play it anyway?</source>
        <translation>¿Jugarla de todos modos?</translation>
    </message>
    <message>
        <source>The computer expects: %1.</source>
        <translation>El ordenador prevé: %1.</translation>
    </message>
    <message>
        <source>Warn me before a blunder</source>
        <translation>Avisarme antes de un error grave</translation>
    </message>
</context><context>
    <name>GameController</name>
    <message>
        <source>Checking your move…</source>
        <translation>Comprobando tu jugada…</translation>
    </message>
</context><context>
    <name>Learn</name>
    <message numerus="yes">
        <source>The stack on %1 is %n high and finds no stack %n space(s) away.</source>
        <translation>
            <numerusform>La pila de %1 tiene altura %n y no encuentra ninguna pila a %n casilla.</numerusform>
            <numerusform>La pila de %1 tiene altura %n y no encuentra ninguna pila a %n casillas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That cuts off your own stack on %1 too: you would lose %n piece(s).</source>
        <translation>
            <numerusform>Eso también aísla tu propia pila de %1: perderías %n pieza.</numerusform>
            <numerusform>Eso también aísla tu propia pila de %1: perderías %n piezas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your move cuts off your own pieces on %1: %n piece(s) lost.</source>
        <translation>
            <numerusform>Tu jugada aísla tus propias piezas de %1: %n pieza perdida.</numerusform>
            <numerusform>Tu jugada aísla tus propias piezas de %1: %n piezas perdidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved %n of %1 · your rating %2</source>
        <translation>
            <numerusform>Resuelto %n de %1 · tu puntuación %2</numerusform>
            <numerusform>Resueltos %n de %1 · tu puntuación %2</numerusform>
        </translation>
    </message>
    <message>
        <source>First tries count; a retry does not.</source>
        <translation>Cuenta el primer intento; los reintentos no.</translation>
    </message>
    <message>
        <source>Not counted again: you had solved it before.</source>
        <translation>No cuenta de nuevo: ya lo habías resuelto.</translation>
    </message>
    <message>
        <source>Not counted: only a first try counts, and it missed.</source>
        <translation>No cuenta: solo cuenta el primer intento, y falló.</translation>
    </message>
    <message>
        <source>Your move ends the game, and you lose %1–%2.</source>
        <translation>Tu jugada termina la partida, y pierdes %1–%2.</translation>
    </message>
    <message>
        <source>Your move ends the game in a draw, %1–%2.</source>
        <translation>Tu jugada termina la partida en empate, %1–%2.</translation>
    </message>
    <message>
        <source>%1 answers %2 (the red arrow).</source>
        <translation>%1 responde %2 (la flecha roja).</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>That move is allowed, but it is not the one asked for.</source>
        <translation>Esa jugada está permitida, pero no es la que se pide.</translation>
    </message>
    <message>
        <source>That cuts off your own stack on %1 too: you would lose %2 pieces.</source>
        <translation>Eso también aísla tu propia pila de %1: perderías %2 piezas.</translation>
    </message>
    <message>
        <source>That stack is 1 high: it must move exactly 1 space, not %1.</source>
        <translation>Esa pila tiene altura 1: debe moverse exactamente 1 casilla, no %1.</translation>
    </message>
    <message>
        <source>That stack is %1 high: it must move exactly %1 spaces, not %2.</source>
        <translation>Esa pila tiene altura %1: debe moverse exactamente %1 casillas, no %2.</translation>
    </message>
    <message>
        <source>%1 is taken: place your piece on an empty space.</source>
        <translation>%1 está ocupada: coloca tu pieza en una casilla vacía.</translation>
    </message>
    <message>
        <source>%1 is empty: click one of your stacks (white on top).</source>
        <translation>%1 está vacía: haz clic en una de tus pilas (con una pieza blanca encima).</translation>
    </message>
    <message>
        <source>A DVONN piece on its own never moves: click one of your stacks.</source>
        <translation>Una pieza DVONN sola nunca se mueve: haz clic en una de tus pilas.</translation>
    </message>
    <message>
        <source>The stack on %1 is your opponent's: the top piece decides.</source>
        <translation>La pila de %1 es de tu rival: manda la pieza de arriba.</translation>
    </message>
    <message>
        <source>A stack moves in a straight line: %2 is not in line with %1.</source>
        <translation>Una pila se mueve en línea recta: %2 no está en línea con %1.</translation>
    </message>
    <message>
        <source>The stack on %1 has all six neighbours occupied: it cannot move.</source>
        <translation>La pila de %1 tiene ocupadas sus seis casillas vecinas: no puede moverse.</translation>
    </message>
    <message>
        <source>%1 is empty: a stack must land on another stack.</source>
        <translation>%1 está vacía: una pila debe caer sobre otra pila.</translation>
    </message>
    <message>
        <source>You can still move a stack, so you may not pass.</source>
        <translation>Todavía puedes mover una pila, así que no puedes pasar.</translation>
    </message>
    <message>
        <source>None of your stacks can move: press Pass.</source>
        <translation>Ninguna de tus pilas puede moverse: pulsa Pasar.</translation>
    </message>
    <message>
        <source>The stack on %1 is %2 high and finds no stack %2 spaces away.</source>
        <translation>La pila de %1 tiene altura %2 y no encuentra ninguna pila a %2 casillas.</translation>
    </message>
    <message>
        <source>That is not possible here.</source>
        <translation>Eso no es posible aquí.</translation>
    </message>
    <message>
        <source>That reply cuts off your pieces on %1 from the DVONN pieces: you lose %2.</source>
        <translation>Esa respuesta separa tus piezas de %1 de las piezas DVONN: pierdes %2.</translation>
    </message>
    <message>
        <source>Your move cuts off your own pieces on %1: %2 pieces lost.</source>
        <translation>Tu jugada aísla tus propias piezas de %1: %2 piezas perdidas.</translation>
    </message>
    <message>
        <source>After %1's best answer you can no longer win.</source>
        <translation>Tras la mejor respuesta de %1 ya no puedes ganar.</translation>
    </message>
    <message>
        <source>Puzzles – DVONN 3D</source>
        <translation>Problemas – DVONN 3D</translation>
    </message>
    <message>
        <source>The puzzles could not be read: %1</source>
        <translation>No se han podido leer los problemas: %1</translation>
    </message>
    <message>
        <source>All difficulties</source>
        <translation>Todas las dificultades</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>%1 to play and win</source>
        <translation>Juega %1 y gana</translation>
    </message>
    <message>
        <source>Find the only move that wins. Difficulty: %1 (rated %2). From a real game.</source>
        <translation>Encuentra la única jugada ganadora. Dificultad: %1 (puntuación %2). De una partida real.</translation>
    </message>
    <message>
        <source>Find the only move that wins, then your next move after the best defence. Difficulty: %1 (rated %2). From a real game.</source>
        <translation>Encuentra la única jugada ganadora y, después, tu siguiente jugada tras la mejor defensa. Dificultad: %1 (puntuación %2). De una partida real.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>media</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>Solved %1 of %2 · your rating %3</source>
        <translation>Resueltos %1 de %2 · tu puntuación %3</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>¡Correcto!</translation>
    </message>
    <message>
        <source>Not this one.</source>
        <translation>Esa no.</translation>
    </message>
    <message>
        <source>Right! %1's best defence is %2.</source>
        <translation>¡Correcto! La mejor defensa de %1 es %2.</translation>
    </message>
    <message>
        <source>Right! %1 cannot move and passes.</source>
        <translation>¡Correcto! %1 no puede mover y pasa.</translation>
    </message>
    <message>
        <source>Now find the only move that still wins.</source>
        <translation>Ahora encuentra la única jugada que sigue ganando.</translation>
    </message>
    <message>
        <source>Now find a move that still wins (%1 of them do).</source>
        <translation>Ahora encuentra una jugada que siga ganando (hay %1).</translation>
    </message>
    <message>
        <source>You cannot move and pass. Solved! %1.</source>
        <translation>No puedes mover y pasas. ¡Resuelto! %1.</translation>
    </message>
    <message>
        <source>Solved! That move wins too.</source>
        <translation>¡Resuelto! Esa jugada también gana.</translation>
    </message>
    <message>
        <source>Solved! %1.</source>
        <translation>¡Resuelto! %1.</translation>
    </message>
    <message>
        <source>%1 answers %2.</source>
        <translation>%1 responde %2.</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 no puede mover y pasa.</translation>
    </message>
    <message>
        <source>Press Retry to try again.</source>
        <translation>Pulsa Reintentar para volver a intentarlo.</translation>
    </message>
    <message>
        <source>Hint: move the stack on %1.</source>
        <translation>Pista: mueve la pila de %1.</translation>
    </message>
    <message>
        <source>Learn to play – DVONN 3D</source>
        <translation>Aprender a jugar – DVONN 3D</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Muéstramelo</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Intentar de nuevo</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 de %3)</translation>
    </message>
    <message>
        <source>Press Pass.</source>
        <translation>Pulsa Pasar.</translation>
    </message>
    <message>
        <source>For example: place the piece on %1.</source>
        <translation>Por ejemplo: coloca la pieza en %1.</translation>
    </message>
    <message>
        <source>Move the stack on %1 to %2.</source>
        <translation>Mueve la pila de %1 a %2.</translation>
    </message>
    <message>
        <source>All lessons done</source>
        <translation>Todas las lecciones completadas</translation>
    </message>
    <message>
        <source>You know the rules. Try the puzzles (Help → Puzzles) or play the computer.</source>
        <translation>Ya conoces las reglas. Prueba los problemas (Ayuda → Problemas) o juega contra el ordenador.</translation>
    </message>
</context><context>
    <name>MainWindow</name>
    <message>
        <source> (LittleGolem transcripts cannot hold the review)</source>
        <translation> (las transcripciones de LittleGolem no pueden contener la revisión)</translation>
    </message>
    <message>
        <source>the game review</source>
        <translation>la revisión de la partida</translation>
    </message>
    <message>
        <source>Better line: step bac&amp;k</source>
        <translation>Mejor línea: retr&amp;oceder</translation>
    </message>
    <message>
        <source>Better line: step f&amp;orward</source>
        <translation>Mejor línea: avan&amp;zar</translation>
    </message>
    <message>
        <source>Next &amp;mistake</source>
        <translation>Siguiente &amp;error</translation>
    </message>
    <message>
        <source>Previous m&amp;istake</source>
        <translation>Error an&amp;terior</translation>
    </message>
    <message>
        <source>Re&amp;view game</source>
        <translation>Re&amp;visar la partida</translation>
    </message>
</context><context>
    <name>NewGameDialog</name>
    <message>
        <source>Before playing a move that throws the game away, ask, and show why</source>
        <translation>Antes de hacer una jugada que eche a perder la partida, preguntar y mostrar por qué</translation>
    </message>
    <message>
        <source>Warn me before a blunder</source>
        <translation>Avisarme antes de un error grave</translation>
    </message>
</context><context>
    <name>ReviewPane</name>
    <message>
        <source>Play the better line on the board (] or Alt+Shift+Right)</source>
        <translation>Jugar la mejor línea en el tablero (] o Alt+Mayús+Derecha)</translation>
    </message>
    <message>
        <source>Step back along the better line ([ or Alt+Shift+Left)</source>
        <translation>Retroceder por la mejor línea ([ o Alt+Mayús+Izquierda)</translation>
    </message>
    <message>
        <source>Line ▶</source>
        <translation>Línea ▶</translation>
    </message>
    <message>
        <source>Next mistake ▶</source>
        <translation>Siguiente error ▶</translation>
    </message>
    <message>
        <source>Play the better line on the board (Alt+Shift+Right)</source>
        <translation>Jugar la mejor línea en el tablero (Alt+Mayús+Derecha)</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Revisar esta partida</translation>
    </message>
    <message>
        <source>Step back along the better line (Alt+Shift+Left)</source>
        <translation>Retroceder por la mejor línea (Alt+Mayús+Izquierda)</translation>
    </message>
    <message>
        <source>◀ Line</source>
        <translation>◀ Línea</translation>
    </message>
    <message>
        <source>◀ Previous mistake</source>
        <translation>◀ Error anterior</translation>
    </message>
</context><context>
    <name>GameReview</name>
    <message>
        <source>The review stopped: %1</source>
        <translation>La revisión se ha detenido: %1</translation>
    </message>
</context><context>
    <name>ReviewUi</name>
    <message>
        <source>pass %1 of %2</source>
        <translation>pasada %1 de %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: accuracy %2 % · %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: precisión %2 % · %3</translation>
    </message>
    <message numerus="yes">
        <source>On the board: the better line, %1 of %n move(s) played</source>
        <translation>
            <numerusform>En el tablero: la mejor línea, %1 de %n jugada hecha</numerusform>
            <numerusform>En el tablero: la mejor línea, %1 de %n jugadas hechas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s) ??</source>
        <translation>
            <numerusform>%n error grave ??</numerusform>
            <numerusform>%n errores graves ??</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s) ?</source>
        <translation>
            <numerusform>%n error ?</numerusform>
            <numerusform>%n errores ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies) ?!</source>
        <translation>
            <numerusform>%n imprecisión ?!</numerusform>
            <numerusform>%n imprecisiones ?!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review of %n move(s)</source>
        <translation>
            <numerusform>Revisión de %n jugada</numerusform>
            <numerusform>Revisión de %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewing… pass %1 of %2 · %3 of %n move(s) judged</source>
        <translation>
            <numerusform>Revisando… pasada %1 de %2 · %3 de %n jugada evaluada</numerusform>
            <numerusform>Revisando… pasada %1 de %2 · %3 de %n jugadas evaluadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gana</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <translation>%1 gana por %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: accuracy %2 % · %3 inaccuracies ?! · %4 mistakes ? · %5 blunders ??</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: precisión %2 % · %3 imprecisiones ?! · %4 errores ? · %5 errores graves ??</translation>
    </message>
    <message>
        <source>Better: &lt;b&gt;%1&lt;/b&gt; (arrow; the move played is dashed) · line %2</source>
        <translation>Mejor: &lt;b&gt;%1&lt;/b&gt; (flecha; la jugada hecha va en trazo discontinuo) · línea %2</translation>
    </message>
    <message>
        <source>Black · %1 %</source>
        <translation>Negro · %1 %</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Revisión de la partida</translation>
    </message>
    <message>
        <source>Move %1: %2 %3 — &lt;b&gt;%4&lt;/b&gt; · after it: %5</source>
        <translation>Jugada %1: %2 %3 — &lt;b&gt;%4&lt;/b&gt; · después: %5</translation>
    </message>
    <message>
        <source>On the board: the better line, %1 of %2 moves played</source>
        <translation>En el tablero: la mejor línea, %1 de %2 jugadas hechas</translation>
    </message>
    <message>
        <source>Review of %1 moves</source>
        <translation>Revisión de %1 jugadas</translation>
    </message>
    <message>
        <source>Reviewing… pass %1 of %2 · %3 of %4 moves judged</source>
        <translation>Revisando… pasada %1 de %2 · %3 de %4 jugadas evaluadas</translation>
    </message>
    <message>
        <source>See where the game was won and lost: every move judged by the computer</source>
        <translation>Mira dónde se ganó y se perdió la partida: cada jugada evaluada por el ordenador</translation>
    </message>
    <message>
        <source>There is no move to review yet</source>
        <translation>Todavía no hay ninguna jugada que revisar</translation>
    </message>
    <message>
        <source>White · %1 %</source>
        <translation>Blanco · %1 %</translation>
    </message>
    <message>
        <source>best</source>
        <translation>la mejor</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>error grave</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>forzada</translation>
    </message>
    <message>
        <source>good</source>
        <translation>buena</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisión</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
</context><context>
    <name>MainWindow</name>
    <message>
        <source>New to DVONN? Eight short lessons teach the rules on the board.</source>
        <translation>¿Nuevo en DVONN? Ocho lecciones breves enseñan las reglas sobre el tablero.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Aprender a jugar…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Problemas…</translation>
    </message>
</context><context>
    <name>ContinueOffer</name>
    <message>
        <source>computer level %1</source>
        <translation>ordenador de nivel %1</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue your last game?</source>
        <translation>¿Continuar tu última partida?</translation>
    </message>
    <message numerus="yes">
        <source>You have %n other unfinished game(s), kept in My games:</source>
        <translation>
            <numerusform>Tienes %n partida más sin terminar, guardada en Mis partidas:</numerusform>
            <numerusform>Tienes %n partidas más sin terminar, guardadas en Mis partidas:</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>My games…</source>
        <translation>Mis partidas…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Finished games</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Partidas sin terminar</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Mis partidas</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Sin terminar</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminadas</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contra el ordenador</translation>
    </message>
    <message>
        <source>Between people</source>
        <translation>Entre personas</translation>
    </message>
    <message>
        <source>Any level</source>
        <translation>Cualquier nivel</translation>
    </message>
    <message>
        <source>Only games against the computer are chosen by level</source>
        <translation>Solo las partidas contra el ordenador se filtran por nivel</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Cualquier resultado</translation>
    </message>
    <message>
        <source>Won by White</source>
        <translation>Ganadas por Blanco</translation>
    </message>
    <message>
        <source>Won by Black</source>
        <translation>Ganadas por Negro</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Nivel:</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Resultado:</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisar</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Deshacer eliminación</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>This is the game on the board: start another one to delete it.</source>
        <translation>Esta es la partida del tablero: empieza otra para eliminarla.</translation>
    </message>
    <message>
        <source>This game is open in another window.</source>
        <translation>Esta partida está abierta en otra ventana.</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Exportar la partida</translation>
    </message>
    <message>
        <source>The game could not be exported:
%1</source>
        <translation>No se ha podido exportar la partida:
%1</translation>
    </message>
    <message>
        <source>The game could not be deleted: %1</source>
        <translation>No se ha podido eliminar la partida: %1</translation>
    </message>
    <message>
        <source>This game is open in another window: close it there to delete it.</source>
        <translation>Esta partida está abierta en otra ventana: ciérrala allí para eliminarla.</translation>
    </message>
    <message>
        <source>The game could not be restored: %1</source>
        <translation>No se ha podido restaurar la partida: %1</translation>
    </message>
    <message>
        <source>The deleted game could not be restored.</source>
        <translation>No se ha podido restaurar la partida eliminada.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) shown of %1</source>
        <translation>
            <numerusform>%n partida mostrada de %1</numerusform>
            <numerusform>%n partidas mostradas de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>Revisada</translation>
    </message>
    <message>
        <source>Computer · level %1</source>
        <translation>Ordenador · nivel %1</translation>
    </message>
    <message>
        <source>%1 · level %2</source>
        <translation>%1 · nivel %2</translation>
    </message>
    <message>
        <source>White resigned</source>
        <translation>Blanco abandonó</translation>
    </message>
    <message>
        <source>Black resigned</source>
        <translation>Negro abandonó</translation>
    </message>
    <message>
        <source>Draw %1–%2</source>
        <translation>Empate %1–%2</translation>
    </message>
    <message>
        <source>White won %1–%2</source>
        <translation>Ganó Blanco %1–%2</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Ganó Blanco</translation>
    </message>
    <message>
        <source>Black won %1–%2</source>
        <translation>Ganó Negro %1–%2</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Ganó Negro</translation>
    </message>
    <message>
        <source>Cannot be read: %1</source>
        <translation>No se puede leer: %1</translation>
    </message>
    <message>
        <source>%1 (open in another window)</source>
        <translation>%1 (abierta en otra ventana)</translation>
    </message>
</context>
<context>
    <name>LevelRecordLabel</name>
    <message>
        <source>You have not played level %1 yet</source>
        <translation>Todavía no has jugado contra el nivel %1</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n victoria</numerusform>
            <numerusform>%n victorias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s)</source>
        <translation>
            <numerusform>%n empate</numerusform>
            <numerusform>%n empates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n derrota</numerusform>
            <numerusform>%n derrotas</numerusform>
        </translation>
    </message>
    <message>
        <source>Your record against level %1: %2, %3, %4</source>
        <translation>Tu historial contra el nivel %1: %2, %3, %4</translation>
    </message>
    <message>
        <source>You won your last three games against level %1 — try level %2?</source>
        <translation>Has ganado tus tres últimas partidas contra el nivel %1 — ¿pruebas el nivel %2?</translation>
    </message>
    <message>
        <source>You lost your last three games against level %1 — try level %2?</source>
        <translation>Has perdido tus tres últimas partidas contra el nivel %1 — ¿pruebas el nivel %2?</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>there is no home folder to keep games in</source>
        <translation>no hay ninguna carpeta personal donde guardar las partidas</translation>
    </message>
    <message>
        <source>The game is not being saved: %1. It is tried again after every move and every %2 seconds; save the game elsewhere to keep it.</source>
        <translation>La partida no se está guardando: %1. Se vuelve a intentar tras cada jugada y cada %2 segundos; guarda la partida en otro sitio para conservarla.</translation>
    </message>
    <message>
        <source>the folder of your games %1 cannot be used (%2)</source>
        <translation>no se puede usar la carpeta de tus partidas %1 (%2)</translation>
    </message>
    <message>
        <source>the folder of your games %1 is read-only</source>
        <translation>la carpeta de tus partidas %1 es de solo lectura</translation>
    </message>
    <message>
        <source>The autosaved game could not be read (%1). It was left as it is at %2 and nothing was deleted (%3).</source>
        <translation>No se ha podido leer la partida guardada automáticamente (%1). Se ha dejado tal cual en %2 y no se ha eliminado nada (%3).</translation>
    </message>
    <message>
        <source>The autosaved game could not be read (%1). The file was kept as %2 and nothing was deleted.</source>
        <translation>No se ha podido leer la partida guardada automáticamente (%1). El archivo se ha conservado como %2 y no se ha eliminado nada.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Lessons and puzzles: reset view, top-down view, hint</source>
        <translation>Lecciones y problemas: vista inicial, vista desde arriba, pista</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Reset the camera</source>
        <translation>Restablecer la cámara</translation>
    </message>
    <message>
        <source>Zoom in, zoom out</source>
        <translation>Acercar, alejar</translation>
    </message>
    <message>
        <source>W A S D or Ctrl+arrows</source>
        <translation>W A S D o Ctrl+flechas</translation>
    </message>
    <message>
        <source>Turn the board</source>
        <translation>Girar el tablero</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Let go of the stack picked up</source>
        <translation>Soltar la pila levantada</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Intro o Espacio</translation>
    </message>
    <message>
        <source>Pick up the stack under the cursor, or put it down</source>
        <translation>Levantar la pila bajo el cursor, o dejarla</translation>
    </message>
    <message>
        <source>Move the cursor on the board</source>
        <translation>Mover el cursor por el tablero</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>En el tablero</translation>
    </message>
    <message>
        <source>or</source>
        <translation>o</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keyboard shortcuts – DVONN 3D</source>
        <translation>Atajos de teclado – DVONN 3D</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Titan</source>
        <translation>Titán</translation>
    </message>
    <message>
        <source>Prodigy</source>
        <translation>Prodigio</translation>
    </message>
    <message>
        <source>Improver</source>
        <translation>En progreso</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Habitual</translation>
    </message>
    <message>
        <source>Skilled</source>
        <translation>Hábil</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fuerte</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Virtuoso</source>
        <translation>Virtuoso</translation>
    </message>
    <message>
        <source>Superhuman</source>
        <translation>Sobrehumano</translation>
    </message>
    <message>
        <source>Best human</source>
        <translation>El mejor</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Top player</source>
        <translation>Jugador top</translation>
    </message>
    <message>
        <source>Seasoned</source>
        <translation>Veterano</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Aprendiz</translation>
    </message>
    <message>
        <source>Newcomer</source>
        <translation>Novato</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Campeón</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Gran maestro</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avanzado</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Jugador de club</translation>
    </message>
    <message>
        <source>Apprentice</source>
        <translation>Aprendiz</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Aficionado</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Novato</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
</context>
<context>
    <name>BoardSpeech</name>
    <message>
        <source>A landing cell.</source>
        <translation>Una casilla de llegada.</translation>
    </message>
    <message>
        <source>Picked up.</source>
        <translation>Levantada.</translation>
    </message>
    <message>
        <source>The arrow keys move over the board's cells; Enter picks up a stack and drops it on the cell chosen; Escape lets go.</source>
        <translation>Las flechas recorren las casillas del tablero; Intro levanta una pila y la deja en la casilla elegida; Esc la suelta.</translation>
    </message>
    <message>
        <source>DVONN board</source>
        <translation>Tablero de DVONN</translation>
    </message>
    <message numerus="yes">
        <source>It cut off %n stack(s): %1.</source>
        <translation>
            <numerusform>Eso aisló %n pila: %1.</numerusform>
            <numerusform>Eso aisló %n pilas: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moved the stack on %2 to %3.</source>
        <translation>%1 ha movido la pila de %2 a %3.</translation>
    </message>
    <message>
        <source>%1 placed a piece on %2.</source>
        <translation>%1 ha colocado una pieza en %2.</translation>
    </message>
    <message>
        <source>%1 placed a DVONN piece on %2.</source>
        <translation>%1 ha colocado una pieza DVONN en %2.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 ha pasado.</translation>
    </message>
    <message>
        <source>Picked up: Enter puts it down again.</source>
        <translation>Levantada: Intro la vuelve a dejar.</translation>
    </message>
    <message numerus="yes">
        <source>It can move to %n cell(s): %1.</source>
        <translation>
            <numerusform>Puede moverse a %n casilla: %1.</numerusform>
            <numerusform>Puede moverse a %n casillas: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This cuts off %n stack(s): %1.</source>
        <translation>
            <numerusform>Esto aísla %n pila: %1.</numerusform>
            <numerusform>Esto aísla %n pilas: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter moves the stack on %1 here.</source>
        <translation>Intro mueve aquí la pila de %1.</translation>
    </message>
    <message>
        <source>Enter places a piece here.</source>
        <translation>Intro coloca aquí una pieza.</translation>
    </message>
    <message>
        <source>Enter places a DVONN piece here.</source>
        <translation>Intro coloca aquí una pieza DVONN.</translation>
    </message>
    <message numerus="yes">
        <source>It holds %n DVONN piece(s).</source>
        <translation>
            <numerusform>Contiene %n pieza DVONN.</numerusform>
            <numerusform>Contiene %n piezas DVONN.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a black stack of %n piece(s).</source>
        <translation>
            <numerusform>%1: %n pieza negra.</numerusform>
            <numerusform>%1: una pila negra de %n piezas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a white stack of %n piece(s).</source>
        <translation>
            <numerusform>%1: %n pieza blanca.</numerusform>
            <numerusform>%1: una pila blanca de %n piezas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a stack of %n DVONN piece(s).</source>
        <translation>
            <numerusform>%1: %n pieza DVONN.</numerusform>
            <numerusform>%1: una pila de %n piezas DVONN.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <translation>%1: casilla vacía.</translation>
    </message>
    <message numerus="yes">
        <source>%n DVONN piece(s)</source>
        <translation>
            <numerusform>%n pieza DVONN</numerusform>
            <numerusform>%n piezas DVONN</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black piece(s)</source>
        <translation>
            <numerusform>%n pieza negra</numerusform>
            <numerusform>%n piezas negras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white piece(s)</source>
        <translation>
            <numerusform>%n pieza blanca</numerusform>
            <numerusform>%n piezas blancas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
</context>
<context>
    <name>FileType</name>
    <message>
        <source>Boardspace SGF</source>
        <translation>SGF de Boardspace</translation>
    </message>
    <message>
        <source>LittleGolem transcript</source>
        <translation>Transcripción de LittleGolem</translation>
    </message>
    <message>
        <source>DVONN game</source>
        <translation>Partida de DVONN</translation>
    </message>
</context>
<context>
    <name>PlayedLike</name>
    <message>
        <source>played like a player rated about %1 (%2–%3, where Boardspace's Dumbot is 1500)</source>
        <translation>jugó como un jugador de unos %1 (%2–%3, donde Dumbot de Boardspace es 1500)</translation>
    </message>
</context>
<context>
    <name>SavePaths</name>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 ya existe.
¿Desea reemplazarlo?</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>The review kept in this game was left out: %1</source>
        <translation>Se ha descartado la revisión guardada en esta partida: %1</translation>
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
        <translation>las demás partidas del archivo</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>the properties %1</source>
        <translation>las propiedades %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Saving over %1 would drop what DVONN 3D does not read in it: %2.</source>
        <translation>Guardar sobre %1 eliminaría lo que DVONN 3D no lee de él: %2.</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message numerus="yes">
        <source>Reviewing… a first quick look: %1 of %n move(s)</source>
        <translation>
            <numerusform>Revisando… un primer vistazo rápido: %1 de %n jugada</numerusform>
            <numerusform>Revisando… un primer vistazo rápido: %1 de %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewing… checking more deeply (%1 of %2): %3 of %n move(s)</source>
        <translation>
            <numerusform>Revisando… comprobando más a fondo (%1 de %2): %3 de %n jugada</numerusform>
            <numerusform>Revisando… comprobando más a fondo (%1 de %2): %3 de %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review of %n move(s), as saved with the game</source>
        <translation>
            <numerusform>Revisión de %n jugada, tal como se guardó con la partida</numerusform>
            <numerusform>Revisión de %n jugadas, tal como se guardó con la partida</numerusform>
        </translation>
    </message>
    <message>
        <source>The start</source>
        <translation>El comienzo</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>Tras la jugada %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;The start&lt;/b&gt;, before move 1: %1.</source>
        <translation>&lt;b&gt;El comienzo&lt;/b&gt;, antes de la jugada 1: %1.</translation>
    </message>
    <message>
        <source>With &lt;b&gt;%1&lt;/b&gt; instead: %2.</source>
        <translation>Con &lt;b&gt;%1&lt;/b&gt; en su lugar: %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After move %1&lt;/b&gt;: %2 played %3 (%4). %5.</source>
        <translation>&lt;b&gt;Tras la jugada %1&lt;/b&gt;: %2 jugó %3 (%4). %5.</translation>
    </message>
    <message>
        <source>(A first look: being checked more deeply.)</source>
        <translation>(Un primer vistazo: se está comprobando más a fondo.)</translation>
    </message>
    <message>
        <source>Line ▶ shows it.</source>
        <translation>Línea ▶ la muestra.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Before move %1&lt;/b&gt;: %2 played %3 (%4, dashed); &lt;b&gt;%5&lt;/b&gt; (arrow) was better.</source>
        <translation>&lt;b&gt;Antes de la jugada %1&lt;/b&gt;: %2 jugó %3 (%4, discontinua); &lt;b&gt;%5&lt;/b&gt; (flecha) era mejor.</translation>
    </message>
    <message>
        <source>Line ▶ plays the better line: %1</source>
        <translation>Línea ▶ juega la mejor línea: %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The better line&lt;/b&gt; instead of move %1: %2 of %n move(s) played</source>
        <translation>
            <numerusform>&lt;b&gt;La mejor línea&lt;/b&gt; en lugar de la jugada %1: %2 de %n jugada en el tablero</numerusform>
            <numerusform>&lt;b&gt;La mejor línea&lt;/b&gt; en lugar de la jugada %1: %2 de %n jugadas en el tablero</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>result proven</source>
        <translation>resultado demostrado</translation>
    </message>
    <message>
        <source>on the board</source>
        <translation>en el tablero</translation>
    </message>
    <message>
        <source>▲ White ahead</source>
        <translation>▲ Blanco va delante</translation>
    </message>
    <message>
        <source>▼ Black ahead</source>
        <translation>▼ Negro va delante</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>jugada %1</translation>
    </message>
</context>
<context>
    <name>ReviewPane</name>
    <message>
        <source>Review again, more deeply</source>
        <translation>Revisar de nuevo, más a fondo</translation>
    </message>
    <message>
        <source>Search every move again, longer than before: a verdict may change</source>
        <translation>Buscar de nuevo cada jugada, más tiempo que antes: un veredicto puede cambiar</translation>
    </message>
    <message>
        <source>Step back along the better line to the game ([ or Alt+Shift+Left)</source>
        <translation>Retroceder por la mejor línea hasta la partida ([ o Alt+Mayús+Izquierda)</translation>
    </message>
    <message>
        <source>Show the better move on the board, then play its line (] or Alt+Shift+Right)</source>
        <translation>Mostrar la mejor jugada en el tablero y luego jugar su línea (] o Alt+Mayús+Derecha)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message numerus="yes">
        <source>%1 · looking %n move(s) ahead: %2</source>
        <translation>
            <numerusform>%1 · mirando %n jugada por delante: %2</numerusform>
            <numerusform>%1 · mirando %n jugadas por delante: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Who is ahead: the light part is White's, the dark Black's</source>
        <translation>Quién va delante: la parte clara es de Blanco, la oscura de Negro</translation>
    </message>
</context>
<context>
    <name>Standing</name>
    <message>
        <source>The game is even</source>
        <translation>La partida está igualada</translation>
    </message>
    <message>
        <source>A draw with best play</source>
        <translation>Tablas con el mejor juego</translation>
    </message>
    <message>
        <source>White is slightly ahead</source>
        <translation>Blanco va algo por delante</translation>
    </message>
    <message>
        <source>Black is slightly ahead</source>
        <translation>Negro va algo por delante</translation>
    </message>
    <message numerus="yes">
        <source>White is ahead by about %n piece(s)</source>
        <translation>
            <numerusform>Blanco va por delante por unas %n pieza</numerusform>
            <numerusform>Blanco va por delante por unas %n piezas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black is ahead by about %n piece(s)</source>
        <translation>
            <numerusform>Negro va por delante por unas %n pieza</numerusform>
            <numerusform>Negro va por delante por unas %n piezas</numerusform>
        </translation>
    </message>
    <message>
        <source>White cannot lose with best play</source>
        <translation>Blanco no puede perder con el mejor juego</translation>
    </message>
    <message>
        <source>Black cannot lose with best play</source>
        <translation>Negro no puede perder con el mejor juego</translation>
    </message>
    <message numerus="yes">
        <source>White wins by at least %n piece(s) with best play</source>
        <translation>
            <numerusform>Blanco gana por al menos %n pieza con el mejor juego</numerusform>
            <numerusform>Blanco gana por al menos %n piezas con el mejor juego</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins by at least %n piece(s) with best play</source>
        <translation>
            <numerusform>Negro gana por al menos %n pieza con el mejor juego</numerusform>
            <numerusform>Negro gana por al menos %n piezas con el mejor juego</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins by %n piece(s) with best play</source>
        <translation>
            <numerusform>Blanco gana por %n pieza con el mejor juego</numerusform>
            <numerusform>Blanco gana por %n piezas con el mejor juego</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins by %n piece(s) with best play</source>
        <translation>
            <numerusform>Negro gana por %n pieza con el mejor juego</numerusform>
            <numerusform>Negro gana por %n piezas con el mejor juego</numerusform>
        </translation>
    </message>
    <message>
        <source>White wins with best play</source>
        <translation>Blanco gana con el mejor juego</translation>
    </message>
    <message>
        <source>Black wins with best play</source>
        <translation>Negro gana con el mejor juego</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Looking back: before move %1 of %2, and the better move</source>
        <translation>Repasando: antes de la jugada %1 de %2, con la mejor jugada</translation>
    </message>
    <message>
        <source>Looking back: the better line instead of move %1</source>
        <translation>Repasando: la mejor línea en lugar de la jugada %1</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; lost, but the review found no mistake that decided it: the game slipped away gradually, or beyond what the review looked at · %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; perdió, pero la revisión no encontró ningún error decisivo: la partida se escapó poco a poco, o más allá de lo que la revisión examinó · %2</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>White %1 %</source>
        <translation>Blanco %1 %</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Black %1 %</source>
        <translation>Negro %1 %</translation>
    </message>
</context>
<context>
    <name>Standing</name>
    <message>
        <source>White is favoured: about %1 % to win</source>
        <translation>Blanco es favorito: alrededor de un %1 % de ganar</translation>
    </message>
</context>
<context>
    <name>Standing</name>
    <message>
        <source>Black is favoured: about %1 % to win</source>
        <translation>Negro es favorito: alrededor de un %1 % de ganar</translation>
    </message>
</context>
<context>
    <name>PlayedLike</name>
    <message>
        <source>played at least like a player rated about %1 (level %2's rating: beaten without an inaccuracy, a mistake or a blunder)</source>
        <translation>jugó al menos como un jugador de unos %1 (la puntuación del nivel %2: vencido sin imprecisión, error ni error grave)</translation>
    </message>
    <message>
        <source>not enough to go on for a rating from this game alone</source>
        <translation>esta partida sola no basta para dar una puntuación</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message numerus="yes">
        <source>%1 still wins, but by %n piece(s) fewer.</source>
        <translation>
            <numerusform>%1 sigue ganando, pero por %n pieza menos.</numerusform>
            <numerusform>%1 sigue ganando, pero por %n piezas menos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Count the pieces</source>
        <translation>Contar las piezas</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Final position</source>
        <translation>Posición final</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Show the final position again (Esc)</source>
        <translation>Volver a la posición final (Esc)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Gather each player's pieces into columns of ten to count them</source>
        <translation>Reunir las piezas de cada jugador en columnas de diez para contarlas</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Counting the pieces: %1 %2, %3 %4. Esc or a click shows the final position</source>
        <translation>Contando las piezas: %1 %2, %3 %4. Esc o un clic muestra la posición final</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>White moves first</source>
        <translation>Blanco mueve primero</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Last opened</source>
        <translation>Última apertura</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Analyse the position shown</source>
        <translation>Analizar la posición mostrada</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Every move</source>
        <translation>Todas las jugadas</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Mark each stack by its best result</source>
        <translation>Marcar cada pila con su mejor resultado</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Every move and its result</source>
        <translation>Cada jugada y su resultado</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Solving every move…</source>
        <translation>Resolviendo cada jugada…</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Analysing…</source>
        <translation>Analizando…</translation>
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
        <translation>Línea %1: %2, %3. Juega %4</translation>
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
        <translation>La partida ha terminado: no queda ninguna jugada.</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message numerus="yes">
        <source>Looking %n move(s) ahead; the best moves:</source>
        <translation>
            <numerusform>Mirando %n jugada por delante; las mejores jugadas:</numerusform>
            <numerusform>Mirando %n jugadas por delante; las mejores jugadas:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message numerus="yes">
        <source>%1 of %n move(s) proven.</source>
        <translation>
            <numerusform>%1 de %n jugada demostrada.</numerusform>
            <numerusform>%1 de %n jugadas demostradas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Moves and side lines</source>
        <translation>Jugadas y variantes</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>pass</source>
        <translation>pasa</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>The start position</source>
        <translation>La posición inicial</translation>
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
        <translation>Convertir en línea principal</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Promote variation</source>
        <translation>Subir la variante</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Comment…</source>
        <translation>Comentar…</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Delete from here</source>
        <translation>Borrar desde aquí</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Analysis board – DVONN 3D</source>
        <translation>Tablero de análisis – DVONN 3D</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Analysis board</source>
        <translation>Tablero de análisis</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>The start position.</source>
        <translation>La posición inicial.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>%1 (a side line)</source>
        <translation>%1 (una variante)</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>White to play.</source>
        <translation>Juegan las blancas.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Black to play.</source>
        <translation>Juegan las negras.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Comment</source>
        <translation>Comentario</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Comment after %1:</source>
        <translation>Comentario tras %1:</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Save the analysis</source>
        <translation>Guardar el análisis</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Save the side lines and comments you added?</source>
        <translation>¿Guardar las variantes y comentarios añadidos?</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Analyse from &amp;here</source>
        <translation>&amp;Analizar desde aquí</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Analyse from here</source>
        <translation>Analizar desde aquí</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Try other moves from the position shown on an analysis board (Ctrl+Shift+A)</source>
        <translation>Probar otras jugadas desde la posición mostrada en un tablero de análisis (Ctrl+Mayús+A)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>the side lines</source>
        <translation>las variantes</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Try other moves on an analysis board</source>
        <translation>Probar otras jugadas en un tablero de análisis</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Try other moves on an analysis board</source>
        <translation>Probar otras jugadas en un tablero de análisis</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You are looking back at the game: press End to return to it, or try other moves with Analyse from here</source>
        <translation>Estás repasando la partida: pulsa Fin para volver a ella, o prueba otras jugadas con Analizar desde aquí</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1: unknown piece %2 (use W, B or D)</source>
        <translation>%1: pieza desconocida %2 (usa W, B o D)</translation>
    </message>
    <message>
        <source>%1: a DVONN piece never moves by itself, so it is on top of a stack only when it stands alone</source>
        <translation>%1: una pieza DVONN nunca se mueve sola, así que solo está encima de una pila cuando está sola</translation>
    </message>
    <message>
        <source>%1 white pieces: there are only 23</source>
        <translation>%1 piezas blancas: solo hay 23</translation>
    </message>
    <message>
        <source>%1 black pieces: there are only 23</source>
        <translation>%1 piezas negras: solo hay 23</translation>
    </message>
    <message>
        <source>%1 DVONN pieces: there are only 3</source>
        <translation>%1 piezas DVONN: solo hay 3</translation>
    </message>
    <message>
        <source>the board is full: placement is over</source>
        <translation>el tablero está lleno: la colocación ha terminado</translation>
    </message>
    <message>
        <source>%1: no stacks are built during placement</source>
        <translation>%1: durante la colocación no se forman pilas</translation>
    </message>
    <message>
        <source>the three DVONN pieces are placed first: no white or black piece before them</source>
        <translation>las tres piezas DVONN se colocan primero: ninguna pieza blanca o negra antes que ellas</translation>
    </message>
    <message>
        <source>Black places the first white or black piece, then the players take turns: Black has as many pieces on the board as White or one more, not %2 against %1</source>
        <translation>Negro coloca la primera pieza blanca o negra y luego los jugadores se turnan: Negro tiene en el tablero tantas piezas como Blanco o una más, no %2 contra %1</translation>
    </message>
    <message>
        <source>placement %1 is white's to make</source>
        <translation>la colocación %1 le toca a Blanco</translation>
    </message>
    <message>
        <source>placement %1 is black's to make</source>
        <translation>la colocación %1 le toca a Negro</translation>
    </message>
    <message>
        <source>all three DVONN pieces stay on the board in the movement phase</source>
        <translation>las tres piezas DVONN siguen en el tablero en la fase de movimiento</translation>
    </message>
    <message>
        <source>the stack on %1 is cut off from every DVONN piece</source>
        <translation>la pila de %1 está separada de todas las piezas DVONN</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Set &amp;up a position…</source>
        <translation>Con&amp;figurar una posición…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game from this position</source>
        <translation>Nueva partida desde esta posición</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Ready: play can reach this position.</source>
        <translation>Lista: esta posición puede darse en una partida.</translation>
    </message>
    <message>
        <source>Nothing is left to place.</source>
        <translation>No queda nada por colocar.</translation>
    </message>
    <message>
        <source>White places next. Still to place: %1.</source>
        <translation>Ahora coloca Blanco. Falta por colocar: %1.</translation>
    </message>
    <message>
        <source>Black places next. Still to place: %1.</source>
        <translation>Ahora coloca Negro. Falta por colocar: %1.</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>El tablero está vacío.</translation>
    </message>
    <message>
        <source>On the board: %1.</source>
        <translation>En el tablero: %1.</translation>
    </message>
    <message>
        <source>White (W)</source>
        <translation>Blanco (W)</translation>
    </message>
    <message>
        <source>Black (B)</source>
        <translation>Negro (B)</translation>
    </message>
    <message>
        <source>DVONN (D)</source>
        <translation>DVONN (D)</translation>
    </message>
    <message>
        <source>The arrow keys move over the board's cells; Enter adds the chosen piece on top of the stack there, Backspace takes its top piece off; W, B and D choose the piece.</source>
        <translation>Las flechas recorren las casillas del tablero; Intro añade la pieza elegida encima de la pila, Retroceso quita la pieza de arriba; W, B y D eligen la pieza.</translation>
    </message>
    <message>
        <source>Enter adds a white piece on top.</source>
        <translation>Intro añade una pieza blanca encima.</translation>
    </message>
    <message>
        <source>Enter adds a black piece on top.</source>
        <translation>Intro añade una pieza negra encima.</translation>
    </message>
    <message>
        <source>Enter adds a DVONN piece on top.</source>
        <translation>Intro añade una pieza DVONN encima.</translation>
    </message>
    <message>
        <source>Backspace takes the top piece off.</source>
        <translation>Retroceso quita la pieza de arriba.</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>Configurar una posición</translation>
    </message>
    <message>
        <source>Click a space to add the chosen piece on top of its stack; right-click it, or press Backspace, to take the top piece off.</source>
        <translation>Haz clic en una casilla para añadir la pieza elegida encima de su pila; clic derecho, o Retroceso, para quitar la pieza de arriba.</translation>
    </message>
    <message>
        <source>Piece to add</source>
        <translation>Pieza que añadir</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Colocación</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Le toca jugar</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Vaciar el tablero</translation>
    </message>
    <message>
        <source>Fill at random</source>
        <translation>Llenar al azar</translation>
    </message>
    <message>
        <source>The game's position</source>
        <translation>Posición de la partida</translation>
    </message>
    <message>
        <source>Start again from the position the game shows</source>
        <translation>Volver a empezar desde la posición que muestra la partida</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Start a new game from this position, choosing the players</source>
        <translation>Empezar una partida nueva desde esta posición, eligiendo a los jugadores</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <source>Open this position on an analysis board</source>
        <translation>Abrir esta posición en un tablero de análisis</translation>
    </message>
    <message>
        <source>In the placement phase the side to move follows from the board</source>
        <translation>En la fase de colocación, el turno se deduce del tablero</translation>
    </message>
    <message>
        <source>Board editor</source>
        <translation>Editor de posiciones</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>The best lines: Enter plays one</source>
        <translation>Las mejores líneas: Intro juega una</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The game is over: start a new game or a rematch (Ctrl+N), or try other moves with Analyse from here</source>
        <translation>La partida ha terminado: empieza una partida nueva o una revancha (Ctrl+N), o prueba otras jugadas con Analizar desde aquí</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Move %1 · %2</source>
        <translation>Jugada %1 · %2</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>A proven loss by 1 piece: every reply loses.</source>
        <translation>Una derrota demostrada por 1 pieza: toda respuesta pierde.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>A proven loss by %1 pieces: every reply loses.</source>
        <translation>Una derrota demostrada por %1 piezas: toda respuesta pierde.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and cuts off 1 of your pieces.</source>
        <translation>Tras esto, las blancas juegan %1 y aíslan 1 de tus piezas.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and cuts off %2 of your pieces.</source>
        <translation>Tras esto, las blancas juegan %1 y aíslan %2 de tus piezas.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and cuts off 1 of your pieces.</source>
        <translation>Tras esto, las negras juegan %1 y aíslan 1 de tus piezas.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and cuts off %2 of your pieces.</source>
        <translation>Tras esto, las negras juegan %1 y aíslan %2 de tus piezas.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This cuts off 1 of your own pieces.</source>
        <translation>Esta jugada aísla 1 de tus propias piezas.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This cuts off %1 of your own pieces.</source>
        <translation>Esta jugada aísla %1 de tus propias piezas.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This leaves your piece on %1 with no move.</source>
        <translation>Tras esto, tu pieza en %1 no puede moverse.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>This leaves your stack of %2 on %1 with no move.</source>
        <translation>Tras esto, tu pila de %2 en %1 no puede moverse.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off 1 of White's pieces.</source>
        <translation>%1 habría aislado 1 pieza de las blancas.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off %2 of White's pieces.</source>
        <translation>%1 habría aislado %2 piezas de las blancas.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off 1 of Black's pieces.</source>
        <translation>%1 habría aislado 1 pieza de las negras.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>%1 would have cut off %2 of Black's pieces.</source>
        <translation>%1 habría aislado %2 piezas de las negras.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>A proven loss: every reply loses.</source>
        <translation>Una derrota demostrada: toda respuesta pierde.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your training set could not be read (%1). It was left as it is at %2 and nothing is written over it (%3).</source>
        <translation>No se pudo leer tu conjunto de entrenamiento (%1). Se ha dejado tal cual en %2 y no se escribe nada encima (%3).</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your training set could not be read (%1). The file was kept as %2 and the training starts again from an empty set.</source>
        <translation>No se pudo leer tu conjunto de entrenamiento (%1). El archivo se ha guardado como %2 y el entrenamiento empieza de nuevo con un conjunto vacío.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your training set could not be saved: %1</source>
        <translation>No se pudo guardar tu conjunto de entrenamiento: %1</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>found at the first try</source>
        <translation>encontrada al primer intento</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>found after a try</source>
        <translation>encontrada tras un intento</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>shown</source>
        <translation>mostrada</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>due</source>
        <translation>pendiente</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>accuracy %1 %</source>
        <translation>precisión %1 %</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>no training</source>
        <translation>sin entrenamiento</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Week of %1: %2.</source>
        <translation>Semana del %1: %2.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>The training by week</source>
        <translation>El entrenamiento semana a semana</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Your accuracy game by game</source>
        <translation>Tu precisión partida a partida</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>No game against the computer has been reviewed yet.</source>
        <translation>Aún no se ha revisado ninguna partida contra el ordenador.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>%1: accuracy %2 %.</source>
        <translation>%1: precisión %2 %.</translation>
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
        <translation>Tu conjunto de entrenamiento está vacío. Los errores y las pifias de tus partidas revisadas contra el ordenador entran en él y vuelven a intervalos crecientes hasta que los encuentres tres veces seguidas.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Nothing to train now: the next position is due on %1.</source>
        <translation>Nada pendiente por ahora: la próxima posición vuelve el %1.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Game of %1 against %2</source>
        <translation>Partida del %1 contra %2</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Train now</source>
        <translation>Entrenar ahora</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Play the positions due: find the better move you missed in your games</source>
        <translation>Jugar las posiciones pendientes: encuentra la mejor jugada que se te escapó en tus partidas</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>The window that plays the positions is not in this version yet.</source>
        <translation>La ventana que juega las posiciones aún no está en esta versión.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Show the figures as text</source>
        <translation>Mostrar las cifras como texto</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>The figures of the charts</source>
        <translation>Las cifras de los gráficos</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Keep them</source>
        <translation>Conservarlas</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Take them out</source>
        <translation>Quitarlas</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Review finished games in the &amp;background</source>
        <translation>Revisar las partidas &amp;terminadas en segundo plano</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Training…</source>
        <translation>En&amp;trenamiento…</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>background reviews</source>
        <translation>las revisiones en segundo plano</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n found at the first try</source>
        <translation>
            <numerusform>%n encontrada al primer intento</numerusform>
            <numerusform>%n encontradas al primer intento</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n found after a try</source>
        <translation>
            <numerusform>%n encontrada tras un intento</numerusform>
            <numerusform>%n encontradas tras un intento</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n mostrada</numerusform>
            <numerusform>%n mostradas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n position(s) due</source>
        <translation>
            <numerusform>%n posición pendiente</numerusform>
            <numerusform>%n posiciones pendientes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n position(s) in your training set.</source>
        <translation>
            <numerusform>%n posición en tu conjunto de entrenamiento.</numerusform>
            <numerusform>%n posiciones en tu conjunto de entrenamiento.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>%n position(s) to train now.</source>
        <translation>
            <numerusform>%n posición para entrenar ahora.</numerusform>
            <numerusform>%n posiciones para entrenar ahora.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>This game has %n position(s) in your training set. Keep them there?</source>
        <translation>
            <numerusform>Esta partida tiene %n posición en tu conjunto de entrenamiento. ¿Conservarla?</numerusform>
            <numerusform>Esta partida tiene %n posiciones en tu conjunto de entrenamiento. ¿Conservarlas?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Move %1: %2</source>
        <translation>Jugada %1: %2</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, White played %1 here: a blunder that cost White %2 % of winning chance.</source>
        <translation>En la partida, las blancas jugaron aquí %1: un error grave que les costó un %2 % de posibilidades de ganar.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, White played %1 here: a mistake that cost White %2 % of winning chance.</source>
        <translation>En la partida, las blancas jugaron aquí %1: un error que les costó un %2 % de posibilidades de ganar.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, Black played %1 here: a blunder that cost Black %2 % of winning chance.</source>
        <translation>En la partida, las negras jugaron aquí %1: un error grave que les costó un %2 % de posibilidades de ganar.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>In the game, Black played %1 here: a mistake that cost Black %2 % of winning chance.</source>
        <translation>En la partida, las negras jugaron aquí %1: un error que les costó un %2 % de posibilidades de ganar.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Find a better move.</source>
        <translation>Encuentra una jugada mejor.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Checking %1…</source>
        <translation>Comprobando %1…</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is White's answer; the stacks it cuts off are red.</source>
        <translation>La flecha roja es la respuesta de las blancas; las pilas que aísla están en rojo.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is White's answer.</source>
        <translation>La flecha roja es la respuesta de las blancas.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is Black's answer; the stacks it cuts off are red.</source>
        <translation>La flecha roja es la respuesta de las negras; las pilas que aísla están en rojo.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The red arrow is Black's answer.</source>
        <translation>La flecha roja es la respuesta de las negras.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Well found! %1 is the best move.</source>
        <translation>¡Bien visto! %1 es la mejor jugada.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Well found! %1 is as good as the best move, %2.</source>
        <translation>¡Bien visto! %1 es tan buena como la mejor jugada, %2.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>%1 is better than %2, the move of the game, but not the best.</source>
        <translation>%1 es mejor que %2, la jugada de la partida, pero no la mejor.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>%1 is no better than %2, the move of the game.</source>
        <translation>%1 no es mejor que %2, la jugada de la partida.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Try again, or press Show me.</source>
        <translation>Inténtalo de nuevo o pulsa Muéstramelo.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The line: %1 (Line ▶ plays it on the board).</source>
        <translation>La línea: %1 (Línea ▶ la juega en el tablero).</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The better move is %1.</source>
        <translation>La mejor jugada es %1.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>This move could not be checked: %1</source>
        <translation>No se pudo comprobar esta jugada: %1</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>There is no mistake or blunder to learn from here.</source>
        <translation>Aquí no hay ningún error ni error grave del que aprender.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Line ▶</source>
        <translation>Línea ▶</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Finish ▶</source>
        <translation>Terminar ▶</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>The end</source>
        <translation>Fin</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Aprende de tus errores</translation>
    </message>
</context>
<context>
    <name>ReviewPane</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Aprende de tus errores</translation>
    </message>
</context>
<context>
    <name>ReviewPane</name>
    <message>
        <source>Find the better move yourself, mistake after mistake</source>
        <translation>Encuentra tú mismo la jugada mejor, error tras error</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Aprende de tus errores</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Learn from mistakes</source>
        <translation>Aprender de errores</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Find the better moves of this reviewed game yourself</source>
        <translation>Encuentra tú mismo las jugadas mejores de esta partida revisada</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The review of this game found no mistake to learn from.</source>
        <translation>La revisión de esta partida no encontró ningún error del que aprender.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Aprende de tus errores</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>Position %1 of %n</source>
        <translation>
            <numerusform>Posición %1 de %n</numerusform>
            <numerusform>Posición %1 de %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>Line: move %1 of %n, %2</source>
        <translation>
            <numerusform>Línea: jugada %1 de %n, %2</numerusform>
            <numerusform>Línea: jugada %1 de %n, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>You found %1 of %n position(s).</source>
        <translation>
            <numerusform>Has encontrado %1 de %n posición.</numerusform>
            <numerusform>Has encontrado %1 de %n posiciones.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>%n at the first try.</source>
        <translation>
            <numerusform>%n al primer intento.</numerusform>
            <numerusform>%n al primer intento.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>%n shown.</source>
        <translation>
            <numerusform>%n mostrada.</numerusform>
            <numerusform>%n mostradas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>%n not answered: Previous goes back.</source>
        <translation>
            <numerusform>%n sin respuesta: Anterior vuelve atrás.</numerusform>
            <numerusform>%n sin respuesta: Anterior vuelve atrás.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Show who is ahead and the computer's best line for the position on the board</source>
        <translation>Mostrar quién va ganando y la mejor línea del ordenador para la posición mostrada</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Play a friend on&amp;line…</source>
        <translation>Jugar con un amigo en &amp;línea…</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a message longer than the game allows.</source>
        <translation>El otro lado envió un mensaje más largo de lo que el juego permite.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a message that is not part of the game.</source>
        <translation>El otro lado envió un mensaje que no forma parte del juego.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a move the rules do not allow: %1.</source>
        <translation>El otro lado envió una jugada que las reglas no permiten: %1.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent a message out of turn.</source>
        <translation>El otro lado envió un mensaje fuera de turno.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The other side sent too many messages.</source>
        <translation>El otro lado envió demasiados mensajes.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>After reconnecting, the two sides do not have the same game.</source>
        <translation>Tras reconectar, los dos lados no tienen la misma partida.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>This code is wrong: check it with your friend and try again.</source>
        <translation>Este código es incorrecto: compruébalo con tu amigo y vuelve a intentarlo.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Nobody is waiting with this code: check it with your friend.</source>
        <translation>Nadie espera con este código: compruébalo con tu amigo.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The connection could not be made. Check the internet connection.</source>
        <translation>No se pudo establecer la conexión. Comprueba la conexión a Internet.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend has left.</source>
        <translation>Tu amigo se ha ido.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Connected</source>
        <translation>Conectado</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Connection lost — waiting</source>
        <translation>Conexión perdida — esperando</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Reconnecting — waiting for your friend</source>
        <translation>Reconectando — esperando a tu amigo</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Disconnected</source>
        <translation>Desconectado</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend</source>
        <translation>Tu amigo</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>%1 plays %2 (drawn at random).</source>
        <translation>%1 juega con %2 (sorteado).</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 juega con %2.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>You play %1.</source>
        <translation>Tú juegas con %1.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Random setup.</source>
        <translation>Colocación aleatoria.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Standard placement.</source>
        <translation>Colocación normal.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Clock: %1 min each, %2 s more a move.</source>
        <translation>Reloj: %1 min cada uno, %2 s más por jugada.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Clock: %1 min each.</source>
        <translation>Reloj: %1 min cada uno.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>No clock.</source>
        <translation>Sin reloj.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Online game</source>
        <translation>Partida en línea</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Your friend declined the takeback.</source>
        <translation>Tu amigo rechazó deshacer la jugada.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Takeback offered: waiting for the answer.</source>
        <translation>Deshacer propuesto: esperando la respuesta.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You have no move to take back now.</source>
        <translation>Ahora no tienes ninguna jugada que deshacer.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Friend</source>
        <translation>Amigo</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>The game is kept in My games as it stood.</source>
        <translation>La partida se guarda en Mis partidas tal como estaba.</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Re&amp;connect</source>
        <translation>Re&amp;conectar</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Offer a &amp;takeback</source>
        <translation>Proponer &amp;deshacer</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Resign</source>
        <translation>Abandonar</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Your friend asks to take back a move.</source>
        <translation>Tu amigo pide deshacer una jugada.</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Say something to your friend</source>
        <translation>Di algo a tu amigo</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Play a friend online</source>
        <translation>Jugar con un amigo en línea</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Your name:</source>
        <translation>Tu nombre:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Invite a friend</source>
        <translation>&amp;Invitar a un amigo</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>the code your friend reads out, e.g. 7-crossover-clockwork</source>
        <translation>el código que te lee tu amigo, p. ej. 7-crossover-clockwork</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Code:</source>
        <translation>Código:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>the public server</source>
        <translation>el servidor público</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Server:</source>
        <translation>Servidor:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Read this code out to your friend:</source>
        <translation>Léele este código a tu amigo:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Drawn at random</source>
        <translation>Sorteado</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>You play:</source>
        <translation>Juegas con:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Standard placement</source>
        <translation>Colocación normal</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Random setup</source>
        <translation>Colocación aleatoria</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Start:</source>
        <translation>Inicio:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>No clock</source>
        <translation>Sin reloj</translation>
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
        <translation> s por jugada</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Clock:</source>
        <translation>Reloj:</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Propose</source>
        <translation>&amp;Proponer</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Aceptar</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Rechazar</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Getting a code…</source>
        <translation>Obteniendo un código…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>A code is a number and words, e.g. 7-crossover-clockwork.</source>
        <translation>Un código es un número y palabras, p. ej. 7-crossover-clockwork.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Waiting for your friend to accept…</source>
        <translation>Esperando a que tu amigo acepte…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Declined: waiting for other terms…</source>
        <translation>Rechazado: esperando otras condiciones…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Waiting for your friend…</source>
        <translation>Esperando a tu amigo…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Someone tried a wrong code. The invitation stays open for the right one.</source>
        <translation>Alguien probó un código incorrecto. La invitación sigue abierta para el correcto.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Your friend is here: choose the game.</source>
        <translation>Tu amigo está aquí: elige la partida.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Connected: waiting for your friend's terms…</source>
        <translation>Conectado: esperando las condiciones de tu amigo…</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Your friend declined: change the terms and propose again.</source>
        <translation>Tu amigo rechazó: cambia las condiciones y vuelve a proponer.</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Re&amp;match</source>
        <translation>&amp;Revancha</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Rematch proposed: waiting for the answer.</source>
        <translation>Revancha propuesta: esperando la respuesta.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>Your friend declined the rematch.</source>
        <translation>Tu amigo rechazó la revancha.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend left the game</source>
        <translation>Tu amigo salió de la partida</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>%1 left the game</source>
        <translation>%1 salió de la partida</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Detener</translation>
    </message>
</context>
<context>
    <name>OnlineBar</name>
    <message>
        <source>Continue &amp;online</source>
        <translation>Continuar en &amp;línea</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>This online game was interrupted.</source>
        <translation>Esta partida en línea se interrumpió.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>This game was played online, but what continuing it online needs could not be read from its record: it opens as an ordinary game.</source>
        <translation>Esta partida se jugó en línea, pero lo necesario para continuarla en línea no se pudo leer de su registro: se abre como una partida normal.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Not connected: press Continue online to play on with your friend.</source>
        <translation>Sin conexión: pulsa Continuar en línea para seguir jugando con tu amigo.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Wait a moment: the game is being matched with your friend's.</source>
        <translation>Un momento: la partida se está sincronizando con la de tu amigo.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your takeback offer waits for your friend's answer.</source>
        <translation>Tu propuesta de deshacer espera la respuesta de tu amigo.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your time is up.</source>
        <translation>Se te ha acabado el tiempo.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>It is your friend's turn: their moves come from their side.</source>
        <translation>Es el turno de tu amigo: sus jugadas llegan desde su lado.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You stopped waiting. The game is kept in My games: Continue online when your friend is back.</source>
        <translation>Has dejado de esperar. La partida se guarda en Mis partidas: Continuar en línea cuando tu amigo vuelva.</translation>
    </message>
</context>
<context>
    <name>OnlineActions</name>
    <message>
        <source>You left the online game. It is kept in My games, where you can continue it online.</source>
        <translation>Has salido de la partida en línea. Se guarda en Mis partidas, donde puedes continuarla en línea.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and takes your stack with a DVONN piece on %2.</source>
        <translation>Tras esto, las blancas juegan %1 y se apoderan de tu pila con una pieza DVONN en %2.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and takes your stack with a DVONN piece on %2.</source>
        <translation>Tras esto, las negras juegan %1 y se apoderan de tu pila con una pieza DVONN en %2.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Your side lines and comments are kept with the game in My games.</source>
        <translation>Tus variantes y comentarios se guardan con la partida en Mis partidas.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Your side lines cannot be kept with the game in My games now (it is open in another window, or cannot be written): use Save as… to keep them.</source>
        <translation>Tus variantes no pueden guardarse ahora con la partida en Mis partidas (está abierta en otra ventana, o no se puede escribir): usa Guardar como… para conservarlas.</translation>
    </message>
</context>
<context>
    <name>ReviewUi</name>
    <message>
        <source>The review is there once the online game is over</source>
        <translation>La revisión estará disponible cuando termine la partida en línea</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The analysis board opens once the online game is over.</source>
        <translation>El tablero de análisis se abre cuando termina la partida en línea.</translation>
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
        <translation>El DVONN 3D %1 de tu amigo habla una versión más reciente del juego en línea (%2, este habla %3): instala DVONN 3D %1 o posterior para jugar juntos.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Your friend's DVONN 3D %1 speaks an older version of the online game (%2, this one speaks %3): your friend needs to install DVONN 3D %4 or later to play each other.</source>
        <translation>El DVONN 3D %1 de tu amigo habla una versión más antigua del juego en línea (%2, este habla %3): tu amigo necesita instalar DVONN 3D %4 o posterior para jugar juntos.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Wrong codes were tried five times, so the invitation was ended: nobody can guess it. Invite again for a new code.</source>
        <translation>Se han probado códigos erróneos cinco veces, así que la invitación se ha cerrado: nadie puede adivinarla. Invita de nuevo para obtener un código nuevo.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, White plays %1 and cuts off %3 of your stacks (%2 pieces).</source>
        <translation>Tras esto, las blancas juegan %1 y aíslan %3 de tus pilas (%2 piezas).</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>After this, Black plays %1 and cuts off %3 of your stacks (%2 pieces).</source>
        <translation>Tras esto, las negras juegan %1 y aíslan %3 de tus pilas (%2 piezas).</translation>
    </message>
</context>
</TS>
