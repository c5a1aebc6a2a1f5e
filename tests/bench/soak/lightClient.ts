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
const agents = new Map<string, http.Agent>();

/**
 * The connections from one local address. On loopback every 127.x.y.z reaches a server on
 * 127.0.0.1 and is another client address to it: its own per-address limits.
 */
function agentFrom(address: string): http.Agent {
  let agent = agents.get(address);
  if (!agent) {
    agent = new http.Agent({
      keepAlive: true,
      maxSockets: 256,
      ...(address ? { localAddress: address } : {}),
    });
    agents.set(address, agent);
  }
  return agent;
}

/** Who sends a request: its headers, and the local address it leaves from (default: the system's). */
export interface Sender {
  headers?: Record<string, string>;
  from?: string;
}

/** Sends the request and resolves once the answer's headers arrived. Text or bytes go as they are. */
function open(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  sender: Sender,
  body?: object | string | Buffer,
): Promise<http.IncomingMessage> {
  const url = new URL(`${base}${path}`);
  const payload =
    body === undefined || typeof body === 'string' || Buffer.isBuffer(body)
      ? body
      : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent: agentFrom(sender.from ?? ''),
        headers: {
          ...sender.headers,
          'accept-encoding': 'br, gzip',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * One request on node:http, the soak's driver. It shares the two cores with the servers it
 * measures, so it must cost them little: fetch (undici's WHATWG streams and headers) took ~40 % of
 * a core at 300 requests/s, more than either server. It asks for br/gzip as Chromium does and
 * decodes the body on the thread pool, so the server's work is the same as for a browser.
 */
export async function send(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: object | string | Buffer,
  from?: string,
): Promise<SoakAnswer> {
  const response = await open(base, method, path, { headers, from }, body);
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const decode = decoders[String(response.headers['content-encoding'])];
  const decoded = decode ? await decode(raw) : raw;
  return { status: response.statusCode ?? 0, text: decoded.toString() };
}

/**
 * A download read to its end and dropped as it arrives (an export of a million rows would not fit
 * in memory): its status and the bytes that came over the wire.
 */
export async function download(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  sender: Sender,
  body?: object,
): Promise<{ status: number; bytes: number }> {
  const response = await open(base, method, path, sender, body);
  let bytes = 0;
  for await (const chunk of response) bytes += (chunk as Buffer).length;
  return { status: response.statusCode ?? 0, bytes };
}

/** Closes the kept-alive connections (the servers stop after the soak). */
export const closeConnections = () => {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
};
