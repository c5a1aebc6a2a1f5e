import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/material/styles';
import { capitalize } from '@mui/material/utils';
import { gridFitStyles } from './gridFit';

/**
 * The look of MUI's TableRow and small body TableCell (MUI 7), and of react-admin's EmailField
 * link, as ONE style block on the grid: the lean rows (SchemaTableBody) carry the same global
 * classes as MUI's, and these rules give them MUI's styles, the theme's overrides included.
 * MUI would serialise and hash a style object per cell on every render instead.
 */
export const LEAN_ROW = 'SchemaGrid-row';
export const LEAN_CELL = 'SchemaGrid-cell';
/** A status chip in a lean cell (cellFor.tsx): MUI's small Chip, filled or outlined. */
export const LEAN_CHIP = 'SchemaGrid-chip';

// The classes react-admin's fields carry (Typography body2, Link), without their emotion class:
// the grid styles them once.
export const TYPOGRAPHY_CLASS = 'MuiTypography-root MuiTypography-body2';
export const LINK_CLASS = `${TYPOGRAPHY_CLASS} MuiLink-root MuiLink-underlineAlways SchemaGrid-link`;
/** A copy icon button in a lean cell (CopyButton's CellCopyButton): MUI's small IconButton. */
export const LEAN_COPY = 'SchemaGrid-copy';

/** A row action's button in a lean row (SchemaActions in a grid): MUI's small Button. */
export const LEAN_BUTTON = 'SchemaGrid-button';

/** A row's selection checkbox in a lean row (SchemaTableBody): MUI's Checkbox. */
export const LEAN_CHECKBOX = 'SchemaGrid-checkbox';

/** The palette colours a status choice may name (Choice['color'] besides 'default'). */
const CHIP_COLOURS = ['primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;

type Override = CSSObject | ((props: { theme: Theme; ownerState: object }) => CSSObject);

/** A theme's styleOverrides slot, resolved as MUI resolves it for a body cell or a row. */
function overrideOf(theme: Theme, component: string, slot: string): CSSObject {
  const components = theme.components as
    Record<string, { styleOverrides?: Record<string, Override> }> | undefined;
  const style = components?.[component]?.styleOverrides?.[slot];
  if (!style) return {};
  const ownerState = { variant: 'body', size: 'small', padding: 'normal', hover: true };
  return typeof style === 'function' ? style({ theme, ownerState }) : style;
}

export function leanGridStyles(theme: Theme): CSSObject {
  const { palette } = theme;
  const divider = alpha(palette.divider, 1);
  const border = palette.mode === 'light' ? lighten(divider, 0.88) : darken(divider, 0.68);
  const linkColor = palette.primary.main;
  return {
    [`& tr.${LEAN_ROW}`]: {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 0,
      '&.MuiTableRow-hover:hover': { backgroundColor: palette.action.hover },
      ...overrideOf(theme, 'MuiTableRow', 'root'),
    },
    // Before the cells' rules: a checkbox cell takes its padding off, as it does off MUI's.
    [`& td.${LEAN_CELL} .${LEAN_CHECKBOX}`]: leanCheckboxStyles(theme),
    [`& td.${LEAN_CELL}`]: {
      ...(theme.typography.body2 as CSSObject),
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${border}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
      ...overrideOf(theme, 'MuiTableCell', 'root'),
      ...overrideOf(theme, 'MuiTableCell', 'body'),
      ...overrideOf(theme, 'MuiTableCell', 'sizeSmall'),
      '&.MuiTableCell-paddingCheckbox': {
        width: 24,
        padding: '0 12px 0 16px',
        '& > *': { padding: 0 },
        ...overrideOf(theme, 'MuiTableCell', 'paddingCheckbox'),
      },
    },
    [`& td.${LEAN_CELL} .${LEAN_COPY}`]: leanCopyStyles(theme),
    [`& td.${LEAN_CELL} .${LEAN_BUTTON}`]: leanButtonStyles(theme),
    // MUI's Link (underline="always", primary colour) inside a body2 Typography.
    [`& td.${LEAN_CELL} a.SchemaGrid-link`]: {
      margin: 0,
      ...(theme.typography.body2 as CSSObject),
      color: linkColor,
      textDecoration: 'underline',
      textDecorationColor: alpha(linkColor, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
    [`& td.${LEAN_CELL} span.MuiTypography-body2`]: {
      margin: 0,
      ...(theme.typography.body2 as CSSObject),
    },
    // Less specific than the compact grid's chip height (gridFit.ts), as MUI's own chip is.
    ...leanChipSx(theme),
    // After the cells' own padding: compact rows override it.
    ...gridFitStyles(palette),
  };
}

/**
 * MUI 7's Checkbox (ButtonBase, SwitchBase, Checkbox and SvgIcon roots, primary colour), with
 * the theme's overrides: its focused outline (MuiButtonBase) and MuiCheckbox's own.
 */
function leanCheckboxStyles(theme: Theme): CSSObject {
  const { palette } = theme;
  const base = buttonBaseStyles(theme);
  return {
    ...base,
    padding: '9px',
    borderRadius: '50%',
    color: palette.text.secondary,
    '&:hover': { backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) },
    '&.Mui-checked': { color: palette.primary.main },
    '&.Mui-disabled': { color: palette.action.disabled, pointerEvents: 'none', cursor: 'default' },
    ...overrideOf(theme, 'MuiCheckbox', 'root'),
    // The focus is the input's, inside the root: the same outline from its state.
    '&:has(> input:focus-visible)': base['&:focus-visible'],
    '& > input': {
      cursor: 'inherit',
      position: 'absolute',
      opacity: 0,
      width: '100%',
      height: '100%',
      top: 0,
      left: 0,
      margin: 0,
      padding: 0,
      zIndex: 1,
    },
    '& > svg': svgIconStyles(theme, 24),
  };
}

/** ButtonBase's root, as MUI 7 styles it, with the theme's overrides (its focus outline). */
function buttonBaseStyles(theme: Theme): CSSObject {
  const base = overrideOf(theme, 'MuiButtonBase', 'root');
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    backgroundColor: 'transparent',
    outline: 0,
    border: 0,
    margin: 0,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    appearance: 'none',
    textDecoration: 'none',
    ...base,
    // ButtonBase's focus-visible class, from the element's own state.
    '&:focus-visible': base['&.Mui-focusVisible'],
  };
}

/** MUI 7's small IconButton (no ripple: the theme's) holding a small SvgIcon. */
function leanCopyStyles(theme: Theme): CSSObject {
  const { palette } = theme;
  return {
    ...buttonBaseStyles(theme),
    borderRadius: '50%',
    padding: '5px',
    textAlign: 'center',
    flex: '0 0 auto',
    fontSize: theme.typography.pxToRem(18),
    color: palette.action.active,
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover': {
      backgroundColor: alpha(palette.action.active, palette.action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    ...overrideOf(theme, 'MuiIconButton', 'root'),
    '& > svg': svgIconStyles(theme, 20),
    '& > svg.MuiSvgIcon-colorSuccess': { color: palette.success.main },
    // An explorer link's icon takes the button's size, as OpenInNewIcon fontSize="inherit" does.
    '& > svg.MuiSvgIcon-fontSizeInherit': { fontSize: 'inherit' },
  };
}

/**
 * MUI 7's small Button, contained or outlined, in each palette colour, without elevation (the
 * theme's default), with the theme's overrides (Button.js; its colours through the same CSS
 * variables). Lengths are strings: these rules go through `sx`.
 */
function leanButtonStyles(theme: Theme): CSSObject {
  const { palette } = theme;
  const override = overrideOf(theme, 'MuiButton', 'root');
  // A bare number in `sx` would be a multiple of the theme's radius: in pixels, as MUI reads it.
  const radius = override.borderRadius ?? theme.shape.borderRadius;
  const colours = Object.fromEntries(
    CHIP_COLOURS.map((colour) => {
      const { main, dark, contrastText } = palette[colour];
      const hoverBg = alpha(main, palette.action.hoverOpacity);
      return [
        `&.MuiButton-color${capitalize(colour)}`,
        {
          '--variant-outlinedColor': main,
          '--variant-outlinedBorder': alpha(main, 0.5),
          '--variant-containedColor': contrastText,
          '--variant-containedBg': main,
          '@media (hover: hover)': {
            '&:hover': {
              '--variant-containedBg': dark,
              '--variant-outlinedBorder': main,
              '--variant-outlinedBg': hoverBg,
            },
          },
        },
      ];
    }),
  );
  return {
    ...buttonBaseStyles(theme),
    ...(theme.typography.button as CSSObject),
    minWidth: '64px',
    border: 0,
    fontSize: theme.typography.pxToRem(13),
    transition: theme.transitions.create(
      ['background-color', 'box-shadow', 'border-color', 'color'],
      {
        duration: theme.transitions.duration.short,
      },
    ),
    '&:hover': { textDecoration: 'none' },
    '&.MuiButton-contained': {
      padding: '4px 10px',
      color: 'var(--variant-containedColor)',
      backgroundColor: 'var(--variant-containedBg)',
    },
    '&.MuiButton-outlined': {
      padding: '3px 9px',
      border: '1px solid currentColor',
      borderColor: 'var(--variant-outlinedBorder, currentColor)',
      backgroundColor: 'var(--variant-outlinedBg)',
      color: 'var(--variant-outlinedColor)',
    },
    ...colours,
    '&.Mui-disabled': {
      color: palette.action.disabled,
      pointerEvents: 'none',
      cursor: 'default',
    },
    '&.MuiButton-contained.Mui-disabled': { backgroundColor: palette.action.disabledBackground },
    '&.MuiButton-outlined.Mui-disabled': {
      border: `1px solid ${palette.action.disabledBackground}`,
    },
    '& > .MuiButton-startIcon': {
      display: 'inherit',
      marginRight: '8px',
      marginLeft: '-2px',
      '& > *:nth-of-type(1)': { fontSize: '18px' },
    },
    ...override,
    borderRadius: typeof radius === 'number' ? `${radius}px` : radius,
  };
}

/** MUI 7's SvgIcon root at `px` (medium 24, small 20). */
function svgIconStyles(theme: Theme, px: number): CSSObject {
  return {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
    fill: 'currentColor',
    fontSize: theme.typography.pxToRem(px),
  };
}

/** The lean status chips' look outside a grid (the phone's cards render the same cells). */
export const leanChipSx = (theme: Theme): CSSObject => ({
  [`& .${LEAN_CHIP}`]: leanChipStyles(theme),
});

/**
 * MUI 7's small Chip (Chip.js): its root and label, filled per colour and outlined by default.
 * Lengths are strings: these rules go through `sx`, which reads a bare number as theme units.
 */
function leanChipStyles(theme: Theme): CSSObject {
  const { palette } = theme;
  const filled = Object.fromEntries(
    CHIP_COLOURS.map((colour) => [
      `&.MuiChip-filled.MuiChip-color${capitalize(colour)}`,
      { backgroundColor: palette[colour].main, color: palette[colour].contrastText },
    ]),
  );
  return {
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '24px',
    lineHeight: 1.5,
    color: palette.text.primary,
    backgroundColor: palette.action.selected,
    borderRadius: '16px',
    whiteSpace: 'nowrap',
    outline: 0,
    border: 0,
    padding: 0,
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    ...overrideOf(theme, 'MuiChip', 'root'),
    // StatusChip's own sx.
    fontWeight: 600,
    alignSelf: 'flex-start',
    '& > .MuiChip-label': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      paddingLeft: '8px',
      paddingRight: '8px',
      whiteSpace: 'nowrap',
    },
    '&.MuiChip-outlined': {
      backgroundColor: 'transparent',
      border: `1px solid ${palette.mode === 'light' ? palette.grey[400] : palette.grey[700]}`,
      '& > .MuiChip-label': { paddingLeft: '7px', paddingRight: '7px' },
    },
    ...filled,
  };
}
