// Swap's form messages, each in the order the visitor can fix them.
import { expect } from 'chai';
import { swapProblem, type SwapFormFacts } from '../../../../../src/state/swap/rules/messages';

const base: SwapFormFacts = {
  supported: true,
  hasTokens: true,
  amountInput: '1',
  amount: { ok: true, value: 10n },
  balance: 100n,
  payNative: false,
  nativeBalance: 50n,
  fee: 5n,
  quote: 'ready',
  toAmount: 9n,
};

describe('swap form messages', () => {
  it('says nothing for a swappable form', () => expect(swapProblem(base)).to.equal(undefined));
  it('network not supported comes first', () => {
    expect(swapProblem({ ...base, supported: false, hasTokens: false })).to.equal('swap.message.networkUnsupported');
    expect(swapProblem({ ...base, quote: 'unsupported' })).to.equal('swap.message.networkUnsupported');
  });
  it('tokens, then the amount', () => {
    expect(swapProblem({ ...base, hasTokens: false })).to.equal('swap.button.chooseTokens');
    expect(swapProblem({ ...base, amountInput: ' ' })).to.equal('swap.button.enterAmount');
    expect(swapProblem({ ...base, amount: { ok: false, problem: 'send.amount.notANumber' } })).to.equal('send.amount.notANumber');
    expect(swapProblem({ ...base, amount: { ok: false, problem: 'send.amount.overBalance' } })).to.equal(
      'swap.message.insufficientBalance',
    );
    expect(swapProblem({ ...base, amount: { ok: true, value: 101n } })).to.equal('swap.message.insufficientBalance');
  });
  it('the quote: loading, no route, failed, too small', () => {
    expect(swapProblem({ ...base, quote: 'loading', toAmount: undefined })).to.equal('swap.button.quoting');
    expect(swapProblem({ ...base, quote: 'noRoute' })).to.equal('swap.message.noRoute');
    expect(swapProblem({ ...base, quote: 'failed' })).to.equal('swap.message.quoteFailed');
    expect(swapProblem({ ...base, toAmount: 0n })).to.equal('swap.message.amountTooSmall');
    expect(swapProblem({ ...base, quote: 'tooSmall', toAmount: undefined })).to.equal('swap.message.amountTooSmall');
  });
  it('the fee: a token swap needs the fee in native coin; a native swap needs the amount and the fee', () => {
    expect(swapProblem({ ...base, nativeBalance: 4n })).to.equal('swap.message.insufficientNative');
    expect(swapProblem({ ...base, payNative: true, balance: 50n, amount: { ok: true, value: 46n } })).to.equal(
      'swap.message.insufficientNative',
    );
    expect(swapProblem({ ...base, payNative: true, balance: 50n, amount: { ok: true, value: 45n } })).to.equal(undefined);
  });
});
