/**
 * The hidden field a form carries its page's language in (a tag of content/site/site.json), so the
 * receiver answers in the language the form was read in. The receiver takes it only to choose one
 * of the site's languages.
 */
export const pageLanguageField = 'pageLanguage';
