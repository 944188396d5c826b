import { useNavigate } from 'react-router-dom';
import { MaintenanceScreen } from './MaintenanceScreen';

/** /maintenance: the maintenance screen as a page of its own; Try again goes to the start page. */
export function MaintenancePage() {
  const navigate = useNavigate();
  return <MaintenanceScreen checking={false} onRetry={() => navigate('/')} />;
}
