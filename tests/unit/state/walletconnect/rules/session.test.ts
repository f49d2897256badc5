import { expect } from 'chai';
import { isPairingExpired } from '../../../../../src/utils';
import { PAIRING_LIFETIME_MS } from '../../../../../src/state/shared/constants';
import {
  approvedChains,
  buildProposalNamespaces,
  mobileWalletLink,
  newPairing,
  pairingLinks,
  pairingRefreshDelay,
  sessionAccounts,
  walletLink,
} from '../../../../../src/state/walletconnect/rules/session';
import { resolveNetwork } from '../../../../../src/state/shared/known-networks';
import type { CaipNetworkId, Network } from '../../../../../src/state/shared/types';

const SOLANA = 'solana:8pYaRydqsAxJhwJR1RVLy62SAj3Tw7Xy';
const network = (id: CaipNetworkId) => resolveNetwork(id) as Network;
const settings = { 'eip155:31337': 'http://127.0.0.1:8545' };

describe('WalletConnect proposal namespaces and RPC map', () => {
  it('asks for every configured eip155 and solana network as optional namespaces, with their methods and events', () => {
    const namespaces = buildProposalNamespaces([network('eip155:31337'), network('eip155:31338'), network(SOLANA)], settings);
    expect(namespaces.eip155?.chains).to.deep.equal(['eip155:31337', 'eip155:31338']);
    expect(namespaces.eip155?.methods).to.have.members([
      'personal_sign',
      'eth_sendTransaction',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
      'eth_accounts',
      'eth_chainId',
    ]);
    expect(namespaces.eip155?.events).to.have.members(['accountsChanged', 'chainChanged']);
    expect(namespaces.solana?.chains).to.deep.equal([SOLANA]);
    expect(namespaces.solana?.methods).to.have.members(['solana_signTransaction', 'solana_signMessage', 'solana_signAndSendTransaction']);
  });

  it("keys eip155 RPCs by chain number and solana RPCs by CAIP-2 id: the host's RPC, else the chain's public one, never the keyed service", () => {
    const mainnet = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    const namespaces = buildProposalNamespaces(
      [network('eip155:31337'), network('eip155:8453'), network('eip155:31338'), network(SOLANA), mainnet],
      settings,
    );
    expect(namespaces.eip155?.rpcMap).to.deep.equal({ 31337: 'http://127.0.0.1:8545', 8453: 'https://mainnet.base.org' });
    // A chain with neither (31338, the local Solana cluster) is left out of the map: the wallet uses its own.
    expect(namespaces.eip155?.chains).to.include('eip155:31338');
    expect(namespaces.solana?.rpcMap).to.deep.equal({ [mainnet.caipNetworkId]: 'https://api.mainnet-beta.solana.com' });
    expect(JSON.stringify(namespaces)).not.to.contain('projectId');
  });

  it('leaves out a namespace with no configured network', () => {
    expect(buildProposalNamespaces([network('eip155:1')], settings)).to.have.all.keys('eip155');
  });
});

describe('WalletConnect pairing refresh', () => {
  const now = 1_700_000_000_000;

  it('a new pairing lives 4 minutes (expiry in Unix seconds)', () => {
    const pairing = newPairing('wc:abc@2', now);
    expect(pairing.expiry).to.equal((now + PAIRING_LIFETIME_MS) / 1000);
    expect(isPairingExpired(pairing.expiry, now)).to.equal(false);
  });

  it('is refreshed when 10 s remain: 3 min 50 s after it was shown, and at once when already past that', () => {
    const pairing = newPairing('wc:abc@2', now);
    const delay = pairingRefreshDelay(pairing, now);
    expect(delay).to.equal(230_000);
    expect(isPairingExpired(pairing.expiry, now + delay - 1)).to.equal(false);
    expect(isPairingExpired(pairing.expiry, now + delay)).to.equal(true);
    expect(pairingRefreshDelay(pairing, now + 235_000)).to.equal(0);
  });
});

describe('WalletConnect session accounts', () => {
  const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const session = {
    eip155: { accounts: [`eip155:1:${A}`, `eip155:31337:${A}`, `eip155:31338:${A}`] },
    solana: { accounts: [`${SOLANA}:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin`] },
  };

  it('picks the account on the preferred network, else the first configured one, per namespace', () => {
    const [evm, sol] = sessionAccounts(session, ['eip155:31338', 'eip155:31337', SOLANA], 'eip155:31337');
    expect(evm).to.deep.equal({ namespace: 'eip155', address: A, caipAddress: `eip155:31337:${A}`, caipNetworkId: 'eip155:31337' });
    expect(sol?.caipNetworkId).to.equal(SOLANA);
    expect(sessionAccounts(session, ['eip155:31338'])[0]?.caipNetworkId).to.equal('eip155:31338');
    expect(sessionAccounts(session, [])[0]?.caipNetworkId).to.equal('eip155:1');
  });

  it('ignores malformed accounts and empty namespaces', () => {
    expect(sessionAccounts({ eip155: { accounts: ['nonsense', 'eip155:1'] }, solana: undefined }, [])).to.deep.equal([]);
  });

  it('leaves out what a hostile session lists instead of CAIP-10 strings', () => {
    const hostile: unknown[] = ['eip155:1:0xabc', 'not a list', [42, null, { split: () => [] }], [true, 'eip155:1:0xabc']];
    for (const accounts of hostile.slice(1)) {
      const found = sessionAccounts({ eip155: { accounts } as { accounts?: readonly string[] } }, []);
      expect(
        found.map((account) => account.caipAddress),
        JSON.stringify(accounts),
      ).to.deep.equal(Array.isArray(accounts) && accounts.includes('eip155:1:0xabc') ? ['eip155:1:0xabc'] : []);
    }
  });

  it('reads the approved chains from chains and accounts', () => {
    expect(approvedChains({ accounts: session.eip155.accounts })).to.deep.equal(['eip155:1', 'eip155:31337', 'eip155:31338']);
    expect(approvedChains(undefined)).to.deep.equal([]);
  });
});

describe('wallet links for a pairing URI', () => {
  const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d&expiryTimestamp=1';
  const encoded = encodeURIComponent(uri);

  it('universal links get /wc?uri=, custom schemes get wc?uri= after ://', () => {
    expect(walletLink('https://metamask.app.link', uri)).to.equal(`https://metamask.app.link/wc?uri=${encoded}`);
    expect(walletLink('https://link.trustwallet.com/', uri)).to.equal(`https://link.trustwallet.com/wc?uri=${encoded}`);
    expect(walletLink('metamask://', uri)).to.equal(`metamask://wc?uri=${encoded}`);
    expect(walletLink('rainbow:', uri)).to.equal(`rainbow://wc?uri=${encoded}`);
  });

  it('gives no link for a missing or script-running base', () => {
    expect(walletLink(undefined, uri)).to.equal(undefined);
    expect(walletLink('', uri)).to.equal(undefined);
    expect(walletLink('javascript:alert(1)//', uri)).to.equal(undefined);
    expect(walletLink('data:text/html,x', uri)).to.equal(undefined);
    for (const base of [
      'JaVaScRiPt:alert(1)',
      'ms-msdt:',
      'search-ms://',
      'intent://',
      'view-source:',
      'file://',
      ' rainbow://',
      'http://127.0.0.1:4173',
      'http://wallet.example',
    ]) {
      expect(walletLink(base, uri), base).to.equal(undefined);
    }
  });

  it("hands the URI only to the links of the visitor's platform (the web app on either)", () => {
    const wallet = { mobile_link: 'rainbow:', desktop_link: 'rainbow-desktop://', webapp_link: 'https://app.rainbow.example' };
    expect(pairingLinks(wallet, uri, false)).to.deep.equal([
      { kind: 'desktop', href: `rainbow-desktop://wc?uri=${encoded}` },
      { kind: 'webapp', href: `https://app.rainbow.example/wc?uri=${encoded}` },
    ]);
    expect(pairingLinks(wallet, uri, true)).to.deep.equal([
      { kind: 'mobile', href: `rainbow://wc?uri=${encoded}` },
      { kind: 'webapp', href: `https://app.rainbow.example/wc?uri=${encoded}` },
    ]);
  });

  it('gives a web app link only to an https page, never a custom scheme', () => {
    expect(pairingLinks({ webapp_link: 'rainbow://' }, uri, false)).to.deep.equal([]);
    expect(
      pairingLinks({ mobile_link: 'ms-msdt:', desktop_link: 'search-ms:', webapp_link: 'javascript:alert(1)' }, uri, true),
    ).to.deep.equal([]);
  });
});

describe('mobileWalletLink', () => {
  const uri = 'wc:abc@2?relay-protocol=irn&symKey=01';
  const encoded = encodeURIComponent(uri);

  it('formats a custom scheme as scheme://wc?uri=, opened in place', () => {
    expect(mobileWalletLink({ mobile_link: 'rainbow:' }, uri)).to.deep.equal({
      href: `rainbow://wc?uri=${encoded}`,
      target: '_self',
      universal: false,
    });
    expect(mobileWalletLink({ mobile_link: 'metamask://' }, uri)?.href).to.equal(`metamask://wc?uri=${encoded}`);
    expect(mobileWalletLink({ mobile_link: 'okex://main' }, uri)?.href).to.equal(`okex://main/wc?uri=${encoded}`);
  });

  it('formats an https universal link as <link>/wc?uri=, opened in a new tab', () => {
    expect(mobileWalletLink({ mobile_link: 'https://link.trustwallet.com' }, uri)).to.deep.equal({
      href: `https://link.trustwallet.com/wc?uri=${encoded}`,
      target: '_blank',
      universal: true,
    });
    expect(mobileWalletLink({ mobile_link: 'https://link.trustwallet.com/' }, uri)?.href).to.equal(
      `https://link.trustwallet.com/wc?uri=${encoded}`,
    );
  });

  it('gives none for a missing or unsafe link', () => {
    expect(mobileWalletLink({}, uri)).to.equal(undefined);
    expect(mobileWalletLink({ mobile_link: 'javascript:alert(1)' }, uri)).to.equal(undefined);
    expect(mobileWalletLink({ mobile_link: 'http://evil.example/' }, uri)).to.equal(undefined);
  });
});
