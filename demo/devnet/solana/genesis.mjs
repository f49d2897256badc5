// The devnet's starting state, reached with real transactions so it shows in
// history: a faucet, SOL for the demo keys, the dUSDC mint and their token accounts.
import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';

export const DUSDC = { name: 'Devnet USD Coin (Solana)', symbol: 'dUSDC', decimals: 6 };
const LAMPORTS_PER_SOL = 1_000_000_000n;
const FAUCET_LAMPORTS = 500_000_000n * LAMPORTS_PER_SOL;
const DEMO_SOL = 100n * LAMPORTS_PER_SOL;
const DEMO_DUSDC = 10_000n * 10n ** BigInt(DUSDC.decimals);

/** A v0 message paid by the `feePayer` signer, valid for `lifetime` ({blockhash, lastValidBlockHeight}). */
export function transactionMessage({ feePayer, lifetime, instructions }) {
  return pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(feePayer, message),
    (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
    (message) => appendTransactionMessageInstructions(instructions, message),
  );
}

/** Signs `instructions` with `feePayer` (and any signers inside them) and lands them; throws if they fail. */
export async function landInstructions(chain, feePayer, instructions) {
  const message = transactionMessage({ feePayer, lifetime: chain.latestBlockhash(), instructions });
  const transaction = await signTransactionMessageWithSigners(message);
  const { signature, err } = chain.executeTransaction(transaction);
  if (err) throw new Error(`devnet solana setup transaction failed: ${JSON.stringify(err)}`);
  return signature;
}

/** A faucet transfer, like a cluster's requestAirdrop. */
export function airdrop(chain, faucet, address, lamports) {
  return landInstructions(chain, faucet, [getTransferSolInstruction({ source: faucet, destination: address, amount: lamports })]);
}

/** Mints `amount` dUSDC base units to `owner`'s token account (created when missing); the faucet is the mint authority. */
export async function mintDusdc(chain, faucet, mint, owner, amount) {
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return landInstructions(chain, faucet, [
    await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: faucet, owner, mint }),
    getMintToCheckedInstruction({ mint, token: ata, mintAuthority: faucet, amount, decimals: DUSDC.decimals }),
  ]);
}

/** Funds the demo keys with SOL and dUSDC; returns the mint address. */
export async function createGenesis(chain, { faucet, mint, demo }) {
  const { svm } = chain;
  svm.setAccount({
    address: faucet.address,
    lamports: FAUCET_LAMPORTS,
    programAddress: SYSTEM_PROGRAM_ADDRESS,
    executable: false,
    data: new Uint8Array(),
  });
  const funding = demo.map(({ address }) => getTransferSolInstruction({ source: faucet.signer, destination: address, amount: DEMO_SOL }));
  await landInstructions(chain, faucet.signer, funding);

  const space = BigInt(getMintSize());
  await landInstructions(chain, faucet.signer, [
    getCreateAccountInstruction({
      payer: faucet.signer,
      newAccount: mint.signer,
      lamports: svm.minimumBalanceForRentExemption(space),
      space,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({ mint: mint.address, decimals: DUSDC.decimals, mintAuthority: faucet.address }),
  ]);

  const minting = [];
  for (const { address: owner } of demo) {
    const [ata] = await findAssociatedTokenPda({ owner, mint: mint.address, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    minting.push(await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: faucet.signer, owner, mint: mint.address }));
    minting.push(
      getMintToCheckedInstruction({
        mint: mint.address,
        token: ata,
        mintAuthority: faucet.signer,
        amount: DEMO_DUSDC,
        decimals: DUSDC.decimals,
      }),
    );
  }
  await landInstructions(chain, faucet.signer, minting);
  return mint.address;
}
