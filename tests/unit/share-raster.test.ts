import { describe, expect, it } from 'vitest';
import { CoverageRaster } from '../../scripts/share-raster';

/** A rectangle's outline, clockwise on screen (y down) or the other way. */
function rectangle(raster: CoverageRaster, x: number, y: number, width: number, height: number, clockwise = true): void {
  raster.moveTo(x, y);
  const corners: Array<[number, number]> = clockwise ? [[x + width, y], [x + width, y + height], [x, y + height]] : [[x, y + height], [x + width, y + height], [x + width, y]];
  for (const [cornerX, cornerY] of corners) raster.lineTo(cornerX, cornerY);
  raster.closePath();
}

const at = (taken: ReturnType<CoverageRaster['take']>, x: number, y: number, width: number) => taken.coverage[(y - taken.top) * width + x];

describe('filling outlines into a coverage map', () => {
  it('covers the pixels inside an outline wholly, those it cuts by the part inside, and no others', () => {
    const raster = new CoverageRaster(20, 10);
    rectangle(raster, 2.5, 3, 5, 4);
    const taken = raster.take();
    expect([taken.top, taken.count]).toEqual([3, 4]);
    expect(at(taken, 4, 4, 20)).toBe(255);
    expect(at(taken, 2, 4, 20)).toBe(128);
    expect(at(taken, 7, 4, 20)).toBe(128);
    expect(at(taken, 1, 4, 20)).toBe(0);
    expect(at(taken, 8, 4, 20)).toBe(0);
    const total = taken.coverage.reduce((sum, value) => sum + value, 0) / 255;
    expect(total).toBeCloseTo(5 * 4, 1);
  });

  it('fills by the non-zero rule: overlapping outlines of one direction once, an outline the other way round as a hole', () => {
    const raster = new CoverageRaster(20, 20);
    rectangle(raster, 2, 2, 10, 10);
    rectangle(raster, 6, 6, 10, 10);
    rectangle(raster, 3, 3, 2, 2, false);
    const taken = raster.take();
    expect(at(taken, 8, 8, 20)).toBe(255);
    expect(at(taken, 4, 4, 20)).toBe(0);
    expect(at(taken, 14, 14, 20)).toBe(255);
    expect(at(taken, 14, 3, 20)).toBe(0);
  });

  it('covers a curve by about its area, and starts empty again after each take', () => {
    const raster = new CoverageRaster(100, 100);
    // A circle of radius 40 from four quarter arcs drawn as cubics.
    const [cx, cy, r, k] = [50, 50, 40, 0.5523 * 40];
    raster.moveTo(cx + r, cy);
    raster.cubicTo(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
    raster.cubicTo(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
    raster.cubicTo(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
    raster.cubicTo(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
    const taken = raster.take(8);
    expect(taken.top % 8).toBe(0);
    expect(taken.count % 8).toBe(0);
    expect(taken.coverage.reduce((sum, value) => sum + value, 0) / 255 / (Math.PI * r * r)).toBeCloseTo(1, 2);
    expect(raster.take().count).toBe(0);
  });

  it('lists every pixel it covers at all, and only those, in order', () => {
    const raster = new CoverageRaster(40, 30);
    rectangle(raster, 2.5, 3.2, 10, 6);
    rectangle(raster, 20.3, 11.5, 7.4, 9, false);
    const taken = raster.take(8);
    const nonZero = [...taken.coverage.keys()].filter((place) => taken.coverage[place] > 0);
    expect(nonZero.length).toBeGreaterThan(0);
    expect([...taken.covered]).toEqual(nonZero);
  });

  it('clips what lies outside its area', () => {
    const raster = new CoverageRaster(10, 10);
    rectangle(raster, -5, -5, 8, 30);
    const taken = raster.take();
    expect([taken.top, taken.count]).toEqual([0, 10]);
    expect(at(taken, 0, 0, 10)).toBe(255);
    expect(at(taken, 2, 9, 10)).toBe(255);
    expect(at(taken, 3, 5, 10)).toBe(0);
  });
});
