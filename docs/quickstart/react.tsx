import { createRoot } from 'react-dom/client';
import { useWalletAccount, WalletModal } from 'wallet-modal/react';

function Account() {
  const { status, address } = useWalletAccount();
  return <p id="account">{status === 'connected' ? address : 'Not connected'}</p>;
}

createRoot(document.getElementById('root')!).render(
  <>
    <WalletModal projectId="YOUR_PROJECT_ID" networks={['eip155:1', 'eip155:8453']} onConnect={(event) => console.log(event.detail)} />
    <Account />
  </>,
);
