import { expect } from 'chai';
import { pageWalletsConfig } from '../../../../src/state/connection/config';
import { distinctIdentities } from '../../../../src/state/connection/identity';
import { applyAttributeSettings } from '../../../../src/state/configure';
import { resetState } from '../../../../src/state/reset';

describe('page wallet identities', () => {
  it("keeps the first claimant's id, gives later ones distinct ids, and marks all of them shared", () => {
    const found = distinctIdentities(['io.metamask', 'org.example', 'io.metamask', 'io.metamask'], (rdns) => rdns);
    expect(found.map(({ id, shared }) => [id, shared])).to.deep.equal([
      ['io.metamask', true],
      ['org.example', false],
      ['io.metamask#2', true],
      ['io.metamask#3', true],
    ]);
  });

  it('never hands out an id twice, even when a name looks like a suffixed one', () => {
    const ids = distinctIdentities(['ws:Foo#2', 'ws:Foo', 'ws:Foo'], (name) => name).map(({ id }) => id);
    expect(new Set(ids).size).to.equal(3);
  });

  it('with debug, skipped wallets are logged: the first 20, then one line for the rest; without debug, nothing', () => {
    const warn = console.warn;
    const lines: string[] = [];
    console.warn = (line: string) => void lines.push(line);
    // As the page's wallet connectors report: `debug` read from the settings at the edge.
    const report = pageWalletsConfig(window).skipped;
    try {
      resetState();
      for (let index = 0; index < 1_000; index += 1) report(`wallet ${index} skipped`);
      expect(lines).to.deep.equal([]);
      applyAttributeSettings({ debug: '' });
      for (let index = 0; index < 1_000; index += 1) report(`wallet ${index} skipped`);
      expect(lines).to.have.length(21);
      expect(lines[0]).to.equal('<wallet-modal> wallet 0 skipped');
      expect(lines.at(-1)).to.equal('<wallet-modal> more wallets skipped (not listed here)');
    } finally {
      console.warn = warn;
      resetState();
    }
  });
});
