import http from 'node:http';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';

/** An answer as the soak judges it: the status and the decoded body text. */
export interface SoakAnswer {
  status: number;
  text: string;
}

const decoders: Record<string, (body: Buffer) => Promise<Buffer>> = {
  br: promisify(brotliDecompress),
  gzip: promisify(gunzip),
};

/** Kept-alive connections, as a browser keeps them, and as many as the open loop needs. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * One request on node:http, the soak's driver. It shares the two cores with the servers it
 * measures, so it must cost them little: fetch (undici's WHATWG streams and headers) took ~40 % of
 * a core at 300 requests/s, more than either server. It asks for br/gzip as Chromium does and
 * decodes the body on the thread pool, so the server's work is the same as for a browser.
 */
export function send(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: object,
): Promise<SoakAnswer> {
  const url = new URL(`${base}${path}`);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          'accept-encoding': 'br, gzip',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const decode = decoders[String(response.headers['content-encoding'])];
          (decode ? decode(raw) : Promise.resolve(raw)).then(
            (decoded) => resolve({ status: response.statusCode ?? 0, text: decoded.toString() }),
            reject,
          );
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Closes the kept-alive connections (the servers stop after the soak). */
export const closeConnections = () => agent.destroy();
