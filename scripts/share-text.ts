/**
 * A share image's title as outlines: shaped by HarfBuzz (the shaper browsers use) in the font of
 * its language's script, so Bengali's conjuncts and vowel signs and Arabic's joined letters come out
 * as a reader expects (resvg's own text layout overlaps Bengali words). Letters the language's font
 * lacks (Latin words, say) are shaped in the Latin font. A right-to-left line is laid out by the
 * bidirectional rules titles need: runs of Latin letters and digits keep their left-to-right order
 * inside it, and the runs follow one another from the right.
 */
import { readFile } from 'node:fs/promises';
import * as hb from 'harfbuzzjs';

/** A font ready to shape with: HarfBuzz's font, its units per em, and the characters it has. */
export interface ShapingFont {
  font: hb.Font;
  upem: number;
  covers: ReadonlySet<number>;
  /** Each glyph's outline as SVG path data, once per glyph. */
  outlines: Map<number, string>;
  /** Each glyph's ink above and below its baseline in font units (top up, bottom down), once per glyph; null for a glyph with no ink. */
  extents: Map<number, { top: number; bottom: number } | null>;
}

/** How far up and down the ink of what was drawn reaches, in pixels from the top of the image. */
export interface Ink {
  top: number;
  bottom: number;
}

/** Loads a font file for shaping. */
export async function loadShapingFont(file: string): Promise<ShapingFont> {
  const face = new hb.Face(new hb.Blob(new Uint8Array(await readFile(file))));
  return { font: new hb.Font(face), upem: face.upem, covers: new Set(face.collectUnicodes()), outlines: new Map(), extents: new Map() };
}

const rightToLeftLetter = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const strongLetter = /[\p{L}\p{Nd}]/u;

type Direction = 'ltr' | 'rtl';

/** A piece of a line in one font and one direction, in logical order. */
export interface Run {
  text: string;
  font: 'own' | 'latin';
  direction: Direction;
}

/**
 * A line cut into runs of one font and one direction, in the order they are drawn from the left.
 * Characters that have no direction of their own (spaces, punctuation) take their neighbours' when
 * both agree, else the line's.
 */
export function visualRuns(line: string, direction: Direction, ownCovers: (codePoint: number) => boolean): Run[] {
  const characters = [...line];
  const strong = characters.map((character): Direction | null => (rightToLeftLetter.test(character) ? 'rtl' : strongLetter.test(character) ? 'ltr' : null));
  const resolved = strong.map((own, index) => {
    if (own) return own;
    const before = strong.slice(0, index).reverse().find(Boolean) ?? direction;
    const after = strong.slice(index + 1).find(Boolean) ?? direction;
    return before === after ? before : direction;
  });
  // Logical runs of one direction, each cut where the font changes.
  const groups: Array<{ direction: Direction; runs: Run[] }> = [];
  characters.forEach((character, index) => {
    const font = ownCovers(character.codePointAt(0)!) ? 'own' : 'latin';
    let group = groups.at(-1);
    if (group?.direction !== resolved[index]) groups.push((group = { direction: resolved[index], runs: [] }));
    const run = group.runs.at(-1);
    if (run?.font === font) run.text += character;
    else group.runs.push({ text: character, font, direction: resolved[index] });
  });
  const drawn = groups.map((group) => (group.direction === 'rtl' ? [...group.runs].reverse() : group.runs));
  return (direction === 'rtl' ? drawn.reverse() : drawn).flat();
}

/** A glyph's ink above and below its baseline, in font units. */
function extentsOf(font: ShapingFont, id: number): { top: number; bottom: number } | null {
  if (!font.extents.has(id)) {
    const extents = font.font.glyphExtents(id);
    font.extents.set(id, extents && extents.height !== 0 ? { top: extents.yBearing, bottom: extents.yBearing + extents.height } : null);
  }
  return font.extents.get(id)!;
}

/**
 * One shaped line as SVG paths, its left edge at `x` or, right to left, its right edge at `x`.
 * With `ink`, widens it to take in the ink of every glyph drawn.
 */
export function shapedLine(line: string, fonts: { own: ShapingFont; latin: ShapingFont }, at: { x: number; y: number; size: number; direction: Direction }, ink?: Ink): string {
  const glyphs: Array<{ font: ShapingFont; id: number; x: number; dx: number; dy: number }> = [];
  let advance = 0;
  for (const run of visualRuns(line, at.direction, (codePoint) => fonts.own.covers.has(codePoint))) {
    const font = fonts[run.font];
    const scale = at.size / font.upem;
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    buffer.setDirection(run.direction === 'rtl' ? hb.Direction.RTL : hb.Direction.LTR);
    hb.shape(font.font, buffer);
    const positions = buffer.getGlyphPositions();
    buffer.getGlyphInfos().forEach((info, index) => {
      const position = positions[index];
      glyphs.push({ font, id: info.codepoint, x: advance, dx: position.xOffset * scale, dy: position.yOffset * scale });
      advance += position.xAdvance * scale;
    });
  }
  const left = at.direction === 'rtl' ? at.x - advance : at.x;
  return glyphs
    .map(({ font, id, x, dx, dy }) => {
      let outline = font.outlines.get(id);
      if (outline === undefined) font.outlines.set(id, (outline = font.font.glyphToPath(id)));
      const scale = at.size / font.upem;
      const baseline = round(at.y - dy);
      const extents = ink && outline ? extentsOf(font, id) : null;
      if (ink && extents) {
        ink.top = Math.min(ink.top, baseline - extents.top * scale);
        ink.bottom = Math.max(ink.bottom, baseline - extents.bottom * scale);
      }
      return outline ? `<path transform="translate(${round(left + x + dx)} ${baseline}) scale(${round(scale, 5)} ${round(-scale, 5)})" d="${outline}"/>` : '';
    })
    .join('');
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
