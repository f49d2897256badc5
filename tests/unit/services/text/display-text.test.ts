import { expect } from 'chai';
import fc from 'fast-check';
import { displayText, withoutBidiControls } from '../../../../src/services/text/display-text';

const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
const withBidi = fc
  .array(
    fc.oneof(fc.string({ unit: 'grapheme', maxLength: 8 }), fc.constantFrom(...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069')),
    {
      maxLength: 20,
    },
  )
  .map((parts) => parts.join(''));

describe('displayText (untrusted names as the UI shows them)', () => {
  it('keeps honest names as they are, in any script, with emoji sequences', () => {
    for (const name of ['MetaMask', 'Trust Wallet', 'محفظة', 'ウォレット', 'Ví Tiền Việt', 'Family 👨‍👩‍👧 Wallet', '🦊']) {
      expect(displayText(name)).to.equal(name);
    }
  });

  it('strips bidi embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C)', () => {
    expect(displayText('Meta\u202EksaMa\u202C')).to.equal('MetaksaMa');
    expect(displayText('\u202A\u202B\u202C\u202D\u202EGood')).to.equal('Good');
    expect(displayText('\u2066\u2067\u2068Good\u2069')).to.equal('Good');
    expect(displayText('Go\u200E\u200F\u061Cod')).to.equal('Good');
    expect(displayText('exe.\u202Etxt')).to.equal('exe.txt');
  });

  it('strips zero-width and other invisible characters, except a joiner inside an emoji sequence', () => {
    expect(displayText('Meta\u200BMask\u200C\u2060\uFEFF')).to.equal('MetaMask');
    expect(displayText('Meta\u200DMask')).to.equal('MetaMask');
    expect(displayText('Pay\u{E0041}\u{E0042}Pal')).to.equal('PayPal');
    expect(displayText('👩\u200D💻 Dev')).to.equal('👩\u200D💻 Dev');
  });

  it('turns controls, newlines and separators into single spaces on one line', () => {
    expect(displayText('Good\nWallet\r\n\tX')).to.equal('Good Wallet X');
    expect(displayText('\u0000Good\u0007\u001B[31mRed\u007F\u0085\u009B')).to.equal('Good [31mRed');
    expect(displayText('Line\u2028Para\u2029End')).to.equal('Line Para End');
  });

  it('drops lone surrogates and keeps valid pairs', () => {
    expect(displayText('Good\uD800Wallet')).to.equal('GoodWallet');
    expect(displayText('\uDFFFGood\uD83D')).to.equal('Good');
    expect(displayText('Ok 😀')).to.equal('Ok 😀');
  });

  it('caps length in code points with an ellipsis, also for 10,000-character names', () => {
    const long = displayText('W'.repeat(10_000));
    expect(long).to.have.length(64);
    expect(long?.endsWith('…')).to.equal(true);
    expect(displayText('abcdefghij', 5)).to.equal('abcd…');
    expect(displayText('😀'.repeat(20), 5)).to.equal('😀😀😀😀…');
    expect(displayText(`${'\u202E'.repeat(10_000)}Good`)).to.equal(undefined);
  });

  it('caps piles of combining marks at three per character', () => {
    expect(displayText(`Z${'\u0301'.repeat(50)}algo`)).to.equal('Z\u0301\u0301\u0301algo');
    expect(displayText('Việt')).to.equal('Việt');
  });

  it('is undefined for non-strings and for names with nothing visible', () => {
    for (const value of [undefined, null, 42, {}, ['x'], '', '   ', '\u202E\u200B\u0000', '\uD800']) {
      expect(displayText(value)).to.equal(undefined);
    }
  });

  it('no string, however built, keeps a bidi control (property, issue 25)', () => {
    fc.assert(
      fc.property(withBidi, (value) => {
        expect(displayText(value) ?? '').not.to.match(BIDI);
        expect(withoutBidiControls(value)).not.to.match(BIDI);
        expect(withoutBidiControls(value)).to.equal(value.replace(/[\u202A-\u202E\u2066-\u2069]/g, ''));
      }),
    );
  });
});
