/**
 * WalletConnect's mark (the two arcs, white on its blue), drawn inline and whole: no image request, and
 * no stylesheet needed (Connect shows it before the WalletConnect views' styles load).
 */
export function WalletConnectLogo({ size = 40 }: { size?: number }) {
  return (
    <svg className="wm-wc-logo" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#3396ff" />
      <path
        fill="#fff"
        transform="translate(4.8 4.8) scale(.7)"
        d="M9.6 11.9c3.5-3.5 9.3-3.5 12.8 0l.4.4c.2.2.2.5 0 .6l-1.4 1.4c-.1.1-.2.1-.3 0l-.6-.6c-2.5-2.4-6.4-2.4-8.9 0l-.6.6c-.1.1-.2.1-.3 0l-1.4-1.4c-.2-.2-.2-.5 0-.6l.3-.4Zm15.8 2.9 1.3 1.2c.2.2.2.5 0 .6l-5.8 5.7c-.2.2-.5.2-.6 0l-4.1-4a.2.2 0 0 0-.2 0l-4.1 4c-.2.2-.5.2-.6 0l-5.8-5.7c-.2-.2-.2-.5 0-.6l1.3-1.2c.2-.2.5-.2.6 0l4.1 4c.1.1.2.1.2 0l4.1-4c.2-.2.5-.2.6 0l4.1 4c.1.1.2.1.2 0l4.1-4c.1-.2.4-.2.6 0Z"
      />
    </svg>
  );
}
