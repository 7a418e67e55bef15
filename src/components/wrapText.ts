/**
 * Long unbroken words (a service name or an e-mail address without spaces) break where they must instead of
 * widening the page. 'anywhere' rather than 'break-word': it also lowers the text's min-content width, which is
 * what sizes a flex item or a table cell, so those shrink to the window too.
 */
export const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** A line of its own that wraps anywhere (the e-mail line of a phone card). */
export const WRAP_LINE = { display: 'block', ...WRAP_ANYWHERE } as const;

/** A chip whose label wraps onto more lines instead of being cut off with an ellipsis. */
export const WRAPPING_CHIP = {
  height: 'auto',
  minHeight: 32,
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5, ...WRAP_ANYWHERE },
} as const;
