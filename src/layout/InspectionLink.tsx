import { SiteLink } from '../../ui/SiteLink';
import { button } from '../../ui/theme/primitives.css';

/** The header's offer, in the bar on wide screens and at the top of the phone menu: the request form. */
export function InspectionLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <SiteLink href="/contact#request" className={`${button({ kind: 'primary' })} ${className ?? ''}`} onClick={onClick}>
      Free Inspection
    </SiteLink>
  );
}
