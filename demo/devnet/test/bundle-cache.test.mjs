// The devnet's bundle cache: an entry is built once, read back while its inputs are unchanged,
// rebuilt when one changes or is gone, and built once when several devnets ask at the same time.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cachedBundle } from '../bundle-cache.mjs';

describe('the devnet bundle cache', () => {
  let directory;
  let input;
  let builds;
  const build = async () => {
    builds += 1;
    return { files: new Map([['app.js', new TextEncoder().encode(await readFile(input, 'utf8'))]]), inputs: [input, 'virtual-ns:ignored'] };
  };
  const read = async (key = { entry: 'app' }) => new TextDecoder().decode((await cachedBundle(key, build, { directory })).get('app.js'));

  before(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'bundle-cache-'));
    input = path.join(directory, 'input.js');
  });
  after(() => rm(directory, { recursive: true, force: true }));

  it('builds once, then reads the stored files while the inputs are unchanged', async () => {
    builds = 0;
    await writeFile(input, 'one');
    assert.equal(await read(), 'one');
    assert.equal(await read(), 'one');
    assert.equal(builds, 1);
  });

  it('rebuilds when an input changes, and for a different key', async () => {
    builds = 0;
    await writeFile(input, 'two, longer');
    assert.equal(await read(), 'two, longer');
    assert.equal(builds, 1);
    assert.equal(await read({ entry: 'app', define: { x: '1' } }), 'two, longer');
    assert.equal(builds, 2);
  });

  it('rebuilds when an input is gone', async () => {
    builds = 0;
    await rm(input);
    await assert.rejects(read(), { code: 'ENOENT' });
    await writeFile(input, 'three');
    assert.equal(await read(), 'three');
    assert.equal(builds, 2);
  });

  it('builds once when asked several times at once, the others waiting for it', async () => {
    builds = 0;
    const texts = await Promise.all([1, 2, 3].map(() => read({ entry: 'concurrent' })));
    assert.deepEqual(texts, ['three', 'three', 'three']);
    assert.equal(builds, 1);
  });
});
