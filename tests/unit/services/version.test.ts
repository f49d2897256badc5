import { expect } from 'chai';
import { SDK_VERSION } from '../../../src/services/version';
import pkg from '../../../package.json';

describe('version', () => {
  it('the element and its service calls report the package version', () => {
    expect(SDK_VERSION).to.equal(pkg.version);
  });
});
