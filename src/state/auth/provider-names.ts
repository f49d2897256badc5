// Sign-in providers' names as they write them (brand names: not translated): the connector's name and the views'.
// A file of its own, read only by code that loads with the modal or the first sign-in, not at page load.
import type { AuthProvider } from '../settings';

export const AUTH_PROVIDER_NAMES: Readonly<Record<AuthProvider, string>> = {
  email: 'Email',
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};
