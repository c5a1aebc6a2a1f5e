import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_MARKER, rebuildReason } from '../../scripts/productionBuild.mjs';

/** `npm start`'s decision: serve dist/ only when it is a current production build. */
describe('npm start rebuilds dist/ unless it is a current production build', () => {
  let root: string;
  const dist = () => path.join(root, 'dist');
  const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

  function writeBuild(marker: object | string | null, builtSecondsAgo = 10) {
    mkdirSync(dist(), { recursive: true });
    for (const page of ['index.html', 'auth.html']) {
      writeFileSync(path.join(dist(), page), '<!doctype html>');
      utimesSync(path.join(dist(), page), ago(builtSecondsAgo), ago(builtSecondsAgo));
    }
    if (marker !== null)
      writeFileSync(
        path.join(dist(), BUILD_MARKER),
        typeof marker === 'string' ? marker : JSON.stringify(marker),
      );
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'start-decision-'));
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src', 'main.tsx'), 'export {};');
    utimesSync(path.join(root, 'src', 'main.tsx'), ago(60), ago(60));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reuses a production build newer than its sources', () => {
    writeBuild({ mode: 'production', production: true });
    expect(rebuildReason(root)).toBeNull();
  });

  it('builds when there is no dist/', () => {
    expect(rebuildReason(root)).toBe('dist/ has no build');
  });

  it('rebuilds a build without the public pages entry (auth.html, made by the same build)', () => {
    writeBuild({ mode: 'production', production: true });
    rmSync(path.join(dist(), 'auth.html'));
    expect(rebuildReason(root)).toBe('dist/ has no public entry (auth.html)');
  });

  it('rebuilds a development-mode build, even one newer than its sources', () => {
    writeBuild({ mode: 'development', production: false });
    expect(rebuildReason(root)).toBe('dist/ is a development build (mode development)');
  });

  it('rebuilds a build made with NODE_ENV=development in production mode', () => {
    writeBuild({ mode: 'production', production: false });
    expect(rebuildReason(root)).toBe('dist/ is a development build (mode production)');
  });

  it('rebuilds a build without a marker or with an unreadable one', () => {
    writeBuild(null);
    expect(rebuildReason(root)).toBe('dist/ has no build marker (unknown build mode)');
    writeBuild('{not json');
    expect(rebuildReason(root)).toBe('dist/ has an unreadable build marker');
  });

  it('rebuilds a production build older than a source file', () => {
    writeBuild({ mode: 'production', production: true }, 120);
    expect(rebuildReason(root)).toBe(`src is newer than dist/`);
  });
});
