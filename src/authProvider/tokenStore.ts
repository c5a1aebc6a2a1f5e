/** The admin token lives in localStorage under `adminToken`; only this module touches it. */
const KEY = 'adminToken';

export const getToken = (): string | null => window.localStorage.getItem(KEY);
export const setToken = (token: string): void => window.localStorage.setItem(KEY, token);
export const clearToken = (): void => window.localStorage.removeItem(KEY);
export const hasToken = (): boolean => Boolean(getToken());
