/**
 * The code a doc quotes, checked against the file it is quoted from. A quote is a fenced `ts`
 * (or `tsx`, `typescript`) block right after an HTML comment naming its source, relative to the
 * repository: `<!-- from: src/contracts/resources/blockedAddresses.ts -->`.
 *
 * The rule a quote keeps, on lines trimmed of their indentation, blank lines left out on both
 * sides:
 * - a line that is only a comment opening on `…` (`// …`, `// … two more rows`, or the same as a
 *   block comment) stands for any run of the file's lines, none included;
 * - every other line is one line of the file, in order and without a gap, where `…` stands for
 *   any text within that line (`'…'` any quoted value, `{ … }` any one-line object).
 */

export interface Quote {
  /** The file the quote is taken from, relative to the repository ('' when the doc names none). */
  source: string;
  /** The quoted code, as the doc shows it. */
  code: string;
  /** The doc's line the block opens on (1-based), for the failure message. */
  line: number;
}

const FENCE = /^```(\w*)\s*$/;
const CODE = new Set(['ts', 'tsx', 'typescript']);
const FROM = /^<!--\s*from:\s*(\S+)\s*-->$/;
const GAP = /^(\/\/ …( .*)?|\/\* …( .*)? \*\/)$/;

/** Every TypeScript block of a markdown text, with the source its comment names. */
export function quotesOf(markdown: string): Quote[] {
  const lines = markdown.split('\n');
  const quotes: Quote[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = FENCE.exec(lines[i]);
    if (!fence) continue;
    const end = lines.findIndex((line, j) => j > i && line.trim() === '```');
    if (end < 0) throw new Error(`line ${i + 1}: a code block that never closes`);
    if (CODE.has(fence[1])) {
      let before = i - 1;
      while (before >= 0 && lines[before].trim() === '') before--;
      const from = before >= 0 ? FROM.exec(lines[before].trim()) : null;
      quotes.push({
        source: from?.[1] ?? '',
        code: lines.slice(i + 1, end).join('\n'),
        line: i + 1,
      });
    }
    i = end;
  }
  return quotes;
}

/**
 * Where a quote departs from its file: null when every line of `quoted` is in `file` as the rule
 * says, else the first quoted line no placement gets past, with the file's line that came closest.
 */
export function quoteMismatch(quoted: string, file: string): string | null {
  const doc = meaningful(quoted);
  const src = meaningful(file);
  const patterns = doc.map((line) => (GAP.test(line) ? null : lineRule(line)));
  const failed = new Set<number>();
  // The deepest quoted line any placement reached, and the file's line it was tried against.
  let deepest = { at: 0, against: -1 };
  const matches = (d: number, s: number): boolean => {
    if (d === doc.length) return true;
    const key = d * (src.length + 1) + s;
    if (failed.has(key)) return false;
    if (d > deepest.at || (d === deepest.at && deepest.against < 0)) {
      deepest = { at: d, against: s };
    }
    const rule = patterns[d];
    const ok =
      rule === null
        ? range(s, src.length + 1).some((next) => matches(d + 1, next))
        : s < src.length && rule.test(src[s]) && matches(d + 1, s + 1);
    if (!ok) failed.add(key);
    return ok;
  };
  if (range(0, src.length + 1).some((start) => matches(0, start))) return null;
  const near = src[deepest.against];
  return (
    `the quote's line ${deepest.at + 1} is not in the file: ${JSON.stringify(doc[deepest.at])}` +
    (deepest.at > 0 && near !== undefined ? ` (the file has ${JSON.stringify(near)})` : '')
  );
}

function meaningful(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function lineRule(line: string): RegExp {
  const literal = line.split('…').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('.*')}$`);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}
