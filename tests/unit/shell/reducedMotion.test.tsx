import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Collapse, createTheme, ThemeProvider } from '@mui/material';

/** The themes read the system's motion preference once, when their module loads. */
async function themesWith(reduce: boolean) {
  vi.resetModules();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
  return import('../../../src/custom/theme/muiThemes');
}

/** The CSS transition of an open Collapse (a sidebar group) under the given theme. */
function groupTransition(options: Parameters<typeof createTheme>[0]) {
  const view = render(
    <ThemeProvider theme={createTheme(options)}>
      <Collapse in data-testid="group">
        Audit trail
      </Collapse>
    </ThemeProvider>,
  );
  const transition = getComputedStyle(screen.getByTestId('group')).transition;
  view.unmount();
  return transition;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reduced motion', () => {
  it('an admin who asks for less motion sees a sidebar group open without a transition', async () => {
    const { lightTheme, darkTheme } = await themesWith(true);
    expect(groupTransition(lightTheme)).toBe('none');
    expect(groupTransition(darkTheme)).toBe('none');
  });

  it('everyone else keeps the opening animation', async () => {
    const { lightTheme } = await themesWith(false);
    expect(groupTransition(lightTheme)).toMatch(/^height \d+ms/);
  });
});
