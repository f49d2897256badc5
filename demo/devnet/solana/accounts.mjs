// Reading accounts out of litesvm and writing them in the RPC's encodings,
// including the `jsonParsed` view of SPL token mints and token accounts.
import { getBase58Decoder, getBase64Decoder, unwrapOption } from '@solana/kit';
import { getMintDecoder, getMintSize, getTokenDecoder, getTokenSize, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { invalidParams } from './json-rpc.mjs';

export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const TOKEN_PROGRAMS = { [TOKEN_PROGRAM_ADDRESS]: 'spl-token', [TOKEN_2022_PROGRAM_ADDRESS]: 'spl-token-2022' };
// Accounts created at runtime are rent-exempt, which real validators report as rentEpoch u64::MAX.
const RENT_EXEMPT_EPOCH = 18446744073709551615n;
const ACCOUNT_STATES = ['uninitialized', 'initialized', 'frozen'];

export const isTokenProgram = (address) => Object.hasOwn(TOKEN_PROGRAMS, address);

/** A human decimal string for an integer amount: formatUnits(1500000n, 6) === '1.5'. */
export function formatUnits(amount, decimals) {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The RPC's UiTokenAmount. */
export function tokenAmountJson(amount, decimals) {
  const uiAmountString = formatUnits(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

/** The decoded mint at `address`, or null when it is not an SPL mint. */
export function readMint(svm, address) {
  const account = svm.getAccount(address);
  if (!account.exists || !isTokenProgram(account.programAddress) || account.data.length < getMintSize()) return null;
  if (account.data.length === getTokenSize()) return null;
  const mint = getMintDecoder().decode(account.data.subarray(0, getMintSize()));
  return mint.isInitialized ? { ...mint, programAddress: account.programAddress } : null;
}

/** The decoded token account at `address`, or null when it is not one. */
export function readTokenAccount(svm, address) {
  const account = svm.getAccount(address);
  if (!account.exists) return null;
  return decodeTokenAccount(account);
}

function decodeTokenAccount(account) {
  if (!isTokenProgram(account.programAddress) || account.data.length < getTokenSize()) return null;
  if (account.programAddress === TOKEN_PROGRAM_ADDRESS && account.data.length !== getTokenSize()) return null;
  const token = getTokenDecoder().decode(account.data.subarray(0, getTokenSize()));
  return token.state === 0 ? null : { ...token, address: account.address, programAddress: account.programAddress };
}

const mintDecimals = (svm, mintAddress) => readMint(svm, mintAddress)?.decimals ?? 0;

function parsedTokenData(svm, account) {
  const program = TOKEN_PROGRAMS[account.programAddress];
  const token = decodeTokenAccount(account);
  if (token) {
    const info = {
      isNative: unwrapOption(token.isNative) !== null,
      mint: token.mint,
      owner: token.owner,
      state: ACCOUNT_STATES[token.state],
      tokenAmount: tokenAmountJson(token.amount, mintDecimals(svm, token.mint)),
    };
    return { program, parsed: { type: 'account', info }, space: account.data.length };
  }
  const mint = readMint(svm, account.address);
  if (!mint) return null;
  const info = {
    decimals: mint.decimals,
    freezeAuthority: unwrapOption(mint.freezeAuthority),
    isInitialized: mint.isInitialized,
    mintAuthority: unwrapOption(mint.mintAuthority),
    supply: mint.supply.toString(),
  };
  return { program, parsed: { type: 'mint', info }, space: account.data.length };
}

function encodeData(svm, account, encoding) {
  if (encoding === 'base64') return [getBase64Decoder().decode(account.data), 'base64'];
  if (encoding === 'base58') return [getBase58Decoder().decode(account.data), 'base58'];
  // jsonParsed falls back to base64 for accounts it has no parser for, as validators do.
  if (encoding === 'jsonParsed') return parsedTokenData(svm, account) ?? encodeData(svm, account, 'base64');
  throw invalidParams(`unsupported account encoding ${encoding}`);
}

/** An existing litesvm account in the RPC's AccountInfo shape. */
export function accountJson(svm, account, encoding = 'base64') {
  return {
    data: encodeData(svm, account, encoding),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.data.length,
  };
}

/** AccountInfo or null for `address`. */
export function accountInfo(svm, address, encoding) {
  const account = svm.getAccount(address);
  return account.exists ? accountJson(svm, account, encoding) : null;
}

/** Every token account owned by `owner`, optionally only for one mint, under the given token programs. */
export function tokenAccountsOf(svm, owner, { mint, programs = Object.keys(TOKEN_PROGRAMS) } = {}) {
  return programs
    .flatMap((program) => svm.getProgramAccounts(program))
    .map((account) => ({ account, token: decodeTokenAccount(account) }))
    .filter(({ token }) => token && token.owner === owner && (!mint || token.mint === mint));
}
