// React 19 JSX: <wallet-modal> with its attributes, `config` and its events.
import type {} from 'wallet-modal/react';

export const ok = (
  <wallet-modal
    project-id="id"
    theme="light"
    networks="eip155:1"
    no-button
    config={{ features: ['receive'] }}
    onconnect={(event) => console.log(event.detail.address)}
    className="wallet"
  />
);
// @ts-expect-error: not a theme
export const badTheme = <wallet-modal theme="purple" />;
// @ts-expect-error: the detail is typed, not any
export const badDetail = <wallet-modal onconnect={(event) => event.detail.nope} />;
