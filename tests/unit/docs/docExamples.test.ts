import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../../src/contracts/commands/index';
import type { CommandDeclaration } from '../../../src/contracts/commands/types';
import { pagedListContracts, wholeListContracts } from '../../../src/contracts/resources/index';
import { tableContracts } from '../../../src/contracts/resources/tables.generated';
import type { PagedListContract } from '../../../src/contracts/resources/types';
import { resources, schemas } from '../../../src/resources/registry';
import type { ResourceSchema } from '../../../src/resources/types';
import { quoteMismatch, quotesOf, type Quote } from './docQuotes';

/**
 * docs/adding-a-resource.md quotes real code: every TypeScript block names the file it is taken
 * from and is found there, line for line (docQuotes.ts says the rule and its elisions), so a
 * change to a quoted line fails here until the doc follows. Each contract, command and admin entry
 * a block declares is also found registered where the doc says to register it: the generated
 * server tests (contracts, contractWrites, commands) then run the doc's examples themselves.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOC = 'docs/adding-a-resource.md';
const quotes = quotesOf(readFileSync(path.join(ROOT, DOC), 'utf8'));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe(DOC, () => {
  it('names an existing source for every TypeScript block', () => {
    expect(quotes.length).toBeGreaterThan(0);
    for (const { source, line } of quotes) {
      expect(source, `the block at line ${line} names no <!-- from: … --> file`).not.toBe('');
      expect(() => read(source), `line ${line}: ${source}`).not.toThrow();
    }
  });

  for (const { source, code, line } of quotes) {
    it(`quotes ${source} as it is (the block at line ${line})`, () => {
      expect(quoteMismatch(code, read(source))).toBeNull();
    });
  }

  it('registers every contract, command, admin entry and route plugin it quotes', async () => {
    const kinds = new Set<string>();
    for (const quote of quotes) {
      for (const { name, value } of await declared(quote)) {
        const where = `${name} (${quote.source})`;
        if (quote.source.startsWith('src/contracts/resources/')) {
          expect([...pagedListContracts, ...wholeListContracts], where).toContain(value);
          kinds.add('contract');
          // A contract declaring its table is served only once it is in tableContracts.
          if ((value as PagedListContract).table) {
            expect(tableContracts, where).toContain(value);
            kinds.add('table resource');
          }
        } else if (quote.source.startsWith('src/contracts/commands/')) {
          expect(COMMANDS, where).toContain(value);
          kinds.add('command');
        } else if (quote.source.startsWith('src/resources/')) {
          expect([...resources, ...schemas], where).toContain(value);
          kinds.add('admin entry');
        } else if (quote.source.startsWith('server/routes/')) {
          expect(registeredPlugins(), where).toContain(name);
          kinds.add('route plugin');
        } else {
          expect.fail(`${where}: no registry is known for this folder`);
        }
      }
    }
    expect([...kinds].sort()).toEqual(['admin entry', 'command', 'contract', 'table resource']);
  });

  it('quotes a CRUD resource, a list-only one and a command, each with its admin entry', async () => {
    const values = (await Promise.all(quotes.map(declared))).flat().map(({ value }) => value);
    const contracts = values.filter((value): value is PagedListContract =>
      [...pagedListContracts, ...wholeListContracts].includes(value as PagedListContract),
    );
    const crud = contracts.find(({ writes }) =>
      ['create', 'update', 'delete'].every((verb) => writes?.verbs.includes(verb as never)),
    );
    const listOnly = contracts.find(({ writes }) => !writes);
    const command = values.find((value) => COMMANDS.includes(value as CommandDeclaration));
    expect(crud, 'a quoted contract with create, update and delete').toBeDefined();
    expect(listOnly, 'a quoted contract without writes').toBeDefined();
    expect(command, 'a quoted command').toBeDefined();
    // The admin entry of each quoted resource is quoted too, under the contract's name.
    const quotedSchemas = values.flatMap((value) =>
      schemas.includes(value as ResourceSchema)
        ? [(value as ResourceSchema).name]
        : resources.includes(value as never)
          ? [(value as (typeof resources)[number]).schema.name]
          : [],
    );
    expect(quotedSchemas).toEqual(expect.arrayContaining([crud?.name, listOnly?.name]));
  });
});

describe('quoteMismatch', () => {
  const file = [
    'export const thing = make({',
    "  name: 'things',",
    "  path: '/admin/things',",
    '  fields: [',
    "    { key: 'a', label: 'A' },",
    "    { key: 'b', label: 'B' },",
    "    { key: 'c', label: 'C' },",
    '  ],',
    '});',
  ].join('\n');

  it('finds the lines in order, whatever their indentation and blank lines', () => {
    expect(quoteMismatch("name: 'things',\n\n    path: '/admin/things',", file)).toBeNull();
  });

  it("reads '…' as any text within one line", () => {
    expect(quoteMismatch("name: '…',\npath: '…',", file)).toBeNull();
    expect(quoteMismatch("{ key: 'a', … },", file)).toBeNull();
    expect(quoteMismatch("name: '…', path: '…',", file)).toMatch(/line 1/);
  });

  it('reads a comment opening on … as any run of lines, none included', () => {
    expect(quoteMismatch("fields: [\n// …\n{ key: 'c', label: 'C' },\n],", file)).toBeNull();
    expect(quoteMismatch("name: 'things',\n// … nothing left out\npath: '…',", file)).toBeNull();
    expect(quoteMismatch('export const thing = make({\n/* … */\n});', file)).toBeNull();
  });

  it('refuses a changed line, lines out of order, and a line skipped without an elision', () => {
    expect(quoteMismatch("name: 'thing',", file)).toMatch(/line 1 is not in the file/);
    expect(quoteMismatch("path: '/admin/things',\nname: 'things',", file)).toMatch(
      /line 2 is not in the file: "name: 'things',"/,
    );
    expect(quoteMismatch("fields: [\n{ key: 'b', label: 'B' },", file)).toMatch(/line 2/);
  });

  it("fails the doc's own quote when its source changes a quoted line", () => {
    const source = 'src/contracts/resources/blockedAddresses.ts';
    const quote = quotes.find((q) => q.source === source);
    const changed = read(source).replace("read: 'blocklist:read'", "read: 'blocklist:view'");
    expect(quote).toBeDefined();
    expect(changed).not.toBe(read(source));
    expect(quoteMismatch(quote?.code ?? '', changed)).toMatch(/read: 'blocklist:read'/);
  });
});

describe('quotesOf', () => {
  it('takes each TypeScript block with the source named above it, and no other block', () => {
    const markdown = [
      'Text.',
      '<!-- from: src/a.ts -->',
      '',
      '```ts',
      'const a = 1;',
      '```',
      '',
      '```sh',
      'npm test',
      '```',
      '',
      '```tsx',
      'const b = 2;',
      '```',
    ].join('\n');
    expect(quotesOf(markdown)).toEqual([
      { source: 'src/a.ts', code: 'const a = 1;', line: 4 },
      { source: '', code: 'const b = 2;', line: 12 },
    ]);
  });
});

/** What a quote declares (`export const X`), as its module exports it; none for a server file. */
async function declared(quote: Quote): Promise<{ name: string; value: unknown }[]> {
  const names = [...quote.code.matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
  if (!names.length) return [];
  // A route plugin is found by its registration; its module runs on Node only.
  if (quote.source.startsWith('server/')) {
    return names
      .filter((name) =>
        new RegExp(`^export const ${name}: FastifyPluginAsync`, 'm').test(quote.code),
      )
      .map((name) => ({ name, value: name }));
  }
  const module = (await import(/* @vite-ignore */ path.join(ROOT, quote.source))) as Record<
    string,
    unknown
  >;
  return names.map((name) => ({ name, value: module[name] }));
}

/** The plugins the API registers (`app.register(x)`, or listed in `apiRoutes`), by name. */
function registeredPlugins(): string[] {
  const api = read('server/routes/index.ts');
  const listed = [...(/apiRoutes[^=]*= \[([^\]]*)\]/.exec(api)?.[1] ?? '').matchAll(/\w+/g)];
  const files = readdirSync(path.join(ROOT, 'server/routes'), {
    recursive: true,
    encoding: 'utf8',
  });
  return files
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      [...read(path.join('server/routes', file)).matchAll(/\.register\((\w+)/g)].map((m) => m[1]),
    )
    .concat(listed.map((m) => m[0]));
}
