// On-ramp's chunk: its views by route (the registry loads it on first use).
import { BuyInProgressView } from './BuyInProgressView';
import { OnRampFiatSelectView } from './OnRampFiatSelectView';
import { OnRampProvidersView } from './OnRampProvidersView';
import { OnRampTokenSelectView } from './OnRampTokenSelectView';

export const views = {
  OnRampProviders: OnRampProvidersView,
  OnRampFiatSelect: OnRampFiatSelectView,
  OnRampTokenSelect: OnRampTokenSelectView,
  BuyInProgress: BuyInProgressView,
};
