// The sign-in views' chunk (see sign-in-routes.ts): loaded when one of them first opens.
import { AllSocialsView } from './AllSocialsView';
import { ConnectingEmailView } from './ConnectingEmailView';
import { ConnectingFarcasterView } from './ConnectingFarcasterView';
import { ConnectingSocialView } from './ConnectingSocialView';

export const views = {
  ConnectingEmail: ConnectingEmailView,
  ConnectingSocial: ConnectingSocialView,
  ConnectingFarcaster: ConnectingFarcasterView,
  AllSocials: AllSocialsView,
};
