// What a refused quote means on Swap's form: the hosted service's 400 reasons read, an unsupported
// network by its catalogue error, anything else a failure.
import { expect } from 'chai';
import { createError, HttpError } from '../../../../src/services/errors';
import { quoteFailureStatus, serviceReason } from '../../../../src/state/swap/quote';

const refused = (description: string, status = 400) =>
  new HttpError({
    status,
    url: '/v1/convert/quotes',
    serverMessage: undefined,
    body: { status: 'FAILED', reasons: [{ field: 'amount', description }] },
  });

describe('swap quote failures', () => {
  it('reads the service’s reasons, only from a 400', () => {
    expect(serviceReason(refused('insufficient liquidity: x is not traded'))).to.equal('insufficient liquidity: x is not traded');
    expect(serviceReason(refused('insufficient liquidity', 500))).to.equal('');
    expect(serviceReason(new Error('x'))).to.equal('');
  });

  it('classifies: no route, amount too small, unsupported network, failure', () => {
    expect(quoteFailureStatus(refused('insufficient liquidity: eip155:1:0x… is not traded'))).to.equal('noRoute');
    expect(quoteFailureStatus(refused('amount too small: the trade would pay nothing'))).to.equal('tooSmall');
    expect(quoteFailureStatus(createError('SwapNetworkUnsupportedError'))).to.equal('unsupported');
    expect(quoteFailureStatus(refused('amount must be an integer'))).to.equal('failed');
    expect(quoteFailureStatus(createError('TimeoutError'))).to.equal('failed');
  });
});
