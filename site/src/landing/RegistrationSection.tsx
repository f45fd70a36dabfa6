import { useContent } from '../content/ContentContext';
import { openRegistrationModal } from '../navigation/registrationEvent';
import { useSiteInfo } from '../siteInfo/SiteInfoContext';
import { Section } from './Section';
import './RegistrationSection.css';

/**
 * The call to action (anchor #registration). When the API says the registration window is
 * closed, the seed's 'registration closed' notice takes the button's place.
 */
export function RegistrationSection() {
  const { registration } = useContent();
  const { registrationOpen } = useSiteInfo();
  return (
    <Section id="registration" heading={registration.heading}>
      <div className="registration-cta">
        {registrationOpen === false ? (
          <div className="registration-cta__closed" role="status">
            <p className="registration-cta__closed-title">{registration.closedTitle}</p>
            <p>{registration.closedText}</p>
          </div>
        ) : (
          <>
            <p className="registration-cta__text">{registration.text}</p>
            <button type="button" className="button registration-cta__button" onClick={openRegistrationModal}>
              {registration.button}
            </button>
          </>
        )}
      </div>
    </Section>
  );
}
