import { useContent } from '../content/ContentContext';
import { RegistrationCallToAction } from './RegistrationCallToAction';
import { Section } from './Section';
import './RegistrationSection.css';

/** The registration section (anchor #registration) around its call to action. */
export function RegistrationSection() {
  const { registration } = useContent();
  return (
    <Section id="registration" heading={registration.heading}>
      <RegistrationCallToAction />
    </Section>
  );
}
