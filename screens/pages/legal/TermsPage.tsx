import { LegalPage } from './LegalPage';

/** /terms: the terms of use; the page scrolls to its main section (document 1 section 2.1). */
export function TermsPage() {
  return <LegalPage page="terms" scrollTo="terms-main" />;
}
