import { useContent } from '../content/ContentContext';
import { openRegistrationModal } from '../navigation/registrationEvent';
import { useSiteInfo } from '../siteInfo/SiteInfoContext';

/**
 * The registration section's call to action (an island on the landing page). When the API says
 * the registration window is closed, the seed's 'registration closed' notice takes the button's
 * place.
 */
export function RegistrationCallToAction() {
  const { registration } = useContent();
  const { registrationOpen } = useSiteInfo();
  return (
    <div className="registration-cta">
      {registrationOpen === false ? (
        <div className="registration-cta__closed" role="status">
          <p className="registration-cta__closed-title">{registration.closedTitle}</p>
          <p>{registration.closedText}</p>
        </div>
      ) : (
        <>
          <p className="registration-cta__text">{registration.text}</p>
          <button
            type="button"
            className="button registration-cta__button"
            data-early-click=""
            onClick={(event) => openRegistrationModal(event.currentTarget)}
          >
            {registration.button}
          </button>
        </>
      )}
    </div>
  );
}
