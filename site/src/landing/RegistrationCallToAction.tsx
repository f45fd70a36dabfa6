import { useContent } from '../content/ContentContext';
import { openRegistrationModal } from '../navigation/registrationEvent';
import { useSiteInfo } from '../siteInfo/SiteInfoContext';

/**
 * The registration section's call to action. When the API says the registration window is closed,
 * the seed's 'registration closed' notice takes the button's place. Both are always in the markup
 * (one hidden), so on the landing page, which is not hydrated, the islands can swap them without
 * React (data-when-registration), and the early script opens the dialog (data-opens-registration).
 */
export function RegistrationCallToAction() {
  const { registration } = useContent();
  const { registrationOpen } = useSiteInfo();
  const closed = registrationOpen === false;
  return (
    <div className="registration-cta">
      <div className="registration-cta__closed" role="status" hidden={!closed} data-when-registration="closed">
        <p className="registration-cta__closed-title">{registration.closedTitle}</p>
        <p>{registration.closedText}</p>
      </div>
      <p className="registration-cta__text" hidden={closed} data-when-registration="open">
        {registration.text}
      </p>
      <button
        type="button"
        className="button registration-cta__button"
        hidden={closed}
        data-when-registration="open"
        data-opens-registration=""
        onClick={(event) => openRegistrationModal(event.currentTarget)}
      >
        {registration.button}
      </button>
    </div>
  );
}
