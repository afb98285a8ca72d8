import { describe, expect, it } from 'vitest';
import { textOf } from '../../src/content/files';
import { parseMdxFrontMatter } from '../../src/content/parse';
import { formatProblem, type Problem } from '../../src/content/problems';
import { fixturePath, packageFixture, problemsWith, withPackage } from './content-helpers';
import siteNavigation from '../../content/site/navigation.json' with { type: 'json' };

/** The navigation file's words a fixture needs besides its links. */
// Taken from the site's own file, so a field the schema gains later is there too.
const { groups: _groups, action: _action, breadcrumb: _breadcrumb, ...navigationWords } = siteNavigation;

const at = (line: number, field: string, message: string) => `${fixturePath}:${line} ${field}: ${message}`;
const crlf = (text: string) => text.replace(/\n/g, '\r\n');
const bom = '\uFEFF';

/** A person's file as an editor writes one, with its fields on lines 2 to 5. */
const clinician = '{\n  "name": "Dr. A",\n  "credentials": "MS",\n  "title": "Surgeon",\n  "roles": ["author"]\n}\n';

describe('files saved with Windows line ends or a byte-order mark read as any other', () => {
  it('accepts an MDX file with CRLF line ends and a byte-order mark', async () => {
    expect(await withPackage(bom + crlf(packageFixture))).toEqual([]);
  });

  it('accepts a JSON file with CRLF line ends and a byte-order mark', async () => {
    expect(await problemsWith({ 'content/people/dr-a.json': bom + crlf(clinician) })).toEqual([]);
  });

  it('keeps the lines of front matter and body right in such a file', async () => {
    const text = packageFixture.replace('from: 7500', 'from: "7,500"').replace('(/medical-disclaimer)', '(/medical-disclaimers)');
    expect(await withPackage(bom + crlf(text))).toEqual([
      at(5, 'priceRange.from', 'should be a number, but it is the text "7,500".'),
      at(31, '(body)', 'links to "/medical-disclaimers", but the site has no page at "/medical-disclaimers". Did you mean "/medical-disclaimer"?'),
    ]);
  });

  it('keeps the lines of a JSON file right', async () => {
    expect(await problemsWith({ 'content/people/dr-a.json': bom + crlf(clinician.replace('"MS"', '5')) })).toEqual([
      'content/people/dr-a.json:3 credentials: should be text, but it is the number 5.',
    ]);
  });

  it('reads the bytes of a file as text without the mark, one line end for one', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('a\r\nb\rc\n')]);
    expect(textOf(bytes)).toBe('a\nb\nc\n');
  });
});

describe('an invisible character in an id, a reference or an address is named', () => {
  it('names a no-break space after a reference', async () => {
    expect(await withPackage(packageFixture.replace('hospital: apollo-delhi', 'hospital: apollo-delhi\u00a0'))).toEqual([
      at(10, 'hospital', 'has an invisible no-break space after "apollo-delhi"; delete it.'),
    ]);
  });

  it('names a zero-width space inside a reference in JSON', async () => {
    const surgeon = '{\n  "name": "Dr. A",\n  "title": "Surgeon",\n  "hospital": "fortis\u200b-mumbai",\n  "roles": ["author"]\n}\n';
    expect(await problemsWith({ 'content/people/dr-a.json': surgeon })).toEqual([
      'content/people/dr-a.json:4 hospital: has an invisible zero-width space after "fortis"; delete it.',
    ]);
  });

  it('names one in a file name, which gives the id', async () => {
    expect(await problemsWith({ 'content/packages/test-surgery\u00a0.mdx': packageFixture })).toEqual([
      'content/packages/test-surgery\u00a0.mdx:1 (file name): the file name gives the id "test-surgery\u00a0", which has an invisible no-break space after "test-surgery"; delete it.',
    ]);
  });

  it('names one in a value that must be one of a few words', async () => {
    expect(await withPackage(packageFixture.replace('unit: days }', 'unit: days\u200b }'))).toEqual([
      at(8, 'stayInIndia.unit', 'has an invisible zero-width space after "days"; delete it.'),
    ]);
  });

  it('names one in a field name', async () => {
    expect(await problemsWith({ 'content/people/dr-a.json': clinician.replace('"title"', '"title\u00a0"') })).toEqual([
      'content/people/dr-a.json:1 title: is required, but it is missing.',
      'content/people/dr-a.json:4 title\u00a0: is not a field of a person: its name has an invisible no-break space after "title"; delete it.',
    ]);
  });

  it('names one in an address inside the site', async () => {
    const navigation = JSON.stringify(
      { groups: [{ id: 'g', label: 'G', items: [{ label: 'P', href: '/packages\u00a0', description: 'P.' }] }], action: { label: 'Connect', href: '/coordinator-connect' }, breadcrumb: { label: 'Breadcrumb', home: 'Home' }, ...navigationWords },
      null,
      2,
    );
    expect(await problemsWith({ 'content/site/navigation.json': navigation })).toEqual([
      'content/site/navigation.json:9 groups[0].items[0].href: has an invisible no-break space after "/packages"; delete it.',
    ]);
  });
});

describe('a field written twice is refused, in JSON as in YAML', () => {
  it('reports the second copy in a JSON file, with the line of the first', async () => {
    expect(await problemsWith({ 'content/people/dr-a.json': clinician.replace('"title": "Surgeon",', '"title": "Surgeon",\n  "name": "Dr. B",') })).toEqual([
      'content/people/dr-a.json:5 name: is written twice in the same group (first at line 2); only one of them can count. Keep one and delete the other.',
    ]);
  });

  it('reports one inside a list of groups with its full field path', async () => {
    const claims = '{\n  "claims": [\n    { "id": "a", "figure": "1", "label": "A", "meaning": "A.",\n      "label": "B" }\n  ]\n}\n';
    expect(await problemsWith({ 'content/site/claims.json': claims })).toEqual([
      'content/site/claims.json:4 claims[0].label: is written twice in the same group (first at line 3); only one of them can count. Keep one and delete the other.',
    ]);
  });

  it('reports one in front matter the same way', async () => {
    expect(await withPackage(packageFixture.replace('order: 9', 'order: 9\nprice: 8600'))).toEqual([
      at(24, 'price', 'is written twice in the same group (first at line 6); only one of them can count. Keep one and delete the other.'),
    ]);
  });
});

describe('YAML that would lose words or confuse an editor is explained as what to do', () => {
  const traps: Record<string, { text: string; problems: string[] }> = {
    'a " #" that cuts a title short': {
      text: packageFixture.replace('name: Test Surgery Package', 'name: Why India is #1'),
      problems: [
        at(2, 'name', 'stops at " #": YAML reads "#1" as a note for editors and drops it, so the name would be "Why India is". Put the name in quotes: name: "Why India is #1". (A note goes on a line of its own.)'),
      ],
    },
    'a " #" that cuts a list item short': {
      text: packageFixture.replace('  - Testing', '  - Testing #2'),
      problems: [
        at(13, 'bestFor[0]', 'stops at " #": YAML reads "#2" as a note for editors and drops it, so this list item would be "Testing". Put the item in quotes: - "Testing #2". (A note goes on a line of its own.)'),
      ],
    },
    'a ": " inside a value': {
      text: packageFixture.replace('description: A package used by the tests, with every field a package needs.', 'description: Surgery: what the tests need, with every field a package needs.'),
      problems: [
        at(4, '(front matter)', 'the description has ": " in it, which YAML reads as the start of another field. Put the description in quotes: description: "Surgery: what the tests need, with every field a package needs.".'),
      ],
    },
    'front matter that is never closed': {
      text: packageFixture.replace('checked: 2026-11-01 }\n---\n', 'checked: 2026-11-01 }\n'),
      problems: [at(1, '(front matter)', 'starts with a "---" line but has no closing "---" line: add one after the last field, before the body.')],
    },
    'a line that continues the one above': {
      text: packageFixture.replace('description: A package used by the tests, with every field a package needs.', 'description: A package used by the tests,\nwith every field a package needs.'),
      problems: [
        at(5, '(front matter)', 'this line is not a field: every line of the front matter is "field: value" (or "- item" in a list). If it continues the line above, join the two into one line.'),
      ],
    },
    'a tab for indentation': {
      text: packageFixture.replace('  reviewedBy: meera-iyer', '\treviewedBy: meera-iyer'),
      problems: [at(25, '(front matter)', 'this line is indented with a tab: indent with spaces, two for each level.')],
    },
    'a field out of line with its group': {
      text: packageFixture.replace('  lastReviewed: 2026-11-01', ' lastReviewed: 2026-11-01'),
      problems: [
        at(26, '(front matter)', 'this line is indented differently from the fields beside it: line up the fields of a group under each other, indented with spaces.'),
      ],
    },
    'a quotation that is never closed': {
      text: packageFixture.replace('shortName: Test Surgery', 'shortName: "Test Surgery'),
      problems: [at(3, '(front matter)', 'opens a quotation with " that is never closed: end the shortName with " on the same line.')],
    },
    'an apostrophe inside single quotes': {
      text: packageFixture.replace('shortName: Test Surgery', "shortName: 'Crohn's Surgery'"),
      problems: [
        at(3, '(front matter)', `the shortName starts with an apostrophe, which YAML reads as the start of a quotation that ends at the next apostrophe. Put the shortName in quotes: shortName: "Crohn's Surgery".`),
      ],
    },
    'a value that starts with a bracket': {
      text: packageFixture.replace('shortName: Test Surgery', 'shortName: [New] Test Surgery'),
      problems: [
        at(3, '(front matter)', 'the shortName starts with "[", which YAML reads as the start of a list. Put the shortName in quotes: shortName: "[New] Test Surgery".'),
      ],
    },
    'no space after the colon': {
      text: packageFixture.replace('shortName: Test Surgery', 'shortName:Test Surgery'),
      problems: [at(3, '(front matter)', 'this line needs a space after the colon: "shortName: Test Surgery".')],
    },
  };

  for (const [name, { text, problems }] of Object.entries(traps))
    it(`explains ${name}`, async () => {
      expect(await withPackage(text)).toEqual(problems);
    });

  it('gives the same problems by the fast path and the full way', () => {
    for (const { text } of Object.values(traps)) {
      const found = (fast: boolean) => {
        const problems: Problem[] = [];
        parseMdxFrontMatter(fixturePath, text, problems, fast);
        return problems.map(formatProblem);
      };
      expect(found(true)).toEqual(found(false));
    }
  });

  it('accepts a comment after a number, and anchors with aliases', async () => {
    const text = packageFixture
      .replace('order: 9', 'order: 9 # after the other packages')
      .replace('      - Surgery', '      - &surgery Surgery')
      .replace('{ item: Surgery, cost: 6000 }', '{ item: *surgery, cost: 6000 }');
    expect(await withPackage(text)).toEqual([]);
  });
});

describe('an MDX body that does not compile is reported at its own line, with the fix', () => {
  /** The fixture's body with its last line replaced: `text` starts at line 31 of the file. */
  const body = (text: string) => withPackage(packageFixture.replace('Read the [disclaimer](/medical-disclaimer).', text));
  const invalid = (line: number, message: string) => at(line, '(body)', `invalid MDX: ${message}`);

  it('explains a "<" before a number', async () => {
    expect(await body('Most patients.\n\nStay <5 days.')).toEqual([
      invalid(33, 'has a "<" that MDX reads as the start of a tag. To write the sign, use &lt; or the words "less than".'),
    ]);
  });

  it('explains an HTML comment', async () => {
    expect(await body('Most patients.\n\n<!-- check with the surgeon -->')).toEqual([
      invalid(33, 'has an HTML comment "<!-- -->", which MDX does not allow: write a note for editors as {/* note */}.'),
    ]);
  });

  it('points at a brace that is never closed, not at the end of the body', async () => {
    expect(await body('<Callout title="Note">\n\nFees { apply.\n\n</Callout>\n\nMore text.\n\nAnd more.')).toEqual([
      invalid(33, 'has a "{" that is never closed: MDX reads braces as code. To write a brace, put a backslash before it (\\{); a note for editors goes in {/* a comment */}.'),
    ]);
  });

  it('points at a tag that is never closed', async () => {
    expect(await body('First.\n\n<Callout title="Note">\n\nNever closed.\n\nMore.')).toEqual([
      invalid(33, 'opens <Callout> but never closes it: add </Callout> on a line of its own after the text it holds.'),
    ]);
  });

  it('names an unknown component at its line and suggests the one meant', async () => {
    expect(await body('First.\n\nSecond.\n\n<Callot title="Note">\n\nText.\n\n</Callot>')).toEqual([
      invalid(35, 'uses <Callot>, which is not one of the site\'s components (Callout, KeyFacts, Figure, CostTable, CompanionRoom); HTML tags are not allowed in a body. Did you mean "Callout"?'),
    ]);
  });
});
