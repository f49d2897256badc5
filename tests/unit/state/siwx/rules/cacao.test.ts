import { expect } from 'chai';
import { oneClickFits, signedFor } from '../../../../../src/state/siwx/rules/cacao';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SIGNATURE = `0x${'ab'.repeat(65)}`;

const cacao = (iss: string, s: unknown = SIGNATURE, extra: Record<string, unknown> = {}) => ({
  h: { t: 'caip122' },
  p: { iss, domain: 'example.com', aud: 'https://example.com', nonce: 'n0nce1234', version: '1', iat: '2026-01-01T00:00:00Z', ...extra },
  s: { t: 'eip191', s },
});

describe('oneClickFits', () => {
  it('holds when every proposed network is EVM, and only then', () => {
    expect(oneClickFits([{ chainNamespace: 'eip155' }, { chainNamespace: 'eip155' }])).to.equal(true);
    expect(oneClickFits([{ chainNamespace: 'eip155' }, { chainNamespace: 'solana' }])).to.equal(false);
    expect(oneClickFits([])).to.equal(false);
  });
});

describe('signedFor (the CACAO that signs the connected account in)', () => {
  const account = { address: ALICE.toLowerCase(), caipNetworkId: 'eip155:31338' };

  it("prefers the account's network, else another CACAO of its address", () => {
    const cacaos = [cacao(`did:pkh:eip155:31337:${ALICE}`), cacao(`did:pkh:eip155:31338:${ALICE}`)];
    expect(signedFor(cacaos, account)).to.deep.include({ address: ALICE, caipNetworkId: 'eip155:31338', signature: SIGNATURE });
    expect(signedFor(cacaos.slice(0, 1), account)).to.deep.include({ caipNetworkId: 'eip155:31337' });
    expect(signedFor(cacaos, account)?.payload).to.include({
      iss: `did:pkh:eip155:31338:${ALICE}`,
      domain: 'example.com',
      nonce: 'n0nce1234',
    });
  });

  it('none for another address, no answer (a wallet that took the fallback proposal) or malformed CACAOs', () => {
    expect(signedFor([cacao(`did:pkh:eip155:31338:${BOB}`)], account)).to.equal(undefined);
    expect(signedFor(undefined, account)).to.equal(undefined);
    expect(signedFor('not a list', account)).to.equal(undefined);
    const malformed = [
      null,
      { p: {}, s: {} },
      cacao(`did:pkh:solana:abc:${ALICE}`),
      cacao(`did:pkh:eip155:31338:${ALICE}\nURI: https://evil.example`),
      cacao(`did:pkh:eip155:31338:${ALICE}`, 'not hex'),
      cacao(`did:pkh:eip155:31338:${ALICE}`, SIGNATURE, { nonce: 42 }),
    ];
    expect(signedFor(malformed, account)).to.equal(undefined);
  });
});
