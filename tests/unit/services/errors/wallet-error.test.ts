import { expect } from 'chai';
import { BaseError, InternalRpcError, SwitchChainError, UserRejectedRequestError } from 'viem';
import { toWalletError, type WalletErrorName } from '../../../../src/services/errors';

const nameOf = (code: number) => toWalletError({ code, message: `code ${code}` }).name;

describe('toWalletError: RPC codes', () => {
  const named: Array<[number, WalletErrorName]> = [
    [4001, 'UserRejectedError'],
    [5000, 'UserRejectedError'],
    [4100, 'UnauthorizedError'],
    [4200, 'UnsupportedMethodError'],
    [4900, 'DisconnectedError'],
    [4901, 'DisconnectedError'],
    [4902, 'SwitchChainError'],
    [-32700, 'ParseRpcError'],
    [-32600, 'InvalidRequestRpcError'],
    [-32601, 'MethodNotFoundRpcError'],
    [-32602, 'InvalidParamsRpcError'],
    [-32603, 'InternalRpcError'],
    [-32000, 'InvalidInputRpcError'],
    [-32001, 'ResourceNotFoundRpcError'],
    [-32002, 'ResourceUnavailableRpcError'],
    [-32003, 'TransactionRejectedRpcError'],
    [-32004, 'MethodNotSupportedRpcError'],
    [-32005, 'LimitExceededRpcError'],
    [-32006, 'JsonRpcVersionUnsupportedError'],
    [5700, 'UnsupportedCapabilityError'],
    [5710, 'UnsupportedChainIdError'],
    [5720, 'DuplicateIdError'],
    [5730, 'UnknownBundleIdError'],
    [5740, 'BundleTooLargeError'],
    [5750, 'AtomicReadyWalletRejectedUpgradeError'],
    [5760, 'AtomicityNotSupportedError'],
  ];

  it('names every code of the spec', () => {
    for (const [code, name] of named) expect(nameOf(code), String(code)).to.equal(name);
  });

  it('marks only 4001 and 5000 as the user rejecting', () => {
    for (const [code] of named) {
      expect(toWalletError({ code }).userRejected, String(code)).to.equal(code === 4001 || code === 5000);
    }
  });

  it('knows the JSON-RPC codes from -32700 to -32006 and nothing past them', () => {
    expect(nameOf(-32700)).to.equal('ParseRpcError');
    expect(nameOf(-32701)).to.equal('UnknownError');
    expect(nameOf(-32006)).to.equal('JsonRpcVersionUnsupportedError');
    expect(nameOf(-32007)).to.equal('UnknownError');
    expect(nameOf(-31999)).to.equal('UnknownError');
  });

  it('treats every code from 5700 to 5760 as a wallet capability error', () => {
    expect(nameOf(5699)).to.equal('UnknownError');
    expect(nameOf(5700)).to.equal('UnsupportedCapabilityError');
    expect(nameOf(5705)).to.equal('WalletCapabilityError');
    expect(nameOf(5760)).to.equal('AtomicityNotSupportedError');
    expect(nameOf(5761)).to.equal('UnknownError');
  });

  it("returns the catalogue fields and keeps the wallet's code and message", () => {
    const error = toWalletError({ code: 4902, message: 'Unrecognized chain ID "0x7a6a".' });
    expect(error).to.be.instanceOf(Error);
    expect(error).to.include({
      name: 'SwitchChainError',
      code: 'SWITCH_CHAIN_FAILED',
      messageKey: 'error.switchChainFailed',
      rpcCode: 4902,
      userRejected: false,
      message: 'Unrecognized chain ID "0x7a6a".',
    });
  });

  it('keeps an unknown code but calls the error UnknownError', () => {
    expect(toWalletError({ code: 1234 })).to.include({
      name: 'UnknownError',
      code: 'UNKNOWN_ERROR',
      messageKey: 'error.unknown',
      rpcCode: 1234,
    });
  });
});

describe('toWalletError: wrapped and odd inputs', () => {
  it('finds a rejection that viem wrapped in `cause`', () => {
    const wrapped = new BaseError('Transaction failed.', { cause: new UserRejectedRequestError(new Error('denied')) });
    expect(toWalletError(wrapped)).to.include({ name: 'UserRejectedError', userRejected: true, rpcCode: 4001 });
  });

  it("finds a rejection inside a -32603 wrapper's data.originalError (MetaMask, WalletConnect)", () => {
    const wrapped = { code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: { code: 4001, message: 'User denied.' } } };
    expect(toWalletError(wrapped)).to.include({ name: 'UserRejectedError', userRejected: true, rpcCode: 4001 });
    expect(toWalletError(new InternalRpcError(new UserRejectedRequestError(new Error('x'))))).to.include({ userRejected: true });
  });

  it('names a wrapped error by its innermost known code', () => {
    const wrapped = { code: -32603, data: { originalError: { code: -32000, message: 'insufficient funds' } } };
    expect(toWalletError(wrapped)).to.include({ name: 'InvalidInputRpcError', rpcCode: -32000, message: 'insufficient funds' });
    expect(toWalletError(new SwitchChainError(new Error('nope')))).to.include({ name: 'SwitchChainError', rpcCode: 4902 });
  });

  it('reads a raw JSON-RPC error response', () => {
    expect(toWalletError({ id: 1, jsonrpc: '2.0', error: { code: 5000, message: 'User rejected.' } })).to.include({
      userRejected: true,
      rpcCode: 5000,
    });
  });

  it('treats a Solana Wallet Standard rejection (words, no code) as the user rejecting', () => {
    const solana = Object.assign(new Error('User rejected the request.'), { name: 'WalletSignTransactionError' });
    expect(toWalletError(solana)).to.include({ name: 'UserRejectedError', userRejected: true, rpcCode: undefined });
    expect(toWalletError(Object.assign(new Error('x'), { name: 'UserRejectedRequestError' }))).to.include({ userRejected: true });
    expect(toWalletError(new Error('Request cancelled by the user'))).to.include({ userRejected: true });
    expect(toWalletError({ code: 'ACTION_REJECTED', message: 'user rejected action' })).to.include({ userRejected: true });
  });

  it("does not read a network's rejection as the user's", () => {
    expect(toWalletError({ code: -32003, message: 'Transaction rejected' })).to.include({
      name: 'TransactionRejectedRpcError',
      userRejected: false,
    });
    expect(toWalletError(new Error('Transaction rejected by the network'))).to.include({ name: 'UnknownError', userRejected: false });
  });

  it('accepts strings, undefined and other values', () => {
    expect(toWalletError('User rejected the request')).to.include({ name: 'UserRejectedError', message: 'User rejected the request' });
    expect(toWalletError('boom')).to.include({ name: 'UnknownError', userRejected: false, message: 'boom' });
    for (const odd of [undefined, null, 42, {}, [], new Error('?')]) {
      expect(toWalletError(odd), String(odd)).to.include({ name: 'UnknownError', code: 'UNKNOWN_ERROR', userRejected: false });
    }
  });

  it('stops on a cycle of causes', () => {
    const looping: { code: number; cause?: unknown } = { code: 1 };
    looping.cause = { cause: looping };
    expect(toWalletError(looping)).to.include({ name: 'UnknownError', rpcCode: 1 });
  });
});

describe('toWalletError: hostile text', () => {
  // Without a bound, the rejection patterns backtrack over such text for seconds.
  const noise = (word: string, bytes: number) => word.repeat(Math.ceil(bytes / word.length));

  it('examines only the start of a huge message', () => {
    for (const text of [
      `${noise('user ', 160_000)}rejected`,
      `${noise('rejected ', 160_000)}by user`,
      `${noise('x', 160_000)} user rejected`,
    ]) {
      expect(toWalletError(new Error(text)).userRejected, text.slice(0, 20)).to.equal(false);
    }
  });

  it("keeps at most 1,000 characters of a wallet's message", () => {
    for (const error of [new Error(noise('user ', 160_000)), { code: 4001, message: noise('<b>', 50_000) }, noise('a', 2_000)]) {
      expect(toWalletError(error).message.length).to.be.at.most(1_000);
    }
  });

  it('still reads a rejection near the start of a long message', () => {
    expect(toWalletError(new Error(`User rejected the request. ${noise('detail ', 100_000)}`)).userRejected).to.equal(true);
  });
});
