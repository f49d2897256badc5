import { expect } from 'chai';
import {
  FORM_APPROVE_GAS,
  FORM_SWAP_GAS,
  quoteKeyOf,
  selectSwapView,
  type SwapSources,
  type SwapState,
} from '../../../../src/state/swap/swap';
import type { TokenRow } from '../../../../src/state/account';
import { HELD_CAIP_ADDRESS, heldAccountSources } from '../../../fixtures/held-account-sources';

const ETH = { address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', name: 'Ether', symbol: 'ETH', decimals: 18 };
const USDC = { address: 'eip155:1:0xa0b8', name: 'USD Coin', symbol: 'USDC', decimals: 6 };
const DAI = { address: 'eip155:1:0x6b17', name: 'Dai', symbol: 'DAI', decimals: 18 };
const row = (id: string, amount: string): TokenRow => ({ id, name: id, symbol: id, amount, decimals: 18, quantity: '0' });

function sources(swap: Partial<SwapState>): SwapSources {
  return {
    swap: {
      tokens: { status: 'ready', list: [ETH, USDC, DAI] },
      choosing: 'pay',
      amountInput: '',
      slippage: '1',
      quote: { status: 'idle' },
      submit: { status: 'idle' },
      ...swap,
    },
    ...heldAccountSources([row('eip155:1', '5000'), row('eip155:1:0x6B17', '700')]),
  };
}

describe('selectSwapView', () => {
  it('lists the held tokens first, in the portfolio order, with their balances', () => {
    const view = selectSwapView(sources({}));
    expect(view.tokens.map((token) => [token.symbol, token.balance])).to.deep.equal([
      ['ETH', 5000n],
      ['DAI', 700n],
      ['USDC', 0n],
    ]);
    expect(view.account.caipAddress).to.equal(HELD_CAIP_ADDRESS);
    expect(view.native).to.deep.equal({ symbol: 'ETH', decimals: 18 });
  });

  it('shows a quote only for the form as it is now', () => {
    const amount = 100n;
    const key = quoteKeyOf({ caipNetworkId: 'eip155:1', pay: DAI.address, receive: USDC.address, amount });
    const form = { pay: DAI.address, receive: USDC.address, amountInput: '0.0000000000000001' };
    const current = selectSwapView(sources({ ...form, quote: { status: 'ready', key, toAmount: 42n } }));
    expect(current).to.include({ key, quoteStatus: 'ready', toAmount: 42n });
    const stale = selectSwapView(sources({ ...form, quote: { status: 'ready', key: 'other', toAmount: 42n } }));
    expect(stale).to.include({ quoteStatus: 'loading', toAmount: undefined });
  });

  it("prices the fee at the form's gas, adding the approval while the allowance is short", () => {
    const form = { pay: DAI.address, receive: USDC.address, amountInput: '0.0000000000000001', gasPrice: 2n };
    expect(selectSwapView(sources(form)).fee).to.equal(2n * (FORM_SWAP_GAS + FORM_APPROVE_GAS));
    expect(selectSwapView(sources({ ...form, allowance: 100n })).fee).to.equal(2n * FORM_SWAP_GAS);
    expect(selectSwapView(sources({ ...form, pay: ETH.address })).fee).to.equal(2n * FORM_SWAP_GAS);
    expect(selectSwapView(sources({ ...form, gasPrice: undefined, gasPriceFailure: 'swap.fee.x' })).feeFailure).to.equal('swap.fee.x');
  });

  it('says the form waits while the tokens load', () => {
    expect(selectSwapView(sources({ tokens: { status: 'loading', list: [] } })).problem).to.equal('swap.button.quoting');
  });
});
