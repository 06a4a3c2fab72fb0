import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamMembers } from '../../../db/schema.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import {
  teamMemberInputSchema,
  teamMemberPatchSchema,
  teamMemberSchema,
} from '../../../shared/schemas/team-member.js';
import { recordedWrite } from '../../audit/audit-changes.js';
import { writesChange } from '../../plugins/data-changed.js';
import {
  createTeamMember,
  deleteTeamMember,
  listTeamMembersForAdmin,
  updateTeamMember,
} from '../../services/team-members.js';
import { deleteRoute } from './delete-route.js';

const teamMemberIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** The signed-in admin, whose uploads are the only photos a member may be saved with. */
const uploaderOf = (request: FastifyRequest) =>
  ({ kind: 'admin', id: request.session!.subjectId }) as const;

/** The admin's leadership team table; every change refreshes the public About page's list. */
export const adminTeamMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  writesChange(app, 'public');

  app.get(
    '/admin/team-members',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminListTeamMembers',
        summary: 'Every team member, active or not, by role rank then display order',
        response: { 200: z.array(teamMemberSchema), ...guardedErrorReplies },
      },
    },
    async () => listTeamMembersForAdmin(app.db),
  );

  app.post(
    '/admin/team-members',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminCreateTeamMember',
        summary: 'Add a team member',
        body: teamMemberInputSchema,
        response: { 201: teamMemberSchema, 400: errorReplySchema, ...guardedErrorReplies },
      },
    },
    async (request, reply) => {
      const write = { table: teamMembers, kind: 'team-member', action: 'team.create' } as const;
      const member = await app.audited(request, (tx, audit) =>
        recordedWrite(tx, audit, { ...write, id: (created) => created.id }, () =>
          createTeamMember(tx, request.body, uploaderOf(request)),
        ),
      );
      return reply.code(201).send(member);
    },
  );

  app.patch(
    '/admin/team-members/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminUpdateTeamMember',
        summary: 'Change a team member',
        params: teamMemberIdParamsSchema,
        body: teamMemberPatchSchema,
        response: {
          200: teamMemberSchema,
          400: errorReplySchema,
          ...guardedErrorReplies,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const write = { table: teamMembers, kind: 'team-member', action: 'team.update', id };
      return app.audited(request, (tx, audit) =>
        recordedWrite(tx, audit, write, () =>
          updateTeamMember(tx, id, request.body, uploaderOf(request)),
        ),
      );
    },
  );

  deleteRoute(app, {
    path: '/admin/team-members/:id',
    operationId: 'adminDeleteTeamMember',
    summary: 'Remove a team member',
    write: { table: teamMembers, kind: 'team-member', action: 'team.delete' },
    remove: deleteTeamMember,
    message: 'Team member deleted successfully',
  });
};
