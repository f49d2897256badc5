// What the approval view shows for an unsafe request: the requesting site (the frame's real embedder,
// with the name the dapp gave), the chain, the account, and what is signed, with ERC-20 transfers and
// approvals decoded (amounts in the token's units when the chain tells its symbol and decimals).
import { decodeFunctionData, erc20Abi, formatEther, formatUnits, hexToString, isHex, maxUint256 } from 'viem';
import { getBase58Encoder } from '@solana/kit';

const MAX_TEXT = 2000;
const bounded = (text) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/** A personal_sign message as text when it is printable UTF-8, else its hex. */
export function messageText(message) {
  if (typeof message !== 'string') return '';
  if (!isHex(message)) return bounded(message);
  try {
    const text = hexToString(message);
    return /^[\P{C}\n\r\t]*$/u.test(text) ? bounded(text) : bounded(message);
  } catch {
    return bounded(message);
  }
}

function bytesText(base58) {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(getBase58Encoder().encode(base58));
    return /^[\P{C}\n\r\t]*$/u.test(text) ? bounded(text) : `${base58.length} base58 characters`;
  } catch {
    return 'Not a base58 message';
  }
}

/** The ERC-20 call in `data`, decoded: {kind: 'transfer' | 'approval', …}, or undefined. */
export function decodeTokenCall(data) {
  if (!isHex(data) || data.length < 10) return undefined;
  try {
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data });
    if (functionName === 'transfer') return { kind: 'transfer', to: args[0], amount: args[1] };
    if (functionName === 'transferFrom') return { kind: 'transfer', from: args[0], to: args[1], amount: args[2] };
    if (functionName === 'approve') return { kind: 'approval', spender: args[0], amount: args[1] };
  } catch {
    // not an ERC-20 call
  }
  return undefined;
}

async function amountText(amount, token, tokenInfo) {
  if (amount === maxUint256) return 'an unlimited amount';
  const info = await tokenInfo?.(token).catch(() => undefined);
  return info ? `${formatUnits(amount, info.decimals)} ${info.symbol}` : `${amount} base units of token ${token}`;
}

async function callRows(call, tokenInfo, prefix = '') {
  const rows = [];
  if (call.to) rows.push([`${prefix}To`, call.to]);
  const value = call.value ? BigInt(call.value) : 0n;
  if (value > 0n) rows.push([`${prefix}Value`, `${formatEther(value)} (native token)`]);
  const data = call.data ?? call.input;
  const token = call.to ? decodeTokenCall(data) : undefined;
  if (token?.kind === 'transfer')
    rows.push([
      `${prefix}Token transfer`,
      `${await amountText(token.amount, call.to, tokenInfo)} to ${token.to}${token.from ? ` from ${token.from}` : ''}`,
    ]);
  else if (token?.kind === 'approval')
    rows.push([`${prefix}Token approval`, `${token.spender} may spend ${await amountText(token.amount, call.to, tokenInfo)}`]);
  else if (isHex(data) && data !== '0x') rows.push([`${prefix}Data`, bounded(data)]);
  return rows;
}

/**
 * The approval view's content for `request` ({method, params, chain, from, site: {embedder, name?, url?}}).
 * `tokenInfo(address)` resolves `{symbol, decimals}` of an ERC-20 on the request's chain.
 */
export async function describeRequest(request, { tokenInfo } = {}) {
  const { method, params, chain, from, site } = request;
  const siteName = site.name ? `${site.name} (${site.embedder})` : site.embedder;
  const rows = [
    ['Site', siteName],
    ['Network', chain],
    ['Account', from],
  ];
  let title = `${site.name ?? site.embedder} requests a signature`;
  let button = 'Sign';
  if (method === 'personal_sign') rows.push(['Message', messageText(params[0])]);
  else if (method === 'eth_signTypedData_v4') {
    const typed = typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1];
    const { domain = {}, primaryType, message } = typed ?? {};
    if (domain.name) rows.push(['Domain', String(domain.name)]);
    if (domain.verifyingContract) rows.push(['Contract', String(domain.verifyingContract)]);
    if (domain.chainId !== undefined) rows.push(['Chain id', String(domain.chainId)]);
    rows.push(['Type', String(primaryType)], ['Data', bounded(JSON.stringify(message, null, 2) ?? '')]);
  } else if (method === 'eth_sendTransaction') rows.push(...(await callRows(params[0], tokenInfo)));
  else if (method === 'wallet_sendCalls') {
    const { calls } = params[0];
    if (calls.length > 1) {
      title = `${site.name ?? site.embedder} requests multiple transactions`;
      button = 'Approve';
    }
    for (const [index, call] of calls.entries())
      rows.push(...(await callRows(call, tokenInfo, calls.length > 1 ? `Call ${index + 1}: ` : '')));
  } else if (method === 'solana_signMessage') rows.push(['Message', bytesText(params.message)]);
  else if (method === 'solana_signAllTransactions') rows.push(['Transactions', `${params.transactions?.length ?? 0} transactions`]);
  else rows.push(['Transaction', `${String(params.transaction ?? '').length} base58 characters`]);
  rows.push(['Method', method]);
  return { title, button, rows };
}
