import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';

/** index.html's entry: the login page's first load, left as the bundler cuts it. */
const ENTRY = [/src[\\/]main\.tsx$/];
/** The admin's shell: AdminApp and the dashboard it opens on (also the prefetch list's roots). */
export const ADMIN_APP = /src[\\/]custom[\\/]AdminApp\.tsx$/;
export const DASHBOARD = /src[\\/]resources[\\/]dashboard[\\/]DashboardPage\.tsx$/;
const SHELL = [ADMIN_APP, DASHBOARD];
/** The grid engine every list renders. */
const GRID = [/src[\\/]resources[\\/]shared[\\/]SchemaList\.tsx$/];
const NODE_MODULES = /[\\/]node_modules[\\/]/;

type Chunk = Rolldown.OutputChunk;

/**
 * The modules of every chunk that the chunks holding `roots` import statically, directly or not,
 * except modules in `known`.
 */
function modulesLoadedWith(chunks: Chunk[], roots: RegExp[], known: ReadonlySet<string>) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const start = chunks.filter((chunk) =>
    chunk.moduleIds.some((id) => roots.some((root) => root.test(id))),
  );
  if (start.length === 0)
    throw new Error(`first-screen chunks: no chunk holds ${roots.join(' or ')}`);
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  start.forEach(visit);
  return new Set([...seen].flatMap((chunk) => chunk.moduleIds).filter((id) => !known.has(id)));
}

/**
 * The admin's first screen in a few scripts instead of ~150. Left to itself, the bundler cuts a
 * chunk for every set of lazy screens that shares a module, so a cold /admin/user asked for ~150
 * scripts; a browser fetches six at a time from one host over HTTP/1.1, and they took ~600 ms to
 * arrive.
 *
 * Before the build, an analysis build (`analysis()`: the same modules, the bundler's own chunks,
 * nothing written) tells which modules the shell's chunks load and which the grid's add; the real
 * build then groups exactly those: the shell's libraries (`admin-vendor`, cached across our
 * releases), the shell's own code (`admin`) and the grid engine (`grid`). The same modules as
 * before, so the dashboard's first load grows by nothing; an import graph's closure would not do:
 * a library's index re-exports all of it. Each group imports only the entry and the groups before
 * it (entry ← admin-vendor ← admin ← grid), and the entry and the lazy screens are cut as before.
 */
export function firstScreenChunks(analysis: () => InlineConfig) {
  const shell = new Set<string>();
  const grid = new Set<string>();
  const plugin: Plugin = {
    name: 'exchange-first-screen-chunks',
    apply: 'build',
    async buildStart() {
      const shape = analysis();
      const result = await build({
        ...shape,
        configFile: false,
        logLevel: 'silent',
        build: { ...shape.build, write: false, emptyOutDir: false },
      });
      const chunks = [result]
        .flat()
        .flatMap((r) => ('output' in r ? r.output : []))
        .filter((item): item is Chunk => item.type === 'chunk');
      const entry = modulesLoadedWith(chunks, ENTRY, new Set());
      shell.clear();
      grid.clear();
      modulesLoadedWith(chunks, SHELL, entry).forEach((id) => shell.add(id));
      modulesLoadedWith(chunks, GRID, new Set([...entry, ...shell])).forEach((id) => grid.add(id));
    },
  };
  // The sets are closed under the imports the bundler kept: it needs to add nothing to a group.
  const group = (name: string, test: (id: string) => boolean, priority: number) => ({
    name,
    test,
    priority,
    includeDependenciesRecursively: false,
  });
  const groups = [
    group('admin-vendor', (id) => shell.has(id) && NODE_MODULES.test(id), 2),
    group('admin', (id) => shell.has(id) && !NODE_MODULES.test(id), 2),
    group('grid', (id) => grid.has(id), 1),
  ];
  return { plugin, groups };
}
