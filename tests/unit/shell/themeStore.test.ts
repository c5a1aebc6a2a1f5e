import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getTheme,
  initTheme,
  resetThemeForTests,
  setTheme,
  subscribeTheme,
  THEME_STORAGE_KEY,
  toggleTheme,
} from '../../../src/custom/theme/themeStore';

function mockSystemPreference(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: dark && query === '(prefers-color-scheme: dark)',
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

const hasDarkClass = () => document.documentElement.classList.contains('dark');

describe('theme store', () => {
  beforeEach(() => {
    resetThemeForTests();
    document.documentElement.classList.remove('dark');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the saved choice, whatever the system prefers', () => {
    mockSystemPreference(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(initTheme()).toBe('light');
    expect(hasDarkClass()).toBe(false);
  });

  it('follows the system preference when nothing is saved', () => {
    mockSystemPreference(true);
    expect(getTheme()).toBe('dark');
    expect(hasDarkClass()).toBe(true);

    resetThemeForTests();
    mockSystemPreference(false);
    expect(getTheme()).toBe('light');
    expect(hasDarkClass()).toBe(false);
  });

  it('ignores a saved value that is not a theme', () => {
    mockSystemPreference(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(initTheme()).toBe('light');
  });

  it('toggling saves the choice under `theme` and sets the dark class', () => {
    mockSystemPreference(false);
    expect(getTheme()).toBe('light');
    expect(toggleTheme()).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(hasDarkClass()).toBe(true);
    toggleTheme();
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(hasDarkClass()).toBe(false);
  });

  it('tells subscribers, until they unsubscribe', () => {
    mockSystemPreference(false);
    const seen: string[] = [];
    const unsubscribe = subscribeTheme((mode) => seen.push(mode));
    setTheme('dark');
    unsubscribe();
    setTheme('light');
    expect(seen).toEqual(['dark']);
  });
});
