import { expect } from 'chai';
import fc from 'fast-check';
import { isAddress } from '../../../../src/utils';

const HEX_40 = /^[0-9a-fA-F]{40}$/;
const BASE58_32_TO_44 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const oneChar = (allowed: (char: string) => boolean) => fc.string({ minLength: 1, maxLength: 1 }).filter(allowed);
const replaceAt = (text: string, index: number, char: string) => text.slice(0, index) + char + text.slice(index + 1);

describe('isAddress', () => {
  it('accepts EVM addresses with and without 0x, in any case', () => {
    expect(isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).to.equal(true);
    expect(isAddress('f39fd6e51aad88f6f4ce6ab8827279cfffb92266')).to.equal(true);
    expect(isAddress('0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266', 'eip155')).to.equal(true);
  });

  it('rejects EVM addresses of the wrong length, prefix or alphabet', () => {
    for (const bad of [
      '',
      '0x',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb922660',
      '0Xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      ' 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ]) {
      expect(isAddress(bad), bad).to.equal(false);
    }
  });

  it('accepts Solana base58 addresses of 32 to 44 characters', () => {
    expect(isAddress('11111111111111111111111111111111', 'solana')).to.equal(true);
    expect(isAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'solana')).to.equal(true);
  });

  it('rejects Solana addresses that are too short, too long or not base58', () => {
    expect(isAddress('1111111111111111111111111111111', 'solana')).to.equal(false);
    expect(isAddress('1'.repeat(45), 'solana')).to.equal(false);
    expect(isAddress('0kenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'solana')).to.equal(false);
    expect(isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'solana')).to.equal(false);
  });

  it('knows no address shape for other namespaces', () => {
    expect(isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'polkadot')).to.equal(false);
  });

  it('property: every 40-hex string is an EVM address, with and without 0x', () => {
    fc.assert(fc.property(fc.stringMatching(HEX_40), (hex) => isAddress(hex) && isAddress(`0x${hex}`)));
  });

  it('property: one non-hex character anywhere makes it invalid', () => {
    const nonHex = oneChar((char) => !/[0-9a-fA-F]/.test(char));
    fc.assert(
      fc.property(fc.stringMatching(HEX_40), fc.nat(39), nonHex, (hex, index, char) => {
        const broken = replaceAt(hex, index, char);
        return !isAddress(broken) && !isAddress(`0x${broken}`);
      }),
    );
  });

  it('property: hex strings of any other length are rejected', () => {
    const wrongLength = fc.stringMatching(/^[0-9a-f]{0,80}$/).filter((hex) => hex.length !== 40);
    fc.assert(fc.property(wrongLength, (hex) => !isAddress(hex) && !isAddress(`0x${hex}`)));
  });

  it('property: base58 strings of 32–44 characters are Solana addresses, and one of 0 O I l breaks them', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(BASE58_32_TO_44),
        fc.nat(43),
        fc.constantFrom('0', 'O', 'I', 'l'),
        (address, index, char) => isAddress(address, 'solana') && !isAddress(replaceAt(address, index % address.length, char), 'solana'),
      ),
    );
  });
});
