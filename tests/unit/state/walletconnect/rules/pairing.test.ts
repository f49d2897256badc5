import { expect } from 'chai';
import { isPairingExpired } from '../../../../../src/utils';
import { PAIRING_LIFETIME_MS } from '../../../../../src/state/shared/constants';

describe('isPairingExpired (expiry in seconds, now in ms)', () => {
  const now = 1_700_000_000_000;
  const secondsFromNow = (seconds: number) => now / 1000 + seconds;

  it('is fresh for a new pairing of the full 4-minute lifetime', () => {
    expect(isPairingExpired(secondsFromNow(PAIRING_LIFETIME_MS / 1000), now)).to.equal(false);
  });

  it('is fresh with more than 10 s left and expired at 10 s or less', () => {
    expect(isPairingExpired(secondsFromNow(10.001), now)).to.equal(false);
    expect(isPairingExpired(secondsFromNow(11), now)).to.equal(false);
    expect(isPairingExpired(secondsFromNow(10), now)).to.equal(true);
    expect(isPairingExpired(secondsFromNow(1), now)).to.equal(true);
    expect(isPairingExpired(secondsFromNow(-60), now)).to.equal(true);
  });

  it('counts a missing or unusable expiry as expired', () => {
    expect(isPairingExpired(undefined, now)).to.equal(true);
    expect(isPairingExpired(Number.NaN, now)).to.equal(true);
  });

  it('uses the current time by default', () => {
    expect(isPairingExpired(Date.now() / 1000 + 60)).to.equal(false);
    expect(isPairingExpired(Date.now() / 1000 + 5)).to.equal(true);
  });
});
