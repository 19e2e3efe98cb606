/** The house games' pure rules (no I/O): outcomes, payouts, provably-fair draws. Node and browser. */
export * from './baccarat';
export * from './fair';
export * from './fish';
export * from './fraction';
export * from './slot';
export * from './verify';
