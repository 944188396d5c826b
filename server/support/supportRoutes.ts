import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import * as s from '../http/schemas';
import { notFound } from '../http/apiError';
import { caller } from '../entities/requestContext';
import { audit } from '../audit';
import type { SupportAttachmentsAnswer } from '../../contracts';
import { readScreenshots, UPLOAD_LIMITS } from './attachmentUpload';
import { attachmentById, storeScreenshots } from './attachmentStore';
import { isStaff } from './supportAccess';

const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' };

/**
 * The support ticket's screenshots (document 2 section 7): `POST /support/attachments` takes one
 * multipart part per file and answers the stored list, which the ticket then names;
 * `GET /support/attachments/:id` serves a file to its uploader and to staff only.
 */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });

  app.post('/support/attachments', { config: { auth: true } }, async (req): Promise<SupportAttachmentsAnswer> => {
    const who = caller(req);
    const files = await readScreenshots(req);
    const stored = await storeScreenshots(app.deps.db, who.user.id, files, app.deps.now());
    await audit(app.deps.db, { actorId: who.user.id, action: 'support.attachments', targetType: 'support_attachments', ip: req.ip, details: { ids: stored.map((a) => a.id) } });
    return stored;
  });

  app.get<{ Params: { id: string } }>('/support/attachments/:id', {
    config: { auth: true }, schema: { params: s.object({ id: uuid }, ['id']) },
  }, async (req, reply) => {
    const who = caller(req);
    const file = await attachmentById(app.deps.db, req.params.id);
    // Another member's file is answered as one that does not exist.
    if (!file || (file.userId !== who.user.id && !isStaff(who.modules))) throw notFound('No such file');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('cache-control', 'private, max-age=3600')
      .send(file.data);
  });
}
