import { expect } from 'chai';
import { namespacesToConnect } from '../../../../../src/state/connection/rules/connect-namespaces';

describe('namespacesToConnect', () => {
  it('lists every configured namespace while nothing is connected', () => {
    expect(namespacesToConnect({ configured: ['eip155', 'solana'], connected: [] })).to.deep.equal(['eip155', 'solana']);
    expect(namespacesToConnect({ configured: ['eip155'], connected: [] })).to.deep.equal(['eip155']);
  });

  it('lists the namespace not yet connected', () => {
    expect(namespacesToConnect({ configured: ['eip155', 'solana'], connected: ['eip155'] })).to.deep.equal(['solana']);
    expect(namespacesToConnect({ configured: ['eip155', 'solana'], connected: ['solana'] })).to.deep.equal(['eip155']);
  });

  it('lists only the namespace the host asked for, when it is configured', () => {
    expect(namespacesToConnect({ configured: ['eip155', 'solana'], connected: [], requested: 'solana' })).to.deep.equal(['solana']);
    expect(namespacesToConnect({ configured: ['eip155'], connected: [], requested: 'solana' })).to.deep.equal(['eip155']);
  });

  it('lists the configured namespaces again once all are connected (switching wallets)', () => {
    expect(namespacesToConnect({ configured: ['eip155', 'solana'], connected: ['eip155', 'solana'] })).to.deep.equal(['eip155', 'solana']);
  });
});
