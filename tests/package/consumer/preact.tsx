/** @jsxImportSource preact */
// Preact JSX: <wallet-modal> with its attributes, `config` and its events.
import type {} from 'wallet-modal/preact';

export const ok = (
  <wallet-modal
    project-id="id"
    theme="system"
    walletconnect-only
    config={{ projectId: 'id' }}
    ondisconnect={(event) => console.log(event.detail.namespace)}
  />
);
// @ts-expect-error: not a theme
export const badTheme = <wallet-modal theme="purple" />;
