import { siteQuery } from '../api';
import { LegalPage } from '../components/legal-page';

export const queries = () => [siteQuery()];

const sections = ['what', 'essential', 'preferences', 'thirdParty', 'control', 'contact'] as const;

export default function CookiesPage() {
  return <LegalPage page="cookies" sections={sections} mailbox="privacyEmail" />;
}
