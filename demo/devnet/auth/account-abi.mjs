// The ABIs of the devnet's smart accounts (contracts/EmbeddedAccount*.sol) that the auth service and
// the frame's signer (signers/evm.mjs) call: the factory's counterfactual address and first transaction, the account's execute.
import { parseAbi } from 'viem';

export const FACTORY_ABI = parseAbi([
  'function getAddress(address owner) view returns (address)',
  'function createAccount(address owner) returns (address)',
  'function deployAndExecute(address owner, address to, uint256 value, bytes data) returns (bytes)',
]);

export const ACCOUNT_ABI = parseAbi([
  'function owner() view returns (address)',
  'function execute(address to, uint256 value, bytes data) returns (bytes)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
]);
