// The devnet's WalletConnect wallet page: @reown/walletkit keyed by the anvil
// dev accounts and a devnet Solana key; pairs from a pasted or deep-linked
// (?uri=wc:...) URI and asks the user to approve each proposal and request. It answers one-click sign-in requests
// (session and sign-in in one prompt: a proposal's `requests.authentication`, or `wc_sessionAuthenticate`) unless
// `?oneclick=off`: then it behaves as a wallet without them.
import { Core } from '@walletconnect/core';
import { WalletKit } from '@reown/walletkit';
import { getSdkError } from '@walletconnect/utils';
import { devAccount } from './accounts.mjs';
import { approveAuthenticate, rejectAuthenticate, signInRequests, signInResponses } from './authenticate.mjs';
import { approvedNamespaces } from './namespaces.mjs';
import { keepCoreOffline } from './offline-core.mjs';
import { performRequest, RequestError, summarize, SUPPORTED_METHODS } from './requests.mjs';
import { solanaAccount } from './solana.mjs';
import { logLine, renderAccounts, renderAuthRequests, renderProposals, renderRequests, renderSessions } from './view.mjs';

// Any 32-hex id: the devnet relay does not check it.
const PROJECT_ID = 'de7de7de7de7de7de7de7de7de7de7de';

/** Relay and RPC URLs and the Solana key: the query wins, then what the devnet filled into the page. */
function readConfig() {
  const query = new URLSearchParams(location.search);
  const data = document.getElementById('wallet').dataset;
  const filled = (value) => (value && !value.startsWith('{{') ? value : undefined);
  return {
    relayUrl: query.get('relay') ?? filled(data.relayUrl) ?? `ws://${location.hostname}:4174`,
    rpcUrls: { 31337: query.get('evmA') ?? filled(data.evmA), 31338: query.get('evmB') ?? filled(data.evmB) },
    solana: {
      chain: query.get('solanaChain') ?? filled(data.solanaChain),
      rpcUrl: query.get('solanaRpc') ?? filled(data.solanaRpc),
      secretKey: query.get('solanaKey') ?? filled(data.solanaKey),
    },
    uri: query.get('uri'),
    oneClick: query.get('oneclick') !== 'off',
  };
}

const proposals = new Map();
const requests = new Map();
const authRequests = new Map();

function proposalCard({ id, params }) {
  const namespaces = [params.requiredNamespaces, params.optionalNamespaces].flatMap((group) => Object.values(group ?? {}));
  return {
    id,
    dappName: params.proposer.metadata.name,
    url: params.proposer.metadata.url,
    chains: [...new Set(namespaces.flatMap((namespace) => namespace.chains ?? []))],
    methods: [...new Set(namespaces.flatMap((namespace) => namespace.methods ?? []))],
    signIn: signInRequests(params).map((request) => request.domain),
  };
}

const sessionName = (walletKit, topic) => walletKit.getActiveSessions()[topic]?.peer.metadata.name ?? 'unknown dapp';

const respond = (walletKit, request, body) =>
  walletKit.respondSessionRequest({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', ...body } });

const selectedAccount = () => devAccount(Number(document.getElementById('account').value));

async function approveProposal(walletKit, config, id) {
  const account = selectedAccount();
  const { params } = proposals.get(id);
  const namespaces = approvedNamespaces(params, { evmAddress: account.address, solana: config.solanaAccount });
  // One click: the proposal's sign-in requests are signed with the approval (a wallet without one click ignores them).
  const proposalRequestsResponses = config.oneClick ? await signInResponses(walletKit, params, account) : undefined;
  const session = await walletKit.approveSession({ id, namespaces, ...(proposalRequestsResponses && { proposalRequestsResponses }) });
  proposals.delete(id);
  const solana = session.namespaces.solana ? ` and ${config.solanaAccount.address}` : '';
  const signedIn = proposalRequestsResponses ? ', signed in' : '';
  logLine(`Approved session with ${session.peer.metadata.name} as ${account.address}${solana}${signedIn}`);
}

async function rejectProposal(walletKit, id) {
  proposals.delete(id);
  await walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') });
  logLine('Rejected the session proposal');
}

async function approveAuthRequest(walletKit, id) {
  const request = authRequests.get(id);
  authRequests.delete(id);
  const session = await approveAuthenticate(walletKit, request, selectedAccount());
  logLine(`Signed in to ${request.params.requester.metadata.name} with a session${session ? '' : ' (none asked)'}`);
}

async function rejectAuthRequest(walletKit, id) {
  authRequests.delete(id);
  await rejectAuthenticate(walletKit, id);
  logLine('Rejected the sign-in request');
}

async function approveRequest(walletKit, config, id) {
  const request = requests.get(id);
  requests.delete(id);
  const session = walletKit.getActiveSessions()[request.topic];
  const switchChain = (chainId) =>
    walletKit.emitSessionEvent({ topic: request.topic, chainId, event: { name: 'chainChanged', data: Number(chainId.split(':')[1]) } });
  try {
    const result = await performRequest({ ...request, session, rpcUrls: config.rpcUrls, switchChain, solana: config.solanaAccount });
    await respond(walletKit, request, { result });
    logLine(`Approved ${request.method}`);
  } catch (error) {
    const code = error instanceof RequestError ? error.code : -32603;
    await respond(walletKit, request, { error: { code, message: error.message } });
    throw error;
  }
}

async function rejectRequest(walletKit, id) {
  const request = requests.get(id);
  requests.delete(id);
  await respond(walletKit, request, { error: { code: 4001, message: 'User rejected the request.' } });
  logLine(`Rejected ${request.method}`);
}

async function disconnect(walletKit, topic) {
  const name = sessionName(walletKit, topic);
  await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') });
  logLine(`Disconnected from ${name}`);
}

/** The page's actions, each logging its failure and re-rendering when done. */
function createUi(walletKit, config) {
  const refresh = () => {
    renderProposals([...proposals.values()].map(proposalCard), actions);
    renderRequests([...requests.values()], actions);
    const authCards = [...authRequests.values()].map(({ id, params: { requester, authPayload } }) => ({
      id,
      dappName: requester.metadata.name,
      domain: authPayload.domain,
      chains: authPayload.chains,
    }));
    renderAuthRequests(authCards, actions);
    const sessions = Object.values(walletKit.getActiveSessions()).map((session) => ({
      topic: session.topic,
      dappName: session.peer.metadata.name,
      accounts: Object.values(session.namespaces).flatMap((namespace) => namespace.accounts ?? []),
    }));
    renderSessions(sessions, actions);
  };
  const attempt = (what, work) =>
    work()
      .catch((error) => logLine(`${what} failed: ${error?.message ?? error}`))
      .finally(refresh);
  const actions = {
    approveProposal: (id) => attempt('Approve', () => approveProposal(walletKit, config, id)),
    rejectProposal: (id) => attempt('Reject', () => rejectProposal(walletKit, id)),
    approveAuthRequest: (id) => attempt('Sign-in', () => approveAuthRequest(walletKit, id)),
    rejectAuthRequest: (id) => attempt('Reject', () => rejectAuthRequest(walletKit, id)),
    approveRequest: (id) => attempt('Request', () => approveRequest(walletKit, config, id)),
    rejectRequest: (id) => attempt('Reject', () => rejectRequest(walletKit, id)),
    disconnect: (topic) => attempt('Disconnect', () => disconnect(walletKit, topic)),
    pair: (uri) =>
      attempt('Pairing', async () => {
        logLine('Pairing…');
        await walletKit.pair({ uri });
      }),
  };
  return { actions, refresh };
}

function listen(walletKit, ui, config) {
  walletKit.on('session_proposal', (proposal) => {
    proposals.set(proposal.id, proposal);
    logLine(`Session proposal from ${proposal.params.proposer.metadata.name}`);
    ui.refresh();
  });
  // Without a listener, sign-client leaves the request unanswered and the dapp's fallback proposal shows instead.
  if (config.oneClick) {
    walletKit.on('session_authenticate', (request) => {
      authRequests.set(request.id, request);
      logLine(`Sign-in request from ${request.params.requester.metadata.name}`);
      ui.refresh();
    });
  }
  walletKit.on('proposal_expire', ({ id }) => proposals.delete(id) && ui.refresh());
  walletKit.on('session_request', ({ id, topic, params: { request, chainId } }) => {
    const entry = { id, topic, chainId, method: request.method, params: request.params, dappName: sessionName(walletKit, topic) };
    if (!SUPPORTED_METHODS.includes(request.method)) {
      logLine(`Refused ${request.method}: not supported`);
      respond(walletKit, entry, { error: { code: 4200, message: `${request.method} is not supported by the devnet wallet` } });
      return;
    }
    requests.set(id, { ...entry, summary: summarize(request.method, request.params, config.solanaAccount) });
    logLine(`${request.method} request from ${entry.dappName}`);
    ui.refresh();
  });
  walletKit.on('session_request_expire', ({ id }) => requests.delete(id) && ui.refresh());
  walletKit.on('session_delete', ({ topic }) => {
    logLine(`The dapp ended session ${topic.slice(0, 8)}…`);
    ui.refresh();
  });
}

async function start() {
  const config = readConfig();
  config.solanaAccount = await solanaAccount(config.solana);
  renderAccounts(Array.from({ length: 10 }, (_, index) => devAccount(index).address));
  const core = new Core({
    projectId: PROJECT_ID,
    relayUrl: config.relayUrl,
    customStoragePrefix: 'devnet-wallet',
    telemetryEnabled: false,
    logger: 'error',
  });
  const walletKit = await WalletKit.init({
    core: keepCoreOffline(core),
    metadata: { name: 'Devnet Wallet', description: 'Anvil dev accounts over WalletConnect', url: location.origin, icons: [] },
    signConfig: { disableRequestQueue: true },
  });
  const ui = createUi(walletKit, config);
  listen(walletKit, ui, config);
  document.getElementById('pair-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const input = document.getElementById('uri');
    if (input.value.trim()) ui.actions.pair(input.value.trim());
    input.value = '';
  });
  // Enabled only now: a URI submitted before the wallet listens would reload the page without its query.
  document.getElementById('pair').disabled = false;
  ui.refresh();
  logLine(
    `Wallet ready (relay ${config.relayUrl})${config.solanaAccount ? `, Solana ${config.solanaAccount.address} on ${config.solanaAccount.chain}` : ''}`,
  );
  if (config.uri) await ui.actions.pair(config.uri);
}

start().catch((error) => logLine(`The wallet could not start: ${error?.message ?? error}`));
