/**
 * The report for the vet (issue 29): one animal's logs over a period, as a printable page and a
 * PDF made on the device. The page is a route of its own (app/router.tsx); the animal's page links
 * to it. No feature imports this one: only the router and app/pages.
 */
export { vetReportLink } from './vet-report-link';
