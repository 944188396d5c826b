import { lazyScreen, type PluginManifest } from '../../engine/plugins';

/**
 * The economic calendar (issue 21 scope 4): /data/economic-calendar and its sidebar entry in the
 * data group. Free for members (the events are the market's, the same for everyone).
 */
export const economicCalendarPlugin: PluginManifest = {
  id: 'economicCalendar',
  routes: [{ path: '/data/economic-calendar', component: lazyScreen(() => import('./screens/EconomicCalendarScreen')) }],
  navigation: [{ id: 'economicCalendar', label: 'shell:nav.economicCalendar', path: '/data/economic-calendar', icon: 'calendar', group: 'data', order: 40 }],
};
