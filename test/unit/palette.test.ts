import { describe, expect, it } from 'vitest';
import { DARK_PALETTE, LIGHT_PALETTE } from '../../src/theme/palette';

/** WCAG 2.1 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('palette contrast (WCAG AA 4.5:1 for text)', () => {
  it('a light-mode error label reads on the filled input, also on hover', () => {
    // MUI's filled input: rgba(0,0,0,0.06) over white, rgba(0,0,0,0.09) on hover.
    for (const background of ['#f0f0f0', '#e8e8e8', '#ffffff', LIGHT_PALETTE.background.default]) {
      expect(contrast(LIGHT_PALETTE.error.main, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('a dark-mode error reads on the page', () => {
    expect(contrast(DARK_PALETTE.error.main, DARK_PALETTE.background.default)).toBeGreaterThanOrEqual(4.5);
  });
});
