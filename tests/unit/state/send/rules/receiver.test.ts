import { expect } from 'chai';
import { classifyReceiver, sameAddress } from '../../../../../src/state/send';

const ANVIL_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ANVIL_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SYSTEM_PROGRAM = '11111111111111111111111111111111';

describe('send receiver rules', () => {
  it('EVM addresses, any case or without 0x, come back checksummed', () => {
    const typed = [ANVIL_0, ANVIL_0.toLowerCase(), `0x${ANVIL_0.slice(2).toUpperCase()}`, ANVIL_0.slice(2).toLowerCase(), `  ${ANVIL_0}\n`];
    for (const input of typed)
      expect(classifyReceiver(input, 'eip155'), input).to.deep.equal({ kind: 'address', address: ANVIL_0, own: false });
    expect(classifyReceiver('0x0000000000000000000000000000000000000000', 'eip155')).to.deep.equal({
      kind: 'address',
      address: '0x0000000000000000000000000000000000000000',
      own: false,
    });
  });

  it('refuses an EVM address whose mixed case breaks the checksum', () => {
    const broken = `${ANVIL_0.slice(0, -1)}6`.replace('f39F', 'F39F');
    expect(classifyReceiver(broken, 'eip155')).to.deep.equal({ kind: 'invalid', problem: 'send.receiver.badChecksum' });
  });

  it('Solana addresses are base58 decoding to exactly 32 bytes', () => {
    for (const input of [USDC_MINT, SYSTEM_PROGRAM, 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA']) {
      expect(classifyReceiver(input, 'solana'), input).to.deep.equal({ kind: 'address', address: input, own: false });
    }
    const invalid = [
      '1111111111111111111111111111111', // 31 bytes
      '111111111111111111111111111111111', // 33 bytes
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1vv', // too long
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10', // 0 is not base58
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDtIl', // nor are I and l
      USDC_MINT.toLowerCase(),
    ];
    for (const input of invalid) expect(classifyReceiver(input, 'solana').kind, input).to.equal('invalid');
  });

  it('an address of the other namespace says so', () => {
    expect(classifyReceiver(USDC_MINT, 'eip155')).to.deep.equal({ kind: 'invalid', problem: 'send.receiver.otherNamespace' });
    expect(classifyReceiver(ANVIL_0, 'solana')).to.deep.equal({ kind: 'invalid', problem: 'send.receiver.otherNamespace' });
  });

  it('names (dot-separated letters, digits, hyphens) are resolved on EVM only', () => {
    const names: [string, string][] = [
      ['alice.wallet-modal.eth', 'alice.wallet-modal.eth'],
      ['Alice.Wallet-Modal.ETH', 'alice.wallet-modal.eth'],
      ['vitalik.eth', 'vitalik.eth'],
      ['bob-2.reown.id', 'bob-2.reown.id'],
      [' x1.eth ', 'x1.eth'],
    ];
    for (const [input, name] of names) expect(classifyReceiver(input, 'eip155'), input).to.deep.equal({ kind: 'name', name });
    expect(classifyReceiver('alice.wallet-modal.eth', 'solana')).to.deep.equal({ kind: 'invalid', problem: 'send.receiver.namesEvmOnly' });
  });

  it('anything else is invalid', () => {
    const invalid = [
      'alice',
      '.eth',
      'alice.',
      'alice..eth',
      'al ice.eth',
      'alice_b.eth',
      'alice@wallet.eth',
      'ålice.eth',
      'alice.eth/x',
      '0x1234',
      `${ANVIL_0}00`,
      '0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      `${'a'.repeat(250)}.eth`,
      '<script>.eth',
      'javascript:alert(1)',
    ];
    for (const input of invalid)
      expect(classifyReceiver(input, 'eip155'), input).to.deep.equal({ kind: 'invalid', problem: 'send.receiver.invalid' });
    expect(classifyReceiver('not an address', 'solana')).to.deep.equal({ kind: 'invalid', problem: 'send.receiver.invalid' });
  });

  it('empty input is empty, not invalid', () => {
    for (const input of ['', '   ', '\n\t'])
      expect(classifyReceiver(input, 'eip155'), JSON.stringify(input)).to.deep.equal({ kind: 'empty' });
    expect(classifyReceiver('', 'solana')).to.deep.equal({ kind: 'empty' });
  });

  it("flags the visitor's own address (EVM ignores case, Solana does not)", () => {
    expect(classifyReceiver(ANVIL_0.toLowerCase(), 'eip155', ANVIL_0)).to.deep.equal({ kind: 'address', address: ANVIL_0, own: true });
    expect(classifyReceiver(ANVIL_1, 'eip155', ANVIL_0)).to.deep.equal({ kind: 'address', address: ANVIL_1, own: false });
    expect(classifyReceiver(USDC_MINT, 'solana', USDC_MINT)).to.deep.equal({ kind: 'address', address: USDC_MINT, own: true });
    expect(classifyReceiver(SYSTEM_PROGRAM, 'solana', USDC_MINT)).to.deep.equal({ kind: 'address', address: SYSTEM_PROGRAM, own: false });
    expect(sameAddress('eip155', ANVIL_0, ANVIL_0.toUpperCase())).to.equal(true);
    expect(sameAddress('solana', USDC_MINT, USDC_MINT.toLowerCase())).to.equal(false);
  });
});
