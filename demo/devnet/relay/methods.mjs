// The relay's JSON-RPC methods, as @walletconnect/core 2.25 calls them.
// Each handler gets the calling client's session (subscribe/unsubscribe/
// publish/fetch bound to its client id) and the request's params.

// Tags and default TTLs of the Sign messages folded into the wc_* methods.
const PROPOSE = { tag: 1100, ttl: 300 };
const PROPOSE_RESPONSE = { tag: 1101, ttl: 300 };
const SETTLE = { tag: 1102, ttl: 300 };

export class RelayError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

function field(params, name, type) {
  const value = params?.[name];
  const ok = type === 'array' ? Array.isArray(value) : typeof value === type && value !== '';
  if (!ok) throw new RelayError(-32602, `Invalid params: "${name}" must be a non-empty ${type}`);
  return value;
}

function published(params, messageField, topicField, defaults) {
  return {
    topic: field(params, topicField, 'string'),
    message: field(params, messageField, 'string'),
    ttl: typeof params.ttl === 'number' ? params.ttl : defaults.ttl,
    tag: defaults.tag ?? (typeof params.tag === 'number' ? params.tag : 0),
    attestation: params.attestation,
  };
}

export const relayMethods = {
  irn_subscribe: (session, params) => session.subscribe(field(params, 'topic', 'string')),

  irn_batchSubscribe: (session, params) => field(params, 'topics', 'array').map((topic) => session.subscribe(topic)),

  irn_unsubscribe: (session, params) => {
    session.unsubscribe(field(params, 'topic', 'string'));
    return true;
  },

  irn_batchUnsubscribe: (session, params) => {
    for (const subscription of field(params, 'subscriptions', 'array')) {
      session.unsubscribe(field(subscription, 'topic', 'string'));
    }
    return true;
  },

  irn_publish: (session, params) => {
    session.publish(published(params, 'message', 'topic', { ttl: field(params, 'ttl', 'number') }));
    return true;
  },

  irn_batchFetchMessages: (session, params) => ({
    messages: field(params, 'topics', 'array').flatMap((topic) => session.fetch(topic)),
    hasMore: false,
  }),

  // The dapp's proposal: the relay subscribes the dapp to the pairing topic itself.
  wc_proposeSession: (session, params) => {
    const proposal = published(params, 'sessionProposal', 'pairingTopic', PROPOSE);
    session.subscribe(proposal.topic);
    session.publish(proposal);
    return true;
  },

  // The wallet's approval: response on the pairing topic first, then the settle request on the new session topic.
  wc_approveSession: (session, params) => {
    const response = published(params, 'sessionProposalResponse', 'pairingTopic', PROPOSE_RESPONSE);
    const settle = published(params, 'sessionSettlementRequest', 'sessionTopic', SETTLE);
    session.subscribe(settle.topic);
    session.publish(response);
    session.publish(settle);
    return true;
  },
};
