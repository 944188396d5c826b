import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { useEngine } from '../../engine/ui/EngineContext';
import { buildNavigation } from '../../engine/routing/navigationTree';
import { callApi } from '../../engine/data/apiClient';
import type { NavigationEntry } from '../../engine/plugins/pluginManifest';
import { resolveText } from '../../engine/core/text/localizedText';

interface RuntimeEntry {
  id: string;
  path: string;
  label: { en: string; de: string };
  icon: string;
  group: string;
  permission: string | null;
  badge: string | null;
  sortOrder: number;
}

/** The sidebar: the plugins' entries plus the runtime entries admins add, gated by permission. */
export const Sidebar = observer(function Sidebar() {
  const { t, i18n } = useTranslation('common');
  const { session, plugins } = useEngine();
  const navigate = useNavigate();
  const [runtime, setRuntime] = useState<NavigationEntry[]>([]);

  useEffect(() => {
    let cancelled = false;
    callApi<{ entries: RuntimeEntry[] }>('/navigation', { credentials: session.credentials })
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
  }, [session.credentials]);

  const label = (e: NavigationEntry): string => resolveText(e.label, i18n.language, t);
  const groups = buildNavigation([...plugins.navigation(), ...runtime], session.modules, label);
  return (
    <nav className="sidebar" aria-label={t('nav.label')}>
      <div className="sidebar__brand">{t('appName')}</div>
      {groups.map((g) => (
        <details key={g.group} open className="sidebar__group">
          <summary>{t(`nav.groups.${g.group}`, { defaultValue: g.group })}</summary>
          {g.entries.map((e) => (
            <NavLink key={e.id} to={e.path} className={`sidebar__entry${e.access === 'preview' ? ' sidebar__entry--preview' : ''}`}>
              {label(e)}
              {e.badge && <span className="badge">{e.badge}</span>}
            </NavLink>
          ))}
        </details>
      ))}
      <button type="button" className="sidebar__logout" onClick={() => void session.logout().then(() => navigate('/login'))}>
        {t('nav.logout')}
      </button>
    </nav>
  );
});
