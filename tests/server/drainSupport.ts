import http from 'node:http';
import { createServer } from 'node:net';

/** What one request came to: a status and a parsed body, or the error that ended it. */
export interface Outcome {
  id: string;
  status?: number;
  body?: unknown;
  error?: string;
}

/** One request on a connection of its own; `splitMs`: send the body in two parts that far apart. */
export function sendOnce(
  port: number,
  id: string,
  method: string,
  path: string,
  body?: object,
  token?: string,
  splitMs = 0,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method,
      path,
      agent: false,
      headers: {
        'x-request-id': id,
        connection: 'close',
        ...(payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        try {
          resolve({ id, status: response.statusCode, body: JSON.parse(text) });
        } catch {
          resolve({ id, error: `incomplete body (${response.statusCode}): ${text}` });
        }
      });
      response.on('error', (error) => resolve({ id, error: `cut: ${error.message}` }));
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ id, error: error.code ?? error.message }),
    );
    if (!payload) return void request.end();
    if (!splitMs) return void request.end(payload);
    const half = Math.floor(payload.length / 2);
    request.write(payload.slice(0, half));
    setTimeout(() => request.end(payload.slice(half)), splitMs);
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}
