import { useContent } from '../content/ContentContext';
import { openRegistrationModal } from '../navigation/registrationEvent';
import { useSiteInfo } from '../siteInfo/SiteInfoContext';

/**
 * The Register button in the first screen (an island on the landing page). It says what the
 * registration section's button says; its accessible name adds a few hidden words so the two
 * buttons can be told apart by name (the section's keeps the exact 'Register Now' the browser tests find).
 * When registration is closed it is hidden: the registration section holds the notice. On the
 * landing page the early script opens the dialog (data-opens-registration) and the islands hide it
 * (data-when-registration) without React.
 */
export function HeroCallToAction() {
  const { hero, registration } = useContent();
  const { registrationOpen } = useSiteInfo();
  return (
    <button
      type="button"
      className="button hero__cta"
      hidden={registrationOpen === false}
      data-when-registration="open"
      data-opens-registration=""
      onClick={(event) => openRegistrationModal(event.currentTarget)}
    >
      {registration.button}
      <span className="visually-hidden">{hero.ctaContext}</span>
    </button>
  );
}
