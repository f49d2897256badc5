import { expect } from 'chai';
import { hasLiveSession, mustSignIn, sameAddress, type PromptFacts } from '../../../../../src/state/siwx/rules/prompt';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const NOW = Date.parse('2026-01-01T00:00:00Z');
const asked: PromptFacts = {
  configured: true,
  address: ADDRESS,
  offered: true,
  networkSupported: true,
  session: { status: 'signed-out' },
  now: NOW,
};

describe('state/siwx rules: when the account is asked to sign in', () => {
  it('asks a connected account with no session, on a supported network where sign-in is offered', () => {
    expect(mustSignIn(asked)).to.equal(true);
  });

  it('never asks when not configured, not connected, not offered on the namespace, or on an unsupported network', () => {
    expect(mustSignIn({ ...asked, configured: false })).to.equal(false);
    expect(mustSignIn({ ...asked, address: undefined })).to.equal(false);
    expect(mustSignIn({ ...asked, offered: false })).to.equal(false);
    expect(mustSignIn({ ...asked, networkSupported: false })).to.equal(false);
  });

  it("does not ask an account the site vouches for (any case of the address) until the session's end", () => {
    const session = { status: 'signed-in', address: ADDRESS.toLowerCase(), expiresAt: '2026-01-01T01:00:00Z' };
    expect(mustSignIn({ ...asked, session })).to.equal(false);
    expect(hasLiveSession({ session, address: ADDRESS, now: Date.parse('2026-01-01T01:00:00Z') })).to.equal(false);
    expect(mustSignIn({ ...asked, session, now: Date.parse('2026-01-01T01:00:00Z') })).to.equal(true);
    expect(mustSignIn({ ...asked, session: { status: 'signed-in', address: ADDRESS } })).to.equal(false);
  });

  it("with signin-per-network, asks again on another network than the session's", () => {
    const session = { status: 'signed-in', address: ADDRESS, caipNetworkId: 'eip155:1' };
    expect(mustSignIn({ ...asked, session, caipNetworkId: 'eip155:8453' })).to.equal(false);
    expect(mustSignIn({ ...asked, session, perNetwork: true, caipNetworkId: 'eip155:1' })).to.equal(false);
    expect(mustSignIn({ ...asked, session, perNetwork: true, caipNetworkId: 'eip155:8453' })).to.equal(true);
  });

  it("asks another account than the session's, and not an address whose prompt was dismissed", () => {
    expect(mustSignIn({ ...asked, session: { status: 'signed-in', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } })).to.equal(
      true,
    );
    expect(mustSignIn({ ...asked, dismissed: ADDRESS.toUpperCase().replace('0X', '0x') })).to.equal(false);
  });

  it('compares EVM addresses without case, base58 ones exactly, and never two absent ones', () => {
    expect(sameAddress(ADDRESS, ADDRESS.toLowerCase())).to.equal(true);
    expect(sameAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', '9wzdxwbbmkg8ztbnmquxvqrayrzzdsgydlvl9zytawwm')).to.equal(false);
    expect(sameAddress(undefined, undefined)).to.equal(false);
  });
});
