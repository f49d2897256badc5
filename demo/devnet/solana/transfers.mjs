// The value movements of a transaction, read from its instructions: SOL via
// the system program's transfer, SPL tokens via transfer, transferChecked and
// mintTo. History and getTransaction(jsonParsed) are built from these.
import { identifySystemInstruction, parseTransferSolInstruction, SYSTEM_PROGRAM_ADDRESS, SystemInstruction } from '@solana-program/system';
import {
  identifyTokenInstruction,
  parseMintToCheckedInstruction,
  parseMintToInstruction,
  parseTransferCheckedInstruction,
  parseTransferInstruction,
  TokenInstruction,
} from '@solana-program/token';
import { isTokenProgram, readMint, readTokenAccount, tokenAmountJson } from './accounts.mjs';

const TOKEN_PARSERS = {
  [TokenInstruction.Transfer]: ['transfer', parseTransferInstruction],
  [TokenInstruction.TransferChecked]: ['transferChecked', parseTransferCheckedInstruction],
  [TokenInstruction.MintTo]: ['mintTo', parseMintToInstruction],
  [TokenInstruction.MintToChecked]: ['mintToChecked', parseMintToCheckedInstruction],
};

// Instructions are arbitrary client bytes: one that does not parse is simply not a transfer.
function attempt(read, ...args) {
  try {
    return read(...args);
  } catch {
    return undefined;
  }
}

function solTransfer(instruction) {
  if (identifySystemInstruction(instruction.data) !== SystemInstruction.TransferSol) return null;
  const { accounts, data } = parseTransferSolInstruction(instruction);
  const from = accounts.source.address;
  const to = accounts.destination.address;
  return { kind: 'sol', type: 'transfer', from, to, amount: data.amount, info: { source: from, destination: to, lamports: data.amount } };
}

// Token accounts are attributed to their owners; the mint comes from the account when the instruction omits it.
function tokenTransfer(svm, instruction) {
  const parser = TOKEN_PARSERS[identifyTokenInstruction(instruction.data)];
  if (!parser) return null;
  const [type, parse] = parser;
  const { accounts, data } = parse(instruction);
  const isMint = type.startsWith('mintTo');
  const destination = isMint ? accounts.token.address : accounts.destination.address;
  const destinationAccount = readTokenAccount(svm, destination);
  const mint = accounts.mint?.address ?? destinationAccount?.mint;
  const decimals = data.decimals ?? readMint(svm, mint)?.decimals ?? 0;
  const authority = (isMint ? accounts.mintAuthority : accounts.authority).address;
  // Minted tokens come from the mint itself, as indexers show them.
  const from = isMint ? mint : (readTokenAccount(svm, accounts.source.address)?.owner ?? authority);
  const info = { ...(isMint ? { account: destination } : { source: accounts.source.address, destination }), mint, authority };
  const to = destinationAccount?.owner ?? destination;
  return { kind: 'spl', type, from, to, amount: data.amount, mint, decimals, info };
}

/**
 * Transfers in `instructions` ({programAddress, accounts: [{address, role}], data}), in order.
 * Reads token accounts from the post-transaction state for owners and mints.
 */
export function parseTransfers(svm, instructions) {
  return instructions.flatMap((instruction) => {
    let transfer;
    if (instruction.programAddress === SYSTEM_PROGRAM_ADDRESS) transfer = attempt(solTransfer, instruction);
    else if (isTokenProgram(instruction.programAddress)) transfer = attempt(tokenTransfer, svm, instruction);
    return transfer ? [transfer] : [];
  });
}

/** A parsed instruction for getTransaction(jsonParsed), or null when not a transfer we parse. */
export function parsedInstruction(svm, instruction) {
  const [transfer] = parseTransfers(svm, [instruction]);
  if (!transfer) return null;
  const info = { ...transfer.info };
  if (transfer.kind === 'spl') {
    if (transfer.type.endsWith('Checked')) info.tokenAmount = tokenAmountJson(transfer.amount, transfer.decimals);
    else info.amount = transfer.amount.toString();
  }
  const program = transfer.kind === 'sol' ? 'system' : 'spl-token';
  return { program, programId: instruction.programAddress, parsed: { type: transfer.type, info }, stackHeight: null };
}
