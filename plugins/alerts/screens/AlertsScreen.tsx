import { AlertsPage } from '../components/AlertsPage';

/** /dashboard/alerts: 'Fractal Range Alerts'. */
export default function AlertsScreen() {
  return <AlertsPage />;
}
