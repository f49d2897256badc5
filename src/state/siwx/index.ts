// Sign-in with the wallet: the flow, loaded as its own chunk once sign-in is configured and an account connects
// (state/index.ts's watcher) or its view opens. Its plain state is account/sign-in-state.ts.
export { signInPolicy } from './backend';
export { cancelSignIn, followAccounts, requestSignIn, signIn } from './flow';
export { planOneClick } from './one-click';
