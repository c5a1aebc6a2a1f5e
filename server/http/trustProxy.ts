import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies in front of the server are believed about the client (TRUST_PROXY): none, the
 * number of hops next to the server (1: one load balancer), or the proxies' addresses and CIDRs.
 * Never "every address": then the client would choose its own address.
 */
export type TrustProxy = false | number | string[];

/** Whether the address `addr`, `hop` hops away from the server (0: the socket's peer), is a proxy. */
export type TrustFunction = (addr: string, hop: number) => boolean;

export const TRUST_PROXY_TRUE =
  'TRUST_PROXY=true would trust every address, so a client could write its own in X-Forwarded-For: give the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses (e.g. 10.0.0.0/8)';

/** Parses TRUST_PROXY; throws a sentence for the operator when the value is not one of its forms. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') throw new Error(TRUST_PROXY_TRUE);
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10)
      throw new Error(`TRUST_PROXY must be a hop count between 0 and 10, got '${raw}'`);
    return hops;
  }
  const addresses = value.split(',').map((part) => part.trim());
  for (const address of addresses) {
    try {
      proxyAddr.compile(address);
    } catch {
      throw new Error(
        `TRUST_PROXY must be a hop count (e.g. 1) or proxy addresses/CIDRs separated by commas, got '${address}'`,
      );
    }
  }
  return addresses;
}

/**
 * The function Fastify asks about each hop (its `trustProxy`), and requestId.ts about the socket's
 * peer. A hop count trusts that many hops from the server, so the client address is the
 * right-most one the proxies did not add: a client's own X-Forwarded-For entries sit to its left.
 */
export function trustFunction(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_addr, hop) => hop < trust;
  return proxyAddr.compile(trust);
}
