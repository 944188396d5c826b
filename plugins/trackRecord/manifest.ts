import { lazyScreen, type PluginManifest } from '../../engine/plugins';

/**
 * The track record page (issue 21 scope 7): /data/calibration, how the ranges and ratings did on the
 * data in the system, for every signed-in member, with its sidebar entry in the data group.
 */
export const trackRecordPlugin: PluginManifest = {
  id: 'trackRecord',
  routes: [{ path: '/data/calibration', component: lazyScreen(() => import('./screens/TrackRecordScreen')) }],
  navigation: [{ id: 'trackRecord', label: 'shell:nav.trackRecord', path: '/data/calibration', icon: 'ticker', group: 'data', order: 45 }],
};
