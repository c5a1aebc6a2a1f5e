import { BUILT_IN_ROLES, PERMISSIONS, type BuiltInRole, type Permission } from './permissions';

/**
 * Who may do what an admin's role may not, in a sentence read from the built-in roles ("Finance
 * resolves P2P disputes"): a button the role cannot use is explained, not just absent, and the
 * sentence follows the roles when their permissions change.
 */

/** The built-in roles holding `permission`, the owner (who holds all of them) left out. */
export function rolesHolding(permission: Permission): BuiltInRole[] {
  return (Object.keys(BUILT_IN_ROLES) as BuiltInRole[]).filter(
    (role) =>
      role !== 'owner' &&
      (BUILT_IN_ROLES[role].permissions as readonly Permission[]).includes(permission),
  );
}

/** The sentence: "Finance resolves P2P disputes", "Finance and compliance change the …". */
export function whoMay(permission: Permission): string {
  const roles = rolesHolding(permission);
  const what = PERMISSIONS[permission];
  if (roles.length === 0) return `Only the owner can ${what}`;
  const names =
    roles.length === 1 ? roles[0] : `${roles.slice(0, -1).join(', ')} and ${roles.at(-1)}`;
  const said = roles.length === 1 ? thirdPerson(what) : what;
  return `${names[0].toUpperCase()}${names.slice(1)} ${said}`;
}

// The verbs the permissions' phrases are made of: the first word of each, and those that only
// follow another ("block or unblock").
const VERBS = new Set([
  ...Object.values(PERMISSIONS).map((what) => what.split(' ')[0]),
  'unblock',
  'activate',
  'disable',
]);

/** "approve or reject KYC" → "approves or rejects KYC": each verb of the list, not its objects. */
function thirdPerson(phrase: string): string {
  return phrase.replace(/(^|, | or )([a-z]+)/g, (whole, before: string, word: string) =>
    VERBS.has(word) ? `${before}${conjugated(word)}` : whole,
  );
}

const conjugated = (verb: string): string =>
  /[^aeiou]y$/.test(verb)
    ? `${verb.slice(0, -1)}ies`
    : /(s|sh|ch|x|z)$/.test(verb)
      ? `${verb}es`
      : `${verb}s`;
