// What a simulated swap must do to the visitor's account (issue 25): the paid token falls by exactly the amount
// (the coin: up to the fee more), the received token rises by at least the preview's minimum, nothing else leaves.
import { expect } from 'chai';
import fc from 'fast-check';
import { refused } from './refused';
import type { WalletModalError } from '../../../../../src/services/errors';
import { checkSwapOutcome, refuseReverted } from '../../../../../src/state/swap/rules/outcome';

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const DAI = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
const NFT = '0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9';
const facts = { pay: USDC, receive: DAI, amount: 10_000_000n, minimum: 9_900_000_000_000_000_000n, feeAllowance: 300_000_000_000_000n };

const MISMATCH = 'error.swapSimulationMismatch';

describe('simulated swap outcome', () => {
  it('the honest swap passes and says what it receives', () => {
    const changes = new Map([
      [USDC, -facts.amount],
      [DAI, 9_950_000_000_000_000_000n],
    ]);
    expect(checkSwapOutcome(changes, facts)).to.deep.equal({ received: 9_950_000_000_000_000_000n });
    // Addresses in any letter case.
    expect(checkSwapOutcome(changes, { ...facts, pay: USDC.toUpperCase().replace('0X', '0x') }).received).to.equal(
      9_950_000_000_000_000_000n,
    );
  });

  it('a swap whose output goes to someone else, or below the minimum, is refused', () => {
    refused(MISMATCH, () => checkSwapOutcome(new Map([[USDC, -facts.amount]]), facts));
    refused(MISMATCH, () =>
      checkSwapOutcome(
        new Map([
          [USDC, -facts.amount],
          [DAI, facts.minimum - 1n],
        ]),
        facts,
      ),
    );
  });

  it('the paid token must fall by exactly the amount; the coin by the amount and at most the fee more', () => {
    for (const paid of [0n, facts.amount - 1n, facts.amount + 1n])
      refused(MISMATCH, () =>
        checkSwapOutcome(
          new Map([
            [USDC, -paid],
            [DAI, facts.minimum],
          ]),
          facts,
        ),
      );
    const native = { ...facts, pay: NATIVE, amount: 10n ** 16n };
    const withCoin = (paid: bigint) =>
      new Map([
        [NATIVE, -paid],
        [DAI, facts.minimum],
      ]);
    checkSwapOutcome(withCoin(native.amount), native);
    checkSwapOutcome(withCoin(native.amount + native.feeAllowance), native);
    refused(MISMATCH, () => checkSwapOutcome(withCoin(native.amount + native.feeAllowance + 1n), native));
    refused(MISMATCH, () => checkSwapOutcome(withCoin(native.amount - 1n), native));
  });

  it('no other asset may leave the account; the coin at most the fee; receiving more of anything is fine', () => {
    const base: [string, bigint][] = [
      [USDC, -facts.amount],
      [DAI, facts.minimum],
    ];
    refused(MISMATCH, () => checkSwapOutcome(new Map([...base, [NFT, -1n]]), facts));
    refused(MISMATCH, () => checkSwapOutcome(new Map([...base, [NATIVE, -facts.feeAllowance - 1n]]), facts));
    checkSwapOutcome(new Map([...base, [NATIVE, -facts.feeAllowance]]), facts);
    checkSwapOutcome(new Map([...base, [NFT, 1n]]), facts);
  });

  it('any change map passes exactly when each rule holds (fast-check)', () => {
    const assets = fc.constantFrom(USDC, DAI, NFT, NATIVE);
    const change = fc.bigInt({ min: -(10n ** 21n), max: 10n ** 21n });
    fc.assert(
      fc.property(fc.array(fc.tuple(assets, change), { maxLength: 6 }), fc.constantFrom(USDC, NATIVE), (entries, pay) => {
        const rules = { ...facts, pay };
        const changes = new Map<string, bigint>();
        for (const [asset, delta] of entries) changes.set(asset, (changes.get(asset) ?? 0n) + delta);
        const paid = -(changes.get(pay) ?? 0n);
        const extra = pay === NATIVE ? rules.feeAllowance : 0n;
        const holds =
          paid >= rules.amount &&
          paid <= rules.amount + extra &&
          (changes.get(DAI) ?? 0n) >= rules.minimum &&
          [...changes].every(([asset, delta]) => asset === pay || asset === DAI || delta >= (asset === NATIVE ? -rules.feeAllowance : 0n));
        let passed = true;
        try {
          checkSwapOutcome(changes, rules);
        } catch (error) {
          expect((error as WalletModalError).messageKey).to.equal(MISMATCH);
          passed = false;
        }
        expect(passed).to.equal(holds);
      }),
    );
  });

  it('a call that reverts in simulation is refused, naming the approval or the swap', () => {
    refused('error.swapSimulationReverted', () => refuseReverted(0, 'router: slippage', 1));
    try {
      refuseReverted(0, 'ERC20: insufficient balance', 2);
    } catch (error) {
      expect((error as Error).message).to.contain('approval reverts');
    }
  });
});
