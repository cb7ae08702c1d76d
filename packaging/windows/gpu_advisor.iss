; Inno Setup script of the Windows installer: a per-user install that needs no administrator rights, in
; English and Simplified Chinese, with a Start-menu entry, an uninstaller (Settings > Apps) and the saved
; scenarios (*.gpuadvisor) opened by GPU Advisor.
;
; Build the bundle first (PyInstaller, packaging/gpu_advisor.spec), then from the repository root:
;   iscc /DAppVersion=0.1.0 packaging\windows\gpu_advisor.iss
; which writes dist\gpu-advisor-0.1.0-windows-x64-setup.exe. Inno Setup 6.x; CI installs it with Chocolatey.
; Saved as UTF-8 with a byte-order mark: Inno Setup reads a script without one as ANSI, garbling the Chinese.

#define AppName "GPU Advisor"
#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\gpu-advisor"
#endif
#define AppExeName "GPU Advisor.exe"
#define ProgId "GPUAdvisor.Scenario"

[Setup]
; The AppId identifies the product to upgrades and the uninstaller: never change it.
AppId={{DCA55290-C414-4BF7-8C78-DDC2FBB0E09C}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
VersionInfoVersion={#AppVersion}
; Per user, no UAC prompt: {autopf} becomes %LOCALAPPDATA%\Programs, HKA becomes HKCU.
PrivilegesRequired=lowest
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
DisableDirPage=auto
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir=..\..\dist
OutputBaseFilename=gpu-advisor-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\resources\icons\gpu-advisor.ico
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
CloseApplications=yes
; The language of Windows' display picks the installer's language; the dialog shows only when in doubt.
ShowLanguageDialog=auto
LanguageDetectionMethod=uilanguage

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
; Simplified Chinese is official from Inno Setup 6.5 on (compiler:Languages\ChineseSimplified.isl). Older
; Inno Setup lacks it: then the unofficial translation (Files/Languages/Unofficial/ChineseSimplified.isl in
; github.com/jrsoftware/issrc) must sit next to this script; the workflow fetches it when needed (README, "Installers").
#ifexist AddBackslash(CompilerPath) + "Languages\ChineseSimplified.isl"
Name: "chinesesimplified"; MessagesFile: "compiler:Languages\ChineseSimplified.isl"
#else
Name: "chinesesimplified"; MessagesFile: "ChineseSimplified.isl"
#endif

[CustomMessages]
english.AppComment=Which GPUs to buy or rent for a private LLM (works offline)
chinesesimplified.AppComment=为私有化大模型选择购买或租用的 GPU（离线运行）
english.ScenarioType=GPU Advisor scenario
chinesesimplified.ScenarioType=GPU 选型顾问方案

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller onedir bundle: GPU Advisor.exe (windowed), gpu-advisor-debug.exe (the same app with a
; console, for support; no shortcut) and gpu-advisor.exe (command line) sharing _internal\.
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the bundle wholesale, so no library of an older version lingers in _internal\.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Comment: "{cm:AppComment}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon

[Registry]
; File association, per user (HKCU\Software\Classes; nothing machine-wide). Saved scenarios are
; <name>.gpuadvisor, a type of their own that a double-click opens in GPU Advisor. Windows tells a file's type
; by its last extension only, so older <name>.gpuadvisor.json files are ".json" to Explorer: for those GPU
; Advisor joins the "Open with" list of .json files (OpenWithProgids) without taking .json from the buyer's editor.
Root: HKCU; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:ScenarioType}"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExeName},0"
Root: HKCU; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" ""%1"""
Root: HKCU; Subkey: "Software\Classes\.gpuadvisor"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKCU; Subkey: "Software\Classes\.gpuadvisor\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKCU; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExeName}\SupportedTypes"; ValueType: string; ValueName: ".gpuadvisor"; ValueData: ""; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExeName}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExeName}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" ""%1"""

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
