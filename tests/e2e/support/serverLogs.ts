import { appendFile, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxMessages } from '../../../server/mail/outbox';

/**
 * The run's server logs (issue #41: no live secret in any log). Every server a journey starts
 * writes its output to a file in E2E_LOG_DIR (globalSetup makes it; workers inherit the path);
 * when a server stops, the tokens it e-mailed are noted beside them; when the run ends,
 * checkServerLogs fails it if any log holds one of those tokens, a token= or ticket= value, or a
 * registration or reset link with its token.
 */
export const logDir = () => process.env.E2E_LOG_DIR;

const MAILED = 'mailed-tokens.txt';
const REDACTED = String.raw`(?:\[Redacted\]|%5BRedacted%5D)`;
const SECRET_PARAM = new RegExp(String.raw`\b(?:token|ticket)=(?!${REDACTED})[^&\s"'\\]+`, 'i');
const SECRET_LINK = new RegExp(
  String.raw`/(?:register|reset_password)\?[^\s"']*token=(?!${REDACTED})`,
  'i',
);

/** Notes the tokens in the links a stopping server e-mailed (its outbox) for the final check. */
export async function noteMailedTokens(dataDir: string): Promise<void> {
  const dir = logDir();
  if (!dir) return;
  const tokens = (await outboxMessages(path.join(dataDir, 'outbox'))).flatMap((message) =>
    [...message.text.matchAll(/[?&]token=([\w-]+)/g)].map((match) => match[1]),
  );
  if (tokens.length > 0) await appendFile(path.join(dir, MAILED), `${tokens.join('\n')}\n`);
}

/** Each line of a server log that carries a secret, as `file:line: why` (the secret not shown). */
export async function secretsInServerLogs(dir: string): Promise<string[]> {
  const names = await readdir(dir);
  const mailed = names.includes(MAILED)
    ? (await readFile(path.join(dir, MAILED), 'utf8')).split('\n').filter(Boolean)
    : [];
  const found: string[] = [];
  for (const name of names.filter((file) => file.endsWith('.log')).sort()) {
    const lines = (await readFile(path.join(dir, name), 'utf8')).split('\n');
    lines.forEach((line, index) => {
      const why = mailed.some((token) => line.includes(token))
        ? 'an e-mailed token'
        : SECRET_LINK.test(line)
          ? 'a registration or reset link with its token'
          : SECRET_PARAM.test(line)
            ? 'a token= or ticket= value'
            : undefined;
      if (why) found.push(`${name}:${index + 1}: ${why}`);
    });
  }
  return found;
}

/** Throws when a server log of the run holds a live secret. */
export async function checkServerLogs(dir: string): Promise<void> {
  const found = await secretsInServerLogs(dir);
  if (found.length > 0) {
    throw new Error(
      `Live secrets in the journeys' server logs (kept in ${dir}):\n${found.slice(0, 20).join('\n')}`,
    );
  }
}
