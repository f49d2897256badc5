// The example hosts the devnet serves beside the plain-HTML demo: each a small real app whose
// bundle is built on first request from demo/examples/<name>/main.tsx as a host's bundler would, code-split
// (scripts/host-bundle.mjs), against the built package (`wallet-modal`, `wallet-modal/wagmi`: its bundler
// build, dist/bundler/, resolved through package.json `exports`: one React, one viem). Their pages are
// demo/examples/<name>/index.html, served and filled in like the demo's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostBundleRoute } from './bundle.mjs';

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../examples');

/** React + wagmi + TanStack Query. */
export const exampleHosts = () => [hostBundleRoute('/examples/react-wagmi/', path.join(EXAMPLES, 'react-wagmi/main.tsx'))];
