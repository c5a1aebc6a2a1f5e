import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  date: string;
}

/** The messages in an outbox folder (mailer.ts), oldest first; none when the folder is absent. */
export async function outboxMessages(dir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(
      async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMessage,
    ),
  );
}

/**
 * The link of the newest message to `email` whose path starts with `pathPrefix` (e.g.
 * '/reset_password'), as a developer would click it in the mail; undefined when none was sent.
 */
export async function latestLinkTo(
  dir: string,
  email: string,
  pathPrefix: string,
): Promise<string | undefined> {
  const to = email.trim().toLowerCase();
  const links = (await outboxMessages(dir))
    .filter((message) => message.to.toLowerCase() === to)
    .flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? [])
    .filter((link) => new URL(link).pathname.startsWith(pathPrefix));
  return links.at(-1);
}
