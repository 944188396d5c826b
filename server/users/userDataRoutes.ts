import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users, clientLogs } from '../db/schema';
import * as s from '../http/schemas';
import { ApiError, badRequest, notFound } from '../http/apiError';
import { checkVatId } from '../billing/vatIds';
import { vatIdMessage } from '../billing/checkout';
import { billingServices } from '../billing/services';
import { requireAuth } from '../auth/sessionAuth';
import { userDataJson, userDataOf } from './userView';
import { patchUserData } from './userDataPatch';
import { checkCustomCorrelations, checkRevealed, customCorrelationsSchema, newCorrelationTickers } from './customCorrelations';
import { revealCheckFor } from '../assets/activeTickers';
import { acknowledgeNotification, notificationsFor } from '../notifications/notificationStore';
import { audit } from '../audit';
import { ACCOUNT_RULES } from '../../product/accountRules';
import { gammaQuickListSchema } from '../gamma/gammaSchemas';
import type {
  AcknowledgeNotificationBody, EmailOptInAnswer, NotificationsAnswer, SessionUser, SuccessAnswer, UserDataPatch, VerifyIntroBody,
} from '../../contracts';

const settingsSchema = s.object({
  darkMode: { type: 'boolean' },
  compactModeStatus: { type: 'boolean' },
  colorblindModeStatus: { type: 'boolean' },
  csvSeparator: { type: 'string', enum: [';', ',', '\t', '|'] },
  exportFormat: { type: 'string', enum: ['Excel', 'PDF'] },
  excelExportFormat: { type: 'string', enum: ['CSV', 'XLS'] },
  fullLengthTables: { type: 'boolean' },
  language: { type: 'string', enum: ['en', 'de'] },
  rangePosAsPercent: { type: 'boolean' },
  activeColumns: { anyOf: [{ type: 'null' }, { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 100 } }] },
  gammaQuickList: gammaQuickListSchema,
});
const listChange = {
  anyOf: [
    s.tickerList,
    s.object({ name: { type: 'string', maxLength: 100 }, includedTicker: s.tickerList, base: s.tickerList }, ['includedTicker']),
    s.object({ add: s.tickerList, remove: s.tickerList }),
  ],
};
const patchSchema = s.object({
  settings: settingsSchema,
  dashboardList: listChange,
  cryptoList: listChange,
  customCorrelations: customCorrelationsSchema,
  baseCurrency: { type: 'string', pattern: '^[A-Za-z]{3}$' },
  portfolioSize: s.bigint(0, 1e15),
  chartingAppUsername: { type: 'string', maxLength: 100 },
  addressDetails: s.object({
    address: { type: 'string', maxLength: 200 }, city: { type: 'string', maxLength: 100 }, postalCode: { type: 'string', maxLength: 20 },
    vatId: { type: 'string', maxLength: 30 },
  }),
});

export async function userDataRoutes(app: FastifyInstance): Promise<void> {
  const auth = { auth: true };

  // SessionUser as JSON, kept with the session while nothing of it changed (userDataJson).
  app.get('/userData', { config: auth }, async (req, reply): Promise<string> => {
    const json = await userDataJson(app.deps, requireAuth(req).user, app.sessionCache);
    void reply.type('application/json; charset=utf-8');
    return json;
  });

  app.post<{ Body: UserDataPatch }>('/userData', { config: auth, schema: { body: patchSchema } }, async (req): Promise<SessionUser> => {
    const { user } = requireAuth(req);
    if (!Object.keys(req.body).length) throw badRequest('Invalid request: the body names no field to change');
    if (req.body.customCorrelations) {
      checkCustomCorrelations(req.body.customCorrelations);
      const added = newCorrelationTickers(user.customCorrelations, req.body.customCorrelations);
      if (added.length > 0) checkRevealed(added, await revealCheckFor(app.deps.db, user, app.deps.now()));
    }
    const vatId = req.body.addressDetails?.vatId;
    if (vatId !== undefined && vatId.trim()) {
      // A business buyer's VAT id (issue 29): kept only when valid, in its normalised form.
      const check = await checkVatId(billingServices(app).vatRegistry, vatId);
      if (!check.valid) throw new ApiError(400, vatIdMessage(check.reason), 'VAT_ID_INVALID', { reason: check.reason, country: check.country });
      req.body.addressDetails!.vatId = check.vatId;
    } else if (vatId !== undefined) {
      req.body.addressDetails!.vatId = '';
    }
    const updated = await patchUserData(app.deps.db, user.id, req.body, app.deps.now());
    return userDataOf(app.deps, updated);
  });

  app.get('/fetchNotifications', { config: auth }, async (req): Promise<NotificationsAnswer> => ({
    notifications: await notificationsFor(app.deps.db, requireAuth(req).user.id),
  }));

  app.post<{ Body: AcknowledgeNotificationBody }>('/acknowledgeNotification', {
    config: auth, schema: { body: s.object({ notificationId: s.serialId }, ['notificationId']) },
  }, async (req): Promise<SuccessAnswer> => {
    if (!(await acknowledgeNotification(app.deps.db, requireAuth(req).user.id, req.body.notificationId))) {
      throw notFound('Failed to acknowledge notification. Please try again or contact support if the problem persists.');
    }
    return { success: true };
  });

  const setOptIn = (value: boolean) => async (req: Parameters<typeof requireAuth>[0]): Promise<EmailOptInAnswer> => {
    const { user } = requireAuth(req);
    await app.deps.db.update(users).set({
      emailOptIn: value, uiFlags: { ...user.uiFlags, show_mail_opt_in_dialog: false }, updatedAt: app.deps.now(),
    }).where(eq(users.id, user.id));
    await audit(app.deps.db, { actorId: user.id, action: value ? 'user.acceptEmailOptIn' : 'user.declineEmailOptIn', targetType: 'user', targetId: user.id });
    return { success: true, emailOptIn: value };
  };
  app.post('/acceptEmailOptIn', { config: auth }, setOptIn(true));
  app.post('/declineEmailOptIn', { config: auth }, setOptIn(false));

  app.post<{ Body: VerifyIntroBody }>('/verifyIntro', {
    config: auth,
    schema: { body: s.object({ noFinancialAdvise: { type: 'boolean' }, willNotShare: { type: 'boolean' } }, ['noFinancialAdvise', 'willNotShare']) },
  }, async (req): Promise<SessionUser> => {
    const { user } = requireAuth(req);
    if (!req.body.noFinancialAdvise || !req.body.willNotShare) throw badRequest('Both confirmations are required.', 'INTRO_INCOMPLETE');
    const updated = await app.deps.db.update(users).set({ introAccepted: true, updatedAt: app.deps.now() }).where(eq(users.id, user.id)).returning();
    await audit(app.deps.db, { actorId: user.id, action: 'user.verifyIntro', targetType: 'user', targetId: user.id });
    return userDataOf(app.deps, updated[0]!);
  });

  app.post<{ Body: { date?: string; dateAsUnix?: number; username?: string; log: string | string[] } }>('/base-node/upload', {
    config: auth,
    bodyLimit: ACCOUNT_RULES.clientLogMaxBytes,
    schema: {
      body: s.object({
        date: { type: 'string', maxLength: 100 },
        dateAsUnix: s.bigint(),
        username: { type: 'string', maxLength: 100 },
        log: { anyOf: [{ type: 'string', maxLength: ACCOUNT_RULES.clientLogMaxBytes }, { type: 'array', maxItems: ACCOUNT_RULES.clientLogLines, items: { type: 'string', maxLength: ACCOUNT_RULES.clientLogLineMax } }] },
      }, ['log']),
    },
  }, async (req) => {
    const { user } = requireAuth(req);
    const log = Array.isArray(req.body.log) ? req.body.log.join('\n') : req.body.log;
    await app.deps.db.insert(clientLogs).values({
      userId: user.id, username: user.username, clientDate: req.body.date ?? null, clientDateUnix: req.body.dateAsUnix ?? null, log,
    });
    return { success: true };
  });
}
