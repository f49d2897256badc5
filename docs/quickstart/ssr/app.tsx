import { useWalletAccount, WalletModal } from 'wallet-modal/react';

export function App() {
  const { status, address } = useWalletAccount(); // "disconnected" on the server and while hydrating
  return (
    <main>
      <WalletModal projectId="YOUR_PROJECT_ID" networks="eip155:1,eip155:8453" />
      <p id="account">{status === 'connected' ? address : 'Not connected'}</p>
    </main>
  );
}
