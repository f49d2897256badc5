// A swap's router call held to the preview where the router is 1inch v6 (issue 25): the tokens, the amount, the
// output to the visitor and a least return no lower than the preview's minimum less one slippage; calldata of any
// other entry is left to the on-chain simulation. The calls are encoded from 1inch v6's published signatures.
import { expect } from 'chai';
import fc from 'fast-check';
import { encodeFunctionData, parseAbi, toFunctionSelector, type Hex } from 'viem';
import { refused } from './refused';
import { ONE_INCH_V6_ENTRIES, readRouterCall } from '../../../../../src/services/blockchain-api/router-call';
import { checkRouterTerms, type RouterCallContext } from '../../../../../src/state/swap/rules/built';

const checkRouterCall = (data: Hex, context: RouterCallContext) => checkRouterTerms(readRouterCall(data), context);

type Address = `0x${string}`;
const SIGNATURES = [
  'function swap(address executor, (address srcToken, address dstToken, address srcReceiver, address dstReceiver, uint256 amount, uint256 minReturnAmount, uint256 flags) desc, bytes data) payable returns (uint256, uint256)',
  'function unoswap(uint256 token, uint256 amount, uint256 minReturn, uint256 dex) returns (uint256)',
  'function unoswapTo(uint256 to, uint256 token, uint256 amount, uint256 minReturn, uint256 dex) returns (uint256)',
  'function ethUnoswap(uint256 minReturn, uint256 dex) payable returns (uint256)',
  'function ethUnoswapTo3(uint256 to, uint256 minReturn, uint256 dex, uint256 dex2, uint256 dex3) payable returns (uint256)',
] as const;
const ONE_INCH = parseAbi(SIGNATURES);
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const USDC: Address = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const DAI: Address = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
const USER: Address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const MALLORY: Address = '0x1111111111111111111111111111111111111111';
const ZERO: Address = '0x0000000000000000000000000000000000000000';
const KEY = 'error.swapTransactionMismatch';
/** 1inch v6's `Address` words: flags may sit above the 160 address bits. */
const word = (address: Address, flags = 0n) => (flags << 200n) | BigInt(address);

const swapCall = (desc: Partial<{ srcToken: Address; dstToken: Address; dstReceiver: Address; amount: bigint; minReturnAmount: bigint }>) =>
  encodeFunctionData({
    abi: ONE_INCH,
    functionName: 'swap',
    args: [
      MALLORY,
      {
        srcToken: USDC,
        dstToken: DAI,
        srcReceiver: MALLORY,
        dstReceiver: USER,
        amount: 100n,
        minReturnAmount: 99n,
        flags: 4n,
        ...desc,
      },
      '0x1234',
    ],
  });
const context = { pay: USDC, receive: DAI, user: USER, amount: 100n, leastReturn: 98n };

describe('swap router calls (1inch v6)', () => {
  it("the entries read are 1inch v6's, by their published signatures' selectors", () => {
    const signature = ({ name, words }: { name: string; words: readonly string[] }) =>
      words[0] === 'swap'
        ? `${name}(address,(address,address,address,address,uint256,uint256,uint256),bytes)`
        : `${name}(${words.map(() => 'uint256').join(',')})`;
    for (const [selector, entry] of Object.entries(ONE_INCH_V6_ENTRIES)) expect(toFunctionSelector(signature(entry))).to.equal(selector);
    expect(Object.keys(ONE_INCH_V6_ENTRIES)).to.include.members(SIGNATURES.map((text) => toFunctionSelector(text)));
    expect(Object.keys(ONE_INCH_V6_ENTRIES)).to.have.length(13);
  });

  it('reads what each entry promises: the least return, the receiver, the tokens and the amount where named', () => {
    expect(readRouterCall(swapCall({}))).to.deep.include({
      minReturn: 99n,
      amount: 100n,
      recipient: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    });
    expect(readRouterCall(swapCall({ dstReceiver: ZERO }))?.recipient, 'zero: the caller').to.equal(undefined);
    const unoswap = encodeFunctionData({ abi: ONE_INCH, functionName: 'unoswap', args: [word(USDC, 1n), 100n, 97n, 5n] });
    expect(readRouterCall(unoswap)).to.deep.equal({ minReturn: 97n, srcToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3', amount: 100n });
    const to = encodeFunctionData({ abi: ONE_INCH, functionName: 'unoswapTo', args: [word(MALLORY, 3n), word(USDC), 100n, 97n, 5n] });
    expect(readRouterCall(to)?.recipient).to.equal('0x1111111111111111111111111111111111111111');
    const eth = encodeFunctionData({ abi: ONE_INCH, functionName: 'ethUnoswap', args: [0n, 5n] });
    expect(readRouterCall(eth)).to.deep.equal({ minReturn: 0n });
    const ethTo = encodeFunctionData({ abi: ONE_INCH, functionName: 'ethUnoswapTo3', args: [word(USER), 42n, 1n, 2n, 3n] });
    expect(readRouterCall(ethTo)).to.deep.equal({ minReturn: 42n, recipient: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' });
  });

  it('calldata of any other entry is not read (the simulation checks it)', () => {
    const other = encodeFunctionData({
      abi: parseAbi(['function transfer(address, uint256)']),
      functionName: 'transfer',
      args: [MALLORY, 1n],
    });
    for (const data of ['0x', '0x07ed2379', other, '0xdeadbeef00'] as Hex[]) expect(readRouterCall(data)).to.equal(undefined);
    checkRouterCall(other, context);
  });

  it('the honest call passes; another token, amount or receiver, or a least return below the floor, is refused', () => {
    checkRouterCall(swapCall({}), context);
    checkRouterCall(swapCall({ minReturnAmount: 98n, dstReceiver: ZERO }), context);
    checkRouterCall(swapCall({ srcToken: NATIVE }), { ...context, pay: NATIVE });
    refused(KEY, () => checkRouterCall(swapCall({ minReturnAmount: 0n }), context));
    refused(KEY, () => checkRouterCall(swapCall({ minReturnAmount: 97n }), context));
    refused(KEY, () => checkRouterCall(swapCall({ dstReceiver: MALLORY }), context));
    refused(KEY, () => checkRouterCall(swapCall({ srcToken: DAI, dstToken: USDC }), context));
    refused(KEY, () => checkRouterCall(swapCall({ amount: 101n }), context));
    const unoswapTo = encodeFunctionData({ abi: ONE_INCH, functionName: 'unoswapTo', args: [word(MALLORY), word(USDC), 100n, 99n, 5n] });
    refused(KEY, () => checkRouterCall(unoswapTo, context));
  });

  it('any calldata, a known selector before random words included, is read or left, never thrown on (property)', () => {
    const selectors = Object.keys(ONE_INCH_V6_ENTRIES);
    fc.assert(
      fc.property(
        fc.constantFrom(...selectors, '0x12345678', ''),
        fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEFxz') }),
        (selector, rest) => {
          const terms = readRouterCall(`${selector || '0x'}${rest}`);
          if (terms) expect(typeof terms.minReturn).to.equal('bigint');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('any least return below the floor is refused, any at or above it passes (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 128n }), fc.bigInt({ min: 0n, max: 2n ** 128n }), (minReturn, leastReturn) => {
        const call = () => checkRouterCall(swapCall({ minReturnAmount: minReturn }), { ...context, leastReturn });
        if (minReturn >= leastReturn) call();
        else refused(KEY, call);
      }),
      { numRuns: 200 },
    );
  });
});
