import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useContent } from '../content/ContentContext';
import { useDocumentTitle } from '../layout/documentLanguage';
import { scrollToSection } from '../navigation/scrollToSection';
import { RegistrationDialogShell } from '../registration/RegistrationDialogShell';
import { CompaniesSection } from './CompaniesSection';
import { GreetingSection } from './GreetingSection';
import { Hero } from './Hero';
import { InvestorsSection } from './InvestorsSection';
import { ProgramSection } from './program/ProgramSection';
import { RegistrationSection } from './RegistrationSection';
import { StartupShowcase } from './StartupShowcase';

/** `/` and `/kor`: one scrolling page, sections in the spec's order, language from the layout. */
export function LandingPage() {
  const { meta, locale, startups } = useContent();
  useDocumentTitle(meta.title);
  useScrollToHashOnArrival();

  return (
    <>
      <Hero />
      <GreetingSection />
      <ProgramSection />
      <InvestorsSection />
      {startups.shown ? <StartupShowcase /> : null}
      <CompaniesSection />
      <RegistrationSection />
      <RegistrationDialogShell locale={locale} />
    </>
  );
}

/**
 * Arriving from another page at `/#program` (a menu entry on /link, say), the section is not in
 * the document until this page renders, so the browser's own jump cannot happen: do it here.
 */
function useScrollToHashOnArrival(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    scrollToSection(decodeURIComponent(hash.slice(1)), { smooth: false, updateHash: false });
  }, [hash, key]);
}
