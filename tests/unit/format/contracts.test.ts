import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordProblem } from '../../../src/contracts/passwordPolicy';
import { newPasswordProblem } from '../../../src/custom/auth/passwordRules';

// Under jsdom import.meta.url is not a file URL: the suite runs from the project root.
const contractsDir = join(process.cwd(), 'src', 'contracts');

describe('contracts shared by the admin and the API', () => {
  it('import nothing but each other (no browser, Node or library code), so both sides can load them', () => {
    const files = readdirSync(contractsDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.ts'),
    );
    expect(files).toEqual(
      expect.arrayContaining([
        'reason.ts',
        'money.ts',
        'passwordPolicy.ts',
        join('resources', 'index.ts'),
      ]),
    );
    // A relative import that stays inside src/contracts is fine; anything else is code one side
    // cannot load.
    const outsideImports = files.flatMap((name) =>
      [...readFileSync(join(contractsDir, name), 'utf8').matchAll(/(?:from|import)\s*'([^']+)'/g)]
        .map(([, specifier]) => specifier)
        .filter(
          (specifier) =>
            !specifier.startsWith('.') ||
            !resolve(contractsDir, dirname(name), specifier).startsWith(contractsDir),
        )
        .map((specifier) => `${name}: ${specifier}`),
    );
    expect(outsideImports).toEqual([]);
  });

  it('the form and the API judge a password alike', () => {
    expect(passwordProblem('Short1!')).toMatch(/missing: at least 10 characters/);
    expect(passwordProblem('long enough but weak')).toMatch(/an uppercase letter/);
    expect(passwordProblem(`Aa1!${'x'.repeat(200)}`)).toBe(
      'Password must be at most 128 characters',
    );
    expect(isStrongPassword('Strong#Pass1')).toBe(true);
    expect(newPasswordProblem('Strong#Pass1', 'Strong#Pass1')).toBeNull();
    // Too long for the API is too weak for the form too.
    expect(newPasswordProblem(`Aa1!${'x'.repeat(200)}`, `Aa1!${'x'.repeat(200)}`)).not.toBeNull();
  });
});
