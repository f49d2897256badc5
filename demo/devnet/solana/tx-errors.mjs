// litesvm transaction errors in the RPC's JSON form ("AlreadyProcessed",
// {"InstructionError": [0, {"Custom": 1}]}), as kit's error decoders expect.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal.js';

// napi emits these as const enums, absent at runtime; their names live only in the generated typings.
const typings = readFileSync(createRequire(import.meta.url).resolve('litesvm/dist/internal.d.ts'), 'utf8');

function enumNames(name) {
  const body = typings.match(new RegExp(`enum ${name} \\{([^}]*)\\}`))?.[1] ?? '';
  const names = [];
  for (const [, key, value] of body.matchAll(/(\w+) = (\d+)/g)) names[Number(value)] = key;
  return names;
}

const TRANSACTION_ERRORS = enumNames('TransactionErrorFieldless');
const INSTRUCTION_ERRORS = enumNames('InstructionErrorFieldless');

function instructionErrorJson(error) {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? `InstructionError${error}`;
  if (error instanceof InstructionErrorCustom) return { Custom: error.code };
  return { BorshIoError: error.msg ?? String(error) };
}

/** The RPC JSON of a litesvm error (FailedTransactionMetadata.err()). */
export function transactionErrorJson(error) {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `TransactionError${error}`;
  if (error instanceof TransactionErrorInstructionError) return { InstructionError: [error.index, instructionErrorJson(error.err())] };
  if (error instanceof TransactionErrorDuplicateInstruction) return { DuplicateInstruction: error.index };
  if (error instanceof TransactionErrorInsufficientFundsForRent) return { InsufficientFundsForRent: { account_index: error.accountIndex } };
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } };
  }
  return String(error);
}

/** A one-line description for JSON-RPC error messages. */
export function describeTransactionError(errorJson) {
  return typeof errorJson === 'string' ? errorJson : JSON.stringify(errorJson);
}
