/** Requiring TOTP of every staff member: the staff page's switch and the account page's notice. */
export const staffSecurityTh = {
  title: 'ความปลอดภัยของบัญชีพนักงาน',
  requireTotp: 'บังคับให้พนักงานทุกคนใช้รหัสยืนยันตัวตน (TOTP)',
  requiredOn: 'บังคับใช้อยู่: พนักงานที่ยังไม่ตั้ง TOTP ใช้งานได้เฉพาะหน้า "บัญชีของฉัน" จนกว่าจะตั้งค่า',
  requiredOff: 'ไม่บังคับ: พนักงานเลือกเปิด TOTP เองได้ที่หน้า "บัญชีของฉัน"',
  turnOn: 'บังคับใช้ TOTP',
  turnOff: 'เลิกบังคับ',
  turnOnTitle: 'บังคับใช้ TOTP กับพนักงานทุกคน?',
  turnOnDescription:
    'พนักงานที่ยังไม่ได้ตั้ง TOTP จะใช้งานหน้าอื่นไม่ได้จนกว่าจะตั้งค่าที่หน้า "บัญชีของฉัน" และจะปิด TOTP ของตัวเองไม่ได้',
  turnOffTitle: 'เลิกบังคับใช้ TOTP?',
  turnOffDescription: 'พนักงานจะเข้าสู่ระบบได้ด้วยรหัสผ่านอย่างเดียวหากไม่ได้เปิด TOTP เอง',
  saved: 'บันทึกการตั้งค่าความปลอดภัยแล้ว',
  setupRequired: 'เจ้าของระบบกำหนดให้พนักงานทุกคนใช้รหัสยืนยันตัวตน (TOTP) กรุณาตั้งค่าด้านล่างก่อน แล้วจึงใช้งานหน้าอื่นได้',
} as const;
