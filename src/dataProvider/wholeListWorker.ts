import { WholeListHost, type HostRequest } from './wholeListHost';

/**
 * The whole-list Web Worker: one per tab, hosting every loaded whole list (wholeListHost.ts).
 * Messages: `{ id, request }` in, `{ id, answer }` out. A load's body arrives transferred.
 */
// The project's lib is DOM (not WebWorker): only what a worker scope needs, typed here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; request: HostRequest }>) => void) | null;
  postMessage(message: unknown): void;
};

const host = new WholeListHost();

scope.onmessage = (event) => {
  const { id, request } = event.data;
  try {
    scope.postMessage({ id, answer: host.handle(request) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
