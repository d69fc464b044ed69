import { siteQuery } from '../api';
import { LegalPage } from '../components/legal-page';

export const queries = () => [siteQuery()];

const sections = ['service', 'accounts', 'content', 'conduct', 'liability', 'law', 'contact'] as const;

export default function TermsPage() {
  return <LegalPage page="terms" sections={sections} mailbox="legalEmail" />;
}
