// Every built-in locale (the registry's, English aside) has a translation file with every English
// key, no other key, the same placeholders per key and plural forms its language has. A missing
// file fails too: the list comes from the registry, not from the files present.
import { expect } from 'chai';
import { en } from '../../../fixtures/english';
import { formatMessage, placeholderNames } from '../../../../src/react/i18n/message-format';
import { KNOWN_LOCALES, SOURCE_LOCALE } from '../../../../src/state/settings/locale';
import type { LocaleMessages } from '../../../../src/react/i18n/locale-types';

const translated = Object.keys(KNOWN_LOCALES).filter((tag) => tag !== SOURCE_LOCALE);

/** The plural categories a template's plural arguments use. */
function pluralCategories(template: string): string[] {
  return [...template.matchAll(/(?:plural,|\})\s*([a-z]+|=\d+)\s*\{/g)].map((match) => match[1] ?? '');
}

describe('translations', () => {
  it('the registry lists at least ten locales beyond English, ar and he among them', () => {
    expect(translated.length).to.be.at.least(10);
    expect(translated).to.include.members(['ar', 'he']);
  });

  for (const tag of translated) {
    it(`${tag}: every English key, no other, the same placeholders, its own plural categories`, async () => {
      const { messages } = (await import(`../../../../src/react/i18n/locales/${tag}.ts`)) as { messages: LocaleMessages };
      const keys = Object.keys(en) as (keyof typeof en)[];
      expect(
        keys.filter((key) => typeof messages[key] !== 'string' || messages[key].trim() === ''),
        'missing keys',
      ).to.deep.equal([]);
      expect(
        Object.keys(messages).filter((key) => !Object.hasOwn(en, key)),
        'keys English does not have',
      ).to.deep.equal([]);
      const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories as string[];
      for (const key of keys) {
        const text = messages[key] ?? '';
        expect(placeholderNames(text), `${tag} ${key}: placeholders`).to.deep.equal(placeholderNames(en[key]));
        if (!/\{\s*\w+\s*,\s*plural\s*,/.test(text)) continue;
        const used = pluralCategories(text).filter((category) => !category.startsWith('='));
        expect(
          used.filter((category) => !categories.includes(category)),
          `${tag} ${key}: plural categories ${categories.join(' ')}`,
        ).to.deep.equal([]);
        expect(used, `${tag} ${key}: an other form`).to.include('other');
        for (const count of [0, 1, 2, 3, 5, 11, 21, 100]) {
          expect(
            formatMessage(text, { ...Object.fromEntries(placeholderNames(text).map((name) => [name, 'x'])), count }, tag),
            `${tag} ${key}`,
          ).not.to.match(/\{\s*\w+\s*[,}]/);
        }
      }
    });
  }
});
