// A folder for a program's declarations (scripts/typecheck.mjs --declarations, scripts/declarations.mjs): outside the
// project, so its tools never see it, with the project's node_modules linked beside it, so that the packages the
// declarations import resolve as they do from src/.
import { mkdtemp, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export async function declarationsFolder() {
  const dir = await mkdtemp(join(tmpdir(), 'wallet-modal-dts-'));
  await symlink(fileURLToPath(new URL('../node_modules', import.meta.url)), join(dir, 'node_modules'), 'dir');
  return dir;
}
