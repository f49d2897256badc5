// The one boundary for what the frame posts: any input, however hostile (wrong types, huge strings,
// extra fields, deep nesting, objects that are not JSON), reads as a typed message, "malformed" or
// nothing, never throws, and keeps no field it does not know.
import { expect } from 'chai';
import fc from 'fast-check';
import { parseFrameMessage } from '../../../../src/services/secure-site/frame-message';
import { APP_MESSAGES } from '../../../../src/services/secure-site/protocol';
import { fromBase58, toBase58 } from '../../../../src/services/secure-site/base58';
import { caipFromWire, rpcChainId, userChainId } from '../../../../src/services/secure-site/chain-ids';
import { refuseForeignTypedData } from '../../../../src/services/secure-site/typed-data';
import type { WalletError } from '../../../../src/services/errors';

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USER = { email: 'visitor@example.com', address: EOA, chainId: 31337, accounts: [{ address: EOA, type: 'eoa' }] };
const KINDS = ['ready', 'session-update', 'success', 'error', 'malformed'];
const userMessage = (payload: unknown) => ({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'abc', payload });
const hostile = fc.oneof(
  fc.anything({ withMap: true, withSet: true, withBigInt: true, withDate: true, withTypedArray: true, withNullPrototype: true }),
  fc.string({ minLength: 10_000, maxLength: 20_000 }),
);

describe('secure-site frame messages (the payload boundary)', () => {
  it('never throws, whatever arrives, and answers only with known kinds', () => {
    const envelope = fc.record(
      {
        type: fc.oneof(
          fc.constantFrom(...APP_MESSAGES.flatMap((name) => [`@w3m-frame/${name}_SUCCESS`, `@w3m-frame/${name}_ERROR`])),
          hostile,
        ),
        id: hostile,
        payload: hostile,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(hostile, envelope), (data) => {
        const message = parseFrameMessage(data);
        return message === undefined || KINDS.includes(message.kind);
      }),
      { numRuns: 300 },
    );
  });

  it('every success payload of another shape is malformed, never a success with bad data', () => {
    fc.assert(
      fc.property(fc.constantFrom(...APP_MESSAGES), hostile, (name, payload) => {
        const message = parseFrameMessage({ type: `@w3m-frame/${name}_SUCCESS`, id: 'abc', payload });
        if (message?.kind !== 'success') return message?.kind === 'malformed';
        // What passes is of its message's type.
        if (name === 'GET_USER' || name === 'CONNECT_SOCIAL') return typeof (message.payload as { address: unknown }).address === 'string';
        if (name === 'IS_CONNECTED') return typeof message.payload === 'boolean';
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('keeps only the fields the product reads: extra fields are dropped', () => {
    const extra = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !(key in USER)),
      fc.anything(),
      { maxKeys: 8 },
    );
    fc.assert(
      fc.property(extra, (fields) => {
        const message = parseFrameMessage(userMessage({ ...fields, ...USER }));
        return (
          message?.kind === 'success' &&
          JSON.stringify(Object.keys(message.payload as object).sort()) ===
            JSON.stringify(['accounts', 'address', 'caipNetworkId', 'email', 'userName'])
        );
      }),
    );
  });

  it('a user field of the wrong type or size makes the message malformed', () => {
    const wrong = {
      email: fc.oneof(fc.integer(), fc.constant(''), fc.constant(`${'a'.repeat(300)}@example.com`), fc.constant('not an email')),
      address: fc.oneof(
        fc.integer(),
        fc.constant(`0x${'z'.repeat(40)}`),
        fc.constant(`0x${'a'.repeat(10_000)}`),
        fc.constant('0x70997970c51812dc3a010c7d01b50e0d17dc79C8'),
      ),
      chainId: fc.oneof(fc.constant(-1), fc.constant(1.5), fc.constant('eip155:abc'), fc.constant({}), fc.constant('x'.repeat(100))),
      accounts: fc.oneof(
        fc.constant('eoa'),
        fc.constant([{ address: EOA, type: 'admin' }]),
        fc.constant(Array(5).fill({ address: EOA, type: 'eoa' })),
      ),
      smartAccountDeployed: fc.oneof(fc.constant('yes'), fc.integer()),
      preferredAccountType: fc.constant('root'),
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(wrong) as Array<keyof typeof wrong>)).chain((key) => wrong[key].map((value) => ({ key, value }))),
        ({ key, value }) => {
          return parseFrameMessage(userMessage({ ...USER, [key]: value }))?.kind === 'malformed';
        },
      ),
    );
  });

  it('bounds the envelope: long or odd ids are malformed, long types and other prefixes are not ours, error texts are cut', () => {
    expect(
      parseFrameMessage({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: 'x'.repeat(65), payload: { isConnected: true } })?.kind,
    ).to.equal('malformed');
    expect(parseFrameMessage({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: 7, payload: { isConnected: true } })?.kind).to.equal(
      'malformed',
    );
    expect(parseFrameMessage({ type: `@w3m-frame/${'A'.repeat(100)}_SUCCESS`, payload: {} })).to.equal(undefined);
    expect(parseFrameMessage({ type: '@w3m-app/IS_CONNECTED', payload: {} })).to.equal(undefined);
    expect(parseFrameMessage({ type: '@w3m-frame/AWAIT_UPDATE_EMAIL_SUCCESS', payload: {} })).to.equal(undefined);
    const error = parseFrameMessage({
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      id: 'abc',
      payload: { message: `Invalid\u0000 code ${'!'.repeat(100_000)}` },
    });
    expect(error?.kind).to.equal('error');
    const { message } = error as { message: string };
    expect(message.length).to.be.at.most(300);
    expect(message.startsWith('Invalid code !')).to.equal(true);
    expect(parseFrameMessage({ type: '@w3m-frame/CONNECT_OTP_ERROR', id: 'abc', payload: 'Invalid code' })?.kind).to.equal('malformed');
  });

  it('RPC results must be plain, bounded JSON', () => {
    const result = (payload: unknown) => parseFrameMessage({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: 'abc', payload })?.kind;
    expect(result('0x1')).to.equal('success');
    expect(result(undefined)).to.equal('success');
    expect(result({ logs: [{ data: '0x' }] })).to.equal('success');
    expect(result(new Map())).to.equal('malformed');
    expect(result({ value: 1n })).to.equal('malformed');
    expect(result(Number.NaN)).to.equal('malformed');
    expect(result(JSON.parse('['.repeat(50) + ']'.repeat(50)))).to.equal('malformed');
    expect(result(Array(200_000).fill(0))).to.equal('malformed');
    expect(result('x'.repeat(5_000_000))).to.equal('malformed');
  });

  it('READY needs its payload object; SESSION_UPDATE keeps no token', () => {
    expect(parseFrameMessage({ type: '@w3m-frame/READY' })?.kind).to.equal('malformed');
    expect(parseFrameMessage({ type: '@w3m-frame/READY', payload: { version: '4.1' } })).to.deep.equal({ kind: 'ready', version: '4.1' });
    expect(parseFrameMessage({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'secret' } })).to.deep.equal({
      kind: 'session-update',
    });
  });
});

describe('secure-site networks, base58 and the typed-data chain', () => {
  it('writes each message’s network form and reads the frame’s back as CAIP-2', () => {
    expect(userChainId('eip155:8453')).to.equal(8453);
    expect(userChainId('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).to.equal('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    expect(rpcChainId('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).to.equal('EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    expect(caipFromWire(1)).to.equal('eip155:1');
    expect(caipFromWire('8453')).to.equal('eip155:8453');
    expect(caipFromWire('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).to.equal('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    for (const bad of [0, -1, 1.5, '0x1', 'eip155:', 'eip155:01', 'a:b', '', null, {}]) expect(caipFromWire(bad)).to.equal(undefined);
  });

  it('base58 round-trips any bytes, leading zeros included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const back = fromBase58(toBase58(bytes));
        return back !== undefined && back.length === bytes.length && back.every((byte, index) => byte === bytes[index]);
      }),
    );
    expect(fromBase58('0OIl')).to.equal(undefined);
  });

  it('refuses typed data for any other chain with 4901, in any notation; accepts the active one and none', () => {
    const codeOf = (chainId: unknown) => {
      try {
        refuseForeignTypedData(['0x0', { domain: chainId === undefined ? {} : { chainId } }], 'eip155:31337');
        return undefined;
      } catch (error) {
        return (error as WalletError).rpcCode;
      }
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 40 }).filter((id) => id !== 31337),
        fc.constantFrom('number', 'hex', 'decimal', 'bigint'),
        (id, notation) => {
          const written =
            notation === 'number' ? id : notation === 'hex' ? `0x${id.toString(16)}` : notation === 'decimal' ? String(id) : BigInt(id);
          return codeOf(written) === 4901;
        },
      ),
    );
    expect([codeOf(31337), codeOf('0x7a69'), codeOf('31337'), codeOf(undefined)]).to.deep.equal([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(codeOf({ evil: true })).to.equal(-32602);
  });
});
