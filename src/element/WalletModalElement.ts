// <wallet-modal>: a light shell (attribute schema, properties, methods, the
// event bridge and the account button, in plain DOM) that loads React and the
// modal (src/react, through r2wc) on the visitor's first sign of intent.
import { SDK_VERSION } from '../services/version';
import { subscribe } from 'valtio';
import { accountOf, accountState } from '../state/account/account';
import { activeNamespace, activeNetwork, chainsState } from '../state/networks/active';
import { loadChunk, withChunk } from '../state/modal/chunks';
import { applyAttributeSettings, applyConfigObject } from '../state/configure';
import { connectedConnector } from '../state/connection/lifecycle';
import { watchPageWallets } from '../state/connection/discovery';
import { restoreSessions } from '../state/connection/restore';
import { setIsMobile } from '../state/settings/env';
import { modalState } from '../state/modal/modal';
import { closeModal, openModal } from '../state/modal/navigation';
import { watchNetworkRules } from '../state/modal/unsupported-chain';
import { allConfigIssues, optionsState, setDocumentLang } from '../state/settings/options';
import { toSettingString, type SettingName } from '../state/settings/schema';
import { enableWalletConnectRestore } from '../state/walletconnect/restore';
import type { CaipNetworkId, ChainNamespace, ViewName } from '../state/shared/types';
import { buttonMessagesFor } from '../react/i18n/shell';
import { adoptStyles } from '../react/ui/adopt-styles';
import { themeStyles } from '../react/ui/theme.styles';
import { accountButtonStyles, createAccountButton } from './account-button';
import { OPEN_ATTRIBUTE, SETTING_ATTRIBUTES, attributeOf } from './attributes';
import { bridgeStateChanges, bridgeStateEvents } from './event-bridge';

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
  #stops: (() => void)[] = [];

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.#root, themeStyles);
    adoptStyles(this.#root, accountButtonStyles);
    this.#wrapper.className = 'wm-root';
    const { button } = this.#accountButton;
    // Pointer over or focus on the button is intent: the modal's code starts loading.
    button.addEventListener('pointerenter', () => void this.#loadModal());
    button.addEventListener('focus', () => void this.#loadModal());
    button.addEventListener('click', () => openModal());
    this.#root.append(this.#wrapper);
  }

  connectedCallback() {
    setIsMobile(globalThis.matchMedia?.('(hover: none) and (pointer: coarse)').matches ?? false);
    setDocumentLang(document.documentElement.lang);
    // Configuration errors are reported; the initial configuration itself is not a change.
    if (this.#stops.length === 0) {
      this.#stops.push(bridgeStateEvents(this));
      this.#applyAttributes();
      this.#stops.push(
        bridgeStateChanges(this),
        watchNetworkRules(),
        subscribe(modalState, () => this.#onModalChange()),
        ...[optionsState, chainsState, accountState, modalState].map((observed) => subscribe(observed, () => this.#render())),
      );
    }
    watchPageWallets();
    // Stored sessions come back silently, once per page, after the settings (networks) are known;
    // WalletConnect's code loads only for a stored WalletConnect session.
    enableWalletConnectRestore();
    void restoreSessions(documentParsed());
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
    if (this.isConnected) this.#applyAttributes();
  }

  #applyAttributes() {
    const raw: Partial<Record<SettingName, string | null>> = {};
    for (const [attribute, setting] of Object.entries(SETTING_ATTRIBUTES)) raw[setting] = this.getAttribute(attribute);
    applyAttributeSettings(raw);
  }

  #onModalChange() {
    if (modalState.open !== this.hasAttribute(OPEN_ATTRIBUTE)) this.toggleAttribute(OPEN_ATTRIBUTE, modalState.open);
    if (modalState.open) void this.#loadModal();
  }

  #render() {
    const { options } = optionsState;
    this.#wrapper.dataset.theme = options.theme;
    this.#wrapper.lang = options.lang;
    const messages = buttonMessagesFor(options.lang);
    this.#accountButton.render({ account: accountOf(activeNamespace()), open: modalState.open, t: (key) => messages[key] });
    const { button } = this.#accountButton;
    if (options.noButton) button.remove();
    else if (!button.isConnected) this.#wrapper.prepend(button);
    // With `debug`, configuration issues must be visible at once: the modal's code renders them.
    if (options.debug && allConfigIssues().length > 0) void this.#loadModal();
  }

  /** Loads React and the modal once; the modal then follows the state. */
  #loadModal(): Promise<void> {
    withChunk(() => import('../state/wallets/loading'), ({ prefetchWallets }) => prefetchWallets());
    this.#modal ??= loadChunk(() => import('../react/mount')).then(
      ({ createModalElement }) => {
        this.#wrapper.append(createModalElement());
      },
      () => {
        // Reported (ChunkLoadError); the next sign of intent tries again. The state cannot show a modal it has no code for.
        this.#modal = undefined;
        closeModal();
      },
    );
    return this.#modal;
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

  async disconnect(namespace: ChainNamespace = activeNamespace()) {
    // Disconnecting is an intent: its code stays out of the initial load.
    const { disconnect } = await loadChunk(() => import('../state/connection/actions'));
    return disconnect(namespace);
  }

  /**
   * While disconnected the network becomes active; a connected wallet is asked to switch (adding the
   * chain if needed); another namespace opens SwitchActiveChain. Rejects with a catalogue error.
   */
  async switchNetwork(caipNetworkId: CaipNetworkId) {
    const { switchNetwork } = await loadChunk(() => import('../state/network-switch/switch'));
    return switchNetwork(caipNetworkId);
  }

  /** The connected EIP-1193 provider for eip155 (a browser wallet's, or WalletConnect's), the connected Wallet Standard wallet for solana. */
  getProvider(namespace: ChainNamespace = activeNamespace()) {
    return connectedConnector(namespace)?.provider(namespace);
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
