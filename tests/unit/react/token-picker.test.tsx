// The token picker Send, Swap and Buy share: what it shows (icon or letters, symbol, detail, placeholder,
// chevron), its accessible name, and, with the modal's styles in a shadow root, the states every button has
// (hover, focus ring, disabled) and a long symbol that wraps instead of spilling out.
import { expect } from 'chai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { adoptStyles } from '../../../src/react/ui/adopt-styles';
import { themeStyles } from '../../../src/react/ui/theme.styles';
import { PickerButton, PickerField, TokenPicker } from '../../../src/react/ui/TokenPicker';
import { uiStyles } from '../../../src/react/ui/ui.styles';
import { ShadowRootContext } from '../../../src/react/ui/useStyles';
import { accessibleName } from '../../fixtures/dom';

describe('TokenPicker', () => {
  let host: HTMLElement;
  let container: HTMLElement;
  let root: Root;
  let clicks = 0;

  const render = (node: React.ReactNode) =>
    act(() => root.render(<ShadowRootContext.Provider value={host.shadowRoot}>{node}</ShadowRootContext.Provider>));
  const button = () => container.querySelector('button')!;

  beforeEach(() => {
    clicks = 0;
    host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    adoptStyles(shadow, themeStyles);
    adoptStyles(shadow, uiStyles);
    container = document.createElement('div');
    container.className = 'wm-root';
    container.dataset['theme'] = 'dark';
    container.style.width = '320px';
    shadow.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  it('a token: its letters while it has no icon, the symbol (not translated), the detail muted, a chevron hidden from the name', () => {
    render(<TokenPicker label="You buy" token={{ symbol: 'ETH' }} detail="Devnet A" detailIsData onClick={() => (clicks += 1)} />);
    expect(button().getAttribute('class')).to.equal('wm-button wm-picker');
    expect(button().getAttribute('type')).to.equal('button');
    // The label (hidden), then every word the button shows, in that order: no aria-label hides them (WCAG 2.5.3).
    expect(button().hasAttribute('aria-label')).to.equal(false);
    expect(accessibleName(button())).to.equal('You buy: ETH Devnet A');
    const icon = button().querySelector('.wm-wallet-icon')!;
    expect(icon.textContent).to.equal('E');
    expect(icon.getAttribute('aria-hidden')).to.equal('true');
    expect(icon.getBoundingClientRect().width).to.equal(32);
    const symbol = button().querySelector('.wm-picker-text > [translate="no"]')!;
    expect(symbol.textContent).to.equal('ETH');
    const detail = button().querySelector('.wm-picker-detail')!;
    expect(detail.textContent?.trim()).to.equal('Devnet A');
    expect(detail.getAttribute('translate'), 'a network name is data').to.equal('no');
    const chevron = button().querySelector('.wm-picker-chevron')!;
    expect(chevron.getAttribute('aria-hidden')).to.equal('true');
    expect(chevron.classList.contains('wm-directional')).to.equal(true);
    expect(chevron.textContent).to.equal('');
    act(() => button().click());
    expect(clicks).to.equal(1);
  });

  it('no token yet: the placeholder is the text, after the label in the name', () => {
    render(<TokenPicker label="Token" placeholder="Select token" onClick={() => undefined} />);
    expect(button().querySelector('.wm-wallet-icon')).to.equal(null);
    expect(button().querySelector('.wm-picker-text')?.textContent).to.equal('Select token');
    expect(accessibleName(button())).to.equal('Token: Select token');
  });

  it('a detail that is text of the catalogue (a balance) is translatable', () => {
    render(<TokenPicker label="Token" token={{ symbol: 'ETH' }} detail="Balance: 1.5 ETH" onClick={() => undefined} />);
    expect(accessibleName(button())).to.equal('Token: ETH Balance: 1.5 ETH');
    expect(button().querySelector('.wm-picker-detail')?.hasAttribute('translate')).to.equal(false);
  });

  it('compact (beside an amount): a smaller icon, as wide as its content', () => {
    render(
      <div style={{ display: 'flex' }}>
        <input style={{ flex: 1, minWidth: 0 }} />
        <TokenPicker compact label="You pay" token={{ symbol: 'dUSDC' }} onClick={() => undefined} />
      </div>,
    );
    expect(button().getAttribute('class')).to.equal('wm-button wm-picker wm-picker--compact');
    expect(accessibleName(button())).to.equal('You pay: dUSDC');
    expect(button().querySelector('.wm-wallet-icon')!.getBoundingClientRect().width).to.equal(24);
    expect(button().getBoundingClientRect().width).to.be.below(160);
  });

  it('a long symbol wraps inside the picker: nothing reaches past it, in a compact one either', () => {
    const symbol = 'SUPERLONGTOKENSYMBOLWITHOUTANYBREAK';
    render(
      <div style={{ display: 'flex' }}>
        <input style={{ flex: 1, minWidth: 0 }} />
        <TokenPicker compact label="You pay" token={{ symbol }} onClick={() => undefined} />
      </div>,
    );
    const box = button().getBoundingClientRect();
    expect(box.right).to.be.at.most(container.getBoundingClientRect().right + 0.5);
    for (const element of button().querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      expect(rect.right, element.className).to.be.at.most(box.right + 0.5);
    }
    expect(button().scrollWidth).to.be.at.most(button().clientWidth + 1);
  });

  it("the modal's button states: its own surface against the panel, hover, the focus ring and disabled", async () => {
    render(
      <PickerField label="You pay with">
        <PickerButton label="You pay with" onClick={() => undefined}>
          <span className="wm-picker-text">USD · Card</span>
        </PickerButton>
      </PickerField>,
    );
    const field = container.querySelector('.wm-picker-field')!;
    expect(field.firstElementChild?.getAttribute('class')).to.equal('wm-picker-label');
    expect(field.firstElementChild?.textContent).to.equal('You pay with');
    expect(accessibleName(button())).to.equal('You pay with: USD · Card');
    const style = () => getComputedStyle(button());
    expect(style().backgroundColor).to.not.equal(getComputedStyle(field).backgroundColor);
    expect(style().borderTopStyle).to.equal('solid');
    expect(style().minHeight).to.not.equal('0px');
    button().focus();
    expect(button().matches(':focus-visible')).to.equal(true);
    expect(style().outlineStyle).to.equal('solid');
    expect(style().outlineWidth).to.equal('2px');

    render(
      <PickerButton label="You pay with" disabled onClick={() => (clicks += 1)}>
        Nothing to pick
      </PickerButton>,
    );
    expect(button().disabled).to.equal(true);
    expect(style().opacity).to.equal('0.5');
    act(() => button().click());
    expect(clicks).to.equal(0);
  });
});
