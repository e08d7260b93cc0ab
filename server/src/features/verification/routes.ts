import { PROOF_MAX_BYTES, routes, VERIFICATION_MESSAGES as M } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { AppError, Invalid } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import { readUploadedFile } from '../../platform/upload';
import * as service from './service';

const tags = ['verification'];
const security = [{ bearer: [] }];
const coaches = { access: ['mentor'] } as const;
const admins = { access: ['admin'] } as const;

/** A coach's own application: its proofs and where it stands. Mounted at /api/verification. */
export async function verificationRoutes(app: AppInstance) {
  const { deps } = app;
  app.get(
    '/',
    { schema: routeSchema(routes.myVerification, { tags, security, summary: 'Where my verification stands and what keeps me off the lists (coaches)' }), config: coaches },
    async (request) => ok(await service.myVerification(deps, requireUser(request).id)),
  );

  app.post(
    '/proofs',
    {
      schema: routeSchema(routes.uploadProof, { tags, security, summary: 'Upload one proof document: PDF or image, 10 MB at most (multipart/form-data, field "proof")', consumes: ['multipart/form-data'] }),
      config: { ...coaches, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const file = await readUploadedFile(request, { maxBytes: PROOF_MAX_BYTES }).catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError(413, M.proofTooLarge) : error;
      });
      if (!file || file.fieldname !== 'proof') throw new Invalid(M.chooseProof, { proof: M.chooseProof });
      return reply.status(201).send(ok(await service.uploadProof(deps, me.id, file)));
    },
  );

  app.delete(
    '/proofs/:id',
    { schema: routeSchema(routes.removeProof, { tags, security, summary: 'Remove a proof not yet sent with an application (coaches)' }), config: coaches },
    async (request) => {
      await service.removeProof(deps, requireUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/',
    { schema: routeSchema(routes.applyForVerification, { tags, security, summary: 'Apply for verification with uploaded proofs (coaches)' }), config: coaches },
    async (request, reply) => reply.status(201).send(ok(await service.apply(deps, requireUser(request).id, request.body))),
  );
}

/** The admins' verification queue, decisions and proof links. Mounted at /api/admin. */
export async function verificationAdminRoutes(app: AppInstance) {
  const { deps } = app;
  app.get(
    '/verification',
    { schema: routeSchema(routes.verificationQueue, { tags, security, summary: 'Verification applications by status, pending first come first served (admins)' }), config: admins },
    async (request) => {
      const { data, meta } = await service.queue(deps, request.query.status, request.query.page, request.query.pageSize);
      return ok(data, meta);
    },
  );

  app.post(
    '/verification/:id/decision',
    { schema: routeSchema(routes.decideVerification, { tags, security, summary: 'Approve or reject an application, with a reason for a rejection (admins)' }), config: admins },
    async (request) => ok(await service.decideApplication(deps, requireUser(request).id, request.params.id, request.body)),
  );

  app.post(
    '/verification/proofs/:id/link',
    { schema: routeSchema(routes.proofLink, { tags, security, summary: 'A link to a proof document that works for five minutes, for the asking admin (admins)' }), config: admins },
    async (request) => ok(await service.proofLink(deps, requireUser(request).id, request.params.id)),
  );

  app.get(
    '/verification/proofs/:id/file',
    { schema: routeSchema(routes.proofFile, { tags, security, summary: 'A proof document, through a fresh signed link (admins)' }), config: admins },
    async (request, reply) => {
      const file = await service.proofFile(deps, requireUser(request).id, request.params.id, request.query.token);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `inline; filename="${file.fileName.replace(/"/g, '')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .send(file.content);
    },
  );
}
