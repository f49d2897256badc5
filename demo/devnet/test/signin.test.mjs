// The reference sign-in backend (demo/devnet/signin) on its own HTTP server over one anvil: a nonce, an EIP-4361
// message signed by an anvil key, a session cookie; nonces are single-use and expire; a wrong domain, another
// chain or a forged signature answers 401; sign-out ends the session.
import { generateKeyPairSync, sign } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { getBase58Decoder } from '@solana/kit';
import assert from 'node:assert/strict';
import { mnemonicToAccount, generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { startAnvil, DEV_MNEMONIC } from '../evm/anvil.mjs';
import { freePort } from '../ports.mjs';
import { startHttpServer } from '../server.mjs';
import { createSignInService, SESSION_COOKIE } from '../signin/index.mjs';

const CHAIN_ID = 31337;
const SOLANA = 'solana:TestNet1234';

describe('the reference sign-in backend', { timeout: 60_000 }, () => {
  let anvil;
  let server;
  let base;
  let host;
  const clock = { now: Date.now() };
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 });

  before(async () => {
    anvil = await startAnvil({ port: await freePort(), chainId: CHAIN_ID });
    const service = createSignInService({ rpcUrls: { [CHAIN_ID]: anvil.rpcUrl }, solanaNetwork: SOLANA, now: () => clock.now });
    const port = await freePort();
    server = await startHttpServer({ port, handlers: [service.handler] });
    host = `127.0.0.1:${port}`;
    base = `http://${host}/api/signin`;
  });

  after(async () => {
    await server?.stop();
    await anvil?.stop();
  });

  const nonce = async () => (await (await fetch(`${base}/nonce`)).json()).nonce;
  const message = (fields) =>
    createSiweMessage({
      address: account.address,
      chainId: CHAIN_ID,
      domain: host,
      uri: `http://${host}`,
      version: '1',
      issuedAt: new Date(clock.now),
      expirationTime: new Date(clock.now + 60 * 60_000),
      ...fields,
    });
  const verify = (body, cookie) =>
    fetch(`${base}/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const signedIn = async (signer = account, fields = {}) => {
    const text = message({ nonce: await nonce(), address: signer.address, ...fields });
    return { message: text, signature: await signer.signMessage({ message: text }) };
  };

  it('gives alphanumeric nonces of at least 8 characters, each new', async () => {
    const [a, b] = [await nonce(), await nonce()];
    assert.match(a, /^[A-Za-z0-9]{8,}$/);
    assert.notEqual(a, b);
  });

  it('verifies a signed message, sets an HttpOnly cookie, and /session answers with the session until sign-out', async () => {
    const response = await verify(await signedIn());
    assert.equal(response.status, 200);
    const session = await response.json();
    assert.equal(session.address, account.address);
    assert.equal(session.caipNetworkId, `eip155:${CHAIN_ID}`);
    assert.ok(Date.parse(session.expiresAt) > clock.now);
    const setCookie = response.headers.get('set-cookie');
    assert.match(setCookie, new RegExp(`^${SESSION_COOKIE}=[0-9a-f]{64}; HttpOnly; SameSite=Lax; Path=/`));
    const cookie = setCookie.split(';')[0];

    const read = await fetch(`${base}/session`, { headers: { cookie } });
    assert.equal(read.status, 200);
    assert.deepEqual(await read.json(), session);
    assert.equal((await fetch(`${base}/session`)).status, 401);

    const out = await fetch(`${base}/signout`, { method: 'POST', headers: { cookie } });
    assert.equal(out.status, 204);
    assert.equal((await fetch(`${base}/session`, { headers: { cookie } })).status, 401);
  });

  it('spends a nonce once: the same signed message a second time is 401', async () => {
    const body = await signedIn();
    assert.equal((await verify(body)).status, 200);
    assert.equal((await verify(body)).status, 401);
  });

  it('refuses an expired nonce, another domain, an unknown chain and a signature by another key (401)', async () => {
    const stale = await signedIn();
    clock.now += 6 * 60_000;
    assert.equal((await verify(stale)).status, 401, 'expired nonce');
    assert.equal((await verify(await signedIn(account, { domain: 'evil.example' }))).status, 401, 'domain');
    assert.equal((await verify(await signedIn(account, { chainId: 1 }))).status, 401, 'chain');
    const other = privateKeyToAccount(generatePrivateKey());
    const text = message({ nonce: await nonce() });
    assert.equal((await verify({ message: text, signature: await other.signMessage({ message: text }) })).status, 401, 'forged');
  });

  it('ends a session at its expiry', async () => {
    const response = await verify(await signedIn());
    const cookie = response.headers.get('set-cookie').split(';')[0];
    clock.now += 2 * 60 * 60_000;
    assert.equal((await fetch(`${base}/session`, { headers: { cookie } })).status, 401);
  });

  it('verifies a CAIP-122 Solana message by its ed25519 signature, and refuses another key or another chain', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x, 'base64url');
    const address = getBase58Decoder().decode(raw);
    const solanaMessage = async (chain = 'TestNet1234') =>
      [
        `${host} wants you to sign in with your Solana account:`,
        address,
        '',
        `URI: http://${host}`,
        'Version: 1',
        `Chain ID: ${chain}`,
        `Nonce: ${await nonce()}`,
        `Issued At: ${new Date(clock.now).toISOString()}`,
        `Expiration Time: ${new Date(clock.now + 60 * 60_000).toISOString()}`,
      ].join('\n');
    const signed = (text, key = privateKey) => getBase58Decoder().decode(sign(null, Buffer.from(text), key));
    const text = await solanaMessage();
    const response = await verify({ message: text, signature: signed(text) });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { address, caipNetworkId: SOLANA, expiresAt: new Date(clock.now + 60 * 60_000).toISOString() });
    const other = await solanaMessage();
    assert.equal((await verify({ message: other, signature: signed(other, generateKeyPairSync('ed25519').privateKey) })).status, 401);
    const elsewhere = await solanaMessage('MainNet');
    assert.equal((await verify({ message: elsewhere, signature: signed(elsewhere) })).status, 401);
  });

  it('answers 400 to a body without message and signature', async () => {
    assert.equal((await verify({ message: 1 })).status, 400);
  });
});
