/**
 * What an admin may type when editing a user: the command's own rules (POST /admin/updateUser,
 * src/contracts/commands/users.ts), which the server checks again.
 */
export { USER_RULES } from '../../contracts/commands/users';
