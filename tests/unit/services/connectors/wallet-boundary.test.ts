import { expect } from 'chai';
import { addressSegment } from '../../../../src/services/blockchain-api/client';
import { withDeadline } from '../../../../src/services/connectors/deadline';
import { parseChainId } from '../../../../src/services/connectors/eip1193';
import { readAnnouncement } from '../../../../src/services/connectors/eip6963';
import { readStandardWallet, type StandardWallet } from '../../../../src/services/connectors/solana-standard';
import { isWalletModalError } from '../../../../src/services/errors';
import { installFakeClock } from '../../../fixtures/fake-clock';

const INFO = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'Honest',
  icon: 'data:image/png;base64,AA==',
  rdns: 'org.example.honest',
};
const provider = { request: async () => [] };

describe('EIP-1193 chain ids', () => {
  it('reads hex, decimal and numeric chain ids', () => {
    expect(parseChainId('0x7a69')).to.equal(31337);
    expect(parseChainId('31337')).to.equal(31337);
    expect(parseChainId(8453)).to.equal(8453);
  });

  it('refuses anything else with InvalidWalletAnswerError', () => {
    for (const value of [
      '0x1zz',
      '1zz',
      '1e3',
      ' 1',
      '0x',
      '0',
      '-1',
      true,
      false,
      null,
      undefined,
      [1],
      { valueOf: () => 1 },
      1.5,
      2 ** 53,
      '0x1fffffffffffff1',
    ]) {
      let thrown: unknown;
      try {
        parseChainId(value);
      } catch (error) {
        thrown = error;
      }
      expect(isWalletModalError(thrown, 'InvalidWalletAnswerError'), String(value)).to.equal(true);
    }
  });
});

describe('EIP-6963 announcements', () => {
  it('reads an honest announcement into plain values', () => {
    expect(readAnnouncement({ info: INFO, provider })).to.deep.equal({ ...INFO, provider });
  });

  it('skips hostile announcements with a reason', () => {
    const throwing = {
      get info(): never {
        throw new Error('getter');
      },
      provider,
    };
    const trapped = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
      },
    );
    const hostile: unknown[] = [
      undefined,
      null,
      'detail',
      throwing,
      trapped,
      { info: trapped, provider },
      { info: { ...INFO, name: 42 }, provider },
      { info: { ...INFO, name: { trim: () => 'x' } }, provider },
      { info: { ...INFO, name: '' }, provider },
      { info: { ...INFO, uuid: undefined }, provider },
      { info: { ...INFO, rdns: 'walletConnect' }, provider },
      { info: { ...INFO, rdns: 'injected' }, provider },
      { info: { ...INFO, rdns: 'ws:Phantom' }, provider },
      { info: { ...INFO, rdns: '../..' }, provider },
      { info: INFO, provider: {} },
      { info: INFO, provider: null },
      { info: INFO, provider: { request: 'yes' } },
    ];
    hostile.forEach((detail, index) => expect(readAnnouncement(detail), `payload ${index}`).to.be.a('string'));
  });

  it('keeps the wallet but drops an icon that is not text', () => {
    const read = readAnnouncement({ info: { ...INFO, icon: { src: 'x' } }, provider });
    expect(read).to.include({ name: 'Honest', icon: undefined });
  });
});

describe('Wallet Standard wallets', () => {
  const connect = { 'standard:connect': { connect: async () => ({ accounts: [] }) } };
  const wallet = (fields: Record<string, unknown>) =>
    ({
      name: 'Sol',
      icon: 'data:image/png;base64,AA==',
      chains: ['solana:devnet'],
      accounts: [],
      features: connect,
      ...fields,
    }) as unknown as StandardWallet;

  it('reads a Solana wallet and ignores wallets of other chains', () => {
    expect(readStandardWallet(wallet({}))).to.include({ name: 'Sol' });
    expect(readStandardWallet(wallet({ chains: ['bitcoin:mainnet'] }))).to.equal(undefined);
  });

  it('skips hostile wallets with a reason', () => {
    const throwing = Object.defineProperty(wallet({}), 'chains', {
      get: () => {
        throw new Error('getter');
      },
    });
    const hostile = [
      wallet({ chains: undefined }),
      wallet({ chains: 'solana:devnet' }),
      wallet({ name: undefined }),
      wallet({ name: 7 }),
      wallet({ features: {} }),
      wallet({ features: { 'standard:connect': {} } }),
      wallet({ features: undefined }),
      throwing,
      new Proxy(wallet({}), {
        get: () => {
          throw new Error('trap');
        },
      }) as StandardWallet,
    ];
    for (const found of hostile) expect(readStandardWallet(found)).to.be.a('string');
  });
});

describe('blockchain-service path segments', () => {
  it('encodes an address as one segment and refuses dot segments', () => {
    expect(addressSegment('0xabc')).to.equal('0xabc');
    expect(addressSegment('a/b?c#d')).to.equal('a%2Fb%3Fc%23d');
    for (const hostile of ['..', '.', '']) expect(() => addressSegment(hostile), hostile).to.throw('not a path segment');
  });
});

describe('wallet deadlines', () => {
  it('rejects with WalletTimeoutError when the wallet never answers, and lets a prompt answer win', async () => {
    const clock = installFakeClock();
    try {
      const never = withDeadline(new Promise(() => undefined), 10_000, 'eth_accounts');
      const answered = withDeadline(Promise.resolve('ok'), 10_000, 'eth_accounts');
      clock.tick(9_999);
      expect(await answered).to.equal('ok');
      clock.tick(1);
      const error = await never.then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(isWalletModalError(error, 'WalletTimeoutError')).to.equal(true);
    } finally {
      clock.uninstall();
    }
  });
});
