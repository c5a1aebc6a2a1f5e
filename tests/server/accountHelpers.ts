import type { TestServer } from './helpers.ts';

type Headers = Record<string, string>;

/** The account calls the password and invitation tests make, on the server `current` returns. */
export function accountCalls(current: () => TestServer) {
  const post = (url: string, payload: object, headers: Headers = {}) =>
    current().app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  return {
    post,
    login: (email: string, password: string) => post('/adminlogin', { email, password }),
    profile: (headers: Headers) =>
      current().app.inject({ method: 'GET', url: '/api/admin/getAdminProfile', headers }),
    history: async (headers: Headers) =>
      (await post('/admin/getAdminActionHistory', {}, headers)).json().result.data as {
        description: string;
      }[],
  };
}

/** The token of an emailed (or logged) link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;
