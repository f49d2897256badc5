// getFeeForMessage without running the message: the base fee per signature
// plus the priority fee its compute-budget instructions ask for, as litesvm charges.
import { getCompiledTransactionMessageDecoder } from '@solana/kit';

const LAMPORTS_PER_SIGNATURE = 5000n;
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
const SET_COMPUTE_UNIT_LIMIT = 2;
const SET_COMPUTE_UNIT_PRICE = 3;
const MAX_COMPUTE_UNITS = 1_400_000n;
// Builtin programs get a smaller default compute allocation than programs run in the VM.
const BUILTIN_COMPUTE_UNITS = 3_000n;
const PROGRAM_COMPUTE_UNITS = 200_000n;
const BUILTINS = new Set([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET_PROGRAM,
  'AddressLookupTab1e1111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Vote111111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
]);

/** The compute units a compiled message may use and the price it offers per unit, in micro-lamports. */
export function computeBudgetOf(message) {
  let limit;
  let microLamportsPerUnit = 0n;
  let defaultLimit = 0n;
  for (const { programAddressIndex, data = new Uint8Array() } of message.instructions) {
    const program = message.staticAccounts[programAddressIndex];
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (program === COMPUTE_BUDGET_PROGRAM && data[0] === SET_COMPUTE_UNIT_LIMIT) limit = BigInt(view.getUint32(1, true));
    if (program === COMPUTE_BUDGET_PROGRAM && data[0] === SET_COMPUTE_UNIT_PRICE) microLamportsPerUnit = view.getBigUint64(1, true);
    defaultLimit += BUILTINS.has(program) ? BUILTIN_COMPUTE_UNITS : PROGRAM_COMPUTE_UNITS;
  }
  const units = limit ?? defaultLimit;
  return { computeUnits: units < MAX_COMPUTE_UNITS ? units : MAX_COMPUTE_UNITS, microLamportsPerUnit };
}

/** The fee in lamports for a serialized message. */
export function feeForMessage(messageBytes) {
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes);
  const { computeUnits, microLamportsPerUnit } = computeBudgetOf(message);
  const priorityFee = (microLamportsPerUnit * computeUnits + 999_999n) / 1_000_000n;
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts) + priorityFee;
}
