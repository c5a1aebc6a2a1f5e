/**
 * Whose grid preferences this browser shows (src/custom/adminStore.ts): the e-mail the admin
 * signed in with, kept in localStorage so a reload knows it before the profile query answers.
 * Not a credential: it only chooses which admin's column choices and saved queries load.
 */
const KEY = 'adminPreferencesOwner';

export const getPreferencesOwner = (): string | null => window.localStorage.getItem(KEY);
export const setPreferencesOwner = (email: string): void =>
  window.localStorage.setItem(KEY, email.trim().toLowerCase());
