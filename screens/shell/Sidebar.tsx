import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useEngine } from '../../engine/ui';
import { buildNavigation } from '../../engine/routing';
import type { NavigationEntry } from '../../engine/plugins';
import { resolveText } from '../../engine/core';
import { Icon } from './icons';
import { DisplayToggles } from './DisplayToggles';
import { GROUP_ORDER } from './shellManifest';
import type { NavigationAnswer } from '../../contracts';

const COLLAPSED_KEY = 'rs.sidebar.collapsed';

function readCollapsed(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(COLLAPSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The runtime entries admins add (GET /api/navigation), reloaded when the session changes. */
function useRuntimeEntries(): NavigationEntry[] {
  const { session, data } = useEngine();
  const [runtime, setRuntime] = useState<NavigationEntry[]>([]);
  const credentials = session.credentials;
  useEffect(() => {
    if (!credentials) return;
    let cancelled = false;
    data.request<NavigationAnswer>('/navigation')
      .then((r) => {
        if (cancelled) return;
        setRuntime(r.entries.map((e) => ({
          id: e.id, path: e.path, label: e.label, icon: e.icon, group: e.group, order: e.sortOrder,
          ...(e.permission ? { permission: e.permission } : {}), ...(e.badge ? { badge: e.badge } : {}),
        })));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [credentials, data]);
  return runtime;
}

const namespaceOfKey = (key: string): string | null => (/^[A-Za-z]+:/.test(key) ? key.slice(0, key.indexOf(':')) : null);

function namespacesOf(entries: readonly NavigationEntry[]): string[] {
  const names = new Set<string>();
  for (const e of entries) {
    const ns = typeof e.label === 'string' ? namespaceOfKey(e.label) : null;
    if (ns && ns !== 'shell' && ns !== 'common') names.add(ns);
  }
  return [...names].sort();
}

/**
 * The sidebar (document 1 section 2.7): the plugins' entries plus the runtime entries, in
 * collapsible groups, with icons and badges; entries the user may not open are hidden, preview
 * entries lead to the teaser. Below them the three display toggles and Logout.
 */
export const Sidebar = observer(function Sidebar({ open, onNavigate, onLogout }: { open: boolean; onNavigate: () => void; onLogout: () => void }) {
  const { session, plugins } = useEngine();
  const runtime = useRuntimeEntries();
  // Plugins name their labels in their own namespaces, which load after sign-in: ask for them
  // (the sidebar re-renders when they arrive) and show no raw key meanwhile.
  const labelNamespaces = namespacesOf(plugins.navigation());
  const { t, i18n } = useTranslation(['shell', 'common', ...labelNamespaces], { useSuspense: false });
  const [collapsed, setCollapsed] = useState<string[]>(readCollapsed);

  const toggleGroup = (group: string): void => {
    setCollapsed((current) => {
      const next = current.includes(group) ? current.filter((g) => g !== group) : [...current, group];
      try {
        localStorage.setItem(COLLAPSED_KEY, JSON.stringify(next));
      } catch {
        // Not kept: the sidebar opens expanded next time.
      }
      return next;
    });
  };

  const label = (e: NavigationEntry): string => {
    const ns = typeof e.label === 'string' ? namespaceOfKey(e.label) : null;
    return ns && !i18n.hasLoadedNamespace(ns) ? '' : resolveText(e.label, i18n.language, t);
  };
  const groups = buildNavigation([...plugins.navigation(), ...runtime], session.modules, label, GROUP_ORDER);
  const groupLabel = (group: string): string => t(`shell:groups.${group}`, { defaultValue: t(`common:nav.groups.${group}`, { defaultValue: group }) });

  return (
    <nav id="shell-sidebar" className={`sidebar${open ? ' sidebar--open' : ''}`} aria-label={t('common:nav.label')}>
      <div className="sidebar__brand">
        <span className="sidebar__logo" aria-hidden="true">R</span>
        {t('common:appName')}
      </div>
      <div className="sidebar__groups">
        {groups.map((g) => {
          const isOpen = !collapsed.includes(g.group);
          const listId = `sidebar-group-${g.group}`;
          return (
            <div key={g.group} className="sidebar__group">
              <button type="button" className="sidebar__group-toggle" aria-expanded={isOpen} aria-controls={listId} onClick={() => toggleGroup(g.group)}>
                <span>{groupLabel(g.group)}</span>
                <Icon name="chevron" size={14} className={`sidebar__chevron${isOpen ? '' : ' sidebar__chevron--closed'}`} />
              </button>
              <ul id={listId} className="sidebar__list" hidden={!isOpen}>
                {g.entries.map((e) => (
                  <li key={e.id}>
                    <NavLink
                      to={e.path}
                      end={e.path === '/dashboard'}
                      onClick={onNavigate}
                      className={`sidebar__entry${e.access === 'preview' ? ' sidebar__entry--preview' : ''}`}
                    >
                      <Icon name={e.icon} />
                      <span className="sidebar__label">{label(e)}</span>
                      {e.access === 'preview' && <span className="sidebar__preview" title={t('shell:sidebar.preview')}><Icon name="lock" size={13} /><span className="visually-hidden">{t('shell:sidebar.preview')}</span></span>}
                      {e.badge && <span className="badge">{t(`shell:badges.${e.badge}`, { defaultValue: e.badge })}</span>}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <div className="sidebar__footer">
        <DisplayToggles />
        <button type="button" className="sidebar__logout" onClick={onLogout}>
          <Icon name="logout" size={16} />
          {t('common:nav.logout')}
        </button>
      </div>
    </nav>
  );
});
