import type { RaThemeOptions } from 'react-admin';
import type { ThemeMode } from './themeStore';

/**
 * The admin's MUI themes. One shape, two palettes: an exchange look with a green accent (the
 * loading screen's colour), a deep navy dark mode and a cool grey light mode. The public pages'
 * CSS variables (src/index.css) use the same colours so both halves of the app match.
 */
const brand = {
  // Green-700: white text on it, and it on white or the light greys, pass WCAG AA (4.5:1).
  green: '#137a3a',
  greenBright: '#22c55e',
  blue: '#2563eb',
  blueBright: '#60a5fa',
};

export const palettes = {
  light: {
    mode: 'light' as const,
    primary: { main: brand.green, contrastText: '#ffffff' },
    secondary: { main: brand.blue },
    background: { default: '#f4f6f8', paper: '#ffffff' },
    text: { primary: '#1a2027', secondary: '#5b6773' },
    divider: '#dde3ea',
    success: { main: '#15803d' },
    warning: { main: '#b45309' },
    // Red-700: AA on white and on the light green of a selected row.
    error: { main: '#b91c1c' },
    info: { main: '#0369a1' },
  },
  // `dark` is a contained button's hover: one shade down, not MUI's 30 % darker, whose dark
  // label fell under 4.5:1 (4.0–4.3) the moment the pointer was on the button.
  dark: {
    mode: 'dark' as const,
    primary: { main: brand.greenBright, dark: '#16a34a', contrastText: '#06150b' },
    secondary: { main: brand.blueBright, dark: '#3b82f6' },
    background: { default: '#0f1419', paper: '#171d24' },
    text: { primary: '#e6edf3', secondary: '#9aa7b4' },
    divider: '#2a333d',
    success: { main: '#4ade80' },
    warning: { main: '#fbbf24' },
    error: { main: '#f87171', dark: '#ef4444' },
    info: { main: '#38bdf8' },
  },
};

/**
 * An admin whose system asks for less motion gets none: groups, menus and dialogs appear at once
 * (MUI's transitions all go through `transitions.create`). Read once, as the themes are built.
 */
const reducedMotion =
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches === true;

function buildTheme(mode: ThemeMode): RaThemeOptions {
  const p = palettes[mode];
  const dark = mode === 'dark';
  const hover = dark ? 'rgba(255,255,255,0.05)' : 'rgba(15,23,42,0.04)';
  const selected = dark ? 'rgba(34,197,94,0.14)' : 'rgba(22,163,74,0.10)';
  return {
    palette: p,
    shape: { borderRadius: 10 },
    ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
    sidebar: { width: 248, closedWidth: 64 },
    typography: {
      fontFamily:
        "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700, fontSize: '1.6rem' },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 600, fontSize: '1.05rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // No ripple: its mousedown measures the button (a forced layout, ~8 ms on a grid's page
      // button) and mounts an animation in the click's task. Keyboard focus gets an outline.
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `2px solid ${p.primary.main}`, outlineOffset: 2 },
          },
        },
      },
      // react-admin's row checkbox puts its aria-label on the root span, so the input itself has
      // no name (axe: critical). Label the input with it, keeping any inputProps a caller passes.
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            input: (ownerState: object) => {
              const { inputProps, 'aria-label': label } = ownerState as {
                inputProps?: Record<string, unknown>;
                'aria-label'?: string;
              };
              return label ? { 'aria-label': label, ...inputProps } : { ...inputProps };
            },
          },
        },
      },
      MuiCssBaseline: { styleOverrides: { body: { backgroundColor: p.background.default } } },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: {
            backgroundColor: p.background.paper,
            color: p.text.primary,
            borderBottom: `1px solid ${p.divider}`,
          },
        },
      },
      MuiPaper: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: { backgroundImage: 'none' },
          outlined: { borderColor: p.divider },
          elevation0: { border: `1px solid ${p.divider}` },
        },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiMenu: {
        styleOverrides: {
          paper: {
            border: `1px solid ${p.divider}`,
            boxShadow: dark ? '0 12px 32px rgba(0,0,0,0.5)' : '0 12px 32px rgba(15,23,42,0.12)',
          },
        },
      },
      MuiPopover: {
        styleOverrides: {
          paper: {
            border: `1px solid ${p.divider}`,
            boxShadow: dark ? '0 12px 32px rgba(0,0,0,0.5)' : '0 12px 32px rgba(15,23,42,0.12)',
          },
        },
      },
      MuiDialog: {
        styleOverrides: { paper: { border: `1px solid ${p.divider}`, borderRadius: 14 } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 8 } },
      },
      MuiTextField: {
        defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
      },
      MuiFormControl: {
        defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
      },
      MuiTableCell: {
        styleOverrides: {
          root: { borderColor: p.divider },
          head: { fontWeight: 600, color: p.text.secondary, backgroundColor: p.background.paper },
        },
      },
      MuiTableRow: {
        styleOverrides: { root: { '&.MuiTableRow-hover:hover': { backgroundColor: hover } } },
      },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
      MuiDrawer: { styleOverrides: { paper: { backgroundColor: p.background.paper } } },
      RaSidebar: {
        styleOverrides: {
          root: {
            '& .RaSidebar-fixed': {
              backgroundColor: p.background.paper,
              borderRight: `1px solid ${p.divider}`,
            },
            '& .MuiDrawer-paper': { backgroundColor: p.background.paper, borderRight: 0 },
          },
        },
      },
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            margin: '1px 8px',
            color: p.text.secondary,
            '&:hover': { backgroundColor: hover },
            '&.RaMenuItemLink-active': {
              color: p.primary.main,
              backgroundColor: selected,
              fontWeight: 600,
              '& .RaMenuItemLink-icon': { color: p.primary.main },
            },
          },
        },
      },
      RaLayout: { styleOverrides: { root: { backgroundColor: p.background.default } } },
      RaToolbar: { styleOverrides: { root: { backgroundColor: 'transparent' } } },
      RaBulkActionsToolbar: { styleOverrides: { root: { backgroundColor: selected } } },
    },
  };
}

export const lightTheme: RaThemeOptions = /* @__PURE__ */ buildTheme('light');
export const darkTheme: RaThemeOptions = /* @__PURE__ */ buildTheme('dark');
