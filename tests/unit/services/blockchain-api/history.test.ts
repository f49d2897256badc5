import { expect } from 'chai';
import { MAX_HISTORY_PAGE, parseHistoryPage, parseHistoryTransaction, parseHistoryTransfer } from '../../../../src/services/blockchain-api';
import { WalletModalError } from '../../../../src/services/errors';

const HASH = `0x${'ab'.repeat(32)}`;
const transfer = {
  fungible_info: { name: 'Devnet USD Coin', symbol: 'dUSDC', icon: { url: 'https://tokens.example/dusdc.png' } },
  direction: 'out',
  quantity: { numeric: '12.5' },
  symbol: 'dUSDC',
  price: 1,
  value: 12.5,
};
const item = {
  id: `eip155:31337:${HASH}`,
  metadata: {
    operationType: 'send',
    hash: HASH,
    chain: 'eip155:31337',
    minedAt: '2026-11-24T01:02:03.000Z',
    sentFrom: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    sentTo: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    status: 'confirmed',
    nonce: 7,
  },
  transfers: [transfer],
};

function malformed(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).to.be.instanceOf(WalletModalError);
    expect((error as WalletModalError).name).to.equal('MalformedResponseError');
    return;
  }
  expect.fail('expected a MalformedResponseError');
}

describe('history answers (GET /v1/account/{address}/history)', () => {
  it('reads the hosted shape: metadata, fungible transfers with price and value as exact decimal text, and next', () => {
    const page = parseHistoryPage({ data: [item], next: 'abc_-123' });
    expect(page.next).to.equal('abc_-123');
    expect(page.data).to.deep.equal([
      {
        ...item,
        transfers: [{ fungible_info: transfer.fungible_info, direction: 'out', quantity: { numeric: '12.5' }, price: '1', value: '12.5' }],
      },
    ]);
  });

  it('reads an NFT transfer with its spam flag, and only an explicit true is spam', () => {
    const nft = {
      nft_info: { name: 'Free Airdrop NFT #3', content: { preview: { url: 'https://nft.example/3.svg' } }, flags: { is_spam: true } },
      direction: 'in',
      quantity: { numeric: '1' },
    };
    expect(parseHistoryTransfer(nft)).to.deep.equal(nft);
    expect(parseHistoryTransfer({ ...nft, nft_info: { name: 'x', flags: { is_spam: 'yes' } } })?.nft_info?.flags.is_spam).to.equal(false);
    expect(
      parseHistoryTransfer({ ...nft, nft_info: { name: 'x', content: { preview: { url: 'javascript:alert(1)' } } } })?.nft_info,
    ).to.deep.equal({ name: 'x', flags: { is_spam: false } });
  });

  it('drops transactions without a hash, a chain or a readable time, and transfers it cannot read', () => {
    for (const bad of [
      null,
      'tx',
      [],
      { metadata: null },
      { ...item, metadata: { ...item.metadata, hash: 42 } },
      { ...item, metadata: { ...item.metadata, hash: '<script>' } },
      { ...item, metadata: { ...item.metadata, chain: 'mainnet' } },
      { ...item, metadata: { ...item.metadata, minedAt: 'yesterday' } },
      { ...item, metadata: { ...item.metadata, minedAt: 1700000000 } },
    ]) {
      expect(parseHistoryTransaction(bad), JSON.stringify(bad)).to.equal(undefined);
    }
    for (const bad of [
      null,
      { ...transfer, direction: 'sideways' },
      { ...transfer, quantity: { numeric: '-1' } },
      { ...transfer, quantity: { numeric: '1e999' } },
      { ...transfer, quantity: { numeric: '9'.repeat(500) } },
      { ...transfer, fungible_info: { name: 'no symbol' } },
      { direction: 'in', quantity: { numeric: '1' } },
    ]) {
      expect(parseHistoryTransfer(bad), JSON.stringify(bad)).to.equal(undefined);
    }
    const mixed = parseHistoryTransaction({ ...item, transfers: [transfer, { direction: 'in' }, 'junk'] });
    expect(mixed?.transfers).to.have.length(1);
  });

  it('bounds what it keeps: hostile text, URLs, values, nonces and statuses are cleaned or left out', () => {
    const hostile = parseHistoryTransaction({
      id: 'x'.repeat(10_000),
      metadata: { ...item.metadata, operationType: 'DROP TABLE', sentFrom: 'a b', sentTo: 'z'.repeat(500), status: 'exploded', nonce: -1 },
      transfers: [
        {
          ...transfer,
          fungible_info: { name: '\u202Eevil\u0000', symbol: 'S'.repeat(100), icon: { url: 'http://evil.example/x.png' } },
          value: 1e20,
          price: 'NaN',
        },
      ],
    });
    expect(hostile?.id).to.equal(`eip155:31337:${HASH}`);
    expect(hostile?.metadata).to.deep.equal({
      operationType: 'execute',
      hash: HASH,
      chain: 'eip155:31337',
      minedAt: item.metadata.minedAt,
      sentFrom: '',
      status: 'confirmed',
    });
    const [cleaned] = hostile?.transfers ?? [];
    expect(cleaned?.fungible_info).to.deep.equal({ name: 'evil', symbol: `${'S'.repeat(15)}…` });
    expect(cleaned).to.not.have.property('value');
    expect(cleaned).to.not.have.property('price');
    const many = parseHistoryTransaction({ ...item, transfers: Array.from({ length: 500 }, () => transfer) });
    expect(many?.transfers).to.have.length(50);
  });

  it('keeps at most MAX_HISTORY_PAGE transactions and drops a cursor that is not one', () => {
    const page = parseHistoryPage({ data: Array.from({ length: 1000 }, () => item), next: 'a b' });
    expect(page.data).to.have.length(MAX_HISTORY_PAGE);
    expect(page).to.not.have.property('next');
    expect(parseHistoryPage({ data: [], next: null })).to.deep.equal({ data: [] });
    expect(parseHistoryPage({ data: [], next: 'c'.repeat(5000) })).to.deep.equal({ data: [] });
  });

  it('a body that is not a transaction list is a MalformedResponseError', () => {
    for (const body of [null, 'data', [], {}, { data: {} }, { data: 'x' }, { transactions: [] }]) malformed(() => parseHistoryPage(body));
  });
});
