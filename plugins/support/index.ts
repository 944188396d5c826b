/**
 * What other screens use of support: the contact block (the public /contact page shows it too)
 * and the support screens' addresses (product/supportTickets.ts; the billing screens' "contact
 * support" links read them there, so that their chunk does not carry this block). Import from here only.
 */
export { ContactDetails } from './components/ContactDetails';
export { SUPPORT_PATHS } from '../../product/supportTickets';
