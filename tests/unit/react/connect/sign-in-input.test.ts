// The sign-in forms' pure helpers: which email addresses are sent a code, how a typed or pasted
// code becomes its digits, and the resend countdown's seconds.
import { expect } from 'chai';
import { CODE_LENGTH, codeDigits, isEmailAddress, pasteIntoCode, secondsUntil } from '../../../../src/react/connect/auth/sign-in-input';

describe('sign-in input', () => {
  it('accepts ordinary addresses, and refuses empty, malformed or undeliverable ones', () => {
    for (const good of ['visitor@example.com', 'first.last+tag@mail.example.co.uk', 'A_B@Sub-Domain.Example.ORG'])
      expect(isEmailAddress(good), good).to.equal(true);
    for (const bad of [
      '',
      'visitor',
      'visitor@',
      '@example.com',
      'visitor@example',
      'vis itor@example.com',
      'a@b@example.com',
      'visitor@-example.com',
      'visitor@example.com.',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(isEmailAddress(bad), bad).to.equal(false);
    }
  });

  it("keeps a code's digits whatever separates them, at most six", () => {
    expect(CODE_LENGTH).to.equal(6);
    expect(codeDigits('123 456')).to.equal('123456');
    expect(codeDigits('123-456')).to.equal('123456');
    expect(codeDigits(' 12a3\t45 6\n')).to.equal('123456');
    expect(codeDigits('1234567890')).to.equal('123456');
    expect(codeDigits('code')).to.equal('');
    // Only ASCII digits: other scripts' digits are not the code's.
    expect(codeDigits('١٢٣456')).to.equal('456');
  });

  it('pastes over the selection, digits only, at most six', () => {
    expect(pasteIntoCode('', '123 456', 0, 0)).to.equal('123456');
    expect(pasteIntoCode('12', '3-4', 2, 2)).to.equal('1234');
    expect(pasteIntoCode('999999', '123-456', 0, 6)).to.equal('123456');
    expect(pasteIntoCode('1256', '34', 2, 2)).to.equal('123456');
    expect(pasteIntoCode('12345', '6789', 5, 5)).to.equal('123456');
  });

  it('counts whole seconds up, down to 0 once the time has come', () => {
    expect(secondsUntil(undefined, 1000)).to.equal(0);
    expect(secondsUntil(31_000, 1000)).to.equal(30);
    expect(secondsUntil(31_000, 1001)).to.equal(30);
    expect(secondsUntil(31_000, 2000)).to.equal(29);
    expect(secondsUntil(31_000, 30_999)).to.equal(1);
    expect(secondsUntil(31_000, 31_000)).to.equal(0);
    expect(secondsUntil(31_000, 40_000)).to.equal(0);
  });
});
