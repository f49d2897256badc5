// The sign-in with the wallet route for the router's view table: one lazy chunk (siwx-views.ts), loaded when the
// view first opens; its title is in the static catalogue, so the header shows while the chunk loads.
import { viewChunks } from '../chunks/views';
import { lazyFeatureView } from '../features/feature-views';
import type { Feature } from '../features/registry';

const chunk: Feature = { start: 'SiwxSignIn', titles: { SiwxSignIn: 'siwx.title' }, load: viewChunks.siwxViews.quiet };

export const SIWX_ROUTES = { SiwxSignIn: { titleKey: 'siwx.title' as const, component: lazyFeatureView(chunk, 'SiwxSignIn').component } };
