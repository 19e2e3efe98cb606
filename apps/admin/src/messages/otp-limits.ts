/** Thai text of the OTP limits page and of staff alerts on the dashboard. */
export const otpLimitsTh = {
  pageOtpLimits: 'จำกัดการส่ง OTP',
  intro:
    'จำกัดจำนวน SMS รหัส OTP สำหรับสมัครสมาชิก เพื่อกันการยิง SMS จำนวนมาก (SMS pumping) นอกเหนือจากที่จำกัดต่อเบอร์อยู่แล้ว (ขอใหม่ได้ทุก 60 วินาที และไม่เกิน 5 ครั้งต่อชั่วโมง) ผู้ใช้มือถือหลายคนอาจออกอินเทอร์เน็ตด้วย IP เดียวกันของเครือข่าย จึงไม่ควรตั้งค่าต่อเครือข่ายต่ำเกินไป',
  perAddressPer10Min: 'SMS ต่อเครือข่าย (IP) ต่อ 10 นาที',
  operatorPerHour: 'งบ SMS ของทั้งเว็บไซต์ต่อชั่วโมง',
  neverSaved: 'ยังไม่เคยตั้งค่า (ใช้ค่าเริ่มต้น)',

  alertsTitle: 'การแจ้งเตือน',
  alertOtpBudget:
    'งบ SMS รหัส OTP ({budget} ข้อความต่อชั่วโมง) ถูกใช้หมดแล้ว ระบบหยุดส่ง OTP ชั่วคราว อาจมีการยิง SMS ผิดปกติ ตรวจสอบหรือปรับงบที่หน้า “จำกัดการส่ง OTP”',
} as const;
