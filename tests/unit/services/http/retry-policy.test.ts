import { expect } from 'chai';
import { isRetryableStatus, retryAfterMs } from '../../../../src/services/http';

describe('isRetryableStatus', () => {
  it('is true for exactly 403, 408, 413, 429, 500, 502, 503 and 504', () => {
    const retryable = [];
    for (let status = 100; status < 600; status += 1) if (isRetryableStatus(status)) retryable.push(status);
    expect(retryable).to.deep.equal([403, 408, 413, 429, 500, 502, 503, 504]);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');

  it('reads delta-seconds', () => {
    expect(retryAfterMs('0', now)).to.equal(0);
    expect(retryAfterMs('3', now)).to.equal(3000);
    expect(retryAfterMs('1.5', now)).to.equal(1500);
  });

  it('reads an HTTP-date, never below zero', () => {
    expect(retryAfterMs('Sun, 22 Nov 2026 12:00:05 GMT', now)).to.equal(5000);
    expect(retryAfterMs('Sun, 22 Nov 2026 11:59:00 GMT', now)).to.equal(0);
  });

  it('is undefined when absent or unreadable', () => {
    for (const value of [null, undefined, '', '  ', 'soon']) expect(retryAfterMs(value, now), String(value)).to.equal(undefined);
  });
});
