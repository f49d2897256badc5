// JSON-RPC methods that read accounts: balances, account data, token accounts.
import { isAddress } from '@solana/kit';
import { accountInfo, accountJson, readMint, readTokenAccount, tokenAccountsOf, tokenAmountJson } from './accounts.mjs';
import { invalidParams } from './json-rpc.mjs';

export function requireAddress(address, what = 'address') {
  if (typeof address !== 'string' || !isAddress(address)) throw invalidParams(`${what} is not a base58 public key: ${address}`);
  return address;
}

/** @param {{chain: ReturnType<import('./chain.mjs').createChain>, withContext: (value: unknown) => object}} options */
export function accountMethods({ chain, withContext }) {
  const { svm } = chain;
  return {
    getBalance: (address) => withContext(svm.getBalance(requireAddress(address)) ?? 0n),
    getAccountInfo: (address, config = {}) => withContext(accountInfo(svm, requireAddress(address), config.encoding ?? 'base58')),
    getMultipleAccounts(addresses, config = {}) {
      if (!Array.isArray(addresses)) throw invalidParams('expected an array of addresses');
      return withContext(addresses.map((address) => accountInfo(svm, requireAddress(address), config.encoding ?? 'base58')));
    },
    getMinimumBalanceForRentExemption: (size) => svm.minimumBalanceForRentExemption(BigInt(size ?? 0)),
    getTokenAccountsByOwner(owner, filter = {}, config = {}) {
      requireAddress(owner, 'owner');
      let options;
      if (filter.mint) {
        const mint = readMint(svm, requireAddress(filter.mint, 'mint'));
        if (!mint) throw invalidParams('Token mint could not be unpacked');
        options = { mint: filter.mint, programs: [mint.programAddress] };
      } else if (filter.programId) {
        options = { programs: [requireAddress(filter.programId, 'programId')] };
      } else {
        throw invalidParams('expected a filter with mint or programId');
      }
      const accounts = tokenAccountsOf(svm, owner, options).map(({ account }) => ({
        pubkey: account.address,
        account: accountJson(svm, account, config.encoding ?? 'base58'),
      }));
      return withContext(accounts);
    },
    getTokenAccountBalance(address) {
      const token = readTokenAccount(svm, requireAddress(address));
      if (!token) throw invalidParams('not a Token account');
      return withContext(tokenAmountJson(token.amount, readMint(svm, token.mint)?.decimals ?? 0));
    },
    getTokenSupply(address) {
      const mint = readMint(svm, requireAddress(address));
      if (!mint) throw invalidParams('not a Token mint');
      return withContext(tokenAmountJson(mint.supply, mint.decimals));
    },
  };
}
