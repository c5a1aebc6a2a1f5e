import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** A `<script>` element with no `src`: its text is what the CSP hash covers, byte for byte. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The texts of a page's inline scripts (empty ones left out). */
export const inlineScriptTexts = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)].map(([, text]) => text).filter((text) => text.trim() !== '');

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the pages the server sends. The build
 * inlines the admin's boot script so its first-page request leaves while the HTML is parsed
 * (vite.config.ts); the policy allows exactly that text, so an injected script is still refused.
 */
export function inlineScriptHashes(pages: string[]): string[] {
  const hashes = new Set<string>();
  for (const page of pages) {
    if (!existsSync(page)) continue;
    for (const text of inlineScriptTexts(readFileSync(page, 'utf8')))
      hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
