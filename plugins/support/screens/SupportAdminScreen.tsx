import { SupportAdminPage } from '../components/SupportAdminPage';

/** /dashboard/admin/support-tickets: the support ticket list and editor (document 4 section 2.7). */
export default function SupportAdminScreen() {
  return <SupportAdminPage />;
}
