import { createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

/**
 * The one theme contract: CSS variables named after the token tree. Values come from a theme class
 * (`themeClass`), so the variables exist only inside an element carrying that class.
 */
export const vars = createThemeContract(tokens);
