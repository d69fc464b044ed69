import { siteQuery } from '../api';
import { LegalPage } from '../components/legal-page';

export const queries = () => [siteQuery()];

const sections = ['collect', 'use', 'share', 'retention', 'rights', 'contact'] as const;

export default function PrivacyPage() {
  return <LegalPage page="privacy" sections={sections} mailbox="privacyEmail" />;
}
