import { AfterFirstPaint } from '../../../components/ui/after-first-paint';
import { usePageMeta } from '../../../lib/page-meta';
import { AiFeatures } from '../components/ai-features';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { IndiaMapSection } from '../components/india-map-section';
import { SampleSuppliers } from '../components/sample-suppliers';
import { SearchSection } from '../components/search-section';
import { UseCaseSection } from '../components/use-case-section';
import { WaitlistCta } from '../components/waitlist-cta';
import { WhyChoose } from '../components/why-choose';

/** Below the first screen: each section is drawn in a task of its own. */
const laterSections = [
  WhyChoose,
  IndiaMapSection,
  AiFeatures,
  SampleSuppliers,
  HowItWorks,
  UseCaseSection,
  WaitlistCta,
];

/** The sections in the spec's order (section 2, 'Home page sections, in order'). */
export default function HomePage() {
  usePageMeta('home:meta.title', 'home:meta.description');
  return (
    <>
      <Hero />
      <SearchSection />
      {laterSections.map((Section) => (
        <AfterFirstPaint key={laterSections.indexOf(Section)}>
          <Section />
        </AfterFirstPaint>
      ))}
    </>
  );
}
