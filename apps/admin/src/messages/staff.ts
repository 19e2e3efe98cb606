/** Thai text of staff roles and passwords (owner's staff page, everyone's account page). */
export const staffAdminTh = {
  chooseRole: 'เลือกสิทธิ์การใช้งาน',
  changeRole: 'เปลี่ยนสิทธิ์',
  changeRoleBody: 'เปลี่ยนสิทธิ์ของ {name} (ปัจจุบัน: {role}) มีผลกับการใช้งานครั้งถัดไปทันที',
  newRole: 'สิทธิ์ใหม่',
  roleChanged: 'เปลี่ยนสิทธิ์แล้ว',
  resetPassword: 'ตั้งรหัสผ่านใหม่',
  resetPasswordBody:
    'ระบบจะสร้างรหัสผ่านใหม่ให้ {name} และออกจากระบบทุกเครื่องทันที รหัสผ่านจะแสดงครั้งเดียว กรุณาแจ้งเจ้าหน้าที่โดยตรง',
  newPasswordOnce: 'รหัสผ่านใหม่ของ {name} (แสดงครั้งเดียว)',
  newPasswordHint: 'คัดลอกแล้วแจ้งเจ้าหน้าที่โดยตรง ปิดหน้าต่างนี้แล้วจะดูอีกไม่ได้',
  myPassword: 'เปลี่ยนรหัสผ่านของฉัน',
  currentPassword: 'รหัสผ่านปัจจุบัน',
  newPassword: 'รหัสผ่านใหม่',
  myPasswordHint: 'เมื่อเปลี่ยนแล้ว อุปกรณ์อื่นที่เข้าสู่ระบบอยู่จะออกจากระบบ เครื่องนี้ยังใช้งานต่อได้',
  passwordChanged: 'เปลี่ยนรหัสผ่านแล้ว ออกจากระบบเครื่องอื่น {count} เครื่อง',
  totpSecretOnce:
    'รหัสลับนี้แสดงครั้งเดียว: สแกน QR หรือคัดลอกรหัสลับเข้าแอป Authenticator ก่อนกดปุ่มด้านล่าง เมื่อปิดแล้วจะดูอีกไม่ได้ (ต้องเริ่มตั้งค่าใหม่)',
  totpEnterCode: 'กรอกรหัส 6 หลักจากแอป Authenticator เพื่อเปิดใช้งาน',
  totpRestart: 'เริ่มตั้งค่าใหม่ (สร้างรหัสลับใหม่)',
} as const;
