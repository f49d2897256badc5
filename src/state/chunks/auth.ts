// The embedded-account connector, loaded by the sign-in actions (../auth): it reaches the
// connection folder, so it cannot share ./connection.ts, whose chunks that folder loads.
import { defineChunks } from './load';

export const authChunks = defineChunks({
  authConnector: () => import('../auth/connector'),
});
