// The names answers (suggestions, a registration, smart sessions) against the devnet's shapes and hostile bodies,
// and the service's refusal read for the visitor.
import { expect } from 'chai';
import {
  parseNamesForAddress,
  parseNameSuggestions,
  parseRegisteredName,
  parseSessions,
  serviceRefusal,
} from '../../../../src/services/blockchain-api';
import { createError, HttpError, type WalletModalError } from '../../../../src/services/errors';

const malformed = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect((error as WalletModalError).name).to.equal('MalformedResponseError');
    return;
  }
  expect.fail('expected a MalformedResponseError');
};

describe('name suggestions', () => {
  it('reads {suggestions: [{name, registered}]}, lower-cased, dropping malformed entries', () => {
    const body = {
      suggestions: [
        { name: 'bob.wallet-modal.eth', registered: true },
        { name: 'Bob1.wallet-modal.eth', registered: false },
        { name: 'a b' },
        7,
        { name: 'x'.repeat(300) },
      ],
    };
    expect(parseNameSuggestions(body)).to.deep.equal([
      { name: 'bob.wallet-modal.eth', registered: true },
      { name: 'bob1.wallet-modal.eth', registered: false },
    ]);
  });

  it('refuses another shape and keeps at most 10', () => {
    malformed(() => parseNameSuggestions([]));
    malformed(() => parseNameSuggestions({ suggestions: 'x' }));
    const many = { suggestions: Array.from({ length: 50 }, (_, i) => ({ name: `n${i}.z.eth`, registered: false })) };
    expect(parseNameSuggestions(many)).to.have.length(10);
  });
});

describe('the names of an address', () => {
  it('reads the reverse lookup newest first, dropping malformed entries; [] is none', () => {
    expect(
      parseNamesForAddress([{ name: 'bob-2.wallet-modal.eth' }, { name: 7 }, { name: 'Bob.wallet-modal.eth', addresses: {} }]),
    ).to.deep.equal(['bob-2.wallet-modal.eth', 'bob.wallet-modal.eth']);
    expect(parseNamesForAddress([])).to.deep.equal([]);
    malformed(() => parseNamesForAddress({ name: 'x' }));
  });
});

describe('a registration', () => {
  it('answers the name asked for', () => {
    expect(parseRegisteredName({ name: 'bob-1.wallet-modal.eth', addresses: {} }, 'bob-1.wallet-modal.eth')).to.equal(
      'bob-1.wallet-modal.eth',
    );
    malformed(() => parseRegisteredName({ name: 'eve.wallet-modal.eth' }, 'bob-1.wallet-modal.eth'));
    malformed(() => parseRegisteredName([], 'bob-1.wallet-modal.eth'));
  });
});

describe('smart sessions', () => {
  const entry = {
    project: { id: 'p', name: 'Game Room', url: 'https://game.example', iconUrl: 'https://game.example/icon.png' },
    pci: '4f1c1a57-1111-4222-8333-944445555666',
    expiry: 1_800_000_000,
    createdAt: 1_700_000_000,
    permissions: [
      { type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', start: 1_700_000_000, period: 86_400 } },
    ],
    policies: [],
    context: '0x00',
    revokedAt: null,
  };

  it('reads the hosted shape: ms times, a summary of each permission, safe URLs only', () => {
    expect(parseSessions({ pcis: [entry] })).to.deep.equal([
      {
        pci: entry.pci,
        projectName: 'Game Room',
        projectUrl: 'https://game.example',
        iconUrl: 'https://game.example/icon.png',
        expiresAt: 1_800_000_000_000,
        createdAt: 1_700_000_000_000,
        revokedAt: undefined,
        permissions: [{ type: 'native-token-recurring-allowance', summary: 'allowance 10000000000000000 wei, every 86400 s' }],
      },
    ]);
    const hostile = {
      ...entry,
      project: { name: 'Evil\u202Eapp', url: 'javascript:alert(1)', iconUrl: 'data:text/html,x' },
      revokedAt: 1_750_000_000,
    };
    const [read] = parseSessions({ pcis: [hostile] });
    expect(read).to.include({ projectName: 'Evilapp', projectUrl: undefined, iconUrl: undefined, revokedAt: 1_750_000_000_000 });
  });

  it('drops entries without a pci, a name or an expiry; refuses another shape', () => {
    expect(
      parseSessions({ pcis: [{ ...entry, pci: '../x' }, { ...entry, expiry: 'soon' }, { ...entry, project: {} }, null] }),
    ).to.deep.equal([]);
    malformed(() => parseSessions({ sessions: [] }));
  });
});

describe('the service refusal shown to the visitor', () => {
  const http = (status: number, body: unknown) => new HttpError({ status, url: 'x', serverMessage: undefined, body });

  it('is the first reason of a 4xx, cleaned, also behind a named error', () => {
    const refused = http(400, {
      status: 'FAILED',
      reasons: [{ field: 'name', description: 'Name is already registered: bob.wallet-modal.eth' }],
    });
    expect(serviceRefusal(refused)).to.equal('Name is already registered: bob.wallet-modal.eth');
    expect(serviceRefusal(createError('NameRegistrationError', { cause: refused }))).to.equal(
      'Name is already registered: bob.wallet-modal.eth',
    );
    expect(serviceRefusal(http(401, { reasons: [{ description: 'bad\u0000 signature' }] }))).to.equal('bad signature');
  });

  it('is nothing for a 5xx, a body without reasons, or another error', () => {
    expect(serviceRefusal(http(500, { reasons: [{ description: 'x' }] }))).to.equal(undefined);
    expect(serviceRefusal(http(400, {}))).to.equal(undefined);
    expect(serviceRefusal(new Error('x'))).to.equal(undefined);
  });
});
