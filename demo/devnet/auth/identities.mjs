// Who a tester can be on the devnet's consent pages: a few identities per social provider and for
// Farcaster. Each becomes the same embedded account every time it signs in (for the devnet's life).

/**
 * The social providers (farcaster has its own flow), their display names and identities. An identity's
 * `key` (its email, else its handle) names its account; `user` is what the element is told.
 */
export const SOCIAL_LOGINS = {
  google: {
    name: 'Google',
    identities: [
      { name: 'Ada Lovelace', email: 'ada@example.com' },
      { name: 'Grace Hopper', email: 'grace@example.com' },
    ],
  },
  x: {
    name: 'X',
    identities: [
      { name: 'Ada Lovelace', handle: '@ada' },
      { name: 'Alan Turing', handle: '@alanturing' },
    ],
  },
  discord: {
    name: 'Discord',
    identities: [
      { name: 'Ada Lovelace', handle: 'ada.lovelace' },
      { name: 'Linus Torvalds', handle: 'linus' },
    ],
  },
  github: {
    name: 'GitHub',
    identities: [
      { name: 'Ada Lovelace', handle: 'adalovelace' },
      { name: 'Margaret Hamilton', handle: 'mhamilton' },
    ],
  },
  apple: {
    name: 'Apple',
    identities: [
      { name: 'Ada Lovelace', email: 'ada@icloud.example' },
      { name: 'Katherine Johnson', email: 'katherine@icloud.example' },
    ],
  },
  facebook: {
    name: 'Facebook',
    identities: [
      { name: 'Ada Lovelace', email: 'ada@facebook.example' },
      { name: 'Hedy Lamarr', email: 'hedy@facebook.example' },
    ],
  },
};

/** Farcaster accounts the approval page offers. */
export const FARCASTER_IDENTITIES = [
  { name: 'Alice', handle: '@alice.eth' },
  { name: 'Bob', handle: '@bob.eth' },
];

/** The text after "Continue as" / shown beside it: `Ada Lovelace (ada@example.com)`. */
export const labelOf = (identity) => `${identity.name} (${identity.email ?? identity.handle})`;

/** The account key and the element's `user` for `identity` signed in with `provider`. */
export function signInOf(provider, identity) {
  const id = identity.email ?? identity.handle;
  const user = { provider, username: identity.handle ?? identity.name };
  if (identity.email) user.email = identity.email;
  return { key: `${provider}:${id}`, user };
}
