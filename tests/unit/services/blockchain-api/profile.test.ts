// A name's profile as the blockchain service answers it: the address for the network's coin type,
// the avatar when safe, and NameResolutionError for anything else.
import { expect } from 'chai';
import { coinTypesFor, parseProfile } from '../../../../src/services/blockchain-api/profile';

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const profile = (addresses: Record<string, unknown>, attributes: unknown = {}) => ({
  name: 'alice.wallet-modal.eth',
  registered_at: '',
  updated_at: '',
  attributes,
  addresses,
});

describe('parseProfile', () => {
  it('reads the chain’s own coin type first, then the EVM default, then mainnet’s 60', () => {
    expect(coinTypesFor('eip155:31337')).to.deep.equal([0x80000000 + 31337, 0x80000000, 60]);
    expect(coinTypesFor('eip155:1')).to.deep.equal([0x80000000, 60]);
    expect(coinTypesFor('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).to.deep.equal([501]);
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const both = profile({ 60: { address: EVM }, [0x80000000 + 31337]: { address: other } });
    expect(parseProfile(both, 'eip155:31337').address).to.equal(other);
    expect(parseProfile(both, 'eip155:31338').address).to.equal(EVM);
  });

  it('checksums an EVM address and keeps a safe avatar only', () => {
    expect(
      parseProfile(profile({ 60: { address: EVM.toLowerCase() } }, { avatar: 'https://example.com/a.png' }), 'eip155:1'),
    ).to.deep.equal({
      name: 'alice.wallet-modal.eth',
      address: EVM,
      avatar: 'https://example.com/a.png',
    });
    expect(parseProfile(profile({ 60: { address: EVM } }, { avatar: 'javascript:alert(1)' }), 'eip155:1').avatar).to.equal(undefined);
  });

  it('reads a Solana address under 501 only when it is one', () => {
    expect(parseProfile(profile({ 501: { address: SOLANA } }), 'solana:x').address).to.equal(SOLANA);
    expect(() => parseProfile(profile({ 501: { address: EVM } }), 'solana:x'))
      .to.throw()
      .with.property('name', 'NameResolutionError');
  });

  it('throws NameResolutionError for an unknown name ([]), no address on the network, or a body of another shape', () => {
    for (const body of [
      [],
      null,
      'alice',
      { name: 'alice.wallet-modal.eth' },
      profile({ 60: { address: 'not an address' } }),
      profile({ 501: { address: SOLANA } }),
      profile({ 60: EVM }),
    ]) {
      expect(() => parseProfile(body, 'eip155:1'), JSON.stringify(body))
        .to.throw()
        .with.property('name', 'NameResolutionError');
    }
  });
});
