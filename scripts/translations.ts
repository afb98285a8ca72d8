/**
 * `npm run translations`: lists, per language, which translations are up to date, which are stale
 * (and which source fields changed) and which are missing.
 * `npm run translations -- start <tag> <source file>`: writes the translation file to fill in: the
 *   source's words (to replace) and the digests of the English they are made from.
 * `npm run translations -- stamp <translation file>`: records the digests of the source's words
 *   now, once a stale translation has been brought up to date.
 */
import { readContentFiles } from '../src/content/files';
import { buildContent } from '../src/content/pipeline';
import { formatProblem } from '../src/content/problems';
import { recordField, sourceDigests, translationSkeleton, type TranslationRecord } from '../src/content/translation';
import { translationFileOf } from '../src/content/translations';
import { createDiskSession } from './content-step';
import { readData, readSource, root, sourceOfTranslation, writeTranslation } from './translation-files';

const [command, ...args] = process.argv.slice(2);

if (command === 'start') {
  const [tag, sourceFile] = args;
  const { kind, body, words } = readSource(sourceFile);
  const file = translationFileOf(sourceFile, tag);
  // The English is written in place to be replaced: a text still equal to the English counts as
  // not translated (and shows in English) unless listed under sameAsEnglish.
  writeTranslation(file, kind.format, translationSkeleton(words, 'Your name'), body);
  console.log(
    `Wrote ${file}: replace each English text with its translation, and your name in translatedBy. A text left as the English counts as not translated; list its field under sameAsEnglish if it stays the same on purpose (a name, "MBBS").`,
  );
} else if (command === 'stamp') {
  const [file] = args;
  const sourceFile = sourceOfTranslation(file);
  const { kind, words } = readSource(sourceFile);
  const parsed = readData(file, kind.format);
  const record = (parsed.data[recordField] ?? {}) as TranslationRecord;
  parsed.data[recordField] = { ...record, source: sourceDigests(words) };
  writeTranslation(file, kind.format, parsed.data, parsed.body);
  console.log(`${file} now records the English of ${sourceFile} as it is today.`);
} else {
  const result = await buildContent(await readContentFiles(root), await createDiskSession(root));
  if (result.problems.length > 0) {
    console.error(`${result.problems.map(formatProblem).join('\n')}\n\nFix these content problems first (npm run content:check).`);
    process.exit(1);
  }
  for (const { language, files } of result.languages) {
    const upToDate = files.filter((file) => file.state.status === 'up-to-date');
    const stale = files.filter((file) => file.state.status === 'stale');
    const missing = files.filter((file) => file.state.status === 'missing');
    console.log(`\n${language.name} (${language.tag}): ${upToDate.length} up to date, ${stale.length} stale, ${missing.length} missing`);
    for (const file of upToDate) console.log(`  up to date  ${file.file}${file.record?.sample ? ' (sample)' : ''}${file.medical && !file.record?.review ? ' (medical: not reviewed)' : ''}`);
    const fields = (list: readonly string[]) => (list.length > 8 ? `${list.slice(0, 8).join(', ')} and ${list.length - 8} more` : list.join(', '));
    for (const file of stale) {
      const changed = file.state.changed.length ? ` changed in English: ${fields(file.state.changed)};` : '';
      const untranslated = file.state.untranslated.length ? ` not translated (or still the English): ${fields(file.state.untranslated)};` : '';
      const removed = file.state.removed?.length ? ` no longer in English (remove, or move to the item's new key): ${fields(file.state.removed)}` : '';
      // Shared words show translated field by field: a file that translates some of them is partly done, not out of date.
      const label = !file.page && file.state.changed.length === 0 && !file.state.removed?.length ? 'partly done' : 'stale      ';
      console.log(`  ${label} ${file.file}${changed}${untranslated}${removed}`);
    }
    if (args.includes('--missing') || missing.length <= 20) for (const file of missing) console.log(`  missing     ${file.file}`);
    else console.log(`  missing     ${missing.length} files (list them with -- --missing)`);
  }
}
