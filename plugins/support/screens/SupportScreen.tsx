import { SupportPage } from '../components/SupportPage';

/** /dashboard/support: the support ticket screen. */
export default function SupportScreen() {
  return <SupportPage />;
}
