// The e2e tests drive Debian's chromium (never a downloaded browser). Install it when it is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executable)) {
  console.log(`${executable} is missing: installing Debian's chromium (apt-get)...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
}
