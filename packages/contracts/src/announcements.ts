import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';

/**
 * Announcements: a short message staff send to members, shown in the member app to the members of its
 * segment while it runs (docs/modules/content.md, "Announcements").
 */
export const announcementPaths = {
  /** The member's announcements running now (member token). */
  list: '/api/v2/announcements',
  adminList: '/api/admin/announcements',
  /** `POST`: ends a running or scheduled announcement now. */
  adminEnd: '/api/admin/announcements/:id/end',
} as const;

export const announcementEndHref = (id: string) =>
  announcementPaths.adminEnd.replace(':id', encodeURIComponent(id));

/**
 * Who reads it: every member; members at a VIP level or above; members who registered within some days
 * (a welcome or a first-deposit nudge).
 */
export const announcementSegments = ['ALL', 'VIP_LEVEL', 'NEW_MEMBERS'] as const;
export type AnnouncementSegment = (typeof announcementSegments)[number];

/** The Thai messages of announcements' checks that the server makes beyond the schema. */
export const announcementTh = {
  endsInThePast: 'วันเวลาสิ้นสุดต้องอยู่หลังวันเวลาเริ่มและหลังเวลานี้',
} as const;

export const ANNOUNCEMENT_TITLE_MAX = 100;
export const ANNOUNCEMENT_BODY_MAX = 1000;

export const announcementInputSchema = z
  .object({
    title: z
      .string({ error: 'กรุณากรอกหัวข้อ' })
      .trim()
      .min(1, 'กรุณากรอกหัวข้อ')
      .max(ANNOUNCEMENT_TITLE_MAX, `หัวข้อต้องไม่เกิน ${ANNOUNCEMENT_TITLE_MAX} ตัวอักษร`),
    body: z
      .string({ error: 'กรุณากรอกข้อความ' })
      .trim()
      .min(1, 'กรุณากรอกข้อความ')
      .max(ANNOUNCEMENT_BODY_MAX, `ข้อความต้องไม่เกิน ${ANNOUNCEMENT_BODY_MAX} ตัวอักษร`),
    segment: z.enum(announcementSegments, { error: 'กรุณาเลือกกลุ่มสมาชิก' }),
    /** VIP_LEVEL: the lowest level that reads it. */
    vipLevelMin: z.coerce
      .number({ error: 'ระดับ VIP ต้องเป็นตัวเลข 1–20' })
      .int('ระดับ VIP ต้องเป็นตัวเลข 1–20')
      .min(1, 'ระดับ VIP ต้องเป็นตัวเลข 1–20')
      .max(20, 'ระดับ VIP ต้องเป็นตัวเลข 1–20')
      .nullable()
      .default(null),
    /** NEW_MEMBERS: registered within this many days. */
    newWithinDays: z.coerce
      .number({ error: 'จำนวนวันต้องเป็นตัวเลข 1–365' })
      .int('จำนวนวันต้องเป็นตัวเลข 1–365')
      .min(1, 'จำนวนวันต้องเป็นตัวเลข 1–365')
      .max(365, 'จำนวนวันต้องเป็นตัวเลข 1–365')
      .nullable()
      .default(null),
    /** When it starts showing; null: now. */
    startsAt: z.iso.datetime({ offset: true, error: 'วันเวลาเริ่มไม่ถูกต้อง' }).nullable().default(null),
    /** When it stops showing; null: until ended by staff. */
    endsAt: z.iso.datetime({ offset: true, error: 'วันเวลาสิ้นสุดไม่ถูกต้อง' }).nullable().default(null),
  })
  .superRefine((input, ctx) => {
    if (input.segment === 'VIP_LEVEL' && input.vipLevelMin === null)
      ctx.addIssue({ code: 'custom', path: ['vipLevelMin'], message: 'กรุณาระบุระดับ VIP ขั้นต่ำ' });
    if (input.segment === 'NEW_MEMBERS' && input.newWithinDays === null)
      ctx.addIssue({ code: 'custom', path: ['newWithinDays'], message: 'กรุณาระบุจำนวนวันนับจากสมัคร' });
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'วันเวลาสิ้นสุดต้องอยู่หลังวันเวลาเริ่ม' });
  });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

/** What a member reads. */
export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  startsAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.object({ announcements: z.array(announcementSchema) });

export const announcementStates = ['SCHEDULED', 'RUNNING', 'ENDED'] as const;
export type AnnouncementState = (typeof announcementStates)[number];

/** The back office's row: the segment, the window, its state now and who wrote it. */
export const announcementAdminSchema = announcementSchema.extend({
  segment: z.enum(announcementSegments),
  vipLevelMin: z.number().int().nullable(),
  newWithinDays: z.number().int().nullable(),
  endsAt: z.string().nullable(),
  state: z.enum(announcementStates),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type AnnouncementAdmin = z.infer<typeof announcementAdminSchema>;
export const announcementAdminQuerySchema = pageQuerySchema;
export const announcementAdminPageSchema = pageSchema(announcementAdminSchema);
export const announcementParamsSchema = z.object({ id: z.uuid() });
