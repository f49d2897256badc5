import { expect } from 'chai';
import { errorMessages } from '../../../../src/react/i18n/en/errors';
import {
  HttpError,
  WalletModalError,
  createError,
  errorCatalogue,
  isWalletModalError,
  type ErrorName,
} from '../../../../src/services/errors';
import { refinedMessageKeys } from '../../../../src/services/errors/catalogue';

const names = Object.keys(errorCatalogue) as ErrorName[];

describe('error catalogue', () => {
  it('gives every error a unique code and a unique message key with an English message', () => {
    const codes = names.map((name) => errorCatalogue[name].code);
    const keys = names.map((name) => errorCatalogue[name].messageKey);
    expect(new Set(codes).size).to.equal(names.length);
    expect(new Set(keys).size).to.equal(names.length);
    for (const key of keys) expect(errorMessages[key], key).to.be.a('string').with.length.above(10);
    for (const key of refinedMessageKeys) expect(errorMessages[key], key).to.be.a('string').with.length.above(10);
    expect(Object.keys(errorMessages).sort()).to.deep.equal([...keys, ...refinedMessageKeys].sort());
  });

  it("keeps the spec's wording: user-visible titles in the UI text, thrown messages as error messages", () => {
    expect(errorMessages['error.fetchTransactionsFailed']).to.contain('Failed to fetch transactions');
    expect(errorMessages['error.tokenBalanceUnavailable']).to.contain('Token Balance Unavailable');
    expect(errorMessages['error.invalidAppConfiguration']).to.contain('Invalid App Configuration').and.contain('allowlist');
    expect(errorMessages['error.unknown']).to.contain('Unknown error');
    const thrown = [
      'Failed to disconnect',
      'Network not supported for Gas Price',
      'Network not supported for Swaps',
      "Transactions can't be fetched without an accountAddress",
      'Error resolving name',
      'Error fetching name suggestions',
      'Error fetching names for address',
      'Error registering name',
      'An amount and receiver address are required',
      'A token is required',
      'Unsupported chain',
      'Network not found',
      'Address or auth connector not found',
      'Invalid chainId',
    ];
    const messages = names.map((name) => errorCatalogue[name].message);
    for (const message of thrown) expect(messages, message).to.include(message);
  });

  it('creates named errors that carry their code, key and cause', () => {
    const cause = new Error('socket closed');
    const error = createError('DisconnectError', { cause });
    expect(error).to.be.instanceOf(WalletModalError).and.instanceOf(Error);
    expect(error).to.include({
      name: 'DisconnectError',
      code: 'DISCONNECT_FAILED',
      messageKey: 'error.disconnectFailed',
      message: 'Failed to disconnect',
    });
    expect(error.cause).to.equal(cause);
    expect(createError('NetworkNotFoundError', { message: 'Network not found: eip155:5' }).message).to.equal('Network not found: eip155:5');
  });

  it('tells catalogue errors apart by name', () => {
    const error = createError('TimeoutError');
    expect(isWalletModalError(error)).to.equal(true);
    expect(isWalletModalError(error, 'TimeoutError', 'NetworkError')).to.equal(true);
    expect(isWalletModalError(error, 'NetworkError')).to.equal(false);
    expect(isWalletModalError(new Error('TimeoutError'))).to.equal(false);
  });

  it("puts the status in an HttpError's message, and the server's words only on serverMessage", () => {
    const error = new HttpError({ status: 503, url: 'http://x/y', serverMessage: 'maintenance', body: { message: 'maintenance' } });
    expect(error).to.include({ name: 'HttpError', code: 'HTTP_ERROR', status: 503, message: 'HTTP 503', serverMessage: 'maintenance' });
  });
});
