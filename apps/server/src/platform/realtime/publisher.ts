/**
 * How services push a hint to connected clients. Call it only after the transaction committed
 * (never inside `db.transaction`): a rolled-back change must never be announced.
 */
export type Publisher = {
  toMember(memberId: string, event: string, payload: unknown): void;
  /** Staff of one operator (back-office dashboards). */
  toStaff(operatorId: string, event: string, payload: unknown): void;
  /** Everyone watching one round (room `round:{operatorId}:{roundCode}`: a Yeekee board). */
  toRound(operatorId: string, roundCode: string, event: string, payload: unknown): void;
};

/** For tests and processes without Socket.IO. */
export const noopPublisher: Publisher = {
  toMember: () => undefined,
  toStaff: () => undefined,
  toRound: () => undefined,
};

/** Remembers what was published, for tests that assert a push happened after commit. */
export const createRecordingPublisher = () => {
  const events: Array<{ room: string; event: string; payload: unknown }> = [];
  const publisher: Publisher & { events: typeof events } = {
    events,
    toMember: (memberId, event, payload) => events.push({ room: `member:${memberId}`, event, payload }),
    toStaff: (operatorId, event, payload) => events.push({ room: `staff:${operatorId}`, event, payload }),
    toRound: (operatorId, roundCode, event, payload) =>
      events.push({ room: `round:${operatorId}:${roundCode}`, event, payload }),
  };
  return publisher;
};
