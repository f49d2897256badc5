// The example hosts the devnet serves beside the plain-HTML demo: each a small real app whose
// bundle is built on first request from demo/examples/<name>/main.tsx, against the built package
// (`wallet-modal`, `wallet-modal/wagmi`: dist/, as a host's bundler resolves them). Their pages are
// demo/examples/<name>/index.html, served and filled in like the demo's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleRoute } from './bundle.mjs';

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../examples');

/** React + wagmi + TanStack Query. */
export const exampleHosts = () => [bundleRoute('/examples/react-wagmi/app.js', path.join(EXAMPLES, 'react-wagmi/main.tsx'))];
