import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources/registry';
import { deriveFirstPages } from '../../../src/boot/deriveFirstPages';
import { usersSchema } from '../../../src/resources/users/schema';

const manifestFile = path.resolve(import.meta.dirname, '../../../src/boot/firstPages.json');
const serialised = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

describe('the boot manifest (src/boot/firstPages.json)', () => {
  it('says what the resource schemas say (UPDATE_FIRST_PAGES=1 rewrites it)', () => {
    const derived = serialised(deriveFirstPages(resources));
    if (process.env.UPDATE_FIRST_PAGES) writeFileSync(manifestFile, derived);
    expect(readFileSync(manifestFile, 'utf8')).toBe(derived);
  });

  it("holds the users grid's default page: the 25 newest, the grid's columns", () => {
    const users = deriveFirstPages(resources).user;
    expect(users.request).toEqual({
      method: 'POST',
      path: '/admin/getAllUserData',
      query: { format: 'columns', limit: 25 },
    });
    expect(users.columns.map((column) => column.source)).toEqual(
      usersSchema.fields.filter((f) => f.views.includes('list')).map((f) => f.source),
    );
    expect(users.selectable).toBe(true);
  });
});
