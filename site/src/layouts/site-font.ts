/** The font stack of every page: self-hosted Inter, then a fallback sized to Inter's metrics. */
export const siteFontStack = '"Inter Variable", "Inter Fallback", ui-sans-serif, system-ui, sans-serif';
