// A host's server module (TypeScript, JSX) compiled for Node and imported by the devnet: the packages
// it imports (React, the package's own entries) stay imports of the files Node resolves from the
// project, so the server's React is the one wallet-modal/react uses.
import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const requireFromRoot = createRequire(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json'));

/** `entry` bundled for Node (its own files inlined, packages left as imports) and imported. */
export async function importForNode(entry) {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-from-the-project',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => ({
            path: pathToFileURL(requireFromRoot.resolve(specifier)).href,
            external: true,
          }));
        },
      },
    ],
  });
  const source = Buffer.from(result.outputFiles[0].contents).toString('base64');
  return import(`data:text/javascript;base64,${source}`);
}
