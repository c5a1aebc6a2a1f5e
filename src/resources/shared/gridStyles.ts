import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/material/styles';
import { gridFitStyles } from './gridFit';

/**
 * The look of MUI's TableRow and small body TableCell (MUI 7), and of react-admin's EmailField
 * link, as ONE style block on the grid: the lean rows (SchemaTableBody) carry the same global
 * classes as MUI's, and these rules give them MUI's styles, the theme's overrides included.
 * MUI would serialise and hash a style object per cell on every render instead.
 */
export const LEAN_ROW = 'SchemaGrid-row';
export const LEAN_CELL = 'SchemaGrid-cell';

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
    // After the cells' own padding: compact rows override it.
    ...gridFitStyles(palette),
  };
}
