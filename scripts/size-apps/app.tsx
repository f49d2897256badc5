// `npm run size`'s host app: React + wagmi + TanStack Query + viem, as a dapp ships one. Built twice
// the way a host builds it (scripts/host-bundle.mjs): as is (baseline.tsx), and with wallet-modal's
// element and wagmi connector (with-wallet-modal.tsx); the difference is what wallet-modal adds.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { formatEther } from 'viem';
import { mainnet } from 'viem/chains';
import { createConfig, http, useAccount, useBalance, useConnect, WagmiProvider, type CreateConnectorFn } from 'wagmi';

function Account() {
  const { address, status } = useAccount();
  const { data: balance } = useBalance({ address });
  const { connect, connectors } = useConnect();
  if (status !== 'connected')
    return (
      <button type="button" onClick={() => connect({ connector: connectors[0]! })}>
        Connect
      </button>
    );
  return (
    <p>
      {address} {balance ? formatEther(balance.value) : '…'}
    </p>
  );
}

/** Renders the app into #app with these wagmi connectors and, beside the account, `header`. */
export function renderApp(connectors: CreateConnectorFn[], header?: ReactNode): void {
  const config = createConfig({ chains: [mainnet], connectors, transports: { [mainnet.id]: http() } });
  createRoot(document.getElementById('app')!).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={new QueryClient()}>
        {header}
        <Account />
      </QueryClientProvider>
    </WagmiProvider>,
  );
}
