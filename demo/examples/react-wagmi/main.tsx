// A React + wagmi + TanStack Query dapp, as a host builds one: wagmi's own hooks read the account
// the modal connected (through the `walletModal()` connector), send through it and switch its
// network. Served by the devnet at /demo/examples/react-wagmi/ (its bundle built on the fly).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { parseEther } from 'viem';
import { createConfig, http, useAccount, useConnect, useDisconnect, useSendTransaction, useSwitchChain, WagmiProvider } from 'wagmi';
import 'wallet-modal';
import { walletModal } from 'wallet-modal/wagmi';
import { configureDevnetNetworks, devnetChains } from '../shared/devnet';

// The page's networks, as the devnet fills them in (page.html): the element's, and the EVM ones wagmi's chains.
const chains = devnetChains(configureDevnetNetworks());

const config = createConfig({
  chains,
  connectors: [walletModal()],
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
});
const queryClient = new QueryClient();

function Account() {
  const { address, chainId, status } = useAccount();
  const { disconnect } = useDisconnect();
  const { switchChain } = useSwitchChain();
  const { sendTransaction, data: hash, error } = useSendTransaction();
  const { connect, connectors, error: connectError } = useConnect();
  const [to, setTo] = useState('');
  if (status !== 'connected')
    return (
      <section aria-label="wagmi account">
        <p data-testid="wagmi-status">wagmi: {status}</p>
        <button type="button" onClick={() => connect({ connector: connectors[0]! })}>
          Connect with wagmi
        </button>
        {connectError && <p role="alert">{connectError.message.split('\n')[0]}</p>}
      </section>
    );
  const other = chains.find((chain) => chain.id !== chainId);
  return (
    <section aria-label="wagmi account">
      <p data-testid="wagmi-status">wagmi: {status}</p>
      <p>
        Address: <output data-testid="wagmi-address">{address}</output> on chain <output data-testid="wagmi-chain">{chainId}</output>
      </p>
      <label>
        Send 0.01 ETH to <input value={to} onChange={(event) => setTo(event.target.value)} />
      </label>
      <button type="button" onClick={() => sendTransaction({ to: to as `0x${string}`, value: parseEther('0.01') })}>
        Send with wagmi
      </button>
      {hash && <p data-testid="wagmi-hash">{hash}</p>}
      {error && <p role="alert">{error.message.split('\n')[0]}</p>}
      {other && (
        <button type="button" onClick={() => switchChain({ chainId: other.id })}>
          Switch to {other.name}
        </button>
      )}
      <button type="button" onClick={() => disconnect()}>
        Disconnect with wagmi
      </button>
    </section>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <Account />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
);
