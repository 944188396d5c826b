import { OfferResultPage } from './OfferResultPage';

/** /card-offer-already-used */
export function CardOfferUsedPage() {
  return <OfferResultPage result="cardUsed" />;
}

/** /demo-offer-success */
export function DemoOfferSuccessPage() {
  return <OfferResultPage result="demoSuccess" />;
}

/** /demo-offer-error */
export function DemoOfferErrorPage() {
  return <OfferResultPage result="demoError" />;
}
