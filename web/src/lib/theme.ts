import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** Same key and default as the inline script in index.html, which applies it before the first paint. */
export const THEME_STORAGE_KEY = 'petal-theme';

const listeners = new Set<() => void>();

function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function getStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage can be blocked (private modes); the system preference still gives a sensible answer.
  }
  return systemTheme();
}

/** The browser's bar above an installed app: the logo's green, or the dark page colour. */
const THEME_COLOURS: Record<Theme, string> = { light: '#1f5c46', dark: '#0f1513' };

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  // index.html has one per system theme; the app's own choice wins over the system's.
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', THEME_COLOURS[theme]);
  }
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted, but the page still switches.
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/**
 * Listens for the app's own choice and for the system's theme, which an open page follows while no
 * choice is stored (a phone switching to dark at dusk).
 */
function subscribe(listener: () => void) {
  listeners.add(listener);
  const system = window.matchMedia?.('(prefers-color-scheme: dark)');
  system?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    system?.removeEventListener('change', listener);
  };
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, getStoredTheme, () => 'light' as Theme);
  return [theme, setTheme];
}
