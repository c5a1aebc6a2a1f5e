import { describe, expect, it } from 'vitest';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { darkTheme, lightTheme } from '../../../src/custom/theme/muiThemes';

/**
 * A contained button's label stays readable in both themes, at rest and under the pointer: MUI
 * paints a hovered contained button with the colour's `dark` shade, and WCAG AA asks 4.5:1 of
 * its label (14 px text, not "large").
 */
const COLOURS = ['primary', 'secondary', 'error', 'warning', 'success', 'info'] as const;

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('the %s theme', (_name, options) => {
  const { palette } = createTheme(options);
  it.each(COLOURS)('a %s contained button reads at 4.5:1 at rest and hovered', (colour) => {
    const { main, dark, contrastText } = palette[colour];
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(contrastText, dark)).toBeGreaterThanOrEqual(4.5);
  });
});
