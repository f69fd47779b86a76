/**
 * For sections below the fold: the browser skips their style, layout and paint until they come near
 * the viewport, which trims the first-load main-thread work on slow phones. They stay in the
 * accessibility tree and in find-in-page; 900px is only a placeholder height until first rendered.
 * Not for sections with transitioned controls (buttonVariants' transition-colors): Chromium animates
 * them from the default link colours when the section first renders, and axe can catch that frame.
 */
export const deferredRendering = "[content-visibility:auto] [contain-intrinsic-size:auto_900px]";
