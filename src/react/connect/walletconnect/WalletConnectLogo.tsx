/** WalletConnect's mark (the two arcs), drawn inline: no image request. */
export function WalletConnectLogo({ size = 40 }: { size?: number }) {
  return (
    <span className="wm-wc-logo" aria-hidden="true" style={{ width: size, height: size }}>
      <svg viewBox="0 0 32 32" width={size * 0.7} height={size * 0.7}>
        <path
          fill="#fff"
          d="M9.6 11.9c3.5-3.5 9.3-3.5 12.8 0l.4.4c.2.2.2.5 0 .6l-1.4 1.4c-.1.1-.2.1-.3 0l-.6-.6c-2.5-2.4-6.4-2.4-8.9 0l-.6.6c-.1.1-.2.1-.3 0l-1.4-1.4c-.2-.2-.2-.5 0-.6l.3-.4Zm15.8 2.9 1.3 1.2c.2.2.2.5 0 .6l-5.8 5.7c-.2.2-.5.2-.6 0l-4.1-4a.2.2 0 0 0-.2 0l-4.1 4c-.2.2-.5.2-.6 0l-5.8-5.7c-.2-.2-.2-.5 0-.6l1.3-1.2c.2-.2.5-.2.6 0l4.1 4c.1.1.2.1.2 0l4.1-4c.2-.2.5-.2.6 0l4.1 4c.1.1.2.1.2 0l4.1-4c.1-.2.4-.2.6 0Z"
        />
      </svg>
    </span>
  );
}
