import { expect } from 'chai';
import { isChecksummedAddress } from '../../../../../src/services/evm/address';
import {
  parsePeerSession as parseWith,
  peerAddresses as addressesWith,
  peerChain,
} from '../../../../../src/state/walletconnect/rules/peer-session';

const parsePeerSession = (session: unknown, asked?: readonly string[]) => parseWith(session, isChecksummedAddress, asked);
const peerAddresses = (namespace: 'eip155', data: unknown) => addressesWith(namespace, data, isChecksummedAddress);

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const session = (
  namespaces: unknown,
  metadata: unknown = { name: 'Wallet', url: 'https://wallet.example', icons: ['https://wallet.example/i.png'] },
) => ({ namespaces, peer: { metadata } });
const eip155 = (accounts: unknown, chains?: unknown) => session({ eip155: { accounts, chains, methods: [], events: [] } });

describe("a WalletConnect peer's session", () => {
  it("reads valid accounts and chains, and the peer's name, icon and url", () => {
    const parsed = parsePeerSession(
      session({
        eip155: { accounts: [`eip155:31337:${ADDRESS}`], chains: ['eip155:31337', 'eip155:31338'], methods: ['personal_sign', 42] },
        solana: { accounts: [`solana:8pYaRydqsAxJhwJR1RVLy62SAj3Tw7Xy:${SOLANA_ADDRESS}`], methods: 'solana_signMessage' },
      }),
    );
    expect(parsed.namespaces.eip155).to.deep.equal({
      accounts: [`eip155:31337:${ADDRESS}`],
      chains: ['eip155:31337', 'eip155:31338'],
      methods: ['personal_sign'],
    });
    expect(parsed.namespaces.solana?.chains).to.deep.equal(['solana:8pYaRydqsAxJhwJR1RVLy62SAj3Tw7Xy']);
    expect(parsed.namespaces.solana?.methods).to.deep.equal([]);
    expect(parsed.peer).to.deep.equal({ name: 'Wallet', icon: 'https://wallet.example/i.png', url: 'https://wallet.example' });
  });

  it('refuses the whole session for an account that is not a valid CAIP-10 address of its namespace', () => {
    const hostile = [
      ['garbage'],
      [`eip155:31337:0xZZZ${ADDRESS.slice(5)}`],
      [`eip155:31337:${ADDRESS.toLowerCase().slice(0, 41)}`],
      [`eip155:31337:0x70997970c51812dc3A010C7d01b50e0d17dc79C8`],
      [`solana:1:${ADDRESS}`],
      [`eip155:31337:${SOLANA_ADDRESS}`],
      [`eip155:31337:${ADDRESS}:extra`],
      [`eip155::${ADDRESS}`],
      [42],
      'eip155:31337:' + ADDRESS,
      { 0: ADDRESS },
    ];
    for (const accounts of hostile)
      expect(() => parsePeerSession(eip155(accounts)), JSON.stringify(accounts))
        .to.throw()
        .with.property('name', 'InvalidCaipAddressError');
    for (const bad of [undefined, null, {}, { namespaces: [] }, { namespaces: 'eip155' }, session({ eip155: [] })]) {
      expect(() => parsePeerSession(bad), JSON.stringify(bad))
        .to.throw()
        .with.property('name', 'InvalidCaipAddressError');
    }
    expect(() => parsePeerSession(eip155([], ['eip155:0x1zz:x']))).to.throw();
    expect(() => parsePeerSession(eip155([], ['solana:1']))).to.throw();
  });

  it('leaves out chains and accounts the site did not ask for', () => {
    const parsed = parsePeerSession(
      eip155([`eip155:1:${ADDRESS}`, `eip155:31337:${ADDRESS}`], ['eip155:1', 'eip155:31337', 'eip155:666']),
      ['eip155:31337'],
    );
    expect(parsed.namespaces.eip155).to.deep.equal({ accounts: [`eip155:31337:${ADDRESS}`], chains: ['eip155:31337'], methods: [] });
  });

  it("cleans the peer's name and drops unsafe icons and urls", () => {
    const parsed = parsePeerSession(
      session(
        {},
        {
          name: `\u202eevil\u200b ${'W'.repeat(500)}`,
          url: 'javascript:alert(1)',
          icons: ['http://127.0.0.1:8545/', 'data:text/html,x', 42],
        },
      ),
    );
    expect(parsed.peer.name).to.have.length(64);
    expect(parsed.peer.name?.startsWith('evil W')).to.equal(true);
    expect(parsed.peer).to.include({ icon: undefined, url: undefined });
    expect(parsePeerSession(session({}, { name: '\u0000\u202e\u2066' })).peer.name).to.equal(undefined);
    expect(parsePeerSession(session({}, { name: { name: 'x' } })).peer.name).to.equal(undefined);
    expect(parsePeerSession(session({}, 'not metadata')).peer).to.deep.equal({ name: undefined, icon: undefined, url: undefined });
  });
});

describe("a WalletConnect peer's events", () => {
  it('chainChanged: a chain number, hex or decimal id, or CAIP-2 id of the namespace; nothing else', () => {
    expect(peerChain('eip155', '0x7a69')).to.equal('eip155:31337');
    expect(peerChain('eip155', 31338)).to.equal('eip155:31338');
    expect(peerChain('eip155', '31338')).to.equal('eip155:31338');
    expect(peerChain('eip155', 'eip155:1')).to.equal('eip155:1');
    for (const data of [
      '0x1zz',
      '0x',
      '',
      '-1',
      0,
      1.5,
      Number.NaN,
      '1e3',
      'solana:1',
      'eip155:',
      'eip155:1:2',
      null,
      {},
      ['0x1'],
      '0x' + 'f'.repeat(40),
    ]) {
      expect(peerChain('eip155', data), JSON.stringify(data)).to.equal(undefined);
    }
  });

  it('accountsChanged: a list of valid accounts of the namespace, else nothing', () => {
    expect(peerAddresses('eip155', [`eip155:31337:${ADDRESS}`, ADDRESS])).to.deep.equal([ADDRESS, ADDRESS]);
    expect(peerAddresses('eip155', [])).to.deep.equal([]);
    for (const data of ['0x1', [ADDRESS, 'garbage'], [`solana:1:${SOLANA_ADDRESS}`], [{ address: ADDRESS }], null, { 0: ADDRESS }]) {
      expect(peerAddresses('eip155', data), JSON.stringify(data)).to.equal(undefined);
    }
  });
});
