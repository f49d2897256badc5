// A signed Solana transaction is the one asked for (issue 25): a wallet's answer to signTransaction
// whose message differs from the requested one in anything (instructions, accounts, fee payer,
// blockhash) is an InvalidWalletAnswerError; only the signatures may differ, and the signer's must be there.
import { expect } from 'chai';
import fc from 'fast-check';
import {
  AccountRole,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getAddressDecoder,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type SignatureBytes,
} from '@solana/kit';
import { signedTransactionFrom } from '../../../../src/services/connectors/solana-answers';
import { isWalletModalError } from '../../../../src/services/errors';

/** What a transaction asks: who pays, which blockhash, and instructions (program, accounts, data). */
interface Asked {
  payer: Address;
  blockhash: Blockhash;
  instructions: { program: Address; accounts: Address[]; data: Uint8Array }[];
}

const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });
const address = bytes32.map((key) => getAddressDecoder().decode(key));
const blockhash = bytes32.map((key) => getBase58Decoder().decode(key) as Blockhash);
const instruction = fc.record({
  program: address,
  accounts: fc.array(address, { maxLength: 3 }),
  data: fc.uint8Array({ maxLength: 40 }),
});
const asked = fc.record({ payer: address, blockhash, instructions: fc.array(instruction, { minLength: 1, maxLength: 3 }) });
const signature = fc.uint8Array({ minLength: 64, maxLength: 64 }).filter((bytes) => bytes.some((byte) => byte !== 0));

/** The transaction `what` describes, compiled (its signature slots empty). */
function compiled({ payer, blockhash: hash, instructions }: Asked) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: hash, lastValidBlockHeight: 1n }, draft),
    (draft) =>
      appendTransactionMessageInstructions(
        instructions.map(({ program, accounts, data }) => ({
          programAddress: program,
          accounts: accounts.map((account) => ({ address: account, role: AccountRole.WRITABLE })),
          data,
        })),
        draft,
      ),
  );
  return compileTransaction(message);
}

const wire = (transaction: Parameters<ReturnType<typeof getTransactionEncoder>['encode']>[0]) =>
  new Uint8Array(getTransactionEncoder().encode(transaction));
const unsignedOf = (what: Asked) => wire(compiled(what));
/** `what` signed by its payer with `bytes`, as the wallet's base64 answer. */
function signedAnswer(what: Asked, bytes: Uint8Array) {
  const transaction = compiled(what);
  const signed = wire({ ...transaction, signatures: { ...transaction.signatures, [what.payer]: bytes as SignatureBytes } });
  return { signed, answer: { transaction: getBase64Decoder().decode(signed) } };
}

function refused(work: () => unknown): boolean {
  try {
    work();
  } catch (error) {
    return isWalletModalError(error, 'InvalidWalletAnswerError');
  }
  return false;
}

describe('a Solana signTransaction answer', () => {
  it('is taken when it is the transaction asked for, signed by the signer', () => {
    fc.assert(
      fc.property(asked, signature, (what, bytes) => {
        const { signed, answer } = signedAnswer(what, bytes);
        expect([...signedTransactionFrom(answer, unsignedOf(what), what.payer)]).to.deep.equal([...signed]);
      }),
      { numRuns: 100 },
    );
  });

  it('is refused when its message is any other', () => {
    fc.assert(
      fc.property(asked, asked, signature, (first, second, bytes) => {
        const unsigned = unsignedOf(first);
        const other = unsignedOf(second);
        fc.pre(getBase64Decoder().decode(unsigned) !== getBase64Decoder().decode(other));
        expect(refused(() => signedTransactionFrom(signedAnswer(second, bytes).answer, unsigned, first.payer))).to.equal(true);
      }),
      { numRuns: 100 },
    );
  });

  it('is refused for other instructions, other accounts, another fee payer or another blockhash', () => {
    const [payer, otherPayer, program, account, otherAccount] = fc.sample(address, { numRuns: 5, seed: 25 });
    const [hash, otherHash] = fc.sample(blockhash, { numRuns: 2, seed: 7 });
    const base: Asked = {
      payer: payer!,
      blockhash: hash!,
      instructions: [{ program: program!, accounts: [account!], data: new Uint8Array([2, 0, 0, 0, 1]) }],
    };
    const variants: [string, Asked][] = [
      [
        'another instruction',
        { ...base, instructions: [...base.instructions, { program: program!, accounts: [], data: new Uint8Array([9]) }] },
      ],
      ['other data', { ...base, instructions: [{ ...base.instructions[0]!, data: new Uint8Array([2, 0, 0, 0, 200]) }] }],
      ['another account', { ...base, instructions: [{ ...base.instructions[0]!, accounts: [otherAccount!] }] }],
      ['another fee payer', { ...base, payer: otherPayer! }],
      ['another blockhash', { ...base, blockhash: otherHash! }],
    ];
    const sig = new Uint8Array(64).fill(7);
    expect(
      refused(() => signedTransactionFrom(signedAnswer(base, sig).answer, unsignedOf(base), base.payer)),
      'the honest one',
    ).to.equal(false);
    for (const [what, variant] of variants) {
      const answer = signedAnswer(variant, sig).answer;
      expect(
        refused(() => signedTransactionFrom(answer, unsignedOf(base), base.payer)),
        what,
      ).to.equal(true);
    }
  });

  it('is refused without the signer’s signature', () => {
    fc.assert(
      fc.property(asked, (what) => {
        const unsigned = unsignedOf(what);
        // The very transaction asked for, sent back unsigned.
        expect(refused(() => signedTransactionFrom({ transaction: getBase64Decoder().decode(unsigned) }, unsigned, what.payer))).to.equal(
          true,
        );
      }),
      { numRuns: 50 },
    );
    const what = fc.sample(asked, { numRuns: 1, seed: 3 })[0]!;
    const stranger = fc.sample(address, { numRuns: 1, seed: 4 })[0]!;
    const { answer } = signedAnswer(what, new Uint8Array(64).fill(1));
    expect(
      refused(() => signedTransactionFrom(answer, unsignedOf(what), stranger)),
      'signed by the payer, asked of another',
    ).to.equal(true);
    expect(getTransactionDecoder().decode(unsignedOf(what)).signatures[what.payer]).to.equal(null);
  });
});
