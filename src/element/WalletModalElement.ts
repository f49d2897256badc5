// <wallet-modal>: a light shell (attribute schema, properties, methods, the
// event bridge and the account button, in plain DOM) that loads React and the
// modal (src/react, through r2wc) on the visitor's first sign of intent.
import { SDK_VERSION } from '../services/version';
import { subscribe } from 'valtio';
import { accountOf, accountState } from '../state/account';
import { activeNamespace, activeNetwork, chainsState } from '../state/chains';
import { loadChunk, withChunk } from '../state/chunks';
import { applyConfigObject } from '../state/configure';
import { disconnect, watchConnectors } from '../state/connection';
import { connectorsState, sessionProvider } from '../state/connectors';
import { restoreSessions } from '../state/restore';
import { connectedSolanaWallet } from '../state/solana-connection';
import { setIsMobile } from '../state/env';
import { modalState } from '../state/modal';
import { closeModal, openModal } from '../state/navigation';
import { allConfigIssues, optionsState, setDocumentLang } from '../state/options';
import { parseBoolean, toSettingString, type ConfigIssue, type SettingName } from '../state/options-schema';
import { storedWalletConnectSession } from '../state/walletconnect-id';
import type { CaipNetworkId, ChainNamespace, ViewName } from '../state/types';
import { injectedProvider } from '../services/connectors/injected';
import { buttonMessagesFor } from '../react/i18n/shell';
import { adoptStyles } from '../react/ui/adopt-styles';
import { themeStyles } from '../react/ui/theme.styles';
import { accountButtonStyles, createAccountButton } from './account-button';
import { OPEN_ATTRIBUTE, SETTING_ATTRIBUTES, attributeOf } from './attributes';
import { applyElementAttributes, isPageOwner, joinPage, loadPageModal } from './page';

export const VERSION = SDK_VERSION;

const SETTINGS = Object.values(SETTING_ATTRIBUTES);

/** Resolves once the page's deferred and module scripts have run (DOMContentLoaded), so the host's listeners hear a restored `connect`. */
function documentParsed(): Promise<void> {
  // Module scripts run while readyState is already 'interactive': navigation timing says whether DOMContentLoaded fired.
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const fired = document.readyState === 'complete' || (navigation ? navigation.domContentLoadedEventStart > 0 : document.readyState !== 'loading');
  if (fired) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

let walletConnectRestoreStarted = false;

/** A stored WalletConnect session comes back; WalletConnect's code loads only if one existed. */
function restoreWalletConnectSession() {
  if (walletConnectRestoreStarted) return;
  walletConnectRestoreStarted = true;
  if (storedWalletConnectSession()) withChunk(() => import('../state/walletconnect-session'), ({ restoreWalletConnect }) => restoreWalletConnect());
}

/** The read-only `state` a host can inspect at any time. */
export interface WalletModalState {
  status: string;
  address?: string;
  caipAddress?: string;
  network?: { caipNetworkId: string; name: string };
  balance?: string;
}

export class WalletModalElement extends HTMLElement {
  static readonly version = VERSION;

  static get observedAttributes() {
    return [...Object.keys(SETTING_ATTRIBUTES), OPEN_ATTRIBUTE];
  }

  readonly #root: ShadowRoot;
  readonly #wrapper = document.createElement('div');
  readonly #accountButton = createAccountButton();
  #modal?: Promise<void>;
  #modalElement?: HTMLElement;
  #stops: (() => void)[] = [];
  /** The configuration issues of this element's attributes already reported. */
  #reported: ConfigIssue[] = [];

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.#root, themeStyles);
    adoptStyles(this.#root, accountButtonStyles);
    this.#wrapper.className = 'wm-root';
    const { button } = this.#accountButton;
    // Pointer over or focus on the button is intent: the modal's code starts loading.
    button.addEventListener('pointerenter', () => void loadPageModal());
    button.addEventListener('focus', () => void loadPageModal());
    button.addEventListener('click', () => openModal());
    this.#root.append(this.#wrapper);
  }

  connectedCallback() {
    setIsMobile(globalThis.matchMedia?.('(hover: none) and (pointer: coarse)').matches ?? false);
    setDocumentLang(document.documentElement.lang);
    if (this.#stops.length === 0) {
      // Every element on the page shares one state and one dialog (./page.ts).
      const member = { element: this, applyAttributes: () => this.#applyAttributes(), takeOver: () => this.#takeOver(), loadModal: () => this.#loadModal() };
      this.#stops.push(
        joinPage(member),
        () => this.#dropModal(),
        subscribe(modalState, () => this.#onModalChange()),
        ...[optionsState, chainsState, accountState, modalState].map((observed) => subscribe(observed, () => this.#render())),
      );
    }
    watchConnectors();
    // Stored sessions come back silently, once per page, after the settings (networks) are known.
    void restoreSessions(documentParsed());
    restoreWalletConnectSession();
    this.#render();
    this.#onModalChange();
  }

  disconnectedCallback() {
    for (const stop of this.#stops.splice(0)) stop();
  }

  attributeChangedCallback(name: string, oldValue: string | null, value: string | null) {
    if (oldValue === value) return;
    if (name === OPEN_ATTRIBUTE) {
      const wantsOpen = value !== null;
      if (wantsOpen !== modalState.open) {
        if (wantsOpen) openModal();
        else closeModal();
      }
      return;
    }
    // Parsed markup is upgraded with this call first, once per attribute, before connectedCallback attaches the
    // event bridge: connectedCallback reads them all then, so each malformed value is reported, once.
    if (this.isConnected && this.#stops.length > 0) this.#applyAttributes(SETTING_ATTRIBUTES[name]);
  }

  /** All attributes on connecting, or the one that `changed`; the page decides what they do (./page.ts). */
  #applyAttributes(changed?: SettingName) {
    const raw: Partial<Record<SettingName, string | null>> = {};
    for (const [attribute, setting] of Object.entries(SETTING_ATTRIBUTES)) raw[setting] = this.getAttribute(attribute);
    this.#reported = applyElementAttributes(this, raw, changed, this.#reported);
  }

  /** The owner left the page: this element renders the dialog now (the settings stay as they are). */
  #takeOver() {
    this.#onModalChange();
    this.#render();
  }

  #onModalChange() {
    if (modalState.open !== this.hasAttribute(OPEN_ATTRIBUTE)) this.toggleAttribute(OPEN_ATTRIBUTE, modalState.open);
    if (modalState.open) void loadPageModal();
  }

  #render() {
    const { options } = optionsState;
    this.#wrapper.dataset.theme = options.theme;
    this.#wrapper.lang = options.lang;
    const messages = buttonMessagesFor(options.lang);
    this.#accountButton.render({ account: accountOf(activeNamespace()), open: modalState.open, t: (key) => messages[key] });
    const { button } = this.#accountButton;
    // The button is each element's own: only its own no-button (or the config object's) hides it.
    const noButton = this.hasAttribute('no-button') ? parseBoolean(this.getAttribute('no-button')) : Boolean(optionsState.layers.config.noButton);
    if (noButton) button.remove();
    else if (!button.isConnected) this.#wrapper.prepend(button);
    // With `debug`, configuration issues must be visible at once: the modal's code renders them.
    if (options.debug && allConfigIssues().length > 0) void loadPageModal();
  }

  /** Loads React and the modal once, into the owner's shadow root; the modal then follows the state. */
  #loadModal(): Promise<void> {
    withChunk(() => import('../state/wallet-loading'), ({ prefetchWallets }) => prefetchWallets());
    this.#modal ??= loadChunk(() => import('../react/mount')).then(
      ({ createModalElement }) => {
        // The owner left the page while the code loaded: its successor renders the dialog.
        if (!isPageOwner(this)) return this.#dropModal();
        this.#modalElement = createModalElement();
        this.#wrapper.append(this.#modalElement);
      },
      () => {
        // Reported (ChunkLoadError); the next sign of intent tries again. The state cannot show a modal it has no code for.
        this.#modal = undefined;
        closeModal();
      },
    );
    return this.#modal;
  }

  /** Leaving the page: the dialog goes with the next owner, so none is left behind to come back with this element. */
  #dropModal() {
    this.#modalElement?.remove();
    this.#modalElement = undefined;
    this.#modal = undefined;
  }

  /** All settings in one object, plus custom network definitions. */
  get config(): unknown {
    return optionsState.layers.config;
  }

  set config(value: unknown) {
    applyConfigObject(value, SETTINGS);
  }

  /** Whether the modal is open (the `open` attribute reflects it; `open()` is the method). */
  get isOpen(): boolean {
    return modalState.open;
  }

  get state(): WalletModalState {
    const account = accountOf(activeNamespace());
    const network = activeNetwork();
    return {
      status: account.status,
      address: account.address,
      caipAddress: account.caipAddress,
      network: network ? { caipNetworkId: network.caipNetworkId, name: network.name } : undefined,
      balance: account.balance,
    };
  }

  /** Opens the modal, at a view and for a namespace when given. */
  open(options: { view?: ViewName; namespace?: ChainNamespace } = {}) {
    openModal(options);
  }

  close() {
    closeModal();
  }

  disconnect(namespace?: ChainNamespace) {
    return disconnect(namespace);
  }

  /**
   * While disconnected the network becomes active; a connected wallet is asked to switch (adding the
   * chain if needed); another namespace opens SwitchActiveChain. Rejects with a catalogue error.
   */
  async switchNetwork(caipNetworkId: CaipNetworkId) {
    const { selectNetwork } = await loadChunk(() => import('../state/network-switch'));
    return selectNetwork(caipNetworkId);
  }

  /** The connected EIP-1193 provider for eip155 (a browser wallet's, or WalletConnect's), the connected Wallet Standard wallet for solana. */
  getProvider(namespace: ChainNamespace = activeNamespace()) {
    if (namespace === 'solana') return connectedSolanaWallet();
    const connectorId = connectorsState.connectedIds[namespace];
    if (!connectorId) return undefined;
    return sessionProvider(namespace) ?? injectedProvider(connectorId);
  }
}

// Each setting is also a camelCase property that reflects to its attribute.
for (const setting of SETTINGS) {
  Object.defineProperty(WalletModalElement.prototype, setting, {
    configurable: true,
    enumerable: true,
    get() {
      return optionsState.layers.attributes[setting] ?? optionsState.options[setting as keyof typeof optionsState.options];
    },
    set(this: HTMLElement, value: unknown) {
      const attribute = attributeOf(setting);
      const text = toSettingString(setting, value);
      if (text === null) this.removeAttribute(attribute);
      else this.setAttribute(attribute, text);
    },
  });
}
