// What a swap service built must be the swap the preview showed (issue 25): the approval's spender is a listed
// router, and the swap calls that router, never a token or the visitor, within the gas cap.
import { expect } from 'chai';
import fc from 'fast-check';
import { refused } from './refused';
import { checkApprovalSpender, checkSwapTransaction, MAX_SWAP_GAS } from '../../../../../src/state/swap/rules/built';
import { DEFAULT_SWAP_ROUTERS, swapRoutersOf } from '../../../../../src/state/swap/rules/routers';

type Address = `0x${string}`;
const ROUTER: Address = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0';
const OTHER: Address = '0x1111111111111111111111111111111111111111';
const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const DAI = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
const USER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const context = { routers: [ROUTER], pay: USDC, receive: DAI, user: USER };

describe('swap routers', () => {
  it('the hosted service routers: 1inch v6 on its networks, zkSync Era its own; none elsewhere', () => {
    expect(swapRoutersOf({}, 'eip155:1')).to.deep.equal(['0x111111125421ca6dc452d289314280a0f8842a65']);
    expect(swapRoutersOf({}, 'eip155:8453')).to.deep.equal(['0x111111125421ca6dc452d289314280a0f8842a65']);
    expect(swapRoutersOf({}, 'eip155:324')).to.deep.equal(['0x6fd4383cb451173d5f9304f041c7bcbf27d561ff']);
    expect(swapRoutersOf({}, 'eip155:31337')).to.deep.equal([]);
    for (const routers of Object.values(DEFAULT_SWAP_ROUTERS)) for (const router of routers) expect(router).to.equal(router.toLowerCase());
  });

  it("a host's list for a network replaces the default there, and only there", () => {
    const host = { 'eip155:1': [ROUTER], 'eip155:31337': [OTHER] };
    expect(swapRoutersOf(host, 'eip155:1')).to.deep.equal([ROUTER]);
    expect(swapRoutersOf(host, 'eip155:31337')).to.deep.equal([OTHER]);
    expect(swapRoutersOf(host, 'eip155:10')).to.deep.equal(DEFAULT_SWAP_ROUTERS['eip155:10']);
  });
});

describe('built swap checks', () => {
  it('an approval for a listed router passes, in any letter case; any other spender is refused', () => {
    checkApprovalSpender(ROUTER, [ROUTER]);
    checkApprovalSpender(ROUTER.toUpperCase().replace('0X', '0x') as Address, [ROUTER]);
    refused('error.swapApprovalMismatch', () => checkApprovalSpender(OTHER, [ROUTER]));
    refused('error.swapApprovalMismatch', () => checkApprovalSpender(ROUTER, []));
  });

  it('a swap calling the listed router (the one approved) within the gas cap passes', () => {
    checkSwapTransaction({ to: ROUTER, gas: 300_000n }, context);
    checkSwapTransaction({ to: ROUTER }, { ...context, approvedSpender: ROUTER });
    checkSwapTransaction({ to: ROUTER, gas: MAX_SWAP_GAS }, context);
  });

  it('refuses a swap to an unlisted contract, to a token of the trade or the visitor, to another router than approved, or above the gas cap', () => {
    const key = 'error.swapTransactionMismatch';
    refused(key, () => checkSwapTransaction({ to: OTHER }, context));
    for (const to of [USDC, DAI, USER]) {
      refused(key, () => checkSwapTransaction({ to: to as Address }, { ...context, routers: [ROUTER, to as Address] }));
    }
    refused(key, () => checkSwapTransaction({ to: ROUTER }, { ...context, routers: [ROUTER, OTHER], approvedSpender: OTHER }));
    refused(key, () => checkSwapTransaction({ to: ROUTER, gas: MAX_SWAP_GAS + 1n }, context));
  });

  it('any address outside the list is refused (property)', () => {
    const addresses = fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .map((bytes) => `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}` as Address);
    fc.assert(
      fc.property(addresses, (to) => {
        fc.pre(to !== ROUTER);
        refused('error.swapTransactionMismatch', () => checkSwapTransaction({ to }, context));
        refused('error.swapApprovalMismatch', () => checkApprovalSpender(to, [ROUTER]));
      }),
    );
  });
});
