import { expect } from 'chai';
import { pickSolanaNetwork, toSolanaCaip2 } from '../../../../../src/state/networks/rules/solana-chains';

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const LOCAL = 'solana:8pYaRydqsAxJhwJR1RVLy62SAj3Tw7Xy';

describe('solana chains', () => {
  it('maps Wallet Standard cluster names to CAIP-2 ids and leaves CAIP-2 ids alone', () => {
    expect(toSolanaCaip2('solana:mainnet')).to.equal(MAINNET);
    expect(toSolanaCaip2('solana:devnet')).to.equal(DEVNET);
    expect(toSolanaCaip2(LOCAL)).to.equal(LOCAL);
    expect(toSolanaCaip2('solana:localnet')).to.equal('solana:localnet');
  });

  it('prefers the active network when the wallet has it', () => {
    expect(pickSolanaNetwork(['solana:mainnet', 'solana:devnet'], [MAINNET, DEVNET], DEVNET)).to.equal(DEVNET);
  });

  it('else takes the first configured network the wallet has', () => {
    expect(pickSolanaNetwork(['solana:devnet', LOCAL], [MAINNET, LOCAL, DEVNET], MAINNET)).to.equal(LOCAL);
    expect(pickSolanaNetwork([LOCAL], [LOCAL], 'eip155:1')).to.equal(LOCAL);
  });

  it('is undefined when the wallet and the configuration share no network', () => {
    expect(pickSolanaNetwork(['solana:localnet'], [MAINNET])).to.equal(undefined);
    expect(pickSolanaNetwork([], [MAINNET])).to.equal(undefined);
  });
});
