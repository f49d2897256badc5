// Facts about the visitor's device, set by the element (the state layer has no DOM).
import { defineProxySlice } from '../shared';

export const envState = defineProxySlice({ name: 'settings/env', initial: () => ({ isMobile: false }) });

export function setIsMobile(isMobile: boolean) {
  envState.isMobile = isMobile;
}
