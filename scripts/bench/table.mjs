// npm run bench: the results as one table (what | baseline | this commit | ratio | goal | met),
// each figure the median of the runs; issue 18's goals beside the rows they are about.

const MB = 1024 * 1024;

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ms = (value) => `${Math.round(value)} ms`;
const mb = (bytes) => `${(bytes / MB).toFixed(2)} MB`;
const count = (value) => Math.round(value).toLocaleString('en');

/**
 * The rows: [what, baseline, this commit, ratio, goal, met]. A goal is on the ratio (`ratio`) or on
 * this commit's own figure (`max` bytes, `below` bytes); rows without a baseline figure show "–".
 * @param {{ base: Record<string, number[]>, current: Record<string, number[]>, wallets: number }} results
 */
export function benchRows({ base, current, wallets }) {
  const spec = [
    { key: 'buttonMs', what: 'time to the account button', format: ms, goal: { ratio: 0.6 } },
    { key: 'connectMs', what: 'cold click → Connect list (no hover first)', format: ms, goal: { ratio: 0.35 } },
    { key: 'hoverConnectMs', what: 'hover, then click → Connect list', format: ms },
    { key: 'heapOpen', what: 'JS heap after opening', format: mb, goal: { max: 3.5 * MB, label: '≤ 3.5 MB' } },
    { key: 'firstPageMs', what: 'All wallets → first page shown', format: ms },
    { key: 'scrollMs', what: `scroll to the end (${count(wallets)} wallets)`, format: ms },
    { key: 'fps', what: '  frames per second while scrolling', format: count },
    { key: 'domNodes', what: '  modal DOM nodes at the end', format: count },
    { key: 'heapBefore', what: '  JS heap before the scroll', format: mb },
    { key: 'heapAfter', what: '  JS heap after the scroll', format: mb },
    { key: 'heapGrowth', what: 'JS heap growth over the scroll', format: mb, goal: { below: 2 * MB, label: '< 2 MB' } },
    { key: 'openMs', what: 'Account → Send → the form shown', format: ms },
    { key: 'promptMs', what: 'Send preview → Send → the wallet’s prompt', format: ms },
    { key: 'swapPromptMs', what: 'Swap preview → Swap → the wallet’s prompt (ETH → dUSDC)', format: ms },
    { key: 'checkMs', what: '  of which the on-chain check (its chunk, eth_simulateV1)', format: ms },
    { key: 'wagmiListMs', what: 'React + wagmi example: wagmi connect → Connect list', format: ms },
    { key: 'wagmiAccountMs', what: '  the wallet clicked → wagmi useAccount shows the address', format: ms },
    { key: 'toastConfirmMs', what: 'a block mined → its toast says confirmed (mined just after a poll)', format: ms },
    { key: 'toastAfterReceiptMs', what: '  of which from the receipt’s answer to the toast', format: ms },
  ];
  return spec.map(({ key, what, format, goal }) => {
    const before = base[key]?.length ? median(base[key]) : undefined;
    const after = current[key]?.length ? median(current[key]) : undefined;
    const ratio = before !== undefined && after !== undefined && before !== 0 ? after / before : undefined;
    let goalText = '';
    let met = '';
    if (goal?.ratio !== undefined) {
      goalText = `≤ ${goal.ratio}×`;
      met = ratio === undefined ? '' : ratio <= goal.ratio ? 'met' : 'not met';
    } else if (goal) {
      goalText = goal.label;
      const reached = goal.max !== undefined ? after <= goal.max : after < goal.below;
      met = after === undefined ? '' : reached ? 'met' : 'not met';
    }
    const show = (value) => (value === undefined ? '–' : format(value));
    return [what, show(before), show(after), ratio === undefined ? '–' : `${ratio.toFixed(2)}×`, goalText, met];
  });
}

/** The rows as aligned text under a header. */
export function formatTable(header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  // The label column is left-aligned, the figures right-aligned.
  const line = (row) =>
    row
      .map((cell, column) => (column === 0 || column >= 4 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
