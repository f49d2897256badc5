// Keeps the machine's cores busy (`node scripts/test.mjs --busy`): one CPU-burning
// child process per core, at most MAX_BURNERS, so tests run as on a loaded machine.
// Each child also exits by itself once its parent is gone (even after a SIGKILL).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const MAX_BURNERS = 8;

/** Runs in each child: spins in slices, checking between them that the parent still lives. */
function burn(parentPid) {
  for (;;) {
    const sliceEnd = Date.now() + 250;
    while (Date.now() < sliceEnd) Math.sqrt(Math.random());
    if (process.ppid !== parentPid) process.exit(0);
  }
}

/** Starts the burners; the returned stop() ends them (also called on exit, SIGINT, SIGTERM and SIGHUP). */
export function startBusyCores(count = Math.min(availableParallelism(), MAX_BURNERS)) {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, [fileURLToPath(import.meta.url), '--burn', String(process.pid)], { stdio: 'ignore' }),
  );
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      stop();
      process.kill(process.pid, signal);
    });
  }
  return { count, stop };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--burn') burn(Number(process.argv[3]));
