// The ListItem primitive: a list item holding one type="button" row with the row's classes, the
// chosen option (aria-current), the focusable disabled row that ignores clicks, and the row's name;
// a virtual list's row (its place in the set) and a grid's tile (ListItemCell).
import { expect } from 'chai';
import { act, createRef } from 'react';
import { ListItem, ListItemDataName, ListItemName } from '../../../src/react/ui/ListItem';
import { ListItemCell } from '../../../src/react/ui/ListItemCell';
import { useReactRoot } from '../../fixtures/react-root';

describe('ListItem', () => {
  const page = useReactRoot();
  const item = () => page.container.querySelector('li') as HTMLLIElement;
  const row = () => page.container.querySelector('button') as HTMLButtonElement;

  it('a list item with one button: the row class, type="button", its children', () => {
    act(() =>
      page.root.render(
        <ListItem>
          <ListItemName>MetaMask</ListItemName>
        </ListItem>,
      ),
    );
    expect(item().hasAttribute('class')).to.equal(false);
    expect(item().children).to.have.length(1);
    expect(row().getAttribute('class')).to.equal('wm-list-item');
    expect(row().getAttribute('type')).to.equal('button');
    expect(row().hasAttribute('aria-current')).to.equal(false);
    expect(row().hasAttribute('aria-disabled')).to.equal(false);
    expect(row().children).to.have.length(1);
    expect(row().firstElementChild?.outerHTML).to.equal('<span class="wm-list-item-name">MetaMask</span>');
  });

  it('option: the row with the button look; current: aria-current', () => {
    act(() =>
      page.root.render(
        <ListItem option current>
          USD
        </ListItem>,
      ),
    );
    expect(row().getAttribute('class')).to.equal('wm-list-item wm-button');
    expect(row().getAttribute('aria-current')).to.equal('true');
    act(() => page.root.render(<ListItem current={false}>USD</ListItem>));
    expect(row().hasAttribute('aria-current')).to.equal(false);
  });

  it('disabled stays focusable, is announced as disabled and ignores clicks', () => {
    let clicks = 0;
    const onClick = () => (clicks += 1);
    act(() =>
      page.root.render(
        <ListItem disabled onClick={onClick}>
          Chain B
        </ListItem>,
      ),
    );
    expect(row().disabled).to.equal(false);
    expect(row().getAttribute('aria-disabled')).to.equal('true');
    row().focus();
    expect(document.activeElement).to.equal(row());
    act(() => row().click());
    expect(clicks).to.equal(0);
    act(() => page.root.render(<ListItem onClick={onClick}>Chain B</ListItem>));
    act(() => row().click());
    expect(clicks).to.equal(1);
  });

  it("the list item's class, what follows the button, the ref and other props", () => {
    const ref = createRef<HTMLButtonElement>();
    act(() =>
      page.root.render(
        <ListItem ref={ref} rowClassName="wm-list-row" aria-label="Wallet" after={<a href="https://example.org/">Get</a>}>
          <ListItemDataName name="‮Wallet" />
        </ListItem>,
      ),
    );
    expect(item().getAttribute('class')).to.equal('wm-list-row');
    expect([...item().children].map((child) => child.localName)).to.deep.equal(['button', 'a']);
    expect(ref.current).to.equal(row());
    expect(row().getAttribute('aria-label')).to.equal('Wallet');
    const name = row().querySelector('span')!;
    expect(name.getAttribute('class')).to.equal('wm-list-item-name');
    expect(name.getAttribute('dir')).to.equal('auto');
    expect(name.getAttribute('translate')).to.equal('no');
    expect(name.getAttribute('title')).to.equal('‮Wallet');
  });

  it("a virtual list's row: its place in the set and where it sits; the list's own class after the row's", () => {
    act(() =>
      page.root.render(
        <ListItem position={{ index: 2, count: -1, style: { height: 64 } }} className="wm-activity-row" data-status="pending">
          Sent
        </ListItem>,
      ),
    );
    expect(item().getAttribute('aria-posinset')).to.equal('3');
    expect(item().getAttribute('aria-setsize')).to.equal('-1');
    expect(item().style.height).to.equal('64px');
    expect(row().getAttribute('class')).to.equal('wm-list-item wm-activity-row');
    expect(row().dataset.status).to.equal('pending');
  });

  it("a grid's tile: a gridcell in its column holding the row button, focus and clicks on the button", () => {
    let clicks = 0;
    act(() =>
      page.root.render(
        <div role="grid">
          <div role="row">
            <ListItemCell column={2} cellClassName="wm-wallet-cell" className="wm-wallet-tile" tabIndex={-1} onClick={() => (clicks += 1)}>
              <ListItemDataName name="Wallet" />
            </ListItemCell>
          </div>
        </div>,
      ),
    );
    const cell = page.container.querySelector('[role="gridcell"]') as HTMLElement;
    expect(cell.getAttribute('aria-colindex')).to.equal('2');
    expect(cell.getAttribute('class')).to.equal('wm-wallet-cell');
    expect([...cell.children]).to.deep.equal([row()]);
    expect(row().getAttribute('class')).to.equal('wm-list-item wm-wallet-tile');
    expect(row().getAttribute('type')).to.equal('button');
    expect(row().tabIndex).to.equal(-1);
    act(() => row().click());
    expect(clicks).to.equal(1);
  });
});
