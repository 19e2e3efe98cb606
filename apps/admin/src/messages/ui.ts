/**
 * Thai text of the shared components in `src/components/ui/` that are not one area's: the dialog of
 * a secret shown once, the Thai date picker, the menu toggle.
 */
export const uiTh = {
  // A secret shown once (components/ui/shown-once-dialog.tsx)
  copy: 'คัดลอก',
  copied: 'คัดลอกแล้ว',
  copyFailed: 'คัดลอกไม่สำเร็จ กรุณาเลือกข้อความแล้วคัดลอกเอง',
  shownOnceAcknowledge: 'คัดลอกเก็บไว้แล้ว',

  // The shell's menu below the desktop breakpoint (app/layouts/app-shell.tsx)
  menu: 'เมนู',
  closeMenu: 'ปิดเมนู',
} as const;
