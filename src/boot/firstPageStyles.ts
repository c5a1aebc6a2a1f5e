import { palettes } from '../custom/theme/muiThemes';

type Palette = (typeof palettes)['light' | 'dark'];
export type ChipColor = 'success' | 'warning' | 'error' | 'info';

/**
 * The painted first page's look: the admin's palette (muiThemes.ts) and the measures of the
 * shell and the grid at their defaults (MUI 7 small table cells, react-admin's layout with the
 * 248 px sidebar, the list's filter bar and toolbar above the card), so the real grid lands
 * on the painted one's pixels. An e2e test (first-rows.spec.ts) compares the two. It lies over
 * the admin's loading screen (LoadingScreen.css, z-index 1300), under MUI's snackbars (1400).
 */
export function firstPageCss(mode: 'light' | 'dark'): string {
  const p: Palette = palettes[mode];
  const chip = (color: ChipColor) => {
    const main = p[color].main;
    return `.fr-chip-${color}{background:${main};color:${contrastText(main)}}`;
  };
  return `
#first-rows{position:fixed;inset:0;z-index:1350;background:${p.background.default};color:${p.text.primary};
font:16px/1.5 'Inter',system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;overflow:hidden}
#first-rows *{box-sizing:border-box}
.fr-bar{position:absolute;top:0;left:0;right:0;height:58px;z-index:1;background:${p.background.paper};border-bottom:1px solid ${p.divider};
display:flex;align-items:center;padding-left:263px;font-weight:600;font-size:1.05rem}
.fr-side{position:absolute;top:56px;left:0;bottom:0;width:248px;background:${p.background.paper};border-right:1px solid ${p.divider}}
.fr-main{position:absolute;top:56px;left:248px;right:0;bottom:0;padding:20px 24px}
.fr-toolbar{height:120px}
.fr-card{background:${p.background.paper};border:1px solid ${p.divider};border-radius:10px;overflow:hidden}
.fr-scroll{overflow:auto;max-height:max(320px,calc(100dvh - 250px))}
#first-rows table{border-collapse:collapse;border-spacing:0;width:100%}
#first-rows th,#first-rows td{white-space:nowrap;text-align:left;vertical-align:middle;padding:6px 16px;border-bottom:1px solid ${p.divider};
font-size:.875rem}
#first-rows th{font-weight:600;line-height:1.5rem;color:${p.text.secondary};background:${p.background.paper}}
#first-rows td{line-height:1.43}
#first-rows .fr-check{width:24px;padding:0 12px 0 16px}
.fr-sortable{display:inline-flex;align-items:center;height:24px}
.fr-arrow{width:18px;height:18px;margin:0 4px;fill:${p.text.secondary}}
.fr-arrow-up{transform:rotate(180deg)}
.fr-sorted{color:${p.text.primary}}
.fr-box{display:block;width:18px;height:18px;margin:3px;border:2px solid ${p.text.secondary};border-radius:2px}
#first-rows td.fr-clip{overflow:hidden;text-overflow:ellipsis;max-width:260px}
#first-rows th.fr-clip{max-width:260px}
.fr-link{color:${p.primary.main};text-decoration:underline;text-decoration-color:${alpha(p.primary.main, 0.4)}}
.fr-chip{display:inline-flex;align-items:center;height:24px;border-radius:12px;padding:0 8px;font-size:.8125rem;line-height:1.5;font-weight:600}
.fr-chip-default{border:1px solid ${mode === 'light' ? '#bdbdbd' : '#616161'};padding:0 7px}
${(['success', 'warning', 'error', 'info'] as const).map(chip).join('\n')}
`;
}

/** MUI's getContrastText (contrastThreshold 3): white when it reaches 3:1 on the colour. */
export function contrastText(hex: string): string {
  const luminance = relativeLuminance(hex);
  return 1.05 / (luminance + 0.05) >= 3 ? '#fff' : 'rgba(0, 0, 0, 0.87)';
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const alpha = (hex: string, opacity: number) =>
  `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')}, ${opacity})`;
