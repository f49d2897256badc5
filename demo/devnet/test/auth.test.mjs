// The devnet auth service's JSON API over HTTP (the one the secure-site frame, /sdk, calls), against a
// real devnet: email codes from the mailbox (wrong, expired with the controlled clock, too many tries,
// the resend limit), social consent and Farcaster approval through the forms their pages post, the
// faucet's balances on both anvils and Solana, sessions and sign-out, and the smart account contracts
// (deployAndExecute, execute, ERC-1271).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { encodeFunctionData, erc20Abi, hashMessage, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startDevnet } from '../index.mjs';
import { ACCOUNT_ABI, FACTORY_ABI } from '../auth/account-abi.mjs';
import { FAUCET } from '../auth/index.mjs';
import { evmClients, tokenBalance } from './evm-helpers.mjs';
import { minedReceipt } from '../evm/receipt.mjs';

const CHAIN_IDS = [31337, 31338];
const ORIGIN = 'http://127.0.0.1:4173';
const PROJECT = 'de0e1e7de0e1e7de0e1e7de0e1e7de0e';
/** The frame's device id (one device: every sign-in after the first is on a known device). */
const DEVICE = 'auth-test-device-0000';

describe('devnet auth service', () => {
  let devnet;
  let auth;
  const logged = [];

  const call = async (path, body, token) => {
    const headers = { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const response = await fetch(`${auth}${path}`, { method: body ? 'POST' : 'GET', headers, body: body && JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  };
  /** The service's error of a refused call. */
  const refusal = async (path, body, token) => {
    const { status, body: answer } = await call(path, body, token);
    assert.ok(status >= 400, `expected a refusal, got ${status} ${JSON.stringify(answer)}`);
    return answer.error;
  };
  const emailStart = (email) => call('/v4/email/start', { projectId: PROJECT, email, device: DEVICE });
  const emailVerify = (email, code) => call('/v4/email/verify', { projectId: PROJECT, email, device: DEVICE, code });
  const verifyRefusal = (email, code) => refusal('/v4/email/verify', { projectId: PROJECT, email, device: DEVICE, code });
  const mailbox = async (to) => (await call(`/__devnet/mailbox?to=${encodeURIComponent(to)}`)).body;
  const lastCode = async (to) => (await mailbox(to)).at(-1).code;
  const advance = async (advanceMs) => (await call('/__devnet/clock', { advanceMs })).body.now;
  const form = async (path, fields) => {
    const response = await fetch(`${auth}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  };
  const signInByEmail = async (email) => {
    assert.equal((await emailStart(email)).status, 200);
    const { status, body } = await emailVerify(email, await lastCode(email));
    assert.equal(status, 200, JSON.stringify(body));
    return body;
  };
  const solBalance = async (owner) => {
    const response = await fetch(devnet.urls.solana.http, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [owner] }),
    });
    return BigInt((await response.json()).result.value);
  };

  before(async () => {
    devnet = await startDevnet({ randomPorts: true, log: (line) => logged.push(line) });
    auth = devnet.urls.auth;
  });
  after(() => devnet?.stop());

  it('serves on its own origin, and startDevnet exposes it', () => {
    assert.equal(auth, `http://127.0.0.1:${devnet.ports.auth}`);
    assert.notEqual(new URL(auth).origin, new URL(devnet.urls.demo).origin);
    assert.equal(devnet.auth.url, auth);
  });

  describe('email', () => {
    it('signs in with the code from the mailbox; the account is funded and the same at the next sign-in', async () => {
      const email = 'Ada.Email@Example.com';
      assert.deepEqual((await emailStart(email)).body, { action: 'VERIFY_OTP' });
      const [mail] = await mailbox('ada.email@example.com');
      assert.match(mail.code, /^\d{6}$/);
      assert.equal(mail.to, 'ada.email@example.com');
      assert.ok(mail.subject.includes(mail.code) && mail.text.includes(mail.code));
      assert.ok(logged.includes(`mail to ada.email@example.com: code ${mail.code}`));
      assert.deepEqual(devnet.auth.mailbox('ada.email@example.com'), [mail]);

      const wrong = mail.code === '000000' ? '000001' : '000000';
      assert.deepEqual(await verifyRefusal(email, wrong), {
        code: 4010,
        message: 'Wrong code: check it and try again',
      });
      const { body: first } = await emailVerify(email, mail.code);
      const { user, evm, solana } = first.account;
      assert.deepEqual(user, { provider: 'email', email: 'ada.email@example.com' });
      assert.equal(privateKeyToAccount(evm.privateKey).address, evm.eoa);
      assert.equal(evm.factory, devnet.contracts.accountFactory);
      assert.deepEqual(await devnet.auth.account('ada.email@example.com', PROJECT), {
        user,
        evm: { eoa: evm.eoa, smartAccount: evm.smartAccount },
        solana: { address: solana.address },
      });

      for (const chainId of CHAIN_IDS) {
        const { publicClient } = evmClients(devnet, chainId);
        const read = (functionName, args) =>
          publicClient.readContract({ address: devnet.contracts.accountFactory, abi: FACTORY_ABI, functionName, args });
        assert.equal(await read('getAddress', [evm.eoa]), evm.smartAccount, "the smart account is the factory's CREATE2 address");
        assert.equal(await publicClient.getCode({ address: evm.smartAccount }), undefined, 'not deployed yet');
        assert.equal(await publicClient.getBalance({ address: evm.eoa }), parseEther(FAUCET.eoaEth));
        assert.equal(await publicClient.getBalance({ address: evm.smartAccount }), parseEther(FAUCET.smartAccountEth));
        assert.equal(
          await tokenBalance(devnet, chainId, devnet.contracts.dUSDC, evm.smartAccount),
          parseUnits(FAUCET.smartAccountDusdc, 6),
        );
      }
      assert.equal(await solBalance(solana.address), FAUCET.sol);

      const session = await call('/v4/session', undefined, first.token);
      assert.deepEqual(session, {
        status: 200,
        body: { account: { user, evm: { eoa: evm.eoa, smartAccount: evm.smartAccount }, solana: { address: solana.address } } },
      });

      await advance(30_000);
      const second = await signInByEmail(email);
      assert.notEqual(second.token, first.token);
      assert.deepEqual(second.account, first.account);
      assert.equal(await solBalance(solana.address), FAUCET.sol, 'funded once');

      assert.deepEqual(await call('/v4/sign-out', {}, first.token), { status: 200, body: {} });
      assert.deepEqual(await refusal('/v4/session', undefined, first.token), { code: 4100, message: 'Not signed in' });
      assert.equal((await call('/v4/session', undefined, second.token)).status, 200);
      assert.equal((await mailbox(email)).length, 2);
    });

    it('three wrong codes kill the code (4012), even for the right one after', async () => {
      const email = 'tries@example.com';
      await emailStart(email);
      const code = await lastCode(email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await verifyRefusal(email, wrong)).code);
      assert.deepEqual(codes, [4010, 4010, 4012]);
      assert.deepEqual(await verifyRefusal(email, code), {
        code: 4012,
        message: 'Too many wrong codes: ask for a new one',
      });
    });

    it('a code expires after 10 minutes on the controlled clock, and serves once (4011)', async () => {
      const email = 'expiry@example.com';
      await emailStart(email);
      await advance(10 * 60_000);
      assert.deepEqual(await verifyRefusal(email, await lastCode(email)), {
        code: 4011,
        message: 'This code has expired: ask for a new one',
      });

      const { account } = await signInByEmail(email);
      assert.equal(account.user.email, email);
      assert.equal((await verifyRefusal(email, await lastCode(email))).code, 4011);
      assert.equal((await verifyRefusal('never-asked@example.com', '123456')).code, 4011);
    });

    it('sends a new code for the same address at most every 30 s (4290 says when); the new code replaces the old', async () => {
      const email = 'resend@example.com';
      await emailStart(email);
      const first = await lastCode(email);
      assert.deepEqual((await emailStart(email)).body.error, { code: 4290, message: 'Too many codes: ask for a new one in 30 s' });
      devnet.auth.advanceClock(12_000);
      assert.deepEqual((await emailStart(email)).body.error, { code: 4290, message: 'Too many codes: ask for a new one in 18 s' });
      assert.equal((await emailStart('other-resend@example.com')).status, 200, 'per address');
      devnet.auth.advanceClock(18_000);
      assert.equal((await emailStart(email)).status, 200);
      const second = await lastCode(email);
      assert.deepEqual(
        (await mailbox(email)).map((mail) => mail.code),
        [first, second],
      );
      if (first !== second) assert.equal((await verifyRefusal(email, first)).code, 4010);
      assert.equal((await emailVerify(email, second)).status, 200);
    });

    it('refuses an invalid address, project or device and a malformed body (4000)', async () => {
      assert.deepEqual((await emailStart('not an email')).body.error, { code: 4000, message: 'Enter a valid email address' });
      assert.equal((await emailStart(42)).body.error.code, 4000);
      assert.equal((await refusal('/v4/email/start', { projectId: 'nope', email: 'ok@example.com', device: DEVICE })).code, 4000);
      assert.equal((await refusal('/v4/email/start', { projectId: PROJECT, email: 'ok@example.com', device: 'short' })).code, 4000);
      const response = await fetch(`${auth}/v4/email/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '[1',
      });
      assert.equal(response.status, 400);
      assert.equal((await response.json()).error.code, 4000);
      assert.equal((await call('/__devnet/clock', { advanceMs: -1 })).status, 400);
    });
  });

  describe('social logins', () => {
    const start = async (provider) => (await call('/v4/social/start', { projectId: PROJECT, provider, origin: ORIGIN })).body;
    const finish = (started, code) => call('/v4/social/finish', { state: started.state, secret: started.secret, code });

    it('google: the consent page lists identities; Continue as one ends on a result page whose code signs in as it', async () => {
      const started = await start('google');
      assert.equal(started.uri, `${auth}/oauth/google?state=${started.state}`);
      const { state, secret } = started;
      assert.deepEqual((await finish(started, 'x')).body.error, { code: 4040, message: 'This sign-in did not complete' });
      assert.equal((await refusal('/v4/social/finish', { state, secret: 'guess' })).code, 4040);
      assert.equal((await refusal('/v4/social/finish', { state: 'f'.repeat(32), secret })).code, 4040);

      const page = await fetch(started.uri);
      assert.match(page.headers.get('content-security-policy'), /frame-ancestors 'none'/);
      const html = await page.text();
      assert.match(html, /<title>Sign in with Google<\/title>/);
      assert.match(html, /to continue to 127\.0\.0\.1:4173/);
      assert.match(html, /Ada Lovelace \(ada@example\.com\)/);
      assert.match(html, /<button type="submit" name="identity" value="0">Continue as Ada Lovelace<\/button>/);
      assert.match(html, /<button type="submit" name="identity" value="1">Continue as Grace Hopper<\/button>/);
      assert.match(html, /<button type="submit" name="action" value="cancel">Cancel<\/button>/);

      const answered = await form('/oauth/google', { state, identity: '0' });
      assert.equal(answered.status, 303);
      const code = new URL(answered.location).searchParams.get('code');
      assert.match(await (await fetch(answered.location)).text(), /Signed in\. You can close this window\./);
      assert.equal((await form('/oauth/google', { state, identity: '1' })).status, 409, 'answered once');

      const done = (await finish(started, code)).body;
      assert.deepEqual(done.account.user, { provider: 'google', username: 'Ada Lovelace', email: 'ada@example.com' });
      assert.equal((await finish(started, code)).body.token, done.token, 'a later collection gets the same session');
      assert.deepEqual((await devnet.auth.account('google:ada@example.com', PROJECT)).evm.eoa, done.account.evm.eoa);
    });

    it('x: Cancel on the consent page cancels; an unknown provider is refused (4000)', async () => {
      const started = await start('x');
      assert.match(await (await fetch(started.uri)).text(), /Sign in with X<\/title>[\s\S]*Continue as Alan Turing/);
      const cancelled = await form('/oauth/x', { state: started.state, action: 'cancel' });
      assert.equal(new URL(cancelled.location).searchParams.get('error'), 'access_denied');
      assert.match(await (await fetch(cancelled.location)).text(), /Sign-in cancelled\. You can close this window\./);
      assert.equal((await finish(started, '')).status, 404);
      assert.equal((await fetch(`${auth}/oauth/google?state=${started.state}`)).status, 404, 'the state belongs to x');

      const refused = (body) => refusal('/v4/social/start', { projectId: PROJECT, origin: ORIGIN, ...body });
      assert.deepEqual(await refused({ provider: 'myspace' }), { code: 4000, message: 'Unknown provider myspace' });
      assert.equal((await refused({ provider: 'farcaster' })).code, 4000, 'farcaster has its own flow');
      assert.equal((await refused({ provider: 'google', origin: 'javascript:alert(1)' })).code, 4000);
    });

    it('x: signing in as an identity gives its handle', async () => {
      const started = await start('x');
      const { location } = await form('/oauth/x', { state: started.state, identity: '1' });
      const done = (await finish(started, new URL(location).searchParams.get('code'))).body;
      assert.deepEqual(done.account.user, { provider: 'x', username: '@alanturing' });
    });
  });

  describe('Farcaster', () => {
    const start = async () => {
      const { body } = await call('/v4/farcaster/start', { projectId: PROJECT, origin: ORIGIN });
      assert.equal(body.url, `${auth}/farcaster/approve?channel=${body.channel}`);
      return body;
    };
    const status = async ({ channel, secret }) => (await call('/v4/farcaster/status', { channel, secret })).body;

    it('Approve as an identity on the approval page signs in as it', async () => {
      const started = await start();
      assert.deepEqual(await status(started), { status: 'pending' });
      const html = await (await fetch(started.url)).text();
      assert.match(html, /<title>Sign in to 127\.0\.0\.1:4173 with Farcaster<\/title>/);
      assert.match(html, />Approve as @alice\.eth<\/button>/);
      assert.match(html, />Approve as @bob\.eth<\/button>/);
      assert.match(html, /name="action" value="reject">Reject<\/button>/);
      assert.match((await form('/farcaster/approve', { channel: started.channel, identity: '0' })).html, /Approved\./);
      const done = await status(started);
      assert.equal(done.status, 'done');
      assert.deepEqual(done.account.user, { provider: 'farcaster', username: '@alice.eth' });
      assert.equal((await refusal('/v4/farcaster/status', { channel: started.channel, secret: 'x' })).code, 4040);
    });

    it('Reject rejects; an unanswered link expires after 5 minutes on the controlled clock', async () => {
      const rejected = await start();
      assert.match((await form('/farcaster/approve', { channel: rejected.channel, action: 'reject' })).html, /Sign-in rejected\./);
      assert.deepEqual(await status(rejected), { status: 'rejected' });

      const expiring = await start();
      devnet.auth.advanceClock(5 * 60_000);
      assert.deepEqual(await status(expiring), { status: 'expired' });
      assert.equal((await fetch(expiring.url)).status, 410);
      assert.equal((await form('/farcaster/approve', { channel: expiring.channel, identity: '1' })).status, 410);
      assert.deepEqual(await status(expiring), { status: 'expired' });
    });
  });

  describe('the smart account contracts', () => {
    it('deployAndExecute from the owner deploys at getAddress and pays; execute by anyone else reverts; ERC-1271 checks the owner', async () => {
      const { account } = await signInByEmail('contracts@example.com');
      const owner = privateKeyToAccount(account.evm.privateKey);
      const smart = account.evm.smartAccount;
      const factory = devnet.contracts.accountFactory;
      const recipient = privateKeyToAccount(generatePrivateKey()).address;
      const stranger = devnet.evm.holders[3];
      const { publicClient, walletFor } = evmClients(devnet, 31338);
      const mined = async (hash) => (await minedReceipt(publicClient, hash)).status;
      const pay = (amount) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] });
      const dUSDC = devnet.contracts.dUSDC;

      // A call that reverts: its reason from a simulation, and a sent one mined as reverted.
      const reverts = async (from, request, reason) => {
        await assert.rejects(publicClient.simulateContract({ account: from, ...request }), reason);
        assert.equal(await mined(await walletFor(from).writeContract({ ...request, gas: 500_000n })), 'reverted');
      };
      await reverts(
        stranger,
        { address: factory, abi: FACTORY_ABI, functionName: 'deployAndExecute', args: [owner.address, dUSDC, 0n, pay(1n)] },
        /factory: not the owner/,
      );
      const first = await walletFor(owner).writeContract({
        address: factory,
        abi: FACTORY_ABI,
        functionName: 'deployAndExecute',
        args: [owner.address, dUSDC, 0n, pay(parseUnits('5', 6))],
      });
      assert.equal(await mined(first), 'success');
      assert.ok((await publicClient.getCode({ address: smart }))?.length > 2, 'deployed at the counterfactual address');
      assert.equal(await publicClient.readContract({ address: smart, abi: ACCOUNT_ABI, functionName: 'owner' }), owner.address);
      assert.equal(await tokenBalance(devnet, 31338, dUSDC, recipient), parseUnits('5', 6));
      assert.equal(await tokenBalance(devnet, 31338, dUSDC, smart), parseUnits('995', 6));
      assert.equal(await evmClients(devnet, 31337).publicClient.getCode({ address: smart }), undefined, 'only on the chain it was used on');

      await reverts(
        stranger,
        { address: smart, abi: ACCOUNT_ABI, functionName: 'execute', args: [recipient, 1n, '0x'] },
        /account: not the owner/,
      );
      const second = await walletFor(owner).writeContract({
        address: smart,
        abi: ACCOUNT_ABI,
        functionName: 'execute',
        args: [recipient, parseEther('0.25'), '0x'],
      });
      assert.equal(await mined(second), 'success');
      assert.equal(await publicClient.getBalance({ address: recipient }), parseEther('0.25'), 'the value comes from the smart account');
      // A failed inner call reverts with its own reason (bubbled up).
      await assert.rejects(
        publicClient.simulateContract({
          account: owner,
          address: smart,
          abi: ACCOUNT_ABI,
          functionName: 'execute',
          args: [dUSDC, 0n, pay(parseUnits('1000', 6))],
        }),
        (error) => error.walk((cause) => cause.raw?.startsWith('0xe450d38c')) !== null,
      );
      const again = await walletFor(stranger).writeContract({
        address: factory,
        abi: FACTORY_ABI,
        functionName: 'createAccount',
        args: [owner.address],
      });
      assert.equal(await mined(again), 'success', 'createAccount is idempotent');

      const message = 'hello from the devnet';
      const hash = hashMessage(message);
      const isValid = (signature) =>
        publicClient.readContract({ address: smart, abi: ACCOUNT_ABI, functionName: 'isValidSignature', args: [hash, signature] });
      assert.equal(await isValid(await owner.signMessage({ message })), '0x1626ba7e');
      assert.equal(await isValid(await privateKeyToAccount(generatePrivateKey()).signMessage({ message })), '0xffffffff');
      assert.equal(await publicClient.verifyMessage({ address: smart, message, signature: await owner.signMessage({ message }) }), true);
    });
  });
});
