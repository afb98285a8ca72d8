import { parseTree } from 'jsonc-parser';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { jsonLocator, lineAt, yamlLocator } from '../../src/content/locate';

describe('the line of a character', () => {
  it('counts the line breaks before it', () => {
    const text = 'one\ntwo\nthree';
    expect(lineAt(text, 0)).toBe(1);
    expect(lineAt(text, 3)).toBe(1);
    expect(lineAt(text, 4)).toBe(2);
    expect(lineAt(text, 8)).toBe(3);
  });

  it('stops at the end of the text', () => {
    expect(lineAt('a\n', 100)).toBe(2);
    expect(lineAt('a\nb\n', 4)).toBe(3);
  });
});

const json = `{
  "name": "Apollo",
  "groups": [
    {
      "id": "care",
      "items": [
        { "label": "Surgery" },
        {
          "label": "Stay"
        }
      ]
    }
  ]
}
`;

describe('the line of a field in JSON', () => {
  const locate = jsonLocator(json, parseTree(json));

  it('is the line of its name, or of the item in a list', () => {
    expect(locate(['name'])).toBe(2);
    expect(locate(['groups'])).toBe(3);
    expect(locate(['groups', 0])).toBe(4);
    expect(locate(['groups', 0, 'items', 1])).toBe(8);
    expect(locate(['groups', 0, 'items', 1, 'label'])).toBe(9);
  });

  it('is the line of the nearest field that exists when the field is missing', () => {
    expect(locate(['groups', 0, 'items', 1, 'href'])).toBe(8);
    expect(locate(['groups', 0, 'items', 5])).toBe(6);
    expect(locate(['colour'])).toBe(1);
  });

  it('is the line of the name when the value starts on a later line', () => {
    const split = '{\n  "name":\n    "Apollo",\n  "items": [\n\n    "a"\n  ]\n}';
    expect(jsonLocator(split, parseTree(split))(['name'])).toBe(2);
    expect(jsonLocator(split, parseTree(split))(['items', 0])).toBe(6);
  });

  it('is the first line when the file has no JSON', () => {
    expect(jsonLocator('', undefined)(['name'])).toBe(1);
  });

  it('counts from the start of the file, wherever the JSON begins', () => {
    const spaced = '\n\n{\n  "a": 1\n}';
    expect(jsonLocator(spaced, parseTree(spaced))(['b'])).toBe(3);
  });
});

const yamlText = `name: Test
priceRange:
  from: 7500
  to: 9500
included:
  - category: Care
    items:
      - Surgery
      - Stay
2024: year
`;

describe('the line of a field in YAML front matter', () => {
  const locate = yamlLocator(yamlText, parseDocument(yamlText), 2);

  it('is the line of its name or of the list item, counted from the first line of the YAML', () => {
    expect(locate(['name'])).toBe(2);
    expect(locate(['priceRange', 'to'])).toBe(5);
    expect(locate(['included', 0, 'items'])).toBe(8);
    expect(locate(['included', 0, 'items', 1])).toBe(10);
  });

  it('finds a key the YAML reads as a number', () => {
    expect(locate([2024])).toBe(11);
  });

  it('is the line of the nearest field that exists when the field is missing', () => {
    expect(locate(['priceRange', 'currency'])).toBe(3);
    expect(locate(['included', 3])).toBe(6);
    expect(locate(['included', 0, 'items', 'x'])).toBe(8);
    expect(locate(['name', 'first'])).toBe(2);
    expect(locate(['name', 0])).toBe(2);
    expect(locate(['included', 'category'])).toBe(6);
    expect(locate(['colour'])).toBe(2);
  });

  it('is the first line of the YAML when it holds nothing', () => {
    expect(yamlLocator('', parseDocument(''), 2)(['name'])).toBe(2);
  });

  it('starts from where the YAML begins when blank lines come first', () => {
    const spaced = '\n\nname: Test\n';
    expect(yamlLocator(spaced, parseDocument(spaced), 1)(['colour'])).toBe(3);
  });
});
