// The sign-in views' routes for the router's view table. They are one lazy chunk
// (sign-in-views.ts), loaded when the first of them opens or on intent (pointer over or
// focus on a sign-in button); their titles are in the static catalogue, so the header
// shows while the chunk loads. The connector itself is the actions' business, not this chunk's.
import { viewChunks } from '../../chunks/views';
import type { ComponentType } from 'react';
import { lazyFeatureView } from '../../features/feature-views';
import type { Feature } from '../../features/registry';
import type { MessageKey } from '../../i18n/catalogue';
import { SocialSignInTitle } from './SocialSignInTitle';

export type SignInView = 'ConnectingEmail' | 'ConnectingSocial' | 'ConnectingFarcaster' | 'AllSocials';

const titles = {
  ConnectingEmail: 'auth.email.title',
  ConnectingSocial: 'auth.social.title',
  ConnectingFarcaster: 'auth.farcaster.title',
  AllSocials: 'auth.allSocials.title',
} as const satisfies Record<SignInView, MessageKey>;

const chunk: Feature = { start: 'ConnectingEmail', titles, load: viewChunks.signInViews.quiet };

const routes = (Object.keys(titles) as SignInView[]).map((view) => [view, lazyFeatureView(chunk, view)] as const);

interface SignInRoute {
  titleKey: MessageKey;
  /** A title that needs live data (the provider's name), rendered in the header instead of `titleKey`. */
  Title?: ComponentType;
  component: ComponentType;
}

/** The sign-in views by route, with their titles, for the router's view table. */
export const SIGN_IN_ROUTES = Object.fromEntries(
  routes.map(([view, { component }]) => [
    view,
    { titleKey: titles[view], component, Title: view === 'ConnectingSocial' ? SocialSignInTitle : undefined },
  ]),
) as Record<SignInView, SignInRoute>;

/** Starts loading the sign-in views (a failure is reported when a view opens). */
export function preloadSignInViews() {
  void routes[0]?.[1].lazy.load().catch(() => undefined);
}
