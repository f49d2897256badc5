// The sign-in's Solana signature: `solana:signIn` where the wallet has it (given the message's fields; the wallet's
// own text comes back, and must carry the nonce and the account), else `solana:signMessage` on the text's bytes.
import { expect } from 'chai';
import { toBase58 } from '../../../../src/services/secure-site/base58';
import { signSolanaMessage } from '../../../../src/services/connectors/solana-sign-message';
import type { StandardWallet } from '../../../../src/services/connectors/solana-standard';
import { rejectionOf } from '../../../fixtures/rejection';

const ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const TEXT = [
  'site.example wants you to sign in with your Solana account:',
  ADDRESS,
  '',
  'URI: https://site.example',
  'Version: 1',
  'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Nonce: abcd1234efgh',
  'Issued At: 2026-01-01T00:00:00.000Z',
].join('\n');
const SIGNATURE = new Uint8Array(64).fill(7);

const wallet = (features: Record<string, unknown>): StandardWallet => ({
  name: 'Test',
  icon: '',
  chains: [],
  accounts: [{ address: ADDRESS, chains: [] }],
  features,
});

describe('services/connectors: the Solana sign-in signature', () => {
  it('uses solana:signIn with the fields of the message, and returns the text the wallet signed', async () => {
    const asked: Record<string, string>[] = [];
    const signIn = async (input: Record<string, string>) => {
      asked.push(input);
      return [{ signedMessage: new TextEncoder().encode(`${TEXT}\nResources:`), signature: SIGNATURE }];
    };
    const signed = await signSolanaMessage(wallet({ 'solana:signIn': { signIn } }), ADDRESS, TEXT);
    expect(asked).to.deep.equal([
      {
        domain: 'site.example',
        address: ADDRESS,
        uri: 'https://site.example',
        version: '1',
        chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        nonce: 'abcd1234efgh',
        issuedAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    expect(signed).to.deep.equal({ message: `${TEXT}\nResources:`, signature: toBase58(SIGNATURE) });
  });

  it("refuses a signIn whose text lacks the site's nonce", async () => {
    const signIn = async () => [{ signedMessage: new TextEncoder().encode(TEXT.replace('abcd1234efgh', 'other')), signature: SIGNATURE }];
    const error = await rejectionOf(signSolanaMessage(wallet({ 'solana:signIn': { signIn } }), ADDRESS, TEXT));
    expect(error).to.have.property('name', 'InvalidWalletAnswerError');
  });

  it('else signs the bytes of the text with solana:signMessage', async () => {
    const messages: string[] = [];
    const signMessage = async ({ message }: { message: Uint8Array }) => {
      messages.push(new TextDecoder().decode(message));
      return [{ signedMessage: message, signature: SIGNATURE }];
    };
    const signed = await signSolanaMessage(wallet({ 'solana:signMessage': { signMessage } }), ADDRESS, TEXT);
    expect(messages).to.deep.equal([TEXT]);
    expect(signed).to.deep.equal({ message: TEXT, signature: toBase58(SIGNATURE) });
  });
});
