import { expect } from 'chai';
import { selectSendView, type SendSources, type SendState } from '../../../../src/state/send/send';
import type { TokenRow } from '../../../../src/state/account';
import { HELD_ADDRESS, heldAccountSources } from '../../../fixtures/held-account-sources';

const RECEIVER = '0x2222222222222222222222222222222222222222';
const ETH: TokenRow = { id: 'eip155:1', name: 'Ether', symbol: 'ETH', amount: '1000', decimals: 18, quantity: '0' };
const USDC: TokenRow = { id: 'eip155:1:0xa0b8', name: 'USD Coin', symbol: 'USDC', amount: '500', decimals: 6, quantity: '0' };

function sources(send: Partial<SendState>, balance = '100'): SendSources {
  return {
    send: {
      amountInput: '',
      receiverInput: '',
      resolved: { status: 'idle' },
      fee: { status: 'idle' },
      submit: { status: 'idle' },
      ...send,
    },
    ...heldAccountSources([ETH, USDC], { balance, balanceSymbol: 'BAL', balanceDecimals: 9 }),
  };
}

describe('selectSendView', () => {
  it('derives the account, the chosen token, the amount and the receiver from the sources given', () => {
    const view = selectSendView(sources({ tokenId: USDC.id, amountInput: '0.0001', receiverInput: RECEIVER }));
    expect(view.account.address).to.equal(HELD_ADDRESS);
    expect(view.account.tokens.map((token) => token.id)).to.deep.equal([ETH.id, USDC.id]);
    expect(view.account.network?.name).to.equal('Ethereum');
    expect(view.token?.id).to.equal(USDC.id);
    expect(view.amount.ok && view.amount.value).to.equal(100n);
    expect(view.receiverAddress).to.equal(RECEIVER);
    expect(view.button.enabled).to.equal(true);
  });

  it('has no token, amount or receiver address for an empty form', () => {
    const view = selectSendView(sources({}));
    expect(view.token).to.equal(undefined);
    expect(view.receiverAddress).to.equal(undefined);
    expect(view.button.enabled).to.equal(false);
  });

  it("takes a name's address only once it resolved for that name", () => {
    const resolving = selectSendView(
      sources({ receiverInput: 'alice.eth', resolved: { status: 'resolved', name: 'bob.eth', address: RECEIVER } }),
    );
    expect(resolving.receiverAddress).to.equal(undefined);
    const resolved = selectSendView(
      sources({ receiverInput: 'alice.eth', resolved: { status: 'resolved', name: 'alice.eth', address: RECEIVER } }),
    );
    expect(resolved.receiverAddress).to.equal(RECEIVER);
  });
});

describe('selectSendView: the fee', () => {
  it('is unknown until estimated, and no shortfall is claimed meanwhile', () => {
    const { feeView } = selectSendView(sources({ tokenId: ETH.id, amountInput: '0.000000000000001', fee: { status: 'estimating' } }));
    expect(feeView.fee).to.equal(undefined);
    expect(feeView.shortfall).to.equal(false);
    expect(feeView.nativeSymbol).to.equal('ETH');
    expect(feeView.nativeDecimals).to.equal(18);
  });

  it('a native send pays amount and fee from the token balance', () => {
    const fits = selectSendView(sources({ tokenId: ETH.id, amountInput: '0.00000000000000099', fee: { status: 'ready', amount: '10' } }));
    expect(fits.feeView).to.include({ fee: 10n, nativeBalance: 1000n, shortfall: false });
    const short = selectSendView(sources({ tokenId: ETH.id, amountInput: '0.000000000000000991', fee: { status: 'ready', amount: '10' } }));
    expect(short.feeView.shortfall).to.equal(true);
  });

  it("a token send pays only the fee, from the account's native balance", () => {
    const fits = selectSendView(sources({ tokenId: USDC.id, amountInput: '0.0005', fee: { status: 'ready', amount: '100' } }, '100'));
    expect(fits.feeView).to.include({ nativeBalance: 100n, shortfall: false });
    const short = selectSendView(sources({ tokenId: USDC.id, amountInput: '0.0005', fee: { status: 'ready', amount: '101' } }, '100'));
    expect(short.feeView.shortfall).to.equal(true);
  });

  it("falls back to the account's balance symbol and decimals off the configured networks", () => {
    const off = sources({});
    const { feeView } = selectSendView({ ...off, chains: { ...off.chains, networks: [] } });
    expect(feeView).to.include({ nativeSymbol: 'BAL', nativeDecimals: 9 });
  });
});
