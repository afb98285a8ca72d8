import { network } from '../../generated/site';
import { fillTemplate } from '../../lib/template';

/**
 * Under a hospital's or surgeon's rating (whose source and basis the rating's note gives): the link
 * to the reviews a patient can read, the reviews section or tab of the page, by its id in src/lib/section-ids.ts.
 */
export function ReviewsLink({ name, href }: { name: string; href: string }) {
  return (
    <p className="note mt-1">
      <a href={href} className="link">
        {fillTemplate(network.doctorPage.reviewsLink, { name })}
      </a>
    </p>
  );
}
