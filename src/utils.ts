// Entry of `wallet-modal/utils`: the pure helpers of DESIGN.md §4, for hosts.
export {};
