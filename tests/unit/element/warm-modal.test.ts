import { expect } from 'chai';
import { createModalWarmer } from '../../../src/element/warm-modal';
import { waitFor } from '../../fixtures/dom';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];

describe('the modal warm-up before intent', () => {
  let button: HTMLButtonElement;

  beforeEach(() => {
    button = document.createElement('button');
    button.textContent = 'Connect Wallet';
    document.body.append(button);
  });

  afterEach(() => {
    button.remove();
    for (const link of preloads()) link.remove();
  });

  it('once the button shows and the page is idle: one preload per file, on this origin, then the module evaluated once', async () => {
    const warmer = createModalWarmer(['./mount-A.js', './chunk-B.js'], `${location.origin}/dist/chunks/chunk-C.js`);
    let evaluated = 0;
    warmer.warmWhenIdle(button, () => Promise.resolve((evaluated += 1)));
    await waitFor(() => evaluated === 1, 'the warm-up');
    expect(preloads().map((link) => link.href)).to.deep.equal([
      `${location.origin}/dist/chunks/mount-A.js`,
      `${location.origin}/dist/chunks/chunk-B.js`,
    ]);
    warmer.warm(() => Promise.resolve((evaluated += 1)));
    expect(evaluated).to.equal(1);
    expect(preloads()).to.have.length(2);
  });

  /** A warm-up on a visible button of its own: once it has run, the observer and the idle callback have had their turn. */
  async function afterAControlWarmUp() {
    const visible = document.createElement('button');
    visible.textContent = 'control';
    document.body.append(visible);
    let warmed = false;
    createModalWarmer(['./control.js'], `${location.origin}/dist/chunks/chunk-C.js`).warmWhenIdle(visible, () =>
      Promise.resolve((warmed = true)),
    );
    await waitFor(() => warmed, 'the control warm-up');
    visible.remove();
    for (const link of preloads()) link.remove();
  }

  it('a hidden button warms nothing', async () => {
    const warmer = createModalWarmer(['./mount-A.js'], `${location.origin}/dist/chunks/chunk-C.js`);
    button.hidden = true;
    let evaluated = 0;
    const stop = warmer.warmWhenIdle(button, () => Promise.resolve((evaluated += 1)));
    await afterAControlWarmUp();
    stop();
    expect(evaluated).to.equal(0);
  });

  it('files on another origin (a CDN): nothing preloaded, nothing evaluated', () => {
    const warmer = createModalWarmer(['./mount-A.js'], 'https://cdn.example/wallet-modal/chunks/chunk-C.js');
    let evaluated = 0;
    warmer.warm(() => Promise.resolve((evaluated += 1)));
    expect(preloads()).to.have.length(0);
    expect(evaluated).to.equal(0);
  });

  it("an empty list (the bundler build: the host's bundler names the files): nothing preloaded, the module evaluated once the page is idle", async () => {
    const warmer = createModalWarmer([], `${location.origin}/assets/app-C.js`);
    let evaluated = 0;
    warmer.warmWhenIdle(button, () => Promise.resolve((evaluated += 1)));
    await waitFor(() => evaluated === 1, 'the warm-up');
    expect(preloads()).to.have.length(0);
  });

  it("the bundler build on another origin, or on a file URL (a host's build that bakes one in): nothing evaluated", () => {
    let evaluated = 0;
    for (const base of ['https://cdn.example/assets/app-C.js', 'file:///app/node_modules/wallet-modal/dist/bundler/wallet-modal.js'])
      createModalWarmer([], base).warm(() => Promise.resolve((evaluated += 1)));
    expect(evaluated).to.equal(0);
  });

  it('intent first, Save-Data, or no file list (built from source): nothing warms', async () => {
    let evaluated = 0;
    const evaluate = () => Promise.resolve((evaluated += 1));
    const base = `${location.origin}/dist/chunks/chunk-C.js`;
    const loading = createModalWarmer(['./mount-A.js'], base);
    loading.modalLoading();
    const stops = [loading.warmWhenIdle(button, evaluate), createModalWarmer(undefined, base).warmWhenIdle(button, evaluate)];
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      stops.push(createModalWarmer(['./mount-A.js'], base).warmWhenIdle(button, evaluate));
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
    await afterAControlWarmUp();
    for (const stop of stops) stop();
    expect(evaluated).to.equal(0);
  });
});
