// Guarded registration: loading the script twice, or two versions, never
// throws "already defined"; a version mismatch logs one warning. Without a
// custom element registry (server rendering) nothing is defined.
import { VERSION, WalletModalElement } from './WalletModalElement';

export const TAG_NAME = 'wallet-modal';

export function defineWalletModal(tagName = TAG_NAME): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(tagName);
  if (existing) {
    const existingVersion = (existing as { version?: string }).version;
    if (existingVersion !== VERSION) {
      console.warn(`<${tagName}> is already defined by version ${existingVersion ?? 'unknown'}; version ${VERSION} was not registered.`);
    }
    return existing;
  }
  customElements.define(tagName, WalletModalElement);
  return WalletModalElement;
}
