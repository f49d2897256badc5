// What the project's hosted configuration says for this page: its feature switches, whether
// the page's origin is off its allowlist, and whether analytics refused the page (HTTP 403).
import { ref } from 'valtio';
import { defineProxySlice } from '../shared';
import { remoteFeaturesOf, type RemoteFeatures } from './rules/precedence';
import type { ProjectFeature } from '../../services/registry/project-config';

interface HostedState {
  /** The remote switches, once fetched (or read from the cache); undefined: the defaults apply. */
  remote?: RemoteFeatures;
  /** The page's origin, when a non-empty allowlist does not admit it. */
  blockedOrigin?: string;
  /** Analytics answered 403: an invalid app configuration; nothing more is sent this page. */
  analyticsForbidden: boolean;
}

export const hostedState = defineProxySlice<HostedState>({ name: 'hosted/state', initial: () => ({ analyticsForbidden: false }) });

export function setProjectFeatures(features: readonly ProjectFeature[] | undefined) {
  hostedState.remote = features ? ref(remoteFeaturesOf(features)) : undefined;
}

export function setBlockedOrigin(origin: string | undefined) {
  hostedState.blockedOrigin = origin;
}

export function setAnalyticsForbidden() {
  hostedState.analyticsForbidden = true;
}
