// The On-ramp calls of the blockchain service. STUB bridge (onramp-view): until the onramp-devnet
// client adds these methods to BlockchainApi, the feature reaches them through this cast; at merge
// the lead makes it `blockchainApi()` itself (and the shapes come from the real client).
import type { OnRampApi } from '../../services/blockchain-api/onramp';
import { blockchainApi } from '../blockchain-api';

/** The service's On-ramp calls. */
export const onRampApi = (): OnRampApi => blockchainApi() as unknown as OnRampApi;
