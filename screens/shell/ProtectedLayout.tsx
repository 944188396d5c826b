import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useEngine } from '../../engine/ui/EngineContext';
import { Sidebar } from './Sidebar';

/** The protected areas: signed-in users get the sidebar and the screen, others go to /login. */
export const ProtectedLayout = observer(function ProtectedLayout() {
  const { session } = useEngine();
  const location = useLocation();
  if (session.status !== 'LOGGED_IN') {
    sessionStorage.setItem('rs.redirect', JSON.stringify({ url: location.pathname + location.search, at: Date.now() }));
    return <Navigate to="/login" replace />;
  }
  return (
    <div className="app-shell">
      <Sidebar />
      <main className="app-shell__main">
        <Outlet />
      </main>
    </div>
  );
});
