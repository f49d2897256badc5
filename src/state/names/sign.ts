// The account's personal_sign of a text, through the connected connector's EIP-1193 provider (the
// embedded connector's: the secure site signs once the visitor approves, ERC-6492-wrapped while a smart account is undeployed).
import { isHex, stringToHex } from 'viem/utils';
import { WALLET_PROMPT_TIMEOUT_MS, withDeadline } from '../../services/connectors/deadline';
import { createError } from '../../services/errors';
import { namesProvider } from './names-account';

/** A signature is hex, and not absurdly long (ERC-6492 wraps add the factory call). */
const MAX_SIGNATURE_LENGTH = 20_000;

/** `text` signed by `address`; a `DisconnectedError` without a provider, an `InvalidWalletAnswerError` for a non-signature. */
export async function personalSign(text: string, address: string): Promise<string> {
  const provider = namesProvider();
  if (!provider) throw createError('DisconnectedError', { message: 'No wallet is connected on eip155' });
  const signature = await withDeadline(
    provider.request({ method: 'personal_sign', params: [stringToHex(text), address] }),
    WALLET_PROMPT_TIMEOUT_MS,
    'the signature',
  );
  if (typeof signature !== 'string' || !isHex(signature) || signature.length < 4 || signature.length > MAX_SIGNATURE_LENGTH) {
    throw createError('InvalidWalletAnswerError', { message: 'personal_sign did not answer a signature' });
  }
  return signature;
}
