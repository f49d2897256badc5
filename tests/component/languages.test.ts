// The element in other languages: the button follows `lang` (its chunk loads at once), a `lang`
// change re-renders the button and the open modal, `dir` follows the locale, a key a translation
// lacks stays English, and the host's `messages` override any string or add a locale.
import { expect } from 'chai';
import { messages as de } from '../../src/react/i18n/locales/de';
import { messages as he } from '../../src/react/i18n/locales/he';
import { en } from '../fixtures/english';
import { localeState } from '../../src/react/i18n/load';
import { findButtonIn, query, waitFor } from '../fixtures/dom';
import { DEVNET_CONFIG } from '../fixtures/devnet-networks';
import { createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';

const wrapperOf = (element: Element) => element.shadowRoot!.querySelector<HTMLElement>('.wm-root')!;

describe('languages', () => {
  let element: WalletModal;

  beforeEach(() => freshPage());
  afterEach(() => element.remove());

  it('the button speaks the locale once its chunk arrives; a lang change re-renders the button and the open modal', async () => {
    element = createWalletModal({ lang: 'de-AT', networks: 'eip155:31337' }, { config: DEVNET_CONFIG });
    await waitFor(() => findButtonIn(element, de['button.connect']!), 'the German button');
    expect(wrapperOf(element)).to.include({ lang: 'de-AT', dir: 'ltr' });

    element.open();
    await waitFor(() => query(element, 'h2')?.textContent === de['connect.title'], 'the German title');

    element.setAttribute('lang', 'he');
    await waitFor(() => findButtonIn(element, he['button.connect']!), 'the Hebrew button');
    await waitFor(() => query(element, 'h2')?.textContent === he['connect.title'], 'the Hebrew title');
    expect(wrapperOf(element).dir).to.equal('rtl');
    expect(query(element, 'wallet-modal-dialog')?.shadowRoot?.querySelector('.wm-root')?.getAttribute('dir')).to.equal('rtl');
  });

  it('a key the translation lacks is English at runtime', async () => {
    localeState.loaded.de = { ...de, 'connect.title': undefined };
    element = createWalletModal({ lang: 'de', networks: 'eip155:31337' }, { config: DEVNET_CONFIG });
    element.open();
    await waitFor(() => query(element, 'h2')?.textContent === en['connect.title'], 'the English title');
    await waitFor(() => findButtonIn(element, de['button.connect']!), 'the German button');
    delete localeState.loaded.de;
  });

  it("the host's messages override a locale's strings (the element's property over config) and add a locale of its own", async () => {
    element = createWalletModal(
      { lang: 'de', networks: 'eip155:31337' },
      {
        config: { ...(DEVNET_CONFIG as object), messages: { de: { 'button.connect': 'Aus config', 'connect.title': 'Titel aus config' } } },
      },
    );
    await waitFor(() => findButtonIn(element, 'Aus config'), 'the config override');
    (element as WalletModal & { messages: unknown }).messages = { de: { 'button.connect': 'Vom Element' } };
    await waitFor(() => findButtonIn(element, 'Vom Element'), 'the property wins');
    element.open();
    await waitFor(() => query(element, 'h2')?.textContent === 'Titel aus config', 'the config title stays');

    (element as WalletModal & { messages: unknown }).messages = { fa: { 'button.connect': 'اتصال کیف پول', 'connect.title': 'کیف پول' } };
    element.setAttribute('lang', 'fa-IR');
    await waitFor(() => findButtonIn(element, 'اتصال کیف پول'), 'the host locale');
    await waitFor(() => query(element, 'h2')?.textContent === 'کیف پول', 'the host locale in the modal');
    expect(wrapperOf(element).dir).to.equal('rtl');
    // Keys the host did not give are English.
    expect(findButtonIn(element, en['modal.close'])).not.to.equal(undefined);
  });
});
