import { howWeCount, site } from '../generated/site';
import { fillTemplate } from '../lib/template';

/** "Written by the … care team.": the author a medical page's MedicalWebPage data names. */
export function WrittenBy() {
  return (
    <p className="text-sm text-slate-600">
      {fillTemplate(howWeCount.writtenBy, { organisation: site.name })}
    </p>
  );
}
