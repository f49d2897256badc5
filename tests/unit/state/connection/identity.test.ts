import { expect } from 'chai';
import { distinctIdentities } from '../../../../src/state/connection/identity';

describe('page wallet identities', () => {
  it('keeps the first claimant\'s id, gives later ones distinct ids, and marks all of them shared', () => {
    const found = distinctIdentities(['io.metamask', 'org.example', 'io.metamask', 'io.metamask'], (rdns) => rdns);
    expect(found.map(({ id, shared }) => [id, shared])).to.deep.equal([
      ['io.metamask', true], ['org.example', false], ['io.metamask#2', true], ['io.metamask#3', true],
    ]);
  });

  it('never hands out an id twice, even when a name looks like a suffixed one', () => {
    const ids = distinctIdentities(['ws:Foo#2', 'ws:Foo', 'ws:Foo'], (name) => name).map(({ id }) => id);
    expect(new Set(ids).size).to.equal(3);
  });
});
