// Finds the system Chromium (never a downloaded browser): CHROME_PATH, else
// /usr/bin/chromium; installs Debian's package when missing and we are root.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return CANDIDATES.find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', 'install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error('Chromium not found. Install it with `sudo apt-get install chromium`, or set CHROME_PATH.');
}

// Flags that keep Chromium from reaching for the network on its own, and one that saves it work.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // The (software) GPU work on a thread of the browser process rather than a process of its own: less passing of
  // frames between processes (e2e send + activity specs: 62.0 → 60.0 CPU-s).
  '--in-process-gpu',
];

// Flags that cut a test browser off from everything but the loopback (the end-to-end tests'): every other request goes
// to a proxy on a closed loopback port and fails with net::ERR_PROXY_CONNECTION_FAILED; the loopback (127.0.0.0/8,
// localhost) is reached directly (Chromium's implicit proxy bypass). Intercepting every request in Playwright
// (context.route) did the same, at the cost of a round trip to the test process per request and the HTTP cache off.
export const OFFLINE_ARGS = ['--proxy-server=http://127.0.0.1:9'];
