export * from './grade';
export * from './liability';
export * from './market-key';
export * from './odds';
export * from './rational';
export * from './returns';
export * from './ticket';
