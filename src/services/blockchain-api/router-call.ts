// A swap's calldata read where the router's entries are known (issue 25): 1inch's Aggregation Router v6, for which
// the hosted swap service builds its swaps (its generic swap and the unoswap family). What the call promises, the
// least it returns and to whom, is then held to the preview before the wallet is asked. Another router's calldata
// is not read here: the on-chain simulation alone checks it.
// Every argument these entries take is one static 32-byte word (the generic swap's description is a static tuple,
// inline), so each is read at its position, as the router's own ABI decoder reads it, without viem's generic decoder
// (3.5 KB gzip on this path). The selectors are 1inch v6's published signatures' (checked by the unit tests).
import { getAddress } from 'viem';

type Address = `0x${string}`;

/** What a router call promises: the least it returns, and, where the call names them, the receiver, tokens and amount paid. */
export interface RouterCallTerms {
  minReturn: bigint;
  /** Who receives the output; undefined: the caller (the visitor). */
  recipient?: Address;
  srcToken?: Address;
  dstToken?: Address;
  amount?: bigint;
}

type Word = 'minReturn' | 'to' | 'token' | 'amount' | 'dex' | 'swap';

const UNOSWAP: readonly Word[] = ['token', 'amount', 'minReturn'];
const dexes = (count: number): Word[] => Array<Word>(count).fill('dex');

/** 1inch v6's swap entries by selector: each argument word's meaning ('swap': the generic swap's own layout). */
export const ONE_INCH_V6_ENTRIES: Readonly<Record<string, { name: string; words: readonly Word[] }>> = {
  '0x07ed2379': { name: 'swap', words: ['swap'] },
  '0x83800a8e': { name: 'unoswap', words: [...UNOSWAP, ...dexes(1)] },
  '0x8770ba91': { name: 'unoswap2', words: [...UNOSWAP, ...dexes(2)] },
  '0x19367472': { name: 'unoswap3', words: [...UNOSWAP, ...dexes(3)] },
  '0xe2c95c82': { name: 'unoswapTo', words: ['to', ...UNOSWAP, ...dexes(1)] },
  '0xea76dddf': { name: 'unoswapTo2', words: ['to', ...UNOSWAP, ...dexes(2)] },
  '0xf7a70056': { name: 'unoswapTo3', words: ['to', ...UNOSWAP, ...dexes(3)] },
  '0xa76dfc3b': { name: 'ethUnoswap', words: ['minReturn', ...dexes(1)] },
  '0x89af926a': { name: 'ethUnoswap2', words: ['minReturn', ...dexes(2)] },
  '0x188ac35d': { name: 'ethUnoswap3', words: ['minReturn', ...dexes(3)] },
  '0x175accdc': { name: 'ethUnoswapTo', words: ['to', 'minReturn', ...dexes(1)] },
  '0x0f449d71': { name: 'ethUnoswapTo2', words: ['to', 'minReturn', ...dexes(2)] },
  '0x493189f0': { name: 'ethUnoswapTo3', words: ['to', 'minReturn', ...dexes(3)] },
};

/** swap(executor, (srcToken, dstToken, srcReceiver, dstReceiver, amount, minReturnAmount, flags), data): 9 head words. */
const SWAP_HEAD_WORDS = 9;

const ADDRESS_BITS = (1n << 160n) - 1n;
/** An address from a word's low 160 bits (1inch's `Address` words carry flags above them). */
const addressOf = (word: bigint): Address => getAddress(`0x${(word & ADDRESS_BITS).toString(16).padStart(40, '0')}`);

/** The terms of a call to one of 1inch v6's swap entries; undefined for calldata that is none of them. */
export function readRouterCall(data: string): RouterCallTerms | undefined {
  const entry = /^0x[0-9a-f]*$/i.test(data) ? ONE_INCH_V6_ENTRIES[data.slice(0, 10).toLowerCase()] : undefined;
  if (!entry) return undefined;
  const count = entry.words[0] === 'swap' ? SWAP_HEAD_WORDS : entry.words.length;
  if (data.length < 10 + 64 * count) return undefined;
  const word = (index: number) => BigInt(`0x${data.slice(10 + 64 * index, 10 + 64 * (index + 1))}`);
  if (entry.words[0] === 'swap') {
    const receiver = word(4) & ADDRESS_BITS;
    return {
      minReturn: word(6),
      // A zero receiver is the caller.
      ...(receiver === 0n ? {} : { recipient: addressOf(receiver) }),
      srcToken: addressOf(word(1)),
      dstToken: addressOf(word(2)),
      amount: word(5),
    };
  }
  const named = (name: Word) => {
    const index = entry.words.indexOf(name);
    return index < 0 ? undefined : word(index);
  };
  const to = named('to');
  const token = named('token');
  const amount = named('amount');
  return {
    minReturn: named('minReturn')!,
    ...(to === undefined ? {} : { recipient: addressOf(to) }),
    ...(token === undefined ? {} : { srcToken: addressOf(token) }),
    ...(amount === undefined ? {} : { amount }),
  };
}
