// npm run bench: the baseline build. The baseline commit is checked out in a temporary git worktree
// (this repository's node_modules linked in: its dependencies are a subset), built there with its own
// `node esbuild.config.mjs`, and its dist/ copied out; the worktree is removed whatever happens.
import { execFile, execFileSync } from 'node:child_process';
import { cp, mkdtemp, realpath, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** `git` in `cwd`; its trimmed output. */
export async function git(cwd, ...args) {
  const { stdout } = await run('git', args, { cwd });
  return stdout.trim();
}

/**
 * Builds `ref` of the repository at `repo` and copies its dist/ to `into`/dist.
 * @returns {Promise<string>} the short commit hash built
 */
export async function buildBaseline({ repo, ref, into }) {
  const commit = await git(repo, 'rev-parse', '--short', `${ref}^{commit}`);
  const tree = await mkdtemp(path.join(tmpdir(), 'wm-bench-base-'));
  // Interrupted (Ctrl-C) while the worktree exists: it is removed before the process ends.
  const interrupted = (signal) => {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: repo, stdio: 'ignore' });
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    await git(repo, 'worktree', 'add', '--detach', tree, commit);
    await symlink(await realpath(path.join(repo, 'node_modules')), path.join(tree, 'node_modules'));
    await run(process.execPath, ['esbuild.config.mjs'], { cwd: tree });
    await cp(path.join(tree, 'dist'), path.join(into, 'dist'), { recursive: true });
    return commit;
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await git(repo, 'worktree', 'remove', '--force', tree).catch(() => undefined);
    await rm(tree, { recursive: true, force: true });
  }
}
