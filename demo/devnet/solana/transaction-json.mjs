// getTransaction's answer for a ledger record, in the json, jsonParsed,
// base64 and base58 encodings.
import { getBase58Decoder, getBase64Decoder } from '@solana/kit';
import { invalidParams, RpcError } from './json-rpc.mjs';
import { parsedInstruction } from './transfers.mjs';

const base58 = (bytes) => getBase58Decoder().decode(bytes);

function instructionJson(svm, instruction, parsed) {
  if (parsed) {
    const asParsable = { programAddress: instruction.programAddress, accounts: instruction.accountMetas, data: instruction.data };
    const known = parsedInstruction(svm, asParsable);
    if (known) return { ...known, stackHeight: instruction.stackHeight };
    return {
      programId: instruction.programAddress,
      accounts: instruction.accountMetas.map(({ address }) => address),
      data: base58(instruction.data),
      stackHeight: instruction.stackHeight,
    };
  }
  const { programIdIndex, accounts, data, stackHeight } = instruction;
  return { programIdIndex, accounts, data: base58(data), stackHeight };
}

function messageJson(svm, record, parsed) {
  const { message, accountKeys } = record;
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header;
  return {
    accountKeys: parsed ? accountKeys.map((key) => ({ ...key, source: 'transaction' })) : accountKeys.map(({ pubkey }) => pubkey),
    header: {
      numRequiredSignatures: numSignerAccounts,
      numReadonlySignedAccounts: numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: numReadonlyNonSignerAccounts,
    },
    recentBlockhash: message.lifetimeToken,
    instructions: record.instructions.topLevel.map((instruction) => instructionJson(svm, instruction, parsed)),
    ...(record.version === 'legacy' ? {} : { addressTableLookups: message.addressTableLookups ?? [] }),
  };
}

function transactionJson(svm, record, encoding) {
  if (encoding === 'base64') return [getBase64Decoder().decode(record.wireBytes), 'base64'];
  if (encoding === 'base58') return [base58(record.wireBytes), 'base58'];
  if (encoding !== 'json' && encoding !== 'jsonParsed') throw invalidParams(`unsupported transaction encoding ${encoding}`);
  const signers = record.accountKeys.filter(({ signer }) => signer);
  return {
    signatures: signers.map(({ pubkey }) => base58(record.transaction.signatures[pubkey] ?? new Uint8Array(64))),
    message: messageJson(svm, record, encoding === 'jsonParsed'),
  };
}

function metaJson(svm, record, encoding) {
  const parsed = encoding === 'jsonParsed';
  return {
    err: record.err,
    status: record.err ? { Err: record.err } : { Ok: null },
    fee: record.fee,
    preBalances: record.pre.balances,
    postBalances: record.post.balances,
    preTokenBalances: record.pre.tokenBalances,
    postTokenBalances: record.post.tokenBalances,
    innerInstructions: record.instructions.inner.map(({ index, instructions }) => ({
      index,
      instructions: instructions.map((instruction) => instructionJson(svm, instruction, parsed)),
    })),
    logMessages: record.logs,
    rewards: [],
    loadedAddresses: { readonly: [], writable: [] },
    computeUnitsConsumed: record.computeUnitsConsumed,
  };
}

/** The getTransaction result for `record`. */
export function transactionResponse(svm, record, { encoding = 'json', maxSupportedTransactionVersion } = {}) {
  if (record.version !== 'legacy' && (maxSupportedTransactionVersion ?? -1) < record.version) {
    const message = `Transaction version (${record.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${record.version}`;
    throw new RpcError(-32015, message);
  }
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    version: record.version,
    transaction: transactionJson(svm, record, encoding),
    meta: metaJson(svm, record, encoding),
  };
}
