// The accounts domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export { aboutUser, accountRegistered } from './account-events.js';
export {
  accountHolder,
  clientFor,
  currentUser,
  guardRoutes,
  requireAdmin,
  requireAdminToAssignVisits,
  requireClient,
  requireStaff,
  requireUser,
} from './guards.js';
export type { StaffContact, StaffDirectoryQueries } from './staff-directory-queries.js';
export { toSessionUser } from './users-repository.js';
export type { UserRecord } from './users-repository.js';
export { visitStaffPhoto } from './staff-photos.js';
