// The sign-in flows and the session's bookkeeping as version 4 shapes them: email with a new
// device's approval, social through the secure origin's pop-up and its `{resultUri}`, Farcaster,
// restore, network switch, the account preference, reload and sign-out.
import { expect } from 'chai';
import { openSocialPopup, signInWithSocial, waitForSocialResult } from '../../../../src/services/secure-site';
import { isWalletModalError } from '../../../../src/services/errors';
import { allowLoopbackFor } from '../../../../src/services/http/safe-url';
import { waitFor } from '../../../fixtures/dom';
import { afterTasks, AUTH_URL, forgeFrom, openedClient, OTHER_ORIGIN_URL, rejectionOf } from './helpers';

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const SOLANA_ADDRESS = 'So11111111111111111111111111111111111111112';
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const postPage = (to: 'opener' | 'parent', data: unknown, base = AUTH_URL) =>
  `${base}/post?to=${to}&data=${encodeURIComponent(JSON.stringify(data))}`;

describe('secure-site client: sign-in flows and the session', () => {
  let opened: Awaited<ReturnType<typeof openedClient>>;
  const popups: Window[] = [];

  before(() => allowLoopbackFor([AUTH_URL]));
  after(() => allowLoopbackFor([]));

  beforeEach(async () => {
    opened = await openedClient();
  });

  afterEach(() => {
    for (const popup of popups.splice(0)) if (!popup.closed) popup.close();
    opened.close();
  });

  it('email: the code is sent, a new device is approved from the email, the code checked, then the user read', async () => {
    const { client, site } = opened;
    site.on('CONNECT_EMAIL', () => ({ payload: { action: 'VERIFY_DEVICE' } }));
    site.on('CONNECT_DEVICE', () => ({}));
    site.on('CONNECT_OTP', () => ({}));
    site.on('GET_USER', () => ({
      payload: {
        email: 'visitor@example.com',
        address: SMART.toLowerCase(),
        chainId: 31337,
        accounts: [
          { address: EOA, type: 'eoa' },
          { address: SMART, type: 'smartAccount' },
        ],
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: false,
        signature: '0x00',
      },
    }));
    expect(await client.connectEmail('visitor@example.com')).to.equal('VERIFY_DEVICE');
    await client.connectDevice();
    await client.connectOtp('123456');
    const user = await client.getUser({ caipNetworkId: 'eip155:31337', preferredAccountType: 'smartAccount', rpcUrl: 'http://rpc/' });
    expect(user).to.deep.equal({
      email: 'visitor@example.com',
      userName: null,
      caipNetworkId: 'eip155:31337',
      address: SMART,
      accounts: [
        { address: EOA, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    });
    expect(
      site.received.filter(({ name }) => name !== 'SYNC_DAPP_DATA' && !name.startsWith('GET_SMART')).map((m) => m.payload),
    ).to.deep.equal([
      { email: 'visitor@example.com' },
      undefined,
      { otp: '123456' },
      { chainId: 31337, preferredAccountType: 'smartAccount', rpcUrl: 'http://rpc/' },
    ]);
  });

  it('social: the pop-up opens blank, goes to the provider, and its {resultUri} finishes the sign-in', async () => {
    const { client, site } = opened;
    const resultUri = `${AUTH_URL}/result?code=abc&state=xyz`;
    site.on('GET_SOCIAL_REDIRECT_URI', () => ({ payload: { uri: postPage('opener', { resultUri }) } }));
    site.on('CONNECT_SOCIAL', () => ({
      payload: { email: null, userName: 'visitor', address: EOA, chainId: 31337, preferredAccountType: 'eoa' },
    }));
    const popup = openSocialPopup();
    popups.push(popup);
    const user = await signInWithSocial(client, popup, 'github', { caipNetworkId: 'eip155:31337', preferredAccountType: 'eoa' });
    expect(user).to.deep.include({ email: null, userName: 'visitor', address: EOA, preferredAccountType: 'eoa' });
    expect(site.of('GET_SOCIAL_REDIRECT_URI')[0]?.payload).to.deep.equal({ provider: 'github' });
    expect(site.of('CONNECT_SOCIAL')[0]?.payload).to.deep.equal({ uri: resultUri, chainId: 31337, preferredAccountType: 'eoa' });
    expect(popup.closed).to.equal(true);
  });

  it('social: a {resultUri} from another window or origin is not heard; a closed pop-up or an error result ends the wait', async () => {
    const { client, container } = opened;
    const popup = openSocialPopup();
    popups.push(popup);
    const waiting = waitForSocialResult(popup, client.origin, { pollMs: 20 });
    await forgeFrom(container, AUTH_URL, 'parent', { resultUri: `${AUTH_URL}/result?code=forged` });
    window.postMessage({ resultUri: `${AUTH_URL}/result?code=forged` }, '*');
    popup.location.href = postPage('opener', { resultUri: `${AUTH_URL}/result?code=forged` }, OTHER_ORIGIN_URL);
    await waitFor(() => {
      try {
        return popup.location.href === 'never';
      } catch {
        return true; // On the other origin now.
      }
    }, 'the pop-up on the other origin');
    await afterTasks();
    popup.close();
    expect(isWalletModalError(await rejectionOf(waiting), 'AuthPopupClosedError')).to.equal(true);

    const denied = openSocialPopup();
    popups.push(denied);
    const refused = waitForSocialResult(denied, client.origin);
    denied.location.href = postPage('opener', { resultUri: `${AUTH_URL}/result?error=access_denied` });
    expect(isWalletModalError(await rejectionOf(refused), 'AuthCancelledError')).to.equal(true);
  });

  it('Farcaster: the link, then the wait for the approval; an unsafe link is refused', async () => {
    const { client, site } = opened;
    site.on('GET_FARCASTER_URI', () => ({ payload: { url: 'https://farcaster.xyz/~/siwf?channelToken=abc' } }));
    site.on('CONNECT_FARCASTER', () => ({ payload: { userName: 'visitor\u202E' } }));
    expect(await client.getFarcasterUri()).to.equal('https://farcaster.xyz/~/siwf?channelToken=abc');
    expect(await client.connectFarcaster()).to.deep.equal({ userName: 'visitor' });
    site.on('GET_FARCASTER_URI', () => ({ payload: { url: 'javascript:alert(1)' } }));
    expect(isWalletModalError(await rejectionOf(client.getFarcasterUri()), 'InvalidWalletAnswerError')).to.equal(true);
  });

  it('restore and Solana: IS_CONNECTED, then GET_USER on a Solana network with its CAIP-2 id', async () => {
    const { client, site } = opened;
    site.on('IS_CONNECTED', () => ({ payload: { isConnected: true } }));
    site.on('GET_USER', () => ({ payload: { email: 'visitor@example.com', address: SOLANA_ADDRESS, chainId: SOLANA } }));
    expect(await client.isConnected()).to.equal(true);
    const user = await client.getUser({ caipNetworkId: SOLANA });
    expect(user).to.deep.include({ caipNetworkId: SOLANA, address: SOLANA_ADDRESS });
    expect(site.of('GET_USER')[0]?.payload).to.deep.equal({ chainId: SOLANA });
    site.on('GET_USER', () => ({ payload: { email: 'visitor@example.com', address: EOA, chainId: SOLANA } }));
    expect(isWalletModalError(await rejectionOf(client.getUser({ caipNetworkId: SOLANA })), 'InvalidWalletAnswerError')).to.equal(true);
  });

  it('network switch, account preference, smart-account networks, reload and sign-out', async () => {
    const { client, site } = opened;
    site.on('SWITCH_NETWORK', () => ({ payload: { chainId: 31338 } }));
    site.on('SET_PREFERRED_ACCOUNT', () => ({ payload: { type: 'eoa', address: EOA.toLowerCase() } }));
    site.on('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({ payload: { smartAccountEnabledNetworks: [31338] } }));
    site.on('RELOAD', () => ({}));
    site.on('SIGN_OUT', () => ({}));
    expect(await client.switchNetwork('eip155:31338', 'http://127.0.0.1:8546/')).to.equal('eip155:31338');
    expect(site.of('SWITCH_NETWORK')[0]?.payload).to.deep.equal({ chainId: 'eip155:31338', rpcUrl: 'http://127.0.0.1:8546/' });
    expect(await client.setPreferredAccount('eoa')).to.deep.equal({ type: 'eoa', address: EOA });
    expect(await client.getSmartAccountEnabledNetworks()).to.deep.equal([31338]);
    expect(client.smartAccountEnabledNetworks).to.deep.equal([31338]);
    const before = site.received.length;
    await client.reload();
    expect(site.received.slice(before).map(({ name }) => name)).to.deep.equal(['RELOAD', 'SYNC_DAPP_DATA']);
    await client.signOut();
    expect(site.of('SIGN_OUT')).to.have.length(1);
  });
});
