import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { base, mainnet } from 'viem/chains';
import { createConfig, http, useAccount, WagmiProvider } from 'wagmi';
import { WalletModal } from 'wallet-modal/react';
import { walletModal } from 'wallet-modal/wagmi';

const config = createConfig({ chains: [mainnet, base], connectors: [walletModal()], transports: { 1: http(), 8453: http() } });
// wagmi's hooks see the account the modal connected, and sign through it.
const Account = () => <p id="account">{useAccount().address ?? 'Not connected'}</p>;

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={new QueryClient()}>
      <WalletModal projectId="YOUR_PROJECT_ID" networks="eip155:1,eip155:8453" />
      <Account />
    </QueryClientProvider>
  </WagmiProvider>,
);
