// Entry of dist/wallet-modal.js: defines <wallet-modal>.
import { defineWalletModal } from './define';

export { WalletModalElement, VERSION, type WalletModalState } from './WalletModalElement';
export { defineWalletModal, TAG_NAME } from './define';

defineWalletModal();
