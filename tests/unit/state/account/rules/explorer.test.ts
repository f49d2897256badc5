import { expect } from 'chai';
import { explorerAddressUrl, explorerTransactionUrl } from '../../../../../src/state/account/rules/explorer';

describe('block-explorer links', () => {
  it('links a transaction under /tx/ on EVM and Solana explorers, its hash encoded', () => {
    expect(explorerTransactionUrl('https://etherscan.io/', '0xabc')).to.equal('https://etherscan.io/tx/0xabc');
    expect(explorerTransactionUrl('https://solscan.io', '5Vf/?x')).to.equal('https://solscan.io/tx/5Vf%2F%3Fx');
    expect(explorerAddressUrl('https://solscan.io', 'solana', 'Abc')).to.equal('https://solscan.io/account/Abc');
  });

  it('gives no link without a safe explorer or a hash', () => {
    expect(explorerTransactionUrl(undefined, '0xabc')).to.equal(undefined);
    expect(explorerTransactionUrl('javascript:alert(1)', '0xabc')).to.equal(undefined);
    expect(explorerTransactionUrl('http://explorer.example', '0xabc')).to.equal(undefined);
    expect(explorerTransactionUrl('https://etherscan.io', '')).to.equal(undefined);
  });
});
