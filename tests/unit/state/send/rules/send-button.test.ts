import { expect } from 'chai';
import { classifyReceiver, parseAmount, sendButton, sendFormError, sendNamespace, type SendForm } from '../../../../../src/state/send';

const ANVIL_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ready: SendForm = {
  caipNetworkId: 'eip155:31337',
  hasToken: true,
  amount: parseAmount('12.5', 6, 2_500_000_000n),
  receiver: classifyReceiver(ANVIL_1, 'eip155'),
  resolution: 'idle',
};

describe('the Send button', () => {
  it('is enabled when chain, token, amount and address receiver are good', () => {
    expect(sendButton(ready)).to.deep.equal({ label: 'send.button.preview', enabled: true });
    const solana = {
      ...ready,
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      receiver: classifyReceiver('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'solana'),
    };
    expect(sendButton(solana)).to.deep.equal({ label: 'send.button.preview', enabled: true });
    expect(sendButton({ ...ready, receiver: classifyReceiver(ANVIL_1, 'eip155', ANVIL_1) }).enabled, 'own address only warns').to.equal(
      true,
    );
  });

  it('says the first thing missing or wrong and stays disabled', () => {
    const cases: [Partial<SendForm>, string][] = [
      [{ caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' }, 'error.sendChainUnsupported'],
      [{ caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' }, 'error.sendChainUnsupported'],
      [{ caipNetworkId: 'not a network' }, 'error.sendChainUnsupported'],
      [{ hasToken: false, amount: parseAmount('', 6) }, 'send.button.chooseToken'],
      [{ amount: parseAmount('', 6) }, 'send.button.enterAmount'],
      [{ amount: parseAmount('abc', 6) }, 'send.amount.notANumber'],
      [{ amount: parseAmount('0', 6) }, 'send.amount.zero'],
      [{ amount: parseAmount('-3', 6) }, 'send.amount.negative'],
      [{ amount: parseAmount('1.0000001', 6) }, 'send.amount.tooManyDecimals'],
      [{ amount: parseAmount('2500.000001', 6, 2_500_000_000n) }, 'send.amount.overBalance'],
      [{ amount: parseAmount('9'.repeat(101), 6) }, 'send.amount.tooLong'],
      [{ receiver: classifyReceiver('', 'eip155') }, 'send.button.enterReceiver'],
      [{ receiver: classifyReceiver('hello', 'eip155') }, 'send.receiver.invalid'],
      [{ receiver: classifyReceiver('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'eip155') }, 'send.receiver.otherNamespace'],
      [{ receiver: classifyReceiver('alice.wallet-modal.eth', 'eip155'), resolution: 'idle' }, 'send.button.resolvingName'],
      [{ receiver: classifyReceiver('alice.wallet-modal.eth', 'eip155'), resolution: 'resolving' }, 'send.button.resolvingName'],
      [{ receiver: classifyReceiver('nobody.wallet-modal.eth', 'eip155'), resolution: 'failed' }, 'error.nameResolutionFailed'],
    ];
    for (const [change, label] of cases) expect(sendButton({ ...ready, ...change }), label).to.deep.equal({ label, enabled: false });
  });

  it('a resolved name may be sent to', () => {
    expect(sendButton({ ...ready, receiver: classifyReceiver('alice.wallet-modal.eth', 'eip155'), resolution: 'resolved' })).to.deep.equal({
      label: 'send.button.preview',
      enabled: true,
    });
  });

  it('names the catalogue error a send attempt throws', () => {
    expect(sendFormError(ready)).to.equal(undefined);
    expect(sendFormError({ ...ready, caipNetworkId: 'cosmos:cosmoshub-4' })).to.equal('SendChainUnsupportedError');
    expect(sendFormError({ ...ready, hasToken: false })).to.equal('SendTokenRequiredError');
    expect(sendFormError({ ...ready, amount: parseAmount('', 6) })).to.equal('SendAmountAndReceiverRequiredError');
    expect(sendFormError({ ...ready, receiver: { kind: 'empty' } })).to.equal('SendAmountAndReceiverRequiredError');
  });

  it('Send works only in the EVM and Solana namespaces', () => {
    expect(sendNamespace('eip155:1')).to.equal('eip155');
    expect(sendNamespace('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).to.equal('solana');
    for (const id of ['bip122:000000000019d6689c085ae165831e93', 'eip155', 'eip155:1:0xabc', '', 'EIP155:1'])
      expect(sendNamespace(id), id).to.equal(undefined);
  });
});
