/**
 * The site's illustrations, each a hand-drawn SVG in public/illustrations/<name>.svg at 240 × 180
 * (the hero at 480 × 360). They are drawings, never pictures of real places or people.
 */
export const illustrationNames = [
  'hero',
  'hospital',
  'ward',
  'figures',
  'surgeon',
  'signpost',
  'area-colorectal-cancer',
  'area-ibd',
  'area-bowel-resection',
  'area-rectal-prolapse',
  'area-haemorrhoid',
  'area-fistula',
  'journey-reports',
  'journey-travel',
  'journey-surgery',
  'journey-recovery',
  'journey-home',
] as const;
