import type { THEMES } from '../../shared/settings.js';

export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = 'willow-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark' || value === 'system';

export const prefersDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

/** Applies light, dark or system (following the device) at once, and remembers it to avoid a flash. */
export function applyTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // private mode: the theme still applies for this visit
  }
  const dark = theme === 'dark' || (theme === 'system' && prefersDark());
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export function storedTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export const applyStoredTheme = () => applyTheme(storedTheme());

/** While the theme is 'system', follows the device when it switches between light and dark. */
export function followSystemTheme(getTheme: () => Theme): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(DARK_QUERY);
  const update = () => {
    if (getTheme() === 'system') applyTheme('system');
  };
  list.addEventListener('change', update);
  return () => list.removeEventListener('change', update);
}
