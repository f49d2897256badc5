// Facts about the visitor's device, set by the element (the state layer has no DOM).
import { proxy } from 'valtio';

export const envState = proxy({ isMobile: false });

export function setIsMobile(isMobile: boolean) {
  envState.isMobile = isMobile;
}
