// Registry: the wallet registry's client for the current settings and the networks' icons it
// serves. Lazy: loads with the modal (wallet lists, network views) or a chain to add.
export { registryClient } from './client';
export { networkImageUrl } from './network-images';
