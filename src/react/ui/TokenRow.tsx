// A token as the modal shows it: its icon, its name, the amount held and its value. TokenRow is the
// account's portfolio row (read only); TokenOption the same token as an option of a picker (Send, Swap, Buy).
import type { CSSProperties, ReactNode } from 'react';
import type { Snapshot } from 'valtio';
import type { TokenRow as PortfolioToken } from '../../state/account';
import { DataName } from './DataName';
import { ListItem, ListItemName } from './ListItem';
import { WalletIcon } from './WalletIcon';

export interface TokenProps {
  /** The token's symbol: the icon's fallback letter and name. */
  symbol: string;
  iconUrl?: string;
  /** The token's name (data: not translated). */
  name: string;
  /** What is held, with its symbol ("1.5 ETH"), after the name. */
  amount?: string;
  /** Its value ("$2.00"), at the row's end. */
  value?: string;
}

/** A token of the account's portfolio as a row shows it. */
export function portfolioToken(token: Snapshot<PortfolioToken>) {
  return {
    symbol: token.symbol,
    iconUrl: token.iconUrl,
    name: token.name,
    amount: `${token.quantity} ${token.symbol}`,
    value: token.usdValue,
  };
}

export interface TokenRowProps extends TokenProps {
  amount: string;
  /** Shown, muted, where the value goes when there is none ("No price"). */
  noValue: ReactNode;
  /** The row's place in a virtual list. */
  position: { index: number; count: number; style: CSSProperties };
}

/** A token in the account's portfolio: icon, name over the amount (whole in a title), and the value. */
export function TokenRow({ symbol, iconUrl, name, amount, value, noValue, position }: TokenRowProps) {
  return (
    <li className="wm-token" aria-posinset={position.index + 1} aria-setsize={position.count} style={position.style}>
      <WalletIcon name={symbol} src={iconUrl} size={32} />
      <span className="wm-token-name">
        <DataName name={name} />
        {/* The quantity has the row's whole width; in a title too, should even that be too narrow. */}
        <span className="wm-muted" translate="no" title={amount}>
          {amount}
        </span>
      </span>
      {value ? (
        <span className="wm-token-value" translate="no">
          {value}
        </span>
      ) : (
        <span className="wm-token-value wm-muted">{noValue}</span>
      )}
    </li>
  );
}

export interface TokenOptionProps extends TokenProps {
  /** Shown, muted and as data, at the row's end instead of a value (the token's full name). */
  detail?: string;
  /** The token chosen now. */
  current?: boolean;
  onChoose(): void;
}

/** A token to pick: icon, name and amount, and the value (or a detail) at the end. */
export function TokenOption({ symbol, iconUrl, name, amount, value, detail, current, onChoose }: TokenOptionProps) {
  return (
    <ListItem option current={current} onClick={onChoose}>
      <WalletIcon name={symbol} src={iconUrl} size={32} />
      <ListItemName>
        <span translate="no">{name}</span>
        {amount !== undefined && (
          <>
            {' '}
            <span className="wm-muted" translate="no">
              {amount}
            </span>
          </>
        )}
      </ListItemName>
      {value && <span translate="no">{value}</span>}
      {detail !== undefined && (
        <span className="wm-muted" translate="no">
          {detail}
        </span>
      )}
    </ListItem>
  );
}
