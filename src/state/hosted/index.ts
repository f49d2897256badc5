// Hosted configuration: the project's remote feature switches and origin allowlist as they apply
// to this page, the selectors that combine them with the host's settings, and the fetching on
// intent (./load.ts). Loads with the modal (the button reaches it through import()).
export { hostedState, setAnalyticsForbidden } from './hosted-state';
export { accountFeatureList, signInWithRemote } from './selectors';
export { isOriginAllowed, originMatches } from './rules/origins';
export { remoteFeaturesOf, resolveAccountFeatures, resolveSignIn, type RemoteFeatures } from './rules/precedence';
export { forgetHostedRequests, loadHostedConfig, PROJECT_CONFIG_TTL_MS } from './load';
