import { useEngine } from './EngineContext';

export interface DisplaySettings {
  dark: boolean;
  compact: boolean;
  colorblind: boolean;
}

/** The user's display settings (dark mode, compact mode, colorblind), e.g. for `<ListView compact colorblind>`. Read it in an observer. */
export function useDisplaySettings(): DisplaySettings {
  const { session } = useEngine();
  return displaySettingsOf(session.settings);
}

export function displaySettingsOf(settings: { darkMode?: boolean; compactModeStatus?: boolean; colorblindModeStatus?: boolean }): DisplaySettings {
  return { dark: settings.darkMode === true, compact: settings.compactModeStatus === true, colorblind: settings.colorblindModeStatus === true };
}

/** The classes the shell puts on the root element for the display settings. */
export function displayClasses(settings: DisplaySettings): Record<string, boolean> {
  return {
    'rs-theme-dark': settings.dark,
    'rs-theme-light': !settings.dark,
    'rs-compact': settings.compact,
    'rs-colorblind': settings.colorblind,
  };
}
