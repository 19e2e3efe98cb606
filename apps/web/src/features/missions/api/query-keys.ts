/** The missions feature's query keys; a `mission.updated` push invalidates `all`. */
export const missionKeys = {
  all: ['missions'],
  list: ['missions', 'list'],
} as const;
