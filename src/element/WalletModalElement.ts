// <wallet-modal>: a light shell (attribute schema, properties, methods, the
// event bridge and the account button, in plain DOM) that loads React and the
// modal (src/react, through r2wc) on the visitor's first sign of intent.
import { SDK_VERSION } from '../services/version';
import { subscribe } from 'valtio';
import {
  accountOf,
  accountState,
  activeNamespace,
  allConfigIssues,
  applyConfigObject,
  applyHostMessages,
  chainsState,
  closeModal,
  enableAuthRestore,
  enableWalletConnectRestore,
  followedState,
  modalState,
  openModal,
  optionsState,
  parseBoolean,
  prefetchHostedConfig,
  prefetchWallets,
  restoreSessions,
  setDocumentLang,
  setIsMobile,
  setSiwxAdapter,
  SETTING_NAMES,
  signInState,
  store,
  watchPageWallets,
  type CaipNetworkId,
  type ChainNamespace,
  type ConfigIssue,
  type HostMessagesInput,
  type HostTransactionInput,
  type SettingName,
  type SiwxAdapterInput,
  type WalletModalStore,
} from '../state';
import { elementChunks, warmChunks } from './chunks';
import type { Eip1193Provider } from '../services/connectors/eip1193';
import type { StandardWallet } from '../services/connectors/solana-standard';
import { buttonMessagesFor, localeState } from '../react/i18n/shell';
import { adoptStyles } from '../react/ui/adopt-styles';
import { themeStyles } from '../react/ui/theme.styles';
import { accountButtonStyles, createAccountButton } from './account-button';
import type * as ToastChunk from './toasts/toasts';
import type { ToastRegion } from './toasts/toasts';
import { OPEN_ATTRIBUTE, SETTING_ATTRIBUTES } from './attributes';
import { applyElementAttributes, isPageOwner, joinPage, loadPageModal } from './page';
import { documentParsed } from './document-parsed';
import { modalWarmer } from './warm-modal';
import { defineSettingProperties } from './setting-properties';
import type { OpenOptions, WalletModalConfig, WalletModalEventMap, WalletModalSettingProperties, WalletModalState } from './public-types';

export const VERSION = SDK_VERSION;

// Server rendering imports the module too: there the class extends a stand-in and is never defined.
const ElementBase: typeof HTMLElement = globalThis.HTMLElement ?? (class {} as typeof HTMLElement);

/**
 * An account button that opens a dialog to connect a wallet, pick a network and see the account.
 * The public surface, declared once: `custom-elements.json` and the README tables follow it. The settings'
 * attributes and properties are declared in state/settings/table.ts (scripts/settings.mjs adds them to the manifest).
 *
 * @tag wallet-modal
 *
 * @attr {boolean} open - Reflects whether the modal is open; setting or removing it opens or closes.
 *
 * @prop {WalletModalConfig} config - The settings in one object, plus custom network definitions and `messages`.
 * @prop {Record<string, Record<string, string>>} messages - The host's strings per locale tag (`{ fr: { 'button.connect': '…' } }`), over the built-in ones; a new tag adds a locale (`dir: 'rtl'` for a right-to-left one).
 * @prop {WalletModalState} state - Read-only: status, address, caipAddress, network, balance.
 * @prop {WalletModalStore} store - Read-only: the page's store (also the package's `store` export): `getSnapshot()`, `subscribe()` and these methods.
 * @prop {boolean} isOpen - Read-only: whether the modal is open.
 * @prop {SiwxAdapterInput} siwx - Sign-in with the host's own backend: RainbowKit's adapter shape (plus `getSession`) or AppKit's SIWX config; the same as `config.siwx`.
 *
 * @fires {CustomEvent<ConnectEventDetail>} connect - A namespace connected (`restored`: a stored session came back).
 * @fires {CustomEvent<DisconnectEventDetail>} disconnect - A namespace's session ended.
 * @fires {CustomEvent<NetworkChangeEventDetail>} networkchange - The active network changed, or an inactive connected namespace's wallet moved.
 * @fires {CustomEvent<AccountChangeEventDetail>} accountchange - The account changed.
 * @fires {CustomEvent<OpenEventDetail>} open - The modal opened.
 * @fires {CustomEvent<CloseEventDetail>} close - The modal closed.
 * @fires {CustomEvent<TransactionEventDetail>} transaction - A step of a followed transaction: `pending`, then `confirmed`, `failed` or `replaced`.
 * @fires {CustomEvent<ErrorEventDetail>} error - Something failed (catalogue `code`, English `message`).
 * @fires {CustomEvent<SignInEventDetail>} signin - The site vouches for the account: a signature verified, or its session found on load.
 * @fires {CustomEvent<SignOutEventDetail>} signout - The sign-in session ended (a disconnect, another account).
 *
 * @csspart account-button - The element's account button.
 * @csspart dialog - The modal dialog.
 * @csspart header - The dialog's header.
 * @csspart primary-button - A view's primary action button.
 * @csspart toast - A transaction toast (outside the dialog, in the corner `toasts` names).
 *
 * @cssprop [--wm-accent=#2563eb] - Accent colour.
 * @cssprop [--wm-accent-contrast=#ffffff] - Text on the accent colour.
 * @cssprop --wm-accent-text - Accent-coloured text.
 * @cssprop [--wm-radius=16px] - Corner radius.
 * @cssprop --wm-font-family - Font stack (system fonts by default).
 * @cssprop [--wm-font-size=15px] - The body text's size; the type scale (12 to 20px by default) follows it.
 * @cssprop [--wm-spacing=4px] - The spacing unit; every gap, padding and margin is a multiple of it.
 * @cssprop --wm-surface - Background.
 * @cssprop --wm-surface-2 - Raised background (list items, inputs).
 * @cssprop --wm-surface-3 - Hovered or pressed background.
 * @cssprop --wm-text - Text colour.
 * @cssprop --wm-text-muted - Secondary text colour.
 * @cssprop --wm-border - Border colour.
 * @cssprop --wm-backdrop - The backdrop behind the dialog.
 * @cssprop [--wm-danger=#f25a67] - Error colour (the light theme's default: #b91c2c).
 * @cssprop [--wm-success=#26d962] - Success colour.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the interface below types what the prototype gets at run time
export class WalletModalElement extends ElementBase {
  static readonly version = VERSION;

  static get observedAttributes() {
    return [...Object.keys(SETTING_ATTRIBUTES), OPEN_ATTRIBUTE];
  }

  readonly #root: ShadowRoot;
  readonly #wrapper = document.createElement('div');
  readonly #accountButton = createAccountButton();
  #modal?: Promise<void>;
  #messages: HostMessagesInput = {};
  #modalElement?: HTMLElement;
  /** The toasts' chunk, once a transaction was followed; the region, while this element owns the page's dialog. */
  #toastChunk?: typeof ToastChunk;
  #toasts?: Promise<ToastRegion | undefined>;
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
    // Pointer over, a touch on, or focus on the button is intent: the modal's code starts loading (phones have no hover).
    button.addEventListener('pointerenter', () => void loadPageModal());
    button.addEventListener('pointerdown', () => void loadPageModal());
    button.addEventListener('touchstart', () => void loadPageModal(), { passive: true });
    button.addEventListener('focus', () => void loadPageModal());
    button.addEventListener('click', () => openModal());
    this.#root.append(this.#wrapper);
  }

  connectedCallback() {
    setIsMobile(globalThis.matchMedia?.('(hover: none) and (pointer: coarse)').matches ?? false);
    setDocumentLang(document.documentElement.lang);
    if (this.#stops.length === 0) {
      // Every element on the page shares one state and one dialog (./page.ts).
      const member = {
        element: this,
        applyAttributes: () => this.#applyAttributes(),
        takeOver: () => this.#takeOver(),
        loadModal: () => this.#loadModal(),
      };
      this.#stops.push(
        joinPage(member),
        () => this.#dropModal(),
        subscribe(modalState, () => this.#onModalChange()),
        ...[optionsState, chainsState, accountState, modalState, localeState, followedState].map((observed) =>
          subscribe(observed, () => this.#render()),
        ),
        () => this.#dropToasts(),
        // The modal's code loads once the page is idle and the button shows (./warm-modal.ts): the first click renders at once.
        modalWarmer.warmWhenIdle(this.#accountButton.button, warmChunks),
      );
    }
    // Discovery starts here, at the edge: the page's window is handed in, the connectors read no global.
    watchPageWallets(window);
    // Stored sessions come back silently, once per page, after the settings (networks) are known;
    // WalletConnect's code loads only for a stored WalletConnect session.
    enableWalletConnectRestore();
    enableAuthRestore();
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
    this.#wrapper.dir = options.dir;
    const messages = buttonMessagesFor(options.locale);
    const { pending, started } = followedState;
    if (started) this.#showToasts();
    this.#accountButton.render({
      account: accountOf(activeNamespace()),
      open: modalState.open,
      t: (key) => messages[key],
      pending: pending > 0 ? this.#toastChunk?.pendingBadge(pending, options.locale) : undefined,
    });
    const { button } = this.#accountButton;
    // The button is each element's own: only its own no-button (or the config object's) hides it.
    const noButton = this.hasAttribute('no-button')
      ? parseBoolean(this.getAttribute('no-button'))
      : Boolean(optionsState.layers.config.noButton);
    if (noButton) button.remove();
    else if (!button.isConnected) this.#wrapper.prepend(button);
    // With `debug`, configuration issues must be visible at once: the modal's code renders them.
    if (options.debug && allConfigIssues().length > 0) void loadPageModal();
  }

  /** Once a transaction was followed: the toasts' chunk (the button's count), and the region while this element owns the dialog. */
  #showToasts() {
    const { toasts: placement, locale } = optionsState.options;
    if (!this.#toastChunk) {
      elementChunks.toasts().then(
        (chunk) => {
          this.#toastChunk = chunk;
          this.#render();
        },
        () => undefined,
      );
      return;
    }
    if (!isPageOwner(this)) return this.#dropToasts();
    const { button } = this.#accountButton;
    const focusAfter = () => (button.isConnected ? button : undefined);
    this.#toasts ??= this.#toastChunk.mountToasts(this.#root, this.#wrapper, focusAfter).catch(() => undefined);
    void this.#toasts.then((region) => region?.render({ placement, locale }));
  }

  #dropToasts() {
    void this.#toasts?.then((region) => region?.destroy());
    this.#toasts = undefined;
  }

  /** Loads React and the modal once, into the owner's shadow root; the modal then follows the state. */
  #loadModal(): Promise<void> {
    modalWarmer.modalLoading();
    prefetchWallets();
    prefetchHostedConfig();
    // The English error messages load beside the modal, which renders only once they are in. One failure is
    // reported: the modal's, or else theirs (the second call shares the load, or loads again after a failure).
    elementChunks.englishErrors.quiet().catch(() => undefined);
    this.#modal ??= elementChunks
      .modal()
      .then(async (modal) => {
        await elementChunks.englishErrors();
        return modal;
      })
      .then(
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
  get config(): WalletModalConfig {
    return optionsState.layers.config;
  }

  set config(value: WalletModalConfig) {
    applyConfigObject(value, SETTING_NAMES);
  }

  /** The host's strings per locale tag, over the built-in translations (and over `config.messages`); a new tag adds a locale. */
  get messages(): HostMessagesInput {
    return this.#messages;
  }

  set messages(value: HostMessagesInput) {
    this.#messages = value;
    applyHostMessages(value);
  }

  /** Sign-in with the host's own backend (`config.siwx` too): RainbowKit's adapter shape, or AppKit's SIWX config. */
  get siwx(): SiwxAdapterInput | undefined {
    return signInState.adapter;
  }

  set siwx(value: SiwxAdapterInput | null | undefined) {
    setSiwxAdapter(value);
  }

  /** Whether the modal is open (the `open` attribute reflects it; `open()` is the method). */
  get isOpen(): boolean {
    return modalState.open;
  }

  get state(): WalletModalState {
    const { status, address, caipAddress, network, balance, signIn } = store.getSnapshot();
    return {
      status,
      address,
      caipAddress,
      network: network && { caipNetworkId: network.caipNetworkId, name: network.name },
      balance: balance?.value,
      signIn,
    };
  }

  /** The page's store (the package's named export `store`): a snapshot to read and subscribe to, and these methods. */
  get store(): WalletModalStore {
    return store;
  }

  /** Opens the modal, at a view and for a namespace when given. */
  open(options: OpenOptions = {}) {
    store.open(options);
  }

  close() {
    store.close();
  }

  disconnect(namespace?: ChainNamespace) {
    return store.disconnect(namespace);
  }

  /**
   * While disconnected the network becomes active; a connected wallet is asked to switch (adding the
   * chain if needed); another namespace opens SwitchActiveChain. Rejects with a catalogue error.
   */
  switchNetwork(caipNetworkId: CaipNetworkId) {
    return store.switchNetwork(caipNetworkId);
  }

  /** Asks the connected account to sign in (after a cancel too); while disconnected, the modal opens on Connect first. */
  signIn() {
    return store.signIn();
  }

  /** The connected EIP-1193 provider for eip155 (a browser wallet's, or WalletConnect's), the connected Wallet Standard wallet for solana (a page wallet, or a WalletConnect session's solana side). */
  getProvider(namespace: 'eip155'): Eip1193Provider | undefined;
  getProvider(namespace: 'solana'): StandardWallet | undefined;
  getProvider(namespace?: ChainNamespace): Eip1193Provider | StandardWallet | undefined;
  getProvider(namespace?: ChainNamespace): Eip1193Provider | StandardWallet | undefined {
    return store.getProvider(namespace);
  }

  /**
   * Follows a transaction the host sent itself, like the modal's own: a toast, the account button's pending count,
   * Activity and `transaction` events, until the chain confirms, fails or replaces it. `caipNetworkId` defaults to
   * the active network. Throws a TypeError for a hash that is not one on that network's namespace.
   */
  addTransaction(input: HostTransactionInput) {
    store.addTransaction(input);
  }
}

type Listener<Event> = (this: WalletModalElement, event: Event) => unknown;

// Types what the class gets at run time: the setting properties (defined on the prototype below) and listeners for its events.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- no class members are declared here
export interface WalletModalElement extends WalletModalSettingProperties {
  addEventListener<K extends keyof WalletModalEventMap>(
    type: K,
    listener: Listener<WalletModalEventMap[K]>,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: Listener<HTMLElementEventMap[K]>,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof WalletModalEventMap>(
    type: K,
    listener: Listener<WalletModalEventMap[K]>,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: Listener<HTMLElementEventMap[K]>,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

defineSettingProperties(WalletModalElement.prototype, SETTING_NAMES);
