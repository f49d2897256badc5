// The Solana transfer as an unsigned transaction: SOL through the System program; an SPL token through
// its own program (Token or Token-2022, read from the mint's owner) between associated token accounts,
// creating the receiver's first when it does not exist. What the RPC answers is checked where it is read.
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Encoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type createSolanaRpc,
  type Instruction,
  type Transaction,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintDecoder,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { createError } from '../errors';

/** A transfer of `amount` base units from `from` to `to` (base58 addresses, checked by the state). */
export interface SolanaTransfer {
  from: string;
  to: string;
  amount: bigint;
  /** SPL mint; absent for SOL */
  mint?: string;
  /** The decimals the amount was typed in; a mint with other decimals is refused (SendPreparationError). */
  decimals?: number;
}

/** The unsigned transaction and what it costs besides its fee. */
export interface PreparedSolanaTransfer {
  transaction: Transaction;
  /** Lamports the sender pays to create the receiver's token account (0n when it exists, or for SOL). */
  rent: bigint;
}

export type SolanaRpc = ReturnType<typeof createSolanaRpc>;

/** Every RPC call has an end: the caller's signal or SPEC §9's 10 s, whichever comes first. */
export const SOLANA_RPC_TIMEOUT_MS = 10_000;

export const rpcSignal = (signal?: AbortSignal): AbortSignal =>
  signal ? AbortSignal.any([signal, AbortSignal.timeout(SOLANA_RPC_TIMEOUT_MS)]) : AbortSignal.timeout(SOLANA_RPC_TIMEOUT_MS);

export const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
const MINT_SIZE = 82;
// Token-2022 appends extensions after a 165-byte base and a one-byte account type (1 = mint).
const TOKEN_2022_ACCOUNT_TYPE_OFFSET = 165;
const TOKEN_2022_MINT_TYPE = 1;
// A token account: 165 bytes; Token-2022's associated ones add the ImmutableOwner extension (type byte + TLV header).
const tokenAccountSize = (program: TokenProgram): bigint => (program === TOKEN_PROGRAM_ADDRESS ? 165n : 170n);

type TokenProgram = typeof TOKEN_PROGRAM_ADDRESS | typeof TOKEN_2022_PROGRAM_ADDRESS;

const notPrepared = (message: string) => createError('SendPreparationError', { message });

/** The account's owner and data, or null when it does not exist; anything else the RPC sends is refused. */
export async function readAccount(
  rpc: SolanaRpc,
  account: Address,
  abortSignal: AbortSignal,
): Promise<{ owner: string; data: Uint8Array } | null> {
  const { value } = (await rpc.getAccountInfo(account, { encoding: 'base64' }).send({ abortSignal })) as { value: unknown };
  if (value === null) return null;
  const { owner, data } = (value ?? {}) as { owner?: unknown; data?: unknown };
  if (typeof owner !== 'string' || !Array.isArray(data) || typeof data[0] !== 'string')
    throw notPrepared('The RPC sent a malformed account');
  return { owner, data: new Uint8Array(getBase64Encoder().encode(data[0])) };
}

/** A lamport count the RPC sent: a non-negative integer, else refused. */
export function lamportsAnswer(value: unknown, what: string): bigint {
  if (typeof value !== 'bigint' || value < 0n) throw notPrepared(`The RPC sent an invalid ${what}`);
  return value;
}

function isMintData(program: TokenProgram, data: Uint8Array): boolean {
  if (data.length === MINT_SIZE) return true;
  return (
    program === TOKEN_2022_PROGRAM_ADDRESS &&
    data.length > TOKEN_2022_ACCOUNT_TYPE_OFFSET &&
    data[TOKEN_2022_ACCOUNT_TYPE_OFFSET] === TOKEN_2022_MINT_TYPE
  );
}

/** The mint's token program and decimals; refused unless it is an initialised mint of Token or Token-2022. */
async function readMint(rpc: SolanaRpc, mint: Address, abortSignal: AbortSignal): Promise<{ program: TokenProgram; decimals: number }> {
  const account = await readAccount(rpc, mint, abortSignal);
  const program = account?.owner === TOKEN_PROGRAM_ADDRESS || account?.owner === TOKEN_2022_PROGRAM_ADDRESS ? account.owner : undefined;
  if (!account || !program || !isMintData(program, account.data)) throw notPrepared('The token is not a mint of the Token programs');
  const { decimals, isInitialized } = getMintDecoder().decode(account.data);
  if (!isInitialized) throw notPrepared('The token mint is not initialised');
  return { program, decimals };
}

async function splInstructions(rpc: SolanaRpc, transfer: SolanaTransfer & { mint: string }, abortSignal: AbortSignal) {
  const [from, to, mint] = [address(transfer.from), address(transfer.to), address(transfer.mint)];
  const { program, decimals } = await readMint(rpc, mint, abortSignal);
  // The amount was typed in the state's decimals: a mint that says otherwise would move another amount.
  if (transfer.decimals !== undefined && transfer.decimals !== decimals)
    throw notPrepared('The token mint has other decimals than the amount');
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: from, mint, tokenProgram: program }),
    findAssociatedTokenPda({ owner: to, mint, tokenProgram: program }),
  ]);
  const receiverAccount = await readAccount(rpc, destination, abortSignal);
  const sender = createNoopSigner(from);
  const instructions: Instruction[] = [];
  let rent = 0n;
  if (receiverAccount === null) {
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({ payer: sender, ata: destination, owner: to, mint, tokenProgram: program }),
    );
    rent = lamportsAnswer(
      await rpc.getMinimumBalanceForRentExemption(tokenAccountSize(program)).send({ abortSignal }),
      'rent-exempt minimum',
    );
  }
  instructions.push(
    getTransferCheckedInstruction(
      { source, mint, destination, authority: sender, amount: transfer.amount, decimals },
      { programAddress: program },
    ),
  );
  return { instructions, rent };
}

/** Builds the transfer's unsigned transaction on a fresh blockhash; the sender pays the fee. */
export async function prepareSolanaTransfer(
  rpc: SolanaRpc,
  transfer: SolanaTransfer,
  abortSignal: AbortSignal,
): Promise<PreparedSolanaTransfer> {
  const from = address(transfer.from);
  const { instructions, rent } =
    transfer.mint === undefined
      ? {
          instructions: [
            getTransferSolInstruction({ source: createNoopSigner(from), destination: address(transfer.to), amount: transfer.amount }),
          ],
          rent: 0n,
        }
      : await splInstructions(rpc, { ...transfer, mint: transfer.mint }, abortSignal);
  const { value: lifetime } = await rpc.getLatestBlockhash().send({ abortSignal });
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(from, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  );
  return { transaction: compileTransaction(message), rent };
}
