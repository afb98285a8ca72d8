/**
 * Fills glyph outlines into a grey coverage map (how much of each pixel the letters cover, 0 to
 * 255), for the title of a share image. Each edge of an outline adds to the cells it crosses the
 * signed area it sweeps (the accumulation rasteriser of font-rs and ab_glyph_rasteriser): a row's
 * running sum is then each pixel's coverage, exact for straight edges, with curves cut into short
 * lines. It costs a pass over the pixels a title covers and little more, where a vector renderer
 * drawing the same outlines from SVG took most of an image's time.
 */

/** A pen over an area of `width` × `height` pixels, y down; every point is clipped to the area. */
export class CoverageRaster {
  /** The area each edge adds to each cell, row by row, each row two cells longer than the image (an edge at its right end adds to the one after it). */
  private readonly area: Float32Array;
  private readonly stride: number;
  private x = 0;
  private y = 0;
  private startX = 0;
  private startY = 0;
  /** The first row an edge reached, and the row after the last. */
  private top = Infinity;
  private bottom = -Infinity;
  /** The first column an edge reached, and the column after the last. */
  private left = Infinity;
  private right = -Infinity;
  /** Each row's first cell an edge added to, and the cell after the last (empty: the stride, 0), so take() reads only those. */
  private readonly rowStart: Int32Array;
  private readonly rowEnd: Int32Array;
  /** Where take() lists the covered pixels: as long as the image, reused by every drawing. */
  private readonly covered: Int32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.stride = width + 2;
    this.area = new Float32Array(this.stride * height);
    this.rowStart = new Int32Array(height).fill(this.stride);
    this.rowEnd = new Int32Array(height);
    this.covered = new Int32Array(width * height);
  }

  moveTo(x: number, y: number): void {
    this.closePath();
    this.x = this.startX = x;
    this.y = this.startY = y;
  }

  lineTo(x: number, y: number): void {
    this.edge(this.x, this.y, x, y);
    this.x = x;
    this.y = y;
  }

  quadTo(cx: number, cy: number, x: number, y: number): void {
    const x0 = this.x;
    const y0 = this.y;
    const deviation = Math.hypot(x0 - 2 * cx + x, y0 - 2 * cy + y);
    const steps = deviation < 0.6 ? 1 : 1 + Math.floor(Math.sqrt(3 * deviation));
    for (let step = 1; step <= steps; step++) {
      const t = step / steps;
      const u = 1 - t;
      this.lineTo(u * u * x0 + 2 * u * t * cx + t * t * x, u * u * y0 + 2 * u * t * cy + t * t * y);
    }
  }

  cubicTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void {
    const x0 = this.x;
    const y0 = this.y;
    const deviation = Math.max(Math.hypot(x0 - 2 * c1x + c2x, y0 - 2 * c1y + c2y), Math.hypot(c1x - 2 * c2x + x, c1y - 2 * c2y + y));
    const steps = deviation < 0.6 ? 1 : 1 + Math.floor(Math.sqrt(6 * deviation));
    for (let step = 1; step <= steps; step++) {
      const t = step / steps;
      const u = 1 - t;
      const a = u * u * u;
      const b = 3 * u * u * t;
      const c = 3 * u * t * t;
      const d = t * t * t;
      this.lineTo(a * x0 + b * c1x + c * c2x + d * x, a * y0 + b * c1y + c * c2y + d * y);
    }
  }

  /** Closes the outline being drawn with a line back to its start. */
  closePath(): void {
    if (this.x !== this.startX || this.y !== this.startY) this.lineTo(this.startX, this.startY);
  }

  /** Adds one straight edge: for each row it crosses, the area it sweeps in each cell, signed by its direction. */
  private edge(fromX: number, fromY: number, toX: number, toY: number): void {
    const { width, height } = this;
    const direction = fromY > toY ? -1 : 1;
    // From top to bottom, clipped to the area.
    const x0 = Math.min(width, Math.max(0, direction > 0 ? fromX : toX));
    const y0 = Math.min(height, Math.max(0, direction > 0 ? fromY : toY));
    const x1 = Math.min(width, Math.max(0, direction > 0 ? toX : fromX));
    const y1 = Math.min(height, Math.max(0, direction > 0 ? toY : fromY));
    if (y0 === y1) return;
    this.top = Math.min(this.top, Math.floor(y0));
    this.bottom = Math.max(this.bottom, Math.ceil(y1));
    this.left = Math.min(this.left, Math.floor(x0 < x1 ? x0 : x1));
    this.right = Math.max(this.right, Math.ceil(x0 < x1 ? x1 : x0) + 1);
    const slope = (x1 - x0) / (y1 - y0);
    const { area, rowStart, rowEnd } = this;
    let x = x0;
    for (let row = Math.floor(y0), last = Math.min(this.height, Math.ceil(y1)); row < last; row++) {
      const start = row * this.stride;
      const height = Math.min(row + 1, y1) - Math.max(row, y0);
      const next = x + slope * height;
      const swept = height * direction;
      const left = x < next ? x : next;
      const right = x < next ? next : x;
      const leftCell = Math.floor(left);
      const rightEnd = Math.ceil(right);
      // Either branch below adds to cells leftCell to rightEnd, and to leftCell + 1 (within one cell, rightEnd may be leftCell).
      if (leftCell < rowStart[row]) rowStart[row] = leftCell;
      if (Math.max(rightEnd, leftCell + 1) + 1 > rowEnd[row]) rowEnd[row] = Math.max(rightEnd, leftCell + 1) + 1;
      if (rightEnd <= leftCell + 1) {
        // Within one cell: the part of the cell right of the edge's middle is covered.
        const middle = (x + next) / 2 - leftCell;
        area[start + leftCell] += swept * (1 - middle);
        area[start + leftCell + 1] += swept * middle;
      } else {
        const perCell = 1 / (right - left);
        const leftPart = left - leftCell;
        const first = 0.5 * perCell * (1 - leftPart) ** 2;
        const rightPart = right - rightEnd + 1;
        const lastArea = 0.5 * perCell * rightPart ** 2;
        area[start + leftCell] += swept * first;
        if (rightEnd === leftCell + 2) area[start + leftCell + 1] += swept * (1 - first - lastArea);
        else {
          const second = perCell * (1.5 - leftPart);
          area[start + leftCell + 1] += swept * (second - first);
          for (let cell = leftCell + 2; cell < rightEnd - 1; cell++) area[start + cell] += swept * perCell;
          const beforeLast = second + (rightEnd - leftCell - 3) * perCell;
          area[start + rightEnd - 1] += swept * (1 - beforeLast - lastArea);
        }
        area[start + rightEnd] += swept * lastArea;
      }
      x = next;
    }
  }

  /**
   * The coverage of the rows the outlines reach, one byte a pixel (0 to 255, rows of the image's
   * width), the outlines filled by the non-zero rule: from a row `top` that is a multiple of
   * `step`, `count` rows (a multiple of `step` too, but at the bottom of the area). Only the
   * columns `left` to `right` can be covered. `covered` lists the pixels covered at all (by their
   * place in `coverage`, in order), for a caller that need not read the others; it is only valid
   * until the next take. The area is emptied for the next drawing.
   */
  take(step = 1): { top: number; count: number; left: number; right: number; coverage: Uint8Array; covered: Int32Array } {
    this.closePath();
    const { width, stride, area, rowStart, rowEnd, covered } = this;
    const top = Number.isFinite(this.top) ? Math.floor(this.top / step) * step : 0;
    const count = Number.isFinite(this.bottom) ? Math.min(this.height, Math.ceil(this.bottom / step) * step) - top : 0;
    const [left, right] = Number.isFinite(this.left) ? [this.left, Math.min(width, this.right)] : [0, 0];
    const coverage = new Uint8Array(width * count);
    let found = 0;
    for (let y = 0; y < count; y++) {
      const row = top + y;
      // The cells before the first an edge added to are empty: the running sum starts there as it would have from `left`.
      const end = Math.min(right, rowEnd[row]);
      found = takeRow(area, row * stride, Math.max(left, rowStart[row]), end, coverage, y * width, covered, found);
      if (rowEnd[row] > end) area.fill(0, row * stride + end, row * stride + rowEnd[row]);
      rowStart[row] = stride;
      rowEnd[row] = 0;
    }
    [this.top, this.bottom, this.left, this.right] = [Infinity, -Infinity, Infinity, -Infinity];
    [this.x, this.y, this.startX, this.startY] = [0, 0, 0, 0];
    return { top, count, left, right, coverage, covered: covered.subarray(0, found) };
  }
}

/**
 * One row of take(): the running sum of the areas from cell `from` to `end` of the row at `start`
 * of `area` (emptied on the way), each pixel's coverage written from `out` on in `coverage` and,
 * when covered at all, listed in `covered` after the `found` listed already; returns how many are
 * listed then. A function of its own: V8 optimises it whole, where (inside take) the loop's
 * optimised code was thrown away on every drawing.
 */
function takeRow(area: Float32Array, start: number, from: number, end: number, coverage: Uint8Array, out: number, covered: Int32Array, found: number): number {
  let sum = 0;
  for (let x = from; x < end; x++) {
    const added = area[start + x];
    if (added !== 0) {
      sum += added;
      area[start + x] = 0;
      // Back to nothing between letters (but for rounding), so the pixels up to the next are skipped.
      if (sum < 1 / 1024 && sum > -1 / 1024) sum = 0;
    }
    if (sum === 0) continue;
    const abs = sum < 0 ? -sum : sum;
    const value = abs >= 1 ? 255 : (abs * 255 + 0.5) | 0;
    if (value === 0) continue;
    coverage[out + x] = value;
    covered[found++] = out + x;
  }
  return found;
}
