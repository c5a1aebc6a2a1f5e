import { performance } from 'node:perf_hooks';
import { closeConnections, send } from '../soak/lightClient';
import { newAddress } from './clients';

/**
 * `tsx bodySender.ts <api> <seconds> <bodies> <depth>`: rounds of `bodies` parallel POSTs to the
 * public sign-in, each a JSON body nested `depth` levels, for `seconds`, each round from a new
 * address (so the public routes' per-address limit never answers in the body check's place). A
 * process of its own: in the bench's, its sending delayed the health polls it is timed against
 * (a p99 of ~100 ms there, ~30 ms from here). Prints `sending` once it starts, then the answers.
 */
const [api, seconds, bodies, depth] = process.argv.slice(2);
const levels = Number(depth);
// Bytes once, not a string encoded again for each of the thousands sent.
const body = Buffer.from(
  `{"email":"nested@example.com","password":${'['.repeat(levels)}${']'.repeat(levels)}}`,
);
const answers: Record<string, number> = {};
let rounds = 0;
console.log('sending');
const end = performance.now() + Number(seconds) * 1000;
while (performance.now() < end) {
  const from = newAddress();
  const statuses = await Promise.all(
    Array.from({ length: Number(bodies) }, () =>
      send(api, 'POST', '/adminlogin', {}, body, from).then(
        (answer) => String(answer.status),
        (error: NodeJS.ErrnoException) => error.code ?? 'error',
      ),
    ),
  );
  for (const status of statuses) answers[status] = (answers[status] ?? 0) + 1;
  rounds++;
}
closeConnections();
console.log(JSON.stringify({ rounds, answers, bytes: body.length }));
