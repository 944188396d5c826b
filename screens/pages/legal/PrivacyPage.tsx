import { LegalPage } from './LegalPage';

/** /privacy: the privacy policy. */
export function PrivacyPage() {
  return <LegalPage page="privacy" />;
}
