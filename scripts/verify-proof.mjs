// `npm run verify-proof -- <proof.json>`: runs scripts/verify-proof.ts on plain Node, in tens of
// milliseconds. The TypeScript (the script and the encoding it imports) is bundled by esbuild into
// a cache the first time, and again only when a file the bundle was built from has changed; a
// TypeScript loader would instead compile it on every run, which takes seconds.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'scripts', 'verify-proof.ts');
const launcher = fileURLToPath(import.meta.url);
// One folder per checkout, so worktrees sharing node_modules never run each other's bundle.
const cacheDir = path.join(
  process.env.VERIFY_PROOF_CACHE ?? path.join(root, 'node_modules', '.cache', 'verify-proof'),
  root.replace(/[^\w.-]+/g, '_'),
);
const bundlePath = path.join(cacheDir, 'verify-proof.mjs');
const inputsPath = path.join(cacheDir, 'inputs.json');

const mtimeOf = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/** Whether the cached bundle was built from the files as they are now (and by this launcher). */
function isCurrent() {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsPath, 'utf8'));
  } catch {
    return false;
  }
  return (
    mtimeOf(bundlePath) !== null &&
    Object.entries(inputs).every(([file, mtime]) => mtimeOf(file) === mtime)
  );
}

/** Writes through a temporary name, so a run in parallel never reads half a file. */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** Bundles the script; returns its code when the cache cannot be written, null once it is. */
async function build() {
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].text;
  const files = [
    launcher,
    ...Object.keys(result.metafile.inputs).map((f) => path.resolve(root, f)),
  ];
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeAtomically(bundlePath, code);
    // After the bundle: inputs that name a bundle not yet written would pass for current.
    writeAtomically(
      inputsPath,
      JSON.stringify(Object.fromEntries(files.map((f) => [f, mtimeOf(f)]))),
    );
    return null;
  } catch {
    return code;
  }
}

const uncached = isCurrent() ? null : await build();
await import(
  uncached === null
    ? pathToFileURL(bundlePath).href
    : `data:text/javascript;base64,${Buffer.from(uncached).toString('base64')}`
);
