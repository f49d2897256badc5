import { expect } from 'chai';
import type { HistoryTransaction, HistoryTransfer } from '../../../../../src/services/blockchain-api';
import {
  activityKind,
  counterparty,
  mainTransfer,
  shortQuantity,
  transferQuantity,
  visibleTransfers,
} from '../../../../../src/state/activity/rules/describe';

const OWN = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const OTHER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

const fungible = (symbol: string, numeric: string, direction: HistoryTransfer['direction']): HistoryTransfer => ({
  fungible_info: { name: symbol, symbol },
  direction,
  quantity: { numeric },
});
const nft = (isSpam: boolean): HistoryTransfer => ({
  nft_info: { name: 'NFT #1', flags: { is_spam: isSpam } },
  direction: 'in',
  quantity: { numeric: '1' },
});

function tx(
  operationType: string,
  transfers: HistoryTransfer[],
  { status = 'confirmed', sentFrom = OWN, sentTo = OTHER } = {},
): HistoryTransaction {
  return {
    id: 'x',
    metadata: {
      operationType,
      hash: '0x1',
      chain: 'eip155:1',
      minedAt: '2026-01-01T00:00:00.000Z',
      sentFrom,
      sentTo,
      status: status as 'confirmed',
    },
    transfers,
  };
}

describe('Activity rows: what happened', () => {
  it('names the operation: sent, received, swapped, bought, approved, minted, burned, deployed', () => {
    const cases: [string, string][] = [
      ['send', 'sent'],
      ['receive', 'received'],
      ['trade', 'swapped'],
      ['buy', 'bought'],
      ['approve', 'approved'],
      ['mint', 'minted'],
      ['burn', 'burned'],
      ['deploy', 'deployed'],
    ];
    for (const [operation, kind] of cases) expect(activityKind(tx(operation, [])), operation).to.equal(kind);
  });

  it('says failed whatever the operation, when the transaction failed', () => {
    expect(activityKind(tx('send', [fungible('ETH', '1', 'out')], { status: 'failed' }))).to.equal('failed');
    expect(activityKind(tx('execute', [], { status: 'failed' }))).to.equal('failed');
  });

  it('reads an unnamed operation (execute, or one it does not know) from the directions of the real transfers', () => {
    expect(activityKind(tx('execute', [fungible('ETH', '1', 'out'), fungible('dUSDC', '3', 'in')]))).to.equal('swapped');
    expect(activityKind(tx('execute', [fungible('ETH', '1', 'out')]))).to.equal('sent');
    expect(activityKind(tx('claim', [fungible('ETH', '1', 'in')]))).to.equal('received');
    expect(activityKind(tx('execute', [nft(true)]))).to.equal('executed');
    expect(activityKind(tx('execute', []))).to.equal('executed');
  });

  it('shows the real transfers of a mixed transaction, never the spam NFT beside them', () => {
    const mixed = tx('mint', [nft(true), fungible('dUSDC', '0.25', 'in')]);
    expect(visibleTransfers(mixed).map((transfer) => transfer.fungible_info?.symbol)).to.deep.equal(['dUSDC']);
    expect(mainTransfer(mixed)?.fungible_info?.symbol).to.equal('dUSDC');
    expect(visibleTransfers(tx('receive', [nft(false)]))).to.have.length(1);
  });

  it('shows what went out of a swap', () => {
    expect(mainTransfer(tx('trade', [fungible('dUSDC', '3', 'in'), fungible('ETH', '1', 'out')]))?.fungible_info?.symbol).to.equal('ETH');
  });

  it('names the other party: the receiver of a send, the sender of a receipt, never the account itself', () => {
    expect(counterparty(tx('send', [], { sentTo: TOKEN }), OWN)).to.equal(TOKEN);
    expect(counterparty(tx('receive', [], { sentFrom: OTHER, sentTo: OWN }), OWN)).to.equal(OTHER);
    expect(counterparty(tx('receive', [], { sentFrom: OWN, sentTo: TOKEN }), OWN.toUpperCase())).to.equal(TOKEN);
    expect(counterparty(tx('send', [], { sentFrom: OWN, sentTo: OWN }), OWN)).to.equal(undefined);
  });

  it('shortens quantities: grouped, at most 4 decimals, dust as <0.0001, exact for huge ones', () => {
    expect(shortQuantity('12.5')).to.equal('12.5');
    expect(shortQuantity('1234567.123456')).to.equal('1,234,567.1234');
    expect(shortQuantity('0.00000001')).to.equal('<0.0001');
    expect(shortQuantity('0')).to.equal('0');
    expect(shortQuantity('1.0000')).to.equal('1');
    expect(shortQuantity('115792089237316195423570985008687907853269984665640564039457584007913129639935')).to.match(
      /^115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457,584,007,913,129,639,935$/,
    );
  });

  it("writes a row's quantity in the visitor's locale, from the plain decimal the row keeps", () => {
    expect(transferQuantity({ numeric: '1234567.123456' }, 'en')).to.equal('1,234,567.1234');
    expect(transferQuantity({ numeric: '1234567.123456' }, 'de')).to.equal('1.234.567,1234');
    expect(transferQuantity({ numeric: '0.00000001' }, 'fr')).to.equal('<0,0001');
    expect(transferQuantity({ numeric: '12.5' }, 'ar')).to.match(/^[\u0660-\u0669٫]+$|^12[.,٫]5$/);
  });
});
