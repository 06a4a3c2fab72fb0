import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamMemberSchema } from '../../../shared/schemas/team-member.js';
import { replyFromCache } from '../../public-cache/reply.js';
import { listTeamMembersForAdmin } from '../../services/team-members.js';

/** GET /api/team-members: the active leadership team, by role rank then display order. */
export const publicTeamMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team-members',
    {
      schema: {
        tags: ['public'],
        operationId: 'listTeamMembers',
        summary: 'Active leadership team members',
        response: { 200: z.array(teamMemberSchema) },
      },
    },
    (request, reply) =>
      replyFromCache(request, reply, async () =>
        // The team is a handful of rows: the admin list (already in rank order) filtered.
        (await listTeamMembersForAdmin(app.db)).filter((member) => member.isActive),
      ),
  );
};
