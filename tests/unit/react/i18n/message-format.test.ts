// The message format: placeholders, the ICU plural and select subset, numbers in the locale.
import { expect } from 'chai';
import { formatMessage, placeholderNames } from '../../../../src/react/i18n/message-format';
import { catalogueFor } from '../../../../src/react/i18n/catalogue';
import { en } from '../../../fixtures/english';

const WALLETS = '{count, plural, =0 {No wallets} one {# wallet} other {# wallets}}';

describe('message format', () => {
  it('fills placeholders; unknown ones and malformed templates stay as written', () => {
    expect(formatMessage('Switch to {network}', { network: 'Base' })).to.equal('Switch to Base');
    expect(formatMessage('{a} and {b}', { a: 1 })).to.equal('1 and {b}');
    expect(formatMessage('broken {count, plural, one {x}', { count: 1 })).to.equal('broken {count, plural, one {x}');
    expect(formatMessage('no braces')).to.equal('no braces');
  });

  it('English plurals: =0 exact first, then one and other; # is the number grouped', () => {
    expect(formatMessage(WALLETS, { count: 0 }, 'en')).to.equal('No wallets');
    expect(formatMessage(WALLETS, { count: 1 }, 'en')).to.equal('1 wallet');
    expect(formatMessage(WALLETS, { count: 2 }, 'en')).to.equal('2 wallets');
    expect(formatMessage(WALLETS, { count: 1500 }, 'en')).to.equal('1,500 wallets');
  });

  it('Russian: one, few, many', () => {
    const template = '{count, plural, one {# кошелёк} few {# кошелька} many {# кошельков} other {# кошелька}}';
    expect([1, 2, 5, 21, 22, 11, 111].map((count) => formatMessage(template, { count }, 'ru'))).to.deep.equal([
      '1 кошелёк',
      '2 кошелька',
      '5 кошельков',
      '21 кошелёк',
      '22 кошелька',
      '11 кошельков',
      '111 кошельков',
    ]);
  });

  it('Arabic: zero, one, two, few, many, other; # in Arabic digits', () => {
    const template = '{count, plural, zero {z#} one {o#} two {t#} few {f#} many {m#} other {x#}}';
    const digits = (count: number) => new Intl.NumberFormat('ar').format(count);
    expect([0, 1, 2, 3, 11, 100].map((count) => formatMessage(template, { count }, 'ar'))).to.deep.equal([
      `z${digits(0)}`,
      `o${digits(1)}`,
      `t${digits(2)}`,
      `f${digits(3)}`,
      `m${digits(11)}`,
      `x${digits(100)}`,
    ]);
  });

  it('Japanese: other only', () => {
    const template = '{count, plural, other {#個のウォレット}}';
    expect(formatMessage(template, { count: 1 }, 'ja')).to.equal('1個のウォレット');
    expect(formatMessage(template, { count: 12345 }, 'ja')).to.equal('12,345個のウォレット');
  });

  it('# in German groups with a dot; placeholders inside a branch are filled', () => {
    expect(
      formatMessage(
        '{count, plural, one {# Wallet auf {network}} other {# Wallets auf {network}}}',
        { count: 1000, network: 'Base' },
        'de',
      ),
    ).to.equal('1.000 Wallets auf Base');
  });

  it('select picks the branch or other', () => {
    const template = '{kind, select, in {received} out {sent} other {moved}}';
    expect(formatMessage(template, { kind: 'in' })).to.equal('received');
    expect(formatMessage(template, { kind: 'self' })).to.equal('moved');
  });

  it('placeholder names, plural arguments and those in branches, not the branch words', () => {
    expect(placeholderNames(WALLETS)).to.deep.equal(['count']);
    expect(placeholderNames('{count, plural, one {wallet} other {# on {network}}} for {symbol}')).to.deep.equal([
      'count',
      'network',
      'symbol',
    ]);
    expect(placeholderNames('{count} wallets')).to.deep.equal(['count']);
  });

  it('the English catalogue formats every template without leaving a plural unparsed', () => {
    for (const [key, template] of Object.entries(en)) {
      const params = Object.fromEntries(placeholderNames(template).map((name) => [name, 2]));
      expect(formatMessage(template, params, 'en'), key).not.to.match(/\{\s*\w+\s*[,}]/);
    }
  });

  it("a catalogue: the translation over English (missing or empty keys stay English), the host's strings over both", () => {
    const translation = { 'connect.title': 'Conectar carteira', 'modal.close': '' };
    const catalogue = catalogueFor('pt', translation, { 'modal.back': 'Voltar!', 'not.a.key': 'x' });
    expect(catalogue['connect.title']).to.equal('Conectar carteira');
    expect(catalogue['modal.close']).to.equal(en['modal.close']);
    expect(catalogue['modal.back']).to.equal('Voltar!');
    expect(catalogue['account.title']).to.equal(en['account.title']);
    expect(Object.hasOwn(catalogue, 'not.a.key')).to.equal(false);
    expect(catalogueFor('en-XA')['connect.title']).to.equal(`⟦${en['connect.title']}⟧`);
  });
});
