// Words whose sound does not follow their first letter: "an hour", "a unit", "a one-day stay".
const vowelSoundsLike = /^(hour|honest|honou?r|heir)/i;
const consonantSoundsLike = /^(uni|use|usu|uro|eu|one|once|ur[aeiou])/i;

/** "a" or "an", by the sound the word starts with: "an author", "a surgeon", "an hour", "a unit". */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const start = word.trim();
  if (vowelSoundsLike.test(start)) return 'an';
  if (consonantSoundsLike.test(start)) return 'a';
  return /^[aeiou]/i.test(start) ? 'an' : 'a';
}

/** The word with its indefinite article: "an author", "a medical reviewer". */
export function withArticle(word: string): string {
  return `${indefiniteArticle(word)} ${word}`;
}
