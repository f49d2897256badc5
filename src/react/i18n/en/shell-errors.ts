// The English error messages the element's shell needs at once, before the rest (./errors.ts) has
// loaded: a malformed setting's, a chunk that failed to load (the rest may be that chunk), and the fallback.
export const shellErrorMessages = {
  'error.unknown': 'Unknown error. Please try again.',
  'error.invalidConfiguration': 'Invalid configuration. A setting was ignored and keeps its previous or default value.',
  'error.chunkLoad': 'Part of this window could not be loaded. Check your internet connection and try again.',
} as const;
