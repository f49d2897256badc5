// Swap's chunk: its views by route (the registry loads it on first use).
import { SwapPreviewView } from './SwapPreviewView';
import { SwapSelectTokenView } from './SwapSelectTokenView';
import { SwapView } from './SwapView';

export const views = { Swap: SwapView, SwapSelectToken: SwapSelectTokenView, SwapPreview: SwapPreviewView };
