import { expect } from 'chai';
import { allowLoopbackFor, isSafeDeepLink, isSafeImageUrl, isSafeWebUrl } from '../../../../src/services/http/safe-url';

// Hostile links a registry entry, a wallet's metadata or a tampered storage entry can carry.
const SCRIPT_OR_SYSTEM = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript://%0aalert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'ms-msdt:/id PCWDiagnostic',
  'ms-msdt://',
  'search-ms:query=x',
  'search-ms://',
  'intent://scan/#Intent;scheme=zxing;end',
  'intent://',
  'view-source:https://example.com',
  'view-source://',
  'file:///etc/passwd',
  'file://',
  'blob:https://example.com/1',
  'about:blank',
  'ms-settings://',
  'chrome://settings',
  'ftp://example.com/',
  'mailto://',
  'tel://',
];
// Browsers drop leading whitespace and controls, and tabs or newlines inside a scheme.
const HIDDEN = [
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001fhttps://example.com',
  'java\tscript:alert(1)',
  'https://exa\nmple.com',
  'https://example.com/\u202egnp.exe',
  '\ufeffhttps://example.com',
];

describe('the URL allow-list', () => {
  afterEach(() => allowLoopbackFor([]));

  it("accepts https web pages and images, data:image images, and a wallet's own custom scheme as a deep link", () => {
    expect(isSafeWebUrl('https://app.rainbow.me/')).to.equal(true);
    expect(isSafeImageUrl('https://cdn.example/x.png')).to.equal(true);
    expect(isSafeImageUrl('data:image/png;base64,iVBORw0KGgo=')).to.equal(true);
    for (const link of ['rainbow:', 'metamask://', 'trust://', 'okex://main', 'https://metamask.app.link', 'cbwallet://wsegue']) {
      expect(isSafeDeepLink(link), link).to.equal(true);
    }
  });

  it("refuses script, data, file and the browser's or the system's schemes, whatever their case", () => {
    for (const url of SCRIPT_OR_SYSTEM) {
      expect(isSafeDeepLink(url), url).to.equal(false);
      expect(isSafeWebUrl(url), url).to.equal(false);
      expect(isSafeImageUrl(url), url).to.equal(false);
    }
  });

  it('refuses URLs with whitespace, controls or bidi marks anywhere', () => {
    for (const url of HIDDEN) {
      expect(isSafeDeepLink(url), JSON.stringify(url)).to.equal(false);
      expect(isSafeImageUrl(url), JSON.stringify(url)).to.equal(false);
    }
  });

  it('refuses custom schemes that carry more than the scheme (arguments for its handler)', () => {
    for (const url of ['rainbow://wc?uri=x', 'evil:/id PCWDiagnostic', 'evil://a b', 'evil:payload', 'x:']) {
      expect(isSafeDeepLink(url), url).to.equal(false);
    }
  });

  it('refuses non-image data: URLs, credentials in a URL, plain http and anything not a string', () => {
    expect(isSafeImageUrl('data:image/svg+xml;base64,' + 'A'.repeat(70_000))).to.equal(false);
    expect(isSafeImageUrl('data:text/plain,hi')).to.equal(false);
    expect(isSafeWebUrl('https://user:pass@example.com/')).to.equal(false);
    expect(isSafeWebUrl('http://example.com/')).to.equal(false);
    expect(isSafeWebUrl(`https://example.com/${'a'.repeat(2100)}`)).to.equal(false);
    for (const value of [undefined, null, 42, {}, ['https://example.com']]) expect(isSafeImageUrl(value)).to.equal(false);
  });

  it('refuses loopback in production and accepts it only while a configured service is itself on loopback', () => {
    const loopback = ['http://127.0.0.1:8545/', 'http://localhost:4173/x.svg', 'http://[::1]:1/', 'https://127.0.0.1:9/'];
    allowLoopbackFor(['https://rpc.walletconnect.org', 'https://api.web3modal.org', 'wss://relay.walletconnect.org']);
    for (const url of loopback) {
      expect(isSafeImageUrl(url), url).to.equal(false);
      expect(isSafeDeepLink(url), url).to.equal(false);
    }
    allowLoopbackFor(['http://127.0.0.1:4173/api', 'https://api.web3modal.org']);
    for (const url of loopback) expect(isSafeImageUrl(url), url).to.equal(true);
    expect(isSafeWebUrl('http://example.com/')).to.equal(false);
  });
});
