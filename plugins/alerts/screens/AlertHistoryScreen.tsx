import { AlertHistoryPage } from '../components/AlertHistoryPage';

/** /dashboard/alert-history: 'Alert-History'. */
export default function AlertHistoryScreen() {
  return <AlertHistoryPage />;
}
