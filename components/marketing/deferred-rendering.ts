/**
 * For the light sections below the hero: the browser skips their style, layout and paint until they
 * come near the viewport (a full relayout of the page drops from about 60 ms to 10 ms on a 4x slowed
 * CPU). They stay in the accessibility tree and in find-in-page. The size is a placeholder until first
 * rendered. Two limits, both from how accessibility checkers read a section that is not rendered yet:
 * - only sections with dark text on a light background: axe and Lighthouse may measure such text
 *   against the page's white background instead of the section's own;
 * - no transitions inside: Chromium animates controls from the default link colours when a section
 *   first renders, a visible flash that a checker can also catch mid-way.
 */
const deferred = "[content-visibility:auto] [&_*]:transition-none";

export const deferredSection = `${deferred} [contain-intrinsic-size:auto_900px]`;
export const deferredBand = `${deferred} [contain-intrinsic-size:auto_320px]`;
