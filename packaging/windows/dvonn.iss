; DVONN 3D: the Windows installer (Inno Setup 6), wrapping the PyInstaller bundle dist\dvonn.
;
;   python packaging\build_dist.py
;   iscc /DAppVersion=0.1.0 packaging\windows\dvonn.iss
;
; Output: dist\dvonn-VERSION-windows-x64-setup.exe.  A per-user install: no administrator
; rights, the game goes to %LOCALAPPDATA%\Programs\DVONN 3D, with a Start menu entry, an
; optional (ticked) desktop shortcut and an entry in "Installed apps" that uninstalls it.
; Preferences (registry, HKCU\Software\dvonn) and the library of games (%APPDATA%\dvonn) are
; the player's and stay when uninstalling.
; File types (per user, HKCU\Software\Classes, removed when uninstalling): .dvn game records
; open with the game and show the document icon; SGF files get "Open with > DVONN 3D" but
; stay with whatever program opens them now (Go programs use SGF too).
; Paths are relative to this file.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\dvonn"
#endif
#define AppName "DVONN 3D"
#define AppExe "dvonn.exe"

[Setup]
; The AppId identifies the program for upgrades and uninstalling: never change it.
AppId={{CA6F85CB-D963-4875-A69F-7C5538D888B5}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The DVONN 3D team
VersionInfoVersion={#AppVersion}
VersionInfoDescription={#AppName} installer
PrivilegesRequired=lowest
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
UninstallDisplayName={#AppName}
UninstallDisplayIcon={app}\{#AppExe}
SetupIconFile=..\..\assets\icons\dvonn.ico
OutputDir=..\..\dist
OutputBaseFilename=dvonn-{#AppVersion}-windows-x64-setup
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "..\icons\dvn-document.ico"; DestDir: "{app}"; Flags: ignoreversion

[Registry]
; .dvn: DVONN Game Notation, the game's own records (ProgID DVONN3D.Game).
Root: HKA; Subkey: "Software\Classes\.dvn"; ValueType: string; ValueName: ""; ValueData: "DVONN3D.Game"; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\.dvn"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-dvonn-game"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.dvn\OpenWithProgids"; ValueType: string; ValueName: "DVONN3D.Game"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\DVONN3D.Game"; ValueType: string; ValueName: ""; ValueData: "DVONN game record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\DVONN3D.Game\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\dvn-document.ico"
Root: HKA; Subkey: "Software\Classes\DVONN3D.Game\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; .sgf: only listed under "Open with" (OpenWithProgids), never made the default.
Root: HKA; Subkey: "Software\Classes\DVONN3D.SGF"; ValueType: string; ValueName: ""; ValueData: "SGF game record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\DVONN3D.SGF\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\.sgf\OpenWithProgids"; ValueType: string; ValueName: "DVONN3D.SGF"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty
; The name "Open with" shows, and the types the game opens.
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".dvn"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".sgf"; ValueData: ""

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Files the game may leave in its own folder (none expected); never the player's data.
Type: filesandordirs; Name: "{app}"
