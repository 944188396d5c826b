import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { LoginPage } from './LoginPage';
import { OutboxPage } from './OutboxPage';
import { PageLoadBoundary } from './public/PageLoadBoundary';
import { OfferSpinner } from './offers/OfferSpinner';

/**
 * A page loaded on first use, so that /login's bundle stays small: only the sign-in page and the
 * shared public frame are in the entry chunk.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}

const LandingPage = lazyPage(() => import('./LandingPage'), 'LandingPage');
const RegisterPage = lazyPage(() => import('./register/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(() => import('./password/ForgotPasswordPage'), 'ForgotPasswordPage');
const SetNewPasswordPage = lazyPage(() => import('./password/SetNewPasswordPage'), 'SetNewPasswordPage');
const VerifyEmailPage = lazyPage(() => import('./VerifyEmailPage'), 'VerifyEmailPage');
const ResendVerificationPage = lazyPage(() => import('./ResendVerificationPage'), 'ResendVerificationPage');
const UsernameRecoverPage = lazyPage(() => import('./UsernameRecoverPage'), 'UsernameRecoverPage');
const TermsPage = lazyPage(() => import('./legal/TermsPage'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('./legal/PrivacyPage'), 'PrivacyPage');
const CookieDeclinePage = lazyPage(() => import('./cookies/CookieDeclinePage'), 'CookieDeclinePage');
const ScriptsPage = lazyPage(() => import('./ScriptsPage'), 'ScriptsPage');
const CardOfferUsedPage = lazyPage(() => import('./offers/offerPages'), 'CardOfferUsedPage');
const DemoOfferSuccessPage = lazyPage(() => import('./offers/offerPages'), 'DemoOfferSuccessPage');
const DemoOfferErrorPage = lazyPage(() => import('./offers/offerPages'), 'DemoOfferErrorPage');
const ExclusiveSuccessPage = lazyPage(() => import('./offers/ExclusiveSuccessPage'), 'ExclusiveSuccessPage');
const ExclusiveCancelPage = lazyPage(() => import('./offers/ExclusiveCancelPage'), 'ExclusiveCancelPage');
const ExclusiveOfferPage = lazyPage(() => import('./offers/exclusive/ExclusiveOfferPage'), 'ExclusiveOfferPage');
const QandaPage = lazyPage(() => import('./QandaPage'), 'QandaPage');
const ContactPage = lazyPage(() => import('./ContactPage'), 'ContactPage');
const PricingPage = lazyPage(() => import('./PricingPage'), 'PricingPage');
const MaintenancePage = lazyPage(() => import('./MaintenancePage'), 'MaintenancePage');
const NewsletterConfirmPage = lazyPage(() => import('./newsletter/NewsletterLinkPage'), 'NewsletterConfirmPage');
const NewsletterUnsubscribePage = lazyPage(() => import('./newsletter/NewsletterLinkPage'), 'NewsletterUnsubscribePage');

/** While a page's code loads: the dark background, so that nothing flashes. */
function PageFallback() {
  return <div className="site" aria-busy="true" />;
}

/** A lazy page; `fallback` replaces the plain background while its code and texts load (the offer page's spinner). */
function page(Component: ComponentType, fallback: ReactElement = <PageFallback />): ReactElement {
  return (
    <PageLoadBoundary>
      <Suspense fallback={fallback}>
        <Component />
      </Suspense>
    </PageLoadBoundary>
  );
}

/** The public routes (document 1 section 2.1); App.tsx mounts them outside the protected layout. */
export const publicRoutes: { path: string; element: ReactElement }[] = [
  { path: '/', element: page(LandingPage) },
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: page(RegisterPage) },
  { path: '/pw', element: page(ForgotPasswordPage) },
  { path: '/setNewPW', element: page(SetNewPasswordPage) },
  { path: '/verifyEmail', element: page(VerifyEmailPage) },
  { path: '/resendEmailVerification', element: page(ResendVerificationPage) },
  { path: '/usernameRecover', element: page(UsernameRecoverPage) },
  { path: '/terms', element: page(TermsPage) },
  { path: '/privacy', element: page(PrivacyPage) },
  { path: '/cookie-decline', element: page(CookieDeclinePage) },
  { path: '/vola2volaTVscripts', element: page(ScriptsPage) },
  { path: '/card-offer-already-used', element: page(CardOfferUsedPage) },
  { path: '/demo-offer-success', element: page(DemoOfferSuccessPage) },
  { path: '/demo-offer-error', element: page(DemoOfferErrorPage) },
  { path: '/exclusive-funnel/success', element: page(ExclusiveSuccessPage) },
  { path: '/exclusive-funnel/cancel', element: page(ExclusiveCancelPage) },
  { path: '/exclusive-offer', element: page(ExclusiveOfferPage, <OfferSpinner />) },
  { path: '/qanda', element: page(QandaPage) },
  { path: '/contact', element: page(ContactPage) },
  { path: '/pricing', element: page(PricingPage) },
  { path: '/maintenance', element: page(MaintenancePage) },
  { path: '/newsletter/confirm', element: page(NewsletterConfirmPage) },
  { path: '/newsletter/unsubscribe', element: page(NewsletterUnsubscribePage) },
  { path: '/dev/outbox', element: <OutboxPage /> },
];
