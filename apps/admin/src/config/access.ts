import { roleAllowed, type StaffAccessArea, staffAccess } from '@chokdee/contracts';

/** Which roles may use each area: contracts' `staffAccess`, the sets the server's guards use too. */
export const access = staffAccess;

export type AccessArea = StaffAccessArea;

export const allows = roleAllowed;
