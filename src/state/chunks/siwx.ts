// Sign-in with the wallet's flow, loaded by the facade (../index.ts) once an account connects and by the WalletConnect
// pairing (one click): its own file, since the pairing's folder is itself a chunk of ./features.ts.
import { defineChunks } from './load';

export const siwxChunks = defineChunks({ siwx: () => import('../siwx') });
