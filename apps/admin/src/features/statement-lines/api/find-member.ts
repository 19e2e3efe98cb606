import { type AdminMemberRow, adminMemberPageSchema, adminMemberPaths } from '@chokdee/contracts';
import { api } from '../../../lib/api-client';

/**
 * The one member a phone or an id names exactly (`GET /api/admin/members?q=`, whose search also
 * matches parts of names and numbers: only an exact phone or id counts here), or undefined.
 */
export const findMember = async (
  target: { phone: string } | { memberId: string },
): Promise<AdminMemberRow | undefined> => {
  const q = 'phone' in target ? target.phone : target.memberId;
  const page = adminMemberPageSchema.parse(
    await api.get<unknown>(adminMemberPaths.members, { query: { q, pageNo: 1, pageSize: 25 } }),
  );
  return page.data.find((row) =>
    'phone' in target ? row.phone === target.phone : row.id === target.memberId,
  );
};
