// Connect on a 320 px phone with no wallet app (issue 31), from a registry whose wallets have long names:
// the no-wallet-app section recommends three of them (many words, one unbroken word, Latin then Arabic)
// with their store links, in English and Arabic. Nothing in the sheet is wider than it; a name cut short
// ends in an ellipsis, its full text in a title and in the button's accessible name; each store link
// shows its whole text.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { en } from '../../fixtures/english';
import { messages as ar } from '../../../src/react/i18n/locales/ar';
import { setIsMobile } from '../../../src/state/settings';
import { accessibleName, query, waitFor } from '../../fixtures/dom';
import { sheetOverflow } from '../../fixtures/sheet-overflow';
import { createWalletModal, freshPage, type WalletModal } from '../../fixtures/wallet-modal';

/** The three kinds of long name the registry's recommended wallets have, in its order. */
const LONG_NAMES = [
  /^\S+ \S+: Multichain Crypto, Bitcoin and NFT Vault$/,
  /^\S+MultichainCryptoBitcoinAndNftVault$/,
  /^\S+ \S+ محفظة العملات الرقمية الآمنة متعددة السلاسل$/,
];
const LOCALES = { en, ar: { ...en, ...ar } };

describe('Connect on a 320 px phone without a wallet app, three long wallet names', () => {
  let element: WalletModal;

  before(() => setViewport({ width: 320, height: 640 }));
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(() => freshPage());
  afterEach(() => {
    setIsMobile(false);
    element.remove();
  });

  for (const [lang, t] of Object.entries(LOCALES)) {
    it(`${lang}: every row fits the sheet, names end in an ellipsis with their full text kept, store links whole`, async () => {
      element = createWalletModal(
        { lang, networks: 'eip155:31337', 'project-id': 'long-names', 'registry-url': `${location.origin}/__test/long-names-registry` },
        { append: false },
      );
      document.body.append(element);
      // The element reads the device when it connects: a phone is set after.
      setIsMobile(true);
      element.open();
      const dialog = await waitFor(() => query<HTMLDialogElement>(element, 'dialog[open]'), 'the sheet');
      const rows = await waitFor(() => {
        const found = [...dialog.querySelectorAll<HTMLLIElement>('li.wm-list-row')];
        return found.length === 4 && dialog.textContent?.includes(t['connect.noWalletsPhone']) && found;
      }, 'the no-wallet-app message and four wallets with their store links');

      // Measured once the sheet's styles have settled (with reduced motion, each change is a 0.01 ms transition that
      // ends on the next frame): nothing spills out of it.
      await waitFor(
        () => sheetOverflow(dialog).length === 0,
        () => `nothing to spill out of the sheet: ${JSON.stringify(sheetOverflow(dialog))}`,
      );
      const names = rows.map((row) => row.querySelector('.wm-list-item-name')?.textContent ?? '');
      expect(names[0]).to.equal('Devnet WalletConnect Wallet');
      LONG_NAMES.forEach((kind, index) => expect(names[index + 1]).to.match(kind));
      for (const [index, row] of rows.entries()) {
        const name = names[index]!;
        const button = row.querySelector('button')!;
        expect(accessibleName(button), 'the button names the whole wallet').to.equal(name);
        expect(row.querySelector('.wm-list-item-name')?.getAttribute('title'), "the name's title").to.equal(name);
        const link = row.querySelector('a')!;
        const getApp = t['connect.getApp'].replace('{wallet}', name);
        expect(accessibleName(link)).to.equal(getApp);
        // The whole text shows: the link wraps rather than cutting it, and stays a fingertip's size.
        expect(link.scrollWidth, `"${getApp}" is not cut`).to.be.at.most(link.clientWidth);
        // Its layout height: the sheet may still be sliding in, and a transform scales its boxes.
        expect(link.offsetHeight, 'a touch target').to.be.at.least(44);
      }
      const longNameCut = rows.slice(1).some((row) => {
        const span = row.querySelector('.wm-list-item-name')!;
        return span.scrollWidth > span.clientWidth;
      });
      expect(longNameCut, 'at 320 px a long name is cut (with an ellipsis)').to.equal(true);
    });
  }
});
