import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordProblem } from '../../../src/contracts/passwordPolicy';
import { newPasswordProblem } from '../../../src/custom/auth/passwordRules';

// Under jsdom import.meta.url is not a file URL: the suite runs from the project root.
const contractsDir = join(process.cwd(), 'src', 'contracts');

describe('contracts shared by the admin and the API', () => {
  it('import nothing (no browser, Node or library code), so both sides can load them', () => {
    const files = readdirSync(contractsDir).filter((name) => name.endsWith('.ts'));
    expect(files).toEqual(expect.arrayContaining(['reason.ts', 'money.ts', 'passwordPolicy.ts']));
    const imports = files.flatMap((name) =>
      readFileSync(join(contractsDir, name), 'utf8')
        .split('\n')
        .filter((line) => /^\s*import\s/.test(line))
        .map((line) => `${name}: ${line}`),
    );
    expect(imports).toEqual([]);
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
