import { expect } from 'chai';
import { isOriginAllowed, originMatches } from '../../../../src/state/hosted/rules/origins';

describe('origin allowlist', () => {
  it('matches an exact origin, in any case, and a listed URL by its origin', () => {
    expect(originMatches('https://app.example.com', 'https://app.example.com')).to.equal(true);
    expect(originMatches('https://app.example.com', 'HTTPS://App.Example.com')).to.equal(true);
    expect(originMatches('https://app.example.com', 'https://app.example.com/some/path')).to.equal(true);
    expect(originMatches('https://app.example.com', 'http://app.example.com')).to.equal(false);
    expect(originMatches('https://app.example.com:8443', 'https://app.example.com')).to.equal(false);
  });

  it('reads *.example.com as every subdomain over any scheme, never the bare domain or a look-alike', () => {
    expect(originMatches('https://app.example.com', '*.example.com')).to.equal(true);
    expect(originMatches('http://a.b.example.com', '*.example.com')).to.equal(true);
    expect(originMatches('https://example.com', '*.example.com')).to.equal(false);
    expect(originMatches('https://evilexample.com', '*.example.com')).to.equal(false);
    expect(originMatches('https://example.com.evil.net', '*.example.com')).to.equal(false);
    expect(originMatches('https://app.example.com', 'https://*.example.com')).to.equal(true);
    expect(originMatches('http://app.example.com', 'https://*.example.com')).to.equal(false);
  });

  it('takes * as any port, and treats regular-expression characters in a pattern literally', () => {
    expect(originMatches('http://dapp.test:4173', 'http://dapp.test:*')).to.equal(true);
    expect(originMatches('http://dappXtest:4173', 'http://dapp.test:*')).to.equal(false);
    expect(originMatches('https://a.example.com', '(.*)')).to.equal(false);
    expect(originMatches('https://a.example.com', '')).to.equal(false);
  });

  it('allows every origin for an empty list, loopback pages always, and others only when listed', () => {
    expect(isOriginAllowed('https://dapp.example', [])).to.equal(true);
    expect(isOriginAllowed('http://localhost:3000', ['https://only.example'])).to.equal(true);
    expect(isOriginAllowed('http://127.0.0.1:4173', ['https://only.example'])).to.equal(true);
    expect(isOriginAllowed('http://[::1]:8080', ['https://only.example'])).to.equal(true);
    expect(isOriginAllowed('https://dapp.example', ['https://only.example'])).to.equal(false);
    expect(isOriginAllowed('https://dapp.example', ['https://only.example', 'https://dapp.example'])).to.equal(true);
    expect(isOriginAllowed('https://shop.dapp.example', ['*.dapp.example'])).to.equal(true);
    // A host named like loopback is not loopback.
    expect(isOriginAllowed('https://localhost.evil.example', ['https://only.example'])).to.equal(false);
  });
});
