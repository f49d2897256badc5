// The blockchain-service client's parsers that load with their first answer (names as in
// src/state/chunks/list.ts, which this layer cannot import). A failure rejects with what the
// import threw; the state action that called the service reports it.
import { memoizeLoad } from './memoize';

export const blockchainApiChunks = {
  onrampParse: memoizeLoad(() => import('../blockchain-api/onramp-parse')),
  convertParse: memoizeLoad(() => import('../blockchain-api/convert-parse')),
  profile: memoizeLoad(() => import('../blockchain-api/profile')),
};
