// The On-ramp calls of the blockchain service (BlockchainApi's on-ramp half), in one place for the feature.
import type { OnRampApi } from '../../services/blockchain-api/onramp';
import { blockchainApi } from '../blockchain-api';

/** The service's On-ramp calls. */
export const onRampApi = (): OnRampApi => blockchainApi();
