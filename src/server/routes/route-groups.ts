import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAttentionRoutes } from './admin/attention.routes.js';
import { adminAuditRoutes } from './admin/audit.routes.js';
import { adminAuthRoutes } from './admin/auth.routes.js';
import { adminHealerTrustRoutes } from './admin/healer-trust.routes.js';
import { adminHealerRoutes } from './admin/healers.routes.js';
import { adminImportRoutes } from './admin/import.routes.js';
import { adminInsightRoutes } from './admin/insights.routes.js';
import { adminPasskeyRoutes } from './admin/passkeys.routes.js';
import { adminPosterRoutes } from './admin/posters.routes.js';
import { adminProfileRoutes } from './admin/profile.routes.js';
import { adminReportRoutes } from './admin/reports.routes.js';
import { adminSecondFactorRoutes } from './admin/second-factor.routes.js';
import { adminServiceRoutes } from './admin/services.routes.js';
import { adminSessionRoutes } from './admin/sessions.routes.js';
import { adminSettingsRoutes } from './admin/settings.routes.js';
import { adminStatsRoutes } from './admin/stats.routes.js';
import { adminTeamMemberRoutes } from './admin/team-members.routes.js';
import { adminUploadPhotoRoutes } from './admin/upload-photo.routes.js';
import { adminUserRoutes } from './admin/users.routes.js';
import { healerAuthRoutes } from './healer/auth.routes.js';
import { healerInsightRoutes } from './healer/insights.routes.js';
import { healerPasskeyRoutes } from './healer/passkeys.routes.js';
import { healerProfileRoutes } from './healer/profile.routes.js';
import { healerReportRoutes } from './healer/reports.routes.js';
import { publicEventRoutes } from './public/events.routes.js';
import { publicHealerRoutes } from './public/healers.routes.js';
import { publicReportRoutes } from './public/reports.routes.js';
import { publicServiceRoutes } from './public/services.routes.js';
import { publicSettingsRoutes } from './public/settings.routes.js';
import { publicStatsRoutes } from './public/stats.routes.js';
import { publicTeamMemberRoutes } from './public/team-members.routes.js';

/**
 * The API's route plugins, one list per folder of routes/ (each registered under /api, each
 * holding its own full path: `/healers`, `/healer/profile`, `/admin/users`). A new route file is
 * one line in its folder's list; route-groups.test.ts fails when a file is in none. Listed by
 * hand rather than autoloaded (decision 062): buildApp's start-up stays one readable sequence,
 * bundled and type-checked, with no file-system scan at start.
 */
export const API_ROUTE_GROUPS = {
  public: [
    publicHealerRoutes,
    publicStatsRoutes,
    publicTeamMemberRoutes,
    publicSettingsRoutes,
    publicServiceRoutes,
    publicEventRoutes,
    publicReportRoutes,
  ],
  healer: [
    healerAuthRoutes,
    healerProfileRoutes,
    healerInsightRoutes,
    healerReportRoutes,
    healerPasskeyRoutes,
  ],
  admin: [
    adminAuthRoutes,
    adminProfileRoutes,
    adminSecondFactorRoutes,
    adminSessionRoutes,
    adminPasskeyRoutes,
    adminUserRoutes,
    adminHealerRoutes,
    adminHealerTrustRoutes,
    adminImportRoutes,
    adminServiceRoutes,
    adminTeamMemberRoutes,
    adminSettingsRoutes,
    adminStatsRoutes,
    adminInsightRoutes,
    adminUploadPhotoRoutes,
    adminAttentionRoutes,
    adminReportRoutes,
    adminAuditRoutes,
    adminPosterRoutes,
  ],
} satisfies Record<'public' | 'healer' | 'admin', FastifyPluginAsyncZod[]>;
