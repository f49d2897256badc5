// <wallet-modal>: r2wc mounts the React app in an open shadow root; this
// class adds the attribute schema, properties, methods and the event bridge.
import r2wc from '@r2wc/react-to-web-component';
import { App } from '../react/App';
import { accountOf } from '../state/account';
import { activeNamespace, activeNetwork, chainsState, findNetwork } from '../state/chains';
import { applyAttributeSettings, applyConfigObject } from '../state/configure';
import { disconnect, watchConnectors } from '../state/connection';
import { connectorsState } from '../state/connectors';
import { setIsMobile } from '../state/env';
import { modalState } from '../state/modal';
import { closeModal, openModal } from '../state/navigation';
import { optionsState, setDocumentLang } from '../state/options';
import type { SettingName } from '../state/options-schema';
import type { CaipNetworkId, ChainNamespace, ViewName } from '../state/types';
import { injectedProvider } from '../services/connectors/injected';
import { OPEN_ATTRIBUTE, SETTING_ATTRIBUTES, attributeOf, toAttributeValue } from './attributes';
import { bridgeStateChanges, bridgeStateEvents } from './event-bridge';
import { subscribe } from 'valtio';

export const VERSION = '0.1.0';

const ReactElement = r2wc(App, { shadow: 'open', props: {} });
const SETTINGS = Object.values(SETTING_ATTRIBUTES);

let stopWatchingConnectors: (() => void) | undefined;

/** The read-only `state` a host can inspect at any time. */
export interface WalletModalState {
  status: string;
  address?: string;
  caipAddress?: string;
  network?: { caipNetworkId: string; name: string };
  balance?: string;
}

export class WalletModalElement extends ReactElement {
  static readonly version = VERSION;

  static get observedAttributes() {
    return [...Object.keys(SETTING_ATTRIBUTES), OPEN_ATTRIBUTE];
  }

  #stopBridges: (() => void)[] = [];

  connectedCallback() {
    setIsMobile(globalThis.matchMedia?.('(hover: none) and (pointer: coarse)').matches ?? false);
    setDocumentLang(document.documentElement.lang);
    // Configuration errors are reported; the initial configuration itself is not a change.
    if (this.#stopBridges.length === 0) this.#stopBridges.push(bridgeStateEvents(this));
    this.#applyAttributes();
    if (this.#stopBridges.length === 1) {
      this.#stopBridges.push(bridgeStateChanges(this), subscribe(modalState, () => this.#reflectOpen()));
    }
    stopWatchingConnectors ??= watchConnectors();
    (ReactElement.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
    this.#reflectOpen();
  }

  disconnectedCallback() {
    (ReactElement.prototype as unknown as { disconnectedCallback(): void }).disconnectedCallback.call(this);
    for (const stop of this.#stopBridges.splice(0)) stop();
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

  #reflectOpen() {
    if (modalState.open !== this.hasAttribute(OPEN_ATTRIBUTE)) this.toggleAttribute(OPEN_ATTRIBUTE, modalState.open);
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
    const namespace = activeNamespace();
    const account = accountOf(namespace);
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

  /** While disconnected the network becomes active; a connected wallet is asked to switch. */
  async switchNetwork(caipNetworkId: CaipNetworkId) {
    const network = findNetwork(caipNetworkId);
    if (!network) throw new Error('Network not found');
    const connectorId = connectorsState.connectedIds[network.chainNamespace];
    const provider = connectorId ? injectedProvider(connectorId) : undefined;
    if (provider && network.chainNamespace === 'eip155') {
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${Number(network.id).toString(16)}` }] });
    } else {
      chainsState.activeCaipNetworkId = network.caipNetworkId;
    }
  }

  /** The connected EIP-1193 provider for eip155. */
  getProvider(namespace: ChainNamespace = activeNamespace()) {
    const connectorId = connectorsState.connectedIds[namespace];
    return connectorId && namespace === 'eip155' ? injectedProvider(connectorId) : undefined;
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
      const text = toAttributeValue(setting, value);
      if (text === null) this.removeAttribute(attribute);
      else this.setAttribute(attribute, text);
    },
  });
}
