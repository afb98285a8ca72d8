import { LifeBuoy, MessageSquare } from 'lucide-react';
import { common } from '../../generated/site';
import { pathTo } from '../../routes';
import { ButtonLink } from '../ui/ButtonLink';

/** The two ways on from a page about the journey: a coordinator, or help when something is wrong. */
export function HelpLinks() {
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink href={pathTo('/coordinator-connect')}>
        <MessageSquare aria-hidden="true" className="size-5" /> {common.helpLinks.coordinator}
      </ButtonLink>
      <ButtonLink href={pathTo('/emergency-support')} variant="danger">
        <LifeBuoy aria-hidden="true" className="size-5" /> {common.helpLinks.emergency}
      </ButtonLink>
    </div>
  );
}
