// A bare in-page dapp for tests: @walletconnect/universal-provider in a real
// browser, driven through globalThis.connectDapp by Playwright's page.evaluate.
import { UniversalProvider } from '@walletconnect/universal-provider';

/** Starts a connection; resolves with the pairing URI and how long it took to appear. */
globalThis.connectDapp = async ({ relayUrl, projectId, chains }) => {
  const started = performance.now();
  const provider = await UniversalProvider.init({
    projectId,
    relayUrl,
    logger: 'error',
    disableProviderPing: true,
    telemetryEnabled: false,
    metadata: { name: 'Devnet browser dapp', description: 'test page', url: location.origin, icons: [] },
  });
  const uri = new Promise((resolve) => provider.once('display_uri', resolve));
  globalThis.dappSession = provider.connect({ optionalNamespaces: { eip155: { chains, methods: ['personal_sign'], events: [] } } });
  return { uri: await uri, uriAfterMs: Math.round(performance.now() - started) };
};
