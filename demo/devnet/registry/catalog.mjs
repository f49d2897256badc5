// The wallet catalog the registry stand-in serves: the three demo wallets plus
// generated ones, deterministic for a given size so tests and screenshots agree.
import { createHash } from 'node:crypto';

export const DEFAULT_WALLET_COUNT = 300;
const EVM_CHAINS = ['eip155:1', 'eip155:8453', 'eip155:137', 'eip155:10', 'eip155:42161', 'eip155:31337', 'eip155:31338'];
const DEVNET_EVM_CHAINS = ['eip155:31337', 'eip155:31338'];

const FIRST_WORDS = [
  'Aurora',
  'Nimbus',
  'Zephyr',
  'Cobalt',
  'Ember',
  'Harbor',
  'Lumen',
  'Meridian',
  'Nova',
  'Onyx',
  'Pioneer',
  'Quartz',
  'Raven',
  'Sable',
  'Tidal',
  'Umber',
  'Vertex',
  'Willow',
  'Xenon',
  'Yonder',
  'Zenith',
  'Atlas',
  'Beacon',
  'Cascade',
  'Delta',
  'Echo',
  'Falcon',
  'Granite',
  'Halo',
  'Iris',
  'Juniper',
  'Kestrel',
  'Lagoon',
  'Monarch',
  'Nebula',
  'Orbit',
  'Prism',
  'Quill',
  'Ridge',
  'Summit',
  'Tundra',
  'Unity',
  'Velvet',
  'Wander',
  'Aspen',
  'Birch',
  'Cedar',
  'Dune',
  'Fjord',
  'Glacier',
  'Hollow',
  'Indigo',
  'Jasper',
  'Kite',
  'Lotus',
  'Maple',
  'Nectar',
  'Opal',
  'Pebble',
  'Solstice',
];
const SECOND_WORDS = [
  'Wallet',
  'Vault',
  'Keys',
  'Pay',
  'Safe',
  'Pocket',
  'Purse',
  'Ledger',
  'Hub',
  'Pass',
  'Signer',
  'Folio',
  'Chest',
  'Keep',
  'Coffer',
  'Link',
  'Account',
  'Key',
  'Bank',
  'Box',
];

/** Stable 64-hex id, the shape of the hosted registry's wallet ids. */
export function walletIdFor(label) {
  return createHash('sha256').update(`wallet-modal devnet registry:${label}`).digest('hex');
}

export const DEVNET_WALLET_IDS = {
  injected: walletIdFor('Devnet Wallet'),
  solana: walletIdFor('Devnet Solana Wallet'),
  walletConnect: walletIdFor('Devnet WalletConnect Wallet'),
};

/** mulberry32: a tiny seeded PRNG, enough for plausible, repeatable data. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(items, random) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Unique names: every word pair once, then numbered rounds for large catalogs. */
function generatedNames(count, random) {
  const pairs = shuffled(
    FIRST_WORDS.flatMap((first) => SECOND_WORDS.map((second) => `${first} ${second}`)),
    random,
  );
  return Array.from({ length: count }, (_, i) => {
    const round = Math.floor(i / pairs.length);
    return round === 0 ? pairs[i] : `${pairs[i % pairs.length]} ${round + 1}`;
  });
}

// Long names as real registries carry them, in turn: many words, one unbroken word, Latin then Arabic;
// each within the 64 characters the element shows of a name (longer ones it cuts itself).
const LONG_NAMES = [
  (name) => `${name}: Multichain Crypto, Bitcoin and NFT Vault`,
  (name) => `${name.replace(/ /g, '')}MultichainCryptoBitcoinAndNftVault`,
  (name) => `${name} محفظة العملات الرقمية الآمنة متعددة السلاسل`,
];

// Which links a generated wallet has; weights give the mobile filtering real data.
const LINK_KINDS = [
  [0.25, ['mobile']],
  [0.1, ['desktop']],
  [0.1, ['webapp']],
  [0.25, ['mobile', 'desktop']],
  [0.15, ['mobile', 'webapp']],
  [0.15, ['mobile', 'desktop', 'webapp']],
];

function pickLinkKinds(random) {
  let roll = random();
  for (const [weight, kinds] of LINK_KINDS) {
    roll -= weight;
    if (roll < 0) return kinds;
  }
  return LINK_KINDS.at(-1)[1];
}

function pickChains(random, solanaNetwork) {
  const chains = EVM_CHAINS.filter(() => random() < 0.45);
  if (random() < 0.2 || chains.length === 0) chains.unshift('eip155:1');
  if (solanaNetwork && random() < 0.3) chains.push(solanaNetwork);
  return [...new Set(chains)];
}

function mobileLink(slug, kinds) {
  return kinds.includes('webapp') && !kinds.includes('desktop') ? `https://link.${slug}.example/` : `${slug.replace(/-/g, '')}://`;
}

/** What the seeded draws decide about a generated wallet (drawn in this order: the catalog stays the same for a seed). */
function walletTraits(random, solanaNetwork) {
  const kinds = pickLinkKinds(random);
  const injectable = random() < 0.2;
  const chains = pickChains(random, solanaNetwork);
  const certified = random() < 0.15;
  return { kinds, injectable, chains, certified };
}

/** A generated wallet; its id and links come from its short name, whatever name it is shown under. */
function generatedWallet({ name, index, traits: { kinds, injectable, chains, certified } }, shownName = name) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: walletIdFor(name),
    name: shownName,
    homepage: `https://${slug}.example/`,
    order: 100 + index * 10,
    // Custom schemes for most, https universal links for the mobile+webapp ones (as real wallets mix them).
    mobile_link: kinds.includes('mobile') ? mobileLink(slug, kinds) : null,
    desktop_link: kinds.includes('desktop') ? `${slug.replace(/-/g, '')}-desktop://` : null,
    webapp_link: kinds.includes('webapp') ? `https://app.${slug}.example/` : null,
    app_store: kinds.includes('mobile') ? `https://apps.example/ios/${slug}` : null,
    play_store: kinds.includes('mobile') ? `https://apps.example/android/${slug}` : null,
    chrome_store: injectable ? `https://extensions.example/${slug}` : null,
    rdns: injectable ? `example.${slug.replace(/-/g, '')}` : null,
    injected: injectable ? [{ namespace: 'eip155', injected_id: `is${name.replace(/[^A-Za-z0-9]/g, '')}` }] : null,
    chains,
    badge_type: certified ? 'certified' : 'none',
  };
}

function demoWallets(solanaNetwork) {
  const solanaChains = solanaNetwork ? [solanaNetwork] : [];
  const common = { app_store: null, play_store: null, chrome_store: null, badge_type: 'certified' };
  const stores = (slug) => ({ app_store: `https://apps.example/ios/${slug}`, play_store: `https://apps.example/android/${slug}` });
  return [
    {
      ...common,
      id: DEVNET_WALLET_IDS.injected,
      name: 'Devnet Wallet',
      homepage: '/demo/',
      order: 10,
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      rdns: 'io.wallet-modal.devnet',
      injected: [{ namespace: 'eip155', injected_id: 'isDevnetWallet' }],
      chains: DEVNET_EVM_CHAINS,
    },
    {
      ...common,
      id: DEVNET_WALLET_IDS.solana,
      name: 'Devnet Solana Wallet',
      homepage: '/demo/',
      order: 20,
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      rdns: 'io.wallet-modal.devnet.solana',
      injected: [{ namespace: 'solana', injected_id: 'Devnet Solana Wallet' }],
      chains: solanaChains,
    },
    {
      // Links that start with '/' are made absolute per request (see toWalletEntry).
      // Its mobile_link is the wallet page itself, so `<link>wc?uri=` opens /wallet/wc?uri= as a phone would.
      ...common,
      ...stores('devnet-walletconnect'),
      id: DEVNET_WALLET_IDS.walletConnect,
      name: 'Devnet WalletConnect Wallet',
      homepage: '/wallet',
      order: 30,
      mobile_link: '/wallet/',
      desktop_link: '/registry/deeplink/walletconnect/',
      webapp_link: '/registry/deeplink/walletconnect/',
      rdns: 'io.wallet-modal.devnet.walletconnect',
      injected: null,
      chains: [...DEVNET_EVM_CHAINS, ...solanaChains],
    },
  ];
}

/**
 * Long names for the generated wallets, the kinds in turn in catalog order; the turns run separately over the
 * wallets a phone on the devnet recommends (a devnet chain and a mobile link), so its first three show one kind each.
 */
function longNamer(solanaNetwork) {
  const devnetChains = [...DEVNET_EVM_CHAINS, ...(solanaNetwork ? [solanaNetwork] : [])];
  const turns = { listed: 0, other: 0 };
  return ({ name, traits }) => {
    const listed = traits.kinds.includes('mobile') && traits.chains.some((chain) => devnetChains.includes(chain));
    const turn = listed ? turns.listed++ : turns.other++;
    return LONG_NAMES[turn % LONG_NAMES.length](name);
  };
}

/**
 * The catalog in the registry's stable order: certified first, then by `order`.
 * `walletCount` is the total, demo wallets included. `longWalletNames`: the generated wallets get
 * long names (the demo wallets keep theirs; ids and links stay those of the short names).
 */
export function createWalletCatalog({ walletCount = DEFAULT_WALLET_COUNT, solanaNetwork, longWalletNames = false } = {}) {
  const demos = demoWallets(solanaNetwork);
  const random = seededRandom(0x5eed);
  const drafts = generatedNames(Math.max(0, walletCount - demos.length), random).map((name, index) => ({
    name,
    index,
    traits: walletTraits(random, solanaNetwork),
  }));
  // The demo wallets (certified, `order` 10 to 30) lead; then certified before the rest, each by `order`.
  drafts.sort((a, b) => Number(b.traits.certified) - Number(a.traits.certified) || a.index - b.index);
  const nameOf = longWalletNames ? longNamer(solanaNetwork) : (draft) => draft.name;
  return [...demos, ...drafts.map((draft) => generatedWallet(draft, nameOf(draft)))];
}
