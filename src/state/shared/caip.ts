// Chain-agnostic ids: CAIP-2 network ids (`namespace:reference`) and CAIP-10 addresses (`namespace:reference:address`).
import { createError } from '../../services/errors';

export type CaipNetworkId = `${string}:${string}`;
export type CaipAddress = `${string}:${string}:${string}`;

export interface ParsedCaipNetworkId {
  namespace: string;
  reference: string;
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string;
  caipNetworkId: CaipNetworkId;
}

const NAMESPACE = /^[-a-z0-9]{3,8}$/;
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/;

/** Splits a CAIP-2 id; throws `InvalidCaipNetworkIdError` unless it is exactly 2 valid parts. */
export function parseCaipNetworkId(caipNetworkId: string): ParsedCaipNetworkId {
  const parts = typeof caipNetworkId === 'string' ? caipNetworkId.split(':') : [];
  const [namespace = '', reference = ''] = parts;
  if (parts.length !== 2 || !NAMESPACE.test(namespace) || !REFERENCE.test(reference)) {
    throw createError('InvalidCaipNetworkIdError', { message: `Invalid network id: ${String(caipNetworkId)}` });
  }
  return { namespace, reference };
}

/** The CAIP-2 network part of a CAIP-10 address the state built itself (not validated; see parseCaipAddress for input). */
export function networkOfCaipAddress(caipAddress: string): CaipNetworkId;
export function networkOfCaipAddress(caipAddress: string | undefined): CaipNetworkId | undefined;
export function networkOfCaipAddress(caipAddress: string | undefined): CaipNetworkId | undefined {
  if (!caipAddress) return undefined;
  const [namespace = '', reference = ''] = caipAddress.split(':');
  return `${namespace}:${reference}`;
}

/** Splits a CAIP-10 address; throws `InvalidCaipAddressError` unless it is exactly 3 valid parts. */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const parts = typeof caipAddress === 'string' ? caipAddress.split(':') : [];
  const [namespace = '', reference = '', address = ''] = parts;
  if (parts.length !== 3 || !NAMESPACE.test(namespace) || !REFERENCE.test(reference) || !ACCOUNT_ADDRESS.test(address)) {
    throw createError('InvalidCaipAddressError', { message: `Invalid chain-agnostic address: ${String(caipAddress)}` });
  }
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` };
}
