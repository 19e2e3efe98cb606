/** The house games' pure rules (no I/O): outcomes, payouts, provably-fair draws. */
export {};
