/**
 * The system admin screen's calls (issue 28 scope 3), admins only: the data integrity check
 * (GET /checkIntegrity) and reloading the runtime settings (POST /reloadConfig,
 * runtimeSettings.ts). The subscription time-left check is billing's (/userSubscriptionTimeLeftCheck).
 */
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/sessionAuth';
import { audit } from '../audit';
import { checkIntegrity } from './integrityCheck';
import { InvalidSettingsError, reloadRuntimeSettings } from './runtimeSettings';
import { badRequest } from '../http/apiError';
import type { IntegrityCheckAnswer, ReloadConfigAnswer } from '../../contracts';

export async function systemAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/checkIntegrity', { config: { permission: 'ADMIN' } }, async (req): Promise<IntegrityCheckAnswer> => {
    const answer = await checkIntegrity(app.deps);
    await audit(app.deps.db, {
      actorId: requireAuth(req).user.id, action: 'admin.checkIntegrity', ip: req.ip,
      details: { ok: answer.ok, found: Object.fromEntries(answer.findings.map((f) => [f.id, f.count])) },
    });
    return answer;
  });

  app.post('/reloadConfig', { config: { permission: 'ADMIN' } }, async (req): Promise<ReloadConfigAnswer> => {
    let result: Omit<ReloadConfigAnswer, 'msg'>;
    try {
      result = reloadRuntimeSettings(app.deps.config, (level) => { app.log.level = level; });
    } catch (err) {
      if (err instanceof InvalidSettingsError) throw badRequest(`The settings were not reloaded: ${err.message}`, 'SETTINGS_INVALID');
      throw err;
    }
    await audit(app.deps.db, {
      actorId: requireAuth(req).user.id, action: 'admin.reloadConfig', targetType: 'settings', ip: req.ip,
      details: {
        before: Object.fromEntries(result.changed.map((c) => [c.setting, c.before])),
        after: Object.fromEntries(result.changed.map((c) => [c.setting, c.after])),
        restartNeeded: result.restartNeeded.map((c) => c.setting),
      },
    });
    const names = result.changed.map((c) => c.setting).join(', ');
    return { msg: result.changed.length ? `Successful: reloaded ${names}.` : 'Successful: no setting changed.', ...result };
  });
}
