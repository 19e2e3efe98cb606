export { createStaffRepo } from './staff.repo';
export { createStaffService, type StaffService } from './staff.service';
