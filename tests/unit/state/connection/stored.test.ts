import { expect } from 'chai';
import { rememberSession, storedSession } from '../../../../src/state/connection/stored';

const KEY = 'wallet-modal:session:eip155';
const entry = (value: unknown) => JSON.stringify({ v: 1, value });

describe('stored sessions', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what was remembered', () => {
    rememberSession('eip155', { connectorId: 'io.metamask', kind: 'injected' });
    expect(storedSession('eip155')).to.deep.equal({ connectorId: 'io.metamask', kind: 'injected' });
  });

  it('deletes and ignores a tampered record: prototype kinds, wrong types, extra keys, broken JSON', () => {
    const tampered = [
      entry({ connectorId: 'walletConnect', kind: 'constructor' }),
      entry({ connectorId: 'walletConnect', kind: '__proto__' }),
      entry({ connectorId: 'walletConnect', kind: 'toString' }),
      entry({ connectorId: 42, kind: 'injected' }),
      entry({ connectorId: '', kind: 'injected' }),
      entry({ connectorId: 'x'.repeat(300), kind: 'injected' }),
      entry({ connectorId: 'io.metamask', kind: 'injected', extra: '<img src=x>' }),
      entry({ connectorId: 'walletConnect', kind: 'walletConnect', namespaces: 'eip155' }),
      entry(['io.metamask', 'injected']),
      entry(null),
      '{"v":1,"value":{"connectorId":"io.metamask","kind":"injected","__proto__":{"kind":"auth"}}}',
      '{"v":1,"value":{"connectorId":"io.metamask"',
    ];
    for (const raw of tampered) {
      localStorage.setItem(KEY, raw);
      expect(storedSession('eip155'), raw).to.equal(undefined);
      expect(localStorage.getItem(KEY), raw).to.equal(null);
    }
  });
});
