import type { THEMES } from '../../shared/settings.js';

export type Theme = (typeof THEMES)[number];
const STORAGE_KEY = 'willow-theme';

/** Applies light, dark or system (following the device) at once, and remembers it to avoid a flash. */
export function applyTheme(theme: Theme) {
  localStorage.setItem(STORAGE_KEY, theme);
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
}

export function applyStoredTheme() {
  const stored = localStorage.getItem(STORAGE_KEY);
  applyTheme(stored === 'light' || stored === 'dark' ? stored : 'system');
}
