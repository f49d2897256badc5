// Back to a fresh state: tests start from here, whatever ran before. Every slice the loaded state
// modules defined is disposed and back at its initial value (src/state/shared/slice.ts).
import { resetSlices } from './shared';

export function resetState() {
  resetSlices();
}
