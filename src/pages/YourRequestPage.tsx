import { PageHead } from '../components/PageHead';
import { PageHeader } from '../components/ui/PageHeader';
import { yourRequest as words } from '../generated/site';
import { inputClass } from '../islands/request-form/FieldShell';
import { patientLinkLifetime, patientPaths } from '../lib/patient/paths';
import { textLimits } from '../lib/forms/request';
import { usePageMeta } from '../lib/page-meta';
import { currentPageLanguage } from '../lib/page-language';
import { fillTemplate } from '../lib/template';
import { currentLocale } from '../lib/locale';

/**
 * /your-request: asks for the address a request gave and has the server email a private link to
 * it (server/patient/). A plain form: it works without JavaScript, and the answer is the same
 * whether or not the address has a request. It says the page's language, which the answer, the
 * email and the pages the link opens then speak.
 */
export default function YourRequestPage() {
  const meta = usePageMeta();
  // The page's language travels with the address: the answer, the email and the link's pages speak it.
  const language = currentPageLanguage()?.language.tag;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} noindex />
      <PageHeader title={meta.title} lead={words.page.intro} illustration={meta.illustration} />
      <div className="wrap section">
        <form method="post" action={patientPaths.link} className="measure space-y-4">
          {language && <input type="hidden" name="language" value={language} />}
          <div>
            <label htmlFor="your-request-email" className="block font-semibold text-slate-900">
              {words.page.emailLabel}
            </label>
            <input id="your-request-email" name="email" type="email" autoComplete="email" required maxLength={textLimits.email} className={`${inputClass} mt-1`} />
          </div>
          <button type="submit" className="btn btn-primary">
            {words.page.submit}
          </button>
          <p className="note">{fillTemplate(words.page.note, { minutes: patientLinkLifetime(words, currentLocale()) })}</p>
        </form>
      </div>
    </>
  );
}
