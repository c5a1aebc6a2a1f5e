import { createHash } from 'node:crypto';

/**
 * Brand colours and glyphs of the seeded assets; any other symbol gets a stable colour and its initials.
 * Plain Latin letters only: a glyph such as ₿ or ₮ is missing from many fonts (headless Chromium
 * draws a box), and an icon has no font to fall back on.
 */
const KNOWN: Record<string, { color: string; glyph: string; text?: string }> = {
  BTC: { color: '#F7931A', glyph: 'B' },
  ETH: { color: '#627EEA', glyph: 'E' },
  USDT: { color: '#26A17B', glyph: 'T' },
  XRP: { color: '#23292F', glyph: 'X' },
  BNB: { color: '#F3BA2F', glyph: 'B', text: '#1E2026' },
  TRX: { color: '#EB0029', glyph: 'T' },
};

export const SYMBOL_PATTERN = /^[A-Z0-9]{1,12}$/;

/** The public URL of an asset's icon (same origin as the API; no auth needed). */
export const coinIconUrl = (symbol: string) =>
  `/api/public/coin-icon/${encodeURIComponent(symbol.toUpperCase())}.svg`;

/** A small round SVG icon for a symbol (the caller checks SYMBOL_PATTERN, so nothing needs escaping). */
export function coinIconSvg(symbol: string): string {
  const known = KNOWN[symbol];
  const color =
    known?.color ??
    `hsl(${parseInt(createHash('sha256').update(symbol).digest('hex').slice(0, 4), 16) % 360} 55% 45%)`;
  const glyph = known?.glyph ?? symbol.slice(0, symbol.length > 3 ? 2 : symbol.length);
  const size = glyph.length === 1 ? 34 : glyph.length === 2 ? 24 : 18;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${symbol}">`,
    `<circle cx="32" cy="32" r="32" fill="${color}"/>`,
    `<circle cx="32" cy="32" r="27" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>`,
    `<text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="Arial, Helvetica, sans-serif"`,
    ` font-weight="700" font-size="${size}" fill="${known?.text ?? '#ffffff'}">${glyph}</text>`,
    '</svg>',
  ].join('');
}
