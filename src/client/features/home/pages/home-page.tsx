import { Suspense } from 'react';
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

/** The sections in the spec's order (section 2, 'Home page sections, in order'). */
const sections = {
  hero: Hero,
  search: SearchSection,
  whyChoose: WhyChoose,
  map: IndiaMapSection,
  ai: AiFeatures,
  suppliers: SampleSuppliers,
  howItWorks: HowItWorks,
  useCases: UseCaseSection,
  waitlist: WaitlistCta,
};

/** Drawn by the server; each section is hydrated on its own (a Suspense boundary each). */
export default function HomePage() {
  usePageMeta('home:meta.title', 'home:meta.description');
  return Object.entries(sections).map(([key, Section]) => (
    <Suspense key={key}>
      <Section />
    </Suspense>
  ));
}
