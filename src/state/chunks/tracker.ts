// The pending tracker's loader (src/state/activity/pending.ts), for the followed transactions' light
// face (../transactions): its own file, so that the tracker's chunk never imports the file that loads it.
import { defineChunks } from './load';

export const trackerChunks = defineChunks({ pendingTracker: () => import('../activity/pending') });
