// 'anywhere' rather than 'break-word': it also lowers the text's min-content width, which sizes a flex item or a
// table cell, so those shrink to the window too.
export const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

export const WRAP_LINE = { display: 'block', ...WRAP_ANYWHERE } as const;

export const WRAPPING_CHIP = {
  height: 'auto',
  minHeight: 32,
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5, ...WRAP_ANYWHERE },
} as const;
