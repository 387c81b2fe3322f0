// The admin area (seed §2), behind the admin guard: one lazy chunk, one file per page.
export { AdminOrdersPage } from './AdminOrdersPage.tsx';
export { AdminOrderPage } from './AdminOrderPage.tsx';
export { AdminPiecePage } from './AdminPiecePage.tsx';
export { AdminProjectsPage } from './AdminProjectsPage.tsx';
export { AdminUsersPage } from './AdminUsersPage.tsx';
export { AdminUserPage } from './AdminUserPage.tsx';
export { AdminPartnersPage } from './AdminPartnersPage.tsx';
export { AdminConfigurationsPage } from './AdminConfigurationsPage.tsx';
export { AdminInquiriesPage } from './AdminInquiriesPage.tsx';
export { AdminJobsPage } from './AdminJobsPage.tsx';
