import { CallToAction, FeatureGrid, HowItWorks, StatsStrip, Testimonials } from './landing/Sections';
import { Hero } from './landing/Hero';
import { LandingHeader } from './landing/LandingHeader';
import { useDocumentTitle } from './shared/InfoPageLayout';
import { SiteFooter } from './shared/SiteFooter';

/** Marketing home at /landing and /landingpage. */
export function LandingPage() {
  useDocumentTitle('AI slide decks that work offline');
  return (
    <div className="ds-page min-h-screen bg-slate-50">
      <LandingHeader />
      <main>
        <Hero />
        <StatsStrip />
        <FeatureGrid />
        <HowItWorks />
        <Testimonials />
        <CallToAction />
      </main>
      <SiteFooter />
    </div>
  );
}
