// The page's embedded (auth) connector: created with its configuration (the element's settings,
// the networks and the page, config.ts) and registered when this chunk loads.
import { registerConnector } from '../connection';
import { pageAuthConfig } from './config';
import { createAuthConnector } from './embedded';

const embedded = createAuthConnector(pageAuthConfig);

export const authConnector = embedded.connector;
export const { secureSite, userRequest, signedIn, setAccountType, refreshSmartAccountDeployed } = embedded;
export { signInWithSocial } from '../../services/secure-site';

registerConnector(authConnector);
