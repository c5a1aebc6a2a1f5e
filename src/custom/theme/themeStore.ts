/**
 * The theme mode, shared by the login page and the admin: 'dark' or 'light', saved in
 * localStorage under `theme`. The initial value is the saved choice, otherwise the system
 * preference. The `dark` class on the document element follows it. Plain TypeScript on purpose:
 * the login page uses it, and its first-load bundle must not pull in MUI or react-admin.
 */
import { useSyncExternalStore } from 'react';

export type ThemeMode = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

type Listener = (mode: ThemeMode) => void;
const listeners = new Set<Listener>();
let current: ThemeMode | undefined;

function readSaved(): ThemeMode | undefined {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'dark' || saved === 'light' ? saved : undefined;
  } catch {
    return undefined; // storage blocked (privacy mode): fall back to the system preference
  }
}

function systemPreference(): ThemeMode {
  if (typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function applyToDocument(mode: ThemeMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}

/** The saved choice, else the system preference; applies it to the document. */
export function initTheme(): ThemeMode {
  current = readSaved() ?? systemPreference();
  applyToDocument(current);
  return current;
}

export function getTheme(): ThemeMode {
  return current ?? initTheme();
}

export function setTheme(mode: ThemeMode): void {
  current = mode;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // not persisted, still applied for this page
  }
  applyToDocument(mode);
  listeners.forEach((listener) => listener(mode));
}

export function toggleTheme(): ThemeMode {
  const next: ThemeMode = getTheme() === 'dark' ? 'light' : 'dark';
  setTheme(next);
  return next;
}

/** Called with the new mode on every change; returns the unsubscribe function. */
export function subscribeTheme(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current mode as React state. */
export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribeTheme, getTheme, getTheme);
}

/** Test hook: forget the in-memory value so the next read starts from storage again. */
export function resetThemeForTests(): void {
  current = undefined;
  listeners.clear();
}
