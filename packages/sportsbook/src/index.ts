export * from './grade';
export * from './market-key';
export * from './odds';
export * from './rational';
export * from './returns';
export * from './ticket';
