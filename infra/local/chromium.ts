import { existsSync } from 'node:fs';

/** Debian's chromium (`apt-get install chromium`), or CHROMIUM_PATH; no browser downloads. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `no Chromium at ${candidates.join(' or ')}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
  return found;
}

/** What headless Chromium needs in a container without a GPU, sandbox or network. */
export const HEADLESS_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
