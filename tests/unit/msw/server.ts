import { setupServer } from 'msw/node';

/** The one MSW server of the unit tests; tests add handlers with `server.use(...)`. */
export const server = setupServer();
