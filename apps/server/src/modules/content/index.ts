export { type AnnouncementsService, createAnnouncementsService } from './announcements.service';
export { contentAdminRoutes } from './content.admin-routes';
export { createContentModule } from './content.module';
export { createContentRepo } from './content.repo';
export { contentRoutes } from './content.routes';
export { seedDemoContent } from './content.seed';
export { type ContentService, createContentService } from './content.service';
