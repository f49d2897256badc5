// The name field's rule as typed (SPEC §5), the registration message (the hosted format the devnet
// verifies), the zone's full names, and who may register a name.
import { expect } from 'chai';
// @ts-expect-error plain ESM module of the devnet, without types
import { evmCoinType } from '../../../../../demo/devnet/api/names.mjs';
import { nameCoinType } from '../../../../../src/state/account/rules/names';
import { checkNameInput, fullName, labelOf, namesEligibility, registrationMessage } from '../../../../../src/state/names';

describe('the name field as typed', () => {
  it('refuses abc, a b c and ab_c before any request, with the reason', () => {
    expect(checkNameInput('abc')).to.deep.equal({ label: 'abc', problem: 'names.rule.short' });
    expect(checkNameInput('a b c')).to.deep.equal({ label: 'a b c', problem: 'names.rule.characters' });
    expect(checkNameInput('ab_c')).to.deep.equal({ label: 'ab_c', problem: 'names.rule.characters' });
    expect(checkNameInput('bob.eth').problem).to.equal('names.rule.characters');
    expect(checkNameInput('héllo').problem).to.equal('names.rule.characters');
    expect(checkNameInput('a'.repeat(65)).problem).to.equal('names.rule.long');
  });

  it('accepts letters, digits and hyphens from 4 characters, lower-cased and trimmed; an empty field has nothing to say', () => {
    expect(checkNameInput('  Bob-2026 ')).to.deep.equal({ label: 'bob-2026' });
    expect(checkNameInput('abcd')).to.deep.equal({ label: 'abcd' });
    expect(checkNameInput('a'.repeat(64))).to.deep.equal({ label: 'a'.repeat(64) });
    expect(checkNameInput('')).to.deep.equal({ label: '' });
    expect(checkNameInput('   ')).to.deep.equal({ label: '' });
  });
});

describe('full names in the zone', () => {
  it('appends the zone to the label', () => {
    expect(fullName('bob-1', 'wallet-modal.eth')).to.equal('bob-1.wallet-modal.eth');
    expect(fullName('bob-1', 'reown.id')).to.equal('bob-1.reown.id');
  });

  it('reads a suggestion back to its label, and nothing from another zone', () => {
    expect(labelOf('bob-1xyz.wallet-modal.eth', 'wallet-modal.eth')).to.equal('bob-1xyz');
    expect(labelOf('bob.reown.id', 'wallet-modal.eth')).to.equal(undefined);
    expect(labelOf('bob.reown.id', 'reown.id')).to.equal('bob');
    expect(labelOf('.wallet-modal.eth', 'wallet-modal.eth')).to.equal(undefined);
    expect(labelOf('bob.notreown.id', 'reown.id')).to.equal(undefined);
  });
});

describe('the registration message', () => {
  it('is JSON of name, empty attributes and the time in whole seconds, in that order', () => {
    expect(registrationMessage('bob-1.wallet-modal.eth', 1_700_000_000_999)).to.equal(
      '{"name":"bob-1.wallet-modal.eth","attributes":{},"timestamp":1700000000}',
    );
    expect(JSON.parse(registrationMessage('x.y', 0))).to.deep.equal({ name: 'x.y', attributes: {}, timestamp: 0 });
  });

  it('carries the coin type the devnet reads for its chains (under 2^31)', () => {
    for (const chainId of [31337, 31338, 10, 8453, 2 ** 31 - 1])
      expect(nameCoinType(chainId), String(chainId)).to.equal((evmCoinType as (id: number) => number)(chainId));
    expect(nameCoinType(1)).to.equal(60);
  });
});

describe('who may register a name', () => {
  const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

  it('an embedded account on an EVM network', () => {
    expect(namesEligibility({ namespace: 'eip155', address: EOA, connectorType: 'auth' })).to.equal('ok');
  });

  it('not a browser wallet, a WalletConnect session, nor without an address', () => {
    for (const connectorType of ['injected', 'announced', 'walletConnect', undefined] as const) {
      expect(namesEligibility({ namespace: 'eip155', address: EOA, connectorType }), String(connectorType)).to.equal(
        'names.unavailable.needsEmbedded',
      );
    }
    expect(namesEligibility({ namespace: 'eip155', connectorType: 'auth' })).to.equal('names.unavailable.needsEmbedded');
  });

  it('not on a Solana network, even embedded', () => {
    expect(namesEligibility({ namespace: 'solana', address: EOA, connectorType: 'auth' })).to.equal('names.unavailable.evmOnly');
  });
});
