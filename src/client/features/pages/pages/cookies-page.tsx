import { LegalPage } from '../components/legal-page';

const sections = ['what', 'essential', 'preferences', 'thirdParty', 'control', 'contact'] as const;

export default function CookiesPage() {
  return <LegalPage page="cookies" sections={sections} mailbox="privacyEmail" />;
}
