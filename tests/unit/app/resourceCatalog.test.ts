import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import type { PagedListContract } from '../../../src/contracts/resources/types';
import { listedResources, resources } from '../../../src/resources/registry';
import { screenPresence } from '../../../src/resources/screenPresence';
import { resourceCatalog } from '../../../src/resources/catalog';
import type { ResourceDefinition } from '../../../src/resources/shared/definition';

/**
 * src/resources/resourceCatalog.generated.ts is what the shell knows of each resource before its
 * schema loads (menu, list call, screens). It is derived from the schemas, never written by hand:
 * this test renders it again from the registry and fails when the file differs (a resource added,
 * removed or changed). So are the registrations of the resources whose contract declares its
 * table: src/contracts/resources/tables.generated.ts (the contracts, found in their folder) and
 * src/resources/tableResources.generated.ts (their admin entries, found by the contract's name).
 * `UPDATE_CATALOG=1 npx vitest run tests/unit/app/resourceCatalog.test.ts` rewrites all four in
 * one run: the catalog is rendered from what this run found, not from the files it replaces.
 */
const CATALOG_FILE = path.resolve(
  import.meta.dirname,
  '../../../src/resources/resourceCatalog.generated.ts',
);
// The menu icons' imports, apart: the catalog stays a short file a person can read.
const ICONS_FILE = path.resolve(
  import.meta.dirname,
  '../../../src/resources/resourceIcons.generated.ts',
);
const ICONS_DIR = path.resolve(
  import.meta.dirname,
  '../../../node_modules/@mui/icons-material/esm',
);

// Every resource folder's exports, to name the module and export each definition loads from.
const folders = import.meta.glob<Record<string, unknown>>('../../../src/resources/*/index.ts', {
  eager: true,
});
// Every contract module, to find those that declare their table.
const contractModules = import.meta.glob<Record<string, unknown>>(
  ['../../../src/contracts/resources/*.ts', '!**/*.generated.ts', '!**/index.ts'],
  { eager: true },
);
const TABLE_CONTRACTS_FILE = path.resolve(
  import.meta.dirname,
  '../../../src/contracts/resources/tables.generated.ts',
);
const TABLE_RESOURCES_FILE = path.resolve(
  import.meta.dirname,
  '../../../src/resources/tableResources.generated.ts',
);

interface Found<T> {
  /** The module to import it from, relative to its generated file. */
  module: string;
  name: string;
  value: T;
}

const declaresTable = (value: unknown): value is PagedListContract =>
  typeof value === 'object' && value !== null && Boolean((value as PagedListContract).table);

/** Each exported contract that declares its table, ordered by the contract's name. */
function tableContractsFound(): Found<PagedListContract>[] {
  return Object.entries(contractModules)
    .flatMap(([file, exports]) =>
      Object.entries(exports).flatMap(([name, value]) =>
        declaresTable(value) ? [{ module: `./${path.basename(file, '.ts')}`, name, value }] : [],
      ),
    )
    .sort((a, b) => a.value.name.localeCompare(b.value.name));
}

/** A table contract's admin entry: the one resource folder export whose schema bears its name. */
function adminEntryOf(contract: PagedListContract): Found<ResourceDefinition> {
  const found = Object.entries(folders).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]) =>
      (value as Partial<ResourceDefinition>)?.schema?.name === contract.name
        ? [
            {
              module: `./${path.basename(path.dirname(file))}`,
              name,
              value: value as ResourceDefinition,
            },
          ]
        : [],
    ),
  );
  if (found.length !== 1)
    throw new Error(
      `${contract.name} declares its table, and ${found.length} exports of src/resources/*/index.ts have its name (one is needed)`,
    );
  return found[0];
}

/** A generated registry: the imports of what was found, in one exported list. */
function renderRegistry(
  found: Found<unknown>[],
  [typeImport, doc, declaration]: [string, string, string],
): string {
  const imports = found.map(({ name, module }) => `import { ${name} } from '${module}';`);
  return [
    ...GENERATED.map((line) => line.replace('from the schemas', 'from the contracts')),
    ...[...imports, typeImport].sort((a, b) => a.split("'")[1].localeCompare(b.split("'")[1])),
    '',
    doc,
    `${declaration} = [${found.map(({ name }) => name).join(', ')}];`,
    '',
  ].join('\n');
}

function loaderOf(definition: ResourceDefinition): string {
  for (const [file, exports] of Object.entries(folders)) {
    const folder = `./${path.basename(path.dirname(file))}`;
    for (const [name, value] of Object.entries(exports)) {
      if (value === definition) return `() => import('${folder}').then((m) => m.${name})`;
      const index = Array.isArray(value) ? value.indexOf(definition) : -1;
      if (index >= 0) return `() => import('${folder}').then((m) => m.${name}[${index}])`;
    }
  }
  throw new Error(`${definition.schema.name}: no resource folder exports its definition`);
}

/** The @mui/icons-material module of a menu icon (its dev-build name is `<Module>Icon`). */
function iconModule(icon: unknown): string {
  const inner = (icon as { type?: { render?: { displayName?: string } } }).type?.render;
  const module = inner?.displayName?.replace(/Icon$/, '');
  if (!module || !existsSync(path.join(ICONS_DIR, `${module}.js`)))
    throw new Error(`a menu icon that is not an @mui/icons-material icon: ${String(module)}`);
  return module;
}

/** Registered resources the schema names anywhere (`{ resource: 'user' }`): its links and lists. */
function referredNames(
  definition: ResourceDefinition,
  names: Set<string>,
  schema: object = definition.schema,
): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object' || seen.has(value) || '$$typeof' in value) return;
    seen.add(value);
    const { resource } = value as { resource?: unknown };
    if (typeof resource === 'string' && names.has(resource)) found.add(resource);
    Object.values(value).forEach(walk);
  };
  walk(schema);
  found.delete(definition.schema.name);
  return [...found].sort();
}

const GENERATED = [
  '// Generated from the schemas by tests/unit/app/resourceCatalog.test.ts: do not edit.',
  '// UPDATE_CATALOG=1 npx vitest run tests/unit/app/resourceCatalog.test.ts rewrites it.',
];

function renderCatalog(definitions: ResourceDefinition[]): { catalog: string; icons: string } {
  const names = new Set(definitions.map((d) => d.schema.name));
  const icons = new Set<string>();
  const entries = definitions.map((definition) => {
    const { schema } = definition;
    const { show, edit, create } = screenPresence(definition);
    const lines = [
      `name: ${JSON.stringify(schema.name)}`,
      `label: ${JSON.stringify(schema.label)}`,
    ];
    if (schema.menu) {
      const icon = iconModule(schema.menu.icon);
      icons.add(icon);
      const { label, group, order } = schema.menu;
      lines.push(
        `menu: { ${JSON.stringify({ label, group, order }).slice(1, -1)}, icon: icons.${icon} }`,
      );
    }
    if (typeof schema.list.path === 'string')
      lines.push(
        `listCall: ${JSON.stringify({ method: schema.list.method, path: schema.list.path })}`,
      );
    if (!show || edit || create) lines.push(`screens: ${JSON.stringify({ show, edit, create })}`);
    if (schema.showPath) lines.push(`showPath: ${JSON.stringify(schema.showPath)}`);
    if (schema.queue) lines.push(`queue: ${JSON.stringify(schema.queue)}`);
    if (schema.recordRepresentation)
      lines.push(`recordRepresentation: ${JSON.stringify(schema.recordRepresentation)}`);
    const refers = referredNames(definition, names);
    if (refers.length > 0) lines.push(`refers: ${JSON.stringify(refers)}`);
    // The record page's related lists aside, what the grid itself may show by reference.
    const { recordPage: _recordPage, ...beyondRecordPage } = schema;
    const listRefers = referredNames(definition, names, beyondRecordPage);
    if (listRefers.length < refers.length) lines.push(`listRefers: ${JSON.stringify(listRefers)}`);
    lines.push(`load: ${loaderOf(definition)}`);
    return `  {\n${lines.map((line) => `    ${line},`).join('\n')}\n  },`;
  });
  const sorted = [...icons].sort();
  return {
    catalog: [
      ...GENERATED,
      "import type { CatalogEntry } from './catalogEntry';",
      "import { icons } from './resourceIcons.generated';",
      '',
      '/** Every registered resource, in the registry order, as the shell knows it before loading it. */',
      'export const resourceCatalog: CatalogEntry[] = [',
      ...entries,
      '];',
      '',
    ].join('\n'),
    icons: [
      ...GENERATED,
      ...sorted.map((icon) => `import ${icon}Icon from '@mui/icons-material/${icon}';`),
      '',
      '/** The menu icons of the resource catalog, by their @mui/icons-material module. */',
      'export const icons = {',
      ...sorted.map((icon) => `  ${icon}: ${icon}Icon,`),
      '};',
      '',
    ].join('\n'),
  };
}

async function formatted(file: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(text, { ...options, filepath: file });
}

describe('resource catalog', () => {
  it('is the registry rendered again (run with UPDATE_CATALOG=1 to rewrite it)', async () => {
    const tables = tableContractsFound();
    const entries = tables.map(({ value }) => adminEntryOf(value));
    const contractsText = renderRegistry(tables, [
      "import type { PagedListContract } from './types';",
      '/**\n * Every contract that declares its `table`: the engine serves its list and writes and derives its\n * audit name and link from it alone, with no server module.\n */',
      'export const tableContracts: PagedListContract[]',
    ]);
    const resourcesText = renderRegistry(entries, [
      "import type { ResourceDefinition } from './shared/definition';",
      "/** The admin entry of every contract that declares its `table`, found by the contract's name. */",
      'export const tableResources: ResourceDefinition[]',
    ]);
    // Rendered from what this run found, so one run rewrites the four files consistently.
    const { catalog, icons } = renderCatalog([
      ...listedResources,
      ...entries.map(({ value }) => value),
    ]);
    for (const [file, text] of [
      [TABLE_CONTRACTS_FILE, await formatted(TABLE_CONTRACTS_FILE, contractsText)],
      [TABLE_RESOURCES_FILE, await formatted(TABLE_RESOURCES_FILE, resourcesText)],
      [CATALOG_FILE, await formatted(CATALOG_FILE, catalog)],
      [ICONS_FILE, await formatted(ICONS_FILE, icons)],
    ]) {
      if (process.env.UPDATE_CATALOG) writeFileSync(file, text);
      expect(readFileSync(file, 'utf8'), path.basename(file)).toBe(text);
    }
  });

  it('has one entry per registered resource, and none other', () => {
    expect(resourceCatalog.map((entry) => entry.name)).toEqual(
      resources.map((definition) => definition.schema.name),
    );
  });

  it.each(resources.map((definition) => [definition.schema.name, definition] as const))(
    '%s: its entry loads its definition, with the same menu entry',
    async (name, definition) => {
      const entry = resourceCatalog.find((candidate) => candidate.name === name)!;
      expect(await entry.load()).toBe(definition);
      expect(entry.menu).toEqual(definition.schema.menu);
      expect(entry.label).toBe(definition.schema.label);
    },
  );
});
