// An `error` event before the English error messages are in (their chunk loads when the page is idle, with
// the modal, or now): it waits for them, says the same words, and the events after it wait behind it.
import { expect } from 'chai';
import { bridgeStateEvents } from '../../../src/element/event-bridge';
import { createError } from '../../../src/services/errors';
import { applyAttributeSettings } from '../../../src/state/configure';
import { emitStateEvent, reportError } from '../../../src/state/events';
import { resetState } from '../../../src/state/reset';
import { waitFor } from '../../fixtures/dom';
import { errorMessages } from '../../../src/react/i18n/en/errors';
import { hasEnglishMessage } from '../../../src/react/i18n/shell';

describe('error events before the English error messages are in', () => {
  let heard: string[];
  let stop: () => void;

  beforeEach(() => {
    resetState();
    heard = [];
    const target = document.createElement('div');
    const listen = (type: string) =>
      target.addEventListener(type, (event: Event) => {
        const detail = (event as CustomEvent<{ code?: string; message?: string; hash?: string }>).detail;
        heard.push(type === 'error' ? `${detail.code}: ${detail.message}` : `${type} ${detail.hash}`);
      });
    listen('error');
    listen('transaction');
    stop = bridgeStateEvents(() => target);
  });

  afterEach(() => stop());

  // One test: once the messages are in, the page keeps them.
  it('waits for its words, and what follows it waits behind it; a setting error, whose words are built in, does not wait', async () => {
    expect(hasEnglishMessage('error.userRejected')).to.equal(false);
    applyAttributeSettings({ theme: 'neon' });
    await Promise.resolve();
    expect(heard).to.have.length(1);
    expect(heard[0]).to.match(/^InvalidConfigurationError: Invalid configuration\./);

    reportError(createError('UserRejectedError'), 'Connect');
    emitStateEvent({ type: 'transaction', hash: '0x1', caipNetworkId: 'eip155:1', kind: 'send', status: 'pending' });
    reportError(createError('ChunkLoadError'), 'Connect');
    await Promise.resolve();
    expect(heard).to.have.length(1);
    await waitFor(() => heard.length === 4, 'the three events');
    expect(heard.slice(1)).to.deep.equal([
      `UserRejectedError: ${errorMessages['error.userRejected']} (User rejected the request)`,
      'transaction 0x1',
      `ChunkLoadError: ${errorMessages['error.chunkLoad']} (Part of wallet-modal could not be loaded)`,
    ]);
    expect(hasEnglishMessage('error.userRejected')).to.equal(true);
  });
});
