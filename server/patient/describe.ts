import { coordinatorConnect } from '../../src/generated/site';
import { requestChoiceLists } from '../../src/lib/forms/request-choices';
import { currentLocale } from '../../src/lib/locale';
import type { StoredRequestRecord } from '../receiver/store';

/**
 * What a request's fields say, in words of the language being spoken (read at each call, inside
 * the patient's page): the form's labels, and the lists' names for the codes chosen. Fields left
 * empty are left out; a value no list names shows as sent.
 */
export function describeRequest(record: StoredRequestRecord): Array<{ label: string; value: string }> {
  const form = coordinatorConnect.form;
  const lists = requestChoiceLists(currentLocale());
  const names = (choices: Array<{ id: string; label: string }>) => Object.fromEntries(choices.map((choice) => [choice.id, choice.label]));
  const valueLabels: Record<string, Record<string, string>> = {
    condition: { ...names(lists.conditions), other: form.conditionOther },
    hospital: names(lists.hospitals),
    contactMethod: { ...form.contactMethods },
    country: names(lists.countries),
    replyLanguage: names(lists.replyLanguages),
  };
  return Object.entries(form.labels)
    .filter(([field]) => (record.request[field] ?? '') !== '')
    .map(([field, label]) => ({ label, value: valueLabels[field]?.[record.request[field]!] ?? record.request[field]! }));
}
