// The sign-in with the wallet view's chunk (see siwx-routes.ts): loaded when it first opens, with the flow's state.
import { SiwxSignInView } from './SiwxSignInView';

export const views = { SiwxSignIn: SiwxSignInView };
