// The /v1/convert/* parsers against the hosted shapes (reown-com/blockchain-api handlers/convert) and hostile bodies.
import { expect } from 'chai';
import fc from 'fast-check';
import { encodeFunctionData, erc20Abi } from 'viem';
import { isInsufficientLiquidity, NATIVE_TOKEN_ADDRESS } from '../../../../src/services/blockchain-api';
import {
  MAX_SWAP_TOKENS,
  networkFailure,
  parseCaip10,
  parseGasPrice,
  parseSwapAllowance,
  parseSwapApproval,
  parseSwapQuote,
  parseSwapTokens,
  parseSwapTransaction,
  requireEvmNetwork,
  requireSwapPair,
  slippageNumber,
} from '../../../../src/services/blockchain-api/convert-parse';
import { HttpError, WalletModalError } from '../../../../src/services/errors';

const CHAIN = 'eip155:31337';
const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const DAI = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
const USER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const ROUTER = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0';
const NATIVE = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`;
const APPROVE = `0x095ea7b3${ROUTER.slice(2).padStart(64, '0')}${100_000_000n.toString(16).padStart(64, '0')}`;
const UINT256_MAX = 2n ** 256n - 1n;

function failsWith(name: string, run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error, String(error)).to.be.instanceOf(WalletModalError);
    expect((error as WalletModalError).name).to.equal(name);
    return;
  }
  expect.fail(`expected a ${name}`);
}
const malformed = (run: () => unknown) => failsWith('MalformedResponseError', run);

describe('swap answers (/v1/convert/*)', () => {
  describe('tokens', () => {
    const token = {
      name: 'Devnet USD Coin',
      symbol: 'dUSDC',
      address: `${CHAIN}:${USDC}`,
      decimals: 6,
      logoUri: 'https://tokens.example/dusdc.png',
      eip2612: false,
    };

    it('reads the hosted shape, the native coin included', () => {
      const native = { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: 'https://tokens.example/eth.png' };
      expect(parseSwapTokens({ tokens: [native, token] }, CHAIN)).to.deep.equal([
        { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: 'https://tokens.example/eth.png' },
        { name: 'Devnet USD Coin', symbol: 'dUSDC', address: `${CHAIN}:${USDC}`, decimals: 6, logoUri: 'https://tokens.example/dusdc.png' },
      ]);
    });

    it('lower-cases addresses, keeps each once, and drops what it cannot trust', () => {
      const checksummed = `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`;
      const list = parseSwapTokens(
        {
          tokens: [
            { ...token, address: checksummed },
            token,
            { ...token, address: `${CHAIN}:0x5FBDB2315678afecb367f032d93F642f64180aa3` },
            { ...token, address: `eip155:1:${DAI}` },
            { ...token, address: DAI },
            { ...token, address: `${CHAIN}:${DAI}`, decimals: 256 },
            { ...token, address: `${CHAIN}:${DAI}`, decimals: -1 },
            { ...token, address: `${CHAIN}:${DAI}`, decimals: 1.5 },
            { ...token, address: `${CHAIN}:${DAI}`, symbol: '\u202E\u200B' },
            null,
            'token',
            [token],
            {
              ...token,
              address: `${CHAIN}:${DAI}`,
              name: 'x'.repeat(10_000),
              symbol: 'dDAI\u202E',
              decimals: '18',
              logoUri: 'javascript:alert(1)',
            },
          ],
        },
        CHAIN,
      );
      expect(list.map((entry) => entry.address)).to.deep.equal([`${CHAIN}:${USDC}`, `${CHAIN}:${DAI}`]);
      const dai = list[1];
      expect(dai?.decimals).to.equal(18);
      expect(dai?.symbol).to.equal('dDAI');
      expect(dai?.name.length).to.be.at.most(64);
      expect(dai).to.not.have.property('logoUri');
    });

    it('keeps at most MAX_SWAP_TOKENS and refuses a body without a list', () => {
      const many = Array.from({ length: MAX_SWAP_TOKENS + 50 }, (_, i) => ({
        ...token,
        address: `${CHAIN}:0x${i.toString(16).padStart(40, '0')}`,
      }));
      expect(parseSwapTokens({ tokens: many }, CHAIN)).to.have.length(MAX_SWAP_TOKENS);
      for (const body of [undefined, null, [], 'tokens', { tokens: {} }, { tokens: 'x' }]) malformed(() => parseSwapTokens(body, CHAIN));
    });
  });

  describe('quotes', () => {
    const asked = { from: `${CHAIN}:${USDC}`, to: `${CHAIN}:${DAI}`, amount: 100_000_000n };
    const quote = { id: null, fromAmount: '100000000', fromAccount: asked.from, toAmount: '99690060900928177460', toAccount: asked.to };

    it('reads the first quote as bigints', () => {
      expect(parseSwapQuote({ quotes: [quote] }, asked)).to.deep.equal({ fromAmount: 100_000_000n, toAmount: 99_690_060_900_928_177_460n });
    });

    it('treats no quote as the hosted clients do: a network the service does not trade', () => {
      failsWith('SwapNetworkUnsupportedError', () => parseSwapQuote({ quotes: [] }, asked));
    });

    it('refuses amounts that are not uint256 decimal text, and a quote for another amount', () => {
      for (const toAmount of ['-1', '1e21', '0x10', '1.5', '9'.repeat(79), (UINT256_MAX + 1n).toString(), 1e21, null, '']) {
        malformed(() => parseSwapQuote({ quotes: [{ ...quote, toAmount }] }, asked));
      }
      malformed(() => parseSwapQuote({ quotes: [{ ...quote, fromAmount: '1' }] }, asked));
      for (const body of [null, {}, { quotes: 'x' }, { quotes: [null] }, { quotes: ['q'] }]) malformed(() => parseSwapQuote(body, asked));
    });
  });

  it('reads the allowance and gas prices as bigints, refusing anything else', () => {
    expect(parseSwapAllowance({ allowance: UINT256_MAX.toString() })).to.equal(UINT256_MAX);
    expect(parseSwapAllowance({ allowance: 0 })).to.equal(0n);
    for (const body of [null, {}, { allowance: '-5' }, { allowance: 1.5 }, { allowance: 'lots' }, { allowance: '1'.repeat(1_000_000) }]) {
      malformed(() => parseSwapAllowance(body));
    }
    expect(parseGasPrice({ standard: '60000000128', fast: '150000000128', instant: '195000000166' })).to.deep.equal({
      standard: 60_000_000_128n,
      fast: 150_000_000_128n,
      instant: 195_000_000_166n,
    });
    for (const body of [null, {}, { standard: '1', fast: '2' }, { standard: '1', fast: '2', instant: 'NaN' }])
      malformed(() => parseGasPrice(body));
  });

  describe('build-approve', () => {
    const asked = { from: `${CHAIN}:${USDC}`, userAddress: `${CHAIN}:${USER}`, amount: 100_000_000n };
    const tx = { from: asked.from, to: `${CHAIN}:${USDC}`, data: APPROVE, value: '0', eip155: { gasPrice: '1000000000' } };

    it('reads the approval: to the token, from the visitor, no value', () => {
      expect(parseSwapApproval({ tx }, asked)).to.deep.equal({
        from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        data: APPROVE,
        value: 0n,
        gasPrice: 1_000_000_000n,
        spender: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
        amount: 100_000_000n,
      });
    });

    const mismatch = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).to.be.instanceOf(WalletModalError);
        expect((error as WalletModalError).name).to.equal('MalformedResponseError');
        expect((error as WalletModalError).messageKey).to.equal('error.swapApprovalMismatch');
        return;
      }
      expect.fail('expected the approval to be refused');
    };

    it('refuses an unlimited or larger approval, a smaller one, and approve with dirty address bits or trailing bytes', () => {
      const approve = (spender: `0x${string}`, amount: bigint) =>
        encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] });
      for (const amount of [UINT256_MAX, 100_000_001n, 99_999_999n, 0n]) {
        mismatch(() => parseSwapApproval({ tx: { ...tx, data: approve(ROUTER, amount) } }, asked));
      }
      mismatch(() => parseSwapApproval({ tx: { ...tx, data: `0x095ea7b3${'ff'.repeat(12)}${APPROVE.slice(34)}` } }, asked));
      mismatch(() => parseSwapApproval({ tx: { ...tx, data: `${APPROVE}${'00'.repeat(32)}` } }, asked));
      const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ROUTER, 100_000_000n] });
      mismatch(() => parseSwapApproval({ tx: { ...tx, data: transfer } }, asked));
    });

    it('any calldata that is not exactly approve(spender, the amount paid) is refused (property)', () => {
      const hex = fc
        .uint8Array({ maxLength: 100 })
        .map((bytes) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''));
      const calldata = fc.oneof(
        hex.map((body) => `0x095ea7b3${body}`),
        hex.map((body) => `0x${body}`),
        fc.tuple(fc.bigInt({ min: 0n, max: UINT256_MAX }), hex).map(([amount, tail]) => {
          const word = amount.toString(16).padStart(64, '0');
          return `0x095ea7b3${ROUTER.slice(2).padStart(64, '0')}${word}${tail}`;
        }),
      );
      fc.assert(
        fc.property(calldata, (data) => {
          const parsed = (() => {
            try {
              return parseSwapApproval({ tx: { ...tx, data } }, asked);
            } catch (error) {
              expect((error as WalletModalError).name).to.equal('MalformedResponseError');
              return undefined;
            }
          })();
          // Only the one canonical encoding of approve(spender, exactly the amount paid) is read.
          if (parsed)
            expect(parsed.data).to.equal(
              `0x095ea7b3${parsed.spender.slice(2).toLowerCase().padStart(64, '0')}${100_000_000n.toString(16).padStart(64, '0')}`,
            );
          if (parsed) expect(parsed.amount).to.equal(100_000_000n);
        }),
        { numRuns: 500 },
      );
    });

    it('refuses an approval to another contract, of another call, with value, or with broken calldata', () => {
      for (const bad of [
        { ...tx, to: `${CHAIN}:${DAI}` },
        { ...tx, to: `eip155:1:${USDC}` },
        { ...tx, to: USDC },
        { ...tx, data: `0xa9059cbb${APPROVE.slice(10)}` },
        { ...tx, data: `${APPROVE}00` },
        { ...tx, data: 'approve' },
        { ...tx, data: `${APPROVE.slice(0, -1)}z` },
        { ...tx, value: '1' },
        { ...tx, value: '-1' },
        { ...tx, eip155: 'fast' },
        { ...tx, eip155: { gasPrice: '1e9' } },
      ]) {
        malformed(() => parseSwapApproval({ tx: bad }, asked));
      }
      for (const body of [null, {}, { tx: null }, { tx: [] }]) malformed(() => parseSwapApproval(body, asked));
    });
  });

  describe('build-transaction', () => {
    const asked = { from: `${CHAIN}:${USDC}`, userAddress: `${CHAIN}:${USER}`, amount: 100_000_000n };
    const tx = {
      from: `${CHAIN}:${USER}`,
      to: `${CHAIN}:${ROUTER}`,
      data: '0x12345678abcd',
      amount: '99690060900928177460',
      eip155: { gas: '253421', gasPrice: '151168582876' },
    };

    it('reads the hosted shape; value is the amount only when the native coin is paid', () => {
      expect(parseSwapTransaction({ tx }, asked)).to.deep.equal({
        from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        to: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
        data: '0x12345678abcd',
        value: 0n,
        gas: 253_421n,
        gasPrice: 151_168_582_876n,
      });
      expect(parseSwapTransaction({ tx }, { ...asked, from: NATIVE }).value).to.equal(100_000_000n);
      expect(parseSwapTransaction({ tx: { ...tx, eip155: undefined } }, asked)).to.not.have.any.keys('gas', 'gasPrice');
    });

    it('refuses a transaction from another account, to no contract, on another chain, or with hostile calldata', () => {
      for (const bad of [
        { ...tx, from: `${CHAIN}:${DAI}` },
        { ...tx, from: `eip155:1:${USER}` },
        { ...tx, to: `eip155:1:${ROUTER}` },
        { ...tx, to: NATIVE },
        { ...tx, to: ROUTER },
        { ...tx, data: '0x' },
        { ...tx, data: `0x${'ab'.repeat(70_000)}` },
        { ...tx, data: 42 },
        { ...tx, eip155: { gas: '-1' } },
        { ...tx, eip155: { gas: '1', gasPrice: {} } },
      ]) {
        malformed(() => parseSwapTransaction({ tx: bad }, asked));
      }
    });
  });

  describe('networks and failures', () => {
    const failed = (description: string, status = 400) =>
      new HttpError({
        status,
        url: '/v1/convert/quotes',
        serverMessage: undefined,
        body: { status: 'FAILED', reasons: [{ field: 'chainId', description }] },
      });

    it('fails before a request off EVM networks', () => {
      failsWith('SwapNetworkUnsupportedError', () => requireEvmNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'));
      failsWith('GasPriceNetworkUnsupportedError', () => requireEvmNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', true));
      failsWith('SwapNetworkUnsupportedError', () => requireSwapPair(`${CHAIN}:${USDC}`, `eip155:1:${DAI}`));
      failsWith('SwapNetworkUnsupportedError', () =>
        requireSwapPair('solana:x:So11111111111111111111111111111111111111112', `${CHAIN}:${DAI}`),
      );
      expect(() => requireSwapPair(`${CHAIN}:${USDC}`, NATIVE)).to.not.throw();
      expect(parseCaip10(`${CHAIN}:0x5FBDB2315678afecb367f032d93F642f64180aa3`), 'a broken checksum').to.equal(undefined);
    });

    it('turns the service\'s "not supported" 400 into the catalogue errors, and leaves other failures alone', () => {
      expect((networkFailure(failed('Network not supported for Swaps: eip155:1')) as WalletModalError).name).to.equal(
        'SwapNetworkUnsupportedError',
      );
      expect((networkFailure(failed('unsupported chainId eip155:1'), true) as WalletModalError).name).to.equal(
        'GasPriceNetworkUnsupportedError',
      );
      const other = failed('amount must be an integer');
      expect(networkFailure(other)).to.equal(other);
      const server = failed('Network not supported', 500);
      expect(networkFailure(server)).to.equal(server);
      const plain = new Error('offline');
      expect(networkFailure(plain)).to.equal(plain);
    });

    it('recognizes the service\'s "insufficient liquidity"', () => {
      expect(isInsufficientLiquidity(failed('insufficient liquidity: eip155:31337:0x… is not traded'))).to.equal(true);
      expect(isInsufficientLiquidity(failed('amount too small'))).to.equal(false);
      expect(isInsufficientLiquidity(new Error('insufficient liquidity'))).to.equal(false);
    });

    it("sends slippage as the number the service reads, refusing values Swap's rules never pass", () => {
      expect(slippageNumber('1')).to.equal(1);
      expect(slippageNumber('0.01')).to.equal(0.01);
      for (const bad of ['0', '51', '-1', '1e1', 'abc', '0.00001', '']) expect(() => slippageNumber(bad), bad).to.throw(RangeError);
    });
  });
});
