// The on-ramp providers' names as they write them (brand names: not translated), for the views; the
// state keeps the service's ids ("coinbase"), and an id without a name here shows as it is.
const PROVIDER_NAMES: Readonly<Record<string, string>> = { coinbase: 'Coinbase', meld: 'Meld' };

/** "Coinbase" for "coinbase". */
export const providerName = (id: string): string => PROVIDER_NAMES[id] ?? id;
