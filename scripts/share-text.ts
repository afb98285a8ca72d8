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
  /** Each glyph's outline as HarfBuzz's commands, once per glyph. */
  commands: Map<number, Array<{ type: string; values: number[] }>>;
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
  return { font: new hb.Font(face), upem: face.upem, covers: new Set(face.collectUnicodes()), outlines: new Map(), commands: new Map(), extents: new Map() };
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

/** The glyphs of a shaped line where they are drawn: each glyph's font, id, origin (y down) and scale (pixels per font unit). */
interface PlacedGlyph {
  font: ShapingFont;
  id: number;
  x: number;
  y: number;
  scale: number;
}

/** A line shaped and placed: its left edge at `x` or, right to left, its right edge at `x`; its baseline at `y`. */
function placedGlyphs(line: string, fonts: { own: ShapingFont; latin: ShapingFont }, at: { x: number; y: number; size: number; direction: Direction }): PlacedGlyph[] {
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
  return glyphs.map(({ font, id, x, dx, dy }) => ({ font, id, x: round(left + x + dx), y: round(at.y - dy), scale: at.size / font.upem }));
}

/** Widens `ink` to take in the ink of a placed glyph. */
function takeIn(ink: Ink, { font, id, y, scale }: PlacedGlyph): void {
  const extents = extentsOf(font, id);
  if (!extents) return;
  ink.top = Math.min(ink.top, y - extents.top * scale);
  ink.bottom = Math.max(ink.bottom, y - extents.bottom * scale);
}

/**
 * One shaped line as SVG paths, its left edge at `x` or, right to left, its right edge at `x`.
 * With `ink`, widens it to take in the ink of every glyph drawn.
 */
export function shapedLine(line: string, fonts: { own: ShapingFont; latin: ShapingFont }, at: { x: number; y: number; size: number; direction: Direction }, ink?: Ink): string {
  return placedGlyphs(line, fonts, at)
    .map((glyph) => {
      const { font, id, x, y, scale } = glyph;
      let outline = font.outlines.get(id);
      if (outline === undefined) font.outlines.set(id, (outline = font.font.glyphToPath(id)));
      if (ink && outline) takeIn(ink, glyph);
      return outline ? `<path transform="translate(${x} ${y}) scale(${round(scale, 5)} ${round(-scale, 5)})" d="${outline}"/>` : '';
    })
    .join('');
}

/** What a rasteriser needs of a pen (share-raster.ts), y down. */
export interface Pen {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  quadTo(cx: number, cy: number, x: number, y: number): void;
  cubicTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void;
  closePath(): void;
}

/** A glyph's outline as HarfBuzz gives it: commands and their points in font units, y up; once per glyph. */
function commandsOf(font: ShapingFont, id: number): Array<{ type: string; values: number[] }> {
  let commands = font.commands.get(id);
  if (commands === undefined) font.commands.set(id, (commands = font.font.glyphToJson(id)));
  return commands;
}

/** Draws one shaped line's outlines with `pen`, placed as shapedLine places them. */
export function drawShapedLine(pen: Pen, line: string, fonts: { own: ShapingFont; latin: ShapingFont }, at: { x: number; y: number; size: number; direction: Direction }): void {
  for (const { font, id, x, y, scale } of placedGlyphs(line, fonts, at)) {
    for (const { type, values: v } of commandsOf(font, id)) {
      if (type === 'M') pen.moveTo(x + v[0] * scale, y - v[1] * scale);
      else if (type === 'L') pen.lineTo(x + v[0] * scale, y - v[1] * scale);
      else if (type === 'Q') pen.quadTo(x + v[0] * scale, y - v[1] * scale, x + v[2] * scale, y - v[3] * scale);
      else if (type === 'C') pen.cubicTo(x + v[0] * scale, y - v[1] * scale, x + v[2] * scale, y - v[3] * scale, x + v[4] * scale, y - v[5] * scale);
      else if (type === 'Z') pen.closePath();
    }
    pen.closePath();
  }
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
