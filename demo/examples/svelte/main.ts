// A Svelte 5 dapp, as a host builds one: App.svelte reads `wallet-modal/svelte`'s readable stores
// with `$store` (compiled by esbuild-svelte). Served by the devnet at /demo/examples/svelte/ (its
// bundle built on the fly).
import { mount } from 'svelte';
import 'wallet-modal';
import { configureDevnetNetworks } from '../shared/devnet';
import App from './App.svelte';

mount(App, { target: document.getElementById('app')!, props: { networks: configureDevnetNetworks() } });
