// Which locale a `lang` (or the document's, or the browser's languages) picks, and its direction.
import { expect } from 'chai';
import { KNOWN_LOCALES, localeDirection, negotiateLocale } from '../../../../src/state/settings/locale';
import { optionsState, setDocumentLang, setHostMessages, setSettingsLayer } from '../../../../src/state/settings/options';
import { parseHostMessages } from '../../../../src/state/settings/host-messages';
import { resetState } from '../../../../src/state/reset';

const known = Object.keys(KNOWN_LOCALES);

describe('locale negotiation', () => {
  afterEach(() => resetState());

  it('an exact tag, then shorter prefixes: pt-PT → pt, zh-Hans-CN → zh, DE_at → de', () => {
    expect(negotiateLocale(['pt-PT'], known)).to.deep.equal({ locale: 'pt', requested: 'pt-PT' });
    expect(negotiateLocale(['zh-Hans-CN'], known).locale).to.equal('zh');
    expect(negotiateLocale(['DE_at'], known).locale).to.equal('de');
    expect(negotiateLocale(['ar-EG'], known).locale).to.equal('ar');
  });

  it('the first preference that matches wins; none matching is English', () => {
    expect(negotiateLocale(['xx-YY', 'ko-KR', 'ja'], known).locale).to.equal('ko');
    expect(negotiateLocale(['xx', 'tlh'], known)).to.deep.equal({ locale: 'en', requested: 'en' });
    expect(negotiateLocale([], known).locale).to.equal('en');
  });

  it('ar and he are right to left, the others left to right; a host locale by its language unless it says', () => {
    expect(
      Object.entries(KNOWN_LOCALES)
        .filter(([, dir]) => dir === 'rtl')
        .map(([tag]) => tag)
        .sort(),
    ).to.deep.equal(['ar', 'he']);
    expect(localeDirection('ja')).to.equal('ltr');
    expect(localeDirection('fa')).to.equal('rtl');
    expect(localeDirection('fa', 'ltr')).to.equal('ltr');
    expect(localeDirection('tlh')).to.equal('ltr');
  });

  it("the `lang` setting, else the document's lang, else the browser's languages, else English", () => {
    const languages = Object.getOwnPropertyDescriptor(navigator, 'languages');
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['xx', 'fr-CA', 'de'] });
    try {
      resetState();
      setDocumentLang(undefined);
      expect(optionsState.options).to.include({ locale: 'fr', lang: 'fr-CA', dir: 'ltr' });
      setDocumentLang('he-IL');
      expect(optionsState.options).to.include({ locale: 'he', lang: 'he-IL', dir: 'rtl' });
      setSettingsLayer('attributes', { lang: 'ja-JP' }, []);
      expect(optionsState.options).to.include({ locale: 'ja', lang: 'ja-JP', dir: 'ltr' });
      // An explicit tag nobody translated is English (the browser's languages are not consulted then).
      setSettingsLayer('attributes', { lang: 'sw' }, []);
      expect(optionsState.options).to.include({ locale: 'en', lang: 'en', dir: 'ltr' });
      Object.defineProperty(navigator, 'languages', { configurable: true, get: () => [] });
      setSettingsLayer('attributes', {}, []);
      setDocumentLang(undefined);
      expect(optionsState.options).to.include({ locale: 'en', lang: 'en' });
    } finally {
      if (languages) Object.defineProperty(navigator, 'languages', languages);
      else delete (navigator as { languages?: unknown }).languages;
    }
  });

  it("a host's own locale (from `messages`) is known, with its direction", () => {
    setHostMessages(
      'config',
      parseHostMessages({ fa: { 'button.connect': 'اتصال کیف پول' }, tlh: { dir: 'ltr', 'button.connect': 'Qagh' } }).messages,
    );
    setSettingsLayer('attributes', { lang: 'fa-IR' }, []);
    expect(optionsState.options).to.include({ locale: 'fa', dir: 'rtl' });
    setSettingsLayer('attributes', { lang: 'tlh' }, []);
    expect(optionsState.options).to.include({ locale: 'tlh', dir: 'ltr' });
  });

  it('`messages` is validated: tags, string values and dir; bad entries are issues', () => {
    const { messages, issues } = parseHostMessages({
      de: { 'button.connect': 'Verbinden', x: 1 },
      'not a tag!': {},
      he: { dir: 'up' },
      ar: 'no',
    });
    expect(messages.strings).to.deep.equal({ de: { 'button.connect': 'Verbinden' }, he: {} });
    expect(issues.map((issue) => issue.value)).to.deep.equal(['de.x', 'not a tag!', 'he.dir', 'ar']);
    expect(parseHostMessages([]).issues).to.have.length(1);
    expect(parseHostMessages(undefined).issues).to.deep.equal([]);
  });
});
