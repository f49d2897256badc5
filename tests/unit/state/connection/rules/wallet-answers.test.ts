import { expect } from 'chai';
import { isWalletModalError } from '../../../../../src/services/errors';
import { connectedAccount, walletAddresses, walletNetwork } from '../../../../../src/state/connection/rules/wallet-answers';

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy';

function refused(run: () => unknown, what: string) {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(isWalletModalError(thrown, 'InvalidWalletAnswerError'), what).to.equal(true);
}

describe('wallet answers: account lists', () => {
  it("accepts a list of addresses of the namespace's shape, in the wallet's order", () => {
    expect(walletAddresses('eip155', [EVM, EVM.toLowerCase()])).to.deep.equal([EVM, EVM.toLowerCase()]);
    expect(walletAddresses('solana', [SOLANA])).to.deep.equal([SOLANA]);
    expect(walletAddresses('eip155', [])).to.deep.equal([]);
  });

  it('refuses the whole list when one entry is hostile', () => {
    const hostile = [
      '..',
      '<img src=x onerror=alert(1)>',
      '0x1zz',
      `${EVM}/../balance`,
      EVM.slice(2),
      true,
      1,
      null,
      { toString: () => EVM },
      SOLANA,
    ];
    for (const entry of hostile) refused(() => walletAddresses('eip155', [EVM, entry]), String(entry));
    refused(() => walletAddresses('solana', [SOLANA, EVM]), 'an EVM address in a Solana list');
  });

  it('refuses what is not a list, a list too long, and a list whose reads throw', () => {
    for (const answer of [undefined, null, EVM, { 0: EVM, length: 1 }, 42])
      refused(() => walletAddresses('eip155', answer), String(answer));
    refused(
      () =>
        walletAddresses(
          'eip155',
          Array.from({ length: 101 }, () => EVM),
        ),
      '101 accounts',
    );
    const trap = new Proxy([EVM], {
      get: (target, key) =>
        key === Symbol.iterator
          ? () => {
              throw new Error('trap');
            }
          : Reflect.get(target, key),
    });
    refused(() => walletAddresses('eip155', trap), 'a proxy that throws');
  });

  it("picks each entry's address for wallets that list account objects", () => {
    expect(walletAddresses('solana', [{ address: SOLANA }], (account) => (account as { address: unknown }).address)).to.deep.equal([
      SOLANA,
    ]);
    refused(
      () => walletAddresses('solana', [{ address: '../x' }], (account) => (account as { address: unknown }).address),
      'a hostile address',
    );
  });
});

describe('wallet answers: networks and accounts', () => {
  it('accepts CAIP-2 ids of the namespace (eip155: a decimal chain id)', () => {
    expect(walletNetwork('eip155', 'eip155:31337')).to.equal('eip155:31337');
    expect(walletNetwork('solana', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).to.equal('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
  });

  it('refuses hostile networks', () => {
    for (const id of [
      'eip155:0x1zz',
      'eip155:0x1',
      'eip155:1e3',
      'eip155:01',
      'eip155:true',
      'solana:1',
      'eip155:1:2',
      'eip155:',
      '..',
      true,
      1,
      undefined,
      'eip155:<b>',
    ]) {
      refused(() => walletNetwork(id === 'solana:1' ? 'eip155' : 'eip155', id), String(id));
    }
  });

  it('builds an account only from a valid address on a valid network', () => {
    expect(connectedAccount('eip155', EVM, 'eip155:1')).to.deep.equal({ namespace: 'eip155', address: EVM, caipNetworkId: 'eip155:1' });
    refused(() => connectedAccount('eip155', '..', 'eip155:1'), 'an address of ..');
    refused(() => connectedAccount('eip155', EVM, 'eip155:0x1zz'), 'a chain of 0x1zz');
    refused(() => connectedAccount('solana', SOLANA, 'eip155:1'), 'a network of another namespace');
  });
});
