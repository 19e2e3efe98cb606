/** Thai text of the announcements on the home page (features/content). */
export const announcementsText = {
  label: 'ประกาศจากเว็บ',
  dismiss: 'ปิดประกาศ "{title}"',
} as const;
