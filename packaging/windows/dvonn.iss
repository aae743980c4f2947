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

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Files the game may leave in its own folder (none expected); never the player's data.
Type: filesandordirs; Name: "{app}"
