// What the shim remembers of each transaction it ran: the wire bytes, the
// decoded message, balances before and after, logs and the parsed transfers.
import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit';
import { readMint, readTokenAccount, tokenAmountJson } from './accounts.mjs';
import { parseTransfers } from './transfers.mjs';

/** The signed transaction and its compiled message from wire bytes. */
export function decodeWireTransaction(wireBytes) {
  const transaction = getTransactionDecoder().decode(wireBytes);
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  return { transaction, message };
}

/** Static account keys with their signer/writable flags from the message header. */
export function accountKeysOf(message) {
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header;
  const count = message.staticAccounts.length;
  return message.staticAccounts.map((pubkey, index) => {
    const signer = index < numSignerAccounts;
    const writable = signer ? index < numSignerAccounts - numReadonlySignerAccounts : index < count - numReadonlyNonSignerAccounts;
    return { pubkey, signer, writable };
  });
}

/** Lamports and token balances of the message's accounts, for pre/post balances. */
export function snapshotBalances(svm, accountKeys) {
  const balances = accountKeys.map(({ pubkey }) => svm.getBalance(pubkey) ?? 0n);
  const tokenBalances = accountKeys.flatMap(({ pubkey }, accountIndex) => {
    const token = readTokenAccount(svm, pubkey);
    if (!token) return [];
    const decimals = readMint(svm, token.mint)?.decimals ?? 0;
    const uiTokenAmount = tokenAmountJson(token.amount, decimals);
    return [{ accountIndex, mint: token.mint, owner: token.owner, programId: token.programAddress, uiTokenAmount }];
  });
  return { balances, tokenBalances };
}

// Address lookup tables are not resolved: indices past the static keys stay unnamed.
function compiledInstruction(accountKeys, { programIdIndex, accounts, data, stackHeight = null }) {
  return {
    programIdIndex,
    accounts: [...accounts],
    data: new Uint8Array(data),
    stackHeight,
    programAddress: accountKeys[programIdIndex]?.pubkey,
    accountMetas: [...accounts].map((index) => ({ address: accountKeys[index]?.pubkey })),
  };
}

function instructionsOf(message, accountKeys, meta) {
  const topLevel = message.instructions.map((instruction) =>
    compiledInstruction(accountKeys, {
      programIdIndex: instruction.programAddressIndex,
      accounts: instruction.accountIndices ?? [],
      data: instruction.data ?? new Uint8Array(),
    }),
  );
  const inner = meta.innerInstructions().map((list, index) => ({
    index,
    instructions: list.map((item) => {
      const compiled = item.instruction();
      const fields = { programIdIndex: compiled.programIdIndex(), accounts: compiled.accounts(), data: compiled.data() };
      return compiledInstruction(accountKeys, { ...fields, stackHeight: item.stackHeight() });
    }),
  }));
  return { topLevel, inner: inner.filter(({ instructions }) => instructions.length > 0) };
}

const asParsable = ({ programAddress, accountMetas, data }) => ({ programAddress, accounts: accountMetas, data });

/** The ledger entry for a transaction litesvm ran (successfully or not). */
export function buildRecord({ svm, signature, wireBytes, decoded, meta, err, slot, blockTime, pre, post }) {
  const { message } = decoded;
  const accountKeys = accountKeysOf(message);
  const instructions = instructionsOf(message, accountKeys, meta);
  const everyInstruction = [instructions.topLevel, ...instructions.inner.map((group) => group.instructions)].flat();
  const sum = (values) => values.reduce((total, value) => total + value, 0n);
  return {
    signature,
    slot,
    blockTime,
    err,
    // Lamports only leave the transaction's accounts as the fee, so the fee is what the accounts lost in total.
    fee: sum(pre.balances) - sum(post.balances),
    version: message.version,
    wireBytes,
    transaction: decoded.transaction,
    message,
    accountKeys,
    instructions,
    pre,
    post,
    logs: meta.logs(),
    computeUnitsConsumed: meta.computeUnitsConsumed(),
    transfers: parseTransfers(svm, everyInstruction.map(asParsable)),
  };
}
