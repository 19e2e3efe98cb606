import { adminPaths, staffAccountSchema } from '@chokdee/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const staffKey = ['staff'] as const;

/** `GET /api/admin/staff` (owner): every staff account of the site, with TOTP, disabled and last login. */
export const getStaff = async ({ signal }: { signal?: AbortSignal } = {}) =>
  z.array(staffAccountSchema).parse(await api.get<unknown>(adminPaths.staff, { signal }));

export const useStaff = () => useQuery({ queryKey: staffKey, queryFn: ({ signal }) => getStaff({ signal }) });
