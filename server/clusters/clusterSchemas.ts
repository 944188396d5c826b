/**
 * The bodies of POST /analytics/clusters and /analytics/leadership: shapes and bounds. Which
 * fields a universe kind needs is checked by clusterUniverse.ts (one clear 400 per case).
 */
import * as s from '../http/schemas';
import { CLUSTER_GROUPS, CLUSTER_LIST_TYPES, CLUSTER_RULES } from '../../product/clusterRules';

const universe = s.object({
  kind: { type: 'string', enum: ['list', 'group', 'liquid'] },
  listType: { type: 'string', enum: [...CLUSTER_LIST_TYPES] },
  listName: { type: 'string', minLength: 1, maxLength: CLUSTER_RULES.listNameMaxLength },
  group: { type: 'string', enum: [...CLUSTER_GROUPS] },
  size: s.int32(CLUSTER_RULES.liquidSize.min, CLUSTER_RULES.liquidSize.max),
}, ['kind']);

const windowDays = s.int32(CLUSTER_RULES.windowDays.min, CLUSTER_RULES.windowDays.max);

export const leadershipBody = s.object({ universe, windowDays }, ['universe']);

export const clusterBody = s.object({
  universe,
  windowDays,
  minCorrelation: { type: 'number', minimum: CLUSTER_RULES.minCorrelation.min, maximum: CLUSTER_RULES.minCorrelation.max },
}, ['universe']);
