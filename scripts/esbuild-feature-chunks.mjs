// esbuild plugin: each feature's chunk entry (src/react/features/<name>/<name>-views.ts), and
// the sign-in views' (src/react/connect/auth/sign-in-views.ts), also imports the modal's
// root. A feature loads only from the open modal, but esbuild groups modules by the entry
// points that reach them, not by what the importer has already loaded (evanw/esbuild#3780):
// without this, every feature would split the modal's chunks along what it shares with
// them, and the visitor would fetch more, smaller files on intent. The import is added at
// build time so the source graph keeps no cycle (the modal loads the feature).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const FEATURE_CHUNK = /[/\\]src[/\\]react[/\\](features[/\\][^/\\]+|connect[/\\]auth)[/\\][^/\\]+-views\.tsx?$/;

export function featureChunks({ modalRoot = 'src/react/mount.ts' } = {}) {
  return {
    name: 'feature-chunks',
    setup(build) {
      build.onLoad({ filter: FEATURE_CHUNK }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const root = path.resolve(modalRoot);
        return { contents: `${source}\nimport ${JSON.stringify(root)};\n`, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
