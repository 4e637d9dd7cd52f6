; Inno Setup script (6.3 or later, or 7) for Canfield: per-user or all-users install of the PyInstaller bundle,
; Start-menu and optional desktop shortcuts, and an uninstaller that keeps the player's saved
; statistics unless they tick a box.
;
; Compiled by `python packaging/build.py installer` on Windows, which passes:
;   /DAppVersion=0.1.0 /DVersionNumbers=0.1.0.0 /DAppId=io.github.canfield_solitaire.Canfield
;   /DBundleDir=<repo>\dist\canfield /DIconFile=<repo>\build\icons\canfield.ico
;   /DOutputDir=<repo>\dist /DLicenseFile=<repo>\LICENSE
; Saved as UTF-8 with a byte-order mark: Inno Setup reads it as Unicode only then.
; Needs Inno Setup 6.3 or later: ArchitecturesAllowed=x64compatible came with 6.3.

#ifndef AppVersion
  #error Pass /DAppVersion=... (packaging/build.py does)
#endif
#ifndef VersionNumbers
  #error Pass /DVersionNumbers=0.1.0.0 (packaging/build.py does)
#endif
#ifndef AppId
  #error Pass /DAppId=... (packaging/build.py does)
#endif
#ifndef BundleDir
  #error Pass /DBundleDir=... (packaging/build.py does)
#endif
#ifndef IconFile
  #error Pass /DIconFile=... (packaging/build.py does)
#endif
#ifndef OutputDir
  #error Pass /DOutputDir=... (packaging/build.py does)
#endif
#ifndef LicenseFile
  #error Pass /DLicenseFile=... (packaging/build.py does)
#endif

; Two settings a build may change (scripts/build-windows.sh does, for its per-user test under Wine,
; which cannot expand {autopf} for a per-user install): the install folder and the compression.
#ifndef DefaultDir
  #define DefaultDir "{autopf}\Canfield"
#endif
#ifndef Compression
  #define Compression "lzma2/max"
#endif

#define AppName "Canfield"
#define ExeName "canfield.exe"
; platformdirs' folder for app "canfield" (appauthor=False): settings, statistics and the saved game.
#define DataDirName "canfield"

[Setup]
AppId={#AppId}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Canfield developers
AppPublisherURL=https://github.com/canfield-solitaire/canfield
AppSupportURL=https://github.com/canfield-solitaire/canfield/issues
AppCopyright=© The Canfield developers. MIT licence.
; Windows wants four numbers here even for a version such as 1.0rc1.
VersionInfoVersion={#VersionNumbers}
VersionInfoProductName={#AppName}
DefaultDirName={#DefaultDir}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user by default (no administrator rights needed); the first page offers "all users" too.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
; The only per-user area used is the player's data folder, offered for removal only in a per-user
; install (see UserDataDir below), so the warning about all-users installs does not apply.
UsedUserAreasWarning=no
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6.5 and later support Windows 10 version 1809 (build 17763) and later. The README states the same
; minimum; tests/packaging/test_installer_scripts.py checks that the two agree.
MinVersion=10.0.17763
OutputDir={#OutputDir}
OutputBaseFilename={#AppName}-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#ExeName}
UninstallDisplayName={#AppName}
LicenseFile={#LicenseFile}
WizardStyle=modern
Compression={#Compression}
SolidCompression=yes
CloseApplications=yes
ShowLanguageDialog=auto

[Languages]
; Inno Setup ships these three of the game's languages; Arabic and Romanian are not among its
; official translations, so those players get the English wizard.
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "armenian"; MessagesFile: "compiler:Languages\Armenian.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"

[CustomMessages]
english.RemoveDataCaption=Saved statistics
english.RemoveDataText=Canfield keeps your statistics, settings and the game in progress in %1. They stay there, ready for a later install, unless you tick the box below.
english.RemoveDataBox=Also remove my statistics, settings and saved game
armenian.RemoveDataCaption=Պահպանված վիճակագրություն
armenian.RemoveDataText=Canfield-ը ձեր վիճակագրությունը, կարգավորումները և ընթացիկ խաղը պահում է %1 թղթապանակում։ Դրանք կմնան այնտեղ հետագա տեղադրման համար, եթե չնշեք ստորև դաշտը։
armenian.RemoveDataBox=Ջնջել նաև իմ վիճակագրությունը, կարգավորումները և պահված խաղը
russian.RemoveDataCaption=Сохранённая статистика
russian.RemoveDataText=Canfield хранит вашу статистику, настройки и незаконченную игру в папке %1. Они останутся там для будущей установки, если вы не отметите поле ниже.
russian.RemoveDataBox=Также удалить мою статистику, настройки и сохранённую игру

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade first removes the previous version's bundle, so that none of its files (a dropped module,
; an old Qt plugin, the pages of a removed language) stays beside the new ones. Only the bundle's own
; folder: the player's data lives elsewhere ({localappdata}), the uninstaller stays, the executables are
; overwritten.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
; No AppUserModelID: the game does not set one on its process, and a shortcut that declares one the
; window lacks shows as a second taskbar button. Without it, Windows derives the same id for both.
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#ExeName}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#ExeName}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#ExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only the install folder itself, once the uninstaller has removed the files it installed.
Type: dirifempty; Name: "{app}"

[Code]
var
  RemoveUserData: Boolean;

{ The player's data folder, as platformdirs names it for app "canfield" (appauthor=False). }
function UserDataDir(): String;
begin
  Result := ExpandConstant('{localappdata}\{#DataDirName}');
end;

{ True when the uninstaller was started with the given switch, e.g. /REMOVEUSERDATA. }
function HasSwitch(const Name: String): Boolean;
var
  I: Integer;
begin
  Result := False;
  for I := 1 to ParamCount() do
    if CompareText(ParamStr(I), Name) = 0 then
      Result := True;
end;

{ A small dialog with an unticked box; returns True only when the player ticks it and presses OK. }
function AskToRemoveUserData(): Boolean;
var
  Form: TSetupForm;
  Info: TNewStaticText;
  Box: TNewCheckBox;
  OkButton: TNewButton;
begin
#if VER >= EncodeVer(6, 6, 0)
  { Inno Setup 6.6 and later take the client size up front and scale it themselves. }
  Form := CreateCustomForm(420, 160, False, True);
#else
  Form := CreateCustomForm();
  Form.ClientWidth := ScaleX(420);
  Form.ClientHeight := ScaleY(160);
#endif
  try
    Form.Caption := CustomMessage('RemoveDataCaption');

    Info := TNewStaticText.Create(Form);
    Info.Parent := Form;
    Info.AutoSize := False;
    Info.WordWrap := True;
    Info.Left := ScaleX(12);
    Info.Top := ScaleY(12);
    Info.Width := Form.ClientWidth - ScaleX(24);
    Info.Height := ScaleY(64);
    Info.Caption := FmtMessage(CustomMessage('RemoveDataText'), [UserDataDir()]);

    Box := TNewCheckBox.Create(Form);
    Box.Parent := Form;
    Box.Left := ScaleX(12);
    Box.Top := Info.Top + Info.Height + ScaleY(8);
    Box.Width := Form.ClientWidth - ScaleX(24);
    Box.Height := ScaleY(20);
    Box.Caption := CustomMessage('RemoveDataBox');
    Box.Checked := False;

    OkButton := TNewButton.Create(Form);
    OkButton.Parent := Form;
    OkButton.Caption := SetupMessage(msgButtonOK);
    OkButton.ModalResult := mrOk;
    OkButton.Default := True;
    OkButton.Width := ScaleX(75);
    OkButton.Height := ScaleY(23);
    OkButton.Left := Form.ClientWidth - OkButton.Width - ScaleX(12);
    OkButton.Top := Form.ClientHeight - OkButton.Height - ScaleY(12);

    Form.ActiveControl := OkButton;
    { Closing the dialog any other way keeps the data. }
    Result := (Form.ShowModal() = mrOk) and Box.Checked;
  finally
    Form.Free();
  end;
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
begin
  if CurUninstallStep = usUninstall then
  begin
    RemoveUserData := False;
    { In an all-users install the uninstaller may run as an administrator, whose local application
      data folder is not the player's: each player's data then stays, and only a per-user install
      offers removal. No braces inside these comments: Pascal comments do not nest. }
    if (not IsAdminInstallMode()) and DirExists(UserDataDir()) then
    begin
      if UninstallSilent() then
        { Silent uninstalls keep the data unless asked on the command line. }
        RemoveUserData := HasSwitch('/REMOVEUSERDATA')
      else
        RemoveUserData := AskToRemoveUserData();
    end;
  end;
  if (CurUninstallStep = usPostUninstall) and RemoveUserData then
    DelTree(UserDataDir(), True, True, True);
end;
