import { HydrateInTurn } from '../../../components/ui/hydrate-in-turn';
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
const firstScreen = [Hero, SearchSection, WhyChoose];
const belowTheFold = [IndiaMapSection, AiFeatures, SampleSuppliers, HowItWorks, UseCaseSection, WaitlistCta];

/** Drawn by the server; hydrated a section at a time, the lower ones as they near the viewport. */
export default function HomePage() {
  usePageMeta('home:meta.title', 'home:meta.description');
  return (
    <>
      {firstScreen.map((Section) => (
        <HydrateInTurn key={firstScreen.indexOf(Section)}>
          <Section />
        </HydrateInTurn>
      ))}
      {belowTheFold.map((Section) => (
        <HydrateInTurn key={belowTheFold.indexOf(Section)}>
          <Section />
        </HydrateInTurn>
      ))}
    </>
  );
}
