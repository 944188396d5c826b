/**
 * The asset overview's calls on the engine's data provider (issue 21 scope 2): the nine groups
 * (GET /api/overview/groups) and the user's own asset groups, the generic DomainAssetGroup
 * records (document 4 section 7.5: a list query with createdBy = the username, maxCacheAge 300; a
 * write drops the provider's cached lists of the model). Only a lost session goes to the catalogue:
 * the screen shows every other failure itself (an unknown ticker names the ticker).
 */
import { defineDataMethods, type DataProvider } from '../../../engine/data';
import { sessionOnly } from '../../summary';
import { ASSET_GROUP_MODEL, OVERVIEW_CACHE_SECONDS } from '../../../product/overviewRules';
import type { AssetGroupPayload, OverviewAnswer } from '../../../contracts';
import { toAssetGroup, type AssetGroup } from '../logic/assetGroups';

/** More groups than a member may keep: one page. */
const GROUP_PAGE_SIZE = 100;

export interface OverviewApi {
  groups(): Promise<OverviewAnswer>;
  /** The user's own asset groups, oldest first. */
  myGroups(username: string): Promise<AssetGroup[]>;
  createGroup(payload: AssetGroupPayload): Promise<AssetGroup | null>;
  renameGroup(id: string, title: string): Promise<void>;
  deleteGroup(id: string): Promise<void>;
}

export const overviewMethods = defineDataMethods('overview', (data: DataProvider): OverviewApi => ({
  groups: () => data.request<OverviewAnswer>('/overview/groups', { cache: { maxAgeMs: OVERVIEW_CACHE_SECONDS.groups * 1000 }, reportError: sessionOnly }),
  async myGroups(username) {
    const answer = await data.getList(ASSET_GROUP_MODEL, {
      filterQuery: [{ filterKey: 'createdBy', type: 'eq', val: username }],
      sort: { key: 'creationDate', direction: 'asc' },
      pageSize: GROUP_PAGE_SIZE,
      maxCacheAge: OVERVIEW_CACHE_SECONDS.assetGroups,
    });
    return answer.rows.map(toAssetGroup).filter((g): g is AssetGroup => g !== null);
  },
  async createGroup(payload) {
    const envelope = await data.create(ASSET_GROUP_MODEL, { title: payload.title, assets: payload.assets });
    return toAssetGroup(envelope as unknown as Record<string, unknown>);
  },
  async renameGroup(id, title) {
    await data.update(ASSET_GROUP_MODEL, id, { title }, { screen: 'rename' });
  },
  deleteGroup: (id) => data.remove(ASSET_GROUP_MODEL, id),
}));
