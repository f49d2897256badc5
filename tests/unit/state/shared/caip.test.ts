import { expect } from 'chai';
import fc from 'fast-check';
import { isWalletModalError } from '../../../../src/services/errors';
import { parseCaipAddress, parseCaipNetworkId } from '../../../../src/utils';
import { networkOfCaipAddress } from '../../../../src/state/shared/caip';

const namespaces = fc.stringMatching(/^[-a-z0-9]{3,8}$/);
const references = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/);
const accountAddresses = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/);
const colonFree = fc.string().filter((part) => !part.includes(':'));
// Valid parts, so only the part count can make the parser throw.
const validPartsOfLength = (lengths: fc.Arbitrary<number>) =>
  lengths.chain((length) =>
    fc
      .tuple(namespaces, fc.array(references, { minLength: length - 1, maxLength: length - 1 }))
      .map(([namespace, rest]) => [namespace, ...rest]),
  );

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('parseCaipNetworkId', () => {
  it('splits namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:1')).to.deep.equal({ namespace: 'eip155', reference: '1' });
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).to.deep.equal({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    });
  });

  it('throws InvalidCaipNetworkIdError unless there are exactly 2 valid parts', () => {
    for (const bad of [
      'eip155',
      'eip155:1:0xabc',
      ':1',
      'eip155:',
      'EIP155:1',
      'ab:1',
      'toolongns:1',
      'eip155:1.5',
      `eip155:${'a'.repeat(33)}`,
      '',
    ]) {
      const error = thrownBy(() => parseCaipNetworkId(bad));
      expect(isWalletModalError(error, 'InvalidCaipNetworkIdError'), bad).to.equal(true);
      expect(error).to.include({ code: 'INVALID_CAIP_NETWORK_ID', messageKey: 'error.invalidCaipNetworkId' });
    }
  });

  it('property: valid parts round-trip', () => {
    fc.assert(
      fc.property(namespaces, references, (namespace, reference) => {
        expect(parseCaipNetworkId(`${namespace}:${reference}`)).to.deep.equal({ namespace, reference });
      }),
    );
  });

  it('property: a string with 1 or 3+ colon-separated parts throws', () => {
    const wrongPartCounts = fc.oneof(
      colonFree.map((part) => [part]),
      fc.array(colonFree, { minLength: 3, maxLength: 6 }),
      validPartsOfLength(fc.constantFrom(1, 3, 4, 5)),
    );
    fc.assert(
      fc.property(wrongPartCounts, (parts) => {
        expect(
          isWalletModalError(
            thrownBy(() => parseCaipNetworkId(parts.join(':'))),
            'InvalidCaipNetworkIdError',
          ),
        ).to.equal(true);
      }),
    );
  });
});

describe('parseCaipAddress', () => {
  it('splits namespace, reference and address, and names the network', () => {
    expect(parseCaipAddress('eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).to.deep.equal({
      namespace: 'eip155',
      reference: '31337',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipNetworkId: 'eip155:31337',
    });
  });

  it('throws InvalidCaipAddressError unless there are exactly 3 valid parts', () => {
    for (const bad of ['eip155:1', 'eip155:1:0xabc:extra', 'eip155:1:', '::0xabc', 'eip155::0xabc', '0xabc', '', 'eip155:1:0x abc']) {
      const error = thrownBy(() => parseCaipAddress(bad));
      expect(isWalletModalError(error, 'InvalidCaipAddressError'), bad).to.equal(true);
      expect(error).to.include({ code: 'INVALID_CAIP_ADDRESS', messageKey: 'error.invalidCaipAddress' });
    }
  });

  it('property: valid parts round-trip', () => {
    fc.assert(
      fc.property(namespaces, references, accountAddresses, (namespace, reference, address) => {
        expect(parseCaipAddress(`${namespace}:${reference}:${address}`)).to.deep.equal({
          namespace,
          reference,
          address,
          caipNetworkId: `${namespace}:${reference}`,
        });
      }),
    );
  });

  it('property: a string with other than 3 colon-separated parts throws', () => {
    const wrongPartCounts = fc.oneof(
      fc.array(colonFree, { minLength: 1, maxLength: 6 }).filter((parts) => parts.length !== 3),
      validPartsOfLength(fc.constantFrom(1, 2, 4, 5)),
    );
    fc.assert(
      fc.property(wrongPartCounts, (parts) => {
        expect(
          isWalletModalError(
            thrownBy(() => parseCaipAddress(parts.join(':'))),
            'InvalidCaipAddressError',
          ),
        ).to.equal(true);
      }),
    );
  });
});

describe('networkOfCaipAddress', () => {
  it('is the CAIP-2 part of a CAIP-10 address, undefined without one', () => {
    expect(networkOfCaipAddress('eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).to.equal('eip155:31337');
    expect(networkOfCaipAddress('solana:8pYaRydqsAxJhwJR1RVLy62SAj3Tw7Xy:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).to.equal(
      'solana:8pYaRydqsAxJhwJR1RVLy62SAj3Tw7Xy',
    );
    expect(networkOfCaipAddress(undefined)).to.equal(undefined);
    expect(networkOfCaipAddress('')).to.equal(undefined);
  });
});
